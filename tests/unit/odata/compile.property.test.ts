/**
 * Property-based tests of the OData compiler: for random junk and grammar-shaped
 * queries (with hostile literals), compilation either succeeds with SQL that passes
 * a token-level whitelist and has exactly one `$n` per parameter, or throws
 * ODataError — never any other exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileODataQuery, ODataError, type CompiledQuery } from '../../../src/server/odata/compile.ts';
import { grammarQuery, junkQuery, type GenQuery } from './arbitraries.ts';
import { checkSqlTokens, cliente, optsFor } from './fixtures.ts';

/**
 * Strings that cannot legitimately occur in our SQL once the fixed `ESCAPE '\'`
 * constant is removed: anything with `'`, `\`, `;`, `%`, `--`, `/*` or non-ASCII.
 */
function isDistinctive(s: string): boolean {
  return /['\\;%]|--|\/\*/.test(s) || /[^\x00-\x7f]/.test(s);
}

function assertPlaceholders(sql: string, params: unknown[]): void {
  const used = checkSqlTokens(sql, cliente);
  expect(used.length).toBe(params.length);
  expect([...used].sort((a, b) => a - b)).toEqual(params.map((_, i) => i + 1));
}

/** Compiles and checks the invariants; returns the result or null when rejected with ODataError. */
function compileChecked(q: GenQuery): CompiledQuery | null {
  let r: CompiledQuery;
  try {
    r = compileODataQuery(cliente, q.raw, optsFor(7));
  } catch (e) {
    if (e instanceof ODataError) {
      expect(e.status).toBe(400);
      expect(typeof e.code).toBe('string');
      expect(e.message.length).toBeGreaterThan(0);
      return null;
    }
    throw new Error(`Exceção não-ODataError para ${JSON.stringify(q.raw)}: ${(e as Error)?.stack ?? String(e)}`);
  }
  assertPlaceholders(r.sql, r.params);
  if (r.countSql !== null) assertPlaceholders(r.countSql, r.countParams);
  expect(r.sql.startsWith('SELECT ')).toBe(true);
  expect(r.sql).toContain('WHERE (t."emitente_id" = $1)');
  expect(r.params[0]).toBe(7);
  const bare = r.sql.replaceAll("ESCAPE '\\'", 'ESCAPE');
  expect(bare).not.toMatch(/['\\;%]|--|\/\*|[^\x00-\x7f]/);
  for (const s of q.strings) {
    if (isDistinctive(s)) expect(bare.includes(s), `literal ${JSON.stringify(s)} vazou no SQL`).toBe(false);
  }
  return r;
}

describe('compileODataQuery — propriedades', () => {
  it('junk: retorna SQL válido ou lança ODataError', () => {
    fc.assert(
      fc.property(junkQuery, (q) => {
        compileChecked(q);
      }),
      { numRuns: 3000 },
    );
  });

  it('consultas com forma de gramática: SQL só com identificadores, placeholders e palavras-chave', () => {
    let compiled = 0;
    fc.assert(
      fc.property(grammarQuery, (q) => {
        if (compileChecked(q)) compiled++;
      }),
      { numRuns: 3000 },
    );
    // The generator is mostly type-correct: a good share must compile.
    expect(compiled).toBeGreaterThan(300);
  });

  it('literais hostis viram parâmetros', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => {
        const raw = `$filter=${encodeURIComponent(`nome eq '${s.replace(/'/g, "''")}'`)}`;
        const r = compileChecked({ raw, strings: [s] });
        expect(r).not.toBeNull();
        expect(r!.params).toContain(s);
      }),
      { numRuns: 1000 },
    );
  });
});
