/**
 * Reads in one round trip (auth/context.ts `lerNaValidacao`): GET /v1/{entity}/{id}
 * (crud/routes.ts `consultarEmUmaIda`) and the first page of an OData list with its total
 * (odata/routes.ts `listarEmUmaIda`). With the caller's context cached, the session check, BEGIN, the
 * tenant settings, the read (its values written into the text) and COMMIT reach the database as one
 * query. Each case compares
 * that path with the usual one (the same request with the cache entry dropped first), on the real
 * database: the same status and body, and the pool still serves afterwards (on PGlite there is one
 * connection, so a connection left behind would hang the next request).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { startTestServer, type LoginData, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: LoginData;

const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;

/** The texts of every query sent on a connection taken from the pool while `fn` runs. */
async function consultasDurante(fn: () => Promise<unknown>): Promise<string[]> {
  const textos: string[] = [];
  const pool = s.db.pool;
  const original = pool.connect;
  const espiados: Array<[pg.PoolClient, pg.PoolClient['query']]> = [];
  const espiar = (c: pg.PoolClient) => {
    if (!espiados.some(([x]) => x === c)) {
      const query = c.query;
      espiados.push([c, query]);
      (c as { query: unknown }).query = function (this: pg.PoolClient, ...args: unknown[]) {
        const t = args[0];
        textos.push(typeof t === 'string' ? t : String((t as { text?: string })?.text));
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      };
    }
    return c;
  };
  // both forms pg-pool offers: the promise (connect()) and the callback one (pool.query uses it)
  (pool as { connect: unknown }).connect = (cb?: (err: Error | undefined, c?: pg.PoolClient, done?: () => void) => void) => {
    const p = (original as () => Promise<pg.PoolClient>).call(pool).then(espiar);
    if (!cb) return p;
    p.then(
      (c) => cb(undefined, c, () => c.release()),
      (err: Error) => cb(err),
    );
  };
  try {
    await fn();
  } finally {
    (pool as { connect: unknown }).connect = original;
    for (const [c, query] of espiados) (c as { query: unknown }).query = query;
  }
  return textos;
}

/** The answer of `url` by the usual path (cache entry of the session dropped) and then from the cache. */
async function nosDoisCaminhos(l: LoginData, url: string) {
  s.app.contextos.esquecer(sid(l.Token));
  const usual = await s.call(l.Token, { method: 'GET', url });
  const rapida = await s.call(l.Token, { method: 'GET', url });
  return { usual, rapida };
}

