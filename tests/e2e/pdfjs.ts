/**
 * Renders page 1 of a PDF with pdf.js (pdfjs-dist from node_modules) in the e2e Chromium, saves the
 * canvas as a PNG and returns what pdf.js read: number of pages, the text of page 1, the colour of
 * the pixel at (10, 10) and the share of non-white pixels (0..1; a blank page gives 0). Shared by the
 * e2e tests that check a printed document by looking at it (pedidos, relatorios).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { E2E } from './harness.ts';

const PDFJS = join(process.cwd(), 'node_modules/pdfjs-dist/build');
const HTML = `<!doctype html><html><body style="margin:0;background:#fff"><canvas id="c"></canvas><script type="module">
import * as pdfjs from './pdf.min.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = './pdf.worker.min.mjs';
try {
  const doc = await pdfjs.getDocument('./doc.pdf').promise;
  const pg = await doc.getPage(1);
  const vp = pg.getViewport({ scale: 1.5 });
  const c = document.getElementById('c');
  c.width = vp.width; c.height = vp.height;
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, c.width, c.height);
  await pg.render({ canvasContext: ctx, viewport: vp }).promise;
  window.paginas = doc.numPages;
  window.texto = (await pg.getTextContent()).items.map((i) => i.str).join(' ');
  const px = ctx.getImageData(10, 10, 1, 1).data;
  window.corTopo = [px[0], px[1], px[2]];
  const tudo = ctx.getImageData(0, 0, c.width, c.height).data;
  let tinta = 0;
  for (let i = 0; i < tudo.length; i += 4) if (tudo[i] < 200 || tudo[i + 1] < 200 || tudo[i + 2] < 200) tinta++;
  window.tinta = tinta / (c.width * c.height);
  window.pronto = true;
} catch (e) { window.erro = String(e); }
</script></body></html>`;

export interface PaginaRenderizada {
  paginas: number;
  texto: string;
  corTopo: number[];
  /** Share of non-white pixels of page 1 (0..1). */
  tinta: number;
}

/** Renders page 1 of `pdf` with pdf.js in Chromium, saves the PNG at `arquivo` and returns what it read. */
export async function renderizarPdf(e: E2E, pdf: Buffer, arquivo: string): Promise<PaginaRenderizada> {
  const p = await e.newPage();
  await p.route('http://pdfjs.local/**', async (route) => {
    const nome = new URL(route.request().url()).pathname.slice(1);
    if (nome === 'doc.pdf') return route.fulfill({ body: pdf, contentType: 'application/pdf' });
    if (nome === 'index.html') return route.fulfill({ body: HTML, contentType: 'text/html' });
    return route.fulfill({ body: readFileSync(join(PDFJS, nome)), contentType: 'text/javascript' });
  });
  await p.goto('http://pdfjs.local/index.html');
  await p.waitForFunction(() => (window as unknown as { pronto?: boolean; erro?: string }).pronto || (window as unknown as { erro?: string }).erro, null, {
    timeout: 30_000,
  });
  const r = (await p.evaluate(() => {
    const w = window as unknown as { erro?: string; texto: string; corTopo: number[]; paginas: number; tinta: number };
    return { erro: w.erro, texto: w.texto, corTopo: w.corTopo, paginas: w.paginas, tinta: w.tinta };
  })) as PaginaRenderizada & { erro?: string };
  expect(r.erro).toBeUndefined();
  await p.locator('canvas').screenshot({ path: arquivo });
  await p.context().close();
  return r;
}
