/**
 * Session context cache (issue "Platform I", part 3; src/server/auth/context.ts CacheContexto):
 * two server instances on the same database, each with its own per-process cache (A and B). Both
 * caches are warmed, then a change made through A (or committed straight in the database, as any
 * process would) must be enforced by B on its very next request: revoke (logout, drop by session
 * id, refresh-token reuse, a login under the derrubar-antiga policy), permission removed, user deactivated, issuer deactivated, package
 * changed. On PostgreSQL B has its own connection pool (as a second process would); on PGlite
 * (one connection, one process) both instances share the embedded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createServer } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/pool.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { CARENCIA_ROTACAO_SEGUNDOS, sha256 } from '../../src/server/auth/sessions.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let b: FastifyInstance;
let bDb: Database;
let clienteId: number;

/** `inject` on an instance with a bearer token. */
const call = (app: FastifyInstance, token: string, opts: InjectOptions) =>
  app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } });
const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
const getCliente = (app: FastifyInstance, token: string) => call(app, token, { method: 'GET', url: `/v1/cliente/${clienteId}` });

/** Logs in (on A) and warms the cache of both instances with one authenticated read each. */
async function sessaoAquecida(login: string) {
  const l = await s.login(login);
  expect((await getCliente(s.app, l.Token)).statusCode).toBe(200);
  expect((await getCliente(b, l.Token)).statusCode).toBe(200);
  expect((await getCliente(b, l.Token)).statusCode).toBe(200); // served from B's cache
  return l;
}

beforeAll(async () => {
  s = await startTestServer();
  bDb = s.kind === 'postgres' ? await openDatabase({ databaseUrl: s.config.databaseUrl, dataDir: s.config.dataDir, memory: true }) : s.db;
  b = await createServer({ config: s.config, db: bDb, registry: s.registry, logger: false });
  await b.ready();
  const { rows } = await s.db.pool.query(
    `SELECT c.id FROM cliente c JOIN usuario u ON u.emitente_id = c.emitente_id WHERE u.login = 'loja' ORDER BY c.id LIMIT 1`,
  );
  clienteId = rows[0].id;
}, 120_000);

afterAll(async () => {
  await b?.close();
  if (bDb && bDb !== s.db) await bDb.close();
  await s?.close();
});

