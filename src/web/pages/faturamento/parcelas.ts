/** Installments (duplicatas) of the faturamento editor: "Gerar parcelas" and cents-exact sums. */

export interface Parcela {
  numero: string;
  vencimento: string;
  valor: number;
}

/** `YYYY-MM-DD` plus `dias` (calendar, UTC-safe). */
export function somarDias(iso: string, dias: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d + dias));
  return dt.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `meses` (day clamped to the month's end: 31/01 + 1 -> 28/02). */
export function somarMeses(iso: string, meses: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const alvo = new Date(Date.UTC(y, m - 1 + meses, 1));
  const ultimo = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  alvo.setUTCDate(Math.min(d, ultimo));
  return alvo.toISOString().slice(0, 10);
}

/**
 * "Gerar parcelas": splits `total` into `quantidade` duplicatas in cents; the remainder cents go
 * to the first installments so the sum is exactly the total (100 / 3 -> 33,34 + 33,33 + 33,33).
 * Due dates: the first at `primeiroVencimento`, then every `intervaloDias` days (0 = monthly).
 * Numbers `001`, `002`, ... (nDup, MOC: sequential, 3 digits).
 * @returns [] when the total is not positive or the count is below 1.
 */
export function gerarParcelas(total: number, quantidade: number, primeiroVencimento: string, intervaloDias = 30): Parcela[] {
  const n = Math.floor(quantidade);
  const cents = Math.round((Number(total) || 0) * 100);
  if (!(n >= 1) || cents <= 0 || !/^\d{4}-\d{2}-\d{2}/.test(primeiroVencimento)) return [];
  const base = Math.floor(cents / n);
  const resto = cents - base * n;
  const out: Parcela[] = [];
  for (let i = 0; i < n; i++) {
    const valor = (base + (i < resto ? 1 : 0)) / 100;
    const vencimento = intervaloDias > 0 ? somarDias(primeiroVencimento, intervaloDias * i) : somarMeses(primeiroVencimento, i);
    out.push({ numero: String(i + 1).padStart(3, '0'), vencimento, valor });
  }
  return out;
}

/** Sum in cents-exact arithmetic. */
export function somaValores(valores: readonly unknown[]): number {
  return valores.reduce<number>((s, v) => s + Math.round((Number(v) || 0) * 100), 0) / 100;
}
