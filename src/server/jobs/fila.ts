/**
 * Background jobs (arquitetura §5): a PostgreSQL-backed queue — pg-boss 10 in its own schema `pgboss` — on
 * PostgreSQL and on the embedded PGlite alike (pg-boss talks through a `db.executeSql` adapter over our
 * `pg` pool, so on PGlite it shares the one connection; it polls, so it needs no LISTEN/NOTIFY, and
 * its advisory locks are trivially satisfied by the single connection). Workers poll every
 * `pollingSegundos` (2 s); a job sent by this process to run now wakes its workers of that type at once
 * (pg-boss `notifyWorker`), so only jobs sent by another process, retries and cron jobs wait for a poll.
 *
 * What pg-boss gives: durable delivery, retries with exponential backoff (`retryLimit`,
 * `retryDelay`, `retryBackoff`), cron schedules (`agendar`). What this module adds on top, in our
 * own `tarefa` table (repositorio.ts), because pg-boss 10 has neither:
 *  - per-issuer concurrency (`concorrenciaPorEmitente`): a claim under an advisory lock per
 *    (tipo, emitente); a job that finds no free slot is sent again 1-2 s later (no retry consumed);
 *  - resume after a crash: the running process beats `batimento_em` every `batimentoMs`; a row
 *    `executando` whose heartbeat is older than `inativaSegundos` belonged to a dead process and is
 *    re-queued (on start and then periodically) — pg-boss alone would wait for the job's expiry;
 *  - progress for the user: `progresso(pct, mensagem)` updates the row and pushes the hub event
 *    `CarregamentoDados` (SPEC §4) to the user who started the job, at most every 250 ms or at each
 *    whole percent, and always for state changes;
 *  - cancellation: a `cancelada` row aborts the handler's `sinal` at its next heartbeat.
 *
 * Jobs started by a user (`enfileirar`) have a `tarefa` row; cron jobs (`agendar`) do not (they run
 * for no one: licence invoices, DF-e polling...) and are retried by pg-boss only.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { unlink } from 'node:fs/promises';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/pool.ts';
import { withOwner, type TenantContext } from '../db/tenant.ts';
import { COLUNAS_VISAO, inserirTarefa, lerTarefa, reservarTarefa, type TarefaVisao } from './repositorio.ts';
import type { ExecucaoTarefa, ManipuladorTarefa, OpcoesFila, OpcoesTipo, ResultadoTarefa } from './tipos.ts';

export type { ExecucaoTarefa, ManipuladorTarefa, OpcoesFila, OpcoesTipo, ResultadoTarefa };

interface TipoRegistrado {
  nome: string;
  fila: string;
  manipulador: ManipuladorTarefa<unknown>;
  opcoes: Required<Omit<OpcoesTipo<unknown>, 'descricao'>> & { descricao?: (d: unknown) => string };
  /** Ids of this process's pg-boss workers of the type (woken by `enviar`). */
  workers: string[];
}

/** pg-boss payload: the row key for user jobs (input and context live in the row), the input for cron jobs. */
interface DadosJob {
  tarefaId?: number;
  emitenteId?: number;
  dados?: unknown;
}

const fila = (tipo: string) => `erp.${tipo}`;

/**
 * The job queue of one server process. Register types (`registrarTipo`) and schedules (`agendar`)
 * before or after `iniciar()`; `enfileirar` works once the migration ran (the pg-boss job is sent
 * right away when started, else at `iniciar`). `parar()` aborts running handlers and leaves their rows
 * to be resumed by the next process.
 */
export class FilaTarefas {
  readonly instancia = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly tipos = new Map<string, TipoRegistrado>();
  /** pg-boss queue + workers of each type, once started (agendar/enfileirar wait for it). */
  private readonly preparados = new Map<string, Promise<void>>();
  private readonly agendas = new Map<string, { cron: string; dados: unknown }>();
  private readonly execucoes = new Map<string, { emitenteId: number; id: number; abortar: AbortController }>();
  private boss: PgBoss | null = null;
  private iniciando: Promise<void> | null = null;
  private timerBatimento: NodeJS.Timeout | null = null;
  private timerManutencao: NodeJS.Timeout | null = null;
  private readonly o: Required<Omit<OpcoesFila, 'notificar' | 'log' | 'apagarArquivo'>> & Pick<OpcoesFila, 'notificar' | 'log' | 'apagarArquivo'>;

