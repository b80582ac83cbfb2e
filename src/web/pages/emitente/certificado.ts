/** The A1 certificate's expiry banner of the issuer's fiscal settings. */

/** Certificate banner: 'vencido' / 'vencendo' (within 30 days) / null. */
export function avisoCertificado(validoAte: string | null | undefined, agora: Date = new Date()): { tipo: 'vencido' | 'vencendo'; dias: number } | null {
  if (!validoAte) return null;
  const t = Date.parse(validoAte);
  if (!Number.isFinite(t)) return null;
  const dias = Math.floor((t - agora.getTime()) / 86_400_000);
  if (t <= agora.getTime()) return { tipo: 'vencido', dias };
  if (dias <= 30) return { tipo: 'vencendo', dias };
  return null;
}
