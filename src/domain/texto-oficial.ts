/**
 * Texto das tabelas oficiais como o usuário deve vê-lo: a NCM publicada pela
 * Receita/Siscomex traz marcação HTML nas descrições (`<i>Gallus domesticus</i>`, `m<sup>2</sup>`,
 * `H<sub>2</sub>O`) que as telas e o XML da NF-e não devem mostrar.
 */

const SOBRESCRITOS: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻' };

/**
 * Remove a marcação de uma descrição oficial: `<sup>n</sup>` vira o algarismo sobrescrito
 * (m², cm³, 10⁻⁶), as demais marcas (`<i>`, `<sub>`, `<b>`...) saem e o texto fica; espaços repetidos
 * viram um só. Não interpreta entidades HTML (a tabela não as usa).
 * @returns o texto puro. Não lança erros.
 */
export function textoPlanoOficial(descricao: string): string {
  return descricao
    .replace(/<sup>\s*([\d-]+)\s*<\/sup>/gi, (_m, d: string) => [...d].map((c) => SOBRESCRITOS[c] ?? c).join(''))
    .replace(/<\/?[a-z][a-z0-9]*\b[^>]*>/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
