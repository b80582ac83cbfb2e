-- Up Migration
-- PDV ("discount within the user's limit"): limite de desconto (%) próprio do usuário.
-- NULL = vale o do perfil na empresa (emitente_tipo_usuario.desconto_maximo) e, sem ele, o do
-- modelo de venda (src/server/modules/pdv/desconto.ts, limiteDoUsuario).
ALTER TABLE usuario ADD COLUMN desconto_maximo numeric(5,2) CHECK (desconto_maximo BETWEEN 0 AND 100);

-- Down Migration
ALTER TABLE usuario DROP COLUMN IF EXISTS desconto_maximo;
