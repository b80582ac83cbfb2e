/**
 * Calls of the support-ticket screens. Issuer users (Permitir.Ticket.*) use the generic CRUD
 * (/v1/ticket, /OData/Ticket) and `POST /v1/ticket/{id}/mensagens`; reseller-chain users
 * (administrator, master, distribuidor, revenda) use the support routes `/v1/suporte/tickets`.
 * Attachments: `POST/GET/DELETE /v1/ticketMensagemUpload/`.
 */
import { apiData } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';
import { listarOData } from '../../providers/odata.ts';

/** Types of the support actions, generated from their contracts (src/contratos/suporte.ts). */
type Tipos = components['schemas'];

const q = (v: unknown) => encodeURIComponent(String(v));

export type Situacao = Tipos['TicketSuporte']['situacao'];

export const SITUACOES: ReadonlyArray<{ id: Situacao; rotulo: string; cor: 'info' | 'warning' | 'secondary' | 'success' | 'default' }> = [
  { id: 'aberto', rotulo: 'Aberto', cor: 'info' },
  { id: 'em_atendimento', rotulo: 'Em atendimento', cor: 'warning' },
  { id: 'aguardando_cliente', rotulo: 'Aguardando cliente', cor: 'secondary' },
  { id: 'resolvido', rotulo: 'Resolvido', cor: 'success' },
  { id: 'fechado', rotulo: 'Fechado', cor: 'default' },
];
export const CATEGORIAS: Record<string, string> = {
  duvida: 'Dúvida',
  problema: 'Problema',
  sugestao: 'Sugestão',
  financeiro: 'Financeiro',
  fiscal: 'Fiscal / NF-e',
};
export const PRIORIDADES: Record<string, string> = { baixa: 'Baixa', normal: 'Normal', alta: 'Alta', urgente: 'Urgente' };

/** An attachment as the upload answers it; ids listed in a message may come without type and size. */
export type Anexo = Pick<Tipos['AnexoTicket'], 'id' | 'nome'> & Partial<Pick<Tipos['AnexoTicket'], 'tipo' | 'tamanho'>>;
export type Mensagem = Tipos['MensagemTicket'];
/** A ticket: the support routes' shape; the company side reads the same columns by OData and /v1/ticket. */
export type Ticket = Tipos['TicketSuporte'];

export function anexosDe(m: Pick<Mensagem, 'anexos'>): Anexo[] {
  if (!m.anexos) return [];
  try {
    const l = JSON.parse(m.anexos) as unknown;
    return Array.isArray(l) ? l.map((x) => (typeof x === 'string' ? { id: x, nome: 'anexo' } : (x as Anexo))).filter((x) => x && typeof x.id === 'string') : [];
  } catch {
    return [];
  }
}

export function ticketApi(suporte: boolean) {
  return {
    async listar(situacao: Situacao | '', busca: string): Promise<Ticket[]> {
      if (suporte) {
        const l = await apiData<Ticket[]>(`/v1/suporte/tickets${situacao ? `?situacao=${q(situacao)}` : ''}`);
        const b = busca.trim().toLowerCase();
        return b ? l.filter((t) => `${t.id} ${t.assunto} ${t.emitente_nome ?? ''}`.toLowerCase().includes(b)) : l;
      }
      const f: string[] = [];
      if (situacao) f.push(`situacao eq '${situacao}'`);
      const b = busca.trim().replace(/'/g, "''");
      if (b) f.push(`contains(assunto,'${b}')`);
      return (await listarOData<Ticket>('Ticket', { orderby: 'alterado_em desc', top: 200, ...(f.length ? { filter: f.join(' and ') } : {}) })).value;
    },
    obter: (id: number | string) => apiData<Ticket>(suporte ? `/v1/suporte/tickets/${q(id)}` : `/v1/ticket/${q(id)}`),
    criar: (dados: { assunto: string; categoria: string; prioridade: string; texto: string; anexos: Anexo[] }) =>
      apiData<Ticket>('/v1/ticket/', {
        method: 'POST',
        body: {
          assunto: dados.assunto,
          categoria: dados.categoria,
          prioridade: dados.prioridade,
          Mensagem: [{ texto: dados.texto, ...(dados.anexos.length ? { anexos: JSON.stringify(dados.anexos) } : {}) }],
        },
      }),
    responder: (id: number | string, texto: string, anexos: Anexo[]) =>
      apiData<Mensagem>(suporte ? `/v1/suporte/tickets/${q(id)}/mensagens` : `/v1/ticket/${q(id)}/mensagens`, {
        method: 'POST',
        body: { texto, ...(anexos.length ? { anexos: JSON.stringify(anexos) } : {}) },
      }),
    situacao: (id: number | string, situacao: Situacao) =>
      suporte
        ? apiData<Ticket>(`/v1/suporte/tickets/${q(id)}/situacao`, { method: 'PUT', body: { situacao } })
        : apiData<Ticket>('/v1/ticket/', { method: 'PUT', body: { id: Number(id), situacao } }),
    enviarAnexo: (arquivo: File, ticketId?: number | string) => {
      const fd = new FormData();
      if (ticketId !== undefined) fd.append('ticket_id', String(ticketId));
      fd.append('arquivo', arquivo, arquivo.name);
      return apiData<Tipos['AnexoTicket']>('/v1/ticketMensagemUpload/', { method: 'POST', body: fd });
    },
    excluirAnexo: (id: string) => apiData<boolean>(`/v1/ticketMensagemUpload/${q(id)}`, { method: 'DELETE' }),
    urlAnexo: (id: string) => `/v1/ticketMensagemUpload/${q(id)}`,
  };
}
