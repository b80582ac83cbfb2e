/**
 * Auth per SPEC §7 against the real server and database: login shape, wrong password, refresh
 * rotation with reuse detection, revocation, switching issuer, rate limit, argon2id at rest.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { CARENCIA_ROTACAO_SEGUNDOS, sha256 } from '../../src/server/auth/sessions.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe('POST /v1/auth/login/', () => {
  it('devolve Token, RefreshToken, TokenExpires e o usuário no formato da SPEC §3', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: DEMO_PASSWORD, LembrarMe: true } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Success).toBe(true);
    expect(body.Data.Token.split('.')).toHaveLength(3);
    expect(body.Data.RefreshToken.length).toBeGreaterThan(30);
    expect(body.Data.TokenExpires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const u = body.Data.User;
    expect(u.Emitente).toMatchObject({ nome: 'Mercadinho Bom Preço Comércio de Alimentos Ltda', tipo_pacote: 2, Revenda: { id: 1 } });
    expect(u.Emitente.cnpj).toMatch(/^\d{14}$/);
    expect(u.TipoUsuario.tipo).toBe('Empresa - Proprietário');
    expect(u.EmitenteTipoUsuario.EmitenteRestricao.map((r: { regra: string }) => r.regra)).toContain('Permitir.Cliente.Incluir');
    expect(JSON.stringify(body)).not.toMatch(/argon2|senha/i);
  });

  it('recusa senha errada com 401 e mensagem em pt-BR', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: 'errada', LembrarMe: false } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Success: false, Message: 'Login ou senha inválidos.' });
  });

  it('recusa login inexistente com a mesma mensagem', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'naoexiste', Password: 'x', LembrarMe: false } });
    expect(res.statusCode).toBe(401);
    expect(res.json().Message).toBe('Login ou senha inválidos.');
  });

  it('exige Login e Password com erro por campo', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().Password).toEqual(['Senha é obrigatório']);
  });

  it('guarda a senha com argon2id', async () => {
    const { rows } = await s.db.pool.query(`SELECT senha FROM usuario WHERE login = 'loja'`);
    expect(rows[0].senha).toMatch(/^\$argon2id\$/);
  });
});

describe('refresh-token, revogação e troca de empresa', () => {
  it('rotaciona o refresh token e revoga a sessão quando um token usado é reapresentado', async () => {
    const first = await s.login('loja');
    const r1 = await s.app.inject({ method: 'POST', url: '/v1/auth/refresh-token/', payload: { AccessToken: first.Token, RefreshToken: first.RefreshToken } });
    expect(r1.statusCode).toBe(200);
    const second = r1.json().Data;
    expect(second.RefreshToken).not.toBe(first.RefreshToken);
    expect((await s.call(second.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(200);
    // reuse of the first (already rotated) token after the grace: the whole session is revoked
    await s.db.pool.query('UPDATE sessao_usuario_token SET usado_em = usado_em - make_interval(secs => $2) WHERE hash = $1', [
      sha256(first.RefreshToken),
      CARENCIA_ROTACAO_SEGUNDOS + 1,
    ]);
    const reuse = await s.app.inject({ method: 'POST', url: '/v1/auth/refresh-token/', payload: { RefreshToken: first.RefreshToken } });
    expect(reuse.statusCode).toBe(401);
    const after = await s.app.inject({ method: 'POST', url: '/v1/auth/refresh-token/', payload: { RefreshToken: second.RefreshToken } });
    expect(after.statusCode).toBe(401);
    expect((await s.call(second.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(401);
  });

  it('token já verificado (em cache) deixa de valer no seu exp; um byte trocado na assinatura é recusado', async () => {
    const l = await s.login('loja');
    const pedir = (t: string) => s.call(t, { method: 'GET', url: '/v1/schema/cliente' });
    expect((await pedir(l.Token)).statusCode).toBe(200);
    expect((await pedir(l.Token)).statusCode).toBe(200);
    // a character in the middle of the signature (the last one carries unused bits)
    const i = l.Token.length - 10;
    const adulterado = await pedir(l.Token.slice(0, i) + (l.Token[i] === 'A' ? 'B' : 'A') + l.Token.slice(i + 1));
    expect(adulterado.statusCode).toBe(401);
    expect(adulterado.json().Message).toBe('Token inválido ou expirado.');
    const exp = JSON.parse(Buffer.from(l.Token.split('.')[1], 'base64url').toString()).exp as number;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(exp * 1000 + 1);
      const vencido = await pedir(l.Token);
      expect(vencido.statusCode).toBe(401);
      expect(vencido.json().Message).toBe('Token inválido ou expirado.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('revoke-session/{token} encerra a sessão (logout)', async () => {
    const l = await s.login('loja');
    const res = await s.app.inject({ method: 'POST', url: `/v1/auth/revoke-session/${encodeURIComponent(l.RefreshToken)}` });
    expect(res.json().Data).toBe(true);
    expect((await s.call(l.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(401);
  });

  it('revoke-session-id/{id} encerra uma sessão do próprio usuário e não a de outra empresa', async () => {
    const a = await s.login('loja');
    const b = await s.login('loja');
    const other = await s.login('industria');
    const sid = (t: string) => JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()).sid;
    const foreign = await s.call(a.Token, { method: 'POST', url: `/v1/auth/revoke-session-id/${sid(other.Token)}` });
    expect(foreign.statusCode).toBe(404);
    expect((await s.call(other.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(200);
    const res = await s.call(a.Token, { method: 'POST', url: `/v1/auth/revoke-session-id/${sid(b.Token)}` });
    expect(res.statusCode).toBe(200);
    expect((await s.call(b.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(401);
  });

  it('RefreshTokenEmpresa troca a empresa de um usuário da cadeia e recusa empresa alheia a usuário de empresa', async () => {
    const rev = await s.login('revenda');
    expect(rev.User.Emitente).toBeNull();
    expect((await s.call(rev.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(403);
    const { rows } = await s.db.pool.query(`SELECT id FROM emitente ORDER BY id`);
    const sw = await s.call(rev.Token, {
      method: 'POST',
      url: '/v1/auth/RefreshTokenEmpresa/',
      payload: { EmitenteId: rows[1].id, RefreshToken: rev.RefreshToken },
    });
    expect(sw.statusCode).toBe(200);
    const d = sw.json().Data;
    expect(d.User.Emitente.id).toBe(rows[1].id);
    const list = await s.call(d.Token, { method: 'GET', url: '/OData/Cliente?$top=1&$count=true' });
    expect(list.statusCode).toBe(200);
    expect(list.json()['@odata.count']).toBeGreaterThan(0);

    const loja = await s.login('loja');
    const deny = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/auth/RefreshTokenEmpresa/',
      payload: { EmitenteId: rows[1].id, RefreshToken: loja.RefreshToken },
    });
    expect(deny.statusCode).toBe(403);
  });
});

describe('limite de tentativas de login (só falhas contam, por login e por IP)', () => {
  const entrar = (t: TestServer, Login: string, Password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login, Password, LembrarMe: false }, remoteAddress });

  it('ataque a um login: bloqueia depois do limite, com Retry-After, e nem a senha certa entra', async () => {
    const t = await startTestServer({ loginRateMax: 3, loginRateIpMax: 100, loginRateJanelaMinutos: 15 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await entrar(t, 'loja', 'errada')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const bloqueado = await entrar(t, 'LOJA', DEMO_PASSWORD);
      expect(bloqueado.statusCode).toBe(429);
      expect(bloqueado.json().Message).toMatch(/Muitas tentativas de login sem sucesso para este usuário/);
      const espera = Number(bloqueado.headers['retry-after']);
      expect(espera).toBeGreaterThan(14 * 60);
      expect(espera).toBeLessThanOrEqual(15 * 60);
      // de outro endereço o login continua bloqueado (o contador é do login), mas outro usuário entra
      expect((await entrar(t, 'loja', DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
      expect((await entrar(t, 'caixa', DEMO_PASSWORD)).statusCode).toBe(200);
      // a janela vencida libera: simula a passagem do tempo recuando o início da janela
      await t.db.pool.query(`UPDATE login_tentativa SET janela_inicio = now() - interval '16 minutes'`);
      expect((await entrar(t, 'loja', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('varredura de logins a partir de um IP: o teto por IP bloqueia o endereço, não os usuários', async () => {
    const t = await startTestServer({ loginRateMax: 3, loginRateIpMax: 6 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await entrar(t, `naoexiste${i}`, 'x', '10.0.0.66')).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
      const r = await entrar(t, 'loja', DEMO_PASSWORD, '10.0.0.66');
      expect(r.statusCode).toBe(429);
      expect(r.json().Message).toMatch(/a partir deste endereço/);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect((await entrar(t, 'loja', DEMO_PASSWORD, '10.0.0.67')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('loja movimentada: muitos logins certos de um IP nunca bloqueiam, e o acerto zera o contador do login', async () => {
    const t = await startTestServer({ loginRateMax: 3, loginRateIpMax: 10 });
    try {
      // troca de turno: 40 entradas bem-sucedidas pela mesma conexão de internet
      for (let i = 0; i < 20; i++) {
        expect((await entrar(t, 'caixa', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
        expect((await entrar(t, 'loja', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
      }
      // o caixa erra duas vezes, acerta, erra duas de novo: nunca chega a 3 seguidas na janela
      for (let rodada = 0; rodada < 3; rodada++) {
        expect((await entrar(t, 'caixa', 'errada', '10.1.1.1')).statusCode).toBe(401);
        expect((await entrar(t, 'caixa', 'errada', '10.1.1.1')).statusCode).toBe(401);
        expect((await entrar(t, 'caixa', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
      }
      // agora erra 3 vezes: só o login dele fica bloqueado; a dona entra pela mesma conexão
      for (let i = 0; i < 3; i++) expect((await entrar(t, 'caixa', 'errada', '10.1.1.1')).statusCode).toBe(401);
      expect((await entrar(t, 'caixa', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(429);
      expect((await entrar(t, 'loja', DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
