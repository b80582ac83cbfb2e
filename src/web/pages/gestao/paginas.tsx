/** Páginas de gestão do administrador: Painel do Gestor e Gerenciar empresas. Somadas a PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_GESTAO: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  gestorPainel: lazyChunk(() => import('./PainelGestor.tsx')),
  empresasGerenciar: lazyChunk(() => import('./EmpresasGerenciar.tsx')),
  restricoesGerenciar: lazyChunk(() => import('./RestricoesGerenciar.tsx')),
};
