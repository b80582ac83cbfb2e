/**
 * The public JSON Schema of an entity as the API sees it: the registry document without `x-*`
 * keys and `$id`, without `x-hidden` fields (also dropped from `required`), plus one optional array
 * per child list (`x-erp.children`) whose items point at the child's schema. Shared by the
 * TypeScript types and the OpenAPI components.
 */
import type { EntityDef, Registry } from '../schema/registry.ts';
import { childLinks, exposedFields, stripExtensions } from './common.ts';

/** A JSON Schema object (loosely typed: it is data handed to other tools). */
export type JsonSchema = Record<string, unknown>;

export interface EntitySchemaOptions {
  /** `$ref` value for a child entity's schema. */
  ref: (child: EntityDef) => string;
  /** Keep `writeOnly` fields in `required` (OpenAPI) or make them optional (TypeScript types). */
  writeOnlyRequired: boolean;
  /** Rewrites each field schema after cleaning (e.g. move `title` into `description`). */
  field?: (schema: JsonSchema, name: string) => JsonSchema;
}

/** Builds the public schema of `e`; key order follows the registry file for stable output. */
export function entitySchema(registry: Registry, e: EntityDef, opts: EntitySchemaOptions): JsonSchema {
  const fields = exposedFields(e);
  const exposed = new Set(fields.map(([n]) => n));
  const properties: Record<string, JsonSchema> = {};
  for (const [name, def] of fields) {
    const clean = stripExtensions(def as unknown as JsonSchema);
    properties[name] = opts.field ? opts.field(clean, name) : clean;
  }
  for (const child of childLinks(registry, e)) {
    const items = { $ref: opts.ref(child.entity) };
    const arr: JsonSchema = {
      type: 'array',
      title: child.entity.erp.plural,
      description: `Lista filha de ${child.entity.erp.odata}, gravada junto com o registro.`,
      items,
    };
    properties[child.name] = opts.field ? opts.field(arr, child.name) : arr;
  }
  const required = e.required.filter((r) => exposed.has(r) && (opts.writeOnlyRequired || !e.properties[r].writeOnly));
  const out: JsonSchema = { title: e.title };
  if (e.description) out.description = e.description;
  out.type = 'object';
  if (required.length) out.required = required;
  out.properties = properties;
  if (typeof e.schema.additionalProperties === 'boolean') out.additionalProperties = e.schema.additionalProperties;
  return out;
}
