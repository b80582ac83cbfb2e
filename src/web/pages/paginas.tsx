/**
 * Hand-written pages routed by menu/rotas.ts (`componente`), each a lazy chunk: every area registers
 * its own screens in `pages/<área>/paginas.tsx` (arquitetura §8) and this index only merges them.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { PAGINAS_AUDITORIA } from './auditoria/paginas.tsx';
import { PAGINAS_COMPRAS } from './compras/paginas.tsx';
import { PAGINAS_CONFIG } from './config/paginas.tsx';
import { PAGINAS_CONVERSAO } from './conversao/paginas.tsx';
import { PAGINAS_EMITENTE } from './emitente/paginas.tsx';
import { PAGINAS_ESTOQUE } from './estoque/paginas.tsx';
import { PAGINAS_FATURAMENTO } from './faturamento/paginas.tsx';
import { PAGINAS_FINANCEIRO } from './financeiro/paginas.tsx';
import { PAGINAS_GESTAO } from './gestao/paginas.tsx';
import { PAGINAS_LICENCAS } from './licencas/paginas.tsx';
import { PAGINAS_NFE } from './nfe/paginas.tsx';
import { PAGINAS_NFSE } from './nfse/paginas.tsx';
import { PAGINAS_PDV } from './pdv/paginas.tsx';
import { PAGINAS_PEDIDOS } from './pedidos/paginas.tsx';
import { PAGINAS_RELATORIOS } from './relatorios/paginas.tsx';
import { PAGINAS_SESSOES } from './sessoes/paginas.tsx';
import { PAGINAS_SUPORTE } from './suporte/paginas.tsx';
import { PAGINAS_TRIBUTOS } from './tributos/paginas.tsx';

/** Every area's map, in one list (a name declared by two areas is a mistake: see {@link juntarPaginas}). */
const AREAS: ReadonlyArray<Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>>> = [
  PAGINAS_AUDITORIA,
  PAGINAS_COMPRAS,
  PAGINAS_CONFIG,
  PAGINAS_CONVERSAO,
  PAGINAS_EMITENTE,
  PAGINAS_ESTOQUE,
  PAGINAS_FATURAMENTO,
  PAGINAS_FINANCEIRO,
  PAGINAS_GESTAO,
  PAGINAS_LICENCAS,
  PAGINAS_NFE,
  PAGINAS_NFSE,
  PAGINAS_PDV,
  PAGINAS_PEDIDOS,
  PAGINAS_RELATORIOS,
  PAGINAS_SESSOES,
  PAGINAS_SUPORTE,
  PAGINAS_TRIBUTOS,
];

/**
 * Merges the areas' maps into one name -> lazy page map.
 * @throws Error naming the page when two areas declare the same name (one would hide the other).
 */
export function juntarPaginas(
  areas: ReadonlyArray<Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>>>,
): Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> {
  const todas: Record<string, LazyExoticComponent<ComponentType<object>>> = {};
  for (const area of areas) {
    for (const [nome, pagina] of Object.entries(area)) {
      if (nome in todas) throw new Error(`Página própria "${nome}" declarada por duas áreas.`);
      todas[nome] = pagina;
    }
  }
  return todas;
}

export const PAGINAS_PROPRIAS: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = juntarPaginas(AREAS);

export function PaginaPropria({ nome }: { nome: string }) {
  const Pagina = PAGINAS_PROPRIAS[nome];
  return Pagina ? <Pagina /> : null;
}
