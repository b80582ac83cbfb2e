/**
 * Compras no Chromium: o item da nota que não casou com nenhum produto é
 * cadastrado como produto no próprio diálogo de vínculo (descrição, NCM, GTIN e unidade vindos do
 * XML, custo mostrado; o nome é trocado pelo usuário), a compra finaliza; a compra tem o detalhe com
 * os itens, os tributos, os totais e as contas a pagar, e baixa o XML; no celular (390 px) o detalhe
 * cabe na tela. A nota real (tests/fixtures/dados/nfe) é reemitida para a empresa `loja`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { CELULAR, dialogoDentroDaJanela } from './dialogos.ts';
import { lerAmostra, reemitirPara } from '../fixtures/nfe-fornecedor.ts';

let e: E2E;
let page: Page;
let emit = 0;
let cnpjLoja = '';

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  cnpjLoja = (await e.db.pool.query('SELECT cnpj FROM emitente WHERE id = $1', [emit])).rows[0].cnpj;
}, 180_000);
afterAll(async () => {
  await e?.close();
});

describe('compras: produto a partir do item e detalhe da compra', () => {
  it('cadastra o produto com os dados do item da nota no diálogo de vínculo; a compra finaliza', async () => {
    await page.goto(`${e.base}/erp/compra/consultar`);
    await page.getByRole('button', { name: 'Importar XML/ZIP' }).waitFor({ timeout: 20_000 });
    const nota = Buffer.from(reemitirPara(lerAmostra('samples/06-nfeProc-mod55-RS-2018-spednfe.xml'), { dest: cnpjLoja }));
    await page.getByTestId('arquivo-compra').setInputFiles([{ name: '06.xml', mimeType: 'text/xml', buffer: nota }]);
    const linha = page.getByTestId('resultado-importacao').getByRole('alert').filter({ hasText: '06.xml' });
    await linha.getByRole('button', { name: 'Vincular itens' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByText(/UM PRODUTO TESTE QUALQUER/).waitFor();
    const janela = page.viewportSize()!;
    await page.setViewportSize(CELULAR);
    await dialogoDentroDaJanela(page, dialogo, 'vincular itens a 390 px');
    await page.setViewportSize(janela);
    await dialogo.getByRole('button', { name: 'Cadastrar produto' }).click();
    const form = dialogo.getByRole('group', { name: 'Novo produto do item 1' });
    await form.waitFor();
    // os dados da nota já preenchidos
    expect(await form.getByLabel('Descrição').inputValue()).toBe('UM PRODUTO TESTE QUALQUER');
    expect(await form.getByLabel('NCM').inputValue()).toBe('64011000');
    expect(await form.getByLabel('GTIN/EAN').inputValue()).toBe('SEM GTIN');
    expect(await form.getByLabel('Unidade').inputValue()).toBe('UN');
    await form.getByText('Custo pela nota: R$ 50,00 por UN').waitFor();
    // o usuário dá o nome dele ao produto e o preço de venda, digitando sem pausa
    await form.getByLabel('Descrição').fill('');
    await form.getByLabel('Descrição').pressSequentially('Tênis de lona azul');
    await form.getByLabel('Preço de venda (R$)').click();
    await form.getByLabel('Preço de venda (R$)').pressSequentially('89,90');
    await page.screenshot({ path: `${SHOTS}/compras-produto-do-item.png` });
    await form.getByRole('button', { name: 'Cadastrar e vincular' }).click();
    await dialogo.getByText(/cadastrado e vinculado\. Compra \d+ finalizada/).waitFor({ timeout: 15_000 });
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
    const { rows } = await e.db.pool.query(
      `SELECT p.descricao, p.ncm, p.unidade, p.preco_venda::text, p.preco_custo::text, i.produto_id = p.id AS vinculado
         FROM compra_item i JOIN produto p ON p.emitente_id = i.emitente_id AND p.id = i.produto_id
        WHERE i.emitente_id = $1 AND i.codigo_fornecedor = '11007'`,
      [emit],
    );
    expect(rows[0]).toMatchObject({ descricao: 'Tênis de lona azul', ncm: '64011000', unidade: 'UN', vinculado: true });
    expect(Number(rows[0].preco_venda)).toBe(89.9);
    expect(Number(rows[0].preco_custo)).toBe(50);
  });

  it('o detalhe da compra mostra itens, tributos, totais e contas a pagar, e baixa o XML', async () => {
    const { rows } = await e.db.pool.query(`SELECT id FROM compra WHERE emitente_id = $1 AND numero = '26'`, [emit]);
    const id = rows[0].id as number;
    await page.getByRole('row').filter({ hasText: 'Finalizada' }).first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: `Detalhes da compra ${id}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Compra ${id} · NF 26/1` });
    const itens = dialogo.getByRole('table', { name: 'Itens da compra' });
    await itens.waitFor({ timeout: 15_000 });
    const item = (await itens.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ');
    expect(item).toContain('UM PRODUTO TESTE QUALQUER');
    expect(item).toContain('Tênis de lona azul');
    expect(item).toContain('64011000 / 6101');
    expect(item).toContain('R$ 500,00');
    await dialogo.getByText('UMA RAZAO SOCIAL DE TESTE QUALQUER (06.929.383/0001-63)').waitFor();
    const totais = (await dialogo.getByRole('group', { name: 'Totais da compra' }).innerText()).replace(/\s+/g, ' ');
    expect(totais).toContain('Total da compra R$ 500,00');
    const pagar = (await dialogo.getByRole('table', { name: 'Contas a pagar da compra' }).getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ');
    expect(pagar).toContain('31/12/2018');
    expect(pagar).toContain('R$ 1,00');
    expect(pagar).toContain('Em aberto');
    await page.screenshot({ path: `${SHOTS}/compras-detalhe.png` });
    const [download] = await Promise.all([page.waitForEvent('download'), dialogo.getByRole('button', { name: 'Baixar XML' }).click()]);
    expect(download.suggestedFilename()).toMatch(/procNFe\.xml$/);
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
    await dialogo.waitFor({ state: 'hidden' });

    // no celular o detalhe ocupa a tela, sem passar da largura, e "Fechar" está à vista
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: `Detalhes da compra ${id}` }).click();
    await itens.waitFor({ timeout: 15_000 });
    const caixa = await dialogo.boundingBox();
    expect(caixa!.x).toBeGreaterThanOrEqual(0);
    expect(caixa!.x + caixa!.width).toBeLessThanOrEqual(390);
    const fechar = await dialogo.getByRole('button', { name: 'Fechar' }).boundingBox();
    expect(fechar!.y + fechar!.height).toBeLessThanOrEqual(844);
    expect(fechar!.x + fechar!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/compras-detalhe-celular.png` });
  });
});
