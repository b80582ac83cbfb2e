/**
 * fast-check generators of OData query strings for the `cliente` fixture:
 * random junk and grammar-shaped filters with hostile literals. Each generated
 * query carries the string literals it contains so tests can assert that none of
 * them leaks into the SQL text.
 */
import fc from 'fast-check';
import { cliente } from './fixtures.ts';

/** A generated query: the raw (encoded) query string and the literal strings inside it. */
export interface GenQuery {
  raw: string;
  strings: string[];
}

interface Frag {
  text: string;
  strings: string[];
}

const HOSTILE = [
  "'; drop table cliente; --",
  "' or '1'='1",
  "D'Ávila",
  '100%',
  'a_b',
  'back\\slash',
  '$1',
  '"quoted"',
  '*/ /*',
  'emoji 😀 çãé',
  ')) or ((1=1',
  '%27',
  '%2527',
  '+plus+',
  '&$top=1',
  'a\u0000b',
  '',
  ' ',
];

const stringValue = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 12, unit: 'grapheme' }), fc.string({ maxLength: 8 }));

const caseVariant = (name: string) => fc.constantFrom(name, name.toUpperCase(), name[0].toUpperCase() + name.slice(1), name.toLowerCase());

const propsOf = (...types: string[]) => cliente.properties.filter((p) => types.includes(p.type)).map((p) => p.name);

const propRef = (types: string[]) =>
  fc
    .constantFrom(...propsOf(...types))
    .chain(caseVariant)
    .map((text) => ({ text, strings: [] }));

const strLit: fc.Arbitrary<Frag> = stringValue.map((s) => ({ text: `'${s.replace(/'/g, "''")}'`, strings: [s] }));
const intLit = fc
  .oneof(fc.integer({ min: -5, max: 2000 }), fc.integer(), fc.constantFrom(2147483647, -2147483648))
  .map((n) => ({ text: String(n), strings: [] }));
const bigLit = fc.constantFrom('9223372036854775807', '-9223372036854775808', '99999999999', '12345678901234567890').map((text) => ({ text, strings: [] }));
const decLit = fc
  .oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((d) => d.toFixed(2)),
    fc.constantFrom('1.5e3', '1.0e-400', '1.5e308', '0.01', 'INF', 'NaN', '-0.0'),
  )
  .map((text) => ({ text, strings: [] }));
const dateLit = fc
  .oneof(
    fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    fc.constantFrom('2026-02-30', '0000-01-01', '2026-13-01', '9999-12-31'),
  )
  .map((text) => ({ text, strings: [] }));
const dateTimeLit = fc
  .oneof(
    fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    fc.constantFrom(
      '2026-01-01T10:00:00Z',
      '2026-01-01T10:00:00-03:00',
      '2026-01-01T10:00:00%2B03:00',
      '2026-01-01T10:00Z',
      '2026-01-01T23:59:59.999999999Z',
      '2026-01-01T10:00:00+23:00',
      '0001-01-01T00:00:00-14:00',
    ),
  )
  .map((text) => ({ text, strings: [] }));
const boolLit = fc.constantFrom('true', 'false', 'TRUE', 'null').map((text) => ({ text, strings: [] }));
const guidLit = fc.uuid().map((text) => ({ text, strings: [] }));

const anyLit: fc.Arbitrary<Frag> = fc.oneof(strLit, intLit, bigLit, decLit, dateLit, dateTimeLit, boolLit, guidLit);

/** Literal of a type matching the property type most of the time. */
function litFor(type: string): fc.Arbitrary<Frag> {
  const typed: Record<string, fc.Arbitrary<Frag>> = {
    string: strLit,
    integer: fc.oneof(intLit, bigLit),
    number: fc.oneof(decLit, intLit),
    boolean: boolLit,
    date: fc.oneof(dateLit, dateTimeLit),
    'date-time': fc.oneof(dateTimeLit, dateLit),
  };
  return fc.oneof({ weight: 5, arbitrary: typed[type] }, { weight: 1, arbitrary: anyLit });
}

const join = (parts: Frag[], sep = ''): Frag => ({ text: parts.map((p) => p.text).join(sep), strings: parts.flatMap((p) => p.strings) });

const ws = fc.constantFrom(' ', '  ', ' ');

/** String-valued expression (property or string function). */
const strExpr: fc.Arbitrary<Frag> = fc.oneof(
  { weight: 4, arbitrary: propRef(['string']) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('tolower', 'toupper', 'trim', 'ToLower'), propRef(['string']))
      .map(([f, p]) => ({ text: `${f}(${p.text})`, strings: [] })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(propRef(['string']), strLit)
      .map(([p, s]) => join([{ text: 'concat(', strings: [] }, p, { text: ',', strings: [] }, s, { text: ')', strings: [] }])),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(propRef(['string']), fc.integer({ min: -2, max: 5 }), fc.option(fc.integer({ min: -2, max: 5 })))
      .map(([p, a, b]) => ({ text: `substring(${p.text},${a}${b === null ? '' : `,${b}`})`, strings: [] })),
  },
);

