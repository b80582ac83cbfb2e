/**
 * `$orderby` → SQL ORDER BY list. Parsed with odata-v4-parser (via lexer.ts
 * canonicalisation); only plain property names with optional `asc`/`desc`.
 *
 * The key property is always appended as the final tiebreaker (stable pagination);
 * default order is `key asc`. Non-key properties get OData's null ordering: nulls
 * first when ascending, last when descending (OData v4.0 URL Conventions §11.2.5.2,
 * ODATA-330); the key (never null) is emitted without NULLS so its index is usable.
 *
 * Source: OData v4.01 URL Conventions §5.1.4; arquitetura §4.
 */
import { invalid } from './errors.ts';
import { canonicalizeOrderBy } from './lexer.ts';
import { parseOrderBy } from './ast.ts';
import { columnRef } from './sql.ts';
import type { ODataEntity, ODataProperty } from './types.ts';

/** Maximum decoded length of `$orderby`. */
export const MAX_ORDERBY_LENGTH = 500;

/**
 * Builds the ORDER BY list.
 * @param entity entity being queried
 * @param key resolved key property
 * @param text decoded `$orderby` text, or null when absent/empty
 * @param resolve case-insensitive property lookup (throws PropriedadeDesconhecida)
 * @returns e.g. `t."nome" DESC NULLS LAST, t."id" ASC`
 * @throws ODataError ConsultaInvalida | PropriedadeDesconhecida | OpcaoNaoSuportada
 * Source: OData v4.01 URL Conventions §5.1.4; arquitetura §4.
 */
export function compileOrderBy(entity: ODataEntity, key: ODataProperty, text: string | null, resolve: (name: string) => ODataProperty): string {
  const items: { prop: ODataProperty; desc: boolean }[] = [];
  if (text !== null) {
    if (text.length > MAX_ORDERBY_LENGTH) throw invalid(`Ordenação inválida: $orderby excede ${MAX_ORDERBY_LENGTH} caracteres`);
    const canonical = canonicalizeOrderBy(text, (name) => `_p${entity.properties.indexOf(resolve(name))}`);
    for (const item of parseOrderBy(canonical, entity.properties)) {
      if (!items.some((x) => x.prop === item.prop)) items.push(item);
    }
  }
  if (!items.some((x) => x.prop === key)) items.push({ prop: key, desc: false });
  return items
    .map(({ prop, desc }) => {
      const dir = desc ? 'DESC' : 'ASC';
      if (prop === key) return `${columnRef(prop)} ${dir}`;
      return `${columnRef(prop)} ${dir} ${desc ? 'NULLS LAST' : 'NULLS FIRST'}`;
    })
    .join(', ');
}
