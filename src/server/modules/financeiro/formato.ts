/** Formatação pt-BR de valores para mensagens e impressos do financeiro (SPEC §9: R$, '.' milhar, ',' decimal). */
import { Decimal } from 'decimal.js';

/** `1234.5` -> 'R$ 1.234,50' (sem ponto flutuante). */
export function formatarMoeda(v: Decimal.Value): string {
  const d = new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const [int, dec] = d.abs().toFixed(2).split('.');
  return `${d.isNegative() ? '-' : ''}R$ ${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`;
}

/** '2026-11-24' -> '24/11/2026'. */
export function formatarData(iso: string): string {
  return iso.slice(0, 10).split('-').reverse().join('/');
}
