-- Up Migration
-- Outros eventos da NF-e emitida (tabela em src/fiscal/nfe/eventos/descritores.ts):
-- ator interessado, comprovante/insucesso de entrega, conciliação financeira, prorrogação de prazo e
-- os eventos da reforma tributária (NT 2025.002). faturamento_evento passa a aceitar qualquer
-- tpEvento de 6 dígitos e guarda o evento a que um cancelamento (ou o 2º pedido de prorrogação) se
-- refere (referido_id); o evento cancelado é o que tem um cancelamento registrado apontando para ele.
ALTER TABLE faturamento_evento DROP CONSTRAINT IF EXISTS faturamento_evento_tipo_check;
ALTER TABLE faturamento_evento ADD CONSTRAINT faturamento_evento_tipo_check CHECK (tipo ~ '^[0-9]{6}$');
ALTER TABLE faturamento_evento ADD COLUMN referido_id integer;
CREATE INDEX faturamento_evento_referido ON faturamento_evento (emitente_id, referido_id) WHERE referido_id IS NOT NULL;

-- Down Migration
DROP INDEX IF EXISTS faturamento_evento_referido;
ALTER TABLE faturamento_evento DROP COLUMN IF EXISTS referido_id;
DELETE FROM faturamento_evento WHERE tipo NOT IN ('110110', '110111', '110140');
ALTER TABLE faturamento_evento DROP CONSTRAINT IF EXISTS faturamento_evento_tipo_check;
ALTER TABLE faturamento_evento ADD CONSTRAINT faturamento_evento_tipo_check CHECK (tipo IN ('110110', '110111', '110140'));
