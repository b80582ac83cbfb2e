/** Páginas próprias da NFS-e: gerenciador e editor; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_NFSE: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  gerenciadorNFSe: lazyChunk(() => import('./GerenciadorNFSe.tsx')),
  nfseEditor: lazyChunk(() => import('./NfseEditor.tsx')),
};
