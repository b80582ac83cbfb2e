/**
 * Pedido (issue 13): a aba "Situação e ações" na tela de edição gerada — mudanças de situação com a
 * reserva de estoque, NF-e, contas a receber, impressos, compartilhamento e anexos
 * (src/web/pages/pedidos/AbaPedido.tsx, carregada sob demanda). Issue 29, item 7: preço do produto
 * ao escolhê-lo, total de cada item e do pedido enquanto se digita, pagamento com o total
 * (src/web/pages/pedidos/EntradaPedido.tsx) e, depois de incluir, o pedido aberto nas suas ações.
 */
import { lazyChunk } from '../../layout/chunk.ts';
import { ResumoPedido, TotalDoItem } from '../../pages/pedidos/EntradaPedido.tsx';
import type { FormCustomization } from './types.ts';

const ABA_ACOES = 'Situação e ações';

export const pedido: FormCustomization = {
  abas: [{ rotulo: ABA_ACOES, Componente: lazyChunk(() => import('../../pages/pedidos/AbaPedido.tsx')) }],
  itemExtra: { Item: TotalDoItem },
  Resumo: ResumoPedido,
  aposIncluir: { aba: ABA_ACOES },
};
