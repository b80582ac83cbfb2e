/**
 * `src/generated/types.ts`: one interface per entity (named after its OData name: `Cliente`,
 * `ClienteEmail`), compiled by json-schema-to-typescript from the public schema of the registry
 * (no `x-*` keys, no hidden fields, `writeOnly` fields optional, decimals as `number`, child lists
 * as optional arrays), plus the `EntityName` union and the `EntityMap` id -> type map.
 */
import { compile } from 'json-schema-to-typescript';
import type { FieldDef, Registry } from '../schema/registry.ts';
import { TS_HEADER, sortedEntities, typeName } from './common.ts';
import { entitySchema, type JsonSchema } from './json-schema.ts';

/** JSDoc text of a field: its title, description, NF-e tag, enum labels and access notes. */
function fieldDoc(schema: JsonSchema, def: FieldDef | undefined): string {
  const parts: string[] = [];
  const title = typeof schema.title === 'string' ? schema.title : '';
  const desc = typeof schema.description === 'string' ? schema.description : '';
  parts.push([title, desc].filter(Boolean).join(' — '));
  if (def) {
    const notes: string[] = [];
    if (def['x-nfe']) notes.push(`NF-e: ${def['x-nfe']}`);
    if (def['x-decimal']) notes.push(`decimal(${def['x-decimal'][0]},${def['x-decimal'][1]})`);
    if (def.format) notes.push(`formato: ${def.format}`);
    if (def['x-ref']) notes.push(`referência: ${def['x-ref']}`);
    if (def.readOnly) notes.push('somente leitura');
    if (def.writeOnly) notes.push('somente escrita (nunca devolvido pela API)');
    if (notes.length) parts.push(`(${notes.join('; ')})`);
    const labels = def['x-enumLabels'];
    if (labels)
      parts.push(
        Object.entries(labels)
          .map(([k, v]) => `${k} = ${v}`)
          .join('; '),
      );
  }
  return parts.filter(Boolean).join('\n').replace(/\*\//g, '*\\/');
}

/**
 * The schema handed to json-schema-to-typescript: a root `EntityMap` whose properties reference
 * every entity definition. Titles move into `description` so that they become JSDoc instead of
 * extra named types, and `$id` is dropped so the definition key names each interface.
 */
export function typesRootSchema(registry: Registry): JsonSchema {
  const entities = sortedEntities(registry);
  const definitions: Record<string, JsonSchema> = {};
  for (const e of entities) {
    const s = entitySchema(registry, e, {
      ref: (child) => `#/definitions/${typeName(child)}`,
      writeOnlyRequired: false,
      field: (schema, name) => {
        const { title: _t, description: _d, ...rest } = schema;
        const doc = fieldDoc(schema, e.properties[name]);
        return doc ? { description: doc, ...rest } : rest;
      },
    });
    const { title: _t, description: _d, ...rest } = s;
    const doc = [`${e.title} (entidade \`${e.id}\`, OData \`${e.erp.odata}\`, REST \`/v1/${e.erp.rest}/\`)`, e.description ?? ''].filter(Boolean).join('\n');
    definitions[typeName(e)] = { description: doc, ...rest };
  }
  const properties: Record<string, JsonSchema> = {};
  for (const e of entities) properties[e.id] = { $ref: `#/definitions/${typeName(e)}` };
  return {
    title: 'EntityMap',
    description: 'Tipo de cada entidade do registro, pelo id (`schema/entities/{id}.json`).',
    type: 'object',
    required: entities.map((e) => e.id),
    additionalProperties: false,
    properties,
    definitions,
  };
}

/** Drops json-schema-to-typescript's "referenced by" notes and separates declarations by a blank line. */
function tidy(body: string): string {
  return body
    .replace(/\n \*\n \* This interface was referenced by `[^`]+`'s JSON-Schema\n \* via the `definition` "[^"]+"\./g, '')
    .replace(/\n}\n(?=\S)/g, '\n}\n\n')
    .trimEnd();
}

/** Generates the content of `src/generated/types.ts`. */
export async function generateTypes(registry: Registry): Promise<string> {
  const entities = sortedEntities(registry);
  const body = await compile(typesRootSchema(registry) as never, 'EntityMap', {
    bannerComment: '',
    additionalProperties: false,
    strictIndexSignatures: true,
    unknownAny: true,
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    enableConstEnums: false,
    format: true,
    style: { singleQuote: true, printWidth: 120, trailingComma: 'all' },
    $refOptions: { resolve: { external: false } } as never,
  });
  const names = entities.map((e) => `  | '${e.id}'`).join('\n');
  return [
    TS_HEADER,
    tidy(body),
    '',
    '/** Id de cada entidade do registro (nome do arquivo em `schema/entities/`). */',
    `export type EntityName =\n${names};`,
    '',
    '/** Tipo do registro de uma entidade pelo seu id. */',
    'export type EntityOf<N extends EntityName> = EntityMap[N];',
    '',
  ].join('\n');
}
