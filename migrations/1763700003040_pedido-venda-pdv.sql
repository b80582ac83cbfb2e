-- Up Migration
-- Pedido convertido em venda do PDV (NFC-e) em vez de NF-e: o pedido guarda a
-- venda, como guarda o faturamento; uma venda atende um pedido só.
ALTER TABLE pedido ADD COLUMN venda_cupom_id integer;
ALTER TABLE pedido ADD CONSTRAINT pedido_venda_cupom_fk FOREIGN KEY (emitente_id, venda_cupom_id) REFERENCES venda_cupom (emitente_id, id);
CREATE UNIQUE INDEX pedido_venda_cupom ON pedido (emitente_id, venda_cupom_id) WHERE venda_cupom_id IS NOT NULL;

-- Down Migration
DROP INDEX IF EXISTS pedido_venda_cupom;
ALTER TABLE pedido DROP CONSTRAINT IF EXISTS pedido_venda_cupom_fk;
ALTER TABLE pedido DROP COLUMN IF EXISTS venda_cupom_id;
