/**
 * Request validation for the generic REST routes, driven by the registry (arquitetura §3).
 *
 * One ajv validator per entity and operation, built from the entry's JSON Schema with the domain
 * formats of SPEC §5 (cpf, cnpj, cpf-cnpj, chave-acesso, cst, csosn, cep, email, ie) and `html`
 * (rich text, sanitised by html/sanitizar.ts before anything else sees it). Input is
 * normalised first (masks removed from documents and CEP, '' on an optional field becomes null),
 * then checked; failures become field-keyed pt-BR messages with `[n]` paths for child lists
 * (`Email[1].email`). Read-only and server-filled (`x-tenant`) fields are ignored on input;
 * unknown fields are refused.
 *
 * Hostile input never reaches the database as a 500: keys are looked up with `Object.hasOwn` and
 * collected in null-prototype objects (a body key named `constructor`, `toString` or `__proto__`
 * is just an unknown field), text with characters PostgreSQL or the NF-e XML refuse (NUL and the
 * other C0 controls except tab/line feed/carriage return, unpaired UTF-16 surrogates) is refused
 * with "Contém caracteres inválidos", integers outside the 32-bit column range are refused, and
 * address fields (`x-url`) accept only http(s) URLs (images also data:image and server paths), so a
 * stored `javascript:` can never become a link (src/domain/url.ts).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { EntityDef, FieldDef, Registry } from '../../../schema/registry.ts';
import { conferirDocumentoPessoa } from './pessoa.ts';
import {
  MENSAGENS,
  isValidCep,
  isValidChaveAcesso,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  isValidCsosn,
  isValidCst,
  isValidEmail,
  isValidInscricaoEstadual,
  normalizeCpfCnpj,
  normalizeInscricaoEstadual,
  onlyDigits,
} from '../../domain/index.ts';
import { MENSAGEM_URL_INVALIDA, urlPermitida } from '../../domain/url.ts';
import { ValidationError } from '../http/envelope.ts';
import { sanitizarHtml } from '../html/sanitizar.ts';

/** Domain formats of SPEC §5 with their pt-BR messages (shared with the action contracts, http/contrato.ts). */
export const FORMATS: Record<string, { check: (v: string) => boolean; message: string }> = {
  cpf: { check: isValidCpf, message: MENSAGENS.cpfInvalido },
  cnpj: { check: isValidCnpj, message: MENSAGENS.cnpjInvalido },
  'cpf-cnpj': { check: isValidCpfCnpj, message: MENSAGENS.cpfCnpjInvalido },
  'chave-acesso': { check: isValidChaveAcesso, message: MENSAGENS.chaveInvalida },
  cst: { check: isValidCst, message: MENSAGENS.cstInvalido },
  csosn: { check: isValidCsosn, message: MENSAGENS.csosnInvalido },
  cep: { check: isValidCep, message: MENSAGENS.cepInvalido },
  email: { check: isValidEmail, message: MENSAGENS.emailInvalido },
  ie: { check: isValidInscricaoEstadual, message: MENSAGENS.ieInvalida },
  date: {
    check: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v + 'T00:00:00Z')) && new Date(v + 'T00:00:00Z').toISOString().startsWith(v),
    message: MENSAGENS.dataInvalida,
  },
  'date-time': {
    check: (v) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/.test(v) && !Number.isNaN(Date.parse(v.length <= 19 ? v + '-03:00' : v)),
    message: 'Data/hora inválida (use AAAA-MM-DDTHH:mm:ss)',
  },
  uuid: { check: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v), message: 'Identificador inválido' },
  senha: { check: () => true, message: '' },
  html: { check: () => true, message: '' },
};

export type Operation = 'create' | 'update';

/**
 * Characters a text value may not contain: NUL (PostgreSQL `text` refuses it), the other C0
 * controls except tab, LF and CR (not allowed in XML 1.0, so never in an NF-e), and unpaired
 * UTF-16 surrogates (not representable in UTF-8).
 */
const CARACTERES_INVALIDOS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** pt-BR message for a text value with characters of {@link CARACTERES_INVALIDOS}. */
export const MENSAGEM_CARACTERES_INVALIDOS = 'Contém caracteres inválidos';

/** Range of an SQL `integer` column (sqlTypeOf maps every integer field to it). */
const INT32 = { min: -2147483648, max: 2147483647 };

/** Whether `s` parses as JSON (fields with `contentMediaType: application/json`). */
function ehJson(s: string): boolean {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}

/** The registry definition of property `k`, never an `Object.prototype` member. */
function prop(e: EntityDef, k: string): FieldDef | undefined {
  return Object.hasOwn(e.properties, k) ? e.properties[k] : undefined;
}

