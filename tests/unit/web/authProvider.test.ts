import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, podeAcessarRecurso } from '../../../src/web/providers/authProvider.ts';
import { cancelarLogoutAgendado } from '../../../src/web/providers/http.ts';
import { CHAVES } from '../../../src/web/session/chaves.ts';
import { gravarSessao, lerLoginSalvo, lerSessao } from '../../../src/web/session/usuario.ts';
import { permissoesDe } from '../../../src/web/session/permissoes.ts';
import { definirMenu, lerMenu } from '../../../src/web/session/menuEstado.ts';
import { falsoFetch, instalarStorage, resposta, sessao, usuario } from './apoio.ts';

beforeEach(() => instalarStorage());
afterEach(() => {
  vi.unstubAllGlobals();
  cancelarLogoutAgendado();
});

describe('authProvider (SPEC §4)', () => {
  it('login guarda o usuário e o login lembrado; sem "Lembrar-me" o login salvo é apagado', async () => {
    const s = sessao();
    const { chamadas } = falsoFetch(() => resposta(200, { Success: true, Message: 'Login realizado com sucesso.', Data: s }));
    definirMenu({ velho: true });
    await authProvider.login({ username: 'loja', password: 'Demo@2026', lembrarMe: true });
    expect(chamadas[0]).toMatchObject({ url: '/v1/auth/login/', metodo: 'POST', corpo: { Login: 'loja', Password: 'Demo@2026', LembrarMe: true } });
    expect(chamadas[0].headers.get('Authorization')).toBeNull();
    expect(lerSessao()).toEqual(s);
    expect(lerLoginSalvo()).toEqual({ login: 'loja', password: 'Demo@2026', lembrarMe: true });
    expect(lerMenu()).toBeNull();
    await authProvider.login({ login: 'loja', password: 'Demo@2026', lembrarMe: false });
    expect(localStorage.getItem(CHAVES.login)).toBeNull();
  });

  it('falha de login: rejeita com a mensagem do servidor e continua deslogado', async () => {
    falsoFetch(() => resposta(401, { Success: false, Message: 'Login ou senha inválidos.', Data: null }));
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toMatchObject({ message: 'Login ou senha inválidos.' });
    expect(lerSessao()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/erp/sign-in' });
  });

  it('logout revoga a sessão pelo refresh token, limpa o usuário e volta para o sign-in do tenant', async () => {
    gravarSessao(sessao());
    localStorage.setItem(CHAVES.tenant, 'parceiro');
    const { chamadas } = falsoFetch(() => resposta(200, { Success: true, Data: true }));
    expect(await authProvider.logout({})).toBe('/parceiro/sign-in');
    expect(chamadas[0]).toMatchObject({ url: '/v1/auth/revoke-session/refresh-1', metodo: 'POST' });
    expect(lerSessao()).toBeNull();
  });

  it('checkError: só 401 encerra a sessão (com o aviso de sessão expirada)', async () => {
    gravarSessao(sessao());
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: true, redirectTo: '/erp/sign-in' });
    expect(sessionStorage.getItem(CHAVES.aviso)).toBe('sessao-expirada');
  });

  it('identidade e permissões do usuário guardado', async () => {
    gravarSessao(sessao(usuario({ regrasEmitente: ['Permitir.Cliente.Consultar'] })));
    expect(await authProvider.getIdentity!()).toMatchObject({ id: 7, fullName: 'Usuária Teste', empresa: 'Mercadinho' });
    const p = await authProvider.getPermissions!({});
    expect(p.regrasEmitente.has('Permitir.Cliente.Consultar')).toBe(true);
  });
});

describe('canAccess (SPEC §6)', () => {
  const p = (o: Parameters<typeof usuario>[0]) => permissoesDe(sessao(usuario(o)));

  it('ações do react-admin mapeadas às regras Consultar/Incluir/Alterar da lista certa', async () => {
    const caixa = p({ regrasEmitente: ['Permitir.Cliente.Consultar', 'Permitir.Cliente.Incluir'] });
    expect(podeAcessarRecurso(caixa, 'cliente', 'list')).toBe(true);
    expect(podeAcessarRecurso(caixa, 'cliente', 'create')).toBe(true);
    expect(podeAcessarRecurso(caixa, 'cliente', 'edit')).toBe(false);
    expect(podeAcessarRecurso(caixa, 'cliente', 'delete')).toBe(false);
    expect(podeAcessarRecurso(caixa, 'cliente.nome', 'read')).toBe(true);
    expect(podeAcessarRecurso(caixa, 'produto', 'list')).toBe(false);
    expect(podeAcessarRecurso(caixa, 'cidade', 'list')).toBe(true);
    expect(podeAcessarRecurso(caixa, 'cidade', 'edit')).toBe(false);
    gravarSessao(sessao(usuario({ regrasEmitente: ['Permitir.Cliente.Consultar'] })));
    expect(await authProvider.canAccess!({ action: 'list', resource: 'cliente' })).toBe(true);
    expect(await authProvider.canAccess!({ action: 'create', resource: 'cliente' })).toBe(false);
  });

  it('administrador apenas, e empresa obrigatória para dados da empresa', () => {
    const revenda = p({ tipo: 'Revenda', tipoId: 4, regrasTipo: ['Permitir.SoftwareHouse.Consultar', 'Permitir.Empresas.Consultar'], semEmitente: true });
    expect(podeAcessarRecurso(revenda, 'softwareHouse', 'list')).toBe(false);
    expect(podeAcessarRecurso(revenda, 'emitente', 'list')).toBe(true);
    const adminSemEmpresa = p({ tipo: 'Administrador', tipoId: 1, regrasTipo: ['Permitir.SoftwareHouse.Consultar'], semEmitente: true });
    expect(podeAcessarRecurso(adminSemEmpresa, 'softwareHouse', 'list')).toBe(true);
    expect(podeAcessarRecurso(adminSemEmpresa, 'cliente', 'list')).toBe(false);
  });
});
