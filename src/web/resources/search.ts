/**
 * The list search box (SPEC §5 and §9: search minimum length 2). Pure rules deciding what goes
 * to the `q` filter (the dataProvider turns it into OData `$search`).
 */
import { isSearchLongEnough, MENSAGENS, SEARCH_MIN } from '../../domain/index.ts';

export { SEARCH_MIN };

/** Hint shown under the search box. */
export const SEARCH_HINT = MENSAGENS.buscaMinima;

/**
 * What to send as `q` for the text typed in the search box.
 * @returns `''` to clear the search (empty box); `null` to send nothing (1 character: no
 *   request); else the term — digits only when the user typed a formatted number such as a
 *   CPF/CNPJ, CEP or phone (`'529.982.247-25'` -> `'52998224725'`), since they are stored unmasked.
 */
export function searchFilterValue(typed: string): string | null {
  const t = typed.trim().replace(/\s+/g, ' ');
  if (t === '') return '';
  if (!isSearchLongEnough(t)) return null;
  if (/\d/.test(t) && /^[\d.\-/()\s]+$/.test(t) && /[.\-/()\s]/.test(t)) {
    const digits = t.replace(/\D/g, '');
    return isSearchLongEnough(digits) ? digits : null;
  }
  return t;
}
