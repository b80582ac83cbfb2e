-- Up Migration
-- Contingência EPEC da NF-e (evento 110140, tpEmis 4; NT 2013.004):
-- - faturamento.situacao ganha 'epec': EPEC registrado no Ambiente Nacional (cStat 136), NF-e
--   assinada e guardada, aguardando a transmissão ao autorizador normal;
-- - faturamento_evento guarda também o evento 110140 (protocolo e procEventoNFe do EPEC);
-- - nfe_contingencia.modalidade: 'svc' (SVC-AN/SVC-RS, como antes) ou 'epec'.
ALTER TABLE faturamento DROP CONSTRAINT IF EXISTS faturamento_situacao_check;
ALTER TABLE faturamento ADD CONSTRAINT faturamento_situacao_check
  CHECK (situacao IN ('digitacao','assinada','transmitindo','epec','autorizada','rejeitada','cancelada','denegada','inutilizada'));
ALTER TABLE faturamento_evento DROP CONSTRAINT IF EXISTS faturamento_evento_tipo_check;
ALTER TABLE faturamento_evento ADD CONSTRAINT faturamento_evento_tipo_check CHECK (tipo IN ('110110', '110111', '110140'));
ALTER TABLE nfe_contingencia ADD COLUMN modalidade varchar(4) NOT NULL DEFAULT 'svc' CHECK (modalidade IN ('svc', 'epec'));

-- Down Migration
ALTER TABLE nfe_contingencia DROP COLUMN IF EXISTS modalidade;
DELETE FROM faturamento_evento WHERE tipo = '110140';
ALTER TABLE faturamento_evento DROP CONSTRAINT IF EXISTS faturamento_evento_tipo_check;
ALTER TABLE faturamento_evento ADD CONSTRAINT faturamento_evento_tipo_check CHECK (tipo IN ('110110', '110111'));
UPDATE faturamento SET situacao = 'rejeitada' WHERE situacao = 'epec';
ALTER TABLE faturamento DROP CONSTRAINT IF EXISTS faturamento_situacao_check;
ALTER TABLE faturamento ADD CONSTRAINT faturamento_situacao_check
  CHECK (situacao IN ('digitacao','assinada','transmitindo','autorizada','rejeitada','cancelada','denegada','inutilizada'));
