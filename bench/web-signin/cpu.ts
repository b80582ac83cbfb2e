/**
 * bench/web-signin/cpu.ts: where the sign-in page's main-thread time goes, measured as thread CPU
 * time (trace `tdur`, so it holds on a busy machine where wall times do not): script compile and
 * module evaluation, the app's first render (`FunctionCall`), style and layout, and the handling of
 * the first keystroke in the Login field. Median of N cold loads (default 7) in headless Chromium
 * against the real server; the wall-clock ratio stays in run.ts.
 *
 *   npx tsx scripts/ensure-web-build.ts && npx tsx bench/web-signin/cpu.ts
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed } from '../../src/server/seed/index.ts';
import { createServer } from '../../src/server/app.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { CHROMIUM_ARGS } from '../../tests/e2e/harness.ts';
const config = loadConfig({ jwtSecret: randomBytes(32).toString('hex'), databaseUrl: null, demoSize: 5, logLevel: 'warn' });
const db = await openDatabase({ databaseUrl: null, dataDir: config.dataDir, memory: true });
await migrate(db);
await seed(db, config, () => undefined);
const app = await createServer({ config, db, registry: loadRegistry(), logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const TRACE = join(tmpdir(), `erp-signin-trace-${process.pid}.json`);
const N = Number(process.env.N ?? 7);
const parts: Record<string, number[]> = {};
for (let i = 0; i < N + 1; i++) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await browser.startTracing(page, { path: TRACE, categories: ['devtools.timeline', 'v8.execute', 'loading'] });
  await page.goto(`${base}${process.env.ROTA ?? '/erp/sign-in'}`, { waitUntil: 'commit' });
  await page.getByLabel('Login', { exact: true }).fill('x');
  await page.waitForFunction(() => {
    const b = Array.from(document.querySelectorAll('button')).find((x) => x.textContent?.trim() === 'Entrar');
    return !!b && !(b as HTMLButtonElement).disabled;
  });
  await browser.stopTracing();
  await ctx.close();
  if (i === 0) continue;
  const ev = JSON.parse(readFileSync(TRACE, 'utf8')).traceEvents;
  const names: Record<string, string> = {};
  for (const e of ev) if (e.name === 'thread_name') names[`${e.pid}:${e.tid}`] = e.args.name;
  const main = ev.filter((e: any) => names[`${e.pid}:${e.tid}`] === 'CrRendererMain' && e.ph === 'X');
  const add = (k: string, v: number) => (parts[k] ??= []).push(v);
  const sum = (f: (e: any) => boolean) => main.filter(f).reduce((t: number, e: any) => t + (e.tdur ?? 0), 0) / 1000;
  add(
    'compile+eval',
    sum((e) => e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule'),
  );
  add(
    'functionCall',
    sum((e) => e.name === 'FunctionCall'),
  );
  add(
    'input',
    sum((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input'),
  );
  add(
    'layout+style',
    sum((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree'),
  );
  add(
    'parseHTML',
    sum((e) => e.name === 'ParseHTML'),
  );
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `CPU da thread principal por etapa, ms (mediana de ${N} cargas a frio): ` +
    JSON.stringify(Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, +med(v).toFixed(1)]))),
);
await browser.close();
await app.close();
await db.close();
rmSync(TRACE, { force: true });
