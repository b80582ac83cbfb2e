/**
 * Calls and rules of the help-centre screens (SPEC §7 `GET /v1/ajuda/GetAjudasUsuario`):
 * published articles of active categories, searched on the server (accent- and case-insensitive)
 * or restricted to one menu module (the contextual help of a page). A category linked to modules
 * is shown to users who open at least one of them (the administrator, who writes them, sees all);
 * a category without modules is general and shown to everyone.
 */
import { apiData } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';
import { rotasDoUsuario } from '../../menu/rotas.ts';
import type { Permissoes } from '../../session/permissoes.ts';

/** The help articles the user may read, generated from their contract (src/contratos/suporte.ts). */
export type Ajudas = components['schemas']['AjudasDoUsuario'];
export type CategoriaAjuda = Ajudas['Categorias'][number];
export type ArtigoAjuda = Ajudas['Artigos'][number];

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
