/**
 * Schema-driven test data (design card "schema-driven test generation"): from a registry entry's
 * JSON Schema, a record the API must accept, and for each constrained property a value it must
 * refuse. Domain formats come from OUR domain functions (check digits computed, not samples):
 * cpf/cnpj (also the alphanumeric CNPJ), cpf-cnpj, chave-acesso (buildChaveAcesso), cst/csosn
 * (code tables), cep, email, ie, dates, money within `x-decimal`; `pattern` strings come from
 * json-schema-faker with a seeded generator; `x-mask` strings follow the mask; references
 * (`x-ref`) are resolved by the caller through the API (an existing row, or one created first).
 *
 * Deterministic: values depend only on the sequence number `n` given by the caller, which also
 * makes text and documents unique between records.
 */
import { JSONSchemaFaker } from 'json-schema-faker';
import type { EntityDef, FieldDef, Registry } from '../../../schema/registry.ts';
import { cnpjCheckDigits, cpfCheckDigits } from '../../../src/domain/documentos.ts';
import { buildChaveAcesso } from '../../../src/domain/chave-acesso.ts';
import { CSOSN, CST_ICMS } from '../../../src/domain/tributos-codigos.ts';
import { writableFields } from '../../../src/server/crud/validate.ts';

/**
 * Resolves a reference: the key of a row of entity `refId` the caller may use for field `campo`
 * (definition `f`), or null when the field is optional and no such row exists.
 */
export type Resolver = (refId: string, campo: string, f: FieldDef, obrigatorio: boolean) => Promise<unknown>;

/** Whether `v` satisfies the field's own pattern and length limits (for referenced keys). */
export function aceitaValor(f: FieldDef, v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v !== 'string') return true;
  if (f.pattern && !new RegExp(f.pattern).test(v)) return false;
  return (f.maxLength === undefined || v.length <= f.maxLength) && (f.minLength === undefined || v.length >= f.minLength);
}

