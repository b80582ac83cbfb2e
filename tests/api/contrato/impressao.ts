/**
 * Cheap fingerprint of table contents, to prove that a refused request wrote nothing: row count
 * plus an md5 over the md5 of every row's text, read as the database owner (row-level security
 * does not hide rows from it). Small demo tables make this a few milliseconds per call.
 */
import type { EntityDef, Registry } from '../../../schema/registry.ts';
import type { TestServer } from '../helpers.ts';

/** Tables touched by writes of `e`: its own and those of its child lists. */
export function tabelasDe(registry: Registry, e: EntityDef): string[] {
  return [e.erp.table, ...Object.values(e.erp.children ?? {}).map((c) => registry.get(c).erp.table)];
}

/** `table:count:md5` for each table, joined; equal strings mean equal contents. */
export async function impressao(s: TestServer, tabelas: string[]): Promise<string> {
  const partes: string[] = [];
  for (const t of tabelas) {
    const { rows } = await s.db.pool.query(
      `SELECT count(*)::int AS n, coalesce(md5(string_agg(h, '' ORDER BY h)), '') AS h FROM (SELECT md5(x::text) AS h FROM "${t}" x) y`,
    );
    partes.push(`${t}:${rows[0].n}:${rows[0].h}`);
  }
  return partes.join('|');
}
