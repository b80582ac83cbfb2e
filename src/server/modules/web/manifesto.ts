/**
 * The web app manifest of each tenant (SPEC §3 white-label configuration, §7 "A
 * service worker is registered"): a partner's installed app carries the partner's name, colour and
 * icon and opens at the partner's own address, not the global "ERP Fiscal" at `/`.
 *
 * - `GET /{url}/manifest.webmanifest` -> `application/manifest+json` built from the tenant's public
 *   branding (the same fields as `GET /v1/ConfiguracaoWhiteLabel/CarregarUrl/{url}`):
 *   `name`/`short_name` = `nome_empresa`, `id`/`start_url`/`scope` = `/{url}/`, `theme_color` =
 *   `cor_primaria`, icons = the tenant's `icone` drawn as 192 and 512 px PNG (below). 404 (JSON
 *   envelope) for an unknown or inactive tenant. `no-cache`: a new logo shows on the next check.
 * - `GET /{url}/icone-192.png`, `/{url}/icone-512.png` -> the tenant's `icone` (a `data:image/...`
 *   URI: SVG, PNG, WebP, JPEG or GIF) centred on a square of that size, PNG. A tenant without a
 *   usable data-URI icon gets the product's icons (`/icone-192.png`, ...), and a tenant whose icon is
 *   an http(s) address gets that address as an extra `sizes: any` icon (the server never fetches it).
 *
 * The tenant's pages link this manifest: the server rewrites the `<link rel="manifest">` of
 * `index.html` (static.ts) and the app sets the same link once it knows its tenant
 * (web/tenant/MarcaNoDocumento.tsx), because after the first visit the service worker serves the
 * shell without the server's rewrite.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/envelope.ts';

/** Public branding fields the manifest uses (a subset of tenant/whitelabel.ts BRANDING_FIELDS). */
export interface MarcaDoManifesto {
  url: string;
  nome_empresa: string | null;
  login_descricao?: string | null;
  cor_primaria: string | null;
  icone: string | null;
}

/** Sizes (px) of the tenant icons served as PNG. */
export const TAMANHOS_ICONE = [192, 512] as const;
const COR_PADRAO = '#50CD89';
const FUNDO = '#f5f8fa';
const ICONES_PADRAO = [
  { src: '/icone-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icone-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icone-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
/** Largest data-URI icon accepted for drawing (bytes after decoding). */
const ICONE_MAXIMO = 2 * 1024 * 1024;
const RE_DATA_URI = /^data:image\/(svg\+xml|png|webp|jpeg|jpg|gif)(;[^,]*)?,/i;

/** The image bytes of a `data:image/...` URI (base64 or percent-encoded), or null. */
export function bytesDoIcone(icone: string | null | undefined): Buffer | null {
  if (!icone) return null;
  const m = RE_DATA_URI.exec(icone);
  if (!m) return null;
  const corpo = icone.slice(m[0].length);
  try {
    const b = /;base64/i.test(m[2] ?? '') ? Buffer.from(corpo, 'base64') : Buffer.from(decodeURIComponent(corpo), 'utf8');
    return b.length > 0 && b.length <= ICONE_MAXIMO ? b : null;
  } catch {
    return null;
  }
}

const corValida = (c: string | null | undefined) => (c && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(c) ? c : COR_PADRAO);

/**
 * The manifest object of a tenant. `base` is the tenant's path prefix as the browser sees it
 * (`/{url encoded}/`).
 */
export function manifestoDoTenant(m: MarcaDoManifesto): Record<string, unknown> {
  const base = `/${encodeURIComponent(m.url)}/`;
  const nome = (m.nome_empresa ?? '').trim() || m.url;
  const desenhavel = bytesDoIcone(m.icone) !== null;
  const remoto = m.icone && /^https:\/\//i.test(m.icone) ? [{ src: m.icone, sizes: 'any' }] : [];
  const icones = desenhavel
    ? TAMANHOS_ICONE.map((t) => ({ src: `${base}icone-${t}.png`, sizes: `${t}x${t}`, type: 'image/png' }))
    : [...remoto, ...ICONES_PADRAO];
  return {
    id: base,
    name: nome,
    short_name: nome.length <= 12 ? nome : nome.split(/\s+/)[0]!.slice(0, 12),
    description: m.login_descricao || 'Sistema de gestão com emissão de NF-e e NFC-e',
    lang: 'pt-BR',
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: corValida(m.cor_primaria),
    background_color: FUNDO,
    icons: icones,
  };
}

/** PNGs already drawn, by icon hash and size (a tenant's logo rarely changes). */
const desenhados = new Map<string, Buffer>();
const MAXIMO_DESENHADOS = 200;

/**
 * The tenant icon drawn as a `tamanho` x `tamanho` PNG: the image fits inside 80% of the square,
 * centred on a white background (the launcher crops nothing that matters).
 * @returns null when `icone` is not a data-URI image sharp can read.
 */
export async function desenharIcone(icone: string | null, tamanho: number): Promise<Buffer | null> {
  const bytes = bytesDoIcone(icone);
  if (!bytes) return null;
  const chave = `${createHash('sha256').update(bytes).digest('hex')}:${tamanho}`;
  const pronto = desenhados.get(chave);
  if (pronto) return pronto;
  const { default: sharp } = await import('sharp');
  const interno = Math.round(tamanho * 0.8);
  let png: Buffer;
  try {
    const figura = await sharp(bytes, { limitInputPixels: 50_000_000, animated: false, density: 300 })
      .resize(interno, interno, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .png()
      .toBuffer();
    png = await sharp({ create: { width: tamanho, height: tamanho, channels: 4, background: '#ffffff' } })
      .composite([{ input: figura, gravity: 'center' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
  if (desenhados.size >= MAXIMO_DESENHADOS) desenhados.delete(desenhados.keys().next().value!);
  desenhados.set(chave, png);
  return png;
}

/**
 * Registers `/{url}/manifest.webmanifest` and `/{url}/icone-{192,512}.png` on `web` (the web
 * app's plugin scope). `marca(segmento)` returns the public branding of an active tenant or null.
 */
export function registrarManifestoDoTenant(web: FastifyInstance, marca: (segmento: string) => Promise<MarcaDoManifesto | null>): void {
  web.get('/:url/manifest.webmanifest', async (req, reply) => {
    const { url } = req.params as { url: string };
    const m = await marca(url);
    if (!m) throw notFound('Empresa não encontrada para este endereço.');
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifestoDoTenant(m)));
  });

  for (const tamanho of TAMANHOS_ICONE) {
    web.get(`/:url/icone-${tamanho}.png`, async (req, reply) => {
      const { url } = req.params as { url: string };
      const m = await marca(url);
      const png = m ? await desenharIcone(m.icone, tamanho) : null;
      if (!png) throw notFound('Ícone não encontrado para este endereço.');
      return reply.header('cache-control', 'no-cache').type('image/png').send(png);
    });
  }
}
