-- Up Migration
-- Cache das consultas de CNPJ ao cadastro público: dados públicos da Receita
-- Federal, iguais para todos os inquilinos, por isso sem emitente_id e sem RLS. Guardado por
-- CNPJ_CACHE_DIAS (padrão 7) para não repetir a consulta ao provedor; o provedor limita chamadas.
CREATE TABLE consulta_cnpj (
  cnpj varchar(14) PRIMARY KEY,
  dados jsonb NOT NULL,
  consultado_em timestamptz NOT NULL DEFAULT now()
);
GRANT SELECT, INSERT, UPDATE ON consulta_cnpj TO erp_app;

-- Down Migration
DROP TABLE IF EXISTS consulta_cnpj;
