-- Up Migration
-- Vigência do CEST e do CFOP: o administrador importa as tabelas oficiais sem
-- nova versão do sistema; códigos que saem da tabela ficam com data de fim (nunca são apagados:
-- produtos e notas antigas os referenciam). A NCM já tinha data_inicio/data_fim/ato_legal.
ALTER TABLE cest ADD COLUMN data_inicio date, ADD COLUMN data_fim date;
ALTER TABLE cfop ADD COLUMN data_inicio date, ADD COLUMN data_fim date;

-- Down Migration
ALTER TABLE cest DROP COLUMN IF EXISTS data_inicio, DROP COLUMN IF EXISTS data_fim;
ALTER TABLE cfop DROP COLUMN IF EXISTS data_inicio, DROP COLUMN IF EXISTS data_fim;
