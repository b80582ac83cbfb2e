/**
 * bench/web-signin (issue 3): how heavy the sign-in route is and how soon it answers, in headless
 * Chromium against the real server (built app from dist/web, loopback, cold cache per run).
 *
 * - JS of the sign-in route: every script the browser loads for `/erp/sign-in`, gzip-compressed
 *   with zlib level 9 (what a gzip-serving proxy sends), against the gzip size of ALL the app's JS
 *   in dist/web/assets (ratio = how much of the app the sign-in page avoids).
 * - Time to interactive: navigation start -> the login field accepts typed text and the "Entrar"
 *   button is enabled, against the same measure on a minimal static page with one input and one
 *   button served by the same server (baseline in the same run). Median of RUNS cold loads.
 *
 *   npx tsx scripts/ensure-web-build.ts && npx tsx bench/web-signin/run.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed } from '../../src/server/seed/index.ts';
import { createServer } from '../../src/server/app.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { CHROMIUM_ARGS } from '../../tests/e2e/harness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const config = loadConfig({ jwtSecret: randomBytes(32).toString('hex'), databaseUrl: null, demoSize: 5, logLevel: 'warn' });
const db = await openDatabase({ databaseUrl: null, dataDir: config.dataDir, memory: true });
await migrate(db);
await seed(db, config, () => undefined);
const app = await createServer({ config, db, registry: loadRegistry(), logger: false });
const MINIMAL = '<!doctype html><html lang="pt-BR"><body><form><label>Login <input id="login"></label><button id="b">Entrar</button></form></body></html>';
app.get('/__bench/minimal', async (_req, reply) => reply.type('text/html').send(MINIMAL));
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

async function timeToInteractive(url: string, ready: (p: Page) => Promise<void>): Promise<{ ms: number; scripts: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return { ms, scripts };
}

const signInReady = async (p: Page) => {
  const login = p.getByLabel('Login', { exact: true });
  await login.fill('x');
  await p.waitForFunction(() => {
    const b = Array.from(document.querySelectorAll('button')).find((x) => x.textContent?.trim() === 'Entrar');
    return !!b && !(b as HTMLButtonElement).disabled;
  });
};
const minimalReady = async (p: Page) => {
  await p.locator('#login').fill('x');
  await p.locator('#b').waitFor();
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const app1: number[] = [];
const base1: number[] = [];
let scripts: string[] = [];
await timeToInteractive(`${base}/erp/sign-in`, signInReady); // warm the server's file cache
for (let i = 0; i < RUNS; i++) {
  const a = await timeToInteractive(`${base}/erp/sign-in`, signInReady);
  app1.push(a.ms);
  scripts = a.scripts;
  base1.push((await timeToInteractive(`${base}/__bench/minimal`, minimalReady)).ms);
}
const dist = 'dist/web';
const signInGz = [...new Set(scripts)].reduce((t, s) => t + gz(readFileSync(join(dist, s))), 0);
const allJs = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const allGz = allJs.reduce((t, f) => t + gz(readFileSync(join(dist, 'assets', f))), 0);
const adminFiles = allJs.filter((f) => /^AdminApp-/.test(f));
const loadsAdmin = scripts.some((s) => /AdminApp-/.test(s));

console.log(
  `Rota /erp/sign-in: ${new Set(scripts).size} scripts, ${kb(signInGz)} gzip; app inteiro: ${allJs.length} scripts, ${kb(allGz)} gzip (razão ${(signInGz / allGz).toFixed(2)}); carrega AdminApp: ${loadsAdmin ? 'sim' : 'não'} (${adminFiles.join(', ')})`,
);
console.log(
  `Tempo até interativo (mediana de ${RUNS} cargas a frio): sign-in ${median(app1).toFixed(0)} ms; página mínima ${median(base1).toFixed(0)} ms (razão ${(median(app1) / median(base1)).toFixed(2)})`,
);
await browser.close();
await app.close();
await db.close();
