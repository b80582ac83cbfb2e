/**
 * Runs odata-v4-parser on the canonical text produced by lexer.ts and converts its
 * token tree into our own small, typed AST.
 *
 * Corrections applied to the parser's output:
 *  - `not`/`and`/`or` precedence: the parser lets `not` swallow the whole rest of the
 *    expression (`not a eq 1 and b eq 2` → `not (a and b)`). We flatten every boolean
 *    chain back into source order and re-parse it with the OData precedence
 *    (not > and > or), see OData v4.01 URL Conventions §5.1.1.16.
 *  - `in`: parameter alias `@_in<k>` on the right of `eq` (written by the lexer) → InNode.
 *  - property placeholders `_p<i>` → the entity property.
 * Unsupported constructs (arithmetic, negation, lambdas, cast/isof, navigation...)
 * become ODataError `OpcaoNaoSuportada`.
 */
import odataParser from 'odata-v4-parser';
import { display, invalid, unsupported } from './errors.ts';
import { PLAIN_NUMBER, type Canonical, type InItem } from './lexer.ts';
import type { ODataProperty } from './types.ts';

/** Types of literal values. `guid` behaves as text; `null` only fits eq/ne/in. */
export type LitType = 'string' | 'guid' | 'integer' | 'number' | 'boolean' | 'date' | 'date-time' | 'null';

/** A literal; `value` is what gets bound (numbers that do not fit a JS number stay strings). */
export interface LitNode {
  kind: 'lit';
  type: LitType;
  value: string | number | boolean | null;
  text: string;
}
/** Reference to an entity property (resolved case-insensitively by the lexer). */
export interface PropNode {
  kind: 'prop';
  prop: ODataProperty;
}
/** Canonical function call; `name` is lower-case and arity was checked by the parser. */
export interface CallNode {
  kind: 'call';
  name: string;
  args: ExprNode[];
}
/** Comparison operators (OData v4.01 URL Conventions §5.1.1.1.1–6). */
export type CmpOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
/** Binary comparison. */
export interface CmpNode {
  kind: 'cmp';
  op: CmpOp;
  left: ExprNode;
  right: ExprNode;
}
/** `left in (items)`; items are literals only (OData v4.01 §5.1.1.1.10). */
export interface InNode {
  kind: 'in';
  left: ExprNode;
  items: LitNode[];
}
/** N-ary `and` / `or` (flattened, precedence already resolved). */
export interface LogicNode {
  kind: 'and' | 'or';
  items: ExprNode[];
}
/** Logical negation. */
export interface NotNode {
  kind: 'not';
  arg: ExprNode;
}
/** Our filter AST. */
export type ExprNode = LitNode | PropNode | CallNode | CmpNode | InNode | LogicNode | NotNode;

/** Minimal view of odata-v4-parser's Lexer.Token. */
interface PToken {
  type: string;
  value: any;
  raw: string;
  position: number;
  next: number;
}

/** Resolver from placeholder index to property. */
type Props = readonly ODataProperty[];

const CMP_TYPES: Record<string, CmpOp> = {
  EqualsExpression: 'eq',
  NotEqualsExpression: 'ne',
  GreaterThanExpression: 'gt',
  GreaterOrEqualsExpression: 'ge',
  LesserThanExpression: 'lt',
  LesserOrEqualsExpression: 'le',
};

const ARITHMETIC = new Set(['AddExpression', 'SubExpression', 'MulExpression', 'DivExpression', 'ModExpression']);

/**
 * Parses a canonical `$filter` into our AST.
 * @param c canonical text and side tables from `canonicalizeFilter`
 * @param props entity properties (placeholder `_p<i>` = `props[i]`)
 * @throws ODataError ConsultaInvalida (syntax, bad literal) / OpcaoNaoSuportada
 * Source: OData v4.01 URL Conventions §5.1.1 and §5.1.1.16 (precedence); arquitetura §4.
 */
export function parseFilter(c: Canonical, props: Props): ExprNode {
  let root: PToken;
  try {
    root = odataParser.filter(c.text) as unknown as PToken;
  } catch (e) {
    throw syntaxError(e, c, 'Filtro inválido');
  }
  return new Converter(c, props).bool(root);
}

