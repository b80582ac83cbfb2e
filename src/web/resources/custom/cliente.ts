/**
 * Cliente: as regras de pessoa (pessoa.ts) e, na edição, a aba "SEFAZ" com a consulta ao cadastro
 * de contribuintes (CCC; src/web/pages/nfe/AbaConsultaSefaz.tsx).
 */
import { lazyChunk } from '../../layout/chunk.ts';
import { pessoaCompleta } from './pessoa.ts';
import type { FormCustomization } from './types.ts';

export const cliente: FormCustomization = {
  ...pessoaCompleta,
  abas: [{ rotulo: 'SEFAZ', Componente: lazyChunk(() => import('../../pages/nfe/AbaConsultaSefaz.tsx')) }],
};
