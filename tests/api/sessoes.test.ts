/**
 * Connected users (GET /v1/sessoes/conectadas), dropping a session from that screen's API
 * (revoke-session-id kicks the real signalr client) and the SESSOES_SIMULTANEAS login policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { startTestServer, type TestServer } from './helpers.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';

const sidDe = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
const abertas: HubConnection[] = [];

function conectar(base: string, token: () => string): HubConnection {
  const c = new HubConnectionBuilder()
    .withUrl(base + '/hub', { accessTokenFactory: token, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  abertas.push(c);
  return c;
}
function quando<T>(fn: (resolve: (v: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`tempo esgotado (${ms} ms)`)), ms);
    fn((v) => {
      clearTimeout(t);
      resolve(v);
    });
  });
}

describe('sessões conectadas', () => {
  let s: TestServer;
  let url: string;
  beforeAll(async () => {
    s = await startTestServer({ redisUrl: null });
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(abertas.map((c) => c.stop().catch(() => undefined)));
    await s?.close();
  });

  it('lista a sessão de um segundo login com a conexão do hub; derrubar envia DesconectarSessao em < 1 s', async () => {
    const eu = await s.login('loja');
    const res0 = await s.app.inject({
      method: 'POST',
      url: '/v1/auth/login/',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' },
      payload: { Login: 'loja', Password: DEMO_PASSWORD, LembrarMe: false },
    });
    const outro = res0.statusCode === 200 ? res0.json().Data : await s.login('loja');
    const c = conectar(url, () => outro.Token);
    await c.start();
    expect((await c.invoke('ConectarUsuario', outro.RefreshToken, outro.User.id)).Success).toBe(true);

    const lista = await s.call(eu.Token, { method: 'GET', url: '/v1/sessoes/conectadas' });
    expect(lista.statusCode).toBe(200);
    const dados = lista.json().Data as any[];
    const dele = dados.find((x) => x.id === sidDe(outro.Token));
    expect(dele).toMatchObject({ usuario_login: 'loja', usuario_nome: expect.any(String), conexoes: 1, propria: false });
    expect(dele.conexoesAtivas[0]).toMatchObject({ connectionId: expect.any(String), conectadoEm: expect.any(String) });
    if (res0.statusCode === 200) expect(dele.dispositivo).toBe('Chrome 156 · Linux');
    expect(dados.find((x) => x.id === sidDe(eu.Token))).toMatchObject({ propria: true, conexoes: 0 });
    // a conexão é gravada (sessao_usuario_connection); uma linha de processo que caiu (sem batimento há 5 min) não conta
    await expect
      .poll(
        async () => (await s.db.pool.query('SELECT count(*)::int AS n FROM sessao_usuario_connection WHERE sessao_id = $1', [sidDe(outro.Token)])).rows[0].n,
      )
      .toBe(1);
    await s.db.pool.query(
      `INSERT INTO sessao_usuario_connection (connection_id, sessao_id, usuario_id, processo, conectado_em, visto_em)
       VALUES ('processo-morto-1', $1, $2, 'morto', now() - interval '1 hour', now() - interval '5 minutes')`,
      [sidDe(eu.Token), eu.User.id],
    );
    const comMorta = (await s.call(eu.Token, { method: 'GET', url: '/v1/sessoes/conectadas' })).json().Data as any[];
    expect(comMorta.find((x) => x.id === sidDe(eu.Token))).toMatchObject({ conexoes: 0 });
    expect(comMorta.find((x) => x.id === sidDe(outro.Token))).toMatchObject({ conexoes: 1 });
    // the caixa user of the same issuer is listed too once logged in; industria's never
    const ind = await s.login('industria');
    const cx = await s.login('caixa');
    const ids = ((await s.call(eu.Token, { method: 'GET', url: '/v1/sessoes/conectadas' })).json().Data as any[]).map((x) => x.id);
    expect(ids).toContain(sidDe(cx.Token));
    expect(ids).not.toContain(sidDe(ind.Token));
    const deInd = (await s.call(ind.Token, { method: 'GET', url: '/v1/sessoes/conectadas' })).json().Data as any[];
    expect(deInd.every((x) => x.usuario_login === 'industria')).toBe(true);
    expect(deInd.map((x) => x.id)).not.toContain(sidDe(eu.Token));
    // a chain user (revenda) sees its subtree: both issuers
    const rev = await s.login('revenda');
    const deRev = ((await s.call(rev.Token, { method: 'GET', url: '/v1/sessoes/conectadas' })).json().Data as any[]).map((x) => x.id);
    expect(deRev).toEqual(expect.arrayContaining([sidDe(eu.Token), sidDe(ind.Token)]));

    const evento = quando<number>((ok) => c.on('DesconectarSessao', () => ok(Date.now())));
    const t0 = Date.now();
    const r = await s.call(eu.Token, { method: 'POST', url: `/v1/auth/revoke-session-id/${dele.id}` });
    expect(r.statusCode).toBe(200);
    expect((await evento) - t0).toBeLessThan(1000);
    await quando<void>((ok) => {
      if (c.state === HubConnectionState.Disconnected) ok();
      else c.onclose(() => ok());
    });
    const depois = ((await s.call(eu.Token, { method: 'GET', url: '/v1/sessoes/conectadas' })).json().Data as any[]).map((x) => x.id);
    expect(depois).not.toContain(dele.id);
  });

  it('caixa sem Permitir.SessaoUsuario.Consultar -> 403; sem token -> 401', async () => {
    const cx = await s.login('caixa');
    const r = await s.call(cx.Token, { method: 'GET', url: '/v1/sessoes/conectadas' });
    expect([200, 403]).toContain(r.statusCode);
    if (r.statusCode === 200) expect(cx.User.EmitenteTipoUsuario.EmitenteRestricao.map((x: any) => x.regra)).toContain('Permitir.SessaoUsuario.Consultar');
    expect((await s.call(null, { method: 'GET', url: '/v1/sessoes/conectadas' })).statusCode).toBe(401);
  });
});

describe('política SESSOES_SIMULTANEAS=derrubar-antiga', () => {
  let s: TestServer;
  let url: string;
  beforeAll(async () => {
    s = await startTestServer({ redisUrl: null, sessoesSimultaneas: 'derrubar-antiga' });
    url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('um novo login derruba a sessão antiga (DesconectarSessao) e mantém as de outros usuários', async () => {
    const antiga = await s.login('loja');
    const caixa = await s.login('caixa');
    const c = conectar(url, () => antiga.Token);
    await c.start();
    const evento = quando<void>((ok) => c.on('DesconectarSessao', () => ok()), 3000);
    const nova = await s.login('loja');
    await evento;
    expect((await s.call(antiga.Token, { method: 'GET', url: '/v1/sessoes/conectadas' })).statusCode).toBe(401);
    const ids = ((await s.call(nova.Token, { method: 'GET', url: '/v1/sessoes/conectadas' })).json().Data as any[]).map((x) => x.id);
    expect(ids).toContain(sidDe(nova.Token));
    expect(ids).toContain(sidDe(caixa.Token));
    expect(ids).not.toContain(sidDe(antiga.Token));
  });

  it('padrão varias mantém as sessões', async () => {
    const t = await startTestServer({ redisUrl: null });
    try {
      expect(t.config.sessoesSimultaneas).toBe('varias');
      const a = await t.login('loja');
      const b = await t.login('loja');
      const ids = ((await t.call(b.Token, { method: 'GET', url: '/v1/sessoes/conectadas' })).json().Data as any[]).map((x) => x.id);
      expect(ids).toEqual(expect.arrayContaining([sidDe(a.Token), sidDe(b.Token)]));
    } finally {
      await t.close();
    }
  });
});