/** One `$orderby` item after parsing. */
export interface OrderItem {
  prop: ODataProperty;
  desc: boolean;
}

/**
 * Parses a canonical `$orderby` (via odata-v4-parser's query-option grammar).
 * @param c canonical text from `canonicalizeOrderBy`
 * @param props entity properties
 * @throws ODataError ConsultaInvalida / OpcaoNaoSuportada
 * Source: OData v4.01 URL Conventions §5.1.4; arquitetura §4.
 */
export function parseOrderBy(c: Canonical, props: Props): OrderItem[] {
  let root: PToken;
  try {
    root = odataParser.query(`$orderby=${c.text}`) as unknown as PToken;
  } catch (e) {
    throw syntaxError(e, c, 'Ordenação inválida', '$orderby='.length);
  }
  const option: PToken | undefined = root.value?.options?.[0];
  if (option?.type !== 'OrderBy' || root.value.options.length !== 1) throw invalid('Ordenação inválida');
  const conv = new Converter(c, props);
  return (option.value.items as PToken[]).map((item) => {
    const node = conv.value(item.value.expr);
    if (node.kind !== 'prop') throw unsupported('Ordenação inválida: $orderby aceita apenas nomes de propriedades');
    return { prop: node.prop, desc: item.value.direction === -1 };
  });
}

/** Turns a parser exception into a pt-BR message pointing at the source token. */
function syntaxError(e: unknown, c: Canonical, prefix: string, offset = 0) {
  if (e instanceof RangeError) return invalid(`${prefix}: expressão complexa demais`);
  const m = /at (\d+)/.exec(e instanceof Error ? e.message : '');
  if (m) {
    const at = Number(m[1]) - offset;
    const piece = c.pieces.find((p) => at < p.end) ?? c.pieces[c.pieces.length - 1];
    if (piece && at > 0) {
      return invalid(`${prefix}: erro de sintaxe perto de '${display(piece.token.text, 40)}' (posição ${piece.token.pos + 1})`);
    }
  }
  return invalid(`${prefix}: expressão mal formada`);
}

type BoolItem = 'and' | 'or' | 'not' | ExprNode;

class Converter {
  constructor(
    private readonly c: Canonical,
    private readonly props: Props,
  ) {}

  /** Boolean-level token (whole filter, parenthesised group, operand of and/or/not). */
  bool(tok: PToken): ExprNode {
    const seq: BoolItem[] = [];
    this.flatten(tok, seq);
    let i = 0;
    const parseOr = (): ExprNode => {
      const items = [parseAnd()];
      while (seq[i] === 'or') {
        i++;
        items.push(parseAnd());
      }
      return items.length === 1 ? items[0] : { kind: 'or', items };
    };
    const parseAnd = (): ExprNode => {
      const items = [parseUnary()];
      while (seq[i] === 'and') {
        i++;
        items.push(parseUnary());
      }
      return items.length === 1 ? items[0] : { kind: 'and', items };
    };
    const parseUnary = (): ExprNode => {
      const t = seq[i++];
      if (t === 'not') return { kind: 'not', arg: parseUnary() };
      if (t === undefined || t === 'and' || t === 'or') throw invalid('Filtro inválido: expressão mal formada');
      return t;
    };
    const result = parseOr();
    if (i !== seq.length) throw invalid('Filtro inválido: expressão mal formada');
    return result;
  }

  /** In-order walk of and/or/not chains; everything else is an atom. */
  private flatten(tok: PToken, out: BoolItem[]): void {
    switch (tok.type) {
      case 'AndExpression':
      case 'OrExpression':
        this.flatten(tok.value.left, out);
        out.push(tok.type === 'AndExpression' ? 'and' : 'or');
        this.flatten(tok.value.right, out);
        return;
      case 'NotExpression':
        out.push('not');
        this.flatten(tok.value, out);
        return;
      case 'BoolParenExpression':
        out.push(this.bool(tok.value));
        return;
      default:
        out.push(this.atom(tok));
    }
  }

