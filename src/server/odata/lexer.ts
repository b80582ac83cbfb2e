/**
 * Own lexer for `$filter` / `$orderby` text (already URL-decoded once).
 *
 * Why: odata-v4-parser works on URL-encoded text but does not decode literal
 * values (a string token only carries its raw text, e.g. `'a%20b'`), rejects
 * characters that clients commonly leave unencoded inside strings (e.g. `/`), has
 * no `in` operator and is case-sensitive on keywords. So we decode exactly once,
 * tokenise here, and hand the parser a *canonical* text in which:
 *  - every string literal is replaced by `'k'` (k = index into `strings`), so no
 *    client text ever reaches the parser or the SQL;
 *  - every property name is resolved (case-insensitively) and replaced by `_p<i>`
 *    (i = index into `entity.properties`); unknown names fail here;
 *  - keywords / function names / `true|false|null` are lower-cased;
 *  - every plain number (`5`, `-1.5`, `2e3`) is replaced by `k` (index into
 *    `numbers`): the parser's Int64 range check compares digit strings
 *    lexicographically and rejects e.g. `99999999999`, so we classify numbers ourselves;
 *  - `X in (a, b)` is rewritten to `X eq @_in<k>` (k = index into `inLists`),
 *    the parser's parameter-alias syntax, which the AST builder turns back into IN;
 *  - whitespace is normalised (spaces between words, none around `,` `(` `)`).
 * Anything outside this small alphabet is rejected with a pt-BR 400.
 * Limitation: a property whose name equals an operator keyword (eq, and, not, in,
 * true, null...) or, in `$orderby`, asc/desc cannot be referenced.
 *
 * Source: OData v4.01 URL Conventions §5.1.1 (expressions), ABNF `commonExpr`,
 * `in` operator §5.1.1.1.10; arquitetura §4.
 */
import { display, invalid, unsupported } from './errors.ts';

/** A token of the decoded filter text. `pos` is a 0-based code-unit offset. */
export interface LexToken {
  kind: 'word' | 'string' | 'open' | 'close' | 'comma' | 'slash';
  /** Source text of the token (strings keep their quotes and doubled `''`). */
  text: string;
  /** Decoded value: string literal content, otherwise same as `text`. */
  value: string;
  pos: number;
}

/** One entry of an `in (...)` list, kept apart from the parser input. */
export type InItem = { kind: 'string'; value: string } | { kind: 'word'; text: string };

/** Canonical parser input plus the side tables it refers to. */
export interface Canonical {
  /** Text handed to odata-v4-parser. */
  text: string;
  /** String literal values, referenced from `text` as `'k'`. */
  strings: string[];
  /** Plain number literals as written by the client, referenced from `text` as `k`. */
  numbers: string[];
  /** `in` lists, referenced from `text` as `@_ink`. */
  inLists: InItem[][];
  /** Maps canonical offsets back to source tokens, for error messages. */
  pieces: { start: number; end: number; token: LexToken }[];
}

/** Maximum parenthesis nesting accepted in `$filter`. */
export const MAX_DEPTH = 32;
/** Maximum number of items in one `in (...)` list. */
export const MAX_IN_ITEMS = 1000;

const WORD_CHAR = /[\p{L}\p{M}\p{N}_.:+\-$]/u;
const IDENT = /^[\p{L}_][\p{L}\p{M}\p{N}_]*$/u;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBERISH = /^[+-]?[0-9]/;
/** Plain decimal number, OData `decimalValue`/`doubleValue` (ABNF): `[sign] digits [. digits] [e [sign] digits]`. */
export const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Comparison / logical keywords understood in `$filter`. */
const FILTER_KEYWORDS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'and', 'or', 'not']);
/** Valid OData operators we deliberately do not implement. */
const UNSUPPORTED_OPERATORS = new Set(['has', 'add', 'sub', 'mul', 'div', 'divby', 'mod']);
/** Canonical functions implemented by filter.ts (all lower-case). */
export const SUPPORTED_FUNCTIONS = new Set([
  'contains',
  'startswith',
  'endswith',
  'tolower',
  'toupper',
  'trim',
  'length',
  'concat',
  'indexof',
  'substring',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
  'date',
  'round',
  'floor',
  'ceiling',
  'now',
]);
const LITERAL_KEYWORDS = new Set(['true', 'false', 'null']);

