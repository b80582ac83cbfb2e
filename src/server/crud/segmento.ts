/**
 * The entity segment of the parametric CRUD routes (crud/routes.ts): a find-my-way parameter pattern
 * that matches the registry's REST names and nothing else, with the case rule the static segments
 * `/v1/{rest}` had under the router option `caseSensitive: false` (app.ts). A path whose segment is
 * not an entity therefore matches no CRUD route and is routed exactly as before (the web app's
 * `/:url/*` with its rate limit for GET and HEAD, the 404 for the other methods), before any
 * authentication.
 */

/**
 * The one character outside ASCII whose `toLowerCase()` is an ASCII letter: U+212A KELVIN SIGN -> `k`
 * (every other code unit was checked with `String.fromCharCode(c).toLowerCase()` for c < 0x10000).
 */
const MINUSCULA_ASCII_DE_FORA: Readonly<Record<string, string>> = { k: '\\u212a' };

/**
 * Pattern for a route parameter `:entidade(<pattern>)` that matches exactly the segments `nomes`,
 * case-insensitively as the router matched static segments: find-my-way lowercases the path
 * (`String#toLowerCase`) to match static segments, but tests a parameter's pattern against the
 * segment as sent (percent-decoded, case kept), and lowercases the route pattern itself. So each
 * letter becomes a class of its forms whose lowercase is that letter — the letter, its uppercase as a
 * `\xNN` escape (which lowercasing leaves intact) and, for `k`, the Kelvin sign. The names share
 * their prefixes in a trie (`(?:…|…)`, an empty alternative where a name ends inside a longer
 * one) and no quantifier is used: find-my-way checks every pattern with safe-regex2 on each route
 * insertion, which allows few repetitions and costs time per token.
 * @param nomes REST segments (`^[a-z][A-Za-z0-9]*$`, schema/meta.schema.json), at least one.
 * @returns the pattern without anchors (find-my-way wraps it in `^(…)$`).
 * @throws Error when `nomes` is empty or a name has a character outside `[A-Za-z0-9]`.
 */
export function padraoDoSegmento(nomes: readonly string[]): string {
  if (!nomes.length) throw new Error('padraoDoSegmento: nenhum nome');
  type No = { filhos: Map<string, No>; fim: boolean };
  const raiz: No = { filhos: new Map(), fim: false };
  for (const nome of nomes) {
    if (!/^[A-Za-z0-9]+$/.test(nome)) throw new Error(`padraoDoSegmento: nome fora de [A-Za-z0-9]: ${nome}`);
    let no = raiz;
    for (const c of nome.toLowerCase()) {
      let filho = no.filhos.get(c);
      if (!filho) no.filhos.set(c, (filho = { filhos: new Map(), fim: false }));
      no = filho;
    }
    no.fim = true;
  }
  const classe = (c: string) => (/[a-z]/.test(c) ? `[${c}\\x${c.toUpperCase().charCodeAt(0).toString(16)}${MINUSCULA_ASCII_DE_FORA[c] ?? ''}]` : c);
  const emitir = (no: No): string => {
    const partes = [...no.filhos].map(([c, filho]) => classe(c) + emitir(filho));
    if (no.fim && partes.length) partes.push('');
    return partes.length > 1 ? `(?:${partes.join('|')})` : (partes[0] ?? '');
  };
  return emitir(raiz);
}
