/**
 * Background work of a start (arquitetura §5: pg-boss and its schedules, the emission warm-up, the
 * recovery of documents left half-done by a crash) waits until the server has answered its first
 * request, so that a restart is "ready" (bench/startup: first `GET /health` 200) without waiting for
 * it: on PGlite every query of that work runs synchronously on the main thread, and while a chain of
 * them runs the event loop does not get to an arriving request.
 *
 * The gate opens when the first HTTP response of `app.server` has been sent (its socket written, next
 * turn of the event loop), or at the latest `APOS_PARTIDA_MS` milliseconds (default 1000) after the
 * first task was deferred, so nothing waits for a client that never comes. Tasks then run one after
 * the other, in the order they were deferred, each awaited before the next (an error is logged and
 * the next still runs). Nothing runs after `app.close()`.
 */
import type { FastifyInstance } from 'fastify';

interface Portao {
  /** Resolves when the deferred work may start. */
  aberto: Promise<void>;
  /** The last task queued (each runs after the previous one). */
  cadeia: Promise<void>;
  fechado: boolean;
}

const portoes = new WeakMap<FastifyInstance, Portao>();

function limiteMs(): number {
  const v = Number(process.env.APOS_PARTIDA_MS);
  return process.env.APOS_PARTIDA_MS && Number.isFinite(v) && v >= 0 ? v : 1000;
}

function portao(app: FastifyInstance): Portao {
  const existente = portoes.get(app);
  if (existente) return existente;
  const p: Portao = { aberto: Promise.resolve(), cadeia: Promise.resolve(), fechado: false };
  p.aberto = new Promise<void>((resolve) => {
    const abrir = () => {
      clearTimeout(timer);
      app.server.off('request', naPrimeira);
      setImmediate(resolve);
    };
    const timer = setTimeout(abrir, limiteMs());
    timer.unref();
    const naPrimeira = (_req: unknown, res: { once(ev: 'close', f: () => void): void }) => {
      app.server.off('request', naPrimeira);
      res.once('close', abrir);
    };
    app.server.on('request', naPrimeira);
  });
  p.cadeia = p.aberto;
  portoes.set(app, p);
  app.server.once('close', () => {
    p.fechado = true;
  });
  return p;
}

/**
 * Runs `tarefa` after the server's first response (or `APOS_PARTIDA_MS` after the first call), after
 * every task deferred before it on the same `app`; returns at once. Meant for `onListen` hooks.
 * @param nome what the task is, for the error line (pt-BR).
 */
export function aposPartida(app: FastifyInstance, nome: string, tarefa: () => unknown): void {
  const p = portao(app);
  p.cadeia = p.cadeia.then(async () => {
    if (p.fechado) return;
    try {
      await tarefa();
    } catch (e) {
      app.log.error(`${nome} falhou: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
}

/** Resolves when the gate of `app` opens (see {@link aposPartida}); main.ts waits on it for the demo's post-listen work. */
export function partidaConcluida(app: FastifyInstance): Promise<void> {
  return portao(app).aberto;
}
