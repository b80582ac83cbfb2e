/**
 * HTTP routes of the "Tarefas" drawer (arquitetura §5 background jobs). Every route needs a session with
 * an issuer selected; a user sees only the jobs they started in that issuer (RLS on `tarefa` by
 * issuer + explicit `emitente_id` and `usuario_id` predicates). Another user's or issuer's job is 404.
 *
 * - GET  /v1/Tarefas?ativas=true      -> Data: TarefaVisao[] (newest first, at most 50; `ativas`: only pendente/executando)
 * - GET  /v1/Tarefas/{id}             -> Data: TarefaVisao
 * - GET  /v1/Tarefas/{id}/Arquivo     -> the result file (attachment), 404 when absent or expired
 * - POST /v1/Tarefas/{id}/Cancelar    -> Data: TarefaVisao; 400 when already finished
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { abrirArquivo } from '../armazenamento.ts';
import type { Database } from '../db/pool.ts';
import { withTenant } from '../db/tenant.ts';
import { ApiError, ValidationError, forbidden, notFound, ok } from '../http/envelope.ts';
import type { UserContext } from '../auth/context.ts';
import { COLUNAS_VISAO, type TarefaVisao } from './repositorio.ts';
import type { FilaTarefas } from './fila.ts';
import { acao } from '../http/contrato.ts';
import { SUPORTE } from '../../contratos/suporte.ts';

function emitenteDe(ctx: UserContext): number {
  if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para ver as tarefas.');
  return ctx.emitenteId;
}

function idDe(v: unknown): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) throw new ValidationError({ id: ['Informe a tarefa'] }, 'Informe a tarefa (id).');
  return n;
}

async function daSessao(db: Database, ctx: UserContext, id: number, extra = ''): Promise<TarefaVisao & { arquivo_caminho?: string | null }> {
  const emitenteId = emitenteDe(ctx);
  const row = await withTenant(
    db,
    ctx,
    async (c) =>
      (await c.query(`SELECT ${COLUNAS_VISAO}${extra} FROM tarefa WHERE emitente_id = $1 AND usuario_id = $2 AND id = $3`, [emitenteId, ctx.usuarioId, id]))
        .rows[0],
  );
  if (!row) throw notFound('Tarefa não encontrada.');
  return row;
}

/** Registers the routes above; `fila` cancels running jobs; result files are read from S3 or DATA_DIR (`config`). */
export function registerTarefasRoutes(app: FastifyInstance, config: Config, db: Database, fila: FilaTarefas): void {
  const auth = { preHandler: app.authenticate };

  app.get('/v1/Tarefas', acao(SUPORTE.tarefas, auth), async (req) => {
    const emitenteId = emitenteDe(req.ctx);
    const q = req.query as Record<string, unknown>;
    const ativas = q.ativas === 'true' || q.ativas === '1';
    const rows = await withTenant(
      db,
      req.ctx,
      async (c) =>
        (
          await c.query(
            `SELECT ${COLUNAS_VISAO} FROM tarefa WHERE emitente_id = $1 AND usuario_id = $2 ${ativas ? `AND situacao IN ('pendente', 'executando')` : ''}
        ORDER BY criado_em DESC, id DESC LIMIT 50`,
            [emitenteId, req.ctx.usuarioId],
          )
        ).rows,
    );
    return ok(rows);
  });

  app.get('/v1/Tarefas/:id', acao(SUPORTE.tarefa, auth), async (req) => ok(await daSessao(db, req.ctx, idDe((req.params as Record<string, unknown>).id))));

  app.get('/v1/Tarefas/:id/Arquivo', acao(SUPORTE.tarefaArquivo, auth), async (req, reply) => {
    const t = await daSessao(db, req.ctx, idDe((req.params as Record<string, unknown>).id), ', arquivo_caminho');
    if (t.situacao !== 'concluida' || !t.arquivo_caminho || !t.arquivo_nome)
      throw notFound('Esta tarefa não tem arquivo para baixar (ainda não terminou ou o arquivo expirou).');
    // any process may serve the download: the file is in S3 when S3_BUCKET is set (armazenamento.ts)
    const info = await abrirArquivo(config, t.arquivo_caminho);
    if (!info) throw notFound('O arquivo desta tarefa não está mais disponível.');
    const nome = t.arquivo_nome;
    const ascii = nome.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    const tipo = nome.endsWith('.zip') ? 'application/zip' : 'application/octet-stream';
    return reply
      .header('Content-Type', tipo)
      .header('Content-Length', String(info.tamanho))
      .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`)
      .header('Cache-Control', 'private, no-store')
      .send(info.corpo);
  });

  app.post('/v1/Tarefas/:id/Cancelar', acao(SUPORTE.tarefaCancelar, auth), async (req) => {
    const t = await daSessao(db, req.ctx, idDe((req.params as Record<string, unknown>).id));
    if (!(await fila.cancelar(t.emitente_id, t.id))) throw new ApiError(400, 'A tarefa já terminou: não há o que cancelar.');
    return ok(await daSessao(db, req.ctx, t.id), 'Tarefa cancelada.');
  });
}
