-- Up Migration
-- Base da multiempresa (arquitetura §5): papel de aplicação sem privilégios de dono, funções de contexto
-- de sessão lidas pelas políticas de segurança por linha (RLS) e gatilho de data de alteração.

-- Roles are cluster-wide: several databases of one server (tests, tenants on a shared server) may
-- run this at the same time, so a concurrent creation or grant is tolerated.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'erp_app') THEN
    CREATE ROLE erp_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;

DO $$
BEGIN
  IF NOT pg_has_role(CURRENT_USER, 'erp_app', 'MEMBER') THEN
    EXECUTE format('GRANT erp_app TO %I', CURRENT_USER);
  END IF;
EXCEPTION WHEN unique_violation OR duplicate_object OR internal_error THEN NULL;
END
$$;
GRANT USAGE ON SCHEMA public TO erp_app;

-- Emitente (empresa) da transação corrente: SET LOCAL erp.emitente_id por transação.
CREATE OR REPLACE FUNCTION erp_emitente_atual() RETURNS integer
LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('erp.emitente_id', true), '')::integer $$;

-- Visibilidade pela cadeia de revenda: administrador vê tudo; distribuidor master a sua subárvore;
-- distribuidor a sua; revenda as suas empresas; o usuário de empresa a sua própria empresa.
CREATE OR REPLACE FUNCTION erp_visivel(p_master integer, p_distribuidor integer, p_revenda integer, p_emitente integer)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE current_setting('erp.nivel', true)
    WHEN 'admin' THEN true
    WHEN 'master' THEN p_master IS NOT NULL AND p_master = nullif(current_setting('erp.master_id', true), '')::integer
    WHEN 'distribuidor' THEN p_distribuidor IS NOT NULL AND p_distribuidor = nullif(current_setting('erp.distribuidor_id', true), '')::integer
    WHEN 'revenda' THEN p_revenda IS NOT NULL AND p_revenda = nullif(current_setting('erp.revenda_id', true), '')::integer
    ELSE false
  END
  OR (p_emitente IS NOT NULL AND p_emitente = erp_emitente_atual())
$$;

CREATE OR REPLACE FUNCTION erp_touch_alterado_em() RETURNS trigger
LANGUAGE plpgsql AS $$ BEGIN NEW.alterado_em := now(); RETURN NEW; END $$;

-- Down Migration
DROP FUNCTION IF EXISTS erp_touch_alterado_em();
DROP FUNCTION IF EXISTS erp_visivel(integer, integer, integer, integer);
DROP FUNCTION IF EXISTS erp_emitente_atual();