/** Fields a client may send for an entity (everything not read-only, hidden or server-filled). */
export function writableFields(e: EntityDef): Array<[string, FieldDef]> {
  return Object.entries(e.properties).filter(([, f]) => !f.readOnly && !f['x-hidden'] && !f['x-tenant']);
}

function fieldSchema(f: FieldDef, required: boolean): Record<string, unknown> {
  const s: Record<string, unknown> = {};
  for (const k of ['type', 'maxLength', 'minLength', 'pattern', 'enum', 'minimum', 'maximum', 'exclusiveMinimum'] as const) {
    if (f[k] !== undefined) s[k] = f[k];
  }
  if (f.format && f.format !== 'senha') s.format = f.format;
  if (!required) {
    s.type = f.type ? [f.type, 'null'] : undefined;
    if (Array.isArray(s.enum)) s.enum = [...(s.enum as unknown[]), null];
  }
  return s;
}

interface EntityValidators {
  create: ValidateFunction;
  update: ValidateFunction;
}

/** Compiles and caches the validators of every writable entity. */
export class Validators {
  private ajv = new Ajv2020({ allErrors: true, strict: false, formats: Object.fromEntries(Object.entries(FORMATS).map(([k, v]) => [k, v.check])) });
  private cache = new Map<string, EntityValidators>();

  constructor(private registry: Registry) {}

  private get(e: EntityDef): EntityValidators {
    let v = this.cache.get(e.id);
    if (!v) {
      const build = (op: Operation) => {
        const props: Record<string, unknown> = {};
        const required: string[] = [];
        for (const [name, f] of writableFields(e)) {
          const req = e.required.includes(name);
          props[name] = fieldSchema(f, req);
          if (req) required.push(name);
        }
        if (op === 'update') {
          props[e.key] = { type: e.properties[e.key].type };
          required.push(e.key);
        }
        return this.ajv.compile({ type: 'object', properties: props, required: op === 'update' ? [e.key] : required, additionalProperties: false });
      };
      v = { create: build('create'), update: build('update') };
      this.cache.set(e.id, v);
    }
    return v;
  }

  /**
   * Normalises and validates one record (without its child lists) and returns the clean values.
   * For updates every writable field present is validated; absent fields keep their stored value,
   * but a required field sent as null is refused.
   * @param path prefix for error keys (e.g. `Email[2].`).
   * @returns errors keyed by field path; empty when valid.
   */
  check(e: EntityDef, op: Operation, input: Record<string, unknown>, path = ''): { value: Record<string, unknown>; errors: Record<string, string[]> } {
    const value: Record<string, unknown> = Object.create(null);
    const errors: Record<string, string[]> = Object.create(null);
    const push = (k: string, m: string) => (errors[path + k] ??= []).push(m);
    for (const [k, raw] of Object.entries(input)) {
      const f = prop(e, k);
      if (f && (f.readOnly || f['x-tenant']) && k !== e.key) continue; // server-owned: ignored
      if (k === e.key && op === 'create') continue;
      if (!f || f['x-hidden']) {
        push(k, 'Campo desconhecido');
        continue;
      }
      if (typeof raw === 'string' && CARACTERES_INVALIDOS.test(raw)) {
        push(k, MENSAGEM_CARACTERES_INVALIDOS);
        continue;
      }
      if (f.type === 'integer' && typeof raw === 'number' && Number.isInteger(raw) && (raw < INT32.min || raw > INT32.max)) {
        push(k, 'Número fora do intervalo permitido');
        continue;
      }
      value[k] = normalise(f, raw);
    }
    const validate = this.get(e)[op];
    if (!validate(value)) {
      for (const err of validate.errors ?? []) {
        const [field, msg] = message(e, err);
        push(field, msg);
      }
    }
    for (const [k, v] of Object.entries(value)) {
      const f = prop(e, k);
      if (op === 'update' && v === null && e.required.includes(k)) push(k, MENSAGENS.campoObrigatorio);
      if (f?.contentMediaType === 'application/json' && typeof v === 'string' && !ehJson(v)) push(k, 'Conteúdo JSON inválido');
      if (f?.['x-url'] && typeof v === 'string' && !urlPermitida(v, f['x-url'])) push(k, MENSAGEM_URL_INVALIDA[f['x-url']]);
      if (f?.['x-decimal'] && typeof v === 'number') {
        const [p, s] = f['x-decimal'];
        const [int, dec = ''] = Math.abs(v).toString().includes('e') ? ['x'.repeat(p + 1), ''] : Math.abs(v).toString().split('.');
        if (dec.length > s) push(k, `Use no máximo ${s} casas decimais`);
        if (int.replace(/^0+/, '').length > p - s) push(k, `Valor acima do permitido (máximo ${p - s} dígitos inteiros)`);
      }
    }
    conferirDocumentoPessoa(e, op, value, push);
    if (e.id === 'usuario' && typeof value.senha === 'string') {
      // senha: força mínima da SPEC §5 (8+, minúscula, maiúscula, número, especial)
      const s = value.senha;
      const faltas = [
        s.length < 8 && MENSAGENS.senhaMinimo,
        !/[a-z]/.test(s) && MENSAGENS.senhaMinuscula,
        !/[A-Z]/.test(s) && MENSAGENS.senhaMaiuscula,
        !/[0-9]/.test(s) && MENSAGENS.senhaNumero,
        !/[^A-Za-z0-9]/.test(s) && MENSAGENS.senhaEspecial,
      ].filter(Boolean) as string[];
      if (faltas.length) errors[path + 'senha'] = faltas;
    }
    return { value, errors };
  }

