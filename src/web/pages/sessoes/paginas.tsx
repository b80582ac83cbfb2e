/** Página própria das sessões conectadas; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_SESSOES: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  sessoesConectadas: lazyChunk(() => import('./SessoesConectadas.tsx')),
};
