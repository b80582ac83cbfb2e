/** Shared fixtures for the OData compiler tests (unit, property and PGlite). */
import type { CompileOptions, ODataEntity } from '../../../src/server/odata/compile.ts';

/** Entity used by all OData compiler tests; mirrors table `cliente` of the PGlite test. */
export const cliente: ODataEntity = {
  name: 'Cliente',
  table: 'cliente',
  key: 'id',
  properties: [
    { name: 'id', column: 'id', type: 'integer' },
    { name: 'emitente_id', column: 'emitente_id', type: 'integer' },
    { name: 'nome', column: 'nome', type: 'string' },
    { name: 'cpfCnpj', column: 'cpf_cnpj', type: 'string' },
    { name: 'limite', column: 'limite', type: 'number' },
    { name: 'ativo', column: 'ativo', type: 'boolean' },
    { name: 'criadoEm', column: 'criado_em', type: 'date-time' },
    { name: 'nascimento', column: 'nascimento', type: 'date' },
  ],
  search: ['nome', 'cpfCnpj', 'id'],
};

/** Options with the tenant predicate for emitente 7 (unit tests). */
export function optsFor(emitente: number, extra: Partial<CompileOptions> = {}): CompileOptions {
  return {
    maxTop: 1000,
    defaultTop: 100,
    tenant: (b) => `t."emitente_id" = ${b(emitente)}`,
    ...extra,
  };
}

const SQL_WORDS = new Set([
  'SELECT',
  'FROM',
  'WHERE',
  'AND',
  'OR',
  'NOT',
  'ORDER',
  'BY',
  'ASC',
  'DESC',
  'NULLS',
  'FIRST',
  'LAST',
  'LIMIT',
  'OFFSET',
  'AS',
  'IS',
  'NULL',
  'DISTINCT',
  'ILIKE',
  'LIKE',
  'erp_sem_acento',
  'ESCAPE',
  'IN',
  'EXTRACT',
  'YEAR',
  'MONTH',
  'DAY',
  'HOUR',
  'MINUTE',
  'SECOND',
  'lower',
  'upper',
  'btrim',
  'char_length',
  'strpos',
  'substr',
  'floor',
  'round',
  'ceil',
  'now',
  'count',
  'int',
  'bigint',
  'numeric',
  'text',
  'boolean',
  'date',
  'timestamptz',
  't',
]);

/**
 * Token-level whitelist check of generated SQL: only double-quoted identifiers of
 * the entity, `$n` placeholders, a fixed set of keywords/functions/casts, operators
 * and the single constant `'\'` right after ESCAPE. No other literal (string or
 * number), no comments, no `;`.
 * @returns list of placeholder numbers in order of appearance
 * @throws Error describing the first offending token
 */
export function checkSqlTokens(sql: string, entity: ODataEntity): number[] {
  const idents = new Set<string>([entity.table]);
  for (const p of entity.properties) {
    idents.add(p.name);
    idents.add(p.column);
  }
  const re = /\s+|"((?:[^"]|"")*)"|\$(\d+)|::|<>|<=|>=|\|\||'\\'|[=<>(),.*-]|([A-Za-z_][A-Za-z0-9_]*)/y;
  const placeholders: number[] = [];
  let prevWord = '';
  let prevTok = '';
  let i = 0;
  while (i < sql.length) {
    re.lastIndex = i;
    const m = re.exec(sql);
    if (!m || m[0].length === 0) throw new Error(`SQL fora da gramática na posição ${i}: ${JSON.stringify(sql.slice(i, i + 30))}`);
    const tok = m[0];
    if (m[1] !== undefined && !idents.has(m[1].replace(/""/g, '"'))) throw new Error(`Identificador inesperado ${tok}`);
    if (m[2] !== undefined) placeholders.push(Number(m[2]));
    if (m[3] !== undefined && !SQL_WORDS.has(m[3])) throw new Error(`Palavra inesperada ${tok}`);
    if (tok === "'\\'" && prevWord !== 'ESCAPE') throw new Error(`Literal inesperado ${tok}`);
    if (tok === '-' && prevTok === '-') throw new Error('Comentário SQL');
    if (!/^\s+$/.test(tok)) {
      prevTok = tok;
      prevWord = m[3] ?? '';
    }
    i += tok.length;
  }
  return placeholders;
}
