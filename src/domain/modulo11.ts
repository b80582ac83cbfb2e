/**
 * Dígito verificador módulo 11 com pesos crescentes da direita para a esquerda.
 *
 * Regra comum a CPF, CNPJ (numérico e alfanumérico) e chave de acesso da NF-e:
 * cada caractere vale `charCode - 48` (dígitos mantêm o valor, `A`=17, `B`=18 ... `Z`=42,
 * conforme NT 2025.001 — CNPJ alfanumérico), é multiplicado por um peso que começa em 2
 * no caractere mais à direita e cresce até `pesoMaximo`, voltando a 2 depois dele;
 * resto = soma mod 11; dígito = 0 se resto < 2, senão 11 - resto.
 *
 * - CNPJ e chave de acesso: pesos 2..9 em ciclo (`pesoMaximo = 9`; MOC 7.0, NT 2025.001).
 * - CPF: pesos 2..10 (1º DV) e 2..11 (2º DV) sem ciclo (`pesoMaximo = Infinity`).
 *
 * @param caracteres sequência já normalizada (apenas `[0-9A-Z]`; não é validada aqui).
 * @param pesoMaximo peso a partir do qual o ciclo volta a 2 (padrão 9).
 * @returns o dígito verificador, de 0 a 9. Não lança erros.
 */
export function mod11CheckDigit(caracteres: string, pesoMaximo = 9): number {
  let soma = 0;
  let peso = 2;
  for (let i = caracteres.length - 1; i >= 0; i--) {
    soma += (caracteres.charCodeAt(i) - 48) * peso;
    peso = peso >= pesoMaximo ? 2 : peso + 1;
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}
