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
 * - LOGIN_RATE_MAX (default 10 failed sign-ins per login per window), LOGIN_RATE_IP_MAX (default 50 failed
 *   sign-ins per client IP per window), LOGIN_RATE_JANELA_MINUTOS (default 15): successes never count
 * - LOG_LEVEL (default info)
 * - CORS_ORIGINS: other origins allowed to call the API from a browser with credentials, comma-separated
 *   (https://app.exemplo.com.br,https://loja.exemplo.com.br); absent = none (the app is same-origin)
 * - PUBLIC_RATE_MAX (default 120): requests per minute per client IP to the public tenant lookup
 *   (/v1/ConfiguracaoWhiteLabel/CarregarUrl) and market pages (/{url}/market...; images 5x that)
 * - TRUST_PROXY: address(es) of the reverse proxy whose X-Forwarded-For is trusted (comma list or
 *   'true'); absent = the socket address is the client (per-IP rate limits cannot be faked)
 * - WEB_DIR (default dist/web of the project): the built web app (`npx vite build`) served at /{url}/...
 * - PUBLIC_URL (default http://localhost:{PORT}): address of the app as users reach it, used in
 *   e-mailed links (password reset, welcome); no trailing slash
 * - SMTP_URL: e-mail server, e.g. smtp://usuario:senha@host:587 (smtps:// for implicit TLS; options as
 *   query string, e.g. ?ignoreTLS=true); absent = e-mails are not sent, only logged without their content
 * - MAIL_FROM (default 'ERP Fiscal <nao-responda@erp.local>'): sender of the e-mails
 * - FISCAL_SECRET (32+ characters): key material of the AES-256-GCM encryption of the issuers' A1
 *   certificates and their passwords (generated and kept in DATA_DIR/.fiscal-secret when absent,
 *   required in production; changing it makes stored certificates unreadable — upload them again)
 * - CEP_API_URL (default https://viacep.com.br/ws/{cep}/json/): online CEP lookup, `{cep}` replaced by
 *   the 8 digits; `off` disables it (only the offline table of CEP ranges is used)
 * - CNPJ_API_URL (default https://brasilapi.com.br/api/cnpj/v1/{cnpj}): company lookup by CNPJ for the
 *   forms (BrasilAPI or ReceitaWS answer format), `{cnpj}` replaced by the 14 characters; `off`
 *   disables it. CNPJ_CACHE_DIAS (default 7): days an answer is reused without asking again
 * - RECAPTCHA_SITE_KEY + RECAPTCHA_SECRET: Google reCAPTCHA (v2 checkbox or v3) on self-registration and,
 *   after RECAPTCHA_APOS_FALHAS (default 3) failed sign-ins of a login, on its sign-in; off when
 *   absent. RECAPTCHA_NOTA_MINIMA (v3, default 0.5), RECAPTCHA_VERIFY_URL and RECAPTCHA_SCRIPT_URL
 *   (Google's by default)
 * - CHAT_API_URL + CHAT_API_KEY: the assistant (`/v1/ChatGPT/Chat`) through any OpenAI-compatible
 *   API (base URL such as https://api.openai.com/v1); both absent = the assistant is off and hidden.
 *   CHAT_MODEL (default gpt-4o-mini), CHAT_TEMPO_LIMITE_SEGUNDOS (default 30)
 * - NFE_SCHEMAS_DIR: directory of the NF-e schema pack (XSD) used to validate every document before
 *   it goes to the SEFAZ; default: the newest pack imported into DATA_DIR/schemas/nfe (ZIP upload by
 *   the administrator), else the pack shipped in the repository, `sefaz/schemas/PL_010d_v1.02`
 *   (official files, unaltered). Nothing outside the project folder and DATA_DIR is read.
 * - SEFAZ_SIMULADOR (default 'on' outside production; always off in production): 'off' disables the
 *   local SEFAZ simulator (homologation) started with the server on 127.0.0.1
 * - SEFAZ_SIMULADOR_PORT (default 0 = random port): port of that simulator
 * - SEFAZ_CA_DIR: directory with MORE trusted CA certificates (*.pem/*.crt/*.cer, PEM or DER) for
 *   the TLS of the real SEFAZ servers, added to the ICP-Brasil CAs shipped in `certs/icp-brasil/`;
 *   the webservice table comes from SEFAZ_WEBSERVICES_FILE (+ SEFAZ_WEBSERVICES_65_FILE,
 *   SEFAZ_AUTORIZADORES_FILE), default the one shipped in `sefaz/webservices/`
 * - NFCE_TIMEOUT_CONEXAO_MS (default 3000) / NFCE_TIMEOUT_RESPOSTA_MS (default 8000): time-outs of
 *   the NFC-e authorisation; past them the sale goes out in offline contingency (tpEmis 9)
 * - PDV_RECUPERACAO_SEGUNDOS (default 120): a PDV sale or NF-e left in 'transmitindo' this long (or
 *   since before this process started) is finished by the recovery job (pdv/recuperacao.ts)
 * - XML_ARCHIVE_DIR (default DATA_DIR/xml): archive of the authorised NF-e (nfeProc) and events,
 *   `{cnpj}/{AAAAMM}/{chave}-procNFe.xml`, kept for five years (local disk by default)
 * - S3_BUCKET: keep that archive in S3-compatible object storage instead (AWS S3, MinIO, ...), with
 *   S3_ENDPOINT (for non-AWS services; path-style), S3_REGION (default us-east-1), S3_PREFIX (default
 *   'nfe/'), S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (else the AWS SDK's default credential chain)
 * - REDIS_URL: redis://... (or rediss://); the real-time hub (/hub) publishes its pushes and session
 *   kicks on the Redis channel `erp:hub` so every server process delivers them to its own sockets;
 *   absent = in-process only (one server process)
 * - HUB_PING_SECONDS (default 15): interval of the hub's ping messages to connected clients
 * - SESSOES_SIMULTANEAS (default 'varias'): 'derrubar-antiga' makes a new login revoke the user's other
 *   live sessions (their browsers are kicked through the hub); 'varias' keeps them
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built web app of this checkout (`npx vite build` writes it). */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));
export const DEFAULT_MAIL_FROM = 'ERP Fiscal <nao-responda@erp.local>';
export const DEFAULT_CEP_API_URL = 'https://viacep.com.br/ws/{cep}/json/';
/** Public company registry for the CNPJ lookup (BrasilAPI; modules/cnpj). */
export const DEFAULT_CNPJ_API_URL = 'https://brasilapi.com.br/api/cnpj/v1/{cnpj}';

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
  /** Failed sign-ins allowed per login in a window (LOGIN_RATE_MAX, default 10). */
  loginRateMax: number;
  /** Failed sign-ins allowed per client IP in a window (LOGIN_RATE_IP_MAX, default 50): higher, a shop shares one IP. */
  loginRateIpMax: number;
  /** Length of the failed sign-in window, minutes (LOGIN_RATE_JANELA_MINUTOS, default 15). */
  loginRateJanelaMinutos: number;
  logLevel: string;
  /**
   * Other origins (scheme://host[:port]) whose pages may call the API with credentials (CORS_ORIGINS,
   * comma-separated; default none: the app itself is same-origin and needs no CORS).
   */
  corsOrigins: string[];
  /** Requests per minute per client IP to the public tenant lookup and market pages (PUBLIC_RATE_MAX, default 120; images 5x). */
  publicRateMax: number;
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
  /** CNPJ lookup URL template with `{cnpj}` (BrasilAPI or ReceitaWS format); null = off. */
  cnpjApiUrl: string | null;
  /** Days a CNPJ answer stays in the cache (consulta_cnpj). */
  cnpjCacheDias: number;
  /** reCAPTCHA (auth/recaptcha.ts): on when both the site key and the secret are set. */
  recaptchaSiteKey: string | null;
  /** Never logged or returned. */
  recaptchaSecret: string | null;
  recaptchaVerifyUrl: string;
  /** Script the web app loads to draw the widget (explicit render). */
  recaptchaScriptUrl: string;
  /** v3: minimum score (0 to 1). */
  recaptchaNotaMinima: number;
  /** Failed sign-ins of one login after which the login asks for reCAPTCHA (0 = always). */
  recaptchaAposFalhas: number;
  /** Assistant (modules/assistente): base URL of an OpenAI-compatible API; null = off. */
  chatApiUrl: string | null;
  /** Its key (never logged or returned); null = off. */
  chatApiKey: string | null;
  chatModel: string;
  chatTempoLimiteSegundos: number;
  /** Secret from which the certificate encryption key is derived (FISCAL_SECRET, 32+ characters). */
  fiscalSecret: string;
  /** NF-e schema pack directory (NFE_SCHEMAS_DIR); null = the default lookup (see header). */
  nfeSchemasDir: string | null;
  /** Start the local SEFAZ simulator (SEFAZ_SIMULADOR != 'off' and not production). */
  sefazSimulador: boolean;
  /** Port of the SEFAZ simulator (SEFAZ_SIMULADOR_PORT; 0 = random). */
  sefazSimuladorPorta: number;
  /** Directory of trusted CA PEMs for the real SEFAZ (SEFAZ_CA_DIR); null = none imported. */
  sefazCaDir: string | null;
  /** NFC-e authorisation time-outs in ms (NFCE_TIMEOUT_CONEXAO_MS 3000, NFCE_TIMEOUT_RESPOSTA_MS 8000). */
  nfceTimeoutConexaoMs: number;
  nfceTimeoutRespostaMs: number;
  /** Age in s of a 'transmitindo' document the recovery job takes over (PDV_RECUPERACAO_SEGUNDOS, 120). */
  recuperacaoSegundos: number;
  /** Archive of authorised XML (XML_ARCHIVE_DIR, default DATA_DIR/xml). */
  xmlArchiveDir: string;
  /** S3-compatible archive (S3_BUCKET set) instead of the local disk; null = local disk. */
  s3: { bucket: string; endpoint: string | null; region: string; prefixo: string; accessKeyId: string | null; secretAccessKey: string | null } | null;
  /** Redis for the hub's cross-process fan-out (REDIS_URL); null = in-process only. */
  redisUrl: string | null;
  /** Interval of the hub's pings, seconds (HUB_PING_SECONDS, default 15). */
  hubPingSeconds: number;
  /** Login policy (SESSOES_SIMULTANEAS): 'varias' keeps other sessions; 'derrubar-antiga' revokes them. */
  sessoesSimultaneas: 'varias' | 'derrubar-antiga';
  /** Redis channel of the hub (not from the environment; default 'erp:hub'; tests use a unique one). */
  hubRedisChannel?: string;
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

/**
 * CORS_ORIGINS: comma-separated http(s) origins, normalised to `scheme://host[:port]` (a path or a
 * trailing slash is an error at start-up, so a typo does not silently open nothing or everything).
 */
function origens(name: string): string[] {
  const v = (process.env[name] ?? '').trim();
  if (v === '') return [];
  return v.split(',').map((o) => {
    const t = o.trim();
    let u: URL | null = null;
    try {
      u = new URL(t);
    } catch {
      u = null;
    }
    if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || u.origin !== t.replace(/\/$/, '').toLowerCase() || t.endsWith('/')) {
      throw new Error(`Variável ${name} inválida: '${t}' (esperado origens como https://app.exemplo.com.br, separadas por vírgula)`);
    }
    return u.origin;
  });
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
  let fiscalSecret = overrides.fiscalSecret ?? process.env.FISCAL_SECRET ?? '';
  if (!fiscalSecret) {
    if (production) throw new Error('FISCAL_SECRET é obrigatório em produção (32 caracteres ou mais)');
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, '.fiscal-secret');
    if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    fiscalSecret = readFileSync(file, 'utf8').trim();
  }
  if (fiscalSecret.length < 32) throw new Error('FISCAL_SECRET deve ter 32 caracteres ou mais');
  const port = overrides.port ?? int('PORT', 3000);
  const cepOff = (process.env.CEP_API_URL ?? '').trim().toLowerCase() === 'off';
  const cnpjOff = (process.env.CNPJ_API_URL ?? '').trim().toLowerCase() === 'off';
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
    loginRateIpMax: int('LOGIN_RATE_IP_MAX', 50),
    loginRateJanelaMinutos: int('LOGIN_RATE_JANELA_MINUTOS', 15),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    corsOrigins: origens('CORS_ORIGINS'),
    publicRateMax: int('PUBLIC_RATE_MAX', 120),
    trustProxy: !process.env.TRUST_PROXY ? false : process.env.TRUST_PROXY === 'true' ? true : process.env.TRUST_PROXY.split(',').map((s) => s.trim()),
    seedDemo: !production,
    demoSize: int('DEMO_SIZE', 300),
    webDir: resolve(process.env.WEB_DIR || DEFAULT_WEB_DIR),
    publicUrl: (url('PUBLIC_URL', ['http', 'https']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: url('SMTP_URL', ['smtp', 'smtps']),
    mailFrom: process.env.MAIL_FROM || DEFAULT_MAIL_FROM,
    cepApiUrl: cepOff ? null : (url('CEP_API_URL', ['http', 'https']) ?? DEFAULT_CEP_API_URL),
    cnpjApiUrl: cnpjOff ? null : (url('CNPJ_API_URL', ['http', 'https']) ?? DEFAULT_CNPJ_API_URL),
    cnpjCacheDias: Math.max(0, int('CNPJ_CACHE_DIAS', 7)),
    recaptchaSiteKey: process.env.RECAPTCHA_SITE_KEY || null,
    recaptchaSecret: process.env.RECAPTCHA_SECRET || null,
    recaptchaVerifyUrl: url('RECAPTCHA_VERIFY_URL', ['http', 'https']) ?? 'https://www.google.com/recaptcha/api/siteverify',
    recaptchaScriptUrl: url('RECAPTCHA_SCRIPT_URL', ['http', 'https']) ?? 'https://www.google.com/recaptcha/api.js',
    recaptchaNotaMinima: Number(process.env.RECAPTCHA_NOTA_MINIMA ?? 0.5),
    recaptchaAposFalhas: Math.max(0, int('RECAPTCHA_APOS_FALHAS', 3)),
    chatApiUrl: url('CHAT_API_URL', ['http', 'https']),
    chatApiKey: process.env.CHAT_API_KEY || null,
    chatModel: process.env.CHAT_MODEL || 'gpt-4o-mini',
    chatTempoLimiteSegundos: Math.max(1, int('CHAT_TEMPO_LIMITE_SEGUNDOS', 30)),
    nfeSchemasDir: process.env.NFE_SCHEMAS_DIR ? resolve(process.env.NFE_SCHEMAS_DIR) : null,
    sefazSimulador: !production && (process.env.SEFAZ_SIMULADOR ?? '').trim().toLowerCase() !== 'off',
    sefazSimuladorPorta: int('SEFAZ_SIMULADOR_PORT', 0),
    sefazCaDir: process.env.SEFAZ_CA_DIR ? resolve(process.env.SEFAZ_CA_DIR) : null,
    nfceTimeoutConexaoMs: Math.max(100, int('NFCE_TIMEOUT_CONEXAO_MS', 3000)),
    nfceTimeoutRespostaMs: Math.max(100, int('NFCE_TIMEOUT_RESPOSTA_MS', 8000)),
    recuperacaoSegundos: Math.max(5, int('PDV_RECUPERACAO_SEGUNDOS', 120)),
    xmlArchiveDir: resolve(process.env.XML_ARCHIVE_DIR || join(overrides.dataDir ?? dataDir, 'xml')),
    s3: process.env.S3_BUCKET
      ? {
          bucket: process.env.S3_BUCKET,
          endpoint: process.env.S3_ENDPOINT || null,
          region: process.env.S3_REGION || 'us-east-1',
          prefixo: process.env.S3_PREFIX ?? 'nfe/',
          accessKeyId: process.env.S3_ACCESS_KEY_ID || null,
          secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || null,
        }
      : null,
    redisUrl: url('REDIS_URL', ['redis', 'rediss']),
    hubPingSeconds: Math.max(1, int('HUB_PING_SECONDS', 15)),
    sessoesSimultaneas: process.env.SESSOES_SIMULTANEAS === 'derrubar-antiga' ? 'derrubar-antiga' : 'varias',
    ...overrides,
    fiscalSecret,
  };
}
