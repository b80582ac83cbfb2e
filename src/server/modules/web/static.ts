/**
 * Serves the built web app (arquitetura §8; `npx vite build` writes it to WEB_DIR, default dist/web):
 *
 * - `GET /` -> 302 to `/erp/` (the administrator's white-label url of the demo).
 * - `GET /assets/*` -> hashed build files, `Cache-Control: public, max-age=31536000, immutable`.
 * - `GET /sw.js`, `/manifest.webmanifest`, `/favicon*` and any other file at the build root
 *   (Vite copies `public/` there) -> that file, revalidated on every load (`no-cache`), with its type
 *   (`application/javascript`, `application/manifest+json`, ...).
 * - `GET /{url}` and `/{url}/*` (SPEC §2: every screen path starts with the tenant segment) ->
 *   `index.html` with `no-cache` (SPA fallback; the browser router takes over).
 * - Paths whose first segment belongs to the server (v1, OData, docs, health, hub, assets) never
 *   fall back: an unknown one keeps the JSON 404 envelope of the API.
 * - For a `{url}` that is an active tenant, `index.html` carries that tenant's PUBLIC branding (the
 *   same fields as `GET /v1/ConfiguracaoWhiteLabel/CarregarUrl/{url}`, tenant/whitelabel.ts) in
 *   `<script type="application/json" id="erp-tenant">` before `</head>`: the first screen needs no
 *   second round trip before drawing the tenant's sign-in. Not executable (no CSP
 *   concern), `<` escaped, and its `<link rel="manifest">` points at the tenant's own manifest
 *   (`/{url}/manifest.webmanifest`, manifesto.ts). Unknown segments get the plain file.
 * - `GET /{url}/manifest.webmanifest` and `/{url}/icone-{192,512}.png`: the tenant's web manifest and
 *   icons (manifesto.ts).
 * - While the app is not built (no index.html), the page routes answer 503 with a pt-BR HTML page
 *   saying how to build it; nothing crashes, and a later build is picked up without a restart.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { BRANDING_FIELDS, DEFAULT_LOGIN_TITLE } from '../../tenant/whitelabel.ts';
import { registrarManifestoDoTenant, type MarcaDoManifesto } from './manifesto.ts';

/** First path segments that belong to the server, never to the SPA (compared in lower case; the
 * service worker leaves the same paths to the server: web/pwa-navegacao.ts). */
export const SEGMENTOS_RESERVADOS = new Set(['v1', 'odata', 'docs', 'health', 'hub', 'assets', 'sw.js', 'manifest.webmanifest']);
export const URL_INICIAL = '/erp/';

const CACHE_LONGO = 'public, max-age=31536000, immutable';
const SEM_CACHE = 'no-cache';
/** A file name at the build root that may be served as is. */
const RE_ARQUIVO_RAIZ = /^[A-Za-z0-9][A-Za-z0-9._-]*\.[A-Za-z0-9]+$/;
/** The build's `<link rel="manifest" href="/manifest.webmanifest">` (vite-plugin-pwa), href captured between $1 and $2. */
const RE_LINK_MANIFESTO = /(<link\b[^>]*\brel="manifest"[^>]*\bhref=")\/manifest\.webmanifest(")/;
const TIPOS: Record<string, string> = { 'sw.js': 'application/javascript; charset=utf-8', 'manifest.webmanifest': 'application/manifest+json; charset=utf-8' };

