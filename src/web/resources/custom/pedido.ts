/**
 * Pedido: a aba "Situação e ações" na tela de edição gerada — mudanças de situação com a
 * reserva de estoque, NF-e, contas a receber, impressos, compartilhamento e anexos
 * (src/web/pages/pedidos/AbaPedido.tsx, carregada sob demanda). Os itens numa grade
 * como a da NF-e (src/web/pages/pedidos/GradeItensPedido.tsx: preço do produto ao escolhê-lo, total
 * de cada item enquanto se digita), total do pedido e pagamento com o total
 * (src/web/pages/pedidos/EntradaPedido.tsx) e, depois de incluir, o pedido aberto nas suas ações.
 */
import { lazyChunk } from '../../layout/chunk.ts';
import { ResumoPedido } from '../../pages/pedidos/EntradaPedido.tsx';
import type { FormCustomization } from './types.ts';

const ABA_ACOES = 'Situação e ações';

export const pedido: FormCustomization = {
  abas: [{ rotulo: ABA_ACOES, Componente: lazyChunk(() => import('../../pages/pedidos/AbaPedido.tsx')) }],
  listas: { Item: lazyChunk(() => import('../../pages/pedidos/GradeItensPedido.tsx')) },
  Resumo: ResumoPedido,
  aposIncluir: { aba: ABA_ACOES },
};
