/**
 * The generic CRUD answers through a few parametric routes (`/v1/:entidade(…)/:id`, …; src/server/crud/routes.ts)
 * exactly as it did through one set of routes per entity: an unknown entity gets the app's 404
 * before any authentication (GET through the web app's `/:url/*`, with its rate-limit headers), an
 * operation not offered 405 with `Allow`, HEAD answers every CRUD GET, the entity segment ignores
 * case, module routes under `/v1/{entity}/` still win (static segments, and backtracking from them
 * to `:id`), a full round trip works, and `rotasRegistradas` still lists one route per entity and method.
 * This file passes unchanged on the per-entity routes it replaced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotasRegistradas } from '../../src/server/app.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;
beforeAll(async () => {
  s = await startTestServer();
  loja = (await s.login('loja')).Token;
});
afterAll(async () => {
  await s?.close();
});

const ROTA_NAO_ENCONTRADA = { Success: false, Message: 'Rota não encontrada.', Data: null };

describe('entidade desconhecida: o 404 do app, antes da autenticação', () => {
  it('sem token e com token, em todo método', async () => {
    for (const token of [null, loja]) {
      for (const [method, url] of [
        ['GET', '/v1/naoexiste/1'],
        ['GET', '/v1/naoexiste/'],
        ['GET', '/v1/naoexiste'],
        ['HEAD', '/v1/naoexiste/1'],
        ['POST', '/v1/naoexiste/'],
        ['PUT', '/v1/naoexiste/'],
        ['DELETE', '/v1/naoexiste/1'],
        ['GET', '/v1/clientes/1'],
        ['DELETE', '/v1/client/1'],
      ] as const) {
        const res = await s.call(token, { method, url, ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}) });
        expect(res.statusCode, `${method} ${url} ${token ? 'com' : 'sem'} token`).toBe(404);
        if (method !== 'HEAD') expect(res.json()).toEqual(ROTA_NAO_ENCONTRADA);
        // GET and HEAD fall through to the web app's page route, as before: its rate limit applies
        if (method === 'GET' || method === 'HEAD') expect(res.headers['x-ratelimit-limit']).toBe(String(s.config.publicRateMax * 5));
        else expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
  });

  it('operação sem rota antes: GET /v1/{entidade} sem restAll e POST em /:id respondem 404, sem pedir login', async () => {
    for (const [method, url] of [
      ['GET', '/v1/cliente'],
      ['POST', '/v1/cliente/1'],
      ['PUT', '/v1/cliente/1'],
      ['DELETE', '/v1/cliente'],
      ['GET', '/v1/cliente/1/x'],
    ] as const) {
      const res = await s.call(null, { method, url, ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual(ROTA_NAO_ENCONTRADA);
    }
  });

  it('entidade conhecida sem token: 401', async () => {
    for (const [method, url] of [
      ['GET', '/v1/cliente/1'],
      ['GET', '/v1/conta'],
      ['POST', '/v1/cliente/'],
      ['DELETE', '/v1/cliente/1'],
      ['POST', '/v1/cfop/'],
    ] as const) {
      const res = await s.call(null, { method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('405 com Allow', () => {
  it('somente leitura: só GET', async () => {
    for (const [method, url] of [
      ['POST', '/v1/cfop/'],
      ['PUT', '/v1/CFOP/'],
      ['DELETE', '/v1/cfop/5102'],
    ] as const) {
      const res = await s.call(loja, { method, url, ...(method === 'DELETE' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe('GET');
      expect(res.json()).toEqual({ Success: false, Message: 'CFOP: somente leitura (registro do sistema ou tabela de referência).', Data: null });
    }
  });

  it('permission.actions sem Excluir: Allow lista o que a entidade oferece, antes de validar o id', async () => {
    for (const url of ['/v1/configuracao/1', '/v1/Configuracao/abc']) {
      const res = await s.call(loja, { method: 'DELETE', url });
      expect(res.statusCode, url).toBe(405);
      expect(res.headers.allow).toBe('GET, PUT');
      expect(res.json().Message).toBe('Configuração da empresa: operação não disponível.');
    }
  });
});

describe('HEAD, caixa do segmento e GET /v1/{entidade}/', () => {
  it('HEAD responde todo GET do CRUD com os mesmos status e cabeçalhos, sem corpo', async () => {
    for (const url of ['/v1/cliente/1', '/v1/cliente/999999', '/v1/cliente/abc', '/v1/conta', '/v1/conta/']) {
      const get = await s.call(loja, { method: 'GET', url });
      const head = await s.call(loja, { method: 'HEAD', url });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
    }
  });

  it('o segmento da entidade ignora a caixa (e aceita percent-encoding); o id não', async () => {
    const base = await s.call(loja, { method: 'GET', url: '/v1/cliente/1' });
    expect(base.statusCode).toBe(200);
    for (const url of ['/v1/Cliente/1', '/v1/CLIENTE/1', '/v1/cLiEnTe/1', '/v1/%63liente/1']) {
      const res = await s.call(loja, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(base.body);
    }
    const conta = await s.call(loja, { method: 'GET', url: '/v1/conta' });
    for (const url of ['/v1/CONTA', '/v1/Conta/']) expect((await s.call(loja, { method: 'GET', url })).body, url).toBe(conta.body);
    // string keys keep their case: `uf` by sigla
    expect((await s.call(loja, { method: 'GET', url: '/v1/UF/SP' })).json().Data.sigla).toBe('SP');
    expect((await s.call(loja, { method: 'GET', url: '/v1/uf/sp' })).statusCode).toBe(404);
  });

  it('GET /v1/{entidade}/ sem restAll é o /:id com id vazio', async () => {
    const res = await s.call(loja, { method: 'GET', url: '/v1/cliente/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Message: 'Identificador inválido.', id: ['Identificador inválido'] });
  });
});

describe('rotas de módulo sob /v1/{entidade}/ continuam valendo', () => {
  it('segmento estático vence o :id do CRUD, em qualquer caixa', async () => {
    for (const url of ['/v1/Configuracao/CasasDecimais', '/v1/configuracao/casasdecimais']) {
      const res = await s.call(loja, { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.json().Success).toBe(true);
    }
  });

  it('caminho que começa como rota de módulo e não termina nela volta ao :id do CRUD', async () => {
    // module routes GET /v1/estoqueVariacao/Grade/:produto and GET /v1/compra/Detalhe/:id
    for (const url of ['/v1/estoqueVariacao/Grade', '/v1/compra/Detalhe']) {
      const res = await s.call(loja, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().Message).toBe('Identificador inválido.');
    }
    const modulo = await s.call(loja, { method: 'GET', url: '/v1/compra/Detalhe/999999' });
    expect(modulo.json().Message).not.toBe('Identificador inválido.');
    expect(modulo.json().Message).not.toBe('Rota não encontrada.');
    // POST /v1/ticket/:id/mensagens is the module's; DELETE /v1/ticket/:id stays the CRUD's
    const crud = await s.call(loja, { method: 'DELETE', url: '/v1/ticket/999999' });
    expect(crud.statusCode).toBe(404);
    expect(crud.json().Message).toBe('Ticket de suporte não encontrado(a).');
  });
});

describe('ida e volta', () => {
  it('POST, GET, PUT, DELETE de um grupo de produtos', async () => {
    const criado = await s.call(loja, { method: 'POST', url: '/v1/grupo/', payload: { descricao: 'Grupo das rotas paramétricas' } });
    expect(criado.statusCode, criado.body).toBe(201);
    expect(criado.json().Message).toBe('Grupo de produtos incluído(a) com sucesso.');
    const id = criado.json().Data.id as number;
    const lido = await s.call(loja, { method: 'GET', url: `/v1/Grupo/${id}` });
    expect(lido.json().Data).toMatchObject({ id, descricao: 'Grupo das rotas paramétricas' });
    const alterado = await s.call(loja, { method: 'PUT', url: '/v1/GRUPO/', payload: { ...lido.json().Data, descricao: 'Grupo alterado' } });
    expect(alterado.statusCode, alterado.body).toBe(200);
    expect(alterado.json()).toMatchObject({ Message: 'Grupo de produtos alterado(a) com sucesso.', Data: { id, descricao: 'Grupo alterado' } });
    const excluido = await s.call(loja, { method: 'DELETE', url: `/v1/grupo/${id}` });
    expect(excluido.json()).toEqual({ Success: true, Message: 'Grupo de produtos excluído(a) com sucesso.', Data: true });
    const depois = await s.call(loja, { method: 'GET', url: `/v1/grupo/${id}` });
    expect(depois.statusCode).toBe(404);
    expect(depois.json().Message).toBe('Grupo de produtos não encontrado(a).');
  });
});

describe('rotasRegistradas', () => {
  it('lista uma rota por entidade e método, como as rotas por entidade', () => {
    const rotas = new Set(rotasRegistradas(s.app).map((r) => `${r.method} ${r.url}`));
    for (const e of s.registry.entities) {
      const b = `/v1/${e.erp.rest}`;
      for (const r of [`GET ${b}/:id`, `HEAD ${b}/:id`, `POST ${b}/`, `PUT ${b}/`, `DELETE ${b}/:id`]) expect(rotas.has(r), r).toBe(true);
      for (const m of ['GET', 'HEAD']) for (const u of [b, `${b}/`]) expect(rotas.has(`${m} ${u}`), `${m} ${u}`).toBe(!!e.erp.restAll);
    }
    expect([...rotas].filter((r) => r.includes('/v1/:entidade'))).toEqual([]);
  });

  it('nenhuma outra rota usa parâmetro com expressão regular (o roteador não as confere: allowUnsafeRegex, app.ts)', () => {
    expect(rotasRegistradas(s.app).filter((r) => /:[A-Za-z_]\w*\(/.test(r.url))).toEqual([]);
  });
});
