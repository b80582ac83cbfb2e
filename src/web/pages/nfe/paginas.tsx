/** Páginas próprias da NF-e: gerenciador, inutilização, carta de correção e arquivos XML; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_NFE: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  gerenciadorNFe: lazyChunk(() => import('./GerenciadorNFe.tsx')),
  inutilizacaoNFe: lazyChunk(() => import('./InutilizacaoNFe.tsx')),
  cartaCorrecaoNFe: lazyChunk(() => import('./CartaCorrecaoNFe.tsx')),
  arquivosXml: lazyChunk(() => import('./ArquivosXml.tsx')),
};
