/**
 * Server configuration from the environment (README "Configuração").
 *
 * - PORT (default 3000), HOST (default 0.0.0.0)
 * - DATABASE_URL: postgres://... to use a PostgreSQL server; absent = embedded PGlite in DATA_DIR
 * - DATA_DIR (default ./data): PGlite files and generated secrets
 * - JWT_SECRET: signing secret for access tokens (generated and kept in DATA_DIR when absent,
 *   required in production)
 * - NODE_ENV=production: no demo data; ADMIN_PASSWORD (required on first start) sets the administrator password
 * - ACCESS_TOKEN_MINUTES (default 15), REFRESH_TOKEN_DAYS (default 1; 30 with "lembrar-me")
 * - LOGIN_RATE_MAX (default 10 attempts per minute per IP and login)
 * - LOG_LEVEL (default info)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  production: boolean;
  adminPassword: string | null;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  refreshTokenDaysRemember: number;
  loginRateMax: number;
  logLevel: string;
  /** Seeds the demo chain, issuers and customers on an empty database (never in production). */
  seedDemo: boolean;
  /** Number of demo customers/products per issuer. */
  demoSize: number;
}

function int(name: string, fallback: number): number {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Variável ${name} inválida: '${v}' (esperado inteiro)`);
  return n;
}

/** Reads the configuration; `overrides` win over the environment (tests). */
export function loadConfig(overrides: Partial<Config> = {}): Config {
  const production = process.env.NODE_ENV === 'production';
  const dataDir = resolve(overrides.dataDir ?? process.env.DATA_DIR ?? './data');
  let jwtSecret = overrides.jwtSecret ?? process.env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    if (production) throw new Error('JWT_SECRET é obrigatório em produção');
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, '.jwt-secret');
    if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    jwtSecret = readFileSync(file, 'utf8').trim();
  }
  return {
    port: int('PORT', 3000),
    host: process.env.HOST ?? '0.0.0.0',
    databaseUrl: process.env.DATABASE_URL || null,
    dataDir,
    jwtSecret,
    production,
    adminPassword: process.env.ADMIN_PASSWORD || null,
    accessTokenMinutes: int('ACCESS_TOKEN_MINUTES', 15),
    refreshTokenDays: int('REFRESH_TOKEN_DAYS', 1),
    refreshTokenDaysRemember: 30,
    loginRateMax: int('LOGIN_RATE_MAX', 10),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    seedDemo: !production,
    demoSize: int('DEMO_SIZE', 300),
    ...overrides,
  };
}
