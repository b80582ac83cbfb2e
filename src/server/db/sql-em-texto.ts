/**
 * A parameterised statement with its values written into the text, for the one-round-trip reads
 * (auth/context.ts `lerNaValidacao`): the simple query protocol, which carries several statements
 * in one message, carries no parameters.
 *
 * Each value is written as `pg` would send it as a parameter — its text, with no type (`pg` sends
 * parameters untyped) — so as a quoted literal, which PostgreSQL types from its context just as it
 * types an untyped parameter: `'42'` compared with an integer column is an integer, `'2026-11-29'`
 * with a date column a date. `NULL` for null. Only values whose text needs no escaping are written:
 * no `'`, no `\` (escapes when `standard_conforming_strings` is off), no NUL. Anything else (such a
 * string, a Date, an object, a bigint) makes the whole statement go the usual way, with parameters.
 */

/**
 * `sql` with `$1`, `$2`, ... replaced by `valores[0]`, `valores[1]`, ... as literals; null when a value
 * cannot be written (see the module docstring) or a placeholder has no value.
 * @param sql a statement whose only `$` are its placeholders (the repository's and the OData compiler's
 *   statements: identifiers from the registry, every literal a parameter).
 */
export function sqlComValores(sql: string, valores: readonly unknown[]): string | null {
  const escritos: string[] = [];
  for (const v of valores) {
    const t = literal(v);
    if (t === null) return null;
    escritos.push(t);
  }
  let completa = true;
  const texto = sql.replace(/\$(\d+)/g, (_, n: string) => {
    const t = escritos[Number(n) - 1];
    if (t === undefined) completa = false;
    return t ?? '';
  });
  return completa ? texto : null;
}

/** Characters a written string may not hold. */
const PROIBIDOS = /['\\\0]/;

function literal(v: unknown): string | null {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') return Number.isFinite(v) ? `'${String(v)}'` : null;
  if (typeof v === 'boolean') return v ? "'true'" : "'false'";
  if (typeof v === 'string') return PROIBIDOS.test(v) ? null : `'${v}'`;
  return null;
}
