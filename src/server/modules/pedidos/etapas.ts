/**
 * Etapas do pedido e as transições permitidas entre elas (a tabela está em situacao.ts, que aplica
 * as mudanças). Separado de situacao.ts para que o cadastro e o faturamento leiam a etapa sem
 * importar o fluxo que recalcula o pedido.
 */
import type { Client } from '../../db/tenant.ts';
import { notFound } from '../../http/envelope.ts';

export type Etapa = 'orcamento' | 'aprovado' | 'separacao' | 'faturado' | 'entregue' | 'cancelado';

export const ETAPAS_EDITAVEIS: ReadonlySet<Etapa> = new Set(['orcamento', 'aprovado', 'separacao']);
export const ETAPAS_COM_RESERVA: ReadonlySet<Etapa> = new Set(['aprovado', 'separacao']);

const PERMITIDAS: Record<Etapa, readonly Etapa[]> = {
  orcamento: ['orcamento', 'aprovado', 'separacao', 'cancelado'],
  aprovado: ['orcamento', 'aprovado', 'separacao', 'cancelado'],
  separacao: ['orcamento', 'aprovado', 'separacao', 'cancelado'],
  faturado: ['faturado', 'entregue'],
  entregue: ['faturado', 'entregue'],
  cancelado: ['orcamento', 'cancelado'],
};

/** Rótulo da etapa nas mensagens. */
export const ROTULO_ETAPA: Record<Etapa, string> = {
  orcamento: 'orçamento',
  aprovado: 'aprovado',
  separacao: 'em separação',
  faturado: 'faturado',
  entregue: 'entregue',
  cancelado: 'cancelado',
};

/** Se a etapa `de` pode ir para `para` (tabela do módulo; `faturado` só pela NF-e). */
export function transicaoPermitida(de: Etapa, para: Etapa): boolean {
  return PERMITIDAS[de].includes(para);
}

/**
 * Etapa atual do pedido (com `travar`, a linha do pedido fica travada até o fim da transação).
 * @throws ApiError 404 quando o pedido não é do emitente.
 */
export async function etapaDoPedido(c: Client, emitenteId: number, pedidoId: number, travar = false): Promise<Etapa> {
  const { rows } = await c.query(
    `SELECT s.etapa FROM pedido p JOIN situacao_pedido s ON s.emitente_id = p.emitente_id AND s.id = p.situacao_pedido_id
      WHERE p.emitente_id = $1 AND p.id = $2${travar ? ' FOR UPDATE OF p' : ''}`,
    [emitenteId, pedidoId],
  );
  if (!rows[0]) throw notFound('Pedido não encontrado.');
  return rows[0].etapa;
}
