-- Up Migration
-- Contingência da NF-e pela SEFAZ Virtual de Contingência (SVC-AN / SVC-RS; NT 2013.007). Uma linha por empresa: se está em contingência, por qual SVC (tpEmis 6 ou 7), desde
-- quando (dhCont) e a justificativa (xJust, 15 a 256 caracteres), e o contador de falhas seguidas
-- de comunicação com o autorizador normal (o aviso que sugere a SVC). As notas autorizadas na SVC
-- ficam em nfe_contingencia_nota até a conciliação com o autorizador normal depois da saída.
CREATE TABLE nfe_contingencia (
  emitente_id integer PRIMARY KEY REFERENCES emitente(id),
  ativa boolean NOT NULL DEFAULT false,
  autorizador varchar(5) CHECK (autorizador IN ('SVCAN', 'SVCRS')),
  desde timestamptz,
  justificativa varchar(256),
  falhas_seguidas integer NOT NULL DEFAULT 0,
  ultima_falha timestamptz,
  ultima_falha_motivo varchar(500),
  saida_em timestamptz,
  alterado_em timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT ativa OR (autorizador IS NOT NULL AND desde IS NOT NULL AND char_length(justificativa) BETWEEN 15 AND 256))
);
ALTER TABLE nfe_contingencia ENABLE ROW LEVEL SECURITY;
ALTER TABLE nfe_contingencia FORCE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON nfe_contingencia TO erp_app;
CREATE POLICY tenant ON nfe_contingencia USING (emitente_id = erp_emitente_atual()) WITH CHECK (emitente_id = erp_emitente_atual());

CREATE TABLE nfe_contingencia_nota (
  emitente_id integer NOT NULL REFERENCES emitente(id),
  chave varchar(44) NOT NULL,
  faturamento_id integer NOT NULL,
  autorizador varchar(5) NOT NULL,
  tp_emis smallint NOT NULL,
  protocolo varchar(20),
  autorizada_em timestamptz NOT NULL DEFAULT now(),
  conciliada_em timestamptz,
  conciliacao_cstat varchar(3),
  conciliacao_xmotivo varchar(500),
  PRIMARY KEY (emitente_id, chave)
);
CREATE INDEX nfe_contingencia_nota_pendente ON nfe_contingencia_nota (emitente_id) WHERE conciliada_em IS NULL;
ALTER TABLE nfe_contingencia_nota ENABLE ROW LEVEL SECURITY;
ALTER TABLE nfe_contingencia_nota FORCE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON nfe_contingencia_nota TO erp_app;
CREATE POLICY tenant ON nfe_contingencia_nota USING (emitente_id = erp_emitente_atual()) WITH CHECK (emitente_id = erp_emitente_atual());

-- Down Migration
DROP TABLE IF EXISTS nfe_contingencia_nota;
DROP TABLE IF EXISTS nfe_contingencia;
