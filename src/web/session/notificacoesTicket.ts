/**
 * Ticket notifications of the hub (`NotificacaoTicket(ticketId, mensagem)`, SPEC §4): a small
 * in-memory list shown as toasts until dismissed (NotificacoesTempoReal.tsx).
 */
import { useSyncExternalStore } from 'react';

export interface NotificacaoTicket {
  chave: number;
  ticketId: string | number;
  mensagem: string;
}

type Ouvinte = () => void;
const ouvintes = new Set<Ouvinte>();
let lista: readonly NotificacaoTicket[] = [];
let proxima = 1;

function avisar(): void {
  for (const o of [...ouvintes]) o();
}

export function lerNotificacoesTicket(): readonly NotificacaoTicket[] {
  return lista;
}

export function adicionarNotificacaoTicket(ticketId: string | number, mensagem: string): NotificacaoTicket {
  const n = { chave: proxima++, ticketId, mensagem };
  lista = [...lista, n];
  avisar();
  return n;
}

export function removerNotificacaoTicket(chave: number): void {
  lista = lista.filter((n) => n.chave !== chave);
  avisar();
}

export function limparNotificacoesTicket(): void {
  lista = [];
  avisar();
}

export function assinarNotificacoesTicket(o: Ouvinte): () => void {
  ouvintes.add(o);
  return () => ouvintes.delete(o);
}

export function useNotificacoesTicket(): readonly NotificacaoTicket[] {
  return useSyncExternalStore(assinarNotificacoesTicket, lerNotificacoesTicket, () => lista);
}

/** `/{url}/suporte/ticket/editar/{ticketId}` (the ticket screens are not built yet: may 404). */
export function caminhoTicket(url: string, ticketId: string | number): string {
  return `/${encodeURIComponent(url)}/suporte/ticket/editar/${encodeURIComponent(String(ticketId))}`;
}