export function paginaNaoCompilada(webDir: string): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>App web não compilado</title>
<style>body{font-family:system-ui,Arial,sans-serif;background:#F5F8FA;color:#181C32;margin:0;padding:48px 16px}
main{max-width:640px;margin:auto;background:#fff;border-radius:8px;padding:32px;border-top:6px solid #50CD89}
code,pre{background:#F1F1F4;border-radius:4px;padding:2px 6px}pre{padding:12px;overflow:auto}</style></head>
<body><main>
<h1>O app web ainda não foi compilado</h1>
<p>O servidor está no ar (a API responde em <a href="/v1">/v1</a>, a documentação em <a href="/docs">/docs</a>), mas não encontrou
a interface em <code>${esc(webDir)}</code>.</p>
<p>Para gerar a interface, rode na pasta do projeto:</p>
<pre>npx vite build</pre>
<p>Depois recarregue esta página (não é preciso reiniciar o servidor). Para usar outra pasta, defina <code>WEB_DIR</code>.</p>
</main></body></html>`;
}

function arquivo(dir: string, nome: string): boolean {
  try {
    return statSync(join(dir, nome)).isFile();
  } catch {
    return false;
  }
}

/** index.html read once per build (by modification time). */
let cacheIndex: { caminho: string; mtime: number; html: string } | null = null;
function lerIndex(caminho: string): string {
  const mtime = statSync(caminho).mtimeMs;
  if (cacheIndex?.caminho !== caminho || cacheIndex.mtime !== mtime) cacheIndex = { caminho, mtime, html: readFileSync(caminho, 'utf8') };
  return cacheIndex.html;
}

/** The public branding of an active tenant by url or 36-character id, or null. */
async function brandingDoTenant(db: Database, segmento: string): Promise<Record<string, unknown> | null> {
  if (segmento.length < 1 || segmento.length > 255) return null;
  const porGuid = segmento.length === 36 && /^[0-9a-f-]{36}$/i.test(segmento);
  const { rows } = await db.pool.query(
    `SELECT ${BRANDING_FIELDS.join(', ')} FROM configuracao_white_label WHERE ativo AND ${porGuid ? 'guid = $1::uuid' : 'lower(url) = lower($1)'} LIMIT 1`,
    [segmento],
  );
  if (!rows[0]) return null;
  rows[0].login_titulo ||= DEFAULT_LOGIN_TITLE;
  return rows[0];
}

export async function registerWebApp(app: FastifyInstance, config: Config, db: Database): Promise<void> {
  const root = config.webDir;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ webDir: root }, 'app web não compilado: rode `npx vite build` (as rotas da interface respondem uma página explicativa)');
  }

  await app.register(async (web) => {
    await web.register(fastifyStatic, { root, serve: false });

    const indexHtml = async (reply: FastifyReply, segmento?: string) => {
      if (!arquivo(root, 'index.html')) {
        return reply.status(503).header('cache-control', SEM_CACHE).type('text/html; charset=utf-8').send(paginaNaoCompilada(root));
      }
      reply.header('cache-control', SEM_CACHE);
      const html = lerIndex(join(root, 'index.html'));
      let dados: Record<string, unknown> | null = null;
      try {
        dados = segmento ? await brandingDoTenant(db, segmento) : null;
      } catch (err) {
        app.log.warn({ err }, 'branding do tenant para o index.html indisponível');
      }
      if (!dados || !html.includes('</head>')) return reply.type('text/html; charset=utf-8').send(html);
      const json = JSON.stringify({ segmento, dados }).replace(/</g, '\\u003c');
      const manifesto = `/${encodeURIComponent(String(dados.url ?? segmento))}/manifest.webmanifest`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          html.replace(RE_LINK_MANIFESTO, `$1${manifesto}$2`).replace('</head>', `<script type="application/json" id="erp-tenant">${json}</script></head>`),
        );
    };

    const arquivoRaiz = (reply: FastifyReply, nome: string) => {
      reply.header('cache-control', SEM_CACHE);
      const tipo = TIPOS[nome.toLowerCase()];
      if (tipo) reply.type(tipo);
      return reply.sendFile(nome, root, { cacheControl: false });
    };

    web.get('/', async (_req, reply) => reply.redirect(URL_INICIAL, 302));

    registrarManifestoDoTenant(web, (segmento) => brandingDoTenant(db, segmento) as Promise<MarcaDoManifesto | null>);

    web.get('/assets/*', async (req, reply) => {
      const rel = (req.params as { '*': string })['*'];
      if (!rel || rel.includes('..') || rel.includes('\\') || rel.includes('\0') || !arquivo(join(root, 'assets'), rel)) return reply.callNotFound();
      reply.header('cache-control', CACHE_LONGO);
      return reply.sendFile(`assets/${rel}`, root, { cacheControl: false });
    });

    const spa = async (req: FastifyRequest, reply: FastifyReply) => {
      const { url: segmento } = req.params as { url: string; '*'?: string };
      const resto = (req.params as { '*'?: string })['*'];
      const s = segmento.toLowerCase();
      if (resto === undefined && RE_ARQUIVO_RAIZ.test(segmento) && arquivo(root, segmento)) return arquivoRaiz(reply, segmento);
      if (SEGMENTOS_RESERVADOS.has(s) || s.startsWith('favicon')) return reply.callNotFound();
      let seg = segmento;
      try {
        seg = decodeURIComponent(segmento);
      } catch {
        /* segmento como veio */
      }
      return indexHtml(reply, seg);
    };
    // a page load reads the tenant's branding from the database: limited per IP like the other public
    // routes, with the images' allowance (PUBLIC_RATE_MAX x 5 a minute: one office behind one address)
    const limite = { config: { rateLimit: { max: config.publicRateMax * 5, timeWindow: '1 minute' } } };
    web.get('/:url', limite, spa);
    web.get('/:url/*', limite, spa);
  });
}
