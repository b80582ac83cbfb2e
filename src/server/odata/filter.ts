/**
 * `$filter` → parameterised SQL predicate over alias `t`.
 *
 * Pipeline: decoded text → lexer.canonicalizeFilter → ast.parseFilter (odata-v4-parser)
 * → type check + SQL here. Every literal becomes a bound parameter with an explicit
 * cast (`$n::text`, `$n::bigint`, `$n::numeric`, `$n::boolean`, `$n::date`,
 * `$n::timestamptz`), so PostgreSQL never has to guess a type and a value can never
 * fail to parse at execution time (all literals are validated beforehand).
 *
 * Semantics (documented choices):
 *  - `eq` → `=`, `ne` → `IS DISTINCT FROM` (OData: `null ne 'x'` is true),
 *    `eq null`/`ne null` → `IS NULL`/`IS NOT NULL`; `not` follows SQL three-valued
 *    logic, so `not (p eq 'x')` does not return rows where `p` is null (use `p ne 'x'`).
 *  - `contains`/`startswith`/`endswith` are CASE- AND ACCENT-INSENSITIVE on text columns
 *    (`erp_sem_acento(col) LIKE folded pattern`: "cafe" finds "Café"; `ILIKE` on other
 *    types); the 2nd argument must be a text literal, its `%`, `_`, `\` are escaped and the
 *    pattern uses `ESCAPE '\'`.
 *  - `in (...)` → `IN (...)` (plus `OR x IS NULL` when the list contains null).
 *  - Date parts of `date-time` values use the session TimeZone.
 *  - Not supported (400 OpcaoNaoSuportada): arithmetic, `has`, lambdas, navigation,
 *    cast/isof, functions outside SUPPORTED_FUNCTIONS.
 *
 * Source: OData v4.01 URL Conventions §5.1.1.1 (operators), §5.1.1.5–5.1.1.7
 * (string/date functions); arquitetura §4.
 */
import { display, invalid, typeMismatch } from './errors.ts';
import { canonicalizeFilter } from './lexer.ts';
import { parseFilter, type CallNode, type ExprNode, type LitNode, type LitType } from './ast.ts';
import { columnRef, escapeLike, LIKE_ESCAPE } from './sql.ts';
import { dobrarBusca } from '../../domain/busca.ts';
import type { ODataEntity, ODataProperty } from './types.ts';

/** Maximum length (characters, after URL decoding) of `$filter`. */
export const MAX_FILTER_LENGTH = 16000;
/**
 * Maximum length of the canonical text handed to odata-v4-parser (string literals
 * and `in` lists are not part of it). Bounds parser time: its cost grows
 * quadratically with the length of and/or chains (~40 ms at this size).
 */
export const MAX_CANONICAL_LENGTH = 4000;

type ValType = Exclude<LitType, 'null'> | 'null';

interface Typed {
  sql: string;
  type: ValType;
}

const TYPE_LABEL: Record<ValType, string> = {
  string: 'texto',
  guid: 'guid',
  integer: 'inteiro',
  number: 'número',
  boolean: 'booleano',
  date: 'data',
  'date-time': 'data/hora',
  null: 'null',
};

const CAST: Record<Exclude<ValType, 'null'>, string> = {
  string: 'text',
  guid: 'text',
  integer: 'bigint',
  number: 'numeric',
  boolean: 'boolean',
  date: 'date',
  'date-time': 'timestamptz',
};

/** Comparable families: values of the same family may be compared. */
function family(t: ValType): string {
  switch (t) {
    case 'string':
    case 'guid':
      return 'text';
    case 'integer':
    case 'number':
      return 'numeric';
    case 'date':
    case 'date-time':
      return 'temporal';
    default:
      return t;
  }
}

