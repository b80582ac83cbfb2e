-- Up Migration
-- Conta do usuário (SPEC §7 "Extras"): tokens de redefinição de senha de PUT /v1/redefinirSenhaUsuario/.
-- Só o SHA-256 do token é guardado (o token vai apenas no link do e-mail); validade de 1 hora; uso
-- único (usado_em); um pedido novo apaga os tokens ainda não usados do usuário. Tabela interna do
-- módulo de conta, fora do registro e sem acesso do papel erp_app (como sessao_usuario_token).
CREATE TABLE usuario_senha_token (
  hash varchar(64) PRIMARY KEY,
  usuario_id integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  ip varchar(45)
);
CREATE INDEX usuario_senha_token_usuario ON usuario_senha_token (usuario_id);

-- O pedido de redefinição procura o usuário pelo e-mail sem diferenciar maiúsculas.
CREATE INDEX usuario_email ON usuario (lower(email));

-- Painel (GET /v1/dashboard/resumo): clientes novos no mês e por dia.
CREATE INDEX cliente_criado_em ON cliente (emitente_id, criado_em);

-- Down Migration
DROP INDEX IF EXISTS cliente_criado_em;
DROP INDEX IF EXISTS usuario_email;
DROP TABLE IF EXISTS usuario_senha_token;
