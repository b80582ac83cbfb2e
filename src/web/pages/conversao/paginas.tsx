/** Página própria da conversão de planilhas; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_CONVERSAO: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  conversao: lazyChunk(() => import('./Conversao.tsx')),
};
