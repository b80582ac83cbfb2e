/** Small pt-BR text helpers of the generated screens. */

/**
 * Lower-cases the first letter unless the word is an acronym:
 * `'Cliente'` -> `'cliente'`, `'CEST'` -> `'CEST'`, `'E-mails'` -> `'e-mails'`.
 */
export function lowerFirst(text: string): string {
  if (text.length < 2) return text.toLowerCase();
  const second = text[1];
  if (second === second.toUpperCase() && /\p{L}/u.test(second)) return text;
  return text[0].toLowerCase() + text.slice(1);
}
