/**
 * Chamadas das telas do PDV ao servidor: caixa, leitura de código de barras/busca,
 * venda com emissão da NFC-e, cancelamento, contingência e a lista de vendas pelo OData; opções do
 * produto (variação e adicionais), troca e vale-troca, compartilhamento por e-mail e WhatsApp.
 * Valores decimais chegam como texto (numeric do banco).
 */
import { apiData, requisitar } from '../../providers/http.ts';
import { listarOData } from '../../providers/odata.ts';
import type { components } from '../../../generated/openapi.d.ts';
import type { VendasCupom } from '../../../generated/types.ts';
import type { LinhaOData } from '../../providers/odata.ts';

/** Types of the PDV actions with a contract, generated from src/contratos/pdv.ts. */
type Tipos = components['schemas'];

/** Produto como o balcão o mostra (contrato ProdutoPdv, src/contratos/pdv.ts). */
export type ProdutoPdv = Tipos['ProdutoPdv'];
export type GrupoAdicionais = Tipos['GrupoAdicionais'];
export type OpcoesProduto = Tipos['OpcoesProduto'];
export type VendaParaTroca = Tipos['VendaParaTroca'];
export type ResultadoTroca = Tipos['ResultadoTroca'];
export type ValeTroca = Tipos['SaldoValeTroca'];
/** O que o balcão leu: código de barras, etiqueta de balança, código ou busca (GET /v1/pdv/Produto). */
export type LeituraProduto = Tipos['LeituraProdutoPdv'];
export type ModeloVenda = Tipos['ModeloVenda'];
export type ResumoCaixa = Tipos['ResumoCaixa'];
/** A venda com a situação da NFC-e (POST /v1/pdv/Venda e as ações do gerenciador da NFC-e). */
export type ResultadoVenda = Tipos['ResultadoVendaNFCe'];
/** Uma venda da lista (OData `VendasCupom`, a entidade vendasCupom do registro; `$select` abaixo). */
export type VendaLista = LinhaOData<
  VendasCupom,
  'id' | 'numero' | 'serie' | 'data_emissao' | 'nome' | 'cpf_cnpj' | 'valor_total' | 'situacao' | 'tp_emis' | 'xmotivo' | 'chave',
  'numero' | 'nome' | 'cpf_cnpj' | 'xmotivo' | 'chave'
>;
/** Estado da contingência da NFC-e: pendentes com o prazo e rejeitadas (GET /v1/GerenciadorNFCe/Contingencia). */
export type ContingenciaNFCe = Tipos['ContingenciaNFCe'];
export type PendenteContingencia = ContingenciaNFCe['pendentes'][number];

