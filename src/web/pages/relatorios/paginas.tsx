/** Página própria dos relatórios; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_RELATORIOS: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  relatoriosConsultar: lazyChunk(() => import('./Relatorios.tsx')),
};
