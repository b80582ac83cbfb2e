-- Up Migration
-- Bloqueio e desbloqueio manual de licença pelo administrador: uma linha por
-- empresa. 'bloqueado': a empresa fica somente leitura mesmo sem fatura vencida; 'liberado': a
-- empresa com fatura vencida continua gravando até `liberado_ate` (inclusive). O motivo e quem fez
-- ficam aqui e na auditoria. A baixa manual de fatura guarda o motivo em licenca_recebivel.
CREATE TABLE licenca_bloqueio_manual (
  emitente_id integer PRIMARY KEY REFERENCES emitente(id) ON DELETE CASCADE,
  distribuidor_master_id integer NOT NULL,
  distribuidor_id integer NOT NULL,
  revenda_id integer NOT NULL,
  situacao varchar(10) NOT NULL CHECK (situacao IN ('bloqueado', 'liberado')),
  liberado_ate date,
  motivo varchar(300) NOT NULL,
  usuario_id integer,
  criado_em timestamptz NOT NULL DEFAULT now(),
  CHECK (situacao = 'bloqueado' OR liberado_ate IS NOT NULL)
);
ALTER TABLE licenca_bloqueio_manual ENABLE ROW LEVEL SECURITY;
ALTER TABLE licenca_bloqueio_manual FORCE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, UPDATE, DELETE ON licenca_bloqueio_manual TO erp_app;
CREATE POLICY cadeia ON licenca_bloqueio_manual USING (erp_visivel(distribuidor_master_id, distribuidor_id, revenda_id, emitente_id));

ALTER TABLE licenca_recebivel ADD COLUMN motivo_baixa varchar(300);

-- Down Migration
ALTER TABLE licenca_recebivel DROP COLUMN IF EXISTS motivo_baixa;
DROP TABLE IF EXISTS licenca_bloqueio_manual;
