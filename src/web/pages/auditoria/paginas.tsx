/** Página própria da auditoria; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_AUDITORIA: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  auditoria: lazyChunk(() => import('./Auditoria.tsx')),
};
