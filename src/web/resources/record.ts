/**
 * Record values of the generated forms: defaults of a new record (registry `default`s, empty
 * child lists) and the data sent on save (write-only fields left blank are not sent, so an empty
 * password keeps the current one).
 */
import { formFields, type Resource } from './registry.ts';

/** Default values of a new record (or child item) from the registry. */
export function defaultValuesFor(resource: Resource, withChildren = true): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of formFields(resource)) {
    if (f.default !== undefined) out[f.name] = f.default;
  }
  if (withChildren) for (const c of resource.children) out[c.name] = [];
  return out;
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/**
 * The data sent to the dataProvider: blank write-only fields removed (record and child items);
 * a child list that is absent is not sent (the server keeps its items).
 */
export function prepareForSave(resource: Resource, values: Record<string, unknown>, getChild: (name: string) => Resource): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const f of resource.fields) if (f.writeOnly && isBlank(out[f.name])) delete out[f.name];
  for (const c of resource.children) {
    const list = out[c.name];
    if (list === undefined || list === null) {
      // not loaded: leave the stored items alone (the server only touches lists it receives)
      delete out[c.name];
      continue;
    }
    if (!Array.isArray(list)) continue;
    const child = getChild(c.resource);
    out[c.name] = list.map((item: Record<string, unknown>) => {
      const it = { ...(item ?? {}) };
      for (const f of child.fields) if (f.writeOnly && isBlank(it[f.name])) delete it[f.name];
      return it;
    });
  }
  return out;
}
