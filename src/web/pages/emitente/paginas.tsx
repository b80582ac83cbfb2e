/** Página própria do emitente: configuração fiscal (certificado A1, séries, pacote de schemas); mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_EMITENTE: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  emitenteFiscal: lazyChunk(() => import('./EmitenteFiscal.tsx')),
};
