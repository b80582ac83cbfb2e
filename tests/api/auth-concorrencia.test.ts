/**
 * Autenticação sob concorrência, contra o servidor e o banco reais:
 * - limite de tentativas atômico: 150 senhas erradas simultâneas para um login conferem no máximo
 *   LOGIN_RATE_MAX senhas (cada conferência que falha responde 401; as demais, 429 sem conferir) e
 *   nem a senha certa entra até a janela passar;
 * - rotação do refresh token com carência: duas abas renovando com o mesmo token no mesmo instante
 *   recebem o mesmo sucessor e a sessão sobrevive (10 rodadas); depois da carência, o reuso revoga;
 * - o hub (cliente oficial @microsoft/signalr) recusa ConectarUsuario com um token já rotacionado.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { startTestServer, type TestServer } from './helpers.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { CARENCIA_ROTACAO_SEGUNDOS, sha256 } from '../../src/server/auth/sessions.ts';

const LIMITE = 10;
let s: TestServer;
let url: string;
const abertas: HubConnection[] = [];

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: LIMITE, loginRateIpMax: 1000, loginRateJanelaMinutos: 15, redisUrl: null });
  url = await s.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(abertas.map((c) => c.stop().catch(() => undefined)));
  await s?.close();
});

const entrar = (Login: string, Password: string) =>
  s.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login, Password, LembrarMe: false }, remoteAddress: '10.27.0.1' });
const renovar = (RefreshToken: string) => s.app.inject({ method: 'POST', url: '/v1/auth/refresh-token/', payload: { RefreshToken } });
const listar = (token: string) => s.call(token, { method: 'GET', url: '/OData/Cliente?$top=1' });
/** Simula a passagem do tempo: o token foi rotacionado há mais que a carência. */
const envelhecerRotacao = (refreshToken: string) =>
  s.db.pool.query('UPDATE sessao_usuario_token SET usado_em = usado_em - make_interval(secs => $2) WHERE hash = $1', [
    sha256(refreshToken),
    CARENCIA_ROTACAO_SEGUNDOS + 1,
  ]);

describe('limite de tentativas de login sob concorrência', () => {
  it(`150 senhas erradas simultâneas: no máximo ${LIMITE} conferidas, o resto 429, e a senha certa fica bloqueada até a janela passar`, async () => {
    const rs = await Promise.all(Array.from({ length: 150 }, (_, i) => entrar('caixa', `errada-${i}`)));
    const conferidas = rs.filter((r) => r.statusCode === 401);
    const bloqueadas = rs.filter((r) => r.statusCode === 429);
    // cada 401 é uma senha conferida e recusada; um 429 responde antes de conferir
    expect(conferidas.length).toBeLessThanOrEqual(LIMITE);
    expect(conferidas.length).toBe(LIMITE);
    expect(bloqueadas.length).toBe(150 - LIMITE);
    for (const r of conferidas) expect(r.json().Message).toBe('Login ou senha inválidos.');
    for (const r of bloqueadas) {
      expect(r.json().Message).toMatch(/Muitas tentativas de login sem sucesso para este usuário/);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // o contador compartilhado (todos os processos leem o mesmo) guarda exatamente as falhas conferidas
    const { rows } = await s.db.pool.query(`SELECT falhas FROM login_tentativa WHERE chave = 'login:caixa'`);
    expect(rows).toEqual([{ falhas: LIMITE }]);

    const certa = await entrar('caixa', DEMO_PASSWORD);
    expect(certa.statusCode).toBe(429);
    // outro usuário da mesma conexão entra normalmente
    expect((await entrar('loja', DEMO_PASSWORD)).statusCode).toBe(200);
    await s.db.pool.query(`UPDATE login_tentativa SET janela_inicio = now() - interval '16 minutes' WHERE chave = 'login:caixa'`);
    expect((await entrar('caixa', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('rotação do refresh token com carência', () => {
  it('duas abas renovam o mesmo token ao mesmo tempo (10 rodadas): a sessão sobrevive e os dois recebem tokens que funcionam', async () => {
    const l = await s.login('loja');
    let refresh = l.RefreshToken;
    for (let rodada = 0; rodada < 10; rodada++) {
      const [a, b] = await Promise.all([renovar(refresh), renovar(refresh)]);
      expect([a.statusCode, b.statusCode], `rodada ${rodada}: ${a.body} ${b.body}`).toEqual([200, 200]);
      const da = a.json().Data;
      const db = b.json().Data;
      // o mesmo sucessor: nenhuma segunda família de tokens
      expect(db.RefreshToken).toBe(da.RefreshToken);
      expect(da.RefreshToken).not.toBe(refresh);
      expect((await listar(da.Token)).statusCode).toBe(200);
      expect((await listar(db.Token)).statusCode).toBe(200);
      refresh = da.RefreshToken;
    }
    const { rows } = await s.db.pool.query(
      `SELECT s.revogado_em, (SELECT count(*)::int FROM sessao_usuario_token t WHERE t.sessao_id = s.id AND t.usado_em IS NULL) AS vivos
         FROM sessao_usuario_token t JOIN sessao_usuario s ON s.id = t.sessao_id WHERE t.hash = $1`,
      [sha256(refresh)],
    );
    expect(rows).toEqual([{ revogado_em: null, vivos: 1 }]);
    // o último par segue valendo
    expect((await renovar(refresh)).statusCode).toBe(200);
  });

  it('token reapresentado depois da carência: a sessão é revogada como antes', async () => {
    const l = await s.login('loja');
    const r1 = await renovar(l.RefreshToken);
    expect(r1.statusCode).toBe(200);
    const novo = r1.json().Data;
    await envelhecerRotacao(l.RefreshToken);
    const reuso = await renovar(l.RefreshToken);
    expect(reuso.statusCode).toBe(401);
    expect(reuso.json().Message).toMatch(/já havia sido usado/);
    expect((await renovar(novo.RefreshToken)).statusCode).toBe(401);
    expect((await listar(novo.Token)).statusCode).toBe(401);
  });

  it('dentro da carência, mas com o sucessor já rotacionado: é reuso e revoga', async () => {
    const l = await s.login('loja');
    const r1 = await renovar(l.RefreshToken);
    const r2 = await renovar(r1.json().Data.RefreshToken);
    expect(r2.statusCode).toBe(200);
    const antigo = await renovar(l.RefreshToken);
    expect(antigo.statusCode).toBe(401);
    expect((await renovar(r2.json().Data.RefreshToken)).statusCode).toBe(401);
  });
});

describe('hub: ConectarUsuario com token rotacionado', () => {
  it('recusa o token já rotacionado e aceita o vigente', async () => {
    const l = await s.login('loja');
    const r = await renovar(l.RefreshToken);
    expect(r.statusCode).toBe(200);
    const novo = r.json().Data;
    const c = new HubConnectionBuilder()
      .withUrl(url + '/hub', { accessTokenFactory: () => novo.Token, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    abertas.push(c);
    await c.start();
    // ainda dentro da carência da renovação: o hub não aceita o token antigo
    const antigo = await c.invoke('ConectarUsuario', l.RefreshToken, l.User.id);
    expect(antigo).toEqual({ Success: false, Message: 'Sessão inválida ou expirada.' });
    expect(await c.invoke('ConectarUsuario', novo.RefreshToken, novo.User.id)).toEqual({ Success: true, Message: 'Usuário conectado.' });
    await c.stop();
  });
});
