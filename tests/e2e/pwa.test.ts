/**
 * Installable app (issue 18, escopo 6) in Chromium: the manifest and the service worker pass
 * Chromium's own installability check (`Page.getInstallabilityErrors` through CDP); after signing in
 * and opening screens that call the API, no cache holds an API answer (`/v1`, `/OData`); offline,
 * the app still opens from the worker's shell and shows the offline page, which goes away when the
 * connection returns.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
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
    .poll(() => p.evaluate(async () => (await navigator.serviceWorker?.getRegistration())?.active?.state ?? null), { timeout: 30_000, interval: 200 })
    .toBe('activated');
}

describe('app instalável', () => {
  it('manifesto e service worker passam na verificação de instalação do Chromium', async () => {
    await page.goto(`${e.base}/erp/sign-in`);
    await comServiceWorker(page);
    const cdp = await ctx.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors).toEqual([]);
    const manifesto = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifesto.url).toBe(`${e.base}/manifest.webmanifest`);
    expect(manifesto.errors).toEqual([]);
    expect(JSON.parse(manifesto.data ?? '{}')).toMatchObject({ name: 'ERP Fiscal', display: 'standalone', lang: 'pt-BR' });
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
});
