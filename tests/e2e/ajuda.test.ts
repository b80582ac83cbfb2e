/**
 * Central de ajuda de ponta a ponta, no Chromium contra o servidor real:
 * o administrador escreve um artigo na tela gerada (ajuda/editar) com o editor de texto rico —
 * localizar/substituir, cor, link, imagem enviada por /v1/ajudaUpload/ e as mensagens de erro
 * da SPEC §8 — e o publica; a loja acha o artigo na central (suporte/ajuda/consultar) buscando
 * sem acento, lê o conteúdo com a imagem e o abre também pelo botão "Ajuda desta tela" do
 * faturamento (categoria ligada ao módulo).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS } from './harness.ts';

let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

async function signIn(page: Page, login: string, senha = 'Demo@2026') {
  await page.goto(`${e.base}/erp/sign-in`);
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/erp/dashboard');
}

/** PNG RGB de `largura` x `altura` com faixas (uma "captura de tela" visível nas imagens do teste). */
function png(largura: number, altura: number): Buffer {
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) {
      c ^= x;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const bloco = (tipo: string, dados: Buffer) => {
    const td = Buffer.concat([Buffer.from(tipo), dados]);
    const n = Buffer.alloc(4);
    n.writeUInt32BE(dados.length);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([n, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const linhas: number[] = [];
  for (let y = 0; y < altura; y++) {
    linhas.push(0);
    for (let x = 0; x < largura; x++) linhas.push(...(y < altura / 4 ? [80, 205, 137] : x % 40 < 20 ? [236, 240, 244] : [255, 255, 255]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', ihdr),
    bloco('IDAT', deflateSync(Buffer.from(linhas))),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = png(320, 120);

/** Seleciona, no editor, a primeira ocorrência de `texto` (dentro de um só nó de texto). */
async function selecionar(page: Page, texto: string) {
  await page.getByTestId('editor-texto').evaluate((el, t) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = n.textContent!.indexOf(t);
      if (i >= 0) {
        const r = document.createRange();
        r.setStart(n, i);
        r.setEnd(n, i + t.length);
        const s = window.getSelection()!;
        s.removeAllRanges();
        s.addRange(r);
        return;
      }
    }
    throw new Error(`texto não encontrado: ${t}`);
  }, texto);
  await page.waitForTimeout(50); // o ProseMirror lê a seleção no selectionchange
}

describe('central de ajuda', () => {
  it('administrador escreve e publica um artigo; a loja o acha, lê e abre pela ajuda da tela', async () => {
    const admin = await e.newPage();
    await signIn(admin, 'admin');
    await admin.goto(`${e.base}/erp/ajuda/consultar`);
    await admin
      .getByRole('link', { name: /Novo/ })
      .or(admin.getByRole('button', { name: /Novo/ }))
      .first()
      .click();
    await admin.waitForURL('**/erp/ajuda/editar');

    await admin
      .getByLabel(/Categoria/)
      .first()
      .fill('Fatur');
    await admin.getByRole('option', { name: /Faturamento e NF-e/ }).click();
    await admin.getByLabel(/^Título/).fill('Transmitir NF-e em contingência');
    await admin.getByLabel(/^Resumo/).fill('O que fazer quando a SEFAZ está fora do ar.');
    await admin.getByLabel(/^Publicado/).check();

    const editor = admin.getByTestId('editor-texto');
    await editor.click();
    await admin.keyboard.type('Quando a SEFAZ fica fora do ar, emita em contingência. Na contingência a nota sai com outra série. Consulte o portal.');

    // localizar e substituir, com a mensagem de termo vazio (SPEC §8)
    await admin.getByRole('button', { name: 'Localizar e substituir' }).click();
    const busca = admin.getByRole('search', { name: 'Localizar e substituir' });
    await busca.getByRole('button', { name: 'Próximo' }).click();
    await busca.getByText('O texto a localizar não pode ser vazio.').waitFor();
    await busca.getByLabel('Localizar').fill('contingência');
    await expect.poll(() => admin.getByTestId('editor-busca-contagem').innerText()).toBe('1 de 2');
    expect(await admin.locator('.busca-resultado').count()).toBe(2);
    await busca.getByLabel('Substituir por').fill('contingência (SVC-AN/SVC-RS)');
    await busca.getByRole('button', { name: 'Substituir tudo' }).click();
    await expect.poll(() => editor.innerText()).toContain('Na contingência (SVC-AN/SVC-RS) a nota');
    await busca.getByRole('button', { name: 'Fechar' }).click();

    // cor: inválida recusada, válida aplicada
    await selecionar(admin, 'outra série');
    await admin.getByRole('button', { name: 'Cor do texto' }).click();
    const cor = admin.getByRole('group', { name: 'Cor do texto' });
    await cor.getByLabel(/Cor \(#rrggbb/).fill('azulado');
    await cor.getByRole('button', { name: 'Aplicar' }).click();
    await cor.getByText('Cor inválida.').waitFor();
    await cor.getByLabel(/Cor \(#rrggbb/).fill('#c92a2a');
    await cor.getByRole('button', { name: 'Aplicar' }).click();
    await editor.locator('span[style*="color"]', { hasText: 'outra série' }).waitFor();

    // link: vazio recusado, depois o endereço
    await selecionar(admin, 'portal');
    await admin.getByRole('button', { name: 'Link', exact: true }).click();
    const dLink = admin.getByRole('dialog', { name: 'Link' });
    await dLink.getByRole('button', { name: 'Aplicar' }).click();
    await dLink.getByText('A URL não pode ser vazia.').waitFor();
    await dLink.getByLabel('URL').fill('www.nfe.fazenda.gov.br');
    await dLink.getByRole('button', { name: 'Aplicar' }).click();
    await editor.locator('a[href="https://www.nfe.fazenda.gov.br"]').waitFor();

    // mídia: só YouTube
    await admin.getByRole('button', { name: 'Vídeo do YouTube' }).click();
    const dVideo = admin.getByRole('dialog', { name: 'Vídeo do YouTube' });
    await dVideo.getByLabel('URL do vídeo').fill('https://vimeo.com/123456');
    await dVideo.getByRole('button', { name: 'Aplicar' }).click();
    await dVideo.getByText('URL de mídia não suportada.').waitFor();
    await dVideo.getByRole('button', { name: 'Cancelar' }).click();

    // imagem enviada ao servidor
    await editor.press('End');
    await admin.getByRole('button', { name: 'Imagem' }).click();
    const dImg = admin.getByRole('dialog', { name: 'Imagem' });
    await dImg.getByTestId('editor-arquivo-imagem').setInputFiles({ name: 'portal.png', mimeType: 'image/png', buffer: PNG });
    await editor.locator('img[src^="/v1/ajudaUpload/"]').waitFor();
    await admin.screenshot({ path: `${SHOTS}/ajuda-editor.png`, fullPage: true });

    await admin.getByRole('button', { name: /Salvar/ }).click();
    await admin.waitForURL(/\/erp\/ajuda\/consultar(\?.*)?$/);
    const salvo = (await e.db.pool.query(`SELECT conteudo, publicado FROM ajuda WHERE titulo = 'Transmitir NF-e em contingência'`)).rows[0];
    expect(salvo.publicado).toBe(true);
    expect(salvo.conteudo).toContain('Na contingência (SVC-AN/SVC-RS) a nota sai com');
    expect(salvo.conteudo).toMatch(/<span style="color:(#c92a2a|rgb\(201, ?42, ?42\))">outra série<\/span>/);
    expect(salvo.conteudo).toContain('href="https://www.nfe.fazenda.gov.br"');
    expect(salvo.conteudo).toMatch(/<img src="\/v1\/ajudaUpload\/[0-9a-f-]{36}"/);
    // na lista, com o nome da categoria; e a categoria com os seus módulos
    await admin.getByRole('row').filter({ hasText: 'Transmitir NF-e em contingência' }).getByText('Faturamento e NF-e').waitFor();
    await admin.screenshot({ path: `${SHOTS}/ajuda-lista.png` });
    await admin.goto(`${e.base}/erp/ajuda/categorias/consultar`);
    await admin.getByRole('row').filter({ hasText: 'Faturamento e NF-e' }).first().click();
    await admin.waitForURL(/\/erp\/ajuda\/categorias\/editar\/\d+$/);
    await admin.getByRole('tab', { name: /Módulos/ }).click();
    await admin.getByText('Gerenciador de NF-e').first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/ajuda-categoria.png`, fullPage: true });
    await admin.context().close();

    // a loja acha o artigo na central, sem acento, e o lê com a imagem
    const loja = await e.newPage();
    await signIn(loja, 'loja');
    const nav = loja.getByRole('navigation', { name: 'Menu principal' });
    const secao = nav.getByRole('button', { name: 'Suporte' });
    if ((await secao.getAttribute('aria-expanded')) === 'false') await secao.click();
    await nav.getByRole('link', { name: 'Central de ajuda' }).click();
    await loja.waitForURL(/\/erp\/suporte\/ajuda\/consultar(\?.*)?$/);
    await loja.getByLabel('Pesquisar na ajuda').fill('contingencia svc');
    const card = loja.getByRole('listitem').filter({ hasText: 'Transmitir NF-e em contingência' });
    await card.waitFor();
    await expect.poll(() => loja.getByRole('list', { name: 'Artigos' }).getByRole('listitem').count()).toBe(1);
    await card.click();
    const artigo = loja.getByRole('article', { name: 'Transmitir NF-e em contingência' });
    await artigo
      .getByTestId('conteudo-artigo')
      .getByText(/Na contingência \(SVC-AN\/SVC-RS\)/)
      .waitFor();
    const img = artigo.locator('img[src^="/v1/ajudaUpload/"]');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(320);
    expect(await artigo.getByRole('link', { name: 'portal' }).getAttribute('target')).toBe('_blank');
    await loja.screenshot({ path: `${SHOTS}/ajuda-central.png`, fullPage: true });

    // ajuda contextual do faturamento (categoria ligada ao módulo 'faturamento')
    await loja.goto(`${e.base}/erp/faturamento/consultar`);
    await loja.getByRole('button', { name: 'Ajuda desta tela' }).click();
    const painel = loja.getByRole('region', { name: 'Ajuda desta tela' });
    await painel.getByText('Transmitir NF-e em contingência').click();
    await painel.getByText(/Na contingência \(SVC-AN\/SVC-RS\)/).waitFor();
    await loja.screenshot({ path: `${SHOTS}/ajuda-contextual.png` });
    await painel.getByRole('button', { name: 'Abrir na central de ajuda' }).click();
    await loja.waitForURL(/\/erp\/suporte\/ajuda\/consultar\?artigo=\d+$/);
    await loja.context().close();
  });
});
