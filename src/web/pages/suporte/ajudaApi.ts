/**
 * Calls and rules of the help-centre screens (SPEC §7 `GET /v1/ajuda/GetAjudasUsuario`):
 * published articles of active categories, searched on the server (accent- and case-insensitive)
 * or restricted to one menu module (the contextual help of a page). A category linked to modules
 * is shown to users who open at least one of them (the administrator, who writes them, sees all);
 * a category without modules is general and shown to everyone.
 */
import { apiData } from '../../providers/http.ts';
import { rotasDoUsuario } from '../../menu/rotas.ts';
import type { Permissoes } from '../../session/permissoes.ts';

export interface CategoriaAjuda { id: number; nome: string; descricao: string | null; ordem: number; modulos: string[] }
export interface ArtigoAjuda { id: number; categoria_id: number; titulo: string; resumo: string | null; ordem: number; alterado_em: string; conteudo?: string }
export interface Ajudas { Categorias: CategoriaAjuda[]; Artigos: ArtigoAjuda[] }

/** `GET /v1/ajuda/GetAjudasUsuario` with the given filters (empty ones left out). */
export function buscarAjudas(filtro: { busca?: string; modulo?: string; id?: number } = {}, signal?: AbortSignal): Promise<Ajudas> {
  const q = new URLSearchParams();
  if (filtro.busca?.trim()) q.set('busca', filtro.busca.trim());
  if (filtro.modulo) q.set('modulo', filtro.modulo);
  if (filtro.id) q.set('id', String(filtro.id));
  const s = q.toString();
  return apiData<Ajudas>(`/v1/ajuda/GetAjudasUsuario${s ? `?${s}` : ''}`, { signal });
}

/** Menu pages (`Rota.pagina`) the user can open. */
export function paginasDoUsuario(p: Permissoes): ReadonlySet<string> {
  return new Set(rotasDoUsuario(p).map((r) => r.pagina));
}

/** The categories relevant to the user (see the module comment) and only their articles. */
export function ajudasDoUsuario(dados: Ajudas, p: Permissoes): Ajudas {
  if (p.nivel === 'admin') return dados;
  const paginas = paginasDoUsuario(p);
  const Categorias = dados.Categorias.filter((c) => c.modulos.length === 0 || c.modulos.some((m) => paginas.has(m)));
  const ids = new Set(Categorias.map((c) => c.id));
  return { Categorias, Artigos: dados.Artigos.filter((a) => ids.has(a.categoria_id)) };
}

/** Typography of an article's HTML (headings, lists, quotes, images, YouTube player). */
export const ESTILO_CONTEUDO = {
  fontSize: '0.95rem',
  lineHeight: 1.7,
  wordBreak: 'break-word',
  '& h2': { fontSize: '1.3rem', fontWeight: 700, mt: 3, mb: 1 },
  '& h3': { fontSize: '1.1rem', fontWeight: 700, mt: 2.5, mb: 1 },
  '& h4': { fontSize: '1rem', fontWeight: 700, mt: 2, mb: 0.5 },
  '& p': { my: 1 },
  '& ul, & ol': { pl: 3 },
  '& li > p': { my: 0.25 },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', m: 0, my: 2, px: 2, py: 0.5, borderRadius: 1 },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
  '& a': { color: 'primary.main' },
  '& div[data-youtube-video]': { position: 'relative', width: '100%', maxWidth: 720, aspectRatio: '16 / 9', my: 2 },
  '& div[data-youtube-video] iframe': { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, borderRadius: 1 },
} as const;