  constructor(
    private readonly db: Database,
    opcoes: OpcoesFila = {},
  ) {
    this.o = {
      batimentoMs: opcoes.batimentoMs ?? 5000,
      inativaSegundos: opcoes.inativaSegundos ?? 30,
      pollingSegundos: Math.max(0.5, opcoes.pollingSegundos ?? 2),
      cronSegundos: opcoes.cronSegundos ?? 30,
      workersPorTipo: opcoes.workersPorTipo ?? (db.kind === 'pglite' ? 2 : 4),
      notificar: opcoes.notificar,
      log: opcoes.log,
      apagarArquivo: opcoes.apagarArquivo,
    };
  }

  get iniciada(): boolean {
    return this.boss !== null;
  }

  /** Declares a job type and its handler (name: letters, digits, `_`, `-`; unique). */
  registrarTipo<D>(nome: string, manipulador: ManipuladorTarefa<D>, opcoes: OpcoesTipo<D> = {}): void {
    if (!/^[A-Za-z0-9_-]{1,50}$/.test(nome)) throw new Error(`Nome de tipo de tarefa inválido: ${nome}`);
    if (this.tipos.has(nome)) throw new Error(`Tipo de tarefa já registrado: ${nome}`);
    const t: TipoRegistrado = {
      nome,
      fila: fila(nome),
      manipulador: manipulador as ManipuladorTarefa<unknown>,
      workers: [],
      opcoes: {
        concorrenciaPorEmitente: Math.max(1, opcoes.concorrenciaPorEmitente ?? 1),
        tentativas: Math.max(1, opcoes.tentativas ?? 3),
        backoffSegundos: Math.max(1, opcoes.backoffSegundos ?? 10),
        duracaoMaximaSegundos: opcoes.duracaoMaximaSegundos ?? 4 * 3600,
        retencaoDias: opcoes.retencaoDias ?? 7,
        ...(opcoes.descricao ? { descricao: opcoes.descricao as (d: unknown) => string } : {}),
      },
    };
    this.tipos.set(nome, t);
    if (this.boss) this.preparar(this.boss, t);
  }

  /** Runs `tipo` on a cron expression (5 fields, zone America/Sao_Paulo) with `dados`; replaces any earlier schedule. */
  async agendar(tipo: string, cron: string, dados: unknown = {}): Promise<void> {
    if (!this.tipos.has(tipo)) throw new Error(`Tipo de tarefa não registrado: ${tipo}`);
    this.agendas.set(tipo, { cron, dados });
    await this.preparados.get(tipo);
    if (this.boss) await this.boss.schedule(fila(tipo), cron, { dados } satisfies DadosJob, { tz: 'America/Sao_Paulo' });
  }

  /**
   * Queues a job for the user and issuer of `ctx`; returns the `tarefa` id.
   * @throws Error when the type is unknown or `ctx` has no issuer.
   */
  async enfileirar(ctx: TenantContext, tipo: string, dados: unknown): Promise<number> {
    const t = this.tipos.get(tipo);
    if (!t) throw new Error(`Tipo de tarefa não registrado: ${tipo}`);
    if (ctx.emitenteId === null) throw new Error('Tarefa sem empresa selecionada');
    const emitenteId = ctx.emitenteId;
    const descricao = t.opcoes.descricao ? t.opcoes.descricao(dados).slice(0, 200) : null;
    const contexto: TenantContext = {
      usuarioId: ctx.usuarioId,
      nivel: ctx.nivel,
      masterId: ctx.masterId,
      distribuidorId: ctx.distribuidorId,
      revendaId: ctx.revendaId,
      emitenteId,
    };
    await this.iniciando?.catch(() => undefined);
    await this.preparados.get(tipo);
    // The pg-boss job id is written with the row, before the job exists: recovery (`job_id IS NULL`)
    // never sends it twice. Not started: no job_id, and `iniciar` sends it (recuperar).
    const jobId = this.boss ? randomUUID() : null;
    const id = await withOwner(this.db, (c) =>
      inserirTarefa(c, { emitenteId, usuarioId: ctx.usuarioId, tipo, descricao, maxTentativas: t.opcoes.tentativas, dados, contexto, jobId }),
    );
    if (jobId) await this.enviar(t, { tarefaId: id, emitenteId }, 0, jobId);
    await this.avisar(emitenteId, id);
    return id;
  }

