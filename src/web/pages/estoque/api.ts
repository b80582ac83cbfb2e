/**
 * Chamadas das telas de estoque ao servidor: posição, contagem, transferência e a lista
 * de locais/operações/produtos pelo OData. Valores decimais chegam como texto (numeric do banco).
 */
import { apiData, requisitar } from '../../providers/http.ts';
import { listarOData } from '../../providers/odata.ts';
import type { components } from '../../../generated/openapi.d.ts';
import type { EstoqueMovimentacao, Produto, TipoEstoque } from '../../../generated/types.ts';
import type { LinhaOData } from '../../providers/odata.ts';

/** Types of the stock actions, generated from their contracts (src/contratos/estoque.ts). */
type Tipos = components['schemas'];

/** Stock location (OData `TipoEstoque`, the registry entity tipoEstoque). */
export type Local = LinhaOData<TipoEstoque, 'id' | 'descricao' | 'padrao' | 'ativo'>;
/** Product as the stock screens pick it (OData `Produto`, `$select` below). */
export type ProdutoResumo = LinhaOData<Produto, 'id' | 'codigo' | 'descricao' | 'gtin' | 'unidade'>;
export type Posicao = Tipos['PosicaoEstoque'];
export type Diferenca = Tipos['DiferencaContagem'];
/** One movement of the stock ledger (OData `EstoqueMovimentacao`; numeric columns arrive as numbers). */
export type Movimento = LinhaOData<
  EstoqueMovimentacao,
  | 'id'
  | 'data'
  | 'produto_id'
  | 'tipo_estoque_id'
  | 'operacao_id'
  | 'quantidade'
  | 'custo_unitario'
  | 'saldo_apos'
  | 'custo_medio_apos'
  | 'documento_tipo'
  | 'documento_id'
  | 'observacao',
  'documento_tipo' | 'documento_id' | 'observacao'
>;

const aspas = (s: string) => s.replace(/'/g, "''");

export const estoqueApi = {
  locais: async () => (await listarOData<Local>('TipoEstoque', { orderby: 'descricao', top: 200 })).value,
  operacoes: async () => (await listarOData<{ id: number; codigo: string; descricao: string }>('EstoqueMoviOperacao', { orderby: 'id', top: 50 })).value,
  categorias: async () =>
    (await listarOData<{ id: number; descricao: string }>('CategoriaEstoque', { orderby: 'descricao', top: 200, filter: 'ativo eq true' })).value,
  posicao: (local: number | null, busca: string, categoria: number | null = null) => {
    const p = new URLSearchParams();
    if (local) p.set('tipo_estoque_id', String(local));
    if (categoria) p.set('categoria_estoque_id', String(categoria));
    if (busca.trim()) p.set('busca', busca.trim());
    return apiData<Posicao>(`/v1/estoque/Posicao?${p.toString()}`);
  },
  /** Produto pelo código de barras (GTIN) ou pelo código interno, exatos. */
  porCodigo: async (codigo: string): Promise<ProdutoResumo | null> => {
    const c = aspas(codigo.trim());
    const r = await listarOData<ProdutoResumo>('Produto', { filter: `gtin eq '${c}' or codigo eq '${c}'`, top: 1, select: 'id,codigo,descricao,gtin,unidade' });
    return r.value[0] ?? null;
  },
  buscarProdutos: async (texto: string): Promise<ProdutoResumo[]> => {
    const c = aspas(texto.trim());
    const filter = c ? `contains(descricao,'${c}') or contains(codigo,'${c}')` : undefined;
    return (await listarOData<ProdutoResumo>('Produto', { filter, top: 20, orderby: 'descricao', select: 'id,codigo,descricao,gtin,unidade' })).value;
  },
  movimentos: (filtro: { produto: number; local?: number | null; operacao?: number | null; de?: string; ate?: string }, skip: number, top: number) => {
    const f = [`produto_id eq ${filtro.produto}`];
    if (filtro.local) f.push(`tipo_estoque_id eq ${filtro.local}`);
    if (filtro.operacao) f.push(`operacao_id eq ${filtro.operacao}`);
    if (filtro.de) f.push(`data ge ${filtro.de}T00:00:00-03:00`);
    if (filtro.ate) f.push(`data le ${filtro.ate}T23:59:59-03:00`);
    return listarOData<Movimento>('EstoqueMovimentacao', { filter: f.join(' and '), orderby: 'id desc', top, skip, count: true });
  },
  contagem: (tipo_estoque_id: number, itens: Array<{ produto_id: number; quantidade: string }>, confirmar: boolean) =>
    requisitar<Tipos['ResultadoContagem']>('/v1/estoque/Contagem', {
      method: 'POST',
      body: { tipo_estoque_id, itens, confirmar },
    }),
  transferir: (dados: { produto_id: number; origem_id: number; destino_id: number; quantidade: string; observacao?: string }) =>
    requisitar<Tipos['ResultadoLancamentoEstoque']>('/v1/estoque/Transferir', { method: 'POST', body: dados }),
};
