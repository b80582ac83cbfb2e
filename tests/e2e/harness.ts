/**
 * End-to-end harness (arquitetura §10): the real server (built web app from dist/web, API, in-memory
 * PGlite with the demo seed) on a random loopback port, a real local SMTP server capturing the
 * e-mails the product sends, and Debian's Chromium driven by playwright-core.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/pool.ts';
import { abrirBancoSemeado, type PreparoDaSemente } from '../fixtures/banco-semeado.ts';
import { createServer } from '../../src/server/app.ts';
import { carregarOuCriarAcTeste, iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import { carregarOuEmitirCertificadoSimulador } from '../../src/server/modules/nfe/runtime.ts';
import type { SimuladorDoServidor } from '../../src/server/modules/nfe/runtime.ts';
import { loadRegistry } from '../../schema/registry.ts';
import type { FastifyInstance } from 'fastify';

/**
 * Where end-to-end tests write screenshots and other artefacts: an ignored folder
 * (`test-results/`, in .gitignore), so a test run never rewrites tracked files.
 * Override with E2E_ARTEFATOS. Created on import.
 */
export const SHOTS = process.env.E2E_ARTEFATOS || 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Mail {
  to: string;
  subject: string;
  raw: string;
}

export interface E2E {
  base: string;
  app: FastifyInstance;
  db: Database;
  browser: Browser;
  mails: Mail[];
  /** O simulador da SEFAZ em uso (ex.: `sefaz.simulador.dfe` para publicar documentos DF-e). */
  sefaz: SimuladorDoServidor;
  newPage(opts?: { colorScheme?: 'light' | 'dark' }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Done once per seed snapshot (tests/fixtures/banco-semeado.ts): the simulator's test CA and TLS
 * certificate (kept in DATA_DIR, as `npm start` keeps them) and the demo issuers' A1 certificates
 * (stored in the database). The next servers of the run find them and skip the key generation.
 */
const CERTIFICADOS_DA_DEMO: PreparoDaSemente = {
  nome: 'e2e-certificados',
  async preparar(db, config) {
    const ca = carregarOuCriarAcTeste(config.dataDir);
    carregarOuEmitirCertificadoSimulador(config.dataDir, ca);
    await prepararCertificadosDemo(db, ca, config);
  },
};

/**
 * One Chromium per test worker: the e2e project runs its files one after the other in one process
 * (vitest `isolate: false`), and every test opens its own browser context, so files share the
 * browser process and never its state. Closed when the worker exits.
 */
let chromiumDoWorker: Promise<Browser> | null = null;
function chromiumCompartilhado(): Promise<Browser> {
  if (!chromiumDoWorker) {
    const lancado = chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    chromiumDoWorker = lancado;
    lancado.then(
      (b) => {
        b.on('disconnected', () => {
          if (chromiumDoWorker === lancado) chromiumDoWorker = null;
        });
        process.once('exit', () => void b.close().catch(() => undefined));
      },
      () => {
        if (chromiumDoWorker === lancado) chromiumDoWorker = null;
      },
    );
  }
  return chromiumDoWorker;
}

export async function startE2E(overrides: Partial<Config> = {}): Promise<E2E> {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (d) => (raw += d.toString('utf8')));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), subject, raw });
        cb();
      });
    },
  });
  await new Promise<void>((res) => smtp.listen(0, '127.0.0.1', () => res()));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const { config, db } = await abrirBancoSemeado(
    {
      dataDir: mkdtempSync(join(tmpdir(), 'erp-e2e-')),
      jwtSecret: randomBytes(32).toString('hex'),
      demoSize: 60,
      loginRateMax: 1000,
      loginRateIpMax: 1000,
      logLevel: 'warn',
      ...({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, cepApiUrl: 'off' } as Partial<Config>),
      ...overrides,
    },
    null,
    CERTIFICADOS_DA_DEMO,
  );
  // NF-e: simulador da SEFAZ (homologação) em 127.0.0.1 e certificados A1 de teste da demonstração
  const sefaz = await iniciarSimuladorDoServidor(config);
  await prepararCertificadosDemo(db, sefaz.ca, config);
  const app = await createServer({ config, db, registry: loadRegistry(), logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  (config as Config & { publicUrl?: string }).publicUrl = base;
  const browser = await chromiumCompartilhado();
  return {
    base,
    app,
    db,
    browser,
    mails,
    sefaz,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: 1366, height: 800 },
        colorScheme: opts.colorScheme ?? 'light',
      });
      return context.newPage();
    },
    async close() {
      // the browser is the worker's: close only what this file opened
      await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
      await app.close();
      await sefaz.parar();
      await db.close();
      await new Promise<void>((res) => smtp.close(() => res()));
    },
  };
}

/**
 * Signs `login` in through the sign-in screen of tenant `tenant` (default `erp`) and waits for the
 * dashboard, as a user would. Password: the demo's.
 */
export async function entrar(page: Page, base: string, login: string, senha = 'Demo@2026', tenant = 'erp'): Promise<void> {
  await page.goto(`${base}/${tenant}/sign-in`);
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`**/${tenant}/dashboard`);
}
