-- Up Migration
-- Cache diário da consulta cadastro de contribuintes na SEFAZ (CCC, NfeConsultaCadastro): a mesma consulta (UF + documento) no mesmo dia responde do banco, sem nova chamada.
-- Por empresa (a consulta usa o certificado dela), com RLS como as demais tabelas fiscais.
CREATE TABLE consulta_cadastro_sefaz (
  emitente_id integer NOT NULL REFERENCES emitente(id),
  uf varchar(2) NOT NULL,
  documento varchar(14) NOT NULL,
  dia date NOT NULL,
  resposta jsonb NOT NULL,
  consultado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (emitente_id, uf, documento, dia)
);
ALTER TABLE consulta_cadastro_sefaz ENABLE ROW LEVEL SECURITY;
ALTER TABLE consulta_cadastro_sefaz FORCE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON consulta_cadastro_sefaz TO erp_app;
CREATE POLICY tenant ON consulta_cadastro_sefaz USING (emitente_id = erp_emitente_atual()) WITH CHECK (emitente_id = erp_emitente_atual());

-- Down Migration
DROP TABLE IF EXISTS consulta_cadastro_sefaz;
