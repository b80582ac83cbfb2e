/**
 * Documentação da API (/docs): o OpenAPI gerado em /docs/openapi.json e o Swagger UI, montado só no
 * primeiro acesso (o início do servidor não paga por ele), com o 404 JSON de sempre.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
});
afterAll(async () => {
  await s?.close();
});

describe('/docs', () => {
  it('OpenAPI 3.1 gerado do registro', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(r.statusCode).toBe(200);
    expect(r.json().openapi).toMatch(/^3\.1/);
    expect(Object.keys(r.json().paths)).toContain('/v1/cliente/');
  });

  it('Swagger UI com os seus arquivos estáticos, e 404 JSON fora deles', async () => {
    const pagina = await s.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(pagina.statusCode);
    const html =
      pagina.statusCode === 302 ? await s.app.inject({ method: 'GET', url: `/docs/${String(pagina.headers.location).replace(/^.*\/docs\/?/, '')}` }) : pagina;
    expect(html.statusCode).toBe(200);
    expect(html.body).toMatch(/swagger-ui/i);
    const js = await s.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body.length).toBeGreaterThan(100_000);
    const nada = await s.app.inject({ method: 'GET', url: '/docs/nada/aqui' });
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toMatchObject({ Success: false, Message: 'Rota não encontrada.' });
  });
});
