/**
 * Pedido (issue 13): a aba "Situação e ações" na tela de edição gerada — mudanças de situação com a
 * reserva de estoque, NF-e, contas a receber, impressos, compartilhamento e anexos
 * (src/web/pages/pedidos/AbaPedido.tsx, carregada sob demanda).
 */
import { lazyChunk } from '../../layout/chunk.ts';
import type { FormCustomization } from './types.ts';

export const pedido: FormCustomization = {
  abas: [{ rotulo: 'Situação e ações', Componente: lazyChunk(() => import('../../pages/pedidos/AbaPedido.tsx')) }],
};