  /** Comparison, boolean method call or bare boolean-valued common expression. */
  private atom(tok: PToken): ExprNode {
    const op = CMP_TYPES[tok.type];
    if (op) {
      const right: PToken = tok.value.right;
      const left = this.value(tok.value.left);
      if (right.type === 'ParameterAlias') {
        if (op !== 'eq') throw invalid('Filtro inválido: uso inválido do operador in');
        return { kind: 'in', left, items: this.inList(right) };
      }
      return { kind: 'cmp', op, left, right: this.value(right) };
    }
    switch (tok.type) {
      case 'MethodCallExpression':
      case 'CommonExpression':
        return this.value(tok);
      case 'HasExpression':
        throw unsupported("Filtro inválido: o operador 'has' não é suportado");
      case 'IsOfExpression':
      case 'CastExpression':
        throw unsupported('Filtro inválido: isof/cast não são suportados');
      default:
        throw unsupported(`Filtro inválido: expressão não suportada perto de '${display(this.source(tok), 40)}'`);
    }
  }

  /** Value-level (commonExpr) token. */
  value(tok: PToken): ExprNode {
    if (!tok || typeof tok !== 'object') throw invalid('Filtro inválido: expressão mal formada');
    if (ARITHMETIC.has(tok.type) || tok.type === 'NegateExpression') {
      throw unsupported('Filtro inválido: operadores aritméticos (add, sub, mul, div, mod, -) não são suportados');
    }
    switch (tok.type) {
      case 'CommonExpression':
      case 'ParenExpression':
        return this.value(tok.value);
      case 'Literal':
        return this.literal(tok);
      case 'FirstMemberExpression':
        return this.member(tok);
      case 'MethodCallExpression': {
        const name: string = tok.value.method;
        const params: PToken[] = tok.value.parameters ?? [];
        return { kind: 'call', name, args: params.map((p) => this.value(p)) };
      }
      case 'ParameterAlias':
        throw invalid('Filtro inválido: uso inválido do operador in');
      default:
        throw unsupported(`Filtro inválido: expressão não suportada perto de '${display(this.source(tok), 40)}'`);
    }
  }

  /** FirstMemberExpression → MemberExpression → PropertyPathExpression → ODataIdentifier `_p<i>`. */
  private member(tok: PToken): PropNode {
    const member: PToken = tok.value;
    const path: PToken | undefined = member?.type === 'MemberExpression' ? member.value : undefined;
    const ident: PToken | undefined = path?.type === 'PropertyPathExpression' ? path.value : undefined;
    if (ident?.type !== 'ODataIdentifier') {
      throw unsupported(`Filtro inválido: expressão não suportada perto de '${display(this.source(tok), 40)}'`);
    }
    const m = /^_p(\d+)$/.exec(ident.value?.name ?? '');
    const prop = m ? this.props[Number(m[1])] : undefined;
    if (!prop) throw invalid('Filtro inválido: termo inesperado (faltou um operador ou valor?)');
    return { kind: 'prop', prop };
  }

  private inList(alias: PToken): LitNode[] {
    const m = /^_in(\d+)$/.exec(alias.value?.name ?? '');
    const list = m ? this.c.inLists[Number(m[1])] : undefined;
    if (!list) throw invalid('Filtro inválido: uso inválido do operador in');
    return list.map((item) => this.inItem(item));
  }

  /** `in` list items are classified here (they never go through the parser). */
  private inItem(item: InItem): LitNode {
    if (item.kind === 'string') return { kind: 'lit', type: 'string', value: item.value, text: `'${item.value}'` };
    const t = item.text;
    if (t === 'null') return { kind: 'lit', type: 'null', value: null, text: t };
    if (t === 'true' || t === 'false') return { kind: 'lit', type: 'boolean', value: t === 'true', text: t };
    if (PLAIN_NUMBER.test(t)) return numberLiteral(t);
    if (GUID.test(t)) return { kind: 'lit', type: 'guid', value: t.toLowerCase(), text: t };
    if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return { kind: 'lit', type: 'date', value: checkDate(t), text: t };
    if (/^\d{4}-\d{2}-\d{2}T/.test(t)) return { kind: 'lit', type: 'date-time', value: checkDateTime(t), text: t };
    throw invalid(`Filtro inválido: valor '${display(t)}' não reconhecido na lista do operador in`);
  }

