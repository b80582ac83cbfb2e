/**
 * Entity registry loader (arquitetura §3).
 *
 * Reads every `schema/entities/*.json`, validates each against `schema/meta.schema.json` with ajv
 * (draft 2020-12) and cross-checks the references between entries (list/search columns, x-ref
 * targets, parent/children links, tenant columns). Used by codegen at build time and by the server
 * at start-up; both refuse to run on an invalid registry. The meta-schema's validator is the one
 * codegen compiled (`src/generated/meta-validador.ts`, ajv standalone code) while the meta-schema's
 * text is the one it was compiled from (same SHA-256), so a start does not compile it again; when the
 * text differs it is compiled here, with the same options and so the same messages.
 *
 * @throws RegistryError with one line per problem (entity id and JSON path).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import { META_SCHEMA_SHA256, validarMetaSchema } from '../src/generated/meta-validador.ts';

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array';
export type FieldFormat =
  | 'cpf'
  | 'cnpj'
  | 'cpf-cnpj'
  | 'chave-acesso'
  | 'cst'
  | 'csosn'
  | 'cep'
  | 'email'
  | 'date'
  | 'date-time'
  | 'ie'
  | 'uuid'
  | 'senha'
  | 'html';

/** One property of an entity (a column of its table). */
export interface FieldDef {
  type?: FieldType;
  title: string;
  description?: string;
  format?: FieldFormat;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  /** Fields the server derives this one from when it is omitted (e.g. tipo_pessoa from cpf_cnpj). */
  'x-derivedFrom'?: string[];
  /** `application/json`: a string holding JSON the server checks (e.g. a list of attachment ids). */
  contentMediaType?: string;
  'x-nfe'?: string;
  'x-ref'?: string;
  'x-decimal'?: [number, number];
  'x-mask'?: string;
  /** Code field the issuer's code generator can fill (generator.tabela); the form shows "Gerar código". */
  'x-gerador'?: string;
  'x-enumLabels'?: Record<string, string>;
  /**
   * The enum is a document's state machine: named groups of states and, per state, the states its
   * owning module may move it to. Generated into `src/generated/estados.ts` for server and web.
   */
  'x-estados'?: { grupos?: Record<string, string[]>; transicoes?: Record<string, string[]> };
  'x-hidden'?: boolean;
  /** html fields: multipart route for the editor's images (returns {url}). */
  'x-upload'?: string;
  'x-tenant'?: boolean;
  /**
   * Address field rendered as href/src: 'link' accepts only http(s) URLs, 'imagem' also data:image
   * (base64) and server paths. The generic API refuses anything else with 400 on the field
   * (src/domain/url.ts `urlPermitida`); the web renders only values that pass it.
   */
  'x-url'?: 'link' | 'imagem';
  /**
   * Name of a numeric sibling field this one may not be below (e.g. maximo_escolhas >= minimo_escolhas).
   * The generic repository refuses a write that breaks it (400 on this field, stored values merged
   * with the changes on update) and the contract-test generator builds records that respect it.
   */
  'x-minimumField'?: string;
  /**
   * The field is used only when the sibling enum field named by the single key has one of the
   * listed values (e.g. `{ "tipo": ["refNF", "refNFP"] }` for the referenced-document kinds of
   * NFref). The owning module refuses the field filled outside them; the contract-test generator
   * fills it only when the condition holds.
   */
  'x-onlyWhen'?: Record<string, string[]>;
}

export type Scope = 'emitente' | 'chain' | 'global';
export type ChainLevel = 'master' | 'distribuidor' | 'revenda' | 'emitente';

/** The `x-erp` block of an entry (see meta.schema.json for the meaning of each key). */
export interface XErp {
  odata: string;
  rest: string;
  table: string;
  plural: string;
  scope: Scope;
  chain?: Partial<Record<ChainLevel, string>>;
  permission: {
    rule: string;
    source: 'tipo' | 'emitente' | 'public';
    adminOnly?: boolean;
    pacoteMinimo?: number;
    actions?: Array<'Consultar' | 'Incluir' | 'Alterar' | 'Excluir'>;
    /** Rule action required per generic operation when it differs (e.g. Incluir -> Inutilizar). */
    acoes?: Partial<Record<'Consultar' | 'Incluir' | 'Alterar', string>>;
  };
  readOnly?: boolean;
  key?: string;
  parent?: { entity: string; field: string };
  children?: Record<string, string>;
  list?: string[];
  search?: string[];
  orderBy?: string;
  restAll?: boolean;
  menu?: { section: string; route: string; label: string; icon?: string; order?: number };
}