  /** Marks a job `cancelada` (if not finished) and aborts it if running here; false when already finished. */
  async cancelar(emitenteId: number, id: number): Promise<boolean> {
    const { rowCount } = await withOwner(this.db, (c) =>
      c.query(
        `UPDATE tarefa SET situacao = 'cancelada', mensagem = 'Cancelada pelo usuário', concluido_em = now()
        WHERE emitente_id = $1 AND id = $2 AND situacao IN ('pendente', 'executando')`,
        [emitenteId, id],
      ),
    );
    for (const e of this.execucoes.values()) if (e.emitenteId === emitenteId && e.id === id) e.abortar.abort(new Error('Cancelada pelo usuário'));
    if (rowCount) await this.avisar(emitenteId, id);
    return (rowCount ?? 0) > 0;
  }

  /** Starts pg-boss (creating its schema on first use), the workers, the schedules and the recovery. Idempotent. */
  iniciar(): Promise<void> {
    this.iniciando ??= this.iniciarAgora();
    return this.iniciando;
  }

  private async iniciarAgora(): Promise<void> {
    const pool = this.db.pool;
    // imported here, after the server is listening, not at start-up (bench/startup)
    const { default: PgBossClasse } = await import('pg-boss');
    const boss = new PgBossClasse({
      db: {
        async executeSql(text: string, values: unknown[]) {
          const r = (await pool.query(text, values as unknown[])) as unknown;
          return (Array.isArray(r) ? r[r.length - 1] : r) as { rows: unknown[] };
        },
      },
      schema: 'pgboss',
      supervise: true,
      schedule: true,
      migrate: true,
      cronMonitorIntervalSeconds: this.o.cronSegundos,
      cronWorkerIntervalSeconds: Math.min(5, this.o.cronSegundos),
      maintenanceIntervalSeconds: 300,
      monitorStateIntervalSeconds: 3600,
    });
    boss.on('error', (e) => this.o.log?.error({ err: e }, 'tarefas: erro do pg-boss'));
    await boss.start();
    for (const t of this.tipos.values()) await this.preparar(boss, t);
    for (const [tipo, a] of this.agendas) await boss.schedule(fila(tipo), a.cron, { dados: a.dados } satisfies DadosJob, { tz: 'America/Sao_Paulo' });
    this.boss = boss;
    // Rows queued before the workers existed (enfileirar before iniciar) and rows of dead processes.
    await this.recuperar();
    this.timerBatimento = setInterval(() => void this.bater(), this.o.batimentoMs);
    this.timerManutencao = setInterval(() => void this.recuperar().then(() => this.expirar()), Math.max(2000, this.o.inativaSegundos * 500));
    await this.expirar();
  }

