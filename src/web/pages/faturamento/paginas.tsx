/** Páginas próprias do faturamento: lista das notas e editor da NF-e; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_FATURAMENTO: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  faturamentoLista: lazyChunk(() => import('./FaturamentoLista.tsx')),
  faturamentoEditor: lazyChunk(() => import('./FaturamentoEditor.tsx')),
};
