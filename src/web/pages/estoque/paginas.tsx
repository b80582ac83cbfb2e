/** Páginas próprias do estoque (issue 10), rota `estoque/consultar`; mescladas em PAGINAS_PROPRIAS (pages/nfe/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_ESTOQUE: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  estoque: lazyChunk(() => import('./Estoque.tsx')),
};
