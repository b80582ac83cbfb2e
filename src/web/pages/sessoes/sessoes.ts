/**
 * Pure logic of the "Usuários conectados" screen: groups the sessions of
 * `GET /v1/sessoes/conectadas` by user and tells each one's state (online = has a live hub
 * connection; ociosa = signed in but no open page).
 */

export interface ConexaoAtiva {
  connectionId: string;
  conectadoEm: string;
  ip: string | null;
}
export interface SessaoConectada {
  id: string;
  usuario_id: number;
  usuario_nome: string;
  usuario_login: string;
  dispositivo: string;
  user_agent: string | null;
  ip: string | null;
  criado_em: string;
  ultimo_uso: string;
  expira_em: string;
  lembrar_me: boolean;
  propria: boolean;
  conexoes: number;
  conexoesAtivas: ConexaoAtiva[];
}

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
