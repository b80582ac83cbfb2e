/** Páginas de configuração da empresa, roteadas por menu/rotas.ts; mescladas em PAGINAS_PROPRIAS (pages/paginas.tsx). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_CONFIG: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  configuracoes: lazyChunk(() => import('./Configuracoes.tsx')),
  restricoesEmpresa: lazyChunk(() => import('./RestricoesEmpresa.tsx')),
  relatoriosGerenciar: lazyChunk(() => import('./RelatoriosGerenciar.tsx')),
};