describe(`contexto de sessão em cache, duas instâncias (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, dois pools' : 'PGlite, mesmo banco embutido'})`, () => {
  it('cada instância guarda o contexto da sessão no seu próprio cache', async () => {
    const l = await sessaoAquecida('loja');
    expect((await s.app.contextos.obter(sid(l.Token)))?.login).toBe('loja');
    expect(b.contextos.tamanho).toBeGreaterThan(0);
  });

  it('logout em A: a requisição seguinte em B responde 401', async () => {
    const l = await sessaoAquecida('loja');
    const r = await s.app.inject({ method: 'POST', url: `/v1/auth/revoke-session/${encodeURIComponent(l.RefreshToken)}` });
    expect(r.json().Data).toBe(true);
    const depois = await getCliente(b, l.Token);
    expect(depois.statusCode).toBe(401);
    expect(depois.json().Message).toMatch(/Sessão expirada/);
    expect((await getCliente(s.app, l.Token)).statusCode).toBe(401);
  });

  it('sessão derrubada por id em A (revoke-session-id): B recusa já na requisição seguinte', async () => {
    const alvo = await sessaoAquecida('loja');
    const outra = await s.login('loja');
    const r = await call(s.app, outra.Token, { method: 'POST', url: `/v1/auth/revoke-session-id/${sid(alvo.Token)}` });
    expect(r.statusCode).toBe(200);
    expect((await getCliente(b, alvo.Token)).statusCode).toBe(401);
    expect((await getCliente(b, outra.Token)).statusCode).toBe(200);
  });

  it('reuso do refresh token em A revoga a sessão: B recusa o access token ainda válido', async () => {
    const l = await sessaoAquecida('loja');
    const refresh = (token: string) => s.app.inject({ method: 'POST', url: '/v1/auth/refresh-token/', payload: { RefreshToken: token } });
    expect((await refresh(l.RefreshToken)).statusCode).toBe(200);
    // reuse after the refresh grace (auth/sessions.ts)
    await s.db.pool.query('UPDATE sessao_usuario_token SET usado_em = usado_em - make_interval(secs => $2) WHERE hash = $1', [
      sha256(l.RefreshToken),
      CARENCIA_ROTACAO_SEGUNDOS + 1,
    ]);
    expect((await refresh(l.RefreshToken)).statusCode).toBe(401); // reuse
    expect((await getCliente(b, l.Token)).statusCode).toBe(401);
  });

  it('login com a política derrubar-antiga numa terceira instância: a sessão antiga cai em A e B', async () => {
    const c = await createServer({ config: { ...s.config, sessoesSimultaneas: 'derrubar-antiga' }, db: bDb, registry: s.registry, logger: false });
    try {
      await c.ready();
      const lista = (app: FastifyInstance, token: string) => call(app, token, { method: 'GET', url: '/OData/Cliente?$top=1' });
      const antiga = await s.login('industria');
      expect((await lista(s.app, antiga.Token)).statusCode).toBe(200);
      expect((await lista(b, antiga.Token)).statusCode).toBe(200);
      expect((await lista(b, antiga.Token)).statusCode).toBe(200);
      const r = await c.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'industria', Password: DEMO_PASSWORD } });
      expect(r.statusCode).toBe(200);
      expect((await lista(b, antiga.Token)).statusCode).toBe(401);
      expect((await lista(s.app, antiga.Token)).statusCode).toBe(401);
      expect((await lista(b, r.json().Data.Token)).statusCode).toBe(200);
    } finally {
      await c.close();
    }
  });

  it('permissão retirada do perfil: B aplica 403 na requisição seguinte, e devolvida volta a valer', async () => {
    const l = await sessaoAquecida('caixa');
    const perfil = `emitente_tipo_usuario_id = (SELECT emitente_tipo_usuario_id FROM usuario WHERE login = 'caixa')
                    AND emitente_id = (SELECT emitente_id FROM usuario WHERE login = 'caixa')`;
    // committed by any process (here straight in the database)
    await s.db.pool.query(`DELETE FROM emitente_restricao WHERE regra = 'Permitir.Cliente.Consultar' AND ${perfil}`);
    const negado = await getCliente(b, l.Token);
    expect(negado.statusCode).toBe(403);
    expect(negado.json().Message).toMatch(/Permitir\.Cliente\.Consultar/);
    expect((await getCliente(s.app, l.Token)).statusCode).toBe(403);
    await s.db.pool.query(
      `INSERT INTO emitente_restricao (emitente_id, emitente_tipo_usuario_id, regra)
       SELECT emitente_id, emitente_tipo_usuario_id, 'Permitir.Cliente.Consultar' FROM usuario WHERE login = 'caixa'`,
    );
    expect((await getCliente(b, l.Token)).statusCode).toBe(200);
  });

  it('usuário desativado pela API em A: B responde 401 na requisição seguinte', async () => {
    const caixa = await sessaoAquecida('caixa');
    const dono = await s.login('loja');
    const {
      rows: [u],
    } = await s.db.pool.query(`SELECT id FROM usuario WHERE login = 'caixa'`);
    const r = await call(s.app, dono.Token, { method: 'PUT', url: '/v1/usuario/', payload: { id: u.id, ativo: false } });
    expect(r.statusCode, r.body).toBe(200);
    expect((await getCliente(b, caixa.Token)).statusCode).toBe(401);
    await s.db.pool.query(`UPDATE usuario SET ativo = true WHERE id = $1`, [u.id]);
  });

  it('pacote do emitente alterado: o contexto que B usa já traz o novo tipo_pacote', async () => {
    const l = await sessaoAquecida('loja');
    const {
      rows: [e],
    } = await s.db.pool.query(`SELECT emitente_id AS id FROM usuario WHERE login = 'loja'`);
    expect((await b.contextos.obter(sid(l.Token)))?.emitente?.tipo_pacote).toBe(2);
    await s.db.pool.query(`UPDATE emitente SET tipo_pacote = 3 WHERE id = $1`, [e.id]);
    expect((await b.contextos.obter(sid(l.Token)))?.emitente?.tipo_pacote).toBe(3);
    await s.db.pool.query(`UPDATE emitente SET tipo_pacote = 2 WHERE id = $1`, [e.id]);
    expect((await getCliente(b, l.Token)).statusCode).toBe(200);
  });

  it('emitente desativado: B deixa de agir sobre ele na requisição seguinte (403, selecione uma empresa)', async () => {
    const l = await sessaoAquecida('loja');
    const {
      rows: [e],
    } = await s.db.pool.query(`SELECT emitente_id AS id FROM usuario WHERE login = 'loja'`);
    await s.db.pool.query(`UPDATE emitente SET ativo = false WHERE id = $1`, [e.id]);
    try {
      const r = await getCliente(b, l.Token);
      expect(r.statusCode).toBe(403);
      expect(r.json().Message).toMatch(/Selecione uma empresa/);
    } finally {
      await s.db.pool.query(`UPDATE emitente SET ativo = true WHERE id = $1`, [e.id]);
    }
    expect((await getCliente(b, l.Token)).statusCode).toBe(200);
  });

  it('transação aberta junto com a checagem da sessão e não usada (403, 400) é desfeita: o pool não se esgota', async () => {
    const l = await sessaoAquecida('caixa');
    for (let i = 0; i < 30; i++) {
      // three times the pool size
      expect((await call(b, l.Token, { method: 'GET', url: '/v1/produto/1' })).statusCode).toBe(403);
      expect((await call(b, l.Token, { method: 'GET', url: '/v1/cliente/abc' })).statusCode).toBe(400);
    }
    const r = await getCliente(b, l.Token);
    expect(r.statusCode).toBe(200);
    expect(r.json().Data.id).toBe(clienteId);
    const lista = await call(b, l.Token, { method: 'GET', url: `/OData/Cliente?$filter=id eq ${clienteId}&$count=true` });
    expect(lista.json()).toMatchObject({ '@odata.count': 1, value: [{ id: clienteId }] });
  });

  it('lista OData com $count numa só instrução: total certo com filtro e ordem, sem filtro, e com página vazia', async () => {
    const l = await sessaoAquecida('loja');
    const {
      rows: [e],
    } = await s.db.pool.query(`SELECT emitente_id AS id FROM usuario WHERE login = 'loja'`);
    const total = async (where: string) => (await s.db.pool.query(`SELECT count(*)::int AS n FROM cliente WHERE emitente_id = $1 ${where}`, [e.id])).rows[0].n;
    const lista = async (q: string) => (await call(b, l.Token, { method: 'GET', url: `/OData/Cliente?${q}` })).json();
    const comOrdem = await lista(`$filter=${encodeURIComponent("uf eq 'SP'")}&$orderby=${encodeURIComponent('Nome desc')}&$top=3&$count=true`);
    expect(comOrdem['@odata.count']).toBe(await total(`AND uf = 'SP'`));
    expect(comOrdem.value.length).toBe(Math.min(3, comOrdem['@odata.count']));
    expect(Object.keys(comOrdem.value[0])).not.toContain('@odata.count');
    const semFiltro = await lista('$top=2&$count=true');
    expect(semFiltro['@odata.count']).toBe(await total(''));
    expect(semFiltro.value).toHaveLength(2);
    const alem = await lista(`$orderby=${encodeURIComponent('Nome desc')}&$filter=${encodeURIComponent("uf eq 'SP'")}&$skip=100000&$count=true`);
    expect(alem).toMatchObject({ '@odata.count': await total(`AND uf = 'SP'`), value: [] });
    expect(await lista(`$filter=${encodeURIComponent("Nome eq 'ninguém com este nome'")}&$orderby=Nome&$count=true`)).toMatchObject({
      '@odata.count': 0,
      value: [],
    });
  });

  it('uma gravação que não muda contexto (último acesso no login) não derruba nada', async () => {
    const l = await sessaoAquecida('loja');
    const versao = async () => (await s.db.pool.query('SELECT versao FROM contexto_versao')).rows[0].versao;
    const antes = await versao();
    await s.login('caixa');
    expect(await versao()).toBe(antes);
    expect((await getCliente(b, l.Token)).statusCode).toBe(200);
  });
});
