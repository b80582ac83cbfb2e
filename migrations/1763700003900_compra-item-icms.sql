-- Up Migration
-- Crédito tomado na compra: ICMS próprio (vBC, pICMS, vICMS), base e alíquota
-- do ICMS-ST (o valor já estava em valor_icms_st) e PIS/COFINS destacados na nota do fornecedor,
-- gravados por item na importação do XML; a devolução ao fornecedor estorna o crédito
-- proporcional à quantidade devolvida (fiscal/finalidade.ts).
ALTER TABLE compra_item
  ADD COLUMN base_icms numeric(15,2) NOT NULL DEFAULT 0 CHECK (base_icms >= 0),
  ADD COLUMN aliquota_icms numeric(7,4) NOT NULL DEFAULT 0 CHECK (aliquota_icms >= 0 AND aliquota_icms <= 100),
  ADD COLUMN valor_icms numeric(15,2) NOT NULL DEFAULT 0 CHECK (valor_icms >= 0),
  ADD COLUMN base_icms_st numeric(15,2) NOT NULL DEFAULT 0 CHECK (base_icms_st >= 0),
  ADD COLUMN aliquota_icms_st numeric(7,4) NOT NULL DEFAULT 0 CHECK (aliquota_icms_st >= 0 AND aliquota_icms_st <= 100),
  ADD COLUMN valor_pis numeric(15,2) NOT NULL DEFAULT 0 CHECK (valor_pis >= 0),
  ADD COLUMN valor_cofins numeric(15,2) NOT NULL DEFAULT 0 CHECK (valor_cofins >= 0);

-- Down Migration
ALTER TABLE compra_item DROP COLUMN IF EXISTS base_icms, DROP COLUMN IF EXISTS aliquota_icms, DROP COLUMN IF EXISTS valor_icms,
  DROP COLUMN IF EXISTS base_icms_st, DROP COLUMN IF EXISTS aliquota_icms_st, DROP COLUMN IF EXISTS valor_pis, DROP COLUMN IF EXISTS valor_cofins;
