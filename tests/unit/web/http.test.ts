import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ATRASO_LOGOUT_MS,
  AVISO_SESSAO_EXPIRADA,
  apiData,
  apiFetch,
  cancelarLogoutAgendado,
  caminhoCampo,
  definirNavegador,
  erroHttp,
  errosAninhados,
  errosDeCampo,
  expiracaoAgendada,
  requisitar,
} from '../../../src/web/providers/http.ts';
import { CHAVES } from '../../../src/web/session/chaves.ts';
import { gravarSessao, lerSessao } from '../../../src/web/session/usuario.ts';
import { falsoFetch, instalarStorage, resposta, sessao } from './apoio.ts';

beforeEach(() => {
  instalarStorage();
  cancelarLogoutAgendado();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cancelarLogoutAgendado();
});

describe('erros de campo (SPEC §3 "Error payload", §8)', () => {
  it('separa chaves reservadas e monta o mapa plano', () => {
    const corpo = {
      Success: false,
      Message: 'Verifique os campos informados.',
      Data: null,
      cpf_cnpj: ['CPF/CNPJ inválido'],
      'Email[1].email': ['E-mail inválido', 'Obrigatório'],
      campo_Data: ['x'],
    };
    expect(errosDeCampo(corpo)).toEqual({ cpf_cnpj: ['CPF/CNPJ inválido'], 'Email[1].email': ['E-mail inválido', 'Obrigatório'], Data: ['x'] });
  });

  it('caminhos com índices e pontos', () => {
    expect(caminhoCampo('Email[1].email')).toEqual(['Email', 1, 'email']);
    expect(caminhoCampo('Empresa.cnpj')).toEqual(['Empresa', 'cnpj']);
    expect(caminhoCampo('itens[2].impostos[0].cst')).toEqual(['itens', 2, 'impostos', 0, 'cst']);
  });

  it('aninha no formato que o ra-core aplica (setSubmissionErrors -> Email.1.email)', () => {
    const e = errosAninhados({ cpf_cnpj: ['CPF/CNPJ inválido'], 'Email[1].email': ['E-mail inválido', 'Obrigatório'], 'Empresa.cnpj': ['CNPJ inválido'] });
    expect(e.cpf_cnpj).toBe('CPF/CNPJ inválido');
    const email = e.Email as unknown[];
    expect(Array.isArray(email)).toBe(true);
    expect(0 in email).toBe(false); // a hole, not undefined
    expect(email[1]).toEqual({ email: 'E-mail inválido Obrigatório' });
    expect(e.Empresa).toEqual({ cnpj: 'CNPJ inválido' });
    // the walk ra-core does
    const caminhos: string[] = [];
    const andar = (o: Record<string, unknown>, raiz: string) => {
      for (const [k, v] of Object.entries(o)) {
        if (typeof v === 'object') andar(v as Record<string, unknown>, `${raiz}${k}.`);
        else caminhos.push(`${raiz}${k}=${String(v)}`);
      }
    };
    andar(e, '');
    expect(caminhos.sort()).toEqual(['Email.1.email=E-mail inválido Obrigatório', 'Empresa.cnpj=CNPJ inválido', 'cpf_cnpj=CPF/CNPJ inválido']);
  });

  it('HttpError com a mensagem do servidor, body.errors e body.fieldErrors', () => {
    const e = erroHttp(400, { Success: false, Message: 'Verifique os campos.', Data: null, 'Email[0].email': ['E-mail inválido'] });
    expect(e.name).toBe('HttpError');
    expect(e.message).toBe('Verifique os campos.');
    expect(e.status).toBe(400);
    expect(e.body.fieldErrors).toEqual({ 'Email[0].email': ['E-mail inválido'] });
    expect(e.body.errors.Email[0]).toEqual({ email: 'E-mail inválido' });
    const semCampos = erroHttp(403, { error: { code: 'Proibido', message: 'Sem permissão' } });
    expect(semCampos.message).toBe('Sem permissão');
    expect(semCampos.body.errors).toBeUndefined();
    expect(erroHttp(500, null).message).toMatch(/servidor/);
  });
});

