-- Up Migration
-- Versão dos dados de partida já aplicados (src/server/seed/index.ts): o resumo SHA-256 do código e
-- dos dados de cada parte do seed; na partida, uma parte cujo resumo guardado é igual ao atual não é
-- conferida de novo (bench/startup). Tabela interna do seed, fora do registro e sem acesso do papel
-- erp_app (como login_tentativa).
CREATE TABLE seed_versao (
  parte varchar(40) PRIMARY KEY,
  resumo varchar(64) NOT NULL,
  aplicado_em timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE IF EXISTS seed_versao;
