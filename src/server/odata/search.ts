/**
 * `$search` → SQL predicate. Handled entirely here (odata-v4-parser fails on
 * multi-word searches).
 *
 * Semantics (documented choice, simpler than the OData search grammar): the decoded
 * text is split on whitespace; EVERY word must match AT LEAST ONE of
 * `entity.search` columns as a substring, ignoring case and accents on text columns
 * (`erp_sem_acento(col) LIKE '%folded word%' ESCAPE '\'`, the word folded by `dobrarBusca`:
 * "sao joao" finds "São João"; other types `col::text ILIKE`), with `%`, `_`, `\` escaped.
 * Quotes, parentheses and AND/OR/NOT are literal characters/words, not syntax.
 * Non-text columns are compared through `::text`.
 *
 * Source: OData v4.01 URL Conventions §5.1.7 ($search, simplified); arquitetura §4.
 */
import { invalid } from './errors.ts';
import { columnRef, escapeLike, LIKE_ESCAPE } from './sql.ts';
import { dobrarBusca } from '../../domain/busca.ts';
import type { ODataProperty } from './types.ts';

/** Maximum decoded length of `$search`. */
export const MAX_SEARCH_LENGTH = 200;
/** Maximum number of words in `$search`. */
export const MAX_SEARCH_WORDS = 10;

/**
 * Compiles a decoded `$search` text.
 * @param text decoded search text
 * @param columns properties searched (already resolved from `entity.search`)
 * @param bind parameter binder (one parameter per word and column)
 * @returns SQL predicate, or null when the text has no words
 * @throws ODataError ConsultaInvalida (too long, too many words, NUL, no searchable column)
 * Source: OData v4.01 URL Conventions §5.1.7 (simplified); arquitetura §4.
 */
export function compileSearch(text: string, columns: ODataProperty[], bind: (value: unknown) => string): string | null {
  if (text.length > MAX_SEARCH_LENGTH) throw invalid(`Busca inválida: o texto excede ${MAX_SEARCH_LENGTH} caracteres`);
  if (text.includes('\u0000')) throw invalid('Busca inválida: o texto contém o caractere nulo (U+0000)');
  const words = text.split(/\s+/u).filter((w) => w.length > 0);
  if (words.length === 0) return null;
  if (words.length > MAX_SEARCH_WORDS) throw invalid(`Busca inválida: no máximo ${MAX_SEARCH_WORDS} palavras`);
  if (columns.length === 0) throw invalid('Busca inválida: esta entidade não permite $search');
  const perWord = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    const folded = `%${escapeLike(dobrarBusca(word))}%`;
    const alternatives = columns.map((p) =>
      p.type === 'string'
        ? `erp_sem_acento(${columnRef(p)}) LIKE ${bind(folded)}::text ${LIKE_ESCAPE}`
        : `${columnRef(p)}::text ILIKE ${bind(pattern)}::text ${LIKE_ESCAPE}`,
    );
    return `(${alternatives.join(' OR ')})`;
  });
  return perWord.length === 1 ? perWord[0] : `(${perWord.join(' AND ')})`;
}

/**
 * Relevance of a `$search` row for ordering: rows where a text search column
 * STARTS with the first word come first — "0810" lists NCM 0810.xx before 0208.10.00, "cafe" lists
 * "Café torrado" before "Filtro de café". Prepended to the requested `$orderby` as `... DESC`.
 * @returns SQL boolean expression, or null when the text has no words or no text column.
 */
export function rankSearch(text: string, columns: ODataProperty[], bind: (value: unknown) => string): string | null {
  const first = text.split(/\s+/u).find((w) => w.length > 0);
  const textCols = columns.filter((p) => p.type === 'string');
  if (!first || textCols.length === 0) return null;
  const prefix = `${escapeLike(dobrarBusca(first))}%`;
  return `(${textCols.map((p) => `erp_sem_acento(${columnRef(p)}) LIKE ${bind(prefix)}::text ${LIKE_ESCAPE}`).join(' OR ')})`;
}
