import { MENSAGENS } from './mensagens.ts';
import { mod11CheckDigit } from './modulo11.ts';

const RE_CPF = /^\d{11}$/;
const RE_CNPJ = /^[0-9A-Z]{12}\d{2}$/;
const RE_BASE_CNPJ = /^[0-9A-Z]{12}$/;
const RE_BASE_CPF = /^\d{9}$/;

/** Verdadeiro quando todos os caracteres são iguais (ex.: `'11111111111'`). */
function todosIguais(valor: string): boolean {
  return valor.length > 0 && valor.split('').every((c) => c === valor[0]);
}

/**
 * Remove tudo o que não é dígito `0-9`.
 *
 * @param value texto qualquer; `null`/`undefined` viram `''`.
 * @returns apenas os dígitos, na ordem original (ex.: `'529.982.247-25'` -> `'52998224725'`).
 *   Não lança erros. Atenção: descarta letras — para CNPJ alfanumérico use {@link normalizeCpfCnpj}.
 */
export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * Remove os caracteres de máscara de um CPF/CNPJ, preservando letras (CNPJ alfanumérico).
 *
 * Mantém apenas `[0-9A-Za-z]` e converte letras para maiúsculas, que é a forma exigida pelo
 * leiaute (`TCnpj`: `[0-9A-Z]{12}[0-9]{2}`, NT 2025.001).
 *
 * @param value texto digitado, com ou sem máscara; `null`/`undefined` viram `''`.
 * @returns ex.: `'12.abc.345/01de-35'` -> `'12ABC34501DE35'`; `'529.982.247-25'` -> `'52998224725'`.
 *   Não lança erros.
 */
