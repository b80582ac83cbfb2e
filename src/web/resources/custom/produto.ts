/**
 * Produto: abas da grade de variações, dos componentes do kit, dos grupos de adicionais (food
 * service) e das imagens na tela de edição (issue 10), cada uma em seu próprio pedaço carregado sob demanda
 * (src/web/pages/estoque).
 */
import { lazyChunk } from '../../layout/chunk.ts';
import type { FormCustomization } from './types.ts';

export const produto: FormCustomization = {
  abas: [
    { rotulo: 'Grade de variações', Componente: lazyChunk(() => import('../../pages/estoque/AbaGrade.tsx')) },
    { rotulo: 'Kit', Componente: lazyChunk(() => import('../../pages/estoque/AbaKit.tsx')) },
    { rotulo: 'Adicionais', Componente: lazyChunk(() => import('../../pages/estoque/AbaAdicionais.tsx')) },
    { rotulo: 'Imagens', Componente: lazyChunk(() => import('../../pages/estoque/AbaImagens.tsx')) },
  ],
};
