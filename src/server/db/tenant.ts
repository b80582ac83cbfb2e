/**
 * Tenant-scoped transactions (DESIGN §5, second wall of tenancy).
 *
 * Every request-scoped query runs inside `withTenant`: BEGIN, `SET LOCAL ROLE erp_app` (a role
 * that owns nothing, so FORCE ROW LEVEL SECURITY applies even on PGlite, which connects as
 * superuser), the session context as transaction-local settings read by `erp_emitente_atual()`
 * and `erp_visivel()`, then COMMIT — or ROLLBACK of everything on any error.
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

export type Client = pg.PoolClient;

/** Runs `fn` in one transaction as the application role with `ctx` applied. */
export async function withTenant<T>(db: Database, ctx: TenantContext, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `SELECT set_config('role', 'erp_app', true), set_config('erp.nivel', $1, true), set_config('erp.master_id', $2, true),
              set_config('erp.distribuidor_id', $3, true), set_config('erp.revenda_id', $4, true),
              set_config('erp.emitente_id', $5, true), set_config('erp.usuario_id', $6, true)`,
      [ctx.nivel, str(ctx.masterId), str(ctx.distribuidorId), str(ctx.revendaId), str(ctx.emitenteId), String(ctx.usuarioId)],
    );
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
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
    client.release();
  }
}

function str(v: number | null): string {
  return v === null ? '' : String(v);
}
