/**
 * Authentication for every protected route: the bearer access token (JWT HS256, claims `sub` =
 * user id, `sid` = session id) is verified and the caller's context is taken from the session
 * through the per-process {@link CacheContexto} (`app.contextos`), which checks the session and the
 * context version in the database on every request: a revoked session stops working at once, even
 * with an unexpired access token, and a permission change applies to the next request.
 */
import { executarAposAutenticar } from './apos-autenticar.ts';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/pool.ts';
import { discardTenantTransaction } from '../db/tenant.ts';
import { unauthorized } from '../http/envelope.ts';
import { CacheContexto, type UserContext } from './context.ts';
import { dataHoraNegocio } from '../../domain/relogio.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: UserContext;
  }
  interface FastifyInstance {
    authenticate: (req: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    /**
     * `authenticate` that also opens the tenant transaction in the same round trip as the session
     * check (CacheContexto.obterEmTransacao). Only for handlers whose first database work is one
     * `withTenant(db, req.ctx, …)` right after the permission check, with no other connection
     * taken before it (else a full pool could wait on itself).
     */
    authenticateTx: (req: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    signAccessToken: (ctx: { usuarioId: number; sessaoId: string }) => { Token: string; TokenExpires: string };
    /**
     * A read in the same round trip as the session check (CacheContexto.lerNaValidacao), for a
     * request whose bearer token verifies and whose session context is cached: `montar(ctx)` writes the
     * statement (`sql`) for the caller's context. Sets `req.ctx` and resolves with the statement's rows
     * and what `montar` returned; null for anything else (no or bad token, another user's session, no
     * cached context, `montar` null, the session fell or changed, a database error), and the route takes
     * its usual path (`authenticateTx`), which gives the 401 and the rest as before.
     */
    lerEmUmaIda: <T extends { sql: string }>(
      req: FastifyRequest,
      montar: (ctx: UserContext) => T | null,
    ) => Promise<{ rows: Array<Record<string, unknown>>; leitura: T } | null>;
    /** This process's cache of session contexts (auth/context.ts). */
    contextos: CacheContexto;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string };
    user: { sub: string; sid: string };
  }
}

/** Verified access tokens kept per process by {@link verificadorComCache}. */
export const TOKENS_VERIFICADOS_EM_CACHE = 10_000;
/** Longest a verified token is reused without a new verification, ms (its `exp` usually comes first). */
const TOKEN_VERIFICADO_MAX_MS = 10 * 60_000;

type Claims = { sub: string; sid: string; exp?: number; nbf?: number };

/** A session id as the token carries it (a uuid: hex digits and dashes). */
const SID = /^[0-9a-f-]{36}$/;

/**
 * `verify` (the HS256 verification of @fastify/jwt) with the tokens that passed it kept by their own
 * text: a later request with the very same token skips the HMAC and the decode while the token
 * would still pass — from its `nbf` to its `exp`, compared with the clock as fast-jwt does (no
 * tolerance) — and never longer than {@link TOKEN_VERIFICADO_MAX_MS}. Anything else (unknown text,
 * out of that window) is verified in full, and only tokens that verify are kept (at most
 * {@link TOKENS_VERIFICADOS_EM_CACHE}, the oldest dropped first). fast-jwt's own cache is not used:
 * its key is a SHA-256 of the token (as costly as the HMAC it saves) and any other key makes it print
 * a security warning at start-up. Revocation does not depend on this: the session is checked in the
 * database on every request.
 * @throws what `verify` throws for a token that does not verify.
 */
export function verificadorComCache(verify: (token: string) => Claims): (token: string) => Claims {
  const verificados = new Map<string, { claims: Claims; desde: number; ate: number }>();
  return (token) => {
    const agora = Date.now();
    const v = verificados.get(token);
    if (v) {
      if (agora >= v.desde && agora <= v.ate) return v.claims;
      verificados.delete(token);
    }
    const claims = Object.freeze(verify(token));
    if (verificados.size >= TOKENS_VERIFICADOS_EM_CACHE) verificados.delete(verificados.keys().next().value!);
    verificados.set(token, {
      claims,
      desde: typeof claims.nbf === 'number' ? claims.nbf * 1000 : 0,
      ate: Math.min(agora + TOKEN_VERIFICADO_MAX_MS, typeof claims.exp === 'number' ? claims.exp * 1000 : Number.POSITIVE_INFINITY),
    });
    return claims;
  };
}

export async function registerAuth(app: FastifyInstance, config: Config, db: Database): Promise<void> {
  await app.register(fastifyJwt, { secret: config.jwtSecret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
  app.decorateRequest('ctx', null as unknown as UserContext);
  const contextos = new CacheContexto(db);
  app.decorate('contextos', contextos);
  app.decorate('signAccessToken', ({ usuarioId, sessaoId }: { usuarioId: number; sessaoId: string }) => {
    const seconds = config.accessTokenMinutes * 60;
    const Token = app.jwt.sign({ sub: String(usuarioId), sid: sessaoId }, { expiresIn: seconds });
    return { Token, TokenExpires: wireDate(new Date(Date.now() + seconds * 1000)) };
  });
  const verificar = verificadorComCache((token) => app.jwt.verify(token));
  app.decorate('lerEmUmaIda', async <T extends { sql: string }>(req: FastifyRequest, montar: (ctx: UserContext) => T | null) => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    let payload: Claims;
    try {
      payload = verificar(header.slice(7));
    } catch {
      return null;
    }
    if (typeof payload.sid !== 'string' || !SID.test(payload.sid)) return null;
    const lida = await contextos.lerNaValidacao(payload.sid, (ctx) => (String(ctx.usuarioId) === payload.sub ? montar(ctx) : null));
    if (!lida) return null;
    req.ctx = lida.ctx;
    return { rows: lida.rows, leitura: lida.leitura };
  });
  const autenticar = (comTransacao: boolean) => async (req: FastifyRequest, reply?: FastifyReply) => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    let payload: { sub: string; sid: string };
    try {
      payload = verificar(header.slice(7));
    } catch {
      throw unauthorized('Token inválido ou expirado.');
    }
    const valido = typeof payload.sid === 'string' && SID.test(payload.sid);
    const ctx = valido ? await (comTransacao ? contextos.obterEmTransacao(payload.sid) : contextos.obter(payload.sid)) : null;
    if (ctx && String(ctx.usuarioId) !== payload.sub) await discardTenantTransaction(ctx);
    if (!ctx || String(ctx.usuarioId) !== payload.sub) throw unauthorized('Sessão expirada, por favor faça login novamente!');
    req.ctx = ctx;
    if (!comTransacao) await executarAposAutenticar(app, req);
    // a transaction opened by authenticateTx that the handler did not use (e.g. 403) is rolled back
    // when the response ends or the connection drops ('close' covers both)
    if (comTransacao) reply?.raw.once('close', () => void discardTenantTransaction(ctx));
  };
  app.decorate('authenticate', autenticar(false));
  app.decorate('authenticateTx', autenticar(true));
}

/** 'YYYY-MM-DDTHH:mm:ss' in the server zone -03:00 (SPEC §7). */
export function wireDate(d: Date): string {
  return dataHoraNegocio(d);
}
