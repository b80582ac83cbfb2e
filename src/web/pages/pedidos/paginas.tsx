/** Páginas próprias dos pedidos, rota `pedidos/consultar`; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_PEDIDOS: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  pedidosQuadro: lazyChunk(() => import('./PedidosQuadro.tsx')),
};
