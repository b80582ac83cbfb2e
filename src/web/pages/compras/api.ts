/**
 * Chamadas das telas de compras e do manifesto DF-e (issue 12) ao servidor: importação de XML/ZIP,
 * vínculo de itens, finalizar/cancelar, relatório, distribuição DF-e e manifestação. Valores
 * decimais de rotas próprias chegam como texto; os do OData, como número.
 */
import { apiData, requisitar } from '../../providers/http.ts';
import { listarOData } from '../nfe/api.ts';

export interface ItemPendente {
  id: number;
  numero_item: number;
  codigo_fornecedor: string | null;
  gtin: string | null;
  descricao: string;
  unidade_fornecedor: string | null;
  quantidade_fornecedor: string | number;
}
export interface ResultadoArquivo {
  arquivo: string;
  Success: boolean;
  Message: string;
  compra_id?: number;
  situacao?: string;
  pendentes?: ItemPendente[];
}
export interface Compra {
  id: number;
  fornecedor_id: number;
  numero: string | null;
  serie: string | null;
  chave: string | null;
  data_emissao: string | null;
  data_entrada: string;
  valor_total: number;
  origem: 'manual' | 'xml' | 'dfe';
  situacao: 'aberta' | 'pendente' | 'finalizada' | 'cancelada';
}
export interface DocumentoDFe {
  id: number;
  nsu: number;
  tipo: string;
  chave: string;
  cpf_cnpj: string | null;
  nome: string | null;
  data_emissao: string | null;
  valor: number | null;
  situacao_nfe: number | null;
  manifestacao: string;
  xml_completo: boolean;
  compra_id: number | null;
  tipo_evento: string | null;
  descricao_evento: string | null;
}
export interface RelatorioCompras {
  inicio: string;
  fim: string;
  total: { compras: number; valor: string; frete: string; ipi: string; icms_st: string };
  fornecedores: Array<{ fornecedor_id: number; nome: string; compras: number; valor: string }>;
  meses: Array<{ mes: string; compras: number; valor: string }>;
  produtos: Array<{ produto_id: number; descricao: string; quantidade: string; valor: string; custo_medio: string }>;
}

export const comprasApi = {
  upload: (arquivos: File[]) => {
    const fd = new FormData();
    for (const a of arquivos) fd.append('arquivo', a, a.name);
    return requisitar<ResultadoArquivo[]>('/v1/compra/Upload', { method: 'POST', body: fd });
  },
  vincular: (item: number, produto: number, fator: string) =>
    requisitar<{ compra_id: number; situacao: string; pendentes: ItemPendente[] }>(
      `/v1/compra/ImportarXML?item=${item}&produto_id=${produto}&fator_conversao=${encodeURIComponent(fator)}`,
    ),
  importarChave: (chave: string) => requisitar<{ compra_id: number; situacao: string; pendentes: ItemPendente[] }>(`/v1/compra/ImportarXML?chave=${chave}`),
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
  relatorio: (inicio: string, fim: string) => apiData<RelatorioCompras>('/v1/compra/GetRelatorio', { method: 'POST', body: { inicio, fim } }),
  documentos: (filtro: string | undefined, skip: number, top: number) =>
    listarOData<DocumentoDFe>('CompraDFeManifesto', { filter: filtro, orderby: 'nsu desc', top, skip, count: true }),
  obterNotas: () => requisitar<{ cStat: string; recebidos: number; aguardando: boolean }>('/v1/compraDFeManifesto/ObterNotas'),
  obterCTe: () => requisitar<{ cStat: string; recebidos: number; aguardando: boolean }>('/v1/compraDFeManifesto/ObterCTe'),
  manifestar: (ids: number[], evento: string, justificativa?: string) =>
    requisitar<Array<{ id: number; Success: boolean; Message: string }>>(
      `/v1/compraDFeManifesto/ManifestarDocumento?ids=${ids.join(',')}&evento=${evento}${justificativa ? `&justificativa=${encodeURIComponent(justificativa)}` : ''}`,
    ),
};
