/**
 * The last SEFAZ answer (cStat) per note seen in this browser session: the list does not carry
 * it, and "Corrigir duplicidade" is offered only for rejections 204/539.
 */
const CHAVE = 'erp.nfe.cstat';

function ler(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(CHAVE) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function lembrarCStat(r: { faturamento_id?: unknown; id?: unknown; chave?: unknown; cStat?: unknown }): void {
  if (!r.cStat) return;
  const m = ler();
  if (r.chave) m[`c:${String(r.chave)}`] = String(r.cStat);
  if (r.faturamento_id) m[`f:${String(r.faturamento_id)}`] = String(r.cStat);
  try {
    sessionStorage.setItem(CHAVE, JSON.stringify(m));
  } catch {
    /* storage full or blocked */
  }
}

export function cStatConhecido(nota: { id?: unknown; chave?: unknown }): string | null {
  const m = ler();
  return (nota.chave ? m[`c:${String(nota.chave)}`] : undefined) ?? (nota.id ? m[`f:${String(nota.id)}`] : undefined) ?? null;
}
