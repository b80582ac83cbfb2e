// @vitest-environment jsdom
/**
 * A list's own search-only navigations (ra-core restoring or applying its
 * parameters) are dropped once the browser's address has left the list's page, so they cannot take
 * the user back from the screen they opened; while on the page they pass, and navigations to
 * another path always pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createElement as h, useEffect, type ComponentProps, type ComponentType } from 'react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { TestMemoryRouter, useNavigate, type RouterNavigateFunction } from 'ra-core';
import { ListaPresaNaPagina } from '../../../src/web/resources/listaParams.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const LISTA = '/erp/clientes/consultar';

/** Renders a list wrapper at LISTA and hands back its navigate and the router's last location. */
function montar() {
  const vista: { caminho: string; navegar: RouterNavigateFunction | null } = { caminho: '', navegar: null };
  function Filho() {
    const navegar = useNavigate();
    useEffect(() => {
      vista.navegar = navegar;
    });
    return null;
  }
  const props: Omit<ComponentProps<typeof TestMemoryRouter>, 'children'> = {
    initialEntries: [LISTA],
    locationCallback: (l: { pathname: string; search: string }) => {
      vista.caminho = l.pathname + l.search;
    },
  };
  render(h(TestMemoryRouter as ComponentType<typeof props>, props, h(ListaPresaNaPagina, null, h(Filho))));
  return vista;
}

describe('ListaPresaNaPagina', () => {
  it('on the list page, a search-only navigation passes', async () => {
    window.history.replaceState(null, '', LISTA);
    const v = montar();
    await waitFor(() => expect(v.navegar).not.toBeNull());
    v.navegar!({ search: '?filter=%7B%7D' }, { replace: true });
    await waitFor(() => expect(v.caminho).toBe(`${LISTA}?filter=%7B%7D`));
  });

  it('after the user left the page ("Novo" clicked), the list cannot bring them back', async () => {
    window.history.replaceState(null, '', LISTA);
    const v = montar();
    await waitFor(() => expect(v.navegar).not.toBeNull());
    // the address already moved to the create screen; the router has not caught up
    window.history.pushState(null, '', '/erp/clientes/editar');
    v.navegar!({ search: '?filter=%7B%22q%22%3A%22Merc%22%7D' }, { replace: true });
    v.navegar!('?page=2');
    await new Promise((r) => setTimeout(r, 50));
    expect(v.caminho).toBe(LISTA);
    // a navigation to another path is the user's own: it passes
    v.navegar!('/erp/clientes/editar/7');
    await waitFor(() => expect(v.caminho).toBe('/erp/clientes/editar/7'));
  });
});
