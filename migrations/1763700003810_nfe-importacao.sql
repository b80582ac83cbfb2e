-- Up Migration
-- NF-e de importação (tpNF 0, CFOP 3xxx): por item, o grupo II (base, despesas
-- aduaneiras, Imposto de Importação, IOF) e as Declarações de Importação (grupo DI/adi, JSON com as
-- tags do leiaute); no faturamento, o total do II (vII).
ALTER TABLE faturamento_item
  ADD COLUMN base_ii numeric(15,2) CHECK (base_ii >= 0),
  ADD COLUMN despesas_aduaneiras numeric(15,2) CHECK (despesas_aduaneiras >= 0),
  ADD COLUMN valor_ii numeric(15,2) CHECK (valor_ii >= 0),
  ADD COLUMN valor_iof numeric(15,2) CHECK (valor_iof >= 0),
  ADD COLUMN di varchar(20000);
ALTER TABLE faturamento ADD COLUMN total_ii numeric(15,2) NOT NULL DEFAULT 0;

-- Down Migration
ALTER TABLE faturamento DROP COLUMN IF EXISTS total_ii;
ALTER TABLE faturamento_item DROP COLUMN IF EXISTS base_ii, DROP COLUMN IF EXISTS despesas_aduaneiras, DROP COLUMN IF EXISTS valor_ii,
  DROP COLUMN IF EXISTS valor_iof, DROP COLUMN IF EXISTS di;
