/**
 * bench/market: first contentful paint of the public product page
 * (`/{url}/market/produto/{loja}/{id}`, server-rendered, with its cover image) in headless Chromium
 * against the real server on loopback, a cold browser context per run, against the FCP of a minimal
 * static page served by the same server in the same run (baseline). Reports median and p95 of RUNS
 * loads and the ratio of the medians. Target: FCP well under 1 s.
 *
 *   npx tsx bench/market/run.ts
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed } from '../../src/server/seed/index.ts';
import { createServer } from '../../src/server/app.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { CHROMIUM_ARGS } from '../../tests/e2e/harness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const config = loadConfig({
  jwtSecret: randomBytes(32).toString('hex'),
  databaseUrl: null,
  dataDir: mkdtempSync(join(tmpdir(), 'bench-market-')),
  demoSize: 5,
  logLevel: 'warn',
});
const db = await openDatabase({ databaseUrl: null, dataDir: config.dataDir, memory: true });
await migrate(db);
await seed(db, config, () => undefined);
const app = await createServer({ config, db, registry: loadRegistry(), logger: false });
app.get('/__bench/minimal', async (_req, reply) =>
  reply.type('text/html').send('<!doctype html><html lang="pt-BR"><body><h1>Produto</h1><p>R$ 10,00</p></body></html>'),
);
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const { rows } = await db.pool.query(
  `SELECT p.emitente_id, p.id FROM produto p WHERE p.publico AND EXISTS (SELECT 1 FROM estoque_imagem i WHERE i.emitente_id = p.emitente_id AND i.produto_id = p.id) ORDER BY p.id LIMIT 1`,
);
const produto = `${base}/erp/market/produto/${rows[0].emitente_id}/${rows[0].id}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

async function fcp(url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const t = await page.evaluate(
    () =>
      new Promise<number>((ok) => {
        const e = performance.getEntriesByName('first-contentful-paint')[0];
        if (e) return ok(e.startTime);
        new PerformanceObserver((l) => ok(l.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return t;
}

const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;
await fcp(produto); // aquece o servidor (primeira leitura das imagens e do plano das consultas)
const pagina: number[] = [];
const minima: number[] = [];
for (let i = 0; i < RUNS; i++) {
  pagina.push(await fcp(produto));
  minima.push(await fcp(`${base}/__bench/minimal`));
}
console.log(`página do produto (market): FCP mediana ${med(pagina).toFixed(0)} ms, p95 ${p95(pagina).toFixed(0)} ms (${RUNS} carregamentos frios)`);
console.log(`página mínima (base):       FCP mediana ${med(minima).toFixed(0)} ms, p95 ${p95(minima).toFixed(0)} ms`);
console.log(`razão das medianas: ${(med(pagina) / med(minima)).toFixed(2)}`);
await browser.close();
await app.close();
await db.close();