export function normalizeCpfCnpj(value: string | null | undefined): string {
  return (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/**
 * Calcula os dois dígitos verificadores de um CPF.
 *
 * Regra da Receita Federal: módulo 11 com pesos 10..2 (1º DV) e 11..2 (2º DV); resto < 2 -> 0.
 *
 * @param base9 os 9 primeiros dígitos (máscara é tolerada, ex.: `'529.982.247'`).
 * @returns os 2 DVs como texto (ex.: `'529982247'` -> `'25'`).
 * @throws Error (`MENSAGENS.baseCpfInvalida`) se a base não tiver exatamente 9 dígitos.
 */
export function cpfCheckDigits(base9: string): string {
  const base = normalizeCpfCnpj(base9);
  if (!RE_BASE_CPF.test(base)) throw new Error(MENSAGENS.baseCpfInvalida);
  const d1 = mod11CheckDigit(base, Infinity);
  const d2 = mod11CheckDigit(base + d1, Infinity);
  return `${d1}${d2}`;
}

/**
 * Calcula os dois dígitos verificadores de um CNPJ, numérico ou alfanumérico.
 *
 * Regra da NT 2025.001 (CNPJ alfanumérico), compatível com o CNPJ numérico: valor de cada
 * caractere = `charCode - 48`, pesos 2..9 da direita para a esquerda em ciclo, módulo 11,
 * resto < 2 -> 0, senão 11 - resto.
 *
 * @param base12 os 12 primeiros caracteres `[0-9A-Z]` (máscara tolerada, minúsculas convertidas).
 * @returns os 2 DVs como texto (ex.: `'112223330001'` -> `'81'`, `'12ABC34501DE'` -> `'35'`).
 * @throws Error (`MENSAGENS.baseCnpjInvalida`) se a base não tiver 12 caracteres `[0-9A-Z]`.
 */
export function cnpjCheckDigits(base12: string): string {
  const base = normalizeCpfCnpj(base12);
  if (!RE_BASE_CNPJ.test(base)) throw new Error(MENSAGENS.baseCnpjInvalida);
  const d1 = mod11CheckDigit(base, 9);
  const d2 = mod11CheckDigit(base + d1, 9);
  return `${d1}${d2}`;
}

/**
 * Valida um CPF (SPEC §5): 11 dígitos, rejeita todos iguais, confere os 2 DVs.
 *
 * Caracteres de máscara (`.`, `-`, espaços...) são removidos; letras NÃO são descartadas
 * (um CPF com letra é inválido).
 *
 * @param value CPF com ou sem máscara; qualquer valor não texto retorna `false`.
 * @returns `true` se válido. Não lança erros.
 */
export function isValidCpf(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const cpf = normalizeCpfCnpj(value);
  if (!RE_CPF.test(cpf) || todosIguais(cpf)) return false;
  return cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

/**
 * Valida um CNPJ numérico ou alfanumérico (SPEC §5; NT 2025.001 — CNPJ alfanumérico).
 *
 * Forma aceita após remover a máscara e converter para maiúsculas: `[0-9A-Z]{12}[0-9]{2}`
 * (tipo `TCnpj` do leiaute PL_010). Rejeita todos os caracteres iguais e confere os 2 DVs.
 *
 * @param value CNPJ com ou sem máscara (ex.: `'11.222.333/0001-81'`, `'12.ABC.345/01DE-35'`);
 *   qualquer valor não texto retorna `false`.
 * @returns `true` se válido. Não lança erros.
 */
export function isValidCnpj(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const cnpj = normalizeCpfCnpj(value);
  if (!RE_CNPJ.test(cnpj) || todosIguais(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/**
 * Identifica se o valor é um CPF ou CNPJ válido.
 *
 * @param value documento com ou sem máscara.
 * @returns `'CPF'` (11 caracteres válidos), `'CNPJ'` (14 caracteres válidos, inclusive
 *   alfanumérico) ou `null` se inválido. Útil para escolher a tag `CPF`/`CNPJ` do XML.
 */
export function tipoCpfCnpj(value: unknown): 'CPF' | 'CNPJ' | null {
  if (typeof value !== 'string') return null;
  const doc = normalizeCpfCnpj(value);
  if (doc.length === 11) return isValidCpf(doc) ? 'CPF' : null;
  if (doc.length === 14) return isValidCnpj(doc) ? 'CNPJ' : null;
  return null;
}

/**
 * Valida CPF ou CNPJ (SPEC §5): a máscara é removida; 11 caracteres -> CPF, 14 -> CNPJ
 * (também alfanumérico, NT 2025.001); qualquer outro tamanho é inválido.
 *
 * Diferença consciente em relação à SPEC ("non-digits are stripped"): letras não são
 * descartadas, pois no CNPJ alfanumérico elas são significativas.
 *
 * @param value documento com ou sem máscara; qualquer valor não texto retorna `false`.
 * @returns `true` se for um CPF ou CNPJ válido. Não lança erros.
 */
export function isValidCpfCnpj(value: unknown): boolean {
  return tipoCpfCnpj(value) !== null;
}

/**
 * Formata um CPF como `000.000.000-00`.
 *
 * @param value CPF com ou sem máscara.
 * @returns o CPF mascarado; se não houver exatamente 11 dígitos, devolve `value` sem alteração
 *   (não confere os DVs). Não lança erros.
 */
export function formatCpf(value: string): string {
  const cpf = normalizeCpfCnpj(value);
  if (!RE_CPF.test(cpf)) return value;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/**
 * Formata um CNPJ como `00.000.000/0000-00` (alfanumérico: `AA.AAA.AAA/AAAA-00`, NT 2025.001).
 *
 * @param value CNPJ com ou sem máscara (minúsculas são convertidas).
 * @returns o CNPJ mascarado; se não tiver a forma `[0-9A-Z]{12}[0-9]{2}`, devolve `value`
 *   sem alteração (não confere os DVs). Não lança erros.
 */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCpfCnpj(value);
  if (!RE_CNPJ.test(cnpj)) return value;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/**
 * Formata CPF (11 caracteres) ou CNPJ (14 caracteres) conforme o tamanho após remover a máscara.
 *
 * @param value documento com ou sem máscara.
 * @returns o documento mascarado, ou `value` sem alteração quando não for formatável.
 */
export function formatCpfCnpj(value: string): string {
  const doc = normalizeCpfCnpj(value);
  if (doc.length === 11) return formatCpf(value);
  if (doc.length === 14) return formatCnpj(value);
  return value;
}
