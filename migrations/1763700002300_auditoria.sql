-- Up Migration
-- Trilha de auditoria (SPEC §2 Configurações › auditoria/consultar): uma linha por
-- inclusão, alteração ou exclusão feita pelo CRUD genérico (src/server/crud) e por ação fiscal
-- (transmissão, cancelamento, CC-e, inutilização), gravada NA MESMA TRANSAÇÃO da mudança por
-- registrarAuditoria() (src/server/modules/auditoria/registro.ts): quem (usuário e a cadeia dele),
-- em qual empresa, quando, de qual IP, em que registro, e a diferença antes/depois (só os campos que
-- mudaram numa alteração; o registro inteiro na inclusão e na exclusão).
--
-- Somente acréscimo: o papel erp_app tem SELECT e INSERT, nunca UPDATE nem DELETE; um gatilho recusa
-- UPDATE até do dono. A exclusão só acontece pela política de retenção (tarefa agendada
-- 'auditoria-retencao' em src/server/jobs, como dono), que apaga as linhas mais antigas que
-- AUDITORIA_RETENCAO_DIAS. Tabela fora do registro (como tarefa e sessao_usuario_connection): a API
-- é o módulo de auditoria, só de leitura.
CREATE TABLE auditoria (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  data_hora timestamptz NOT NULL DEFAULT now(),
  usuario_id integer NOT NULL,
  usuario_login varchar(100),
  emitente_id integer,
  distribuidor_master_id integer,
  distribuidor_id integer,
  revenda_id integer,
  ip varchar(45),
  entidade varchar(60) NOT NULL,
  registro_id varchar(255),
  acao varchar(20) NOT NULL
    CHECK (acao IN ('incluir', 'alterar', 'excluir', 'transmitir', 'cancelar', 'carta_correcao', 'inutilizar', 'outra')),
  descricao varchar(300),
  antes jsonb,
  depois jsonb
);
CREATE INDEX auditoria_emitente_data ON auditoria (emitente_id, data_hora DESC);
CREATE INDEX auditoria_registro ON auditoria (entidade, registro_id);
CREATE INDEX auditoria_data ON auditoria (data_hora);

ALTER TABLE auditoria ENABLE ROW LEVEL SECURITY;
ALTER TABLE auditoria FORCE ROW LEVEL SECURITY;
GRANT SELECT, INSERT ON auditoria TO erp_app;
CREATE POLICY leitura ON auditoria FOR SELECT
  USING (erp_visivel(distribuidor_master_id, distribuidor_id, revenda_id, emitente_id));
-- só o próprio usuário da transação, e só na empresa da transação (ou sem empresa)
CREATE POLICY gravacao ON auditoria FOR INSERT
  WITH CHECK (
    usuario_id = nullif(current_setting('erp.usuario_id', true), '')::integer
    AND (emitente_id IS NULL OR emitente_id = erp_emitente_atual())
  );

CREATE OR REPLACE FUNCTION erp_auditoria_imutavel() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A trilha de auditoria não pode ser alterada' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER auditoria_imutavel BEFORE UPDATE ON auditoria
  FOR EACH ROW EXECUTE FUNCTION erp_auditoria_imutavel();

-- Down Migration
DROP TABLE IF EXISTS auditoria;
DROP FUNCTION IF EXISTS erp_auditoria_imutavel();