/** Integer-valued expressions built from functions. */
const intFnExpr: fc.Arbitrary<Frag> = fc.oneof(
  propRef(['string']).map((p) => ({ text: `length(${p.text})`, strings: [] })),
  fc.tuple(propRef(['string']), strLit).map(([p, s]) => join([{ text: `indexof(${p.text},`, strings: [] }, s, { text: ')', strings: [] }])),
  fc.tuple(fc.constantFrom('year', 'month', 'day'), propRef(['date', 'date-time'])).map(([f, p]) => ({ text: `${f}(${p.text})`, strings: [] })),
  fc.tuple(fc.constantFrom('hour', 'minute', 'second'), propRef(['date-time', 'date'])).map(([f, p]) => ({ text: `${f}(${p.text})`, strings: [] })),
  fc.tuple(fc.constantFrom('round', 'floor', 'ceiling'), propRef(['number', 'integer'])).map(([f, p]) => ({ text: `${f}(${p.text})`, strings: [] })),
);

const cmpOp = fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le', 'EQ');

/** A comparison, typed correctly most of the time. */
const comparison: fc.Arbitrary<Frag> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(...cliente.properties)
      .chain((p) =>
        fc
          .tuple(caseVariant(p.name), cmpOp, litFor(p.type), fc.boolean())
          .map(([name, op, lit, swap]) => (swap ? join([lit, { text: ` ${op} ${name}`, strings: [] }]) : join([{ text: `${name} ${op} `, strings: [] }, lit]))),
      ),
  },
  { weight: 2, arbitrary: fc.tuple(strExpr, cmpOp, strLit).map(([e, op, l]) => join([e, { text: ` ${op} `, strings: [] }, l])) },
  { weight: 2, arbitrary: fc.tuple(intFnExpr, cmpOp, intLit).map(([e, op, l]) => join([e, { text: ` ${op} `, strings: [] }, l])) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(propRef(['date-time']), cmpOp, fc.oneof(dateLit, dateTimeLit))
      .map(([p, op, l]) => join([{ text: `date(${p.text}) ${op} `, strings: [] }, l])),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(propRef(['string', 'integer', 'number', 'boolean', 'date', 'date-time']), fc.constantFrom('eq null', 'ne null', 'eq NULL', 'gt null'))
      .map(([p, t]) => ({ text: `${p.text} ${t}`, strings: [] })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        propRef(['string', 'integer', 'number', 'boolean', 'date', 'date-time']),
        cmpOp,
        propRef(['string', 'integer', 'number', 'boolean', 'date', 'date-time']),
      )
      .map(([a, op, b]) => ({ text: `${a.text} ${op} ${b.text}`, strings: [] })),
  },
);

const inExpr: fc.Arbitrary<Frag> = fc
  .constantFrom(...cliente.properties)
  .chain((p) =>
    fc
      .tuple(caseVariant(p.name), fc.array(litFor(p.type), { minLength: 1, maxLength: 5 }), fc.constantFrom(',', ', ', ' , '))
      .map(([name, items, sep]) => join([{ text: `${name} in (`, strings: [] }, join(items, sep), { text: ')', strings: [] }])),
  );

const likeCall: fc.Arbitrary<Frag> = fc
  .tuple(
    fc.constantFrom('contains', 'startswith', 'endswith', 'Contains'),
    fc.oneof({ weight: 4, arbitrary: strExpr }, { weight: 1, arbitrary: propRef(['integer', 'date']) }),
    fc.oneof({ weight: 5, arbitrary: strLit }, { weight: 1, arbitrary: anyLit }),
  )
  .map(([f, e, l]) => join([{ text: `${f}(`, strings: [] }, e, { text: ',', strings: [] }, l, { text: ')', strings: [] }]));

const atom: fc.Arbitrary<Frag> = fc.oneof(
  { weight: 5, arbitrary: comparison },
  { weight: 2, arbitrary: inExpr },
  { weight: 2, arbitrary: likeCall },
  { weight: 1, arbitrary: propRef(['boolean', 'string']) },
);

/** Grammar-shaped boolean filter (decoded form). */
export const filterExpr: fc.Arbitrary<Frag> = fc.letrec<{ bool: Frag }>((tie) => ({
  bool: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: atom },
    { weight: 1, arbitrary: tie('bool').map((b) => ({ text: `not ${b.text}`, strings: b.strings })) },
    { weight: 1, arbitrary: tie('bool').map((b) => ({ text: `(${b.text})`, strings: b.strings })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(tie('bool'), fc.constantFrom('and', 'or', 'AND', 'Or'), tie('bool'), ws)
        .map(([a, op, b, s]) => join([a, { text: `${s}${op}${s}`, strings: [] }, b])),
    },
  ),
})).bool;

