/**
 * `src/generated/metadata.xml`: the OData v4 `$metadata` (CSDL/EDMX) of the registry. Namespace
 * `ERP`, one EntityType per entity with a single key (`x-erp.key`, default `id`) and one EntitySet
 * per entity (named `x-erp.odata`) in the container. Hidden and write-only fields are left out, as
 * the OData lists never return them.
 *
 * The document is produced by odata-v4-service-metadata (`ServiceMetadata.processMetadataJson`).
 * That library writes attribute values verbatim (no escaping) on one line, so every value is
 * escaped before it is handed over, and the result is indented here (the document has no text
 * nodes, so splitting between tags is safe).
 */
import serviceMetadata from 'odata-v4-service-metadata';
import type { EntityDef, FieldDef, Registry } from '../schema/registry.ts';
import { HEADER_TEXT, readableFields, sortedEntities, typeName, xmlEscape } from './common.ts';

/** OData namespace of the entity types. */
export const ODATA_NAMESPACE = 'ERP';
/** Name of the single EntityContainer. */
export const ODATA_CONTAINER = 'Container';

const { ServiceMetadata } = serviceMetadata as unknown as {
  ServiceMetadata: { processMetadataJson(json: unknown): { document(): string } };
};

/** EDM facets of one property, as odata-v4-metadata's JSON expects them. */
export interface EdmProperty {
  name: string;
  type: string;
  nullable?: 'false';
  maxLength?: number;
  precision?: number;
  scale?: number;
}

const PRIMITIVE: Record<string, string> = { integer: 'Edm.Int32', boolean: 'Edm.Boolean' };

/** The EDM type of a registry field (see arquitetura §4): integers, decimals, dates, guids, strings. */
export function edmType(f: FieldDef): string {
  if (f.type === 'array') {
    const items = (f as { items?: FieldDef }).items;
    const inner = items?.type && items.type !== 'array' ? edmType(items) : 'Edm.String';
    return `Collection(${inner})`;
  }
  if (f.type && PRIMITIVE[f.type]) return PRIMITIVE[f.type];
  if (f.type === 'number') return 'Edm.Decimal';
  if (f.format === 'date') return 'Edm.Date';
  if (f.format === 'date-time') return 'Edm.DateTimeOffset';
  if (f.format === 'uuid') return 'Edm.Guid';
  return 'Edm.String';
}

/** The EDM property of a field: type plus Nullable/MaxLength/Precision/Scale facets. */
export function edmProperty(e: EntityDef, name: string, f: FieldDef): EdmProperty {
  const type = edmType(f);
  const p: EdmProperty = { name: xmlEscape(name), type };
  if (name === e.key || e.required.includes(name)) p.nullable = 'false';
  if (type === 'Edm.String' && f.maxLength) p.maxLength = f.maxLength;
  if (type === 'Edm.Decimal' && f['x-decimal']) {
    p.precision = f['x-decimal'][0];
    p.scale = f['x-decimal'][1];
  }
  return p;
}

/** The metadata JSON (odata-v4-metadata `Edmx` shape) of the registry. */
export function metadataJson(registry: Registry): unknown {
  const entities = sortedEntities(registry);
  return {
    version: '4.0',
    dataServices: {
      schema: [
        {
          namespace: ODATA_NAMESPACE,
          entityType: entities.map((e) => ({
            name: xmlEscape(typeName(e)),
            key: [{ propertyRef: [{ name: xmlEscape(e.key) }] }],
            property: readableFields(e).map(([name, f]) => edmProperty(e, name, f)),
          })),
          entityContainer: [
            {
              name: ODATA_CONTAINER,
              entitySet: entities.map((e) => ({
                name: xmlEscape(e.erp.odata),
                entityType: xmlEscape(`${ODATA_NAMESPACE}.${typeName(e)}`),
              })),
            },
          ],
        },
      ],
    },
  };
}

/** Indents a tag-only XML string (no text nodes), one element per line. */
export function indentXml(xml: string): string {
  const tokens = xml.match(/<[^>]+>/g) ?? [];
  const lines: string[] = [];
  let depth = 0;
  for (const t of tokens) {
    if (t.startsWith('<?')) {
      lines.push(t);
      continue;
    }
    if (t.startsWith('</')) depth--;
    lines.push(`${'  '.repeat(Math.max(depth, 0))}${t}`);
    if (!t.startsWith('</') && !t.endsWith('/>')) depth++;
  }
  return lines.join('\n');
}

/** Generates the content of `src/generated/metadata.xml`. */
export function generateMetadata(registry: Registry): string {
  const doc = ServiceMetadata.processMetadataJson(metadataJson(registry)).document();
  if (doc.includes('<error>invalidXml</error>')) throw new Error('codegen: odata-v4-service-metadata produziu um EDMX inválido');
  const lines = indentXml(doc).split('\n');
  // the comment goes after the XML declaration, which must stay first
  lines.splice(1, 0, `<!-- ${HEADER_TEXT} (fonte: schema/entities/*.json, gerador: codegen/metadata.ts) -->`);
  return `${lines.join('\n')}\n`;
}