beforeAll(async () => {
  s = await startTestServer();
  loja = await s.login('loja');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('GET por id numa só ida ao banco', () => {
  it('com o contexto em cache: checagem da sessão, leitura e COMMIT numa consulta, e a mesma resposta do caminho de sempre', async () => {
    const { rows } = await s.db.pool.query(
      `SELECT c.id FROM cliente c JOIN cliente_email ce ON ce.cliente_id = c.id WHERE c.emitente_id = $1 ORDER BY c.id LIMIT 1`,
      [loja.User.Emitente.id],
    );
    const url = `/v1/cliente/${rows[0].id}`;
    const { usual, rapida } = await nosDoisCaminhos(loja, url);
    expect(usual.statusCode).toBe(200);
    expect(usual.json().Data.Email.length).toBeGreaterThan(0);
    expect(rapida.statusCode).toBe(200);
    expect(rapida.body).toBe(usual.body);

    const textos = await consultasDurante(() => s.call(loja.Token, { method: 'GET', url }));
    const daLeitura = textos.filter((t) => t.includes('FROM "cliente" t'));
    expect(daLeitura).toHaveLength(1);
    expect(daLeitura[0]).toMatch(/^BEGIN; [\s\S]*sessao_usuario[\s\S]*set_config\('role', 'erp_app', true\)[\s\S]*FROM "cliente" t[\s\S]*; COMMIT$/);
    expect(textos.filter((t) => t === 'COMMIT')).toEqual([]);
  });

  it('registro inexistente e registro de outra empresa: 404 nos dois caminhos', async () => {
    const { rows } = await s.db.pool.query(`SELECT id FROM cliente WHERE emitente_id <> $1 ORDER BY id LIMIT 1`, [loja.User.Emitente.id]);
    for (const url of ['/v1/cliente/2147483647', `/v1/cliente/${rows[0].id}`]) {
      const { usual, rapida } = await nosDoisCaminhos(loja, url);
      expect(usual.statusCode).toBe(404);
      expect(rapida.statusCode).toBe(404);
      expect(rapida.json()).toEqual(usual.json());
    }
  });

  it('chave de texto (NCM) escrita na consulta; um id com aspas vai pelo caminho de sempre, com o valor ligado', async () => {
    const { rows } = await s.db.pool.query(`SELECT codigo FROM ncm ORDER BY codigo LIMIT 1`);
    const existente = await nosDoisCaminhos(loja, `/v1/ncm/${rows[0].codigo}`);
    expect(existente.usual.statusCode).toBe(200);
    expect(existente.rapida.body).toBe(existente.usual.body);
    const aspas = await nosDoisCaminhos(loja, `/v1/ncm/${encodeURIComponent("0101'; SELECT 1; --")}`);
    expect(aspas.usual.statusCode).toBe(404);
    expect(aspas.rapida.statusCode).toBe(404);
  });

  it('erro do banco na leitura: a transação é desfeita, o caminho de sempre responde, e o pool segue servindo', async () => {
    const url = '/v1/cliente/2147483647';
    expect((await s.call(loja.Token, { method: 'GET', url })).statusCode).toBe(404); // contexto em cache
    const contextos = s.app.contextos;
    expect(await contextos.lerNaValidacao(sid(loja.Token), () => ({ sql: 'SELECT 1/0' }))).toBeNull();
    expect(await contextos.lerNaValidacao(sid(loja.Token), () => null)).toBeNull();
    // nada ficou aberto: a conexão (a única, no PGlite) volta fora de transação e a sessão segue em cache
    const { rows } = await s.db.pool.query(`SELECT now() = statement_timestamp() AS fora_de_transacao, current_user AS papel`);
    expect(rows[0].fora_de_transacao).toBe(true);
    expect(rows[0].papel).not.toBe('erp_app');
    const lida = await contextos.lerNaValidacao(sid(loja.Token), () => ({ sql: 'SELECT erp_emitente_atual() AS emitente' }));
    expect(lida?.rows).toEqual([{ emitente: loja.User.Emitente.id }]);
    expect((await s.call(loja.Token, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('sem permissão de consulta: 403 do caminho de sempre, com o contexto em cache', async () => {
    const caixa = await s.login('caixa');
    const { rows } = await s.db.pool.query(`SELECT id FROM fornecedor WHERE emitente_id = $1 ORDER BY id LIMIT 1`, [caixa.User.Emitente.id]);
    const { usual, rapida } = await nosDoisCaminhos(caixa, `/v1/fornecedor/${rows[0].id}`);
    expect(usual.statusCode).toBe(403);
    expect(rapida.json()).toEqual(usual.json());
  });
});

describe('lista OData: primeira página com total numa só ida ao banco', () => {
  it('filtros de texto, número, data e booleano, ordem e busca: a mesma resposta do caminho de sempre', async () => {
    const consultas = [
      "$filter=contains(Nome,'a') and uf eq 'SP'&$orderby=Nome desc&$top=25&$count=true",
      '$filter=limite_credito gt 100.5&$count=true&$top=5',
      '$filter=criado_em ge 2020-01-01T00:00:00Z and ativo eq true&$orderby=id&$count=true&$top=3',
      '$search=ltda&$count=true&$top=2',
      "$filter=contains(Nome,'zzzz-nada')&$count=true",
    ];
    for (const q of consultas) {
      const url = `/OData/Cliente?${q.replace(/ /g, '%20')}`;
      const { usual, rapida } = await nosDoisCaminhos(loja, url);
      expect(usual.statusCode, q).toBe(200);
      if (!q.includes('zzzz')) expect(usual.json()['@odata.count'], q).toBeGreaterThan(0);
      expect(rapida.body, q).toBe(usual.body);
      const textos = await consultasDurante(() => s.call(loja.Token, { method: 'GET', url }));
      expect(
        textos.filter((t) => t.startsWith('BEGIN;') && t.includes('FROM "cliente"') && t.endsWith('; COMMIT')),
        q,
      ).toHaveLength(1);
    }
    const url = `/OData/Cliente?$filter=${encodeURIComponent("contains(Nome,'silva')")}&$count=true&$top=25`;
    const textos = await consultasDurante(() => s.call(loja.Token, { method: 'GET', url }));
    const daLeitura = textos.filter((t) => t.includes('FROM "cliente"'));
    expect(daLeitura).toHaveLength(1);
    expect(daLeitura[0]).toMatch(/^BEGIN; [\s\S]*sessao_usuario[\s\S]*FROM "cliente"[\s\S]*'%silva%'[\s\S]*; COMMIT$/);
  });

  it('valor com aspas, página seguinte e consulta inválida vão pelo caminho de sempre', async () => {
    const comAspas = `/OData/Cliente?$filter=${encodeURIComponent("contains(Nome,'d''avila')")}&$count=true`;
    const textos = await consultasDurante(() => s.call(loja.Token, { method: 'GET', url: comAspas }));
    expect(textos.some((t) => t.startsWith('BEGIN;') && t.includes('FROM "cliente"'))).toBe(false);
    const { usual, rapida } = await nosDoisCaminhos(loja, comAspas);
    expect(rapida.body).toBe(usual.body);
    const segunda = await nosDoisCaminhos(loja, '/OData/Cliente?$orderby=id&$top=2&$skip=2&$count=true');
    expect(segunda.rapida.body).toBe(segunda.usual.body);
    const invalida = await nosDoisCaminhos(loja, '/OData/Cliente?$filter=naoexiste eq 1&$count=true');
    expect(invalida.usual.statusCode).toBe(400);
    expect(invalida.rapida.json()).toEqual(invalida.usual.json());
  });
});
