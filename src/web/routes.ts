/**
 * Paths of the generated CRUD screens as SPEC §2 names them, relative to the tenant basename
 * (`/{url}`): `{menu.route}/consultar` (list), `{menu.route}/editar` (create) and
 * `{menu.route}/editar/{id}` (edit). Shared by the router, the menu and every link of the
 * generated screens, so no path is written by hand anywhere else.
 */
import { resources, type Resource } from '../generated/resources.ts';

export type ScreenKind = 'list' | 'create' | 'edit';

/** Resources that have screens (a menu entry in the registry). */
export const routedResources: readonly Resource[] = resources.filter((r) => r.menu !== null);

export function resourceByName(name: string): Resource | undefined {
  return resources.find((r) => r.name === name);
}

/**
 * Path (no leading slash, no basename) of a screen of `resource`, e.g.
 * `resourcePath('cliente', 'edit', 12)` -> `clientes/editar/12`.
 * @throws Error when the resource has no menu route (it has no screens).
 */
export function resourcePath(resource: string, kind: ScreenKind, id?: string | number): string {
  const r = resourceByName(resource);
  if (!r?.menu) throw new Error(`Recurso sem telas: ${resource}`);
  const base = r.menu.route;
  if (kind === 'list') return `${base}/consultar`;
  if (kind === 'create') return `${base}/editar`;
  return `${base}/editar/${encodeURIComponent(String(id))}`;
}
