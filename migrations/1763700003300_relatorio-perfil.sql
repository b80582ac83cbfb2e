-- Up Migration
-- Relatórios habilitados por perfil de usuário da empresa (SPEC §2 Relatórios › relatorios/gerenciar): guarda só os relatórios DESLIGADOS de cada perfil (emitente_tipo_usuario), de modo
-- que um relatório novo do catálogo (src/server/modules/relatorios/catalogo.ts) nasce visível a
-- todos os perfis que têm Permitir.Relatorios.Consultar. `relatorio` é o id do catálogo.
CREATE TABLE relatorio_perfil_desabilitado (
  emitente_id integer NOT NULL,
  emitente_tipo_usuario_id integer NOT NULL,
  relatorio varchar(60) NOT NULL,
  PRIMARY KEY (emitente_id, emitente_tipo_usuario_id, relatorio),
  FOREIGN KEY (emitente_id, emitente_tipo_usuario_id) REFERENCES emitente_tipo_usuario (emitente_id, id) ON DELETE CASCADE
);
ALTER TABLE relatorio_perfil_desabilitado ENABLE ROW LEVEL SECURITY;
ALTER TABLE relatorio_perfil_desabilitado FORCE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON relatorio_perfil_desabilitado TO erp_app;
CREATE POLICY tenant ON relatorio_perfil_desabilitado USING (emitente_id = erp_emitente_atual()) WITH CHECK (emitente_id = erp_emitente_atual());

-- Down Migration
DROP TABLE IF EXISTS relatorio_perfil_desabilitado;
