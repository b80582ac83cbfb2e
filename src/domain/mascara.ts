import { normalizeCpfCnpj, onlyDigits } from './documentos.ts';

/** Máscara de CPF: `000.000.000-00`. */
export const MASCARA_CPF = '###.###.###-##';
/** Máscara de CNPJ pronta para o CNPJ alfanumérico (NT 2025.001): `AA.AAA.AAA/AAAA-00`. */
export const MASCARA_CNPJ = 'XX.XXX.XXX/XXXX-##';
/** Máscara de CEP: `00000-000`. */
export const MASCARA_CEP = '#####-###';
/** Máscara de telefone fixo (10 dígitos com DDD). */
export const MASCARA_TELEFONE = '(##) ####-####';
/** Máscara de celular (11 dígitos com DDD). */
export const MASCARA_CELULAR = '(##) #####-####';

/** Cada marcador aceita um caractere (devolvendo-o, talvez convertido) ou o recusa (`null`). */
const MARCADORES: Readonly<Record<string, (c: string) => string | null>> = {
  '#': (c) => (/^[0-9]$/.test(c) ? c : null),
  X: (c) => (/^[0-9A-Za-z]$/.test(c) ? c : null),
  S: (c) => (/^[A-Za-z]$/.test(c) ? c : null),
  A: (c) => (/^[A-Za-z]$/.test(c) ? c.toUpperCase() : null),
  a: (c) => (/^[A-Za-z]$/.test(c) ? c.toLowerCase() : null),
};

/**
 * Aplica uma máscara de entrada de forma progressiva, como enquanto o usuário digita (SPEC §5).
 *
 * Marcadores: `#` dígito, `X` letra ou dígito, `S` letra, `A` letra convertida para maiúscula,
 * `a` letra convertida para minúscula (letras ASCII `A-Z`/`a-z`). Qualquer outro caractere da
 * máscara é literal. Caracteres do valor que não servem para o marcador atual são ignorados;
 * literais são inseridos apenas quando o próximo caractere válido chega (nunca ficam no fim) e,
 * se o usuário digitou o próprio literal, ele é aproveitado. O excesso é descartado.
 *
 * @param value texto digitado (com ou sem máscara); `null`/`undefined` viram `''`.
 * @param mask  a máscara, ex.: {@link MASCARA_CPF}.
 * @returns ex.: `applyMask('5299', MASCARA_CPF)` -> `'529.9'`;
 *   `applyMask('abc1234', 'AAA-####')` -> `'ABC-1234'`. Não lança erros.
 */
export function applyMask(value: string | null | undefined, mask: string): string {
  const entrada = value ?? '';
  let saida = '';
  let literais = '';
  let v = 0;
  for (let m = 0; m < mask.length; m++) {
    const marcador = MARCADORES[mask[m]];
    if (!marcador) {
      literais += mask[m];
      if (entrada[v] === mask[m]) v++;
      continue;
    }
    let aceito: string | null = null;
    while (aceito === null && v < entrada.length) aceito = marcador(entrada[v++]);
    if (aceito === null) break;
    saida += literais + aceito;
    literais = '';
  }
  return saida;
}

/**
 * Remove a máscara: devolve só os caracteres que ocupam posições de marcador, já validados e
 * convertidos como em {@link applyMask}.
 *
 * @param value texto mascarado (ou não).
 * @param mask  a máscara usada.
 * @returns ex.: `unmask('529.982.247-25', MASCARA_CPF)` -> `'52998224725'`. Não lança erros.
 */
export function unmask(value: string | null | undefined, mask: string): string {
  const mascarado = applyMask(value, mask);
  let saida = '';
  for (let i = 0; i < mascarado.length; i++) {
    if (MARCADORES[mask[i]]) saida += mascarado[i];
  }
  return saida;
}

/**
 * Máscara de CPF ou CNPJ escolhida pelo conteúdo: até 11 dígitos -> CPF; a partir do 12º
 * caractere, ou se houver letra (CNPJ alfanumérico, NT 2025.001) -> CNPJ. Letras são
 * convertidas para maiúsculas.
 *
 * @param value documento digitado.
 * @returns ex.: `'52998224725'` -> `'529.982.247-25'`; `'112223330001'` -> `'11.222.333/0001'`;
 *   `'12abc34501de35'` -> `'12.ABC.345/01DE-35'`. Não lança erros.
 */
export function maskCpfCnpj(value: string | null | undefined): string {
  const doc = normalizeCpfCnpj(value);
  return /^\d{0,11}$/.test(doc) ? applyMask(doc, MASCARA_CPF) : applyMask(doc, MASCARA_CNPJ);
}

/**
 * Máscara de telefone com DDD: até 10 dígitos -> fixo `(00) 0000-0000`; 11 -> celular
 * `(00) 00000-0000`. Dígitos além de 11 são descartados.
 *
 * @param value telefone digitado, com ou sem máscara.
 * @returns o telefone mascarado progressivamente. Não lança erros.
 */
export function maskTelefone(value: string | null | undefined): string {
  const digitos = onlyDigits(value);
  return applyMask(digitos, digitos.length <= 10 ? MASCARA_TELEFONE : MASCARA_CELULAR);
}

/**
 * Máscara de CEP `00000-000`, progressiva.
 *
 * @param value CEP digitado.
 * @returns o CEP mascarado. Não lança erros.
 */
export function maskCep(value: string | null | undefined): string {
  return applyMask(onlyDigits(value), MASCARA_CEP);
}