  /** Validates a record with its child lists; throws ValidationError (HTTP 400) on any problem. */
  validate(e: EntityDef, op: Operation, body: unknown): { record: Record<string, unknown>; children: Record<string, Array<Record<string, unknown>>> } {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new ValidationError({}, 'O corpo da requisição deve ser um objeto JSON com os campos do registro.');
    }
    const input: Record<string, unknown> = Object.assign(Object.create(null), body);
    const children: Record<string, Array<Record<string, unknown>>> = Object.create(null);
    const errors: Record<string, string[]> = Object.create(null);
    for (const [name, childId] of Object.entries(e.erp.children ?? {})) {
      if (!Object.hasOwn(input, name)) continue;
      const list = input[name];
      delete input[name];
      if (list === null) continue;
      if (!Array.isArray(list)) {
        errors[name] = ['Deve ser uma lista'];
        continue;
      }
      const child = this.registry.get(childId);
      const parentField = child.erp.parent!.field;
      children[name] = list.map((item, i) => {
        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
          errors[`${name}[${i}]`] = ['Deve ser um objeto'];
          return {};
        }
        const it: Record<string, unknown> = Object.assign(Object.create(null), item);
        delete it[parentField];
        const hasId = it[child.key] !== undefined && it[child.key] !== null;
        const r = this.checkChild(child, hasId ? 'update' : 'create', it, `${name}[${i}].`, parentField);
        Object.assign(errors, r.errors);
        return r.value;
      });
    }
    const main = this.check(e, op, input);
    Object.assign(errors, main.errors);
    if (Object.keys(errors).length) {
      const first = Object.entries(errors)[0];
      const label = fieldLabel(this.registry, e, first[0]);
      throw new ValidationError(errors, `${label}: ${first[1][0]}`);
    }
    return { record: main.value, children };
  }

  private checkChild(child: EntityDef, op: Operation, item: Record<string, unknown>, path: string, parentField: string) {
    // the parent link is filled by the server: validate as if present
    const r = this.check(child, op, Object.assign(Object.create(null), item, { [parentField]: 0 }), path);
    delete r.value[parentField];
    delete r.errors[path + parentField];
    return r;
  }
}

function normalise(f: FieldDef | undefined, raw: unknown): unknown {
  if (!f) return raw;
  if (raw === '' && f.type !== 'string') return null;
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '') return null;
  switch (f.format) {
    case 'cpf':
    case 'cnpj':
    case 'cpf-cnpj':
      return normalizeCpfCnpj(raw);
    case 'cep':
      return onlyDigits(raw);
    case 'ie':
      return normalizeInscricaoEstadual(raw);
    case 'email':
      return raw.trim().toLowerCase();
    case 'senha':
      return raw;
    // texto rico: só o que o editor produz (html/sanitizar.ts); imagens e vídeos só com rota de envio
    case 'html':
      return sanitizarHtml(raw, { midia: !!f['x-upload'] }) || null;
    default:
      return raw.trim();
  }
}

