/**
 * What bench/throughput hands to its minimal-route child (minimo.ts) and the replay of the recorded
 * POST statements, shared by that child and by the parent's raw-`pg` side. Nothing here is used by
 * the product.
 */
import type pg from 'pg';

/** Connection, tenant set-up and the statements of each scenario. */
export interface Plano {
  url: string;
  pool: number;
  /** `BEGIN; SELECT set_config(...)` of the measured user (db/tenant.ts tenantSetupSql). */
  setup: string;
  lista: { sql: string; params: unknown[]; countSql: string; countParams: unknown[] };
  /** The record + child lists statement (crud/repository.ts getOne) and its parameters. */
  id: { sql: string; params: unknown[] };
  /** POST cliente: the first statement returns the new `id`; {@link replay} substitutes `idGravado`. */
  post: { statements: Array<{ sql: string; params: unknown[] }>; idGravado: number };
}

/**
 * Runs the recorded write statements on `c`: the id returned by the first one replaces the
 * recorded id (as number or text) in the later parameters, and the audit row's `depois` (13th
 * parameter of its INSERT) becomes the JSON of the record read back. Returns that record.
 */
export async function replay(c: pg.PoolClient, post: Plano['post']): Promise<Record<string, unknown>> {
  const [primeiro, ...resto] = post.statements;
  const id = (await c.query(primeiro.sql, primeiro.params)).rows[0].id;
  let lido: Record<string, unknown> = {};
  for (const s of resto) {
    const p = s.params.map((v) => (v === post.idGravado ? id : v === String(post.idGravado) ? String(id) : v));
    if (s.sql.includes('INSERT INTO auditoria')) p[12] = JSON.stringify(lido);
    const { rows } = await c.query(s.sql, p);
    if (s.sql.trimStart().startsWith('SELECT') && rows[0]) lido = rows[0];
  }
  return lido;
}
