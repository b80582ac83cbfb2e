/**
 * Public types of the OData list-query compiler (see compile.ts).
 * Source: arquitetura §4 (OData list endpoints), OData v4.01 URL Conventions §5.1.
 */

/** Primitive type of an exposed property; drives type checking and literal casts. */
export type ODataPropType = 'string' | 'integer' | 'number' | 'boolean' | 'date' | 'date-time';

/** One property a query may reference: public name, SQL column and type. */
export interface ODataProperty {
  /** Public (OData) name, e.g. `nome`. Resolved case-insensitively. */
  name: string;
  /** SQL column name (trusted, from our registry). */
  column: string;
  type: ODataPropType;
  /** Column of a non-text SQL type exposed as a string (uuid): compared as `column::text`. */
  asText?: boolean;
}

/** Entity set description coming from our registry (trusted). */
export interface ODataEntity {
  /** Entity set name, e.g. `Cliente` (used in messages). */
  name: string;
  /** SQL table name, e.g. `cliente`; `schema.table` is accepted. */
  table: string;
  /** Key property name, e.g. `id`; always selected and used as final sort tiebreaker. */
  key: string;
  /** The only properties a query may reference (hidden columns are simply not listed). */
  properties: ODataProperty[];
  /** Property names searched by `$search`. */
  search: string[];
}

/** Per-endpoint options for {@link compileODataQuery}. */
export interface CompileOptions {
  /** Maximum accepted `$top`; a larger value is a 400 (never silently clamped). */
  maxTop: number;
  /** `$top` used when the client sends none. */
  defaultTop: number;
  /**
   * Tenant predicate over alias `t`; must use `bind()` for every value,
   * e.g. `b => \`t."emitente_id" = ${b(7)}\``. Always ANDed, parenthesised, into the
   * WHERE of both the page and the count query.
   */
  tenant?: (bind: (value: unknown) => string) => string;
}

/** Result of {@link compileODataQuery}. */
export interface CompiledQuery {
  /** `SELECT <cols> FROM <table> t [WHERE ...] ORDER BY ... LIMIT $n OFFSET $m`. */
  sql: string;
  params: unknown[];
  /** `SELECT count(*)::int AS count FROM <table> t [WHERE ...]` when `$count=true`, else null. */
  countSql: string | null;
  countParams: unknown[];
  /** Properties returned, in output order (all properties when there is no `$select`). */
  select: ODataProperty[];
  top: number;
  skip: number;
}
