/** Páginas próprias do PDV: pdv/consultar, pdv/venda e pdv/inutilizacaonfce; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_PDV: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  pdvLista: lazyChunk(() => import('./Lista.tsx')),
  pdvVenda: lazyChunk(() => import('./Venda.tsx')),
  inutilizacaoNFCe: lazyChunk(() => import('./InutilizacaoNFCe.tsx')),
};
