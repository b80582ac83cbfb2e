/** Páginas próprias dos tributos: simulador por produto, tabela IBPT e tabelas oficiais; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_TRIBUTOS: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  produtoSimulador: lazyChunk(() => import('./ProdutoSimulador.tsx')),
  tabelaIbpt: lazyChunk(() => import('./TabelaIbpt.tsx')),
  tabelasOficiais: lazyChunk(() => import('./TabelasOficiais.tsx')),
};
