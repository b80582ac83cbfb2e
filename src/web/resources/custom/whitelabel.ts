/**
 * White-label: aba "Imagens" na edição, com o upload conferido pelo conteúdo
 * (src/web/pages/gestao/AbaImagensWhiteLabel.tsx), em um pedaço carregado sob demanda.
 */
import { lazyChunk } from '../../layout/chunk.ts';
import type { FormCustomization } from './types.ts';

export const configuracaoWhiteLabel: FormCustomization = {
  abas: [{ rotulo: 'Imagens', Componente: lazyChunk(() => import('../../pages/gestao/AbaImagensWhiteLabel.tsx')) }],
};
