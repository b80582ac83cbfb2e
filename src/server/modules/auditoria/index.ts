/**
 * Auditoria: a função pública {@link registrarAuditoria} que grava uma linha na
 * transação de quem muda dados, as rotas de consulta (routes.ts) e a política de retenção (tarefa
 * agendada em src/server/jobs/auditoria-retencao.ts). Registrado com uma linha em modules/index.ts,
 * depois da fila de tarefas.
 */
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../../../schema/registry.ts';
import type { Database } from '../../db/pool.ts';
import { registrarRetencaoAuditoria } from '../../jobs/auditoria-retencao.ts';
import { registerAuditoriaRoutes } from './routes.ts';

export { registrarAuditoria, diferenca, type AcaoAuditoria, type EntradaAuditoria } from './registro.ts';

export function registerAuditoria(app: FastifyInstance, db: Database, registry: Registry): void {
  registerAuditoriaRoutes(app, db, registry);
  registrarRetencaoAuditoria(app.jobs, db);
}
