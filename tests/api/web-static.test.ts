/**
 * The built web app (arquitetura §8) served by the API server: hashed assets with a long cache,
 * index.html (no-cache) as the SPA fallback for /{url} and /{url}/* (SPEC §2), root files such as
 * sw.js and the manifest with their types, / -> /erp/, server paths (v1, OData, ...) keeping the
 * JSON 404; and, with no build yet, a pt-BR page saying how to build it instead of a crash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';

const INDEX = '<!doctype html><html lang="pt-BR"><head><title>ERP</title></head><body><div id="root"></div></body></html>';
/** The embedded tenant branding (modules/web/static.ts). */
const EMBUTIDO = /<script type="application\/json" id="erp-tenant">(.*?)<\/script>/;
let dir: string;
let s: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'erp-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'assets', 'index-AbC123.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"ERP Fiscal"}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  s = await startTestServer({ webDir: dir, demoSize: 1 });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('app web compilado', () => {
  it('/ redireciona para /erp/', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/erp/');
  });

  it.each([
    '/erp/',
    '/erp',
    '/parceiro/sign-in',
    '/erp/cadastros/clientes/editar/12',
    '/0f8fad5b-d9cb-469f-a165-70867728950e/dashboard',
    '/erp/pedidos/editar/7',
  ])('GET %s devolve o index.html sem cache', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // the tenant's public branding may be embedded before </head>; the rest is the built file
    expect(res.body.replace(EMBUTIDO, '')).toBe(INDEX);
  });

  it('index.html de um tenant ativo traz só a marca pública dele; segmento desconhecido, o arquivo puro', async () => {
    const res = await get('/parceiro/sign-in');
    const json = JSON.parse(EMBUTIDO.exec(res.body)![1]!);
    expect(json.segmento).toBe('parceiro');
    const api = (await get('/v1/ConfiguracaoWhiteLabel/CarregarUrl/parceiro')).json().Data;
    expect(json.dados).toEqual(api);
    expect(Object.keys(json.dados).sort()).toEqual(Object.keys(api).sort());
    expect((await get('/nao-existe-tenant/sign-in')).body).toBe(INDEX);
  });

  it('serve /assets/* com cache longo e o tipo do arquivo', async () => {
    const js = await get('/assets/index-AbC123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe('console.log("app")');
    const css = await get('/assets/index-AbC123.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('asset inexistente ou fora da pasta dá 404 JSON, nunca o index.html', async () => {
    // (light-my-request, like browsers, resolves literal /../ before routing; encoded separators reach us)
    for (const url of ['/assets/nao-existe.js', '/assets/..%2findex.html', '/assets/%2e%2e%2f%2e%2e%2fpackage.json', '/assets/..%5c..%5cpackage.json']) {
      const res = await get(url);
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('<div id="root">');
      expect(res.body).not.toContain('erp-fiscal');
    }
    const res = await get('/assets/nao-existe.js');
    expect(res.json()).toMatchObject({ Success: false, Message: 'Rota não encontrada.' });
  });

  it('sw.js e manifest.webmanifest vêm da raiz com os tipos certos e sem cache', async () => {
    const sw = await get('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^application\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const mf = await get('/manifest.webmanifest');
    expect(mf.statusCode).toBe(200);
    expect(mf.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(mf.body)).toEqual({ name: 'ERP Fiscal' });
    const ico = await get('/favicon.svg');
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await get('/robots.txt')).body).toBe('User-agent: *');
  });

  it('favicon ausente é 404, não o index.html', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(404);
    expect(res.json().Success).toBe(false);
  });

  it('rotas desconhecidas da API continuam com o 404 JSON', async () => {
    for (const url of ['/v1/naoexiste/1', '/v1', '/V1/qualquer/coisa', '/docs/nada/aqui', '/health/x', '/hub/negotiate', '/assets']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ Success: false, Message: 'Rota não encontrada.' });
    }
    const od = await get('/OData/NaoExiste/x');
    expect(od.statusCode).toBe(404);
    expect(od.json().error).toBeDefined();
  });

  it('as rotas da API seguem funcionando ao lado do app', async () => {
    expect((await get('/health')).json().Data.status).toBe('ok');
    expect((await get('/v1/ConfiguracaoWhiteLabel/CarregarUrl/erp')).json().Data.nome_empresa).toBe('ERP Fiscal');
    expect((await get('/v1/cliente/1')).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'POST', url: '/erp/dashboard' })).statusCode).toBe(404);
  });
});

describe('app web não compilado', () => {
  let vazio: TestServer;
  let semBuild: string;
  beforeAll(async () => {
    semBuild = join(tmpdir(), `erp-web-inexistente-${process.pid}-${Date.now()}`);
    vazio = await startTestServer({ webDir: semBuild, demoSize: 1 });
  });
  afterAll(async () => {
    await vazio?.close();
    rmSync(semBuild, { recursive: true, force: true });
  });

  it('responde uma página pt-BR explicando como compilar, sem derrubar nada', async () => {
    const res = await vazio.app.inject({ method: 'GET', url: '/erp/sign-in' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('O app web ainda não foi compilado');
    expect(res.body).toContain('npx vite build');
    expect((await vazio.app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/erp/');
    expect((await vazio.app.inject({ method: 'GET', url: '/assets/index.js' })).statusCode).toBe(404);
    expect((await vazio.app.inject({ method: 'GET', url: '/sw.js' })).statusCode).toBe(404);
    expect((await vazio.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('passa a servir o app assim que ele é compilado, sem reiniciar', async () => {
    mkdirSync(semBuild, { recursive: true });
    writeFileSync(join(semBuild, 'index.html'), INDEX);
    const res = await vazio.app.inject({ method: 'GET', url: '/erp/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.body.replace(EMBUTIDO, '')).toBe(INDEX);
  });
});
