-- Up Migration
-- Tokens de acesso pessoal para BI: o Excel e o Power BI conectam ao feed
-- /OData com autenticação Basic (login + token no lugar da senha). O usuário cria e revoga os seus
-- tokens; o segredo aparece uma única vez e aqui fica só o hash SHA-256 (o token tem 256 bits
-- aleatórios, então um hash rápido basta). Escopo somente leitura: o token só é aceito nas rotas GET
-- do /OData, com as permissões de Consultar do próprio usuário na empresa em que foi criado.
-- Cada token tem a sua sessão (sessao_usuario, sem refresh token): o contexto, a expiração e a
-- revogação passam pelo mesmo controle das sessões de login, e a linha do token é conferida a cada
-- requisição — revogado, o próximo pedido já recebe 401.
-- Tabela interna da autenticação, fora do registro e sem acesso do papel erp_app (como
-- sessao_usuario_token).
CREATE TABLE token_acesso_pessoal (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  usuario_id integer NOT NULL REFERENCES usuario(id) ON DELETE CASCADE,
  sessao_id uuid NOT NULL REFERENCES sessao_usuario(id) ON DELETE CASCADE,
  emitente_id integer REFERENCES emitente(id) ON DELETE CASCADE,
  nome varchar(60) NOT NULL,
  prefixo varchar(16) NOT NULL,
  hash varchar(64) NOT NULL UNIQUE,
  escopo varchar(20) NOT NULL DEFAULT 'leitura' CHECK (escopo = 'leitura'),
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  ultimo_uso timestamptz,
  ultimo_ip varchar(45),
  revogado_em timestamptz
);
CREATE INDEX token_acesso_pessoal_usuario ON token_acesso_pessoal (usuario_id, criado_em DESC);

-- Down Migration
DROP TABLE IF EXISTS token_acesso_pessoal;