describe('fetch com Bearer e renovação (SPEC §4)', () => {
  it('envia Authorization: Bearer quando há usuário; JSON no corpo', async () => {
    gravarSessao(sessao());
    const { chamadas } = falsoFetch(() => resposta(200, { Success: true, Message: null, Data: { ok: 1 } }));
    expect(await apiData('/v1/cliente/', { method: 'POST', body: { nome: 'x' } })).toEqual({ ok: 1 });
    expect(chamadas[0].headers.get('Authorization')).toBe('Bearer token-1');
    expect(chamadas[0].headers.get('Content-Type')).toBe('application/json');
    expect(chamadas[0].corpo).toEqual({ nome: 'x' });
  });

  it('401 -> refresh-token uma vez -> repete com o novo token e grava a sessão', async () => {
    gravarSessao(sessao());
    const { chamadas } = falsoFetch((c) => {
      if (c.url.includes('/v1/auth/refresh-token/'))
        return resposta(200, {
          Success: true,
          Data: { Token: 'token-2', RefreshToken: 'refresh-2', TokenExpires: '2999-01-01T00:00:00', User: sessao().User },
        });
      return c.headers.get('Authorization') === 'Bearer token-2'
        ? resposta(200, { Success: true, Data: 42 })
        : resposta(401, { Success: false, Message: 'Não autenticado' });
    });
    expect(await apiData('/v1/cliente/1')).toBe(42);
    expect(chamadas.map((c) => c.url)).toEqual(['/v1/cliente/1', '/v1/auth/refresh-token/', '/v1/cliente/1']);
    expect(chamadas[1].corpo).toEqual({ AccessToken: 'token-1', RefreshToken: 'refresh-1' });
    expect(lerSessao()?.Token).toBe('token-2');
    expect(lerSessao()?.RefreshToken).toBe('refresh-2');
  });

  it('requisições simultâneas com 401 compartilham uma única renovação (o servidor revoga refresh reutilizado)', async () => {
    gravarSessao(sessao());
    let renovacoes = 0;
    falsoFetch(async (c) => {
      if (c.url.includes('refresh-token')) {
        renovacoes++;
        await new Promise((r) => setTimeout(r, 5));
        return resposta(200, { Success: true, Data: { Token: 'token-2', RefreshToken: 'refresh-2', TokenExpires: '2999-01-01T00:00:00' } });
      }
      return c.headers.get('Authorization') === 'Bearer token-2' ? resposta(200, { Success: true, Data: c.url }) : resposta(401, {});
    });
    const r = await Promise.all([apiData('/v1/a/1'), apiData('/v1/b/1'), apiData('/v1/c/1')]);
    expect(r).toEqual(['/v1/a/1', '/v1/b/1', '/v1/c/1']);
    expect(renovacoes).toBe(1);
  });

  it('login e refresh-token nunca são repetidos', async () => {
    gravarSessao(sessao());
    const { chamadas } = falsoFetch(() => resposta(401, { Success: false, Message: 'Login ou senha inválidos.' }));
    await expect(requisitar('/v1/auth/login/', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401, message: 'Login ou senha inválidos.' });
    expect(chamadas).toHaveLength(1);
    const res = await apiFetch('/v1/auth/refresh-token/', { method: 'POST', body: {} });
    expect(res.status).toBe(401);
    expect(chamadas).toHaveLength(2);
  });

  it('refresh falha com 401 e TokenExpires passado: após 1000 ms sai e vai para /{url}/sign-in com o aviso', async () => {
    vi.useFakeTimers();
    localStorage.setItem(CHAVES.tenant, 'parceiro');
    gravarSessao(sessao(undefined, '2020-01-01T00:00:00'));
    const navegou: string[] = [];
    const desfazer = definirNavegador((c) => navegou.push(c));
    falsoFetch(() => resposta(401, { Success: false, Message: 'Sessão inválida' }));
    await expect(apiData('/v1/cliente/1')).rejects.toMatchObject({ status: 401 });
    expect(expiracaoAgendada()).toBe(true);
    expect(lerSessao()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(ATRASO_LOGOUT_MS - 1);
    expect(navegou).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(lerSessao()).toBeNull();
    expect(navegou).toEqual(['/parceiro/sign-in']);
    expect(sessionStorage.getItem(CHAVES.aviso)).toBe(AVISO_SESSAO_EXPIRADA);
    desfazer();
  });

  it('refresh falha com 401 mas o token ainda não expirou: não agenda o logout', async () => {
    gravarSessao(sessao(undefined, '2999-01-01T00:00:00'));
    falsoFetch(() => resposta(401, {}));
    await expect(apiData('/v1/cliente/1')).rejects.toMatchObject({ status: 401 });
    expect(expiracaoAgendada()).toBe(false);
  });

  it('Success false com 200 vira erro; falha de rede vira HttpError status 0', async () => {
    falsoFetch(() => resposta(200, { Success: false, Message: 'Empresa não encontrada.', Data: null }));
    await expect(apiData('/v1/x/1')).rejects.toMatchObject({ message: 'Empresa não encontrada.' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiData('/v1/x/1')).rejects.toMatchObject({ status: 0 });
  });
});
