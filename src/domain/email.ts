const RE_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const RE_DOMINIO = /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Verifica o formato de um e-mail (SPEC §5: "Email format check exists").
 *
 * Regra prática (subconjunto do RFC 5322 usado em cadastros): parte local com letras ASCII,
 * dígitos e `!#$%&'*+/=?^_\`{|}~-`, pontos só entre caracteres; `@`; domínio com ao menos dois
 * rótulos (letras, dígitos e hífen interno, até 63 caracteres cada) e extensão final de letras
 * com 2 ou mais caracteres. Parte local até 64 e total até 254 caracteres. Espaços em qualquer
 * posição invalidam (o chamador deve aplicar `trim()`); endereços internacionalizados e IPs
 * literais não são aceitos.
 *
 * @param value e-mail; qualquer valor não texto retorna `false`.
 * @returns `true` quando o e-mail é VÁLIDO. Não lança erros.
 */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  const arroba = value.lastIndexOf('@');
  if (arroba <= 0) return false;
  const local = value.slice(0, arroba);
  const dominio = value.slice(arroba + 1);
  return local.length <= 64 && RE_LOCAL.test(local) && RE_DOMINIO.test(dominio);
}

/**
 * Inverso de {@link isValidEmail}, com o sentido do utilitário original descrito na SPEC §5
 * ("its helper returns true when the value is invalid").
 *
 * @param value e-mail; qualquer valor não texto é inválido.
 * @returns `true` quando o e-mail é INVÁLIDO. Não lança erros.
 */
export function isInvalidEmail(value: unknown): boolean {
  return !isValidEmail(value);
}
