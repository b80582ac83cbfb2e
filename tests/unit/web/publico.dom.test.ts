// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../../src/web/App.tsx';
import { CHAVES } from '../../../src/web/session/chaves.ts';
import { lerSessao } from '../../../src/web/session/usuario.ts';
import { falsoFetch, resposta, sessao } from './apoio.ts';

/** Partes carregadas sob demanda (aviso, página de senha): a primeira importação no jsdom compila o módulo. */
const CARGA_SOB_DEMANDA_MS = 10_000;

const MARCA = {
  url: 'erp',
  nome_empresa: 'ERP Fiscal',
  site: 'https://erp.local',
  logo: '/logo.svg',
  logo_white: null,
  logo_black: null,
  login_fundo: null,
  icone: null,
  login_titulo: 'Rápido, Eficiente e Produtivo',
  login_descricao: 'Descrição da marca',
  cor_primaria: '#50CD89',
};

function servidor(extra: (url: string, metodo: string, corpo: unknown) => Response | null = () => null) {
  return falsoFetch((c) => {
    const r = extra(c.url, c.metodo, c.corpo);
    if (r) return r;
    const m = /CarregarUrl\/(.+)$/.exec(c.url);
    if (m) {
      return ['erp', 'parceiro'].includes(decodeURIComponent(m[1]))
        ? resposta(200, {
            Success: true,
            Message: null,
            Data: { ...MARCA, url: m[1], nome_empresa: m[1] === 'parceiro' ? 'Parceiro Tecnologia' : 'ERP Fiscal' },
          })
        : resposta(200, { Success: false, Message: 'Empresa não encontrada para este endereço.', Data: null });
    }
    return resposta(404, { Success: false, Message: 'Rota não encontrada.' });
  });
}

function abrir(caminho: string) {
  window.history.replaceState(null, '', caminho);
  return render(createElement(App));
}

beforeEach(() => {
  window.scrollTo = () => {};
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rotas públicas e tenant (SPEC §2)', () => {
  it('"/" vai para /{tenant padrão}/sign-in e mostra a página Entrar com a marca', async () => {
    servidor();
    abrir('/');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(window.location.pathname).toBe('/erp/sign-in');
    expect(screen.getByLabelText('Login', { exact: true })).toBeTruthy();
    expect(screen.getByLabelText('Senha', { exact: true })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.getByText('Rápido, Eficiente e Produtivo')).toBeTruthy();
    expect(localStorage.getItem(CHAVES.tenant)).toBe('erp');
    expect(JSON.parse(sessionStorage.getItem(CHAVES.whiteLabel)!).nome_empresa).toBe('ERP Fiscal');
  });

  it('/{url}/ redireciona para /{url}/sign-in; tenant inválido volta ao tenant guardado', async () => {
    servidor();
    const { unmount } = abrir('/parceiro/');
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(window.location.pathname).toBe('/parceiro/sign-in');
    expect(localStorage.getItem(CHAVES.tenant)).toBe('parceiro');
    unmount();
    abrir('/naoexiste/sign-in');
    await waitFor(() => expect(window.location.pathname).toBe('/parceiro/sign-in'));
    await screen.findByRole('heading', { name: 'Entrar' });
  });

  it('/404 mostra a página não encontrada', async () => {
    servidor();
    abrir('/404');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });

  it('login lembrado preenche o formulário; erro mostra a mensagem do servidor', async () => {
    localStorage.setItem(CHAVES.login, JSON.stringify({ login: 'loja', password: 'errada', lembrarMe: true }));
    servidor((url) => (url.includes('/v1/auth/login/') ? resposta(401, { Success: false, Message: 'Login ou senha inválidos.', Data: null }) : null));
    abrir('/erp/sign-in');
    const login = (await screen.findByLabelText('Login', { exact: true })) as HTMLInputElement;
    expect(login.value).toBe('loja');
    expect((screen.getByLabelText('Senha', { exact: true }) as HTMLInputElement).value).toBe('errada');
    expect((screen.getByRole('checkbox', { name: 'Lembrar-me' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Login ou senha inválidos.')).toBeTruthy();
    expect(lerSessao()).toBeNull();
  });

  it('login correto guarda o usuário e vai para a dashboard', async () => {
    const { chamadas } = servidor((url) => (url.includes('/v1/auth/login/') ? resposta(200, { Success: true, Message: null, Data: sessao() }) : null));
    abrir('/erp/sign-in');
    fireEvent.change(await screen.findByLabelText('Login', { exact: true }), { target: { value: 'loja' } });
    fireEvent.change(screen.getByLabelText('Senha', { exact: true }), { target: { value: 'Demo@2026' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    });
    await waitFor(() => expect(window.location.pathname).toBe('/erp/dashboard'));
    expect(chamadas.find((c) => c.url === '/v1/auth/login/')?.corpo).toEqual({ Login: 'loja', Password: 'Demo@2026', LembrarMe: true });
    expect(lerSessao()?.Token).toBe('token-1');
    expect(JSON.parse(localStorage.getItem(CHAVES.login)!)).toEqual({ login: 'loja', password: 'Demo@2026', lembrarMe: true });
  });

  it('após logout forçado o sign-in mostra "Sessão expirada..." (3 s)', async () => {
    sessionStorage.setItem(CHAVES.aviso, 'sessao-expirada');
    servidor();
    abrir('/erp/sign-in');
    expect(await screen.findByText('Sessão expirada, por favor faça login novamente!', {}, { timeout: CARGA_SOB_DEMANDA_MS })).toBeTruthy();
    expect(sessionStorage.getItem(CHAVES.aviso)).toBeNull();
  });

  it('links entre as páginas públicas; redefinição pede e-mail e, com token, a nova senha com medidor', async () => {
    const { chamadas } = servidor((url, metodo) =>
      url.includes('redefinirSenhaUsuario') && metodo === 'PUT' ? resposta(200, { Success: true, Message: null, Data: true }) : null,
    );
    abrir('/erp/sign-in');
    fireEvent.click(await screen.findByRole('link', { name: 'Esqueceu a senha?' }));
    const email = await screen.findByLabelText('E-mail', { exact: true }, { timeout: CARGA_SOB_DEMANDA_MS });
    fireEvent.change(email, { target: { value: 'dona@loja.com.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('heading', { name: 'Verifique seu e-mail' })).toBeTruthy();
    expect(chamadas.find((c) => c.url.includes('redefinirSenhaUsuario'))?.corpo).toEqual({ Email: 'dona@loja.com.br', Url: 'erp' });
    cleanup();
    abrir('/erp/password-reset?token=abc');
    const nova = await screen.findByLabelText('Nova senha', { exact: true }, { timeout: CARGA_SOB_DEMANDA_MS });
    fireEvent.change(nova, { target: { value: 'Forte@2026' } });
    fireEvent.change(screen.getByLabelText('Confirmação da senha', { exact: true }), { target: { value: 'Forte@2026' } });
    expect(screen.getByTestId('medidor-senha').textContent).toContain('Forte');
    fireEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByRole('heading', { name: 'Senha redefinida' })).toBeTruthy();
    expect(chamadas.filter((c) => c.url.includes('redefinirSenhaUsuario')).at(-1)?.corpo).toEqual({ Token: 'abc', Senha: 'Forte@2026' });
  });
});
