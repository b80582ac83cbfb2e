-- Up Migration
-- Modalidade da contingência da NFC-e por emitente e ambiente: além da
-- contingência off-line (tpEmis 9), o emitente de SP pode escolher o EPEC da NFC-e (tpEmis 4,
-- NT 2014.003), registrado no ambiente EPEC da SEFAZ-SP antes de imprimir o DANFE
-- (src/server/modules/pdv/epec-nfce.ts). Só SP oferece o serviço; a rota recusa as demais UFs.
ALTER TABLE nfce_csc ADD COLUMN contingencia_epec boolean NOT NULL DEFAULT false;
-- a venda emitida em EPEC guarda tp_emis 4 (a chave da NFC-e também leva o 4 na posição 35)
ALTER TABLE venda_cupom DROP CONSTRAINT IF EXISTS venda_cupom_tp_emis_check;
ALTER TABLE venda_cupom ADD CONSTRAINT venda_cupom_tp_emis_check CHECK (tp_emis IN (1, 4, 9));

-- Down Migration
UPDATE venda_cupom SET tp_emis = 9 WHERE tp_emis = 4;
ALTER TABLE venda_cupom DROP CONSTRAINT IF EXISTS venda_cupom_tp_emis_check;
ALTER TABLE venda_cupom ADD CONSTRAINT venda_cupom_tp_emis_check CHECK (tp_emis IN (1, 9));
ALTER TABLE nfce_csc DROP COLUMN IF EXISTS contingencia_epec;
