/**
 * The Content-Security-Policy does not break what users open (Chromium, real server):
 * the sign-in and dashboard of the app (MUI/Emotion styles, the white-label SVG logos as data:
 * URIs, the hub's WebSocket), an authorised NF-e's DANFE preview (a blob: PDF in an iframe), the
 * public market pages and Swagger UI. Every `securitypolicyviolation` event and every console
 * message about the policy is collected in all frames; the test asserts none happened, after
 * checking the policy header really was on each page (so "no violation" is not "no policy").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { entrar, startE2E, type E2E, SHOTS } from './harness.ts';

let e: E2E;
let page: Page;
const violacoes: string[] = [];

/** Collects CSP violations of every frame of `p` into {@link violacoes}. */
async function vigiar(p: Page): Promise<Page> {
  p.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|frame|execute|apply|connect|create)/i.test(m.text())) violacoes.push(`console: ${m.text()}`);
  });
  await p.exposeFunction('__violacaoCsp', (t: string) => violacoes.push(t));
  await p.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (ev) => {
      (window as unknown as { __violacaoCsp: (t: string) => void }).__violacaoCsp(`${ev.violatedDirective} ${ev.blockedURI} em ${ev.documentURI}`);
    });
  });
  return p;
}

beforeAll(async () => {
  e = await startE2E();
  page = await vigiar(await e.newPage());
}, 120_000);
afterAll(async () => {
  await e?.close();
});

async function api(token: string | null, method: string, url: string, body?: unknown) {
  const r = await fetch(e.base + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, json: await r.json() };
}

/** Opens `url` and checks the answer carried the policy (frame-ancestors 'self', no inline script). */
async function abrirComPolitica(url: string, p = page): Promise<void> {
  const res = await p.goto(e.base + url);
  const csp = (await res!.allHeaders())['content-security-policy'] ?? '';
  expect(csp, url).toContain("frame-ancestors 'self'");
  expect(csp, url).toMatch(/script-src 'self'(;|$| )/);
}

describe('CSP sem violações no que o usuário abre', () => {
  it('app (entrada e painel), prévia do DANFE de uma NF-e autorizada, loja pública e Swagger UI', async () => {
    // an authorised NF-e to preview (through the SEFAZ simulator)
    const login = await api(null, 'POST', '/v1/auth/login/', { Login: 'loja', Password: 'Demo@2026', LembrarMe: false });
    const token = login.json.Data.Token as string;
    const emit = login.json.Data.User.Emitente.id as number;
    const {
      rows: [cli],
    } = await e.db.pool.query(
      `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf AND c.ativo ORDER BY c.id LIMIT 1`,
      [emit],
    );
    const { rows: ps } = await e.db.pool.query('SELECT id, preco_venda FROM produto WHERE emitente_id = $1 AND ativo ORDER BY id LIMIT 2', [emit]);
    const f = await api(token, 'POST', '/v1/faturamento/', {
      cliente_id: cli.id,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: ps.map((p, i) => ({ produto_id: p.id, quantidade: i + 1, valor_unitario: Number(p.preco_venda) })),
      Pagamento: [{ t_pag: '17', valor: Math.round(ps.reduce((t, p, i) => t + (i + 1) * Number(p.preco_venda), 0) * 100) / 100 }],
    });
    expect(f.status, JSON.stringify(f.json)).toBe(201);
    const t = await api(token, 'GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${f.json.Data.id}`);
    expect(t.json.Data.cStat, JSON.stringify(t.json)).toBe('100');

    await abrirComPolitica('/erp/sign-in');
    await entrar(page, e.base, 'loja');
    await page.getByTestId('cartoes-vendas').waitFor();

    await abrirComPolitica(`/erp/faturamento/editar/${f.json.Data.id}`);
    await page.getByTestId('nota-somente-leitura').waitFor();
    await page.getByRole('button', { name: 'DANFE' }).first().click();
    const visor = page.getByTestId('visualizador-pdf');
    await visor.waitFor();
    expect(await visor.getAttribute('src')).toMatch(/^blob:/);
    // the frame's document is the PDF (a refused frame would be an error page about:blank/chrome-error)
    await expect.poll(() => page.frames().some((fr) => fr.url().startsWith('blob:'))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/csp-danfe.png` });
    await page.getByRole('button', { name: 'Fechar' }).click();

    // the public pages as a visitor opens them: a browser that never ran the app (no service worker)
    const visitante = await vigiar(await e.newPage());
    await abrirComPolitica('/parceiro/market', visitante);
    await visitante.getByRole('heading', { name: 'Loja' }).waitFor();
    const produto = visitante.locator('a.card').first();
    if (await produto.count()) {
      await produto.click();
      await visitante.locator('h1').waitFor();
    }
    await abrirComPolitica('/docs/', visitante);
    await visitante.locator('.swagger-ui .info').waitFor({ timeout: 30_000 });
    await visitante.screenshot({ path: `${SHOTS}/csp-swagger.png` });

    expect(violacoes).toEqual([]);
    // control: an inline script injected now IS reported (the collector works)
    await visitante.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.injetado = 1';
      document.body.append(s);
    });
    await expect.poll(() => violacoes.length).toBeGreaterThan(0);
    expect(violacoes.join('\n')).toMatch(/script-src/);
  }, 180_000);
});
