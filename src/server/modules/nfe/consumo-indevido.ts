/**
 * Espera do produto depois de um 656 "Consumo Indevido": a SEFAZ bloqueia por 1 hora
 * quem reenvia a mesma nota rejeitada sem corrigir (MOC 7.0 §3.6); o produto não insiste e recusa
 * a nova transmissão da nota até o fim da espera, sem falar com a SEFAZ.
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';

/** Espera depois de um 656 (consumo indevido) antes de transmitir a mesma nota de novo (MOC 7.0 §3.6: 1 h). */
export const ESPERA_CONSUMO_INDEVIDO_MS = 3_600_000;

/**
 * Recusa (HTTP 400, campo `situacao`) a transmissão de uma nota cuja última resposta da SEFAZ foi
 * 656 há menos de {@link ESPERA_CONSUMO_INDEVIDO_MS}: o produto espera em vez de insistir.
 */
export async function recusarDuranteConsumoIndevido(c: Client, emitenteId: number, faturamentoId: number): Promise<void> {
  const { rows } = await c.query(
    `SELECT alterado_em FROM faturamento_nfe WHERE emitente_id = $1 AND faturamento_id = $2 AND cstat = '656' AND alterado_em > now() - make_interval(secs => $3)`,
    [emitenteId, faturamentoId, ESPERA_CONSUMO_INDEVIDO_MS / 1000],
  );
  if (!rows[0]) return;
  const libera = new Date(new Date(rows[0].alterado_em).getTime() + ESPERA_CONSUMO_INDEVIDO_MS);
  const hora = libera.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
  throw new ApiError(
    400,
    `A SEFAZ bloqueou esta nota por consumo indevido (656): ela foi rejeitada várias vezes pelo mesmo motivo. Corrija a nota e transmita de novo a partir das ${hora}.`,
    { situacao: [`Nova transmissão só a partir das ${hora} (consumo indevido)`] },
  );
}
