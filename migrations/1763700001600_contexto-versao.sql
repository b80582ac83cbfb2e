-- Up Migration
-- Versão do contexto de sessão (issue "Platform I", parte 3): cada processo do servidor guarda em
-- memória o contexto da sessão (usuário, tipo, emitente, pacote, perfil e as duas listas de regras
-- do SPEC §6) e, a cada requisição, confere numa consulta barata se a sessão segue viva e se esta
-- versão não mudou. Qualquer gravação nas tabelas que formam o contexto incrementa a versão na
-- mesma transação (gatilhos por comando), de modo que a mudança vale já na requisição seguinte, em
-- todos os processos, sem depender de Redis nem de tempo. Tabela interna: sem acesso do erp_app
-- (a função do gatilho roda com os direitos do dono).
CREATE TABLE contexto_versao (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  versao bigint NOT NULL DEFAULT 1
);
INSERT INTO contexto_versao (id, versao) VALUES (true, 1);

CREATE FUNCTION erp_contexto_versao_incrementar() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE contexto_versao SET versao = versao + 1 WHERE id;
  RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION erp_contexto_versao_incrementar() FROM PUBLIC;

-- o que o contexto lê: regras e perfis (qualquer mudança), tipos de usuário, e só as colunas de
-- usuario e emitente que o formam (o login grava usuario.ultimo_acesso sem invalidar nada)
CREATE TRIGGER contexto_versao AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON restricao
  FOR EACH STATEMENT EXECUTE FUNCTION erp_contexto_versao_incrementar();
CREATE TRIGGER contexto_versao AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON emitente_restricao
  FOR EACH STATEMENT EXECUTE FUNCTION erp_contexto_versao_incrementar();
CREATE TRIGGER contexto_versao AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON emitente_tipo_usuario
  FOR EACH STATEMENT EXECUTE FUNCTION erp_contexto_versao_incrementar();
CREATE TRIGGER contexto_versao AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tipo_usuario
  FOR EACH STATEMENT EXECUTE FUNCTION erp_contexto_versao_incrementar();
CREATE TRIGGER contexto_versao AFTER UPDATE OF login, nome, email, ativo, tipo_usuario_id, emitente_id, emitente_tipo_usuario_id,
    distribuidor_master_id, distribuidor_id, revenda_id OR DELETE OR TRUNCATE ON usuario
  FOR EACH STATEMENT EXECUTE FUNCTION erp_contexto_versao_incrementar();
CREATE TRIGGER contexto_versao AFTER UPDATE OF nome, cnpj, tipo_pacote, ativo, revenda_id OR DELETE OR TRUNCATE ON emitente
  FOR EACH STATEMENT EXECUTE FUNCTION erp_contexto_versao_incrementar();

-- Down Migration
DROP TRIGGER IF EXISTS contexto_versao ON emitente;
DROP TRIGGER IF EXISTS contexto_versao ON usuario;
DROP TRIGGER IF EXISTS contexto_versao ON tipo_usuario;
DROP TRIGGER IF EXISTS contexto_versao ON emitente_tipo_usuario;
DROP TRIGGER IF EXISTS contexto_versao ON emitente_restricao;
DROP TRIGGER IF EXISTS contexto_versao ON restricao;
DROP FUNCTION IF EXISTS erp_contexto_versao_incrementar();
DROP TABLE IF EXISTS contexto_versao;
