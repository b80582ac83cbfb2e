/**
 * Parcelamento e datas de vencimento (sem ponto flutuante: valores em R$ com 2 casas, via decimal.js).
 *
 * - {@link dividirEmParcelas}: divide um total em N parcelas de centavos inteiros; a diferença do
 *   arredondamento fica na 1ª parcela (prática de boletos e duplicatas: a soma das parcelas é
 *   sempre o total, ao centavo).
 * - {@link somarMeses}: mesmo dia N meses depois, limitado ao último dia do mês (31/01 + 1 = 28/02
 *   ou 29/02), como fazem aluguéis e mensalidades.
 * - {@link previsaoCondicao}: parcelas de uma condição de pagamento (cadastro `condicao`).
 */
import { Decimal } from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Data ISO (YYYY-MM-DD) válida? */
export function dataIsoValida(s: unknown): s is string {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** `data` + `dias` (pode ser negativo). */
export function somarDias(data: string, dias: number): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** `data` + `meses`, com o dia limitado ao último dia do mês de destino. */
export function somarMeses(data: string, meses: number): string {
  const [a, m, d] = data.split('-').map(Number);
  const alvo = new Date(Date.UTC(a, m - 1 + meses, 1));
  const ultimo = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  alvo.setUTCDate(Math.min(d, ultimo));
  return alvo.toISOString().slice(0, 10);
}

/** Dias de `de` até `ate` (positivo quando `ate` é depois). */
export function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
}

/**
 * Divide `total` (R$) em `n` parcelas com 2 casas; a 1ª absorve a sobra dos centavos.
 * @returns textos decimais ('33.34', '33.33', '33.33').
 * @throws Error se n < 1 ou total negativo.
 */
export function dividirEmParcelas(total: string | number | Decimal, n: number): string[] {
  if (!Number.isInteger(n) || n < 1) throw new Error('Número de parcelas inválido');
  const centavos = new D(total).times(100).toDecimalPlaces(0);
  if (centavos.isNegative()) throw new Error('Total negativo');
  const base = centavos.dividedToIntegerBy(n);
  const sobra = centavos.minus(base.times(n));
  return Array.from({ length: n }, (_, i) => (i === 0 ? base.plus(sobra) : base).dividedBy(100).toFixed(2));
}

/** Condição de pagamento como no cadastro `condicao` (SPEC §3). */
export interface Condicao {
  parcelas: number;
  /** dias da data-base até a 1ª parcela (ignorado quando há entrada) */
  dias_primeira: number;
  /** dias entre parcelas; 0 com `dia_fixo` = mensal no mesmo dia */
  intervalo_dias: number;
  /** a 1ª parcela vence na data-base (paga no ato) */
  entrada: boolean;
  /** % de acréscimo sobre o total (juros do parcelamento) */
  percentual_acrescimo?: number | string;
  /** % de desconto sobre o total (à vista) */
  percentual_desconto?: number | string;
}

/** Uma parcela prevista: número (1..N), vencimento ISO e valor em R$ (texto com 2 casas). */
export interface ParcelaPrevista {
  parcela: number;
  vencimento: string;
  valor: string;
}

/**
 * Parcelas de `total` (R$) pela condição a partir de `dataBase` (ISO): total ajustado pelo
 * acréscimo/desconto (2 casas, meia para cima), dividido por {@link dividirEmParcelas}; com entrada
 * a 1ª vence na data-base e as demais a cada `intervalo_dias`; sem entrada a 1ª vence em
 * `dias_primeira`. Intervalo 30 vira "mesmo dia do mês" ({@link somarMeses}), como os ERPs fazem.
 */
export function previsaoCondicao(cond: Condicao, total: string | number, dataBase: string): { total: string; parcelas: ParcelaPrevista[] } {
  const bruto = new D(total);
  const ajuste = new D(cond.percentual_acrescimo ?? 0).minus(cond.percentual_desconto ?? 0);
  const ajustado = bruto.plus(bruto.times(ajuste).dividedBy(100)).toDecimalPlaces(2);
  const valores = dividirEmParcelas(ajustado, cond.parcelas);
  const primeira = cond.entrada ? dataBase : somarDias(dataBase, cond.dias_primeira);
  const mensal = cond.intervalo_dias === 30;
  return {
    total: ajustado.toFixed(2),
    parcelas: valores.map((valor, i) => ({
      parcela: i + 1,
      vencimento: mensal ? somarMeses(primeira, i) : somarDias(primeira, i * cond.intervalo_dias),
      valor,
    })),
  };
}