  /** Converts and validates a literal token. */
  private literal(tok: PToken): LitNode {
    const raw = tok.raw;
    switch (tok.value) {
      case 'null':
        return { kind: 'lit', type: 'null', value: null, text: 'null' };
      case 'Edm.Boolean':
        return { kind: 'lit', type: 'boolean', value: raw === 'true', text: raw };
      case 'Edm.String': {
        const m = /^'(\d+)'$/.exec(raw);
        const value = m ? this.c.strings[Number(m[1])] : undefined;
        if (value === undefined) throw invalid('Filtro inválido: literal de texto inválido');
        return { kind: 'lit', type: 'string', value, text: `'${value}'` };
      }
      case 'Edm.Guid':
        return { kind: 'lit', type: 'guid', value: raw.toLowerCase(), text: raw };
      case 'Edm.Date':
        return { kind: 'lit', type: 'date', value: checkDate(raw), text: raw };
      case 'Edm.DateTimeOffset':
        return { kind: 'lit', type: 'date-time', value: checkDateTime(raw), text: raw };
      case 'Edm.SByte':
      case 'Edm.Byte':
      case 'Edm.Int16':
      case 'Edm.Int32':
      case 'Edm.Int64': {
        // Every plain number was replaced by its index in `numbers` (see lexer.ts).
        const original = /^\d+$/.test(raw) ? this.c.numbers[Number(raw)] : undefined;
        if (original === undefined) throw invalid('Filtro inválido: literal numérico inválido');
        return numberLiteral(original);
      }
      default:
        throw unsupported(`Filtro inválido: tipo de literal não suportado: '${display(raw)}'`);
    }
  }

  private source(tok: PToken): string {
    const p = this.c.pieces.find((x) => x.start >= (tok?.position ?? 0));
    return p ? p.token.text : (tok?.raw ?? '');
  }
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Classifies a plain number as written by the client: integer or decimal. */
function numberLiteral(text: string): LitNode {
  if (/^[+-]?\d+$/.test(text)) return { kind: 'lit', type: 'integer', value: checkInteger(text), text };
  return { kind: 'lit', type: 'number', value: checkDecimal(text), text };
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Integer literal → JS number when safe, else decimal string (bound as `::bigint`). */
function checkInteger(raw: string): number | string {
  if (!/^[+-]?\d{1,19}$/.test(raw)) throw invalid(`Filtro inválido: número inteiro inválido '${display(raw)}'`);
  const n = BigInt(raw.replace(/^\+/, ''));
  if (n < INT64_MIN || n > INT64_MAX) throw invalid(`Filtro inválido: número inteiro fora do intervalo '${display(raw)}'`);
  return Number.isSafeInteger(Number(n)) ? Number(n) : n.toString();
}

/** Decimal/double literal → validated decimal string (bound as `::numeric`). */
function checkDecimal(raw: string): string {
  const m = /^([+-]?)(\d{1,40})(?:\.(\d{1,40}))?(?:[eE]([+-]?\d{1,3}))?$/.exec(raw);
  if (!m || (m[4] !== undefined && Math.abs(Number(m[4])) > 308)) {
    throw invalid(`Filtro inválido: número inválido ou fora do intervalo '${display(raw)}'`);
  }
  return raw.replace(/^\+/, '');
}

function daysInMonth(y: number, m: number): number {
  return [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}

/** `YYYY-MM-DD`, year 0001–9999, real calendar day. */
function checkDate(raw: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (y >= 1 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo)) return raw;
  }
  throw invalid(`Filtro inválido: data inválida '${display(raw)}' (use AAAA-MM-DD)`);
}

/** ISO 8601 date-time with mandatory `Z` or `±hh:mm` offset (|offset| < 15h). */
function checkDateTime(raw: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,12})?)?(?:Z|[+-](\d{2}):(\d{2}))$/.exec(raw);
  if (m) {
    try {
      checkDate(m[1]);
      const ok = Number(m[2]) <= 23 && Number(m[3]) <= 59 && Number(m[4] ?? 0) <= 59 && (m[5] === undefined || (Number(m[5]) <= 14 && Number(m[6]) <= 59));
      if (ok) return raw;
    } catch {
      /* fall through */
    }
  }
  throw invalid(`Filtro inválido: data/hora inválida '${display(raw)}' (use AAAA-MM-DDThh:mm:ssZ ou com fuso ±hh:mm)`);
}
