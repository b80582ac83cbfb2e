/**
 * Web surface: security headers (CSP, frame-ancestors/X-Frame-Options, nosniff,
 * Referrer-Policy) on the app's page, an API answer, the public market and Swagger UI; CORS only for
 * the origins of CORS_ORIGINS; address fields (`x-url`) refuse `javascript:` and other non-http(s)
 * schemes with 400 naming the field through the generic POST/PUT of the white-label settings, and a
 * value stored before the rule is never rendered as a link by the public market; the public tenant
 * lookup and market pages are rate-limited per IP (429 past PUBLIC_RATE_MAX).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

const CONFIGURADA = 'https://app.parceiro.com.br';
const LIMITE = 8;
let s: TestServer;
let dir: string;
let admin: string;
let revenda: string;
let idParceiro = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'erp-web-seg-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>ERP</title></head><body><div id="root"></div></body></html>');
  s = await startTestServer({ webDir: dir, demoSize: 2, corsOrigins: [CONFIGURADA], publicRateMax: LIMITE });
  admin = (await s.login('admin')).Token;
  revenda = (await s.login('revenda')).Token;
  idParceiro = (await s.db.pool.query(`SELECT id FROM configuracao_white_label WHERE url = 'parceiro'`)).rows[0].id;
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The CSP header as a map directive -> sources. */
function csp(h: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof h, 'sem Content-Security-Policy').toBe('string');
  return new Map(
    String(h)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([k, ...v]) => [k, v]),
  );
}

function conferirCabecalhos(res: { headers: Record<string, unknown> }, onde: string) {
  const p = csp(res.headers['content-security-policy'] as string);
  expect(p.get('default-src'), onde).toEqual(["'self'"]);
  expect(p.get('script-src'), onde).toEqual(["'self'"]);
  expect(p.get('frame-ancestors'), onde).toEqual(["'self'"]);
  expect(p.get('object-src'), onde).not.toContain('*');
  expect(p.get('frame-src'), onde).toContain('blob:');
  expect(p.has('upgrade-insecure-requests'), onde).toBe(false);
  expect(res.headers['x-frame-options'], onde).toBe('SAMEORIGIN');
  expect(res.headers['x-content-type-options'], onde).toBe('nosniff');
  expect(res.headers['referrer-policy'], onde).toBe('strict-origin-when-cross-origin');
  // PUBLIC_URL is http here: no HSTS pinning an on-premises http install
  expect(res.headers['strict-transport-security'], onde).toBeUndefined();
}

describe('cabeçalhos de segurança', () => {
  it('na página do app, numa resposta da API, na loja pública, no OData e no Swagger UI', async () => {
    const pagina = await s.app.inject({ method: 'GET', url: '/erp/' });
    expect(pagina.statusCode).toBe(200);
    conferirCabecalhos(pagina, '/erp/');
    const api = await s.call(admin, { method: 'GET', url: '/v1/configuracaoWhiteLabel/' + idParceiro });
    expect(api.statusCode).toBe(200);
    conferirCabecalhos(api, 'API');
    const erro = await s.app.inject({ method: 'GET', url: '/v1/nao-existe' });
    conferirCabecalhos(erro, '404 da API');
    conferirCabecalhos(await s.call(admin, { method: 'GET', url: '/OData/Cliente?$top=1' }), 'OData');
    const docs = await s.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    conferirCabecalhos(docs, 'Swagger UI');
  });
});

