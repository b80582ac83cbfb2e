/**
 * Small SQL helpers shared by the OData compiler modules: identifier quoting and
 * positional parameter binding. Values never reach the SQL text; they are always
 * pushed to the params array and referenced as `$n`.
 */
import type { ODataProperty } from './types.ts';

/**
 * Quotes an SQL identifier with double quotes (embedded `"` doubled).
 * Throws a plain Error (a bug on our side, never client input) for empty names or NUL.
 * Source: PostgreSQL docs §4.1.1 (quoted identifiers).
 * @param name identifier from our registry
 */
export function quoteIdent(name: string): string {
  if (name.length === 0 || name.includes('\u0000')) throw new Error(`Identificador SQL inválido: ${JSON.stringify(name)}`);
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Quotes a possibly schema-qualified table name (`schema.table` → `"schema"."table"`).
 * @param table table name from our registry
 * Source: PostgreSQL docs §4.1.1.
 */
export function quoteTable(table: string): string {
  return table.split('.').map(quoteIdent).join('.');
}

/**
 * Column reference over the fixed table alias `t`: `t."column"`.
 * @param prop property whose column is referenced
 * Source: arquitetura §4 (alias t).
 */
export function columnRef(prop: ODataProperty): string {
  return prop.asText ? `t.${quoteIdent(prop.column)}::text` : `t.${quoteIdent(prop.column)}`;
}

/**
 * Collects positional parameters. `bind(v)` appends `v` and returns its placeholder `$n`.
 * One instance is shared by everything that goes into a single statement so numbering
 * stays consistent.
 */
export class ParamBinder {
  /** Bound values, `$1` is `params[0]`. */
  readonly params: unknown[] = [];

  /**
   * Appends a value and returns its placeholder.
   * @param value any value accepted by node-postgres
   * @returns `$n` (1-based)
   */
  bind = (value: unknown): string => {
    this.params.push(value);
    return `$${this.params.length}`;
  };
}

/**
 * Escapes LIKE/ILIKE metacharacters (`\`, `%`, `_`) with a backslash, to be used
 * together with `ESCAPE '\'`.
 * @param text literal text to be matched verbatim
 * Source: PostgreSQL docs §9.7.1 (LIKE).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ESCAPE clause paired with {@link escapeLike} (standard_conforming_strings = on). */
export const LIKE_ESCAPE = "ESCAPE '\\'";
