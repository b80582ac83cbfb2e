/**
 * Background jobs (arquitetura §5): the queue (fila.ts, pg-boss over PostgreSQL or PGlite), the `tarefa`
 * record (repositorio.ts) and the "Tarefas" routes (routes.ts), wired into the Fastify app.
 *
 * Lifecycle: `registerJobs` decorates `app.jobs`; the workers start when the server starts listening
 * (Fastify `onListen` hook, deferred until the first response by http/apos-partida.ts: `npm start`, the e2e
 * harness and the kill test) and stop in `onClose`.
 * Tests that use `app.inject` only call `app.jobs.iniciar()` themselves.
 * Progress goes to the user's live hub connections as `CarregamentoDados(tarefa)` (SPEC §4), the
 * payload being the `TarefaVisao` row (`id`, `tipo`, `situacao`, `progresso` 0-100, `mensagem`, ...).
 *
 * Tuning by environment (defaults in brackets): TAREFAS_BATIMENTO_MS [5000] heartbeat of running jobs;
 * TAREFAS_INATIVA_SEGUNDOS [30] a running job without heartbeat for this long belonged to a dead
 * process and is resumed; TAREFAS_CRON_SEGUNDOS [30] how often schedules are checked.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/pool.ts';
import { FilaTarefas, type OpcoesFila } from './fila.ts';
import { registerTarefasRoutes } from './routes.ts';
import { apagarArquivo } from '../armazenamento.ts';
import { aposPartida } from '../http/apos-partida.ts';

export { FilaTarefas } from './fila.ts';
export type { ExecucaoTarefa, ManipuladorTarefa, OpcoesFila, OpcoesTipo, ResultadoTarefa } from './fila.ts';
export type { TarefaVisao } from './repositorio.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (src/server/jobs). */
    jobs: FilaTarefas;
  }
}

function numeroEnv(nome: string): number | undefined {
  const v = Number(process.env[nome]);
  return process.env[nome] && Number.isFinite(v) && v > 0 ? v : undefined;
}

/** Creates the queue for `app`, its routes and its lifecycle hooks; returns it. */
export function registerJobs(app: FastifyInstance, config: Config, db: Database, opcoes: OpcoesFila = {}): FilaTarefas {
  const batimentoMs = numeroEnv('TAREFAS_BATIMENTO_MS');
  const inativaSegundos = numeroEnv('TAREFAS_INATIVA_SEGUNDOS');
  const cronSegundos = numeroEnv('TAREFAS_CRON_SEGUNDOS');
  const fila = new FilaTarefas(db, {
    ...(batimentoMs ? { batimentoMs } : {}),
    ...(inativaSegundos ? { inativaSegundos } : {}),
    ...(cronSegundos ? { cronSegundos } : {}),
    notificar: async (usuarioId, valor) => {
      await app.hub?.notificarUsuario(usuarioId, 'CarregamentoDados', [valor]);
    },
    log: app.log,
    apagarArquivo: (ref) => apagarArquivo(config, ref),
    ...opcoes,
  });
  app.decorate('jobs', fila);
  registerTarefasRoutes(app, config, db, fila);
  // after the first response (http/apos-partida.ts): a restart answers before pg-boss starts
  app.addHook('onListen', async () => {
    aposPartida(app, 'Início da fila de tarefas', () => fila.iniciar());
  });
  app.addHook('onClose', async () => {
    await fila.parar();
  });
  return fila;
}
