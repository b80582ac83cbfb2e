const RE_CEP = /^\d{8}$/;

/** Remove a máscara usual do CEP (ponto, hífen e espaços), mantendo o resto intacto. */
function semMascara(value: string): string {
  return value.replace(/[.\-\s]/g, '');
}

/**
 * Valida um CEP: 8 dígitos, não todos zero (formato dos Correios; tag `CEP` da NF-e é
 * `[0-9]{8}`). Aceita máscara `00000-000` ou `00.000-000`; outras letras/símbolos invalidam.
 * Não consulta a existência do CEP.
 *
 * @param value CEP com ou sem máscara; não texto -> `false`.
 * @returns `true` se válido. Não lança erros. Mensagem: `MENSAGENS.cepInvalido`.
 */
export function isValidCep(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const cep = semMascara(value);
  return RE_CEP.test(cep) && cep !== '00000000';
}

/**
 * Formata o CEP como `00000-000`.
 *
 * @param value CEP com ou sem máscara.
 * @returns o CEP formatado, ou `value` sem alteração se não tiver exatamente 8 dígitos.
 */
export function formatCep(value: string): string {
  const cep = semMascara(value);
  if (!RE_CEP.test(cep)) return value;
  return `${cep.slice(0, 5)}-${cep.slice(5)}`;
}
