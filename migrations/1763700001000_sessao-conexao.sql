-- Up Migration
-- Conexões vivas do hub em tempo real (SPEC §3 sessaoUsuarioConnection): cada
-- processo do servidor grava aqui as conexões dos seus sockets (após o handshake) e as apaga ao
-- fechar, renovando `visto_em` a cada 30 s. A tela de usuários conectados lê daqui, e assim vê as
-- conexões de todos os processos (com REDIS_URL), não só as do processo que atendeu. Linhas de um
-- processo que caiu param de ser renovadas: a leitura ignora as com mais de 90 s e a limpeza
-- periódica as apaga. Tabela interna do hub (fora do registro); o papel erp_app só lê, e pela RLS
-- só as conexões das sessões que enxerga.
CREATE TABLE sessao_usuario_connection (
  connection_id varchar(64) PRIMARY KEY,
  sessao_id uuid NOT NULL REFERENCES sessao_usuario(id) ON DELETE CASCADE,
  usuario_id integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  processo varchar(64) NOT NULL,
  ip varchar(45),
  user_agent varchar(300),
  conectado_em timestamptz NOT NULL DEFAULT now(),
  visto_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessao_usuario_connection_sessao ON sessao_usuario_connection (sessao_id);
CREATE INDEX sessao_usuario_connection_processo ON sessao_usuario_connection (processo);
ALTER TABLE sessao_usuario_connection ENABLE ROW LEVEL SECURITY;
ALTER TABLE sessao_usuario_connection FORCE ROW LEVEL SECURITY;
GRANT SELECT ON sessao_usuario_connection TO erp_app;
CREATE POLICY leitura ON sessao_usuario_connection FOR SELECT
  USING (EXISTS (SELECT 1 FROM sessao_usuario s WHERE s.id = sessao_id));

-- Down Migration
DROP TABLE IF EXISTS sessao_usuario_connection;
