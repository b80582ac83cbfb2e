/**
 * OData `$filter` of the receivables/payables list (SPEC §7 "Receivables and payables"): the quick
 * filter (a vencer, vencidos, pagos, próximos 7 dias), the due-date period and the search by
 * document or history. Pure: "today" is the business day (domain/relogio.ts) passed in.
 */
import { hojeIso } from './api.ts';

/** Quick filters of the list (each summary card is one of them). */
export type Rapido = 'todos' | 'a_vencer' | 'vencidos' | 'pagos' | 'semana';

/** `iso` (AAAA-MM-DD) plus `n` days. */
export function somarDias(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** OData $filter of the quick filter, period (AAAA-MM-DD, ignored when malformed) and search (from 2 characters). */
export function filtroTitulos(r: Rapido, de: string, ate: string, busca: string, hoje = hojeIso()): string {
  const abertos = `(situacao eq 'aberto' or situacao eq 'parcial')`;
  const partes: string[] = [];
  if (r === 'a_vencer') partes.push(abertos, `vencimento ge ${hoje}`);
  if (r === 'vencidos') partes.push(abertos, `vencimento lt ${hoje}`);
  if (r === 'pagos') partes.push(`situacao eq 'pago'`);
  if (r === 'semana') partes.push(abertos, `vencimento ge ${hoje}`, `vencimento le ${somarDias(hoje, 7)}`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(de)) partes.push(`vencimento ge ${de}`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(ate)) partes.push(`vencimento le ${ate}`);
  const b = busca.trim().replace(/'/g, "''");
  if (b.length >= 2) partes.push(`(contains(documento,'${b}') or contains(descricao,'${b}'))`);
  return partes.join(' and ');
}
