/**
 * Finance pages routed by menu/rotas.ts (`componente`), each a lazy chunk: the receivable and
 * payable lists and their report screens. Merged into PAGINAS_PROPRIAS (pages/paginas.tsx).
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';
import type { Lado } from './api.ts';

const lista = (lado: Lado) =>
  lazyChunk<object>(async () => {
    const { default: Lista } = await import('./TitulosLista.tsx');
    return { default: () => <Lista lado={lado} /> };
  });
const relatorios = (lado: Lado) =>
  lazyChunk<object>(async () => {
    const { default: Relatorios } = await import('./Relatorios.tsx');
    return { default: () => <Relatorios lado={lado} /> };
  });

export const PAGINAS_FINANCEIRO: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  receberLista: lista('receber'),
  pagarLista: lista('pagar'),
  receberRelatorios: relatorios('receber'),
  pagarRelatorios: relatorios('pagar'),
};
