-- Up Migration
-- Vendedor na NF-e e na venda do PDV (relatório `vendas_vendedor`): opcional,
-- preenchido com o vendedor do pedido quando o pedido vira NF-e (pedidos/faturar.ts) ou venda do
-- PDV (pedidos/venda-pdv.ts) e escolhido no cabeçalho do editor da NF-e.
ALTER TABLE faturamento ADD COLUMN vendedor_id integer;
ALTER TABLE faturamento ADD CONSTRAINT faturamento_vendedor_fk FOREIGN KEY (emitente_id, vendedor_id) REFERENCES vendedor (emitente_id, id);
CREATE INDEX faturamento_vendedor ON faturamento (emitente_id, vendedor_id) WHERE vendedor_id IS NOT NULL;
ALTER TABLE venda_cupom ADD COLUMN vendedor_id integer;
ALTER TABLE venda_cupom ADD CONSTRAINT venda_cupom_vendedor_fk FOREIGN KEY (emitente_id, vendedor_id) REFERENCES vendedor (emitente_id, id);
CREATE INDEX venda_cupom_vendedor ON venda_cupom (emitente_id, vendedor_id) WHERE vendedor_id IS NOT NULL;

-- Down Migration
DROP INDEX IF EXISTS venda_cupom_vendedor;
ALTER TABLE venda_cupom DROP COLUMN IF EXISTS vendedor_id;
DROP INDEX IF EXISTS faturamento_vendedor;
ALTER TABLE faturamento DROP COLUMN IF EXISTS vendedor_id;
