-- Up Migration
-- Assistente de primeiros passos da empresa (SPEC §3 "Other" assistenteModulos):
-- uma linha por emitente criado pelo autocadastro (src/server/modules/conta/cadastro.ts); sem linha,
-- o assistente não aparece (empresas já em uso). Guarda as etapas confirmadas à mão (as demais são
-- conferidas nos dados: certificado, séries, produtos, NF-e autorizada em homologação), e quando o
-- assistente foi dispensado ou concluído.
CREATE TABLE assistente_modulos (
  emitente_id integer NOT NULL REFERENCES emitente(id) ON DELETE CASCADE,
  etapas_confirmadas varchar(20)[] NOT NULL DEFAULT '{}',
  dispensado_em timestamptz,
  concluido_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (emitente_id)
);
ALTER TABLE assistente_modulos ENABLE ROW LEVEL SECURITY;
ALTER TABLE assistente_modulos FORCE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE ON assistente_modulos TO erp_app;
CREATE POLICY tenant ON assistente_modulos USING (emitente_id = erp_emitente_atual()) WITH CHECK (emitente_id = erp_emitente_atual());

-- Down Migration
DROP TABLE IF EXISTS assistente_modulos;
