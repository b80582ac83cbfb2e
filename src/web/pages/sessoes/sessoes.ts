/**
 * Pure logic of the "Usuários conectados" screen: groups the sessions of
 * `GET /v1/sessoes/conectadas` by user and tells each one's state (online = has a live hub
 * connection; ociosa = signed in but no open page).
 */

import type { components } from '../../../generated/openapi.d.ts';

/** One session of `GET /v1/sessoes/conectadas`, generated from its contract (src/contratos/conta.ts). */
export type SessaoConectada = components['schemas']['SessaoConectada'];
/** A live hub connection of a session. */
export type ConexaoAtiva = SessaoConectada['conexoesAtivas'][number];

export interface GrupoUsuario {
  usuarioId: number;
  nome: string;
  login: string;
  sessoes: SessaoConectada[];
  online: boolean;
}

export type EstadoSessao = 'online' | 'ociosa';

export const estadoDaSessao = (s: Pick<SessaoConectada, 'conexoes'>): EstadoSessao => (s.conexoes > 0 ? 'online' : 'ociosa');

/** Users by name; inside each, the own session first, then online ones, then the most recently used. */
export function agruparPorUsuario(sessoes: readonly SessaoConectada[]): GrupoUsuario[] {
  const mapa = new Map<number, GrupoUsuario>();
  for (const s of sessoes) {
    let g = mapa.get(s.usuario_id);
    if (!g) mapa.set(s.usuario_id, (g = { usuarioId: s.usuario_id, nome: s.usuario_nome, login: s.usuario_login, sessoes: [], online: false }));
    g.sessoes.push(s);
    if (s.conexoes > 0) g.online = true;
  }
  const grupos = [...mapa.values()];
  for (const g of grupos) {
    g.sessoes.sort((a, b) => Number(b.propria) - Number(a.propria) || b.conexoes - a.conexoes || b.ultimo_uso.localeCompare(a.ultimo_uso));
  }
  return grupos.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** Whether the screen offers "Derrubar sessão" (never for the session in use). */
export const podeDerrubar = (s: Pick<SessaoConectada, 'propria'>): boolean => !s.propria;