function message(e: EntityDef, err: ErrorObject): [string, string] {
  const field = err.instancePath.replace(/^\//, '').split('/')[0] || '';
  const f = prop(e, field);
  return mensagemDoErroAjv(err, field, f);
}

/**
 * The pt-BR text of one ajv error (the same for the registry CRUD and the action contracts of
 * http/contrato.ts): "Campo obrigatório", "Deve ser um número inteiro", "Deve ter no máximo 60
 * caracteres", "Valor inválido. Opções: 1 (Dinheiro), 2 (Cheque)"...
 * @param field the field path the message is about (for `required`/`additionalProperties` the
 *   missing or unknown property is returned instead).
 * @param f the field's schema (for enum labels, `x-enumLabels`).
 * @returns [field path, message].
 */
export function mensagemDoErroAjv(
  err: ErrorObject,
  field: string,
  f?: { enum?: readonly unknown[]; 'x-enumLabels'?: Record<string, string> },
): [string, string] {
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return [String(p.missingProperty), MENSAGENS.campoObrigatorio];
    case 'additionalProperties':
      return [String(p.additionalProperty), 'Campo desconhecido'];
    case 'type': {
      const t = Array.isArray(p.type) ? p.type[0] : String(p.type).split(',')[0];
      const names: Record<string, string> = {
        integer: 'Deve ser um número inteiro',
        number: 'Deve ser um número',
        string: 'Deve ser um texto',
        boolean: 'Deve ser verdadeiro ou falso',
        array: 'Deve ser uma lista',
        object: 'Deve ser um objeto',
      };
      return [field, names[t] ?? 'Tipo inválido'];
    }
    case 'maxLength':
      return [field, `Deve ter no máximo ${p.limit} caracteres`];
    case 'minLength':
      return [field, Number(p.limit) <= 1 ? MENSAGENS.campoObrigatorio : `Deve ter no mínimo ${p.limit} caracteres`];
    case 'minimum':
      return [field, Number(p.limit) === 0 ? 'Não pode ser negativo' : `Deve ser maior ou igual a ${p.limit}`];
    case 'maximum':
      return [field, `Deve ser menor ou igual a ${p.limit}`];
    case 'exclusiveMinimum':
      return [field, Number(p.limit) === 0 ? MENSAGENS.maiorQueZero : `Deve ser maior que ${p.limit}`];
    case 'enum': {
      const labels = f?.['x-enumLabels'];
      const opts = (f?.enum ?? (p.allowedValues as unknown[]) ?? []).map((v) => (labels?.[String(v)] ? `${v} (${labels[String(v)]})` : String(v)));
      return [field, `Valor inválido. Opções: ${opts.join(', ')}`];
    }
    case 'const':
      return [field, `Valor inválido. Use ${JSON.stringify(p.allowedValue)}`];
    case 'minItems':
      return [field, Number(p.limit) <= 1 ? 'Informe ao menos um item' : `Informe ao menos ${p.limit} itens`];
    case 'maxItems':
      return [field, `No máximo ${p.limit} itens`];
    case 'pattern':
      return [field, 'Formato inválido'];
    case 'format':
      return [field, FORMATS[String(p.format)]?.message || 'Formato inválido'];
    default:
      return [field, 'Valor inválido'];
  }
}

function fieldLabel(registry: Registry, e: EntityDef, path: string): string {
  const m = /^([A-Za-z]+)\[(\d+)\]\.(.+)$/.exec(path);
  if (m && e.erp.children?.[m[1]]) {
    const child = registry.get(e.erp.children[m[1]]);
    return `${child.title} ${Number(m[2]) + 1} - ${prop(child, m[3])?.title ?? m[3]}`;
  }
  return prop(e, path)?.title ?? path;
}

const minimosPorEntrada = new WeakMap<EntityDef, Array<[campo: string, piso: string]>>();

/** The `[field, floor field]` pairs of an entry's `x-minimumField`, in property order, once per entry. */
function minimosEntreCampos(e: EntityDef): Array<[campo: string, piso: string]> {
  let pares = minimosPorEntrada.get(e);
  if (!pares) {
    pares = Object.entries(e.properties).flatMap(([k, f]): Array<[string, string]> => (f['x-minimumField'] ? [[k, f['x-minimumField']]] : []));
    minimosPorEntrada.set(e, pares);
  }
  return pares;
}

/**
 * Cross-field floors of the registry (`x-minimumField`, schema/meta.schema.json): a numeric field
 * may not be below its named sibling (e.g. adicionalGrupo.maximo_escolhas >= minimo_escolhas).
 * `valores` is the record as it will be stored (on update: the stored row merged with the
 * changes); a field absent from it counts with its registry default. Null on either side skips.
 * @throws ValidationError (HTTP 400) keyed by the field that is below its floor.
 */
export function checarMinimosEntreCampos(e: EntityDef, valores: Record<string, unknown>): void {
  const pares = minimosEntreCampos(e);
  if (!pares.length) return;
  const erros: Record<string, string[]> = Object.create(null);
  const valor = (k: string) => (Object.hasOwn(valores, k) ? valores[k] : e.properties[k]?.default);
  for (const [k, piso] of pares) {
    const v = valor(k);
    const minimo = valor(piso);
    if (v === null || v === undefined || minimo === null || minimo === undefined) continue;
    if (Number(v) < Number(minimo)) erros[k] = [`Deve ser maior ou igual a ${e.properties[piso].title} (${minimo})`];
  }
  const primeiro = Object.entries(erros)[0];
  if (primeiro) throw new ValidationError(erros, `${e.properties[primeiro[0]].title}: ${primeiro[1][0]}`);
}
