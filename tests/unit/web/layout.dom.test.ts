// @vitest-environment jsdom
import { createElement, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../../src/web/App.tsx';
import { AlertasProvider, useAlertas } from '../../../src/web/layout/alerts.tsx';
import { CHAVES } from '../../../src/web/session/chaves.ts';
import { gravarSessao, lerSessao } from '../../../src/web/session/usuario.ts';
import { REGRAS_PERFIL_CAIXA } from '../../../src/domain/permissoes.ts';
import { falsoFetch, resposta, sessao, usuario } from './apoio.ts';

const MARCA = {
  url: 'erp',
  nome_empresa: 'ERP Fiscal',
  site: null,
  logo: '/logo.svg',
  logo_white: null,
  logo_black: null,
  login_fundo: null,
  icone: null,
  login_titulo: null,
  login_descricao: null,
  cor_primaria: '#50CD89',
};

beforeAll(() => {
  // desktop layout (permanent sidebar)
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (q: string) => ({
      matches: /min-width/.test(q),
      media: q,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }),
  });
  window.scrollTo = () => {};
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function servidor() {
  return falsoFetch((c) => {
    if (c.url.includes('CarregarUrl')) return resposta(200, { Success: true, Message: null, Data: MARCA });
    if (c.url.includes('/v1/auth/revoke-session/')) return resposta(200, { Success: true, Message: null, Data: true });
    if (c.url.endsWith('$metadata'))
      return resposta(
        200,
        '<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0"><edmx:DataServices></edmx:DataServices></edmx:Edmx>',
        'application/xml',
      );
    return resposta(200, { Success: true, Message: null, Data: null, '@odata.count': 0, value: [] });
  });
}

describe('área autenticada: menu, cabeçalho e sessão', () => {
  it("usuário 'caixa': menu só com Dashboard, Clientes, o PDV e a Central de ajuda; título e breadcrumb; tema e idioma guardados; logout", async () => {
    gravarSessao(sessao(usuario({ regrasEmitente: [...REGRAS_PERFIL_CAIXA] })));
    const { chamadas } = servidor();
    window.history.replaceState(null, '', '/erp/dashboard');
    render(createElement(App));

    // the react-admin area and MUI's theme load on demand (first screen without MUI): in jsdom
    // their modules are transformed on first use, inside this wait, which takes seconds on a busy 2-core machine
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 25_000 });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Dashboard', 'Clientes', 'PDV (NFC-e)', 'Inutilização de NFC-e', 'Central de ajuda']);
    expect(within(nav).getByRole('link', { name: 'Clientes' }).getAttribute('href')).toBe('/erp/clientes/consultar');
    expect(screen.getByTestId('titulo-pagina').textContent).toBe('Dashboard');

    fireEvent.click(screen.getByRole('button', { name: 'Alternar tema' }));
    expect(localStorage.getItem(CHAVES.themeMode)).toBe('dark');
    expect(localStorage.getItem(CHAVES.themeMenu)).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Idioma' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /English/ }));
    // react-admin remounts the whole tree on a locale change: query the menu again
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Menu principal' }))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Dashboard', 'Customers', 'POS (NFC-e)', 'NFC-e number voiding', 'Help center']),
    );
    expect(localStorage.getItem(CHAVES.idioma)).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'Usuário' }));
    const sair = await screen.findByRole('menuitem', { name: 'Sign out' });
    await act(async () => {
      fireEvent.click(sair);
    });
    await waitFor(() => expect(window.location.pathname).toBe('/erp/sign-in'), { timeout: 5000 });
    expect(lerSessao()).toBeNull();
    expect(chamadas.some((c) => c.url === '/v1/auth/revoke-session/refresh-1')).toBe(true);
  }, 60_000);

  it('sem sessão a área autenticada manda para o sign-in', async () => {
    servidor();
    window.history.replaceState(null, '', '/erp/clientes/consultar');
    render(createElement(App));
    await waitFor(() => expect(window.location.pathname).toBe('/erp/sign-in'), { timeout: 25_000 });
  }, 40_000);
});

describe('alertas (SPEC §8)', () => {
  function Teste() {
    const alertas = useAlertas();
    const [r, setR] = useState('');
    return createElement(
      'div',
      null,
      createElement('button', { onClick: async () => setR(String(await alertas.question('Excluir o registro?'))) }, 'perguntar'),
      createElement(
        'button',
        {
          onClick: async () => {
            await alertas.success('Salvo!');
            setR('ok');
          },
        },
        'sucesso',
      ),
      createElement('output', null, r),
    );
  }

  it('question: Enter - Sim / ESC - Não; success: Enter - OK', async () => {
    render(createElement(AlertasProvider, null, createElement(Teste)));
    fireEvent.click(screen.getByText('perguntar'));
    const dialogo = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(within(dialogo).getByText('Excluir o registro?')).toBeTruthy();
    expect(within(dialogo).getByRole('button', { name: 'Sim' })).toBeTruthy();
    expect(within(dialogo).getByRole('button', { name: 'Não' })).toBeTruthy();
    fireEvent.keyDown(dialogo, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));

    fireEvent.click(screen.getByText('perguntar'));
    fireEvent.keyDown(await screen.findByRole('dialog', {}, { timeout: 10_000 }), { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));

    fireEvent.click(screen.getByText('sucesso'));
    const ok = await screen.findByRole('button', { name: 'OK' });
    expect(screen.getByText('Sucesso')).toBeTruthy();
    fireEvent.click(ok);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ok'));
  });
});
