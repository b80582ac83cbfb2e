/**
 * Cancelamento de uma compra: estorna a entrada de estoque (cada lançamento do razão com
 * documento 'compra' ganha o seu estorno, ver estoque/nfe.ts `estornarDocumento`) e cancela as
 * contas a pagar que ela lançou (pelo financeiro, dono dos títulos). Como no cancelamento da NF-e (financeiro/titulos.ts), título já
 * pago, mesmo em parte, impede o cancelamento: o pagamento precisa ser estornado antes.
 * A chave fica livre: a mesma NF-e pode ser importada de novo depois.
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { estornarDocumento } from '../estoque/nfe.ts';
import { cancelarTitulosEmAberto, titulosComBaixa } from '../financeiro/titulos.ts';

/**
 * @returns quantos lançamentos de estoque foram estornados e quantos títulos cancelados.
 * @throws ValidationError 400 se a compra não existe ou já está cancelada; ApiError 400 (`titulos`)
 *   se alguma conta a pagar da compra tem pagamento.
 */
export async function cancelarCompra(
  c: Client,
  emitenteId: number,
  compraId: number,
  usuarioId: number | null,
): Promise<{ estornos: number; titulos: number }> {
  const { rows } = await c.query('SELECT situacao FROM compra WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, compraId]);
  if (!rows[0]) throw new ValidationError({ id: ['Compra não encontrada'] });
  if (rows[0].situacao === 'cancelada') throw new ValidationError({ situacao: ['A compra já está cancelada'] });
  const daCompra = { origem: 'compra', origemId: compraId } as const;
  const pagos = await titulosComBaixa(c, emitenteId, 'pagar', daCompra);
  if (pagos.length) {
    const lista = pagos.map((p) => p.documento).join(', ');
    throw new ApiError(400, `Estorne antes os pagamentos de ${lista}: a compra tem contas a pagar já pagas.`, { titulos: [`Títulos pagos: ${lista}`] });
  }
  const estornos = await estornarDocumento(c, emitenteId, 'compra', compraId, usuarioId);
  const cancelados = await cancelarTitulosEmAberto(c, emitenteId, 'pagar', daCompra, 'a compra');
  await c.query(`UPDATE compra SET situacao = 'cancelada' WHERE emitente_id = $1 AND id = $2`, [emitenteId, compraId]);
  return { estornos, titulos: cancelados.length };
}