describe('CORS', () => {
  it('origem desconhecida não recebe Access-Control-Allow-Origin; a configurada recebe, com credenciais', async () => {
    const estranha = await s.app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://malicioso.example' } });
    expect(estranha.headers['access-control-allow-origin']).toBeUndefined();
    const preEstranha = await s.app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/login/',
      headers: { origin: 'https://malicioso.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preEstranha.headers['access-control-allow-origin']).toBeUndefined();

    const boa = await s.app.inject({ method: 'GET', url: '/health', headers: { origin: CONFIGURADA } });
    expect(boa.headers['access-control-allow-origin']).toBe(CONFIGURADA);
    expect(boa.headers['access-control-allow-credentials']).toBe('true');
    const pre = await s.app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/login/',
      headers: { origin: CONFIGURADA, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(CONFIGURADA);
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
  });
});

describe('campos de endereço (x-url)', () => {
  it('POST e PUT do white-label recusam javascript:, data:text e outros esquemas com 400 no campo; nada gravado', async () => {
    const antes = (await s.db.pool.query('SELECT site, logo FROM configuracao_white_label WHERE id = $1', [idParceiro])).rows[0];
    for (const [campo, valor] of [
      ['site', 'javascript:alert(document.cookie)'],
      ['site', ' JavaScript:alert(1)'],
      ['site', 'data:text/html,<script>alert(1)</script>'],
      ['site', 'vbscript:msgbox(1)'],
      ['site', '//malicioso.example'],
      ['site', 'https://'],
      ['logo', 'javascript:alert(1)'],
      ['logo', 'data:text/html;base64,PHNjcmlwdD4='],
      ['icone', 'file:///etc/passwd'],
      ['login_fundo', 'java\tscript:alert(1)'],
    ] as const) {
      const put = await s.call(revenda, { method: 'PUT', url: '/v1/configuracaoWhiteLabel/', payload: { id: idParceiro, [campo]: valor } });
      expect(put.statusCode, `PUT ${campo}=${valor}: ${put.body}`).toBe(400);
      expect(put.json()[campo], `PUT ${campo}=${valor}`).toHaveLength(1);
      expect(put.json()[campo][0]).toMatch(/http:\/\/ ou https:\/\//);
    }
    const post = await s.call(admin, {
      method: 'POST',
      url: '/v1/configuracaoWhiteLabel/',
      payload: { url: 'xss-teste', nome_empresa: 'Teste', site: 'javascript:alert(1)' },
    });
    expect(post.statusCode, post.body).toBe(400);
    expect(post.json().site[0]).toBe('Use um endereço que comece com http:// ou https://');
    expect((await s.db.pool.query(`SELECT count(*)::int AS n FROM configuracao_white_label WHERE url = 'xss-teste'`)).rows[0].n).toBe(0);
    const depois = (await s.db.pool.query('SELECT site, logo FROM configuracao_white_label WHERE id = $1', [idParceiro])).rows[0];
    expect(depois).toEqual(antes);

    // endereços legítimos continuam aceitos: https, http, data:image e caminho do servidor nas imagens
    const ok = await s.call(revenda, {
      method: 'PUT',
      url: '/v1/configuracaoWhiteLabel/',
      payload: {
        id: idParceiro,
        site: 'https://parceirotecnologia.com.br/contato?x=1',
        logo: 'data:image/png;base64,iVBORw0KGgo=',
        icone: '/favicon.svg',
        login_fundo: 'http://cdn.exemplo.com/f.jpg',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // the logo upload route writes only data:image URLs it builds itself (tests/api/licencas-whitelabel.test.ts)
  });

  it('um site javascript: gravado antes da regra não vira link na loja pública', async () => {
    await s.db.pool.query(`UPDATE configuracao_white_label SET site = 'javascript:alert(1)', logo = 'javascript:alert(2)' WHERE id = $1`, [idParceiro]);
    try {
      const r = await s.app.inject({ method: 'GET', url: '/parceiro/market' });
      expect(r.statusCode).toBe(200);
      conferirCabecalhos(r, 'loja pública');
      expect(r.body).not.toMatch(/href="javascript:/i);
      expect(r.body).not.toMatch(/src="javascript:/i);
      expect(r.body).not.toContain('javascript:alert(2)');
    } finally {
      await s.db.pool.query(`UPDATE configuracao_white_label SET site = 'https://parceirotecnologia.com.br', logo = NULL WHERE id = $1`, [idParceiro]);
    }
    const r = await s.app.inject({ method: 'GET', url: '/parceiro/market' });
    expect(r.body).toContain('<a href="https://parceirotecnologia.com.br" rel="noopener">');
  });
});

describe('limite das rotas públicas', () => {
  it(`consulta do tenant e loja pública: 429 depois de ${LIMITE} pedidos por minuto do mesmo IP`, async () => {
    for (const url of ['/v1/ConfiguracaoWhiteLabel/CarregarUrl/parceiro', '/parceiro/market/produto/1/999999']) {
      const status: number[] = [];
      for (let i = 0; i < LIMITE + 1; i++) status.push((await s.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode);
      expect(
        status.slice(0, LIMITE).every((c) => c !== 429),
        `${url}: ${status}`,
      ).toBe(true);
      expect(status[LIMITE], url).toBe(429);
      // another client is not affected
      expect((await s.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.10' })).statusCode).not.toBe(429);
    }
    const bloqueada = await s.app.inject({ method: 'GET', url: '/v1/ConfiguracaoWhiteLabel/CarregarUrl/parceiro', remoteAddress: '203.0.113.9' });
    expect(bloqueada.json().Message).toBe('Muitas tentativas. Aguarde um minuto e tente novamente.');
  });

  it(`a página do tenant (index.html com a marca lida do banco): 429 depois de ${LIMITE * 5} carregamentos por minuto do mesmo IP`, async () => {
    const status: number[] = [];
    for (let i = 0; i < LIMITE * 5 + 1; i++)
      status.push((await s.app.inject({ method: 'GET', url: '/parceiro/sign-in', remoteAddress: '203.0.113.20' })).statusCode);
    expect(
      status.slice(0, LIMITE * 5).every((c) => c === 200),
      String(status),
    ).toBe(true);
    expect(status[LIMITE * 5]).toBe(429);
    expect((await s.app.inject({ method: 'GET', url: '/parceiro/sign-in', remoteAddress: '203.0.113.21' })).statusCode).toBe(200);
  });
});
