/**
 * Security headers and CORS of every response, registered once in app.ts.
 *
 * Headers (helmet): a Content-Security-Policy the built app, the PDF previews, the public
 * market pages and Swagger UI work under (see {@link politicaDeConteudo}), `X-Frame-Options:
 * SAMEORIGIN` plus `frame-ancestors 'self'` (no clickjacking by another site), `X-Content-Type-Options:
 * nosniff`, `Referrer-Policy: strict-origin-when-cross-origin` (other sites see only our origin;
 * YouTube embeds of the help articles need a referrer), Cross-Origin-Opener/Resource-Policy
 * same-origin. HSTS only when PUBLIC_URL is https: an on-premises install reached by
 * http://192.168.x.x must not be pinned to https, and `upgrade-insecure-requests` is left out for
 * the same reason.
 *
 * The headers do not depend on the request, so helmet's middleware runs once at start-up against a
 * recording response ({@link cabecalhosDeSeguranca}) and one synchronous `onRequest` hook copies the
 * resulting list onto every response: the same headers as @fastify/helmet, which rebuilt helmet's
 * middleware chain and re-parsed the CSP directives on every request (two hooks, one async).
 *
 * CORS (@fastify/cors): the app calls its own origin and needs no CORS; only the origins listed in
 * CORS_ORIGINS (config.corsOrigins) get `Access-Control-Allow-Origin` (with credentials). Any other
 * Origin gets no CORS header, so the browser refuses to hand it the answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/** Origin (`scheme://host[:port]`) of a URL, or null when it is not an absolute http(s) URL. */
function origem(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * CSP directives (helmet's `directives` shape: name -> list of sources).
 *
 * - scripts: only our own files (the Vite build has no inline script; the tenant branding and the
 *   market's JSON-LD are `application/json`/`ld+json` data blocks, which CSP does not run), plus
 *   Google's reCAPTCHA script when reCAPTCHA is configured;
 * - styles: 'unsafe-inline' (MUI/Emotion insert <style> at run time; index.html and the market
 *   pages carry an inline <style>);
 * - images: ours, data: (white-label logos, SVG icons), blob: (previews of picked files) and any
 *   https: (logos and help-article images stored as external URLs);
 * - frames: ours and blob: (DANFE, receipts, labels and order PDFs are fetched with the token and
 *   shown from a blob: URL in an <iframe>), YouTube (videos in help articles), reCAPTCHA's frame;
 * - objects: ours and blob: (Chromium's PDF viewer draws a blob: PDF with an embedded plugin,
 *   which the inherited policy must allow);
 * - connections: 'self' (the API, OData and the hub's ws:/wss: on the same host);
 * - frame-ancestors 'self', base-uri 'self', form-action 'self'.
 */
export function politicaDeConteudo(config: Config): Record<string, string[]> {
  const recaptcha = config.recaptchaSiteKey && config.recaptchaSecret ? origem(config.recaptchaScriptUrl) : null;
  const google = recaptcha && /google\.com$|recaptcha\.net$/.test(new URL(recaptcha).hostname) ? ['https://www.gstatic.com'] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? [recaptcha, ...google] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'data:'], // PDF previews and images read back from blob:/data: URLs
    'media-src': ["'self'", 'blob:', 'data:'],
    'frame-src': ["'self'", 'blob:', 'https://www.youtube-nocookie.com', 'https://www.youtube.com', ...(recaptcha ? [recaptcha] : [])],
    'object-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'script-src-attr': ["'none'"],
  };
}

/** helmet's options for this server (see the module's comment). */
function opcoesDoHelmet(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: politicaDeConteudo(config) },
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
  };
}

/**
 * The headers helmet sets for `opcoes` (name as helmet writes it, value) and the ones it removes
 * (`X-Powered-By`), read by running its middleware once on a response that only records.
 * @throws what helmet throws for invalid options (at start-up, never per request).
 */
export function cabecalhosDeSeguranca(opcoes: HelmetOptions): { definir: Array<[string, string]>; remover: string[] } {
  const definir = new Map<string, [string, string]>();
  const remover: string[] = [];
  const gravador = {
    setHeader(nome: string, valor: string) {
      definir.set(nome.toLowerCase(), [nome, String(valor)]);
    },
    removeHeader(nome: string) {
      definir.delete(nome.toLowerCase());
      remover.push(nome);
    },
  };
  helmet(opcoes)({} as IncomingMessage, gravador as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return { definir: [...definir.values()], remover };
}

/** Registers the security headers and the CORS policy on the root instance (before any route). */
export async function registrarSeguranca(app: FastifyInstance, config: Config): Promise<void> {
  const { definir, remover } = cabecalhosDeSeguranca(opcoesDoHelmet(config));
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const nome of remover) res.removeHeader(nome);
    for (const [nome, valor] of definir) res.setHeader(nome, valor);
    done();
  });
  await app.register(cors, {
    // an exact list: @fastify/cors answers only these with Access-Control-Allow-Origin
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
  });
}
