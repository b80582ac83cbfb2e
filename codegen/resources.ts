/**
 * `src/generated/resources.ts`: the web app's resource list (arquitetura §8). One entry per registry
 * entity, ordered by id, with what the generated List/Edit/Create screens and the permission checks
 * need: names and paths, titles, permission rule, menu entry, list/search columns, child lists and
 * the exposed fields (no `x-hidden` ones) with their input facts.
 */
import type { EntityDef, FieldDef, Registry } from '../schema/registry.ts';
import { TS_HEADER, childLinks, exposedFields, sortedEntities } from './common.ts';
import { tsLiteral } from './ts-literal.ts';

/** The resource entry of a field; absent facts are left out (optional keys). */
export function resourceField(e: EntityDef, name: string, f: FieldDef): Record<string, unknown> {
  return {
    name,
    title: f.title,
    type: f.type ?? 'string',
    format: f.format,
    maxLength: f.maxLength,
    required: e.required.includes(name),
    readOnly: f.readOnly === true,
    enum: f.enum,
    enumLabels: f['x-enumLabels'],
    ref: f['x-ref'],
    mask: f['x-mask'],
    gerador: f['x-gerador'],
    decimal: f['x-decimal'],
    nfe: f['x-nfe'],
    writeOnly: f.writeOnly ? true : undefined,
    tenant: f['x-tenant'] ? true : undefined,
    minLength: f.minLength,
    pattern: f.pattern,
    minimum: f.minimum,
    maximum: f.maximum,
    exclusiveMinimum: f.exclusiveMinimum,
    default: f.default,
    description: f.description,
    upload: f['x-upload'],
  };
}

/** The resource entry of an entity. */
export function resourceEntry(registry: Registry, e: EntityDef): Record<string, unknown> {
  const p = e.erp.permission;
  const m = e.erp.menu;
  return {
    name: e.id,
    odata: e.erp.odata,
    rest: e.erp.rest,
    title: e.title,
    plural: e.erp.plural,
    scope: e.erp.scope,
    permission: {
      rule: p.rule,
      source: p.source,
      adminOnly: p.adminOnly === true,
      pacoteMinimo: p.pacoteMinimo ?? null,
      actions: p.actions,
    },
    readOnly: e.erp.readOnly === true,
    restAll: e.erp.restAll === true,
    key: e.key,
    menu: m ? { section: m.section, route: m.route, label: m.label, icon: m.icon, order: m.order } : null,
    list: e.erp.list ?? [],
    search: e.erp.search ?? [],
    orderBy: e.erp.orderBy ?? null,
    children: childLinks(registry, e).map((c) => ({ name: c.name, resource: c.entity.id, field: c.field })),
    parent: e.erp.parent ? { resource: e.erp.parent.entity, field: e.erp.parent.field } : null,
    fields: exposedFields(e).map(([name, f]) => resourceField(e, name, f)),
  };
}

const INTERFACES = `export type ResourceFieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array';

/** Um campo exposto pela API (campos x-hidden ficam de fora). */
export interface ResourceField {
  readonly name: string;
  readonly title: string;
  readonly type: ResourceFieldType;
  readonly format?: string;
  readonly maxLength?: number;
  readonly required: boolean;
  readonly readOnly: boolean;
  readonly enum?: readonly (string | number | boolean)[];
  readonly enumLabels?: { readonly [value: string]: string };
  /** Campos de texto rico (format html): rota multipart que grava as imagens do editor. */
  readonly upload?: string;
  /** Id do recurso referenciado (chave estrangeira). */
  readonly ref?: string;
  /** Máscara de entrada (# X S A a). */
  readonly mask?: string;
  /** Tabela do gerador de códigos que preenche o campo (botão Gerar código). */
  readonly gerador?: string;
  /** numeric(precisão, escala). */
  readonly decimal?: readonly [number, number];
  /** Tag do leiaute NF-e. */
  readonly nfe?: string;
  /** Só aceito na gravação; nunca devolvido (ex.: senha). */
  readonly writeOnly?: boolean;
  /** Preenchido pelo servidor a partir da sessão (emitente_id, cadeia de revenda). */
  readonly tenant?: boolean;
  readonly minLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly default?: unknown;
  readonly description?: string;
}

/** Regra de permissão: Permitir.{rule}.{Ação}, lida da lista indicada por source. */
export interface ResourcePermission {
  readonly rule: string;
  readonly source: 'tipo' | 'emitente' | 'public';
  readonly adminOnly: boolean;
  readonly pacoteMinimo: number | null;
  readonly actions?: readonly ('Consultar' | 'Incluir' | 'Alterar' | 'Excluir')[];
}

export interface ResourceMenu {
  readonly section: string;
  readonly route: string;
  readonly label: string;
  readonly icon?: string;
  readonly order?: number;
}

/** Lista filha gravada junto com o registro (propriedade name no registro pai). */
export interface ResourceChild {
  readonly name: string;
  readonly resource: string;
  /** Campo do filho que aponta para o pai. */
  readonly field: string | null;
}

/** Um recurso do app web (uma entidade do registro). */
export interface Resource {
  /** Id da entidade (nome do arquivo em schema/entities/). */
  readonly name: string;
  /** EntitySet OData: GET /OData/{odata}. */
  readonly odata: string;
  /** Segmento REST: /v1/{rest}/. */
  readonly rest: string;
  readonly title: string;
  readonly plural: string;
  readonly scope: 'emitente' | 'chain' | 'global';
  readonly permission: ResourcePermission;
  readonly readOnly: boolean;
  /** GET /v1/{rest} devolve todos os registros. */
  readonly restAll: boolean;
  readonly key: string;
  readonly menu: ResourceMenu | null;
  readonly list: readonly string[];
  readonly search: readonly string[];
  readonly orderBy: string | null;
  readonly children: readonly ResourceChild[];
  readonly parent: { readonly resource: string; readonly field: string } | null;
  readonly fields: readonly ResourceField[];
}`;

/** Generates the content of `src/generated/resources.ts`. */
export function generateResources(registry: Registry): string {
  const entries = sortedEntities(registry).map((e) => resourceEntry(registry, e));
  return [
    TS_HEADER,
    INTERFACES,
    '',
    '/** Recursos do app web, um por entidade do registro, em ordem de id. */',
    `export const resources = ${tsLiteral(entries, 0, 160)} as const satisfies readonly Resource[];`,
    '',
    '/** Nome (id) de cada recurso. */',
    "export type ResourceName = (typeof resources)[number]['name'];",
    '',
    '/** Recurso pelo nome. */',
    'export const resourceByName: { readonly [N in ResourceName]: Extract<(typeof resources)[number], { name: N }> } =',
    '  Object.fromEntries(resources.map((r) => [r.name, r])) as never;',
    '',
  ].join('\n');
}