export const pdvApi = {
  caixa: () => apiData<Tipos['CaixaDoOperador']>('/v1/pdv/Caixa'),
  abrir: (valor_abertura: string, fechamento_cego: boolean) =>
    apiData<ResumoCaixa>('/v1/pdv/Caixa/Abrir', { method: 'POST', body: { valor_abertura, fechamento_cego } }),
  movimento: (tipo: 'sangria' | 'suprimento', valor: string, observacao: string) =>
    apiData<ResumoCaixa>('/v1/pdv/Caixa/Movimento', { method: 'POST', body: { tipo, valor, observacao } }),
  fechar: (contado: Record<string, string>) => apiData<ResumoCaixa>('/v1/pdv/Caixa/Fechar', { method: 'POST', body: { contado } }),
  ler: (entrada: string) => apiData<LeituraProduto>(`/v1/pdv/Produto?entrada=${encodeURIComponent(entrada)}`),
  opcoes: (produtoId: number) => apiData<OpcoesProduto>(`/v1/pdv/Produto/${produtoId}/Opcoes`),
  vendaParaTroca: (entrada: string) => apiData<VendaParaTroca>(`/v1/pdv/Troca/Venda?entrada=${encodeURIComponent(entrada)}`),
  trocar: (corpo: Record<string, unknown>) => requisitar<ResultadoTroca>('/v1/pdv/Troca', { method: 'POST', body: corpo }),
  /** Rascunho da NF-e de entrada (finNFe 4, NFref = chave da NFC-e) de uma troca; quem fatura. */
  notaEntradaDaTroca: (troca_id: number) => apiData<Tipos['Faturamento']>('/v1/faturamento/GerarDevolucao', { method: 'POST', body: { troca_id } }),
  vale: (codigo: string) => apiData<ValeTroca>(`/v1/pdv/ValeTroca/${encodeURIComponent(codigo.trim().toUpperCase())}`),
  vender: (venda: Record<string, unknown>) => requisitar<ResultadoVenda>('/v1/pdv/Venda', { method: 'POST', body: venda }),
  cancelar: (id: number, justificativa: string) =>
    requisitar<ResultadoVenda>(`/v1/GerenciadorNFCe/CancelarVenda?cupom=${id}&justificativa=${encodeURIComponent(justificativa)}`),
  transformar: (id: number, cpf_cnpj: string, nome: string) =>
    requisitar<Tipos['TransformacaoVenda']>(
      `/v1/VendasCupom/TransformarVenda?cupom=${id}&novo_modelo=55&cpf_cnpj=${encodeURIComponent(cpf_cnpj)}&nome=${encodeURIComponent(nome)}`,
      { method: 'PUT' },
    ),
  transmitir: (id: number) => requisitar<ResultadoVenda>(`/v1/GerenciadorNFCe/TransmitirNFCe?cupom=${id}`),
  contingencia: (ligar: boolean) =>
    requisitar<unknown>(`/v1/GerenciadorNFCe/EntrarContingenciaNFCe?contingencia=${ligar ? 'true' : 'false'}`, { method: 'PUT' }),
  pendentes: () => requisitar<ContingenciaNFCe>('/v1/GerenciadorNFCe/Contingencia'),
  /** Envia o XML e o DANFE NFC-e ao e-mail do consumidor (SPEC §3: modelo, serie, cupom, chave_nfce). */
  enviarEmail: (v: { id: number; serie: number; chave: string | null }, email: string) =>
    requisitar<Tipos['NfceEnviadaPorEmail']>('/v1/compartilhamento/email', {
      method: 'POST',
      body: { modelo: '65', serie: v.serie, cupom: v.id, ...(v.chave ? { chave_nfce: v.chave } : {}), email },
    }),
  /** Link wa.me com a URL de consulta e a chave (telefone opcional: sem ele o WhatsApp pede o contato). */
  whatsapp: (id: number, telefone: string) =>
    apiData<Tipos['LinkWhatsapp']>('/v1/compartilhamento/whatsapp', {
      method: 'POST',
      body: { cupom: id, ...(telefone.trim() ? { telefone } : {}) },
    }),
  vendas: (skip: number, top: number) =>
    listarOData<VendaLista>('VendasCupom', {
      orderby: 'id desc',
      top,
      skip,
      count: true,
      select: 'id,numero,serie,data_emissao,nome,cpf_cnpj,valor_total,situacao,tp_emis,xmotivo,chave',
    }),
};

/** R$ no formato pt-BR. */
export const brl = (v: number | string) => Number(v).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
/** Texto digitado (vírgula ou ponto) para número; NaN se inválido. */
export const numero = (s: string) =>
  s.trim() === ''
    ? Number.NaN
    : Number(
        s
          .trim()
          .replace(/\./g, s.includes(',') ? '' : '.')
          .replace(',', '.'),
      );

export const ESPECIES: Array<{ t_pag: string; nome: string; tecla: string }> = [
  { t_pag: '01', nome: 'Dinheiro', tecla: '1' },
  { t_pag: '17', nome: 'PIX', tecla: '2' },
  { t_pag: '03', nome: 'Cartão de crédito', tecla: '3' },
  { t_pag: '04', nome: 'Cartão de débito', tecla: '4' },
  { t_pag: '05', nome: 'Crédito loja', tecla: '5' },
];
export const NOME_ESPECIE: Record<string, string> = Object.fromEntries(ESPECIES.map((e) => [e.t_pag, e.nome]));
