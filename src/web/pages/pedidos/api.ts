/**
 * Calls of the order screens: situation change (board), NF-e conversion, receivables,
 * prints, reservations, sharing and attachments — see src/server/modules/pedidos. Lists come from
 * OData (`/OData/Pedido`, `/OData/SituacaoPedido`).
 */
import { apiData, requisitar } from '../../providers/http.ts';
import { baixarArquivo } from '../../providers/arquivos.ts';
import { listarOData } from '../../providers/odata.ts';
import type { components } from '../../../generated/openapi.d.ts';
import type { Pedido, SituacaoPedido } from '../../../generated/types.ts';
import type { LinhaOData } from '../../providers/odata.ts';

/** Types of the order actions, generated from their contracts (src/contratos/pedidos.ts). */
type Tipos = components['schemas'];

export type Etapa = Tipos['ResultadoSituacaoPedido']['etapa'];

/** An order situation (column of the board; OData `SituacaoPedido`, the registry entity situacaoPedido). */
export type Situacao = LinhaOData<SituacaoPedido, 'id' | 'descricao' | 'etapa' | 'cor' | 'ordem' | 'ativo'>;

/** An order card of the board (OData `Pedido`, the registry entity pedido). */
export type PedidoResumo = LinhaOData<
  Pedido,
  'id' | 'numero' | 'data_pedido' | 'cliente_id' | 'situacao_pedido_id' | 'total_pedido' | 'faturamento_id' | 'chave_nfe',
  'faturamento_id' | 'chave_nfe'
>;

export type Reserva = Tipos['ReservaDoDocumento'];

export const pedidosApi = {
  situacoes: async () => (await listarOData<Situacao>('SituacaoPedido', { filter: 'ativo eq true', orderby: 'ordem', top: 100 })).value,
  listar: (top = 200) =>
    listarOData<PedidoResumo>('Pedido', {
      orderby: 'numero desc',
      top,
      count: true,
      select: 'id,numero,data_pedido,cliente_id,situacao_pedido_id,total_pedido,faturamento_id,chave_nfe',
    }),
  /** Names of the customers of a page of orders, by id. */
  async clientes(ids: number[]): Promise<Map<number, string>> {
    const unicos = [...new Set(ids)];
    const mapa = new Map<number, string>();
    for (let i = 0; i < unicos.length; i += 40) {
      const parte = unicos.slice(i, i + 40);
      const r = await listarOData<{ id: number; nome: string }>('Cliente', {
        filter: parte.map((id) => `id eq ${id}`).join(' or '),
        select: 'id,nome',
        top: 40,
      });
      for (const c of r.value) mapa.set(c.id, c.nome);
    }
    return mapa;
  },
  alterarSituacao: (id: number, situacao_pedido_id: number) =>
    requisitar<Tipos['ResultadoSituacaoPedido']>('/v1/pedido/AlterarSituacao', { method: 'POST', body: { id, situacao_pedido_id } }),
  converterNFe: (id: number) => apiData<Tipos['ResultadoConversaoNFe']>('/v1/pedido/ConverterNFe', { method: 'POST', body: { id } }),
  /** Pedido -> venda do PDV com NFC-e (a venda fica feita mesmo com a NFC-e rejeitada ou em contingência). */
  converterVenda: (id: number) => apiData<Tipos['ResultadoVendaPedido']>('/v1/pedido/ConverterVenda', { method: 'POST', body: { id } }),
  gerarReceber: (id: number) => apiData<Tipos['ReceberDoPedido']>('/v1/pedido/GerarReceber', { method: 'POST', body: { id } }),
  reservas: (id: number) => apiData<Tipos['ReservasDoPedido']>(`/v1/pedido/Reservas/${id}`),
  imprimir: (id: number, separacao = false) =>
    baixarArquivo(`/v1/pedido/${separacao ? 'ImprimirSeparacao' : 'Imprimir'}/${id}`, { padrao: `pedido-${id}.pdf` }),
  email: (id: number, email: string) => requisitar('/v1/compartilhamento/email/pedido', { method: 'POST', body: { id, email } }),
  whatsapp: (id: number, telefone?: string) =>
    apiData<Tipos['LinkWhatsApp']>('/v1/compartilhamento/whatsapp/pedido', { method: 'POST', body: { id, ...(telefone ? { telefone } : {}) } }),
  anexos: async (id: number) =>
    (await listarOData<{ id: number; nome: string; tamanho: number }>('PedidoAnexo', { filter: `pedido_id eq ${id}`, orderby: 'id', top: 100 })).value,
  enviarAnexo: (id: number, arquivo: File) => {
    const fd = new FormData();
    fd.append('pedido_id', String(id));
    fd.append('arquivo', arquivo);
    return requisitar('/v1/pedido/Anexo', { method: 'POST', body: fd });
  },
  baixarAnexo: (anexoId: number) => baixarArquivo(`/v1/pedido/Anexo/${anexoId}`),
  excluirAnexo: (anexoId: number) => requisitar(`/v1/pedido/Anexo/${anexoId}`, { method: 'DELETE' }),
};

/** R$ in pt-BR. */
export const reais = (v: unknown) => Number(v ?? 0).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** Readable text colour over a chip colour (#rrggbb). */
export function corDoTexto(fundo: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(fundo);
  if (!m) return '#fff';
  const [r, g, b] = m.slice(1).map((x) => Number.parseInt(x, 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#1e1e2d' : '#fff';
}
