/**
 * Keeps a generic list's parameters from pulling the user back to the list ("Novo" clicked right after clearing the search was lost in 5 of 6 tries).
 *
 * ra-core's `useListParams` keeps the list's parameters (filter, sort, page) in the store and in
 * the address. Under load the router's location commits late (navigations are React transitions),
 * so the list can run its effects with an older location while the address has moved on: its
 * "restore the stored parameters" effect then navigates with `{ search }`, which resolves against
 * the list's own route, and the user who had already clicked "Novo" is taken back to the list.
 * Two guards, used by every generated list (List.tsx):
 * - {@link ListaPresaNaPagina}: the list's own navigations that only change the search are
 *   dropped once the address is no longer the list's page (the user has left);
 * - {@link useAplicarFiltros}: a filter change is written to the store at once, with the
 *   navigation, so the stored parameters never lag behind what the user sees and the restore
 *   effect finds nothing to restore.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { RouterProviderContext, useListContext, useRouterProvider, useStore, type RouterNavigateFunction, type RouterProvider } from 'ra-core';

/** Store key of a resource's list parameters (`storeKey` of its <List>). */
export function chaveDaLista(resource: string): string {
  return `erp.lista.${resource}`;
}

function soMudaABusca(to: Parameters<RouterNavigateFunction>[0]): boolean {
  if (typeof to === 'number') return false;
  if (typeof to === 'string') return to.startsWith('?') || to === '';
  return !to.pathname;
}

/** The parent router and the path of the page the list was opened on. */
const PaginaDaLista = createContext<{ pai: RouterProvider; pagina: string } | null>(null);

/** ra-core's navigate inside a list: search-only navigations pass only while on the list's page. */
function useNavegarDaLista(): RouterNavigateFunction {
  const ctx = useContext(PaginaDaLista);
  if (!ctx) throw new Error('useNavegarDaLista fora de <ListaPresaNaPagina>');
  const { pai, pagina } = ctx;
  const navegar = pai.useNavigate();
  return useCallback<RouterNavigateFunction>(
    (to, options) => {
      if (soMudaABusca(to) && typeof window !== 'undefined' && window.location.pathname !== pagina) return;
      navegar(to, options);
    },
    [navegar, pagina],
  );
}

/**
 * Wraps a list: the navigations made inside it (ra-core's list parameters) that only change the
 * search are ignored when the browser's address is no longer the page the list was opened on.
 * Navigations to another path (row click, "Novo") pass untouched.
 */
export function ListaPresaNaPagina({ children }: { children: ReactNode }) {
  const pai = useRouterProvider();
  const { pathname } = pai.useLocation();
  const [pagina] = useState(pathname);
  const dono = useMemo(() => ({ pai, pagina }), [pai, pagina]);
  const provedor = useMemo<RouterProvider>(() => ({ ...pai, useNavigate: useNavegarDaLista }), [pai]);
  return (
    <PaginaDaLista.Provider value={dono}>
      <RouterProviderContext.Provider value={provedor}>{children}</RouterProviderContext.Provider>
    </PaginaDaLista.Provider>
  );
}

interface ParametrosGuardados {
  filter?: Record<string, unknown>;
  displayedFilters?: Record<string, unknown>;
  [k: string]: unknown;
}

function semVazios(filtro: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filtro).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/**
 * Applies a list's filters: writes them to the stored parameters (page back to 1, sort and page
 * size kept) and asks ra-core to navigate to them, in that order.
 * @param resource registry name of the list's resource (its store key, {@link chaveDaLista}).
 * @returns `(filter, displayedFilters?) => void`.
 */
export function useAplicarFiltros(resource: string): (filter: Record<string, unknown>, displayedFilters?: Record<string, unknown>) => void {
  const { setFilters, sort, perPage, displayedFilters } = useListContext();
  const [, guardar] = useStore<ParametrosGuardados>(chaveDaLista(resource), {});
  return useCallback(
    (filter, df) => {
      const exibidos = df ?? displayedFilters ?? {};
      guardar({ sort: sort.field, order: sort.order, perPage, page: 1, filter: semVazios(filter), displayedFilters: exibidos });
      setFilters(filter, exibidos);
    },
    [guardar, setFilters, sort.field, sort.order, perPage, displayedFilters],
  );
}
