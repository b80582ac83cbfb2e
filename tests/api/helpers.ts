/**
 * API test harness: a real server (Fastify `inject`) on a real database — in-memory PGlite, or a
 * fresh PostgreSQL database created for the test file when TEST_DATABASE_URL is set (dropped in
 * `close`; under `npm test` copied from a seeded template database). Migrations and the demo seed run exactly as at `npm start` (tests/fixtures/banco-semeado.ts;
 * under `npm test` a PGlite server starts from a snapshot of the same seed taken by an earlier file).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/pool.ts';
import { createServer } from '../../src/server/app.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { criarBancoDeTeste } from '../fixtures/banco-semeado.ts';
import { loadRegistry, type Registry } from '../../schema/registry.ts';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  registry: Registry;
  kind: 'pglite' | 'postgres';
  /** Logs in and returns the login Data (Token, RefreshToken, User...). */
  login(login: string, password?: string): Promise<LoginData>;
  /** `inject` with a bearer token. */
  call(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface LoginData {
  Token: string;
  RefreshToken: string;
  TokenExpires: string;
  User: any;
}

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const url = process.env.TEST_DATABASE_URL || null;
  // a private DATA_DIR per server: generated secrets, the test CA and the XML archive stay out of ./data
  const {
    config,
    db,
    drop: dropDb,
  } = await criarBancoDeTeste(
    {
      dataDir: mkdtempSync(join(tmpdir(), 'erp-api-')),
      jwtSecret: randomBytes(32).toString('hex'),
      loginRateMax: 1000,
      loginRateIpMax: 1000,
      demoSize: 40,
      ...overrides,
    },
    url,
  );
  const registry = loadRegistry();
  const app = await createServer({ config, db, registry, logger: false });
  await app.ready();
  const call: TestServer['call'] = (token, opts) =>
    app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app,
    db,
    config,
    registry,
    kind: db.kind,
    call,
    async login(login, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: login, Password: password, LembrarMe: false } });
      if (res.statusCode !== 200) throw new Error(`login ${login} falhou: ${res.statusCode} ${res.body}`);
      return res.json().Data;
    },
    async close() {
      await app.close();
      await db.close();
      await dropDb();
    },
  };
}
