/**
 * Reference inputs: an autocomplete over the referenced resource with search from 2 characters
 * (`q`) and the dependent filters of the registry (municipality by UF); hidden or read-only when
 * the user may not list the referenced resource.
 */
import { useMemo } from 'react';
import { AutocompleteInput, ReferenceInput, TextInput, useCanAccess, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { dependentFilters, findResource, referenceDisplayField, referenceOptionText, type ResourceField } from '../registry.ts';
import { searchFilterValue } from '../search.ts';
import { useScopedPath, type CommonProps, type InputScope } from './comum.ts';

/** Search text of an autocomplete -> `q` filter (nothing below 2 characters). */
export function referenceFilterToQuery(text: string): Record<string, string> {
  const v = searchFilterValue(text);
  return v ? { q: v } : {};
}

/** The input of a reference field (checks the list permission of the referenced resource first). */
export function ReferenceFieldInput({ field, scope, common }: { field: ResourceField; scope: InputScope; common: CommonProps }) {
  const { canAccess, isPending } = useCanAccess({ resource: field.ref!, action: 'list' });
  const registro = useRecordContext();
  if (isPending) return null;
  // a lookup the user may not read (chain tables for an issuer user): optional ones are hidden,
  // required ones show the stored code; on a new record the server fills it with the user's own
  // node (a master's new distributor is under that master: src/server/crud/cadeia.ts)
  if (canAccess === false) {
    if (!field.required || registro?.id === undefined) return null;
    const { ariaLabel: _a, ...props } = common;
    return <TextInput {...props} readOnly />;
  }
  return <ReferenceLookup field={field} scope={scope} common={common} />;
}

/** The autocomplete itself, filtered by the values of the fields it depends on. */
function ReferenceLookup({ field, scope, common }: { field: ResourceField; scope: InputScope; common: CommonProps }) {
  const target = findResource(field.ref!);
  const path = useScopedPath();
  const deps = useMemo(() => dependentFilters(field, scope.siblings), [field, scope.siblings]);
  const depValues = useWatch({ name: deps.map(path) }) as unknown[];
  const filter = useMemo(() => {
    const f: Record<string, unknown> = {};
    deps.forEach((d, i) => {
      const v = depValues?.[i];
      if (v !== null && v !== undefined && v !== '') f[d] = v;
    });
    return f;
  }, [deps, depValues]);
  const { ariaLabel: _a, ...props } = common;
  if (!target) return <TextInput {...props} />;
  const display = referenceDisplayField(target);
  const sort = target.key !== 'id' ? { field: target.key, order: 'ASC' as const } : { field: display, order: 'ASC' as const };
  return (
    <ReferenceInput source={field.name} reference={target.name} filter={filter} sort={sort} perPage={target.name === 'uf' ? 30 : 25}>
      <AutocompleteInput
        {...props}
        optionText={(rec: Record<string, unknown>) => referenceOptionText(target, rec, field.mask)}
        filterToQuery={referenceFilterToQuery}
        noOptionsText="Nenhum resultado"
        emptyText=""
      />
    </ReferenceInput>
  );
}
