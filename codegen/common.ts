/**
 * Helpers shared by the codegen emitters: the header every generated file carries, deterministic
 * ordering and formatting, XML escaping, and the registry facts several outputs need (child links,
 * OpenAPI tags).
 */
import type { EntityDef, FieldDef, Registry } from '../schema/registry.ts';

/** The text of the "do not edit" header; each emitter wraps it in its own comment syntax. */
export const HEADER_TEXT = 'gerado por npm run codegen — não edite';

/** Header for TypeScript outputs. */
export const TS_HEADER = `/* ${HEADER_TEXT} (fonte: schema/entities/*.json, gerador: codegen/) */\n`;

/** Menu sections in the order of the meta-schema enum; 'Sistema' collects everything else. */
export const MENU_SECTIONS = ['Gestão', 'Cadastros', 'Movimentação', 'Financeiro', 'Relatórios', 'Configurações', 'Suporte', 'Licença'] as const;
export const SYSTEM_TAG = 'Sistema';

/** Code-unit comparison, independent of the machine's locale (stable output everywhere). */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Registry entities sorted by id: the order of every generated listing. */
export function sortedEntities(registry: Registry): EntityDef[] {
  return [...registry.entities].sort((a, b) => compareStrings(a.id, b.id));
}

/** JSON with two-space indentation and a trailing newline (the format of every generated .json). */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Escapes a string for use in XML text or a double-quoted attribute value. */
export function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** PascalCase of an identifier (`clienteEmail` -> `ClienteEmail`); OData names are already PascalCase. */
export function pascalCase(s: string): string {
  return s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join('');
}

/** The TypeScript / OpenAPI component name of an entity: its OData name. */
export function typeName(e: EntityDef): string {
  return pascalCase(e.erp.odata);
}

/** Fields exposed through the API (not `x-hidden`), in registry order. */
export function exposedFields(e: EntityDef): Array<[string, FieldDef]> {
  return Object.entries(e.properties).filter(([, f]) => !f['x-hidden']);
}

/** Fields a reader gets back (exposed and not `writeOnly`): the OData properties. */
export function readableFields(e: EntityDef): Array<[string, FieldDef]> {
  return exposedFields(e).filter(([, f]) => !f.writeOnly);
}

/** One child list of an entity: the property name in the record, the child entity, its parent field. */
export interface ChildLink {
  name: string;
  entity: EntityDef;
  field: string | null;
}

/** Child lists of an entity (`x-erp.children`), in registry order. */
export function childLinks(registry: Registry, e: EntityDef): ChildLink[] {
  return Object.entries(e.erp.children ?? {}).map(([name, id]) => {
    const entity = registry.get(id);
    return { name, entity, field: entity.erp.parent?.entity === e.id ? entity.erp.parent.field : null };
  });
}

/**
 * The OpenAPI tag of an entity: its menu section; without a menu, the section of its parent
 * (child lists), then of the menu entry sharing its permission rule (e.g. grupo -> Produto ->
 * Cadastros); otherwise 'Sistema'.
 */
export function entityTag(registry: Registry, e: EntityDef): string {
  const seen = new Set<string>();
  let cur: EntityDef | undefined = e;
  while (cur && !seen.has(cur.id)) {
    if (cur.erp.menu) return cur.erp.menu.section;
    seen.add(cur.id);
    cur = cur.erp.parent ? registry.entities.find((x) => x.id === cur!.erp.parent!.entity) : undefined;
  }
  const sameRule = sortedEntities(registry).find((x) => x.erp.menu && x.erp.permission.rule === e.erp.permission.rule);
  return sameRule?.erp.menu?.section ?? SYSTEM_TAG;
}

/** Deep copy of a JSON Schema fragment without `x-*` keys and `$id` (recursively). */
export function stripExtensions<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => stripExtensions(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k.startsWith('x-') || k === '$id' || k === '$schema') continue;
      out[k] = stripExtensions(v);
    }
    return out as T;
  }
  return value;
}
