/**
 * Hand-written pages routed by menu/rotas.ts (`componente`), each a lazy chunk: the NF-e
 * screens (faturamento, gerenciador, inutilização, CC-e, arquivos XML) and the issuer's fiscal
 * settings.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';
import { PAGINAS_SUPORTE } from '../suporte/paginas.tsx';
import { PAGINAS_FINANCEIRO } from '../financeiro/paginas.tsx';
import { PAGINAS_ESTOQUE } from '../estoque/paginas.tsx';
import { PAGINAS_PDV } from '../pdv/paginas.tsx';
import { PAGINAS_COMPRAS } from '../compras/paginas.tsx';
import { PAGINAS_PEDIDOS } from '../pedidos/paginas.tsx';
import { PAGINAS_LICENCAS } from '../licencas/paginas.tsx';
import { PAGINAS_CONFIG } from '../config/paginas.tsx';
import { PAGINAS_NFSE } from '../nfse/paginas.tsx';

export const PAGINAS_PROPRIAS: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  faturamentoLista: lazyChunk(() => import('../faturamento/FaturamentoLista.tsx')),
  faturamentoEditor: lazyChunk(() => import('../faturamento/FaturamentoEditor.tsx')),
  gerenciadorNFe: lazyChunk(() => import('./GerenciadorNFe.tsx')),
  inutilizacaoNFe: lazyChunk(() => import('./InutilizacaoNFe.tsx')),
  cartaCorrecaoNFe: lazyChunk(() => import('./CartaCorrecaoNFe.tsx')),
  arquivosXml: lazyChunk(() => import('./ArquivosXml.tsx')),
  emitenteFiscal: lazyChunk(() => import('../emitente/EmitenteFiscal.tsx')),
  sessoesConectadas: lazyChunk(() => import('../sessoes/SessoesConectadas.tsx')),
  auditoria: lazyChunk(() => import('../auditoria/Auditoria.tsx')),
  conversao: lazyChunk(() => import('../conversao/Conversao.tsx')),
  produtoSimulador: lazyChunk(() => import('../tributos/ProdutoSimulador.tsx')),
  tabelaIbpt: lazyChunk(() => import('../tributos/TabelaIbpt.tsx')),
  tabelasOficiais: lazyChunk(() => import('../tributos/TabelasOficiais.tsx')),
  relatoriosConsultar: lazyChunk(() => import('../relatorios/Relatorios.tsx')),
  ...PAGINAS_SUPORTE,
  ...PAGINAS_FINANCEIRO,
  ...PAGINAS_ESTOQUE,
  ...PAGINAS_PDV,
  ...PAGINAS_COMPRAS,
  ...PAGINAS_PEDIDOS,
  ...PAGINAS_LICENCAS,
  ...PAGINAS_CONFIG,
  ...PAGINAS_NFSE,
};

export function PaginaPropria({ nome }: { nome: string }) {
  const Pagina = PAGINAS_PROPRIAS[nome];
  return Pagina ? <Pagina /> : null;
}
