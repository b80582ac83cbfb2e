/**
 * Tenant-scoped transactions (arquitetura §5, second wall of tenancy).
 *
 * Every request-scoped query runs inside `withTenant`: BEGIN, `SET LOCAL ROLE erp_app` (a role
 * that owns nothing, so FORCE ROW LEVEL SECURITY applies even on PGlite, which connects as
 * superuser), the session context as transaction-local settings read by `erp_emitente_atual()`
 * and `erp_visivel()`, then COMMIT — or ROLLBACK of everything on any error. BEGIN and the
 * settings go in one round trip; on the hot read routes even that one is shared with the session
 * check (`adoptTenantTransaction`, used by auth/context.ts).
 * The first wall is the explicit tenant predicate that `tenantPredicate()` adds to every query.
 */
import type pg from 'pg';
import type { Database } from './pool.ts';

export type Nivel = 'admin' | 'master' | 'distribuidor' | 'revenda' | 'emitente';

/** Who is asking: drives RLS settings and explicit predicates. */
export interface TenantContext {
  usuarioId: number;
  nivel: Nivel;
  masterId: number | null;
  distribuidorId: number | null;
  revendaId: number | null;
  /** The issuer the session acts on (null for chain users before they pick one). */
  emitenteId: number | null;
}

/**
 * Contexto de sistema da empresa `emitenteId` (usuário 0, nível emitente), para trabalho sem usuário
 * na requisição: tarefas em segundo plano, retransmissões, conciliações e a preparação da demonstração.
 */
export const ctxEmitente = (emitenteId: number): TenantContext => ({
  usuarioId: 0,
  nivel: 'emitente',
  masterId: null,
  distribuidorId: null,
  revendaId: null,
  emitenteId,
});

export type Client = pg.PoolClient;

/**
 * Runs `fn` in one transaction as the application role with `ctx` applied.
 *
 * BEGIN and the settings travel as ONE simple-protocol query (one round trip instead of two):
 * a multi-statement text cannot carry bind parameters, so the values are written as literals by
 * {@link tenantSetupSql}, which accepts only a known `nivel` and integer ids (anything else throws
 * before any SQL is sent). PGlite's node-postgres adapter runs it like PostgreSQL does.
 */
export async function withTenant<T>(db: Database, ctx: TenantContext, fn: (c: Client) => Promise<T>): Promise<T> {
  const pre = antecipadas.get(ctx);
  if (pre && !pre.usada) {
    pre.usada = true;
    clearTimeout(pre.limite);
    antecipadas.delete(ctx);
    return runIn(pre.client, fn, ctx);
  }
  const setup = tenantSetupSql(ctx);
  const client = await db.pool.connect();
  try {
    await client.query(setup);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
    throw err;
  }
  return runIn(client, fn, ctx);
}

/** Context of the tenant transaction open on each client (see {@link contextoDaTransacao}). */
const contextos = new WeakMap<Client, TenantContext>();

/**
 * The `ctx` whose {@link withTenant} transaction is open on `c`, or null outside one (seed and
 * migration code that runs as the owner). Lets code deep in a module (e.g. the audit trail) know
 * who acts without threading `ctx` through every signature.
 */
export function contextoDaTransacao(c: Client): TenantContext | null {
  return contextos.get(c) ?? null;
}

/** `fn` then COMMIT in an open tenant transaction (ROLLBACK on any error); releases the client. */
async function runIn<T>(client: Client, fn: (c: Client) => Promise<T>, ctx: TenantContext): Promise<T> {
  contextos.set(client, ctx);
  try {
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    contextos.delete(client);
    client.release();
  }
}

/** Tenant transactions opened ahead for one request's context object (see {@link adoptTenantTransaction}). */
const antecipadas = new WeakMap<object, { client: Client; usada: boolean; limite: ReturnType<typeof setTimeout> }>();

/**
 * Hands `client`, already in a transaction set up for `ctx` by {@link tenantSetupSql} (BEGIN and the
 * settings sent together with the request's session check, saving a round trip), to the first
 * `withTenant(db, ctx, fn)` called with this very object: it runs `fn` there, commits and
 * releases. A copy of `ctx` (`{...ctx, x}`) is another object and opens its own transaction.
 * Whoever adopts must call {@link discardTenantTransaction} when the request ends (an unused one
 * is discarded anyway after {@link ADOPTED_MAX_MS}).
 */
export function adoptTenantTransaction(ctx: TenantContext, client: Client): void {
  // last resort if the request's end was never signalled: never keep a pooled connection idle in a
  // transaction. Cleared as soon as the transaction is used or discarded, so a busy server does not
  // keep one live timer (and its closure) per request of the last ADOPTED_MAX_MS.
  const limite = setTimeout(() => void discardTenantTransaction(ctx), ADOPTED_MAX_MS).unref();
  antecipadas.set(ctx, { client, usada: false, limite });
}

/** An adopted transaction still unused after this long is rolled back and released, ms. */
const ADOPTED_MAX_MS = 30_000;

/** Rolls back and releases the transaction adopted for `ctx` if no `withTenant` used it (no-op otherwise). */
export async function discardTenantTransaction(ctx: TenantContext): Promise<void> {
  const pre = antecipadas.get(ctx);
  if (!pre || pre.usada) return;
  pre.usada = true;
  clearTimeout(pre.limite);
  antecipadas.delete(ctx);
  try {
    await pre.client.query('ROLLBACK');
    pre.client.release();
  } catch (err) {
    pre.client.release(err as Error);
  }
}

const NIVEIS: ReadonlySet<string> = new Set<Nivel>(['admin', 'master', 'distribuidor', 'revenda', 'emitente']);

/**
 * `BEGIN; SELECT set_config(...)` for `ctx`: role erp_app and the transaction-local settings read by
 * `erp_emitente_atual()` / `erp_visivel()` (null ids become '').
 * @throws Error when `nivel` is not one of the five levels or an id is not a safe integer (a bug, never client input).
 */
export function tenantSetupSql(ctx: TenantContext): string {
  return `BEGIN; ${tenantSettingsSql(ctx)}`;
}

/** The `SELECT set_config(...)` part of {@link tenantSetupSql} (for a caller that sends BEGIN itself). */
export function tenantSettingsSql(ctx: TenantContext): string {
  if (!NIVEIS.has(ctx.nivel)) throw new Error(`withTenant: nível inválido '${String(ctx.nivel)}'`);
  const id = (v: number | string | null | undefined, nome: string) => {
    if (v === null || v === undefined) return "''";
    const t = String(v);
    if (!/^-?\d{1,18}$/.test(t)) throw new Error(`withTenant: ${nome} inválido`);
    return `'${t}'`;
  };
  return `SELECT set_config('role', 'erp_app', true), set_config('erp.nivel', '${ctx.nivel}', true), set_config('erp.master_id', ${id(ctx.masterId, 'masterId')}, true),
    set_config('erp.distribuidor_id', ${id(ctx.distribuidorId, 'distribuidorId')}, true), set_config('erp.revenda_id', ${id(ctx.revendaId, 'revendaId')}, true),
    set_config('erp.emitente_id', ${id(ctx.emitenteId, 'emitenteId')}, true), set_config('erp.usuario_id', ${id(ctx.usuarioId, 'usuarioId')}, true)`;
}

/** Runs `fn` in one transaction as the owner (auth, migrations, seed): no RLS. Use sparingly. */
export async function withOwner<T>(db: Database, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    contextos.delete(client);
    client.release();
  }
}
