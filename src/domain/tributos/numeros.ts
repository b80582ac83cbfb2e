/**
 * Aritmética decimal dos tributos (sem ponto flutuante binário).
 *
 * Arredondamento: o leiaute da NF-e fixa apenas o FORMATO dos campos — valores monetários
 * `TDec_1302` (2 casas) e alíquotas `TDec_0302a04` (2 a 4 casas), ver
 * `tiposBasico_v4.00.xsd` / `DFeTiposBasicos_v1.00.xsd` do PL_010 — e não o modo de
 * arredondamento. Adotamos o arredondamento comercial "meia para cima" (`ROUND_HALF_UP`)
 * em 2 casas, aplicado a cada valor no momento em que ele vira campo do XML (base, imposto),
 * e os impostos são calculados sobre a base JÁ arredondada, para que quem valida
 * `vBC × pICMS = vICMS` com o XML em mãos chegue ao mesmo número.
 */
import { Decimal } from 'decimal.js';

/** Construtor Decimal com precisão folgada e arredondamento meia-para-cima. */
export const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });

/** Número aceito na entrada: texto decimal (`'1234.56'`), number ou Decimal. */
export type Numero = string | number | Decimal;

/**
 * Converte uma entrada em Decimal, exigindo número finito e não negativo.
 *
 * @param valor valor informado; `undefined`/`null`/`''` valem zero.
 * @param campo nome do campo, usado na mensagem de erro.
 * @throws Error se não for número finito ou se for negativo.
 */
export function decimalNaoNegativo(valor: Numero | undefined | null, campo: string): Decimal {
  if (valor === undefined || valor === null || valor === '') return new Dec(0);
  let d: Decimal;
  try {
    d = new Dec(typeof valor === 'string' ? valor.trim() : valor);
  } catch {
    throw new Error(`${campo}: valor numérico inválido (${String(valor)})`);
  }
  if (!d.isFinite()) throw new Error(`${campo}: valor numérico inválido (${String(valor)})`);
  if (d.isNegative() && !d.isZero()) throw new Error(`${campo}: não pode ser negativo (${d.toString()})`);
  return d;
}

/** Arredonda para 2 casas, meia para cima (valores monetários do leiaute, `TDec_1302`). */
export function arred2(valor: Decimal): Decimal {
  return new Dec(valor).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Arredonda para 4 casas, meia para cima (alíquotas do leiaute, `TDec_0302a04`). */
export function arred4(valor: Decimal): Decimal {
  return new Dec(valor).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
}

/** Formata com exatamente 2 casas (ponto decimal, sem milhar), como exige o XML da NF-e. */
export function fmt2(valor: Decimal): string {
  return new Dec(valor).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** Formata uma alíquota com exatamente 4 casas (`TDec_0302a04`). */
export function fmt4(valor: Decimal): string {
  return new Dec(valor).toFixed(4, Decimal.ROUND_HALF_UP);
}

/**
 * `base × percentual / 100`, arredondado em 2 casas (meia para cima).
 *
 * @param base valor em reais.
 * @param percentual alíquota em % (ex.: 18 para 18%).
 */
export function aplicarPercentual(base: Decimal, percentual: Decimal): Decimal {
  return arred2(base.times(percentual).dividedBy(100));
}

/** Maior entre o valor e zero (impostos a recolher nunca ficam negativos). */
export function naoNegativo(valor: Decimal): Decimal {
  return valor.isNegative() ? new Dec(0) : valor;
}

/**
 * Lê um campo de saída (texto com 2 casas) de volta como Decimal; ausente vale zero.
 * Usado na totalização, que soma os textos já arredondados dos itens.
 */
export function lerValor(texto: string | undefined): Decimal {
  return new Dec(texto ?? 0);
}
