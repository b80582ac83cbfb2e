/**
 * SQL of the `tarefa` table (migration 1763700001500_tarefa.sql): the durable record of a background
 * job that the user sees in the "Tarefas" drawer. The queue runner (fila.ts) works as the owner
 * (no RLS: it serves every issuer) with an explicit `emitente_id` predicate on every statement; the
 * HTTP routes (routes.ts) read through `withTenant` (RLS) and filter `usuario_id` too.
 *
 * Situações: pendente -> executando -> concluida | falhou | cancelada; executando -> pendente when
 * a retry is due (pg-boss retries with backoff) or when the process running it died (recovery).
 */
import type { Client, TenantContext } from '../db/tenant.ts';

/** One row as sent to the web (list, detail, `CarregamentoDados` push). Dates 'YYYY-MM-DDTHH:mm:ss' (-03:00). */
export interface TarefaVisao {
  id: number;
  emitente_id: number;
  usuario_id: number;
  tipo: string;
  descricao: string | null;
  situacao: 'pendente' | 'executando' | 'concluida' | 'falhou' | 'cancelada';
  /** 0..100, two decimals. */
  progresso: number;
  mensagem: string | null;
  resultado: unknown;
  arquivo_nome: string | null;
  arquivo_tamanho: number | null;
  /** true while the result file can be downloaded (GET /v1/Tarefas/{id}/Arquivo). */
  arquivo_disponivel: boolean;
  erro: string | null;
  tentativas: number;
  max_tentativas: number;
  criado_em: string;
  iniciado_em: string | null;
  concluido_em: string | null;
  expira_em: string | null;
}

/** Columns of `TarefaVisao` (never `arquivo_caminho`, `instancia` or `job_id`: internal). */
export const COLUNAS_VISAO = `id, emitente_id, usuario_id, tipo, descricao, situacao, progresso, mensagem, resultado, arquivo_nome,
  arquivo_tamanho, (arquivo_caminho IS NOT NULL AND situacao = 'concluida') AS arquivo_disponivel, erro, tentativas, max_tentativas,
  criado_em, iniciado_em, concluido_em, expira_em`;

/** Reads one row by issuer and id (owner or tenant client); undefined when absent. */
export async function lerTarefa(c: Client | { query: Client['query'] }, emitenteId: number, id: number): Promise<TarefaVisao | undefined> {
  const { rows } = await c.query(`SELECT ${COLUNAS_VISAO} FROM tarefa WHERE emitente_id = $1 AND id = $2`, [emitenteId, id]);
  return rows[0] as TarefaVisao | undefined;
}

/** Inserts a `pendente` row (with the pg-boss job id about to be sent, or null when the queue is not started); returns its id. */
export async function inserirTarefa(
  c: Client,
  t: {
    emitenteId: number;
    usuarioId: number;
    tipo: string;
    descricao: string | null;
    maxTentativas: number;
    dados: unknown;
    contexto: TenantContext;
    jobId: string | null;
  },
): Promise<number> {
  const { rows } = await c.query(
    `INSERT INTO tarefa (emitente_id, usuario_id, tipo, descricao, max_tentativas, mensagem, dados, contexto, job_id)
     VALUES ($1, $2, $3, $4, $5, 'Na fila', $6, $7, $8) RETURNING id`,
    [t.emitenteId, t.usuarioId, t.tipo, t.descricao, t.maxTentativas, JSON.stringify(t.dados ?? {}), JSON.stringify(t.contexto), t.jobId],
  );
  return rows[0].id as number;
}

export type ResultadoReserva =
  | { tipo: 'reservada'; tentativa: number; dados: unknown; contexto: TenantContext; usuarioId: number }
  | { tipo: 'ocupado' } // the issuer already runs `limite` jobs of this type: try again shortly
  | { tipo: 'descartar' }; // finished, cancelled, or held by a live process: nothing to do

/**
 * Atomically claims a row for execution under the per-issuer concurrency limit of its type.
 * Serialised per (tipo, emitente) with a transaction-level advisory lock, so two processes cannot both
 * see a free slot. Rows `executando` whose heartbeat is older than `inativaSegundos` do not count
 * (their process died) and may be claimed again.
 * Must run inside a transaction (withOwner).
 */
export async function reservarTarefa(
  c: Client,
  r: { emitenteId: number; id: number; tipo: string; limite: number; instancia: string; jobId: string; inativaSegundos: number },
): Promise<ResultadoReserva> {
  await c.query(`SELECT pg_advisory_xact_lock(hashtext('tarefa:' || $1::text), $2::int)`, [r.tipo, r.emitenteId]);
  const { rows } = await c.query(
    `SELECT situacao, batimento_em > now() - make_interval(secs => $3::int) AS viva FROM tarefa WHERE emitente_id = $1 AND id = $2 FOR UPDATE`,
    [r.emitenteId, r.id, r.inativaSegundos],
  );
  const t = rows[0];
  if (!t || !['pendente', 'executando'].includes(t.situacao)) return { tipo: 'descartar' };
  if (t.situacao === 'executando' && t.viva) return { tipo: 'descartar' };
  const ocupadas = await c.query(
    `SELECT count(*)::int AS n FROM tarefa WHERE emitente_id = $1 AND tipo = $2 AND id <> $3 AND situacao = 'executando'
        AND batimento_em > now() - make_interval(secs => $4::int)`,
    [r.emitenteId, r.tipo, r.id, r.inativaSegundos],
  );
  if (ocupadas.rows[0].n >= r.limite) {
    await c.query(`UPDATE tarefa SET mensagem = 'Aguardando outra tarefa da empresa terminar' WHERE emitente_id = $1 AND id = $2 AND situacao = 'pendente'`, [
      r.emitenteId,
      r.id,
    ]);
    return { tipo: 'ocupado' };
  }
  const up = await c.query(
    `UPDATE tarefa SET situacao = 'executando', tentativas = tentativas + 1, instancia = $3, job_id = $4, batimento_em = now(),
            iniciado_em = COALESCE(iniciado_em, now()), progresso = 0, mensagem = 'Iniciando', erro = NULL
      WHERE emitente_id = $1 AND id = $2 RETURNING tentativas, dados, contexto, usuario_id`,
    [r.emitenteId, r.id, r.instancia, r.jobId],
  );
  const u = up.rows[0];
  return { tipo: 'reservada', tentativa: u.tentativas as number, dados: u.dados, contexto: u.contexto as TenantContext, usuarioId: u.usuario_id as number };
}
