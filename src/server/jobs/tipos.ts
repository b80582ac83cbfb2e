/**
 * The public shapes of the job queue (fila.ts): what a handler receives and returns, the options of
 * a job type and of the queue. Kept apart so handlers (e.g. modules/nfe/arquivo-mes.ts) depend on
 * these types only.
 */
import type { TarefaVisao } from './repositorio.ts';
import type { TenantContext } from '../db/tenant.ts';

/** What a handler returns: a message, any JSON, and/or a file kept for download. */
export interface ResultadoTarefa {
  mensagem?: string;
  dados?: unknown;
  /** Absolute path of a finished file (the handler writes it); `nome` is the download name. */
  arquivo?: { caminho: string; nome: string; tamanho: number };
}

/** What a handler receives. */
export interface ExecucaoTarefa<D> {
  dados: D;
  /** The `tarefa` row (null for cron jobs). */
  tarefa: { id: number; emitenteId: number; usuarioId: number; tentativa: number } | null;
  /** The tenant context of the user who started the job (null for cron jobs): use with withTenant. */
  ctx: TenantContext | null;
  /**
   * Reports progress 0..100 (clamped) with an optional pt-BR message. Throttled; never throws.
   * On PGlite do not call it while holding a pool client (one connection: it would wait forever).
   */
  progresso(pct: number, mensagem?: string): Promise<void>;
  /** Aborted when the user cancels the job or the server stops: stop soon and throw. */
  sinal: AbortSignal;
}

export type ManipuladorTarefa<D> = (e: ExecucaoTarefa<D>) => Promise<ResultadoTarefa | void>;

export interface OpcoesTipo<D> {
  /** Jobs of this type running at once for one issuer (default 1). */
  concorrenciaPorEmitente?: number;
  /** Total attempts, first included (default 3). */
  tentativas?: number;
  /** Delay before the first retry in seconds, doubled each retry by pg-boss (default 10). */
  backoffSegundos?: number;
  /** Longest run in seconds before pg-boss considers the job lost (default 4 h). */
  duracaoMaximaSegundos?: number;
  /** Short pt-BR description shown in the drawer (default: the type name). */
  descricao?: (dados: D) => string;
  /** Days a result file is kept (default 7). */
  retencaoDias?: number;
}

export interface OpcoesFila {
  /** Heartbeat of running jobs (default 5000 ms). */
  batimentoMs?: number;
  /** A running row without heartbeat for this long belonged to a dead process (default 30 s). */
  inativaSegundos?: number;
  /** pg-boss polling interval (default 2 s; minimum 0.5 s); a job sent by this process to run now wakes the workers at once. */
  pollingSegundos?: number;
  /** pg-boss cron check interval (default 30 s; 1 in tests). */
  cronSegundos?: number;
  /** Parallel workers per type in this process (default 4 on PostgreSQL, 2 on PGlite). */
  workersPorTipo?: number;
  /** Pushes `CarregamentoDados` to a user's live connections. */
  notificar?: (usuarioId: number, valor: TarefaVisao) => Promise<void>;
  /** Error sink (pg-boss errors, failed pushes). */
  log?: { warn(o: unknown, m?: string): void; error(o: unknown, m?: string): void };
  /** Deletes an expired result file by its stored reference (default: unlink of a local path; S3: src/server/armazenamento.ts). */
  apagarArquivo?: (ref: string) => Promise<void>;
}
