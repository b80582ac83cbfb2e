/**
 * Checks that run right after a Bearer session is accepted (auth/plugin.ts `authenticate`), before
 * the route's own handler: a module registers one with {@link registrarAposAutenticar} and throws an
 * ApiError to refuse the request (e.g. licencas/bloqueio.ts: an issuer blocked for an overdue
 * licence gets 423 on writes). Kept per server instance (tests run several in one process). Not run
 * for `authenticateTx` (read routes that adopt a transaction).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type VerificacaoAposAutenticar = (req: FastifyRequest) => Promise<void>;

const porApp = new WeakMap<FastifyInstance, VerificacaoAposAutenticar[]>();

/** Adds a check to `app` (the root instance given to registerAuth). */
export function registrarAposAutenticar(app: FastifyInstance, v: VerificacaoAposAutenticar): void {
  const l = porApp.get(app) ?? [];
  if (!l.includes(v)) l.push(v);
  porApp.set(app, l);
}

/** Runs `app`'s checks in order; the first that throws refuses the request. */
export async function executarAposAutenticar(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  const l = porApp.get(app);
  if (l) for (const v of l) await v(req);
}