  /** Aborts running handlers (their rows resume on the next start, no attempt consumed) and stops pg-boss. */
  async parar(): Promise<void> {
    if (!this.iniciando) return;
    await this.iniciando.catch(() => undefined);
    if (this.timerBatimento) clearInterval(this.timerBatimento);
    if (this.timerManutencao) clearInterval(this.timerManutencao);
    this.timerBatimento = this.timerManutencao = null;
    const boss = this.boss;
    this.boss = null;
    for (const e of this.execucoes.values()) e.abortar.abort(new Error('Servidor parando'));
    await boss?.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }).catch(() => undefined);
    this.iniciando = null;
    this.preparados.clear();
  }

  private preparar(boss: PgBoss, t: TipoRegistrado): Promise<void> {
    const p = this.prepararTipo(boss, t);
    this.preparados.set(
      t.nome,
      p.catch((e) => {
        this.o.log?.error({ err: e }, `tarefas: tipo ${t.nome}`);
      }),
    );
    return p;
  }

  private async prepararTipo(boss: PgBoss, t: TipoRegistrado): Promise<void> {
    await boss.createQueue(t.fila, {
      name: t.fila,
      retryLimit: t.opcoes.tentativas - 1,
      retryDelay: t.opcoes.backoffSegundos,
      retryBackoff: true,
      expireInSeconds: t.opcoes.duracaoMaximaSegundos,
    });
    t.workers = [];
    for (let i = 0; i < this.o.workersPorTipo; i++) {
      const id = await boss.work<DadosJob>(t.fila, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.o.pollingSegundos }, async ([job]) => {
        if (job) await this.executar(t, job);
      });
      t.workers.push(id);
    }
  }

  /**
   * Sends a pg-boss job for a row. The row's `job_id` is set before the send (never NULL while a job
   * may exist) and cleared again if the send fails, so that recovery sends it later.
   */
  private async enviar(t: TipoRegistrado, d: DadosJob, atrasoSegundos = 0, jaGravado?: string): Promise<void> {
    const jobId = jaGravado ?? randomUUID();
    if (d.tarefaId && !jaGravado)
      await this.db.pool.query(`UPDATE tarefa SET job_id = $3 WHERE emitente_id = $1 AND id = $2`, [d.emitenteId, d.tarefaId, jobId]);
    try {
      await this.boss!.send(t.fila, d, {
        id: jobId,
        retryLimit: t.opcoes.tentativas - 1,
        retryDelay: t.opcoes.backoffSegundos,
        retryBackoff: true,
        expireInSeconds: t.opcoes.duracaoMaximaSegundos,
        ...(atrasoSegundos ? { startAfter: atrasoSegundos } : {}),
      });
      // a job due now wakes this process's workers of the type instead of waiting for their next poll
      if (!atrasoSegundos) for (const w of t.workers) this.boss?.notifyWorker(w);
    } catch (e) {
      if (d.tarefaId)
        await this.db.pool
          .query(`UPDATE tarefa SET job_id = NULL WHERE emitente_id = $1 AND id = $2 AND job_id = $3`, [d.emitenteId, d.tarefaId, jobId])
          .catch(() => undefined);
      throw e;
    }
  }

  /** One delivery of a pg-boss job. Throws to make pg-boss retry (with backoff) or fail it. */
  private async executar(t: TipoRegistrado, job: PgBoss.JobWithMetadata<DadosJob>): Promise<void> {
    const d = job.data;
    if (!d.tarefaId || !d.emitenteId) {
      // Cron job: no row, no user.
      const abortar = new AbortController();
      this.execucoes.set(job.id, { emitenteId: 0, id: 0, abortar });
      try {
        await t.manipulador({ dados: d.dados, tarefa: null, ctx: null, progresso: async () => undefined, sinal: abortar.signal });
      } finally {
        this.execucoes.delete(job.id);
      }
      return;
    }
    const emitenteId = d.emitenteId;
    const id = d.tarefaId;
    const reserva = await withOwner(this.db, (c) =>
      reservarTarefa(c, {
        emitenteId,
        id,
        tipo: t.nome,
        limite: t.opcoes.concorrenciaPorEmitente,
        instancia: this.instancia,
        jobId: job.id,
        inativaSegundos: this.o.inativaSegundos,
      }),
    );
    if (reserva.tipo === 'descartar') return;
    if (reserva.tipo === 'ocupado') {
      await this.avisar(emitenteId, id);
      if (this.boss) await this.enviar(t, d, 1 + Math.floor(Math.random() * 2));
      return;
    }
    const abortar = new AbortController();
    this.execucoes.set(job.id, { emitenteId, id, abortar });
    await this.avisar(emitenteId, id);
    const progresso = this.criarProgresso(emitenteId, id);
    try {
      const r = await t.manipulador({
        dados: reserva.dados,
        tarefa: { id, emitenteId, usuarioId: reserva.usuarioId, tentativa: reserva.tentativa },
        ctx: reserva.contexto,
        progresso,
        sinal: abortar.signal,
      });
      if (abortar.signal.aborted) throw abortar.signal.reason;
      await this.concluir(emitenteId, id, r ?? {}, t.opcoes.retencaoDias);
    } catch (err) {
      await this.falhou(t, job, emitenteId, id, err, abortar.signal);
    } finally {
      this.execucoes.delete(job.id);
      await this.avisar(emitenteId, id);
    }
  }

  private async concluir(emitenteId: number, id: number, r: ResultadoTarefa, retencaoDias: number): Promise<void> {
    const { rowCount } = await this.db.pool.query(
      `UPDATE tarefa SET situacao = 'concluida', progresso = 100, mensagem = $3, resultado = $4, arquivo_nome = $5, arquivo_caminho = $6,
              arquivo_tamanho = $7, concluido_em = now(), expira_em = now() + make_interval(days => $8::int), batimento_em = NULL, instancia = NULL
        WHERE emitente_id = $1 AND id = $2 AND situacao = 'executando' AND instancia = $9`,
      [
        emitenteId,
        id,
        (r.mensagem ?? 'Concluída').slice(0, 300),
        r.dados === undefined ? null : JSON.stringify(r.dados),
        r.arquivo?.nome ?? null,
        r.arquivo?.caminho ?? null,
        r.arquivo?.tamanho ?? null,
        retencaoDias,
        this.instancia,
      ],
    );
    if (!rowCount && r.arquivo) await (this.o.apagarArquivo ?? unlink)(r.arquivo.caminho).catch(() => undefined); // cancelled or taken over meanwhile
  }

  private async falhou(
    t: TipoRegistrado,
    job: PgBoss.JobWithMetadata<DadosJob>,
    emitenteId: number,
    id: number,
    err: unknown,
    sinal: AbortSignal,
  ): Promise<void> {
    const msg = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    if (sinal.aborted) {
      // Cancelled (row already 'cancelada') or server stopping: leave the row to the next process,
      // without heartbeat so that recovery takes it at once; the pg-boss job ends here.
      await this.db.pool
        .query(
          `UPDATE tarefa SET batimento_em = '-infinity', mensagem = 'Interrompida: será retomada' WHERE emitente_id = $1 AND id = $2 AND situacao = 'executando' AND instancia = $3`,
          [emitenteId, id, this.instancia],
        )
        .catch(() => undefined);
      return;
    }
    const ultima = job.retryCount >= job.retryLimit;
    await this.db.pool.query(
      ultima
        ? `UPDATE tarefa SET situacao = 'falhou', erro = $3, mensagem = 'Falhou', concluido_em = now(), batimento_em = NULL, instancia = NULL
            WHERE emitente_id = $1 AND id = $2 AND situacao = 'executando' AND instancia = $4`
        : `UPDATE tarefa SET situacao = 'pendente', erro = $3, mensagem = 'Falhou; nova tentativa em breve', batimento_em = NULL, instancia = NULL
            WHERE emitente_id = $1 AND id = $2 AND situacao = 'executando' AND instancia = $4`,
      [emitenteId, id, msg, this.instancia],
    );
    this.o.log?.warn({ tarefa: id, tipo: t.nome, tentativa: job.retryCount + 1, err: msg }, 'tarefas: falha');
    throw err instanceof Error ? err : new Error(msg);
  }

  /** Throttled progress: the row and the push at most every 250 ms or at each whole percent (always at 100). */
  private criarProgresso(emitenteId: number, id: number): (pct: number, mensagem?: string) => Promise<void> {
    let ultimoPct = -1;
    let ultimoEm = 0;
    return async (pct, mensagem) => {
      const p = Math.max(0, Math.min(100, Math.round(Number(pct) * 100) / 100 || 0));
      const agora = Date.now();
      if (p < 100 && Math.floor(p) === Math.floor(ultimoPct) && agora - ultimoEm < 250) return;
      ultimoPct = p;
      ultimoEm = agora;
      try {
        await this.db.pool.query(
          `UPDATE tarefa SET progresso = $3, mensagem = COALESCE($4, mensagem), batimento_em = now() WHERE emitente_id = $1 AND id = $2 AND situacao = 'executando'`,
          [emitenteId, id, p, mensagem?.slice(0, 300) ?? null],
        );
        await this.avisar(emitenteId, id);
      } catch (e) {
        this.o.log?.warn({ err: e, tarefa: id }, 'tarefas: progresso não registrado');
      }
    };
  }

  /** Pushes the row to its user (`CarregamentoDados`); never throws. */
  private async avisar(emitenteId: number, id: number): Promise<void> {
    if (!this.o.notificar) return;
    try {
      const t = await lerTarefa(this.db.pool, emitenteId, id);
      if (t) await this.o.notificar(t.usuario_id, t);
    } catch (e) {
      this.o.log?.warn({ err: e, tarefa: id }, 'tarefas: aviso não enviado');
    }
  }

  /** Heartbeat of this process's running rows; aborts the ones cancelled meanwhile. */
  private async bater(): Promise<void> {
    if (!this.execucoes.size) return;
    try {
      const { rows } = await this.db.pool.query(
        `UPDATE tarefa SET batimento_em = now() WHERE instancia = $1 AND situacao = 'executando' RETURNING emitente_id, id`,
        [this.instancia],
      );
      const vivas = new Set(rows.map((r) => `${r.emitente_id}:${r.id}`));
      for (const e of this.execucoes.values()) {
        if (e.id && !vivas.has(`${e.emitenteId}:${e.id}`)) e.abortar.abort(new Error('Cancelada pelo usuário'));
      }
    } catch (e) {
      this.o.log?.warn({ err: e }, 'tarefas: batimento');
    }
  }

  /**
   * Re-queues rows `executando` with a stale heartbeat (their process died or stopped) and rows queued
   * before any queue was started (no job_id): `pendente` and a new pg-boss job. One process wins each
   * row (UPDATE ... RETURNING locks it). Only types registered in this process are touched.
   */
  private async recuperar(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    try {
      const { rows } = await this.db.pool.query(
        `UPDATE tarefa SET situacao = 'pendente', instancia = NULL, batimento_em = NULL,
                mensagem = CASE WHEN situacao = 'executando' THEN 'Retomando após interrupção' ELSE mensagem END
          WHERE tipo = ANY($2::varchar[])
            AND ((situacao = 'executando' AND (batimento_em IS NULL OR batimento_em < now() - make_interval(secs => $1::int)))
                 OR (situacao = 'pendente' AND job_id IS NULL))
          RETURNING emitente_id, id, tipo, job_id`,
        [this.o.inativaSegundos, [...this.tipos.keys()]],
      );
      for (const r of rows) {
        const t = this.tipos.get(r.tipo);
        if (!t) continue;
        if (r.job_id) await boss.cancel(t.fila, r.job_id).catch(() => undefined);
        await this.enviar(t, { tarefaId: r.id, emitenteId: r.emitente_id });
        await this.avisar(r.emitente_id, r.id);
      }
    } catch (e) {
      this.o.log?.error({ err: e }, 'tarefas: recuperação');
    }
  }

  /** Deletes result files past `expira_em` and clears their path (the row stays in the history for 90 days). */
  private async expirar(): Promise<void> {
    try {
      const { rows } = await this.db.pool.query(
        `WITH v AS (SELECT emitente_id, id, arquivo_caminho FROM tarefa WHERE arquivo_caminho IS NOT NULL AND expira_em < now() FOR UPDATE)
         UPDATE tarefa t SET arquivo_caminho = NULL, mensagem = 'Arquivo expirado' FROM v
          WHERE t.emitente_id = v.emitente_id AND t.id = v.id RETURNING v.arquivo_caminho AS caminho`,
      );
      for (const r of rows) if (r.caminho) await (this.o.apagarArquivo ?? unlink)(r.caminho).catch(() => undefined);
      await this.db.pool.query(`DELETE FROM tarefa WHERE concluido_em < now() - interval '90 days' AND arquivo_caminho IS NULL`);
    } catch (e) {
      this.o.log?.warn({ err: e }, 'tarefas: expiração');
    }
  }

  /** For tests and the routes: the row as the user sees it. */
  ler(emitenteId: number, id: number): Promise<TarefaVisao | undefined> {
    return lerTarefa(this.db.pool, emitenteId, id);
  }
}

export { COLUNAS_VISAO };