/**
 * Splits decoded text into tokens. Whitespace is space or tab only.
 * Throws ODataError `ConsultaInvalida` for unterminated strings and characters that
 * cannot appear in an OData expression.
 * @param text decoded option value
 * @param prefix message prefix, e.g. `Filtro inválido`
 * Source: OData v4.01 ABNF (RWS, string literals); arquitetura §4.
 */
export function tokenize(text: string, prefix: string): LexToken[] {
  const out: LexToken[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    if (c === "'") {
      const start = i;
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) {
          throw invalid(`${prefix}: texto iniciado na posição ${start + 1} sem aspas de fechamento`);
        }
        if (text[i] === "'") {
          if (text[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += text[i];
        i++;
      }
      if (value.includes('\u0000')) throw invalid(`${prefix}: o texto contém o caractere nulo (U+0000)`);
      out.push({ kind: 'string', text: text.slice(start, i), value, pos: start });
      continue;
    }
    const punct = c === '(' ? 'open' : c === ')' ? 'close' : c === ',' ? 'comma' : c === '/' ? 'slash' : null;
    if (punct) {
      out.push({ kind: punct, text: c, value: c, pos: i });
      i++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    if (WORD_CHAR.test(ch)) {
      const start = i;
      while (i < text.length) {
        const ch2 = String.fromCodePoint(text.codePointAt(i)!);
        if (!WORD_CHAR.test(ch2)) break;
        i += ch2.length;
      }
      const word = text.slice(start, i);
      out.push({ kind: 'word', text: word, value: word, pos: start });
      continue;
    }
    throw invalid(`${prefix}: caractere inesperado '${display(ch)}' na posição ${i + 1}`);
  }
  return out;
}

/** Is this word a literal that odata-v4-parser should see verbatim (number, date, guid...)? */
function isLiteralWord(word: string): boolean {
  return NUMBERISH.test(word) || GUID.test(word);
}

/**
 * Builds the canonical parser input for `$filter` (see module doc).
 * @param text decoded `$filter` value
 * @param resolveProperty maps a client property name to its placeholder (`_p<i>`);
 *   throws `PropriedadeDesconhecida` for unknown names
 * @throws ODataError ConsultaInvalida / OpcaoNaoSuportada / PropriedadeDesconhecida
 * Source: OData v4.01 URL Conventions §5.1.1; arquitetura §4.
 */
export function canonicalizeFilter(text: string, resolveProperty: (name: string) => string): Canonical {
  const prefix = 'Filtro inválido';
  const toks = tokenize(text, prefix);
  const strings: string[] = [];
  const numbers: string[] = [];
  const inLists: InItem[][] = [];
  type Piece = { text: string; token: LexToken; glueRight?: boolean };
  const pieces: Piece[] = [];
  let depth = 0;

  const isOperandEnd = (p: Piece | undefined): boolean =>
    !!p && (p.token.kind === 'close' || p.token.kind === 'string' || (p.token.kind === 'word' && !FILTER_KEYWORDS.has(p.text)));

  const skip = new Set<number>();
  for (let i = 0; i < toks.length; i++) {
    if (skip.has(i)) continue;
    const tok = toks[i];
    const next = toks[i + 1];
    switch (tok.kind) {
      case 'string':
        strings.push(tok.value);
        pieces.push({ text: `'${strings.length - 1}'`, token: tok });
        break;
      case 'open':
        depth++;
        if (depth > MAX_DEPTH) throw invalid(`${prefix}: parênteses aninhados demais (máximo ${MAX_DEPTH})`);
        pieces.push({ text: '(', token: tok });
        break;
      case 'close':
        depth--;
        if (depth < 0) throw invalid(`${prefix}: ')' sem '(' correspondente na posição ${tok.pos + 1}`);
        pieces.push({ text: ')', token: tok });
        break;
      case 'comma':
        pieces.push({ text: ',', token: tok });
        break;
      case 'slash':
        throw unsupported(`${prefix}: navegação com '/' (posição ${tok.pos + 1}) não é suportada`);
      case 'word': {
        const word = tok.value;
        const lower = word.toLowerCase();
        if (word.startsWith('$') || word.startsWith('@')) {
          throw unsupported(`${prefix}: '${display(word)}' não é suportado`);
        }
        if (lower === 'in') {
          if (next?.kind !== 'open') throw invalid(`${prefix}: o operador 'in' exige uma lista entre parênteses, ex.: nome in ('a','b')`);
          if (!isOperandEnd(pieces[pieces.length - 1])) throw invalid(`${prefix}: 'in' sem operando à esquerda na posição ${tok.pos + 1}`);
          const { items, end } = readInList(toks, i + 1, prefix);
          inLists.push(items);
          pieces.push({ text: 'eq', token: tok });
          pieces.push({ text: `@_in${inLists.length - 1}`, token: tok });
          i = end;
          break;
        }
        if (FILTER_KEYWORDS.has(lower) || LITERAL_KEYWORDS.has(lower)) {
          pieces.push({ text: lower, token: tok });
          break;
        }
        if (UNSUPPORTED_OPERATORS.has(lower)) {
          throw unsupported(`${prefix}: o operador '${lower}' não é suportado`);
        }
        if (next?.kind === 'open' && IDENT.test(word)) {
          if (!SUPPORTED_FUNCTIONS.has(lower)) throw unsupported(`${prefix}: a função '${display(word)}' não é suportada`);
          // `contains(x,'a') eq true` (as ra-data-odata-server sends it) is valid OData but the
          // parser rejects a boolean function compared with a literal: fold it into the call,
          // negated for `eq false` / `ne true`.
          const cmp = BOOLEAN_FUNCTIONS.has(lower) ? booleanComparison(toks, i + 1) : null;
          if (cmp) {
            if (cmp.negate) pieces.push({ text: 'not', token: tok });
            skip.add(cmp.op).add(cmp.literal);
          }
          pieces.push({ text: lower, token: tok, glueRight: true });
          break;
        }
        if (IDENT.test(word)) {
          if (next?.kind === 'slash') throw unsupported(`${prefix}: navegação com '/' (posição ${next.pos + 1}) não é suportada`);
          pieces.push({ text: resolveProperty(word), token: tok });
          break;
        }
        if (PLAIN_NUMBER.test(word)) {
          numbers.push(word);
          pieces.push({ text: String(numbers.length - 1), token: tok });
          break;
        }
        if (isLiteralWord(word)) {
          pieces.push({ text: word, token: tok });
          break;
        }
        throw invalid(`${prefix}: termo '${display(word)}' não reconhecido na posição ${tok.pos + 1}`);
      }
    }
  }
  if (depth !== 0) throw invalid(`${prefix}: parênteses desbalanceados (falta ')')`);
  return assemble(pieces, strings, numbers, inLists);
}

const BOOLEAN_FUNCTIONS = new Set(['contains', 'startswith', 'endswith']);

/**
 * For a call whose `(` is at `openIdx`: when the matching `)` is followed by `eq|ne true|false`,
 * returns the indexes of those two tokens and whether the comparison negates the call.
 */
function booleanComparison(toks: LexToken[], openIdx: number): { op: number; literal: number; negate: boolean } | null {
  let depth = 0;
  for (let j = openIdx; j < toks.length; j++) {
    if (toks[j].kind === 'open') depth++;
    else if (toks[j].kind === 'close' && --depth === 0) {
      const op = toks[j + 1];
      const lit = toks[j + 2];
      if (op?.kind !== 'word' || lit?.kind !== 'word') return null;
      const o = op.value.toLowerCase();
      const l = lit.value.toLowerCase();
      if ((o !== 'eq' && o !== 'ne') || (l !== 'true' && l !== 'false')) return null;
      return { op: j + 1, literal: j + 2, negate: (o === 'eq') !== (l === 'true') };
    }
  }
  return null;
}

/**
 * Reads `( item, item, ... )` starting at the `(` token index.
 * Items are string literals, numbers, dates, guids, true/false/null.
 */
function readInList(toks: LexToken[], openIdx: number, prefix: string): { items: InItem[]; end: number } {
  const items: InItem[] = [];
  const bad = () => invalid(`${prefix}: lista do operador 'in' mal formada (use nome in ('a','b'))`);
  let i = openIdx + 1;
  for (;;) {
    const t = toks[i];
    if (!t) throw bad();
    if (t.kind === 'string') {
      items.push({ kind: 'string', value: t.value });
    } else if (t.kind === 'word' && (isLiteralWord(t.value) || LITERAL_KEYWORDS.has(t.value.toLowerCase()))) {
      const lower = t.value.toLowerCase();
      items.push({ kind: 'word', text: LITERAL_KEYWORDS.has(lower) ? lower : t.value });
    } else {
      throw bad();
    }
    if (items.length > MAX_IN_ITEMS) throw invalid(`${prefix}: a lista do operador 'in' aceita no máximo ${MAX_IN_ITEMS} valores`);
    const sep = toks[i + 1];
    if (sep?.kind === 'comma') {
      i += 2;
      continue;
    }
    if (sep?.kind === 'close') return { items, end: i + 1 };
    throw bad();
  }
}

/**
 * Builds the canonical parser input for `$orderby`: property names (resolved to
 * placeholders), `asc`/`desc` (any case) and commas only.
 * @param text decoded `$orderby` value
 * @param resolveProperty see {@link canonicalizeFilter}
 * @throws ODataError ConsultaInvalida / OpcaoNaoSuportada / PropriedadeDesconhecida
 * Source: OData v4.01 URL Conventions §5.1.4; arquitetura §4.
 */
export function canonicalizeOrderBy(text: string, resolveProperty: (name: string) => string): Canonical {
  const prefix = 'Ordenação inválida';
  const toks = tokenize(text, prefix);
  const pieces: { text: string; token: LexToken }[] = [];
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    if (tok.kind === 'comma') {
      pieces.push({ text: ',', token: tok });
    } else if (tok.kind === 'word' && (tok.value.toLowerCase() === 'asc' || tok.value.toLowerCase() === 'desc')) {
      pieces.push({ text: tok.value.toLowerCase(), token: tok });
    } else if (tok.kind === 'word' && IDENT.test(tok.value) && toks[i + 1]?.kind !== 'open' && toks[i + 1]?.kind !== 'slash') {
      pieces.push({ text: resolveProperty(tok.value), token: tok });
    } else {
      throw unsupported(`${prefix}: $orderby aceita apenas nomes de propriedades seguidos de asc ou desc (posição ${tok.pos + 1})`);
    }
  }
  return assemble(pieces, [], [], []);
}

/** Joins pieces with canonical spacing and records their offsets. */
function assemble(pieces: { text: string; token: LexToken; glueRight?: boolean }[], strings: string[], numbers: string[], inLists: InItem[][]): Canonical {
  let text = '';
  const spans: Canonical['pieces'] = [];
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k];
    const prev = pieces[k - 1];
    const glue = !prev || prev.glueRight || prev.text === '(' || prev.text === ',' || p.text === ')' || p.text === ',';
    if (!glue) text += ' ';
    spans.push({ start: text.length, end: text.length + p.text.length, token: p.token });
    text += p.text;
  }
  return { text, strings, numbers, inLists, pieces: spans };
}
