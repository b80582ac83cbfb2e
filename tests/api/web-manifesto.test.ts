/**
 * Per-tenant web manifest (modules/web/manifesto.ts): a partner's page links the
 * partner's manifest, which carries the partner's name, colour, icons and start at `/{url}/`; the
 * icons are the white-label `icone` drawn as PNG; an edit of the white label shows at once; an
 * unknown tenant gets the JSON 404. And the service worker's navigation denylist
 * (web/pwa-navegacao.ts) covers every page the server renders itself: every GET route of the real
 * server that answers HTML other than the app shell is matched, and the app's own screens are not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from './helpers.ts';
import { navegacaoDoServidor } from '../../src/web/pwa-navegacao.ts';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><title>ERP</title><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>';
let dir: string;
let s: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'erp-web-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"ERP Fiscal"}');
  s = await startTestServer({ webDir: dir, demoSize: 1 });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => s.app.inject({ method: 'GET', url });
const linkDoManifesto = (html: string) => /<link rel="manifest" href="([^"]*)">/.exec(html)?.[1];

describe('manifesto por tenant', () => {
  it('a página do parceiro aponta para o manifesto dele; um segmento desconhecido fica com o global', async () => {
    expect(linkDoManifesto((await get('/parceiro/sign-in')).body)).toBe('/parceiro/manifest.webmanifest');
    expect(linkDoManifesto((await get('/PARCEIRO/dashboard')).body)).toBe('/parceiro/manifest.webmanifest');
    expect(linkDoManifesto((await get('/erp/')).body)).toBe('/erp/manifest.webmanifest');
    expect((await get('/nao-existe-tenant/sign-in')).body).toBe(INDEX);
  });

  it('o manifesto do parceiro tem o nome, a cor, os ícones e o início em /parceiro/', async () => {
    const res = await get('/parceiro/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      id: '/parceiro/',
      name: 'Parceiro Tecnologia',
      short_name: 'Parceiro',
      description: 'Sistema de gestão com emissão fiscal, oferecido pela Parceiro Tecnologia.',
      lang: 'pt-BR',
      start_url: '/parceiro/',
      scope: '/parceiro/',
      display: 'standalone',
      theme_color: '#3E97FF',
      background_color: '#f5f8fa',
      icons: [
        { src: '/parceiro/icone-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/parceiro/icone-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
    expect((await get('/erp/manifest.webmanifest')).json()).toMatchObject({ name: 'ERP Fiscal', start_url: '/erp/', theme_color: '#50CD89' });
  });

  it('os ícones são o ícone do white label desenhado em PNG do tamanho declarado', async () => {
    for (const t of [192, 512]) {
      const res = await get(`/parceiro/icone-${t}.png`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const img = sharp(res.rawPayload);
      expect(await img.metadata()).toMatchObject({ format: 'png', width: t, height: t });
      // the partner's blue circle (#3E97FF) is there
      const px = await sharp(res.rawPayload).removeAlpha().raw().toBuffer();
      let azuis = 0;
      for (let i = 0; i < px.length; i += 3) if (Math.abs(px[i]! - 0x3e) < 12 && Math.abs(px[i + 1]! - 0x97) < 12 && px[i + 2]! > 0xf0) azuis++;
      expect(azuis, `icone-${t}`).toBeGreaterThan(t);
    }
    expect((await get('/parceiro/icone-100.png')).statusCode).toBe(200); // not an icon size: the SPA fallback
    expect((await get('/parceiro/icone-100.png')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('mudou o white label: o manifesto acompanha; sem ícone, os ícones do produto', async () => {
    await s.db.pool.query(`UPDATE configuracao_white_label SET nome_empresa = 'Gestão Parceira Sul', icone = NULL WHERE url = 'parceiro'`);
    try {
      const m = (await get('/parceiro/manifest.webmanifest')).json();
      expect(m.name).toBe('Gestão Parceira Sul');
      expect(m.short_name).toBe('Gestão');
      expect(m.icons.map((i: { src: string }) => i.src)).toEqual(['/icone-192.png', '/icone-512.png', '/icone-maskable-512.png']);
      expect((await get('/parceiro/icone-192.png')).statusCode).toBe(404);
    } finally {
      await s.db.pool.query(`UPDATE configuracao_white_label SET nome_empresa = 'Parceiro Tecnologia' WHERE url = 'parceiro'`);
    }
  });

  it('tenant desconhecido ou inativo: 404 JSON', async () => {
    const res = await get('/nao-existe-tenant/manifest.webmanifest');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Success: false });
    await s.db.pool.query(`UPDATE configuracao_white_label SET ativo = false WHERE url = 'parceiro'`);
    try {
      expect((await get('/parceiro/manifest.webmanifest')).statusCode).toBe(404);
    } finally {
      await s.db.pool.query(`UPDATE configuracao_white_label SET ativo = true WHERE url = 'parceiro'`);
    }
  });
});

/** Every GET route of the server as full paths (parsed from Fastify's route tree). */
function rotasGet(arvore: string): string[] {
  const caminhos: string[] = [];
  const pilha: string[] = [];
  for (const linha of arvore.split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(linha);
    if (!m) continue;
    const nivel = m[1]!.length / 4;
    pilha.length = nivel;
    pilha.push(m[2]!);
    // the printer drops the slash before a wildcard (`/docs` + `*`)
    if (m[3]?.split(', ').includes('GET')) caminhos.push(pilha.join('').replace(/([^/])\*$/, '$1/*'));
  }
  return caminhos;
}

describe('worker: navegações que são do servidor', () => {
  it('toda página que o servidor desenha (HTML que não é a casca) fica fora da casca do worker', async () => {
    const rotas = rotasGet(s.app.printRoutes({ commonPrefix: false }));
    expect(rotas).toContain('/:url/market');
    expect(rotas.length).toBeGreaterThan(100);
    const concreto = (r: string) => r.replace(/:[A-Za-z_]+/g, 'erp').replace(/\*/g, 'x');
    const deHtmlProprio: string[] = [];
    for (const r of rotas) {
      const c = concreto(r);
      if (navegacaoDoServidor(c)) continue;
      const res = await get(c);
      const html = /^text\/html/.test(String(res.headers['content-type'] ?? ''));
      // the SPA fallback answers the built index.html (with the tenant's branding): that one is the shell's
      if (html && !res.body.startsWith(INDEX.slice(0, 60))) deHtmlProprio.push(r);
    }
    expect(deHtmlProprio).toEqual([]);
  });

  it('as telas do app continuam com a casca (abrem sem conexão)', () => {
    for (const c of ['/erp/', '/erp/sign-in', '/erp/dashboard', '/erp/revenda/revenda/editar/3', '/parceiro/clientes/consultar?q=a', '/erp/marketing']) {
      expect(navegacaoDoServidor(c), c).toBe(false);
    }
    for (const c of ['/erp/market', '/erp/market?q=pão', '/ERP/Market/produto/1/2', '/v1/Cliente', '/OData/Cliente', '/docs', '/erp/manifest.webmanifest']) {
      expect(navegacaoDoServidor(c), c).toBe(true);
    }
  });
});
