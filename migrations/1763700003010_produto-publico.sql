-- Up Migration
-- Loja pública (market, SPEC §1-§2 `/{url}/market`): o emitente escolhe quais
-- produtos aparecem na vitrine sem login. Nenhum aparece sem ser marcado.
ALTER TABLE produto ADD COLUMN publico boolean NOT NULL DEFAULT false;
CREATE INDEX produto_publico ON produto (emitente_id, descricao) WHERE publico;

-- Down Migration
DROP INDEX IF EXISTS produto_publico;
ALTER TABLE produto DROP COLUMN IF EXISTS publico;