/** Percent-encodes like encodeURIComponent (falls back to a lenient encoding for lone surrogates). */
function encodeStrict(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s.replace(/[%&#+]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  }
}

/** Encodes the way different clients do: encodeURIComponent, URLSearchParams (+ for space) or minimal. */
const encoder = fc.constantFrom<(s: string) => string>(
  encodeStrict,
  (s) => encodeStrict(s).replace(/%20/g, '+'),
  (s) => s.replace(/[%&#+]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
);

const orderby = fc
  .array(fc.tuple(fc.constantFrom(...cliente.properties.map((p) => p.name)).chain(caseVariant), fc.constantFrom('', ' asc', ' desc', ' DESC')), {
    maxLength: 3,
  })
  .map((items) => items.map(([n, d]) => n + d).join(','));

/** Grammar-shaped full query strings (mostly valid; hostile literals inside). */
export const grammarQuery: fc.Arbitrary<GenQuery> = fc
  .record({
    filter: filterExpr,
    enc: encoder,
    orderby: fc.option(orderby, { nil: undefined }),
    top: fc.option(fc.integer({ min: 0, max: 1200 }), { nil: undefined }),
    skip: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
    count: fc.boolean(),
    search: fc.option(fc.oneof(stringValue, fc.constantFrom('ávila', 'joão silva', '"a b"', '100%', 'a_b')), { nil: undefined }),
    select: fc.option(
      fc
        .subarray(
          cliente.properties.map((p) => p.name),
          { minLength: 1 },
        )
        .map((a) => a.join(',')),
      { nil: undefined },
    ),
  })
  .map(({ filter, enc, orderby: ob, top, skip, count, search, select }) => {
    const parts = [`$filter=${enc(filter.text)}`];
    if (ob) parts.push(`$orderby=${enc(ob)}`);
    if (top !== undefined) parts.push(`$top=${top}`);
    if (skip !== undefined) parts.push(`$skip=${skip}`);
    if (count) parts.push('$count=true');
    if (search !== undefined) parts.push(`$search=${enc(search)}`);
    if (select !== undefined) parts.push(`$select=${enc(select)}`);
    return { raw: parts.join('&'), strings: [...filter.strings, ...(search !== undefined ? [search] : [])] };
  });

const JUNK_PIECES = [
  "'",
  "''",
  '(',
  ')',
  ';',
  '--',
  '/*',
  '*/',
  '%',
  '%27',
  '%2',
  '%ZZ',
  '%00',
  '%C3',
  ' ',
  '+',
  ',',
  '/',
  '$',
  '@',
  '&',
  '=',
  'eq',
  'ne',
  'and',
  'or',
  'not',
  'in',
  'nome',
  'Nome',
  'id',
  'ativo',
  'xyz',
  'contains',
  'tolower',
  'substring',
  'year',
  '1',
  '-1',
  '1.5',
  '2026-01-01',
  '2026-01-01T10:00:00Z',
  'null',
  'true',
  'ção',
  '😀',
  '\\',
  '"',
  '$filter',
  '$top',
  '$it',
  '@x',
  'any(d:d/x eq 1)',
  'cast(id,Edm.String)',
  'geo.distance(a,b)',
  "duration'P1D'",
  "binary'AA=='",
  "X'0A'",
  '[1,2]',
  '{"a":1}',
];

/** Random junk query strings: arbitrary text, percent-encoded or raw, and OData-ish soup. */
export const junkQuery: fc.Arbitrary<GenQuery> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }).map((s) => ({ raw: s, strings: [] })),
  fc.string({ unit: 'grapheme', maxLength: 60 }).map((s) => ({ raw: `$filter=${encodeStrict(s)}`, strings: [] })),
  fc.string({ unit: 'binary', maxLength: 60 }).map((s) => ({ raw: `$filter=${s}`, strings: [] })),
  fc
    .tuple(
      fc.constantFrom('$filter', '$orderby', '$select', '$search', '$top', '$skip', '$count', '$format', '$expand', '$apply', 'x', '%24filter', '$FILTER'),
      fc.array(fc.constantFrom(...JUNK_PIECES), { maxLength: 14 }),
      fc.boolean(),
    )
    .map(([opt, pieces, encode]) => {
      const text = pieces.join(' ');
      return { raw: `${opt}=${encode ? encodeStrict(text) : text}`, strings: [] };
    }),
  fc.array(fc.constantFrom(...JUNK_PIECES), { maxLength: 14 }).map((pieces) => ({ raw: `$filter=${encodeStrict(pieces.join(''))}`, strings: [] })),
);
