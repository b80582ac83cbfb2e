/** Páginas próprias das compras: lista com importação de XML, manifesto DF-e e relatório; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_COMPRAS: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  comprasLista: lazyChunk(() => import('./ComprasLista.tsx')),
  manifestoDFe: lazyChunk(() => import('./ManifestoDFe.tsx')),
  comprasRelatorios: lazyChunk(() => import('./Relatorios.tsx')),
};
