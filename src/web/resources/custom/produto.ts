/**
 * Produto: abas da grade de variações, dos componentes do kit, dos grupos de adicionais (food
 * service) e das imagens; o item da lista de serviços só aparece para serviços na tela de edição, cada uma em seu próprio pedaço carregado sob demanda
 * (src/web/pages/estoque).
 */
import { lazyChunk } from '../../layout/chunk.ts';
import type { FormCustomization } from './types.ts';

export const produto: FormCustomization = {
  // o item da lista de serviços (LC 116) só faz sentido para serviço (tipo do item SPED 09)
  watch: ['tipo_item'],
  visible: (f, values) => (f.name === 'item_lista_servico' ? values.tipo_item === '09' : true),
  abas: [
    { rotulo: 'Grade de variações', Componente: lazyChunk(() => import('../../pages/estoque/AbaGrade.tsx')) },
    { rotulo: 'Kit', Componente: lazyChunk(() => import('../../pages/estoque/AbaKit.tsx')) },
    { rotulo: 'Adicionais', Componente: lazyChunk(() => import('../../pages/estoque/AbaAdicionais.tsx')) },
    { rotulo: 'Imagens', Componente: lazyChunk(() => import('../../pages/estoque/AbaImagens.tsx')) },
  ],
};
