/**
 * Auth per SPEC §7 against the real server and database: login shape, wrong password, refresh
 * rotation with reuse detection, revocation, switching issuer, rate limit, argon2id at rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s?.close(); });

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
    // reuse of the first (already rotated) token: the whole session is revoked
    const reuse = await s.app.inject({ method: 'POST', url: '/v1/auth/refresh-token/', payload: { RefreshToken: first.RefreshToken } });
    expect(reuse.statusCode).toBe(401);
    const after = await s.app.inject({ method: 'POST', url: '/v1/auth/refresh-token/', payload: { RefreshToken: second.RefreshToken } });
    expect(after.statusCode).toBe(401);
    expect((await s.call(second.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(401);
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
    const sw = await s.call(rev.Token, { method: 'POST', url: '/v1/auth/RefreshTokenEmpresa/', payload: { EmitenteId: rows[1].id, RefreshToken: rev.RefreshToken } });
    expect(sw.statusCode).toBe(200);
    const d = sw.json().Data;
    expect(d.User.Emitente.id).toBe(rows[1].id);
    const list = await s.call(d.Token, { method: 'GET', url: '/OData/Cliente?$top=1&$count=true' });
    expect(list.statusCode).toBe(200);
    expect(list.json()['@odata.count']).toBeGreaterThan(0);

    const loja = await s.login('loja');
    const deny = await s.call(loja.Token, { method: 'POST', url: '/v1/auth/RefreshTokenEmpresa/', payload: { EmitenteId: rows[1].id, RefreshToken: loja.RefreshToken } });
    expect(deny.statusCode).toBe(403);
  });
});

describe('limite de tentativas de login', () => {
  it('responde 429 após o limite por IP e login', async () => {
    const t = await startTestServer({ loginRateMax: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await t.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: 'errada' } });
        codes.push(r.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const last = await t.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: 'errada' } });
      expect(last.json().Message).toMatch(/Muitas tentativas/);
    } finally {
      await t.close();
    }
  });
});
