/**
 * Chamadas das telas de compras e do manifesto DF-e ao servidor: importação de XML/ZIP,
 * vínculo de itens, finalizar/cancelar, relatório, distribuição DF-e e manifestação. Valores
 * decimais de rotas próprias chegam como texto; os do OData, como número.
 */
import { apiData, apiFetch, erroHttp, lerCorpo, requisitar } from '../../providers/http.ts';
import { listarOData } from '../../providers/odata.ts';
import { salvarBlob } from '../../providers/arquivos.ts';
import type { components } from '../../../generated/openapi.d.ts';
import type { Compra as CompraDoRegistro, CompraDFeManifesto, CompraItem } from '../../../generated/types.ts';
import type { LinhaOData } from '../../providers/odata.ts';

/** Tipos das ações de compras, gerados dos contratos (src/contratos/compras.ts). */
type Tipos = components['schemas'];

/** Item da compra ainda sem produto vinculado (OData `CompraItem`, a entidade compraItem do registro). */
export type ItemPendente = LinhaOData<
  CompraItem,
  'id' | 'numero_item' | 'codigo_fornecedor' | 'gtin' | 'descricao' | 'unidade_fornecedor' | 'quantidade_fornecedor' | 'ncm' | 'valor_total',
  'codigo_fornecedor' | 'gtin' | 'unidade_fornecedor' | 'ncm' | 'valor_total'
>;
/** Produto cadastrado a partir do item (corpo de POST /v1/compra/CriarProdutoDoItem; o que vier vale no lugar do XML). */
export type NovoProdutoDoItem = Tipos['NovoProdutoDoItem'];
/** Detalhe de uma compra (GET /v1/compra/Detalhe/{id}); valores em R$ como texto decimal. */
export type DetalheCompra = Tipos['DetalheCompra'];
/** Resultado de cada arquivo enviado (POST /v1/compra/Upload). */
export type ResultadoArquivo = Tipos['ResultadoArquivoCompra'];
/** Uma compra da lista (OData `Compra`, a entidade compra do registro). */
export type Compra = LinhaOData<
  CompraDoRegistro,
  'id' | 'fornecedor_id' | 'numero' | 'serie' | 'chave' | 'data_emissao' | 'data_entrada' | 'valor_total' | 'origem' | 'situacao',
  'numero' | 'serie' | 'chave' | 'data_emissao'
>;
/** Documento recebido pela distribuição DF-e (OData `CompraDFeManifesto`). */
export type DocumentoDFe = LinhaOData<
  CompraDFeManifesto,
  | 'id'
  | 'nsu'
  | 'tipo'
  | 'chave'
  | 'cpf_cnpj'
  | 'nome'
  | 'data_emissao'
  | 'valor'
  | 'situacao_nfe'
  | 'manifestacao'
  | 'xml_completo'
  | 'compra_id'
  | 'tipo_evento'
  | 'descricao_evento',
  'cpf_cnpj' | 'nome' | 'data_emissao' | 'valor' | 'situacao_nfe' | 'compra_id' | 'tipo_evento' | 'descricao_evento'
>;
/** Resumo das compras do período (POST /v1/compra/GetRelatorio). */
export type RelatorioCompras = Tipos['RelatorioCompras'];

export const comprasApi = {
  upload: (arquivos: File[]) => {
    const fd = new FormData();
    for (const a of arquivos) fd.append('arquivo', a, a.name);
    return requisitar<ResultadoArquivo[]>('/v1/compra/Upload', { method: 'POST', body: fd });
  },
  vincular: (item: number, produto: number, fator: string) =>
    requisitar<Tipos['VinculoItemCompra']>(`/v1/compra/ImportarXML?item=${item}&produto_id=${produto}&fator_conversao=${encodeURIComponent(fator)}`),
  importarChave: (chave: string) => requisitar<Tipos['ImportacaoCompra']>(`/v1/compra/ImportarXML?chave=${chave}`),
  finalizar: (id: number) => requisitar(`/v1/compra/Finalizar/${id}`, { method: 'POST' }),
  cancelar: (id: number) => requisitar(`/v1/compra/Cancelar/${id}`, { method: 'POST' }),
  listar: (filtro: string | undefined, skip: number, top: number) =>
    listarOData<Compra>('Compra', { filter: filtro, orderby: 'id desc', top, skip, count: true }),
  pendentes: async (compra: number) =>
    (await listarOData<ItemPendente>('CompraItem', { filter: `compra_id eq ${compra} and produto_id eq null`, orderby: 'numero_item', top: 500 })).value,
  nomesFornecedores: async (ids: number[]): Promise<Map<number, string>> => {
    const unicos = [...new Set(ids)].slice(0, 60);
    if (!unicos.length) return new Map();
    const r = await listarOData<{ id: number; nome: string }>('Fornecedor', {
      filter: unicos.map((i) => `id eq ${i}`).join(' or '),
      select: 'id,nome',
      top: 100,
    });
    return new Map(r.value.map((f) => [f.id, f.nome]));
  },
  criarProduto: (item: number, p: NovoProdutoDoItem) =>
    requisitar<Tipos['ProdutoDoItemCompra']>(`/v1/compra/CriarProdutoDoItem/${item}`, { method: 'POST', body: p }),
  detalhe: (id: number) => apiData<DetalheCompra>(`/v1/compra/Detalhe/${id}`),
  /** Baixa o relatório de compras do período em PDF ou XLSX (POST /v1/compra/ExportarRelatorio). */
  exportarRelatorio: async (inicio: string, fim: string, formato: 'pdf' | 'xlsx') => {
    const res = await apiFetch('/v1/compra/ExportarRelatorio', { method: 'POST', body: { inicio, fim, formato }, headers: { Accept: '*/*' } });
    if (!res.ok) throw erroHttp(res.status, await lerCorpo(res));
    salvarBlob(await res.blob(), `compras-${inicio}-a-${fim}.${formato}`);
  },
  relatorio: (inicio: string, fim: string) => apiData<RelatorioCompras>('/v1/compra/GetRelatorio', { method: 'POST', body: { inicio, fim } }),
  documentos: (filtro: string | undefined, skip: number, top: number) =>
    listarOData<DocumentoDFe>('CompraDFeManifesto', { filter: filtro, orderby: 'nsu desc', top, skip, count: true }),
  obterNotas: () => requisitar<Tipos['ConsultaDFe']>('/v1/compraDFeManifesto/ObterNotas'),
  obterCTe: () => requisitar<Tipos['ConsultaDFe']>('/v1/compraDFeManifesto/ObterCTe'),
  manifestar: (ids: number[], evento: string, justificativa?: string) =>
    requisitar<Tipos['ManifestacaoDFe'][]>(
      `/v1/compraDFeManifesto/ManifestarDocumento?ids=${ids.join(',')}&evento=${evento}${justificativa ? `&justificativa=${encodeURIComponent(justificativa)}` : ''}`,
    ),
};
