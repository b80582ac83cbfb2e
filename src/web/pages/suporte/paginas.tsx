/**
 * Hand-written support pages routed by menu/rotas.ts (`componente`): the ticket list, the
 * ticket conversation and the help centre, each a lazy chunk. Merged into PAGINAS_PROPRIAS (pages/paginas.tsx).
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_SUPORTE: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  ticketLista: lazyChunk(() => import('./TicketLista.tsx')),
  ticketConversa: lazyChunk(() => import('./TicketConversa.tsx')),
  centralAjuda: lazyChunk(() => import('./CentralAjuda.tsx')),
};