const SQL_CMP = { eq: '=', ne: 'IS DISTINCT FROM', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/**
 * Resolves a client property name case-insensitively to the entity property.
 * @throws ODataError PropriedadeDesconhecida
 */
export type PropertyResolver = (name: string) => ODataProperty;

/**
 * Compiles a decoded `$filter` into an SQL boolean expression over alias `t`.
 * @param entity entity being queried
 * @param text decoded `$filter` text (non-empty)
 * @param resolve case-insensitive property lookup (throws PropriedadeDesconhecida)
 * @param bind parameter binder; every literal goes through it
 * @returns SQL predicate, e.g. `(t."nome" ILIKE $2::text ESCAPE '\')`
 * @throws ODataError ConsultaInvalida | PropriedadeDesconhecida | TipoIncompativel | OpcaoNaoSuportada
 * Source: OData v4.01 URL Conventions §5.1.1; arquitetura §4.
 */
export function compileFilter(entity: ODataEntity, text: string, resolve: PropertyResolver, bind: (value: unknown) => string): string {
  if (text.length > MAX_FILTER_LENGTH) throw invalid(`Filtro inválido: o filtro excede ${MAX_FILTER_LENGTH} caracteres`);
  const canonical = canonicalizeFilter(text, (name) => `_p${entity.properties.indexOf(resolve(name))}`);
  if (canonical.text.length > MAX_CANONICAL_LENGTH) throw invalid('Filtro inválido: expressão complexa demais (termos em excesso)');
  const ast = parseFilter(canonical, entity.properties);
  return new SqlBuilder(bind).bool(ast);
}

function describe(n: ExprNode): string {
  switch (n.kind) {
    case 'prop':
      return `'${n.prop.name}'`;
    case 'lit':
      return display(n.text, 40);
    case 'call':
      return `${n.name}(...)`;
    default:
      return 'expressão';
  }
}

class SqlBuilder {
  constructor(private readonly bind: (value: unknown) => string) {}

  /** Boolean context. */
  bool(n: ExprNode): string {
    switch (n.kind) {
      case 'and':
      case 'or':
        return `(${n.items.map((x) => this.bool(x)).join(n.kind === 'and' ? ' AND ' : ' OR ')})`;
      case 'not':
        return `(NOT ${this.bool(n.arg)})`;
      case 'cmp':
        return this.cmp(n.op, n.left, n.right);
      case 'in':
        return this.inList(n.left, n.items);
      default: {
        const v = this.value(n);
        if (v.type !== 'boolean') {
          throw typeMismatch(`Filtro inválido: ${describe(n)} (${TYPE_LABEL[v.type]}) não é uma condição booleana`);
        }
        return v.sql;
      }
    }
  }

  private lit(n: LitNode): Typed {
    if (n.type === 'null') return { sql: 'NULL', type: 'null' };
    return { sql: `${this.bind(n.value)}::${CAST[n.type]}`, type: n.type };
  }

  private cmp(op: keyof typeof SQL_CMP, leftNode: ExprNode, rightNode: ExprNode): string {
    const lNull = leftNode.kind === 'lit' && leftNode.type === 'null';
    const rNull = rightNode.kind === 'lit' && rightNode.type === 'null';
    if (lNull || rNull) {
      if (lNull && rNull) throw typeMismatch('Filtro inválido: comparação entre dois valores null');
      if (op !== 'eq' && op !== 'ne') throw typeMismatch(`Filtro inválido: o operador '${op}' não aceita null (use eq ou ne)`);
      const other = this.value(lNull ? rightNode : leftNode);
      return `(${other.sql} ${op === 'eq' ? 'IS NULL' : 'IS NOT NULL'})`;
    }
    const l = this.value(leftNode);
    const r = this.value(rightNode);
    if (family(l.type) !== family(r.type)) {
      throw typeMismatch(
        `Filtro inválido: não é possível comparar ${describe(leftNode)} (${TYPE_LABEL[l.type]}) com ${describe(rightNode)} (${TYPE_LABEL[r.type]})`,
      );
    }
    return `(${l.sql} ${SQL_CMP[op]} ${r.sql})`;
  }

  private inList(leftNode: ExprNode, items: LitNode[]): string {
    const l = this.value(leftNode);
    const values: string[] = [];
    let hasNull = false;
    for (const item of items) {
      if (item.type === 'null') {
        hasNull = true;
        continue;
      }
      if (family(item.type) !== family(l.type)) {
        throw typeMismatch(
          `Filtro inválido: a lista do operador in compara ${describe(leftNode)} (${TYPE_LABEL[l.type]}) com ${describe(item)} (${TYPE_LABEL[item.type]})`,
        );
      }
      values.push(this.lit(item).sql);
    }
    const parts: string[] = [];
    if (values.length > 0) parts.push(`${l.sql} IN (${values.join(', ')})`);
    if (hasNull) parts.push(`${l.sql} IS NULL`);
    return `(${parts.join(' OR ')})`;
  }

  /** Value context: property, literal or function call. */
  value(n: ExprNode): Typed {
    switch (n.kind) {
      case 'prop':
        return { sql: columnRef(n.prop), type: n.prop.type };
      case 'lit':
        if (n.type === 'null') throw typeMismatch('Filtro inválido: null só pode ser usado com eq, ne ou in');
        return this.lit(n);
      case 'call':
        return this.call(n);
      default:
        // Boolean sub-expression used as a value (e.g. inside a function argument).
        return { sql: this.bool(n), type: 'boolean' };
    }
  }

  private arg(call: CallNode, i: number, accepted: ValType[]): Typed {
    const node = call.args[i];
    if (!node) throw invalid(`Filtro inválido: argumentos insuficientes para ${call.name}()`);
    const v = this.value(node);
    if (!accepted.includes(v.type)) {
      throw typeMismatch(
        `Filtro inválido: ${call.name}() não aceita ${describe(node)} (${TYPE_LABEL[v.type]}); esperado ${accepted.map((t) => TYPE_LABEL[t]).join(' ou ')}`,
      );
    }
    return v;
  }

  /** Integer literal argument (substring positions), bound as `$n::int`. */
  private intLiteralArg(call: CallNode, i: number, min: number, delta = 0): string {
    const node = call.args[i];
    if (node?.kind !== 'lit' || node.type !== 'integer') {
      throw typeMismatch(`Filtro inválido: o argumento ${i + 1} de ${call.name}() deve ser um número inteiro literal`);
    }
    const n = Number(node.value);
    if (!Number.isSafeInteger(n) || n < min || n + delta > 2147483647) {
      throw invalid(`Filtro inválido: argumento ${i + 1} de ${call.name}() fora do intervalo`);
    }
    return `${this.bind(n + delta)}::int`;
  }

  private likePattern(call: CallNode, make: (escaped: string) => string): Typed {
    const subject = this.arg(call, 0, ['string', 'guid']);
    const needle = call.args[1];
    if (needle?.kind !== 'lit' || (needle.type !== 'string' && needle.type !== 'guid')) {
      throw typeMismatch(`Filtro inválido: o segundo argumento de ${call.name}() deve ser um texto entre aspas`);
    }
    if (subject.type !== 'string') {
      const pattern = make(escapeLike(String(needle.value)));
      return { sql: `(${subject.sql} ILIKE ${this.bind(pattern)}::text ${LIKE_ESCAPE})`, type: 'boolean' };
    }
    // accent- and case-insensitive on both sides: the column through erp_sem_acento(),
    // the literal folded here the same way (dobrarBusca)
    const pattern = make(escapeLike(dobrarBusca(String(needle.value))));
    return { sql: `(erp_sem_acento(${subject.sql}) LIKE ${this.bind(pattern)}::text ${LIKE_ESCAPE})`, type: 'boolean' };
  }

  private call(n: CallNode): Typed {
    const text: ValType[] = ['string', 'guid'];
    const temporal: ValType[] = ['date', 'date-time'];
    const numeric: ValType[] = ['integer', 'number'];
    switch (n.name) {
      case 'contains':
        return this.likePattern(n, (s) => `%${s}%`);
      case 'startswith':
        return this.likePattern(n, (s) => `${s}%`);
      case 'endswith':
        return this.likePattern(n, (s) => `%${s}`);
      case 'tolower':
        return { sql: `lower(${this.arg(n, 0, text).sql})`, type: 'string' };
      case 'toupper':
        return { sql: `upper(${this.arg(n, 0, text).sql})`, type: 'string' };
      case 'trim':
        return { sql: `btrim(${this.arg(n, 0, text).sql})`, type: 'string' };
      case 'length':
        return { sql: `char_length(${this.arg(n, 0, text).sql})`, type: 'integer' };
      case 'concat':
        return { sql: `(${this.arg(n, 0, text).sql} || ${this.arg(n, 1, text).sql})`, type: 'string' };
      case 'indexof': {
        const s = this.arg(n, 0, text).sql;
        const sub = this.arg(n, 1, text).sql;
        // OData positions are zero-based; strpos is one-based (0 = not found → -1).
        return { sql: `(strpos(${s}, ${sub}) - ${this.bind(1)}::int)`, type: 'integer' };
      }
      case 'substring': {
        const s = this.arg(n, 0, text).sql;
        const start = this.intLiteralArg(n, 1, 0, 1);
        const len = n.args.length > 2 ? `, ${this.intLiteralArg(n, 2, 0)}` : '';
        return { sql: `substr(${s}, ${start}${len})`, type: 'string' };
      }
      case 'year':
      case 'month':
      case 'day':
        return { sql: `EXTRACT(${n.name.toUpperCase()} FROM ${this.arg(n, 0, temporal).sql})::int`, type: 'integer' };
      case 'hour':
      case 'minute':
        return { sql: `EXTRACT(${n.name.toUpperCase()} FROM ${this.arg(n, 0, ['date-time']).sql})::int`, type: 'integer' };
      case 'second':
        return { sql: `floor(EXTRACT(SECOND FROM ${this.arg(n, 0, ['date-time']).sql}))::int`, type: 'integer' };
      case 'date': {
        const v = this.arg(n, 0, temporal);
        return { sql: v.type === 'date' ? v.sql : `(${v.sql})::date`, type: 'date' };
      }
      case 'round':
      case 'floor':
      case 'ceiling': {
        const fn = n.name === 'ceiling' ? 'ceil' : n.name;
        return { sql: `${fn}(${this.arg(n, 0, numeric).sql})`, type: 'number' };
      }
      case 'now':
        return { sql: 'now()', type: 'date-time' };
      default:
        throw invalid(`Filtro inválido: a função '${display(n.name)}' não é suportada`);
    }
  }
}
