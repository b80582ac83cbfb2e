-- Up Migration
-- Documentos referenciados além da NF-e (grupo BA do leiaute 4.00): nota de
-- produtor rural (refNFP), nota modelo 1/1A ou 2 (refNF), CT-e (refCTe) e cupom fiscal (refECF).
-- `tipo` é o nome da tag; as linhas existentes são refNFe.
ALTER TABLE faturamento_referencia
  ALTER COLUMN ref_nfe DROP NOT NULL,
  ADD COLUMN tipo varchar(6) NOT NULL DEFAULT 'refNFe' CHECK (tipo IN ('refNFe', 'refNF', 'refNFP', 'refCTe', 'refECF')),
  ADD COLUMN ref_cte varchar(44),
  ADD COLUMN uf varchar(2),
  ADD COLUMN aamm varchar(4),
  ADD COLUMN cpf_cnpj varchar(14),
  ADD COLUMN ie varchar(14),
  ADD COLUMN modelo varchar(2),
  ADD COLUMN serie integer CHECK (serie BETWEEN 0 AND 999),
  ADD COLUMN numero integer CHECK (numero BETWEEN 1 AND 999999999),
  ADD COLUMN n_ecf varchar(3),
  ADD COLUMN n_coo varchar(6);

-- Down Migration
DELETE FROM faturamento_referencia WHERE ref_nfe IS NULL;
ALTER TABLE faturamento_referencia
  DROP COLUMN IF EXISTS tipo, DROP COLUMN IF EXISTS ref_cte, DROP COLUMN IF EXISTS uf, DROP COLUMN IF EXISTS aamm,
  DROP COLUMN IF EXISTS cpf_cnpj, DROP COLUMN IF EXISTS ie, DROP COLUMN IF EXISTS modelo, DROP COLUMN IF EXISTS serie,
  DROP COLUMN IF EXISTS numero, DROP COLUMN IF EXISTS n_ecf, DROP COLUMN IF EXISTS n_coo;
ALTER TABLE faturamento_referencia ALTER COLUMN ref_nfe SET NOT NULL;
