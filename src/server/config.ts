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
 * - TRUST_PROXY: address(es) of the reverse proxy whose X-Forwarded-For is trusted (comma list or
 *   'true'); absent = the socket address is the client (per-IP rate limits cannot be faked)
 * - WEB_DIR (default dist/web of the project): the built web app (`npx vite build`) served at /{url}/...
 * - PUBLIC_URL (default http://localhost:{PORT}): address of the app as users reach it, used in
 *   e-mailed links (password reset, welcome); no trailing slash
 * - SMTP_URL: e-mail server, e.g. smtp://usuario:senha@host:587 (smtps:// for implicit TLS; options as
 *   query string, e.g. ?ignoreTLS=true); absent = e-mails are not sent, only logged without their content
 * - MAIL_FROM (default 'ERP Fiscal <nao-responda@erp.local>'): sender of the e-mails
 * - CEP_API_URL (default https://viacep.com.br/ws/{cep}/json/): online CEP lookup, `{cep}` replaced by
 *   the 8 digits; `off` disables it (only the offline table of CEP ranges is used)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built web app of this checkout (`npx vite build` writes it). */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));
export const DEFAULT_MAIL_FROM = 'ERP Fiscal <nao-responda@erp.local>';
export const DEFAULT_CEP_API_URL = 'https://viacep.com.br/ws/{cep}/json/';

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
  /** Fastify trustProxy: false, true, or a list of proxy addresses. */
  trustProxy: boolean | string[];
  /** Seeds the demo chain, issuers and customers on an empty database (never in production). */
  seedDemo: boolean;
  /** Number of demo customers/products per issuer. */
  demoSize: number;
  /** Directory of the built web app (index.html, assets/, sw.js, manifest.webmanifest). */
  webDir: string;
  /** Public address of the app (links in e-mails), without trailing slash. */
  publicUrl: string;
  /** SMTP connection URL; null = e-mails are only logged (without link or token). */
  smtpUrl: string | null;
  /** Sender of the e-mails ("Nome <endereco>"). */
  mailFrom: string;
  /** Online CEP lookup URL template with `{cep}`; null = offline table only. */
  cepApiUrl: string | null;
}

function int(name: string, fallback: number): number {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Variável ${name} inválida: '${v}' (esperado inteiro)`);
  return n;
}

/** An optional URL variable: absent -> null; present but not one of `schemes` -> error at start-up. */
function url(name: string, schemes: string[]): string | null {
  const v = (process.env[name] ?? '').trim();
  if (v === '') return null;
  if (!schemes.some((s) => v.toLowerCase().startsWith(s + '://'))) {
    throw new Error(`Variável ${name} inválida (esperado ${schemes.map((s) => s + '://...').join(' ou ')})`);
  }
  return v;
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
  const port = overrides.port ?? int('PORT', 3000);
  const cepOff = (process.env.CEP_API_URL ?? '').trim().toLowerCase() === 'off';
  return {
    port,
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
    trustProxy: !process.env.TRUST_PROXY ? false : process.env.TRUST_PROXY === 'true' ? true : process.env.TRUST_PROXY.split(',').map((s) => s.trim()),
    seedDemo: !production,
    demoSize: int('DEMO_SIZE', 300),
    webDir: resolve(process.env.WEB_DIR || DEFAULT_WEB_DIR),
    publicUrl: (url('PUBLIC_URL', ['http', 'https']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: url('SMTP_URL', ['smtp', 'smtps']),
    mailFrom: process.env.MAIL_FROM || DEFAULT_MAIL_FROM,
    cepApiUrl: cepOff ? null : (url('CEP_API_URL', ['http', 'https']) ?? DEFAULT_CEP_API_URL),
    ...overrides,
  };
}
