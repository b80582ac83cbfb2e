-- Up Migration
-- faturamento.situacao perde 'assinada': nenhum caminho do servidor grava esse estado (a NF-e é
-- assinada e posta em 'transmitindo' na mesma transação). As situações, rótulos e transições da
-- nota estão declarados uma vez no registro (schema/entities/faturamento.json, x-estados).
UPDATE faturamento SET situacao = 'digitacao' WHERE situacao = 'assinada';
ALTER TABLE faturamento DROP CONSTRAINT IF EXISTS faturamento_situacao_check;
ALTER TABLE faturamento ADD CONSTRAINT faturamento_situacao_check
  CHECK (situacao IN ('digitacao','transmitindo','epec','autorizada','rejeitada','cancelada','denegada','inutilizada'));

-- Down Migration
ALTER TABLE faturamento DROP CONSTRAINT IF EXISTS faturamento_situacao_check;
ALTER TABLE faturamento ADD CONSTRAINT faturamento_situacao_check
  CHECK (situacao IN ('digitacao','assinada','transmitindo','epec','autorizada','rejeitada','cancelada','denegada','inutilizada'));
