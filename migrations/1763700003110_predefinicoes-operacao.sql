-- Up Migration
-- Predefinições de operação: o modelo de faturamento ganha o CFOP dentro e fora
-- do estado, se movimenta estoque e se gera contas a receber, e um código para as predefinições
-- criadas pelo sistema (remessa/retorno para conserto e demonstração, venda à ordem e remessa por
-- conta e ordem, venda para entrega futura e a sua remessa, bonificação, transferência entre
-- filiais, entrada de produtor/pessoa física), criadas por emitente (fiscal/predefinicoes.ts). O
-- faturamento guarda o modelo escolhido.
ALTER TABLE modelos_faturamento
  ADD COLUMN codigo varchar(30),
  ADD COLUMN cfop_interno varchar(4) CHECK (cfop_interno ~ '^[1-7][0-9]{3}$'),
  ADD COLUMN cfop_interestadual varchar(4) CHECK (cfop_interestadual ~ '^[1-7][0-9]{3}$'),
  ADD COLUMN movimenta_estoque boolean NOT NULL DEFAULT true,
  ADD COLUMN gera_financeiro boolean NOT NULL DEFAULT true;
CREATE UNIQUE INDEX modelos_faturamento_codigo ON modelos_faturamento (emitente_id, codigo) WHERE codigo IS NOT NULL;

ALTER TABLE faturamento ADD COLUMN modelo_faturamento_id integer;
ALTER TABLE faturamento ADD CONSTRAINT faturamento_modelo_faturamento_fk FOREIGN KEY (emitente_id, modelo_faturamento_id) REFERENCES modelos_faturamento (emitente_id, id);

-- Down Migration
ALTER TABLE faturamento DROP CONSTRAINT IF EXISTS faturamento_modelo_faturamento_fk;
ALTER TABLE faturamento DROP COLUMN IF EXISTS modelo_faturamento_id;
DROP INDEX IF EXISTS modelos_faturamento_codigo;
ALTER TABLE modelos_faturamento DROP COLUMN IF EXISTS codigo, DROP COLUMN IF EXISTS cfop_interno, DROP COLUMN IF EXISTS cfop_interestadual,
  DROP COLUMN IF EXISTS movimenta_estoque, DROP COLUMN IF EXISTS gera_financeiro;
