-- Up Migration
-- Tentativas de login sem sucesso: contadores por login e por IP numa janela
-- (LOGIN_RATE_JANELA_MINUTOS), no banco para que todos os processos do servidor vejam os mesmos
-- números. Só falhas contam; um login bem-sucedido zera o contador daquele login. Tabela interna
-- da autenticação, fora do registro e sem acesso do papel erp_app (como sessao_usuario_token).
CREATE TABLE login_tentativa (
  chave varchar(260) PRIMARY KEY,
  falhas integer NOT NULL,
  janela_inicio timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_tentativa_janela ON login_tentativa (janela_inicio);

-- Down Migration
DROP TABLE IF EXISTS login_tentativa;
