/**
 * PDV num tablet ("Works on a 1366x768 screen and a tablet"), no Chromium com
 * toque, como o usuário `caixa`: em retrato (800x1280) e em paisagem (1280x800) a tela de venda não
 * rola na horizontal e o campo de código, a tabela de itens, o total e as teclas de atalho ficam
 * dentro da tela; a venda é feita tocando nos botões (sem F-teclas): bipa um item, toca em
 * "Pagamento", paga em dinheiro e a NFC-e sai autorizada pelo simulador da SEFAZ; a barra de atalhos
 * (F6 remove o item, F9 abre o fechamento do caixa) funciona ao toque.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let emit = 0;
let produto: Record<string, any>;

beforeAll(async () => {
  e = await startE2E();
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'caixa'`)).rows[0].emitente_id;
  produto = (
    await e.db.pool.query(
      `SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`,
      [emit],
    )
  ).rows[0];
  const ctx = await e.browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 800, height: 1280 },
    hasTouch: true,
    isMobile: true,
  });
  page = await ctx.newPage();
  await entrar(page, e.base, 'caixa');
}, 180_000);
afterAll(async () => {
  await e?.close();
});

/** The element is entirely inside the viewport (no scrolling needed to see it). */
async function dentroDaTela(testId: string | null, locator = testId ? page.getByTestId(testId) : null) {
  const box = await locator!.boundingBox();
  const vp = page.viewportSize()!;
  expect(box, testId ?? '').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(vp.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(vp.height + 0.5);
}

const semRolagemHorizontal = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('PDV num tablet, em retrato e em paisagem', () => {
  it('abre o caixa e vende um item tocando nos botões, em retrato', async () => {
    await page.goto(`${e.base}/erp/pdv/venda`);
    await page.getByLabel('Fundo de troco (R$)').fill('50,00');
    await page.getByRole('button', { name: 'Enter - Abrir caixa' }).tap();
    const entrada = page.getByTestId('entrada-pdv');
    await entrada.waitFor();
    await entrada.fill(produto.gtin);
    await entrada.press('Enter');
    const linhas = page.getByRole('table', { name: 'Itens da venda' }).getByRole('row');
    await expect.poll(() => linhas.count()).toBe(2);
    expect(await semRolagemHorizontal()).toBe(true);
    await dentroDaTela('entrada-pdv');
    await dentroDaTela('total-venda');
    await dentroDaTela(null, page.getByRole('button', { name: 'F10 - Pagamento' }));
    await page.screenshot({ path: `${SHOTS}/pdv-tablet-retrato.png` });

    await page.getByRole('button', { name: 'F10 - Pagamento' }).tap();
    const d = page.getByRole('dialog', { name: /Pagamento/ });
    await d.waitFor();
    await d.getByRole('button', { name: '1 Dinheiro' }).tap();
    const v = d.getByLabel('Valor do pagamento');
    await v.fill(Number(produto.preco_venda).toFixed(2).replace('.', ','));
    await v.press('Enter');
    await d.getByRole('button', { name: 'F10 - Concluir venda' }).tap();
    const r = page.getByTestId('resultado-venda');
    await r.waitFor({ timeout: 30_000 });
    expect(await r.textContent()).toMatch(/Autorizado o uso da NFC-e/);
    const venda = (await e.db.pool.query('SELECT situacao FROM venda_cupom WHERE emitente_id = $1 ORDER BY id DESC LIMIT 1', [emit])).rows[0];
    expect(venda.situacao).toBe('autorizada');
    await page.keyboard.press('Escape');
  });

  it('em paisagem (1280x800) a venda continua inteira na tela, sem rolagem horizontal', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${e.base}/erp/pdv/venda`);
    const entrada = page.getByTestId('entrada-pdv');
    await entrada.waitFor();
    await entrada.fill(`3x${produto.gtin}`);
    await entrada.press('Enter');
    await expect.poll(() => page.getByRole('table', { name: 'Itens da venda' }).getByRole('row').count()).toBe(2);
    expect(await semRolagemHorizontal()).toBe(true);
    await dentroDaTela('entrada-pdv');
    await dentroDaTela('total-venda');
    await dentroDaTela(null, page.getByRole('button', { name: 'F10 - Pagamento' }));
    await page.screenshot({ path: `${SHOTS}/pdv-tablet-paisagem.png` });
    // sem teclado físico, a barra de atalhos faz o que as teclas F fazem
    const barra = page.getByRole('toolbar', { name: 'Teclas de atalho' });
    await barra.getByRole('button', { name: 'F6 Remover item' }).tap();
    await expect.poll(() => page.getByRole('table', { name: 'Itens da venda' }).getByRole('row').count()).toBe(1);
    expect(await barra.getByRole('button', { name: 'F10 Pagamento' }).isDisabled()).toBe(true);
    await barra.getByRole('button', { name: 'F9 Fechar caixa' }).tap();
    await page.getByRole('dialog', { name: 'Fechar o caixa' }).waitFor();
    await page.keyboard.press('Escape');
  });
});
