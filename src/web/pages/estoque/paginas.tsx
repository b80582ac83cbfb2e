/** Páginas próprias do estoque, rotas `estoque/consultar` e `estoque/etiquetas`; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_ESTOQUE: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  estoque: lazyChunk(() => import('./Estoque.tsx')),
  etiquetas: lazyChunk(() => import('./Etiquetas.tsx')),
};