/** A registry entry as loaded: the raw JSON Schema plus resolved conveniences. */
export interface EntityDef {
  id: string;
  title: string;
  description?: string;
  erp: XErp;
  key: string;
  properties: Record<string, FieldDef>;
  required: string[];
  /** The JSON Schema document as written in the file. */
  schema: Record<string, unknown>;
}

export interface Registry {
  entities: EntityDef[];
  get(id: string): EntityDef;
  /** Finds by REST segment, case-insensitively (`/v1/Cliente/` and `/v1/cliente/`). */
  byRest(segment: string): EntityDef | undefined;
  /** Finds by OData entity set name, case-insensitively. */
  byOData(name: string): EntityDef | undefined;
}

export class RegistryError extends Error {
  constructor(public problems: string[]) {
    super(`Registro de entidades inválido:\n- ${problems.join('\n- ')}`);
    this.name = 'RegistryError';
  }
}

export const SCHEMA_DIR = dirname(fileURLToPath(import.meta.url));

/** ajv options of the meta-schema validator, here and in the one codegen compiles (codegen/meta-validador.ts). */
export const META_AJV_OPTIONS = { allErrors: true, strict: false } as const;

/** An ajv validation function of the meta-schema: true when valid, else `errors` is filled. */
type MetaValidator = ((raw: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Validator of the meta-schema text `texto`: the precompiled one when it was compiled from this text. */
function validadorDoMeta(texto: string): MetaValidator {
  if (createHash('sha256').update(texto).digest('hex') === META_SCHEMA_SHA256) return validarMetaSchema as MetaValidator;
  return new Ajv2020(META_AJV_OPTIONS).compile(JSON.parse(texto));
}

/** Loads and validates the registry from `dir` (default: this folder). */
export function loadRegistry(dir: string = SCHEMA_DIR): Registry {
  const validateMeta = validadorDoMeta(readFileSync(join(dir, 'meta.schema.json'), 'utf8'));
  const problems: string[] = [];
  const entities: EntityDef[] = [];
  const files = readdirSync(join(dir, 'entities'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    const raw: Record<string, any> = JSON.parse(readFileSync(join(dir, 'entities', file), 'utf8'));
    if (!(validateMeta(raw) as boolean)) {
      for (const e of validateMeta.errors ?? []) problems.push(`${file}: ${e.instancePath || '/'} ${e.message}`);
      continue;
    }
    if (`${raw.$id}.json` !== file) problems.push(`${file}: $id '${raw.$id}' deve ser igual ao nome do arquivo`);
    entities.push({
      id: raw.$id,
      title: raw.title,
      description: raw.description,
      erp: raw['x-erp'],
      key: raw['x-erp'].key ?? 'id',
      properties: raw.properties,
      required: raw.required ?? [],
      schema: raw,
    });
  }
  const byId = new Map(entities.map((e) => [e.id, e]));
  const seen = { rest: new Map<string, string>(), odata: new Map<string, string>(), table: new Map<string, string>() };
  for (const e of entities) {
    const p = (msg: string) => problems.push(`${e.id}: ${msg}`);
    for (const [kind, value] of [
      ['rest', e.erp.rest],
      ['odata', e.erp.odata],
      ['table', e.erp.table],
    ] as const) {
      const k = value.toLowerCase();
      const other = seen[kind].get(k);
      if (other) p(`${kind} '${value}' repetido (também em ${other})`);
      seen[kind].set(k, e.id);
    }
    if (!e.properties[e.key]) p(`chave '${e.key}' não é uma propriedade`);
    for (const r of e.required) if (!e.properties[r]) p(`required '${r}' não é uma propriedade`);
    for (const col of [...(e.erp.list ?? []), ...(e.erp.search ?? []), ...(e.erp.orderBy ? [e.erp.orderBy] : [])]) {
      if (!e.properties[col]) p(`coluna '${col}' de list/search/orderBy não existe`);
    }
    for (const [name, f] of Object.entries(e.properties)) {
      if (f['x-ref'] && !byId.has(f['x-ref'])) p(`${name}: x-ref '${f['x-ref']}' não está registrado`);
      for (const src of f['x-derivedFrom'] ?? []) if (!e.properties[src]) p(`${name}: x-derivedFrom '${src}' não existe`);
      if (f['x-decimal'] && f.type !== 'number') p(`${name}: x-decimal exige type number`);
      if (f['x-url'] && f.type !== 'string') p(`${name}: x-url exige type string`);
      if (f.type === 'number' && !f['x-decimal']) p(`${name}: number exige x-decimal (nunca float binário para valores)`);
      for (const [campo, valores] of Object.entries(f['x-onlyWhen'] ?? {})) {
        const o = e.properties[campo];
        if (!o || campo === name) p(`${name}: x-onlyWhen '${campo}' não existe`);
        else if (!Array.isArray(o.enum)) p(`${name}: x-onlyWhen '${campo}' precisa ser um enum`);
        else for (const v of valores) if (!o.enum.includes(v)) p(`${name}: x-onlyWhen '${campo}' não tem o valor '${v}'`);
      }
      const estados = f['x-estados'];
      if (estados) {
        const valores = (f.enum ?? []).map(String);
        if (!valores.length) p(`${name}: x-estados exige enum`);
        for (const v of valores) if (!f['x-enumLabels']?.[v]) p(`${name}: x-estados exige o rótulo de '${v}' em x-enumLabels`);
        for (const [grupo, lista] of Object.entries(estados.grupos ?? {}))
          for (const v of lista) if (!valores.includes(v)) p(`${name}: x-estados.grupos.${grupo} tem '${v}', fora do enum`);
        if (estados.transicoes) {
          for (const v of valores) if (!estados.transicoes[v]) p(`${name}: x-estados.transicoes não declara '${v}'`);
          for (const [de, paras] of Object.entries(estados.transicoes))
            for (const v of [de, ...paras]) if (!valores.includes(v)) p(`${name}: x-estados.transicoes tem '${v}', fora do enum`);
        }
      }
      const piso = f['x-minimumField'];
      if (piso !== undefined) {
        const o = e.properties[piso];
        if (!o || piso === name) p(`${name}: x-minimumField '${piso}' não existe`);
        else if (!['integer', 'number'].includes(o.type ?? '') || !['integer', 'number'].includes(f.type ?? ''))
          p(`${name}: x-minimumField exige campos numéricos`);
        else if (o.maximum !== undefined && f.maximum !== undefined && o.maximum > f.maximum)
          p(`${name}: x-minimumField '${piso}' aceita valores acima do máximo deste campo`);
      }
    }
    if (e.erp.scope === 'emitente') {
      const t = e.properties.emitente_id;
      if (!t?.['x-tenant']) p(`escopo emitente exige a propriedade emitente_id com x-tenant`);
    }
    if (e.erp.scope === 'chain' && !e.erp.chain && !e.erp.parent) p(`escopo chain exige x-erp.chain ou x-erp.parent`);
    for (const col of Object.values(e.erp.chain ?? {})) if (!e.properties[col]) p(`coluna de cadeia '${col}' não existe`);
    if (e.erp.parent) {
      const parent = byId.get(e.erp.parent.entity);
      if (!parent) p(`parent '${e.erp.parent.entity}' não está registrado`);
      if (!e.properties[e.erp.parent.field]) p(`campo de parent '${e.erp.parent.field}' não existe`);
      else if (parent && !Object.values(parent.erp.children ?? {}).includes(e.id)) {
        p(`parent '${parent.id}' não lista '${e.id}' em children`);
      }
    }
    for (const child of Object.values(e.erp.children ?? {})) {
      const c = byId.get(child);
      if (!c) p(`child '${child}' não está registrado`);
      else if (c.erp.parent?.entity !== e.id) p(`child '${child}' não aponta parent para '${e.id}'`);
    }
  }
  if (problems.length) throw new RegistryError(problems);
  const restIdx = new Map(entities.map((e) => [e.erp.rest.toLowerCase(), e]));
  const odataIdx = new Map(entities.map((e) => [e.erp.odata.toLowerCase(), e]));
  return {
    entities,
    get(id) {
      const e = byId.get(id);
      if (!e) throw new Error(`Entidade não registrada: ${id}`);
      return e;
    },
    byRest: (s) => restIdx.get(s.toLowerCase()),
    byOData: (s) => odataIdx.get(s.toLowerCase()),
  };
}

/** Properties exposed through the API: everything except `x-hidden` ones. */
export function publicFields(e: EntityDef): Array<[string, FieldDef]> {
  return Object.entries(e.properties).filter(([, f]) => !f['x-hidden']);
}

/** Expected SQL column type of a field (used by the DDL check and codegen). */
export function sqlTypeOf(f: FieldDef): string {
  if (f.type === 'integer') return 'integer';
  if (f.type === 'boolean') return 'boolean';
  if (f.type === 'number') return `numeric(${f['x-decimal']![0]},${f['x-decimal']![1]})`;
  if (f.format === 'date') return 'date';
  if (f.format === 'date-time') return 'timestamp with time zone';
  if (f.format === 'uuid') return 'uuid';
  if (f.maxLength) return `character varying(${f.maxLength})`;
  return 'text';
}