/** Small seeded PRNG (mulberry32): same `n`, same values. */
export function aleatorio(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const digitos = (r: () => number, k: number) => Array.from({ length: k }, () => Math.floor(r() * 10)).join('');
const ALFANUM = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A valid CPF: 9 random digits (not all equal) plus check digits. */
export function cpfValido(r: () => number): string {
  let base = digitos(r, 9);
  if (/^(\d)\1+$/.test(base)) base = '12345678' + base[0];
  return base + cpfCheckDigits(base);
}

/** A valid CNPJ; `alfanumerico` uses letters in the 12-character base (NT 2025.001). */
export function cnpjValido(r: () => number, alfanumerico = false): string {
  let base = alfanumerico ? Array.from({ length: 12 }, () => ALFANUM[Math.floor(r() * ALFANUM.length)]).join('') : digitos(r, 8) + '0001';
  if (/^(\d)\1+$/.test(base)) base = '1234567' + base.slice(7);
  return base + cnpjCheckDigits(base);
}

/** A string following an `x-mask` (SPEC §5: # digit, A/a letter, X/S letter or digit); literals dropped when `max` is shorter than the mask. */
function porMascara(mask: string, r: () => number, max?: number): string {
  const slots = [...mask].filter((ch) => '#AaXS'.includes(ch));
  const sem = slots
    .map((ch) =>
      ch === '#' ? String(Math.floor(r() * 10)) : ch === 'A' || ch === 'a' ? 'ABCDEFGH'[Math.floor(r() * 8)] : ALFANUM[Math.floor(r() * ALFANUM.length)],
    )
    .join('');
  if (max === undefined || mask.length <= max) {
    let i = 0;
    return [...mask].map((ch) => ('#AaXS'.includes(ch) ? sem[i++] : ch)).join('');
  }
  return sem.slice(0, max);
}

function porPadrao(pattern: string, r: () => number, min?: number, max?: number): string {
  const re = new RegExp(pattern);
  for (let i = 0; i < 50; i++) {
    JSONSchemaFaker.option({ random: r, alwaysFakeOptionals: true });
    const v = String(JSONSchemaFaker.generate({ type: 'string', pattern }));
    if (re.test(v) && (max === undefined || v.length <= max) && (min === undefined || v.length >= min)) return v;
  }
  throw new Error(`não consegui gerar um valor para o padrão ${pattern} (${min}..${max})`);
}

/** Text of exactly the allowed size range, unique by `n`. */
function texto(nome: string, n: number, f: FieldDef): string {
  const max = f.maxLength ?? 60;
  let v = `Contrato ${nome} ${n}`;
  if (v.length > max) v = `${n}${'abcdefghijklmnopqrstuvwxyz'.repeat(3)}`.slice(0, max);
  while (v.length < (f.minLength ?? 0)) v += ' complemento';
  return v.slice(0, max);
}

/** A number inside the field's bounds (integers; money/quantities respect `x-decimal`). */
function numero(f: FieldDef, n: number): number {
  const lo = f.exclusiveMinimum !== undefined ? f.exclusiveMinimum + (f.type === 'integer' ? 1 : 0.01) : (f.minimum ?? (f.type === 'integer' ? 1 : 0.01));
  const dec = f['x-decimal'];
  const teto = dec ? Math.min(f.maximum ?? Infinity, 10 ** (dec[0] - dec[1]) - 1) : (f.maximum ?? 2147483647);
  const hi = Math.min(teto, lo + 9999);
  const span = Math.max(0, hi - lo);
  const base = lo + (span ? (n * 7919) % Math.floor(span + 1) : 0);
  if (f.type === 'integer') return Math.floor(base);
  const s = dec ? dec[1] : 2;
  const v = Number((base + (s > 0 ? ((n % 97) + 1) / 100 : 0)).toFixed(Math.min(s, 2)));
  return Math.min(v, teto);
}

/** A valid value of one field (references excluded: see {@link registroValido}). */
export function valorValido(nome: string, f: FieldDef, n: number): unknown {
  const r = aleatorio(n * 131 + nome.length * 17 + [...nome].reduce((a, c) => a + c.charCodeAt(0), 0));
  // a state-like enum starts at its declared default (a new ticket is "aberto"); other defaults
  // are ignored so text stays unique
  if (f.enum?.length && f.default !== undefined && f.default !== null) return f.default;
  if (f.enum?.length) return f.enum.filter((x) => x !== null)[n % f.enum.filter((x) => x !== null).length];
  if (f.type === 'boolean') return true;
  if (f.type === 'integer' || f.type === 'number') return numero(f, n);
  if (f.type === 'array') return [];
  if (f.contentMediaType === 'application/json') return '[]';
  switch (f.format) {
    case 'cpf':
      return cpfValido(r);
    case 'cnpj':
      return cnpjValido(r, n % 2 === 1);
    case 'cpf-cnpj':
      return n % 2 === 0 ? cpfValido(r) : cnpjValido(r, n % 4 === 1);
    case 'chave-acesso':
      return buildChaveAcesso({ cUF: 35, aamm: '2603', cnpjCpf: cnpjValido(r), mod: 55, serie: 1, nNF: n + 1, tpEmis: 1, cNF: 12345678 });
    case 'cst':
      return `0${CST_ICMS[n % CST_ICMS.length].codigo}`;
    case 'csosn':
      return `0${CSOSN[n % CSOSN.length].codigo}`;
    case 'cep':
      return `${30100 + (n % 800)}${String(n % 1000).padStart(3, '0')}`;
    case 'email':
      return `contrato.${nome.replace(/_/g, '.')}.${n}@exemplo.com.br`;
    case 'date':
      return `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
    case 'date-time':
      return `2026-03-${String((n % 28) + 1).padStart(2, '0')}T10:${String(n % 60).padStart(2, '0')}:00.000Z`;
    case 'ie':
      return digitos(r, 12);
    case 'uuid':
      return crypto.randomUUID();
    case 'senha':
      return `Contrato@${n}x`;
    case 'html':
      return `<p>Texto do contrato ${n}</p>`;
    default:
  }
  // address fields (`x-url`): an https URL (the only kind both 'link' and 'imagem' take from anyone)
  if (f['x-url']) return `https://contrato.exemplo.com.br/${nome}/${n}`;
  if (f.pattern) return porPadrao(f.pattern, r, f.minLength, f.maxLength);
  if (f['x-mask']) return porMascara(f['x-mask'], r, f.maxLength);
  return texto(nome, n, f);
}

/**
 * A record the API must accept for `e` (writable fields only; `x-tenant`, read-only and hidden
 * ones are the server's). Every writable field is filled, so list filters and search have values,
 * and — when `registry` is given — each child list gets one generated item (without its
 * parent link, which the server fills).
 * @param resolver gives the key of a usable row for each `x-ref` (null for an optional one with none).
 * @param aninhado true for a child item generated inside its parent's list.
 */
export async function registroValido(e: EntityDef, n: number, resolver: Resolver, registry?: Registry, aninhado = false): Promise<Record<string, unknown>> {
  const rec: Record<string, unknown> = {};
  const campos = writableFields(e).filter(([nome]) => nome !== e.key);
  // references whose target row decides other references of the record go first (cidade_id before uf)
  const alvos = new Set(campos.map(([, f]) => f['x-ref']).filter(Boolean));
  const peso = (f: FieldDef) =>
    f['x-ref'] && registry ? Object.values(registry.get(f['x-ref']).properties).filter((p) => p['x-ref'] && alvos.has(p['x-ref'])).length : 0;
  const refs = campos.filter(([, f]) => f['x-ref']).sort(([, a], [, b]) => peso(b) - peso(a));
  for (const [nome, f] of refs) {
    if (e.erp.parent?.field === nome && aninhado) continue; // filled by the server from the parent
    rec[nome] = await resolver(f['x-ref']!, nome, f, e.required.includes(nome));
  }
  for (const [nome, f] of campos) if (!f['x-ref']) rec[nome] = valorValido(nome, f, n);
  // cross-field floors (`x-minimumField`: maximo_escolhas >= minimo_escolhas): values are generated
  // independently, so a field below its floor is raised to it (the registry guarantees the floor's
  // maximum fits this field)
  for (const [nome, f] of campos) {
    const piso = f['x-minimumField'];
    if (piso && typeof rec[nome] === 'number' && typeof rec[piso] === 'number' && rec[nome] < rec[piso]) rec[nome] = rec[piso];
  }
  // fields of another kind (`x-onlyWhen`: the NFref fields of refNF when tipo is refNFe) stay out
  for (const [nome, f] of campos) {
    for (const [campo, valores] of Object.entries(f['x-onlyWhen'] ?? {})) if (!valores.includes(String(rec[campo]))) delete rec[nome];
  }
  const out: Record<string, unknown> = Object.fromEntries(campos.filter(([nome]) => Object.hasOwn(rec, nome)).map(([nome]) => [nome, rec[nome]]));
  // one item in each child list (saved with the record; e.g. a ticket needs its first message)
  if (registry && !aninhado) {
    for (const [lista, childId] of Object.entries(e.erp.children ?? {})) {
      // read-only children too: they have no route of their own but are written with the parent
      out[lista] = [await registroValido(registry.get(childId), n, resolver, registry, true)];
    }
  }
  return out;
}

/**
 * One refused value per constraint of a property, with the constraint's name. `junto` are other
 * properties to send in the same body: for a required field the server derives (`x-derivedFrom`),
 * the fields it would derive it from as null; for a field with a floor (`x-minimumField`), the
 * floor set one above the refused value.
 */
export function valoresInvalidos(_nome: string, f: FieldDef, obrigatorio: boolean): Array<{ regra: string; valor: unknown; junto?: Record<string, unknown> }> {
  const out: Array<{ regra: string; valor: unknown; junto?: Record<string, unknown> }> = [];
  if (obrigatorio) out.push({ regra: 'required', valor: null, junto: Object.fromEntries((f['x-derivedFrom'] ?? []).map((k) => [k, null])) });
  if (f.type === 'integer') out.push({ regra: 'type integer', valor: 'abc' });
  if (f.type === 'number') out.push({ regra: 'type number', valor: 'abc' });
  if (f.type === 'boolean') out.push({ regra: 'type boolean', valor: 'talvez' });
  if (f.type === 'array') out.push({ regra: 'type array', valor: 'x' });
  if (f.enum?.length) out.push({ regra: 'enum', valor: typeof f.enum.find((x) => x !== null) === 'number' ? 987654 : '@@' });
  if (f.contentMediaType === 'application/json') out.push({ regra: 'contentMediaType', valor: 'não é JSON' });
  if (f.format && !['senha', 'html'].includes(f.format)) {
    const ruim: Record<string, string> = {
      cpf: '11111111111',
      cnpj: '11111111111111',
      'cpf-cnpj': '12345678900',
      'chave-acesso': '1'.repeat(44),
      cst: '999',
      csosn: '9999',
      cep: '00000000',
      email: 'sem-arroba',
      date: '2026-02-30',
      'date-time': '2026-13-01T25:00',
      ie: 'X1',
      uuid: 'nao-e-uuid',
    };
    if (ruim[f.format]) out.push({ regra: `format ${f.format}`, valor: ruim[f.format] });
  }
  if (f['x-url']) out.push({ regra: 'x-url', valor: 'javascript:alert(1)' });
  if (f.pattern) out.push({ regra: 'pattern', valor: '!!' });
  if (f.maxLength !== undefined && f.type === 'string')
    out.push({ regra: 'maxLength', valor: (f.format === 'email' ? 'a@b.co' : '') + '9'.repeat(f.maxLength + 1) });
  if (f.minLength !== undefined && f.minLength > 1) out.push({ regra: 'minLength', valor: 'x'.repeat(f.minLength - 1) });
  if (f.minimum !== undefined) out.push({ regra: 'minimum', valor: f.minimum - 1 });
  if (f.maximum !== undefined) out.push({ regra: 'maximum', valor: f.maximum + 1 });
  if (f.exclusiveMinimum !== undefined) out.push({ regra: 'exclusiveMinimum', valor: f.exclusiveMinimum });
  if (f['x-decimal'] && f['x-decimal'][1] < 6) out.push({ regra: 'x-decimal', valor: 1.1234567 });
  if (f.type === 'integer' && f.maximum === undefined) out.push({ regra: 'int32', valor: 2 ** 31 });
  if (f['x-minimumField']) {
    const v = f.minimum ?? 0;
    out.push({ regra: 'x-minimumField', valor: v, junto: { [f['x-minimumField']]: v + 1 } });
  }
  return out;
}
