/** Valor literal aceito no lugar da IE para contribuinte isento (tipo `TIe` do leiaute). */
export const IE_ISENTO = 'ISENTO';

const RE_IE = /^\d{2,14}$/;

/**
 * Normaliza a inscrição estadual para a forma do XML: remove espaços nas pontas; `isento`
 * (qualquer caixa) vira `'ISENTO'`; caso contrário remove `.`, `-`, `/` e espaços.
 *
 * @param value IE digitada; `null`/`undefined` viram `''`.
 * @returns a IE normalizada (não valida). Não lança erros.
 */
export function normalizeInscricaoEstadual(value: string | null | undefined): string {
  const ie = (value ?? '').trim();
  if (ie.toUpperCase() === IE_ISENTO) return IE_ISENTO;
  return ie.replace(/[.\-/\s]/g, '');
}

/**
 * Valida a inscrição estadual pela regra de leiaute da NF-e: tipo `TIe` do XSD
 * (`[0-9]{2,14}|ISENTO`, tiposBasico_v4.00.xsd, PL_010). Aplica
 * {@link normalizeInscricaoEstadual} antes de testar.
 *
 * NÃO faz a validação completa por UF (dígitos verificadores e tamanhos do Sintegra);
 * a SEFAZ ainda pode rejeitar uma IE que passe aqui.
 *
 * @param value IE com ou sem máscara, ou `'ISENTO'`; não texto -> `false`.
 * @returns `true` se atender ao tipo `TIe`. Não lança erros. Mensagem: `MENSAGENS.ieInvalida`.
 */
export function isValidInscricaoEstadual(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const ie = normalizeInscricaoEstadual(value);
  return ie === IE_ISENTO || RE_IE.test(ie);
}
