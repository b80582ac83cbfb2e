/**
 * Installable app in Chromium: the manifest and the service worker pass
 * Chromium's own installability check (`Page.getInstallabilityErrors` through CDP); after signing in
 * and opening screens that call the API, no cache holds an API answer (`/v1`, `/OData`); offline,
 * the app still opens from the worker's shell and shows the offline page, which goes away when the
 * connection returns.
 * With the worker installed and controlling the page, the public market (a page
 * the server renders) is still the market, not the shell's sign-in; each tenant's page links the
 * tenant's own manifest (name, colour, icon, start at `/{url}/`), also when the page came from the
 * worker's shell, and a partner's manifest still passes Chromium's installability check.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar, CHROMIUM_ARGS } from './harness.ts';

let e: E2E;
let ctx: BrowserContext;
let page: Page;
// a profile on disk: Chromium refuses to install from an incognito context (Playwright's default)
const perfil = mkdtempSync(join(tmpdir(), 'erp-pwa-'));

beforeAll(async () => {
  e = await startE2E();
  ctx = await chromium.launchPersistentContext(perfil, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1366, height: 800 },
  });
  page = ctx.pages()[0] ?? (await ctx.newPage());
});
afterAll(async () => {
  await ctx?.close();
  await e?.close();
  rmSync(perfil, { recursive: true, force: true });
});

/**
 * Waits until the page's service worker is ACTIVATED (registered 1.5 s after load, when idle; `registration.active`
 * already exists while it is still `activating`, i.e. before it answers navigations).
 */
async function comServiceWorker(p: Page) {
  // polled from here: waitForFunction with an async predicate would take the Promise as truthy at once
  await expect
    .poll(() => p.evaluate(async () => (await navigator.serviceWorker?.getRegistration())?.active?.state ?? null), { timeout: 60_000, interval: 200 })
    .toBe('activated');
}

async function manifestoDaPagina(cdp: CDPSession) {
  return (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
}

/**
 * Waits until the page is controlled by the worker (its navigations go through it). The worker does
 * not claim the page that installed it (registerType 'prompt', no clientsClaim): that page is
 * reloaded once, as the user's next visit would be.
 */
async function controladaPeloWorker(p: Page) {
  await comServiceWorker(p);
  if (!(await p.evaluate(() => navigator.serviceWorker.controller !== null))) await p.reload();
  await expect.poll(() => p.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000, interval: 200 }).toBe(true);
}

describe('app instalável', () => {
  it('manifesto e service worker passam na verificação de instalação do Chromium', async () => {
    await page.goto(`${e.base}/erp/sign-in`);
    await comServiceWorker(page);
    const cdp = await ctx.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors).toEqual([]);
    const manifesto = await manifestoDaPagina(cdp);
    // the tenant's own manifest (the server wrote the link into the page it rendered)
    expect(manifesto.url).toBe(`${e.base}/erp/manifest.webmanifest`);
    expect(manifesto.errors).toEqual([]);
    expect(JSON.parse(manifesto.data ?? '{}')).toMatchObject({ name: 'ERP Fiscal', start_url: '/erp/', display: 'standalone', lang: 'pt-BR' });
  });

  it('nenhuma resposta da API fica guardada no cache', async () => {
    await entrar(page, e.base, 'loja');
    await page.goto(`${e.base}/erp/clientes/consultar`);
    await page.getByRole('row').nth(1).waitFor();
    const guardadas = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const nome of await caches.keys()) for (const req of await (await caches.open(nome)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(guardadas.length).toBeGreaterThan(10); // the app shell is there
    expect(guardadas.filter((u) => /^\/(v1|OData|odata|hub)(\/|$)/.test(u))).toEqual([]);
  });

  it('sem conexão, o app abre pelo service worker e mostra a página de sem conexão', async () => {
    await page.reload();
    await comServiceWorker(page);
    await ctx.setOffline(true);
    try {
      // served by the worker: with the network down, a browser without it would show its own error page
      await page.goto(`${e.base}/erp/dashboard`);
      await page.getByRole('heading', { name: 'Você está sem conexão com a internet' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/pwa-sem-conexao.png` });
    } finally {
      await ctx.setOffline(false);
    }
    await page.getByRole('heading', { name: 'Você está sem conexão com a internet' }).waitFor({ state: 'detached' });
  });

  it('com o worker ativo, o market público continua sendo a página do servidor (não a entrada do app)', async () => {
    await page.goto(`${e.base}/erp/dashboard`);
    await controladaPeloWorker(page);
    // the worker answers the app's navigations with its shell...
    const app = await page.goto(`${e.base}/erp/clientes/consultar`);
    expect(app?.fromServiceWorker()).toBe(true);
    // ...but not the market's: the server's page, with the store and its search
    for (const caminho of ['/erp/market', '/erp/market?q=a', '/ERP/Market']) {
      const r = await page.goto(`${e.base}${caminho}`);
      expect(r?.fromServiceWorker(), caminho).toBe(false);
      expect(r?.status(), caminho).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Loja' }).waitFor();
      await page.getByRole('searchbox', { name: 'Buscar produto' }).waitFor();
      expect(await page.getByLabel('Login', { exact: true }).count(), caminho).toBe(0);
    }
    await page.screenshot({ path: `${SHOTS}/pwa-market-com-worker.png` });
    // a product page too
    const href = await page.locator('a[href*="/market/produto/"]').first().getAttribute('href');
    const produto = await page.goto(new URL(href!, e.base).href);
    expect(produto?.fromServiceWorker()).toBe(false);
    expect(produto?.status()).toBe(200);
    await page.locator('article.produto h1').waitFor();
  });

  it('o parceiro instala o app com o nome, o ícone e o endereço dele (também pela casca do worker)', async () => {
    await controladaPeloWorker(page);
    // a visitor of the partner's address (the signed-in user of `erp` would be sent to its own tenant)
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const r = await page.goto(`${e.base}/parceiro/sign-in`);
    expect(r?.fromServiceWorker()).toBe(true); // the shell, without the server's rewrite: the app sets the link
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')), { timeout: 15_000 })
      .toBe('/parceiro/manifest.webmanifest');
    const cdp = await ctx.newCDPSession(page);
    await expect.poll(async () => (await manifestoDaPagina(cdp)).url, { timeout: 15_000 }).toBe(`${e.base}/parceiro/manifest.webmanifest`);
    const manifesto = await manifestoDaPagina(cdp);
    expect(manifesto.errors).toEqual([]);
    const dados = JSON.parse(manifesto.data ?? '{}');
    expect(dados).toMatchObject({
      id: '/parceiro/',
      name: 'Parceiro Tecnologia',
      start_url: '/parceiro/',
      scope: '/parceiro/',
      theme_color: '#3E97FF',
      display: 'standalone',
    });
    expect(dados.icons.map((i: { src: string }) => i.src)).toEqual(['/parceiro/icone-192.png', '/parceiro/icone-512.png']);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors).toEqual([]);
    // the icon is the partner's logo (blue), drawn at the declared size
    const png = Buffer.from(await (await fetch(`${e.base}/parceiro/icone-192.png`)).arrayBuffer());
    const { width, height } = await sharp(png).metadata();
    expect([width, height]).toEqual([192, 192]);
    const azul = await sharp(png).removeAlpha().raw().toBuffer();
    let azuis = 0;
    for (let i = 0; i < azul.length; i += 3) if (azul[i]! < 100 && azul[i + 2]! > 200 && azul[i + 1]! > 120 && azul[i + 1]! < 180) azuis++;
    expect(azuis).toBeGreaterThan(100); // #3E97FF pixels of the partner's circle
  });
});
