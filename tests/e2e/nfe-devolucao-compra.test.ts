/**
 * Devolução de parte de uma compra de ponta a ponta, no Chromium contra o
 * servidor, o banco e o simulador da SEFAZ: importa na lista de compras o XML real de um fornecedor
 * do regime normal (389,95 KG com ICMS 12%; o item é vinculado a um produto nosso, 1 KG = 1, e a
 * compra finaliza); botão "Devolver" da compra -> 100 KG -> rascunho de saída (finalidade devolução, NF-e
 * referenciada = a chave do fornecedor, ICMS do crédito proporcional) -> Salvar e transmitir ->
 * Autorizada.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { lerAmostra, reemitirPara } from '../fixtures/nfe-fornecedor.ts';

// a nota real do fornecedor, reemitida para a loja (a importação exige destinatário = a empresa)
let NOTA_2017 = Buffer.alloc(0);

let e: E2E;
let page: Page;

beforeAll(async () => {
  e = await startE2E();
  const cnpj = (await e.db.pool.query(`SELECT e.cnpj FROM emitente e JOIN usuario u ON u.emitente_id = e.id WHERE u.login = 'loja'`)).rows[0].cnpj;
  NOTA_2017 = Buffer.from(reemitirPara(lerAmostra('sped-nfe-fixtures/2017protocoled.xml'), { dest: cnpj }));
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
});

const q1 = async (sql: string, p: unknown[]) => (await e.db.pool.query(sql, p)).rows[0];

describe('devolução de compra pela tela', () => {
  it('importa a compra e devolve 100 de 389,95 KG pelo botão Devolver: rascunho com o ICMS proporcional, autorizado', async () => {
    await page.goto(`${e.base}/erp/compra/consultar`);
    await page.getByRole('button', { name: 'Importar XML/ZIP' }).waitFor({ timeout: 20_000 });
    await page.getByTestId('arquivo-compra').setInputFiles([{ name: '2017.xml', mimeType: 'text/xml', buffer: NOTA_2017 }]);
    const resultado = page.getByTestId('resultado-importacao');
    await expect.poll(async () => (await resultado.textContent()) ?? '', { timeout: 20_000 }).toMatch(/2017\.xml: NF-e 30 importada/);
    await resultado.getByRole('alert').filter({ hasText: '2017.xml' }).getByRole('button', { name: 'Vincular itens' }).click();
    const vinculo = page.getByRole('dialog');
    const produto = vinculo.getByLabel('Nosso produto');
    await produto.click();
    await produto.fill('Arroz');
    await page.getByRole('option').first().click();
    await vinculo.getByLabel(/Unidades nossas por KG/).fill('1');
    await vinculo.getByRole('button', { name: 'Vincular' }).click();
    await expect.poll(async () => await vinculo.getByText(/finalizada/).count(), { timeout: 15_000 }).toBe(1);
    await vinculo.getByRole('button', { name: 'Fechar' }).click();
    const compra = await q1('SELECT id, chave FROM compra WHERE numero = $1 ORDER BY id DESC LIMIT 1', ['30']);
    expect(compra.chave).toMatch(/^\d{44}$/);

    const linha = page.getByRole('row').filter({ hasText: 'Finalizada' }).filter({ hasText: '30' }).first();
    await linha.getByRole('button', { name: 'Devolver' }).click();
    const dialogo = page.getByRole('dialog', { name: /Devolução da compra 30/ });
    await dialogo.getByLabel('Quantidade a devolver do item 1').fill('100');
    await page.screenshot({ path: `${SHOTS}/nfe-devolucao-compra.png` });
    await dialogo.getByRole('button', { name: 'Gerar devolução' }).click();
    await page.waitForURL(/faturamento\/editar\/\d+/);
    const id = Number(/faturamento\/editar\/(\d+)/.exec(page.url())![1]);
    await expect.poll(async () => page.getByLabel('Chave referenciada 1').inputValue(), { timeout: 15_000 }).toBe(compra.chave);
    const rascunho = await q1(
      'SELECT finalidade, tipo_operacao, situacao, total_bc_icms::text AS bc, total_icms::text AS icms FROM faturamento WHERE id = $1',
      [id],
    );
    expect(rascunho).toEqual({ finalidade: 4, tipo_operacao: 1, situacao: 'digitacao', bc: '4992.00', icms: '599.04' });

    await page.getByRole('button', { name: 'Salvar e transmitir' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    const res = page.getByTestId('resultado-autorizacao');
    await res.waitFor({ timeout: 60_000 }).catch(async (err) => {
      await page.screenshot({ path: `${SHOTS}/nfe-devolucao-compra-falha.png` });
      throw new Error(`${err}\n${(await page.locator('body').innerText()).slice(0, 1500)}`);
    });
    expect(await res.textContent()).toContain('Autorizada');
    await page.getByRole('button', { name: 'OK' }).click();
    const nota = await q1('SELECT situacao, total_icms::text AS icms FROM faturamento WHERE id = $1', [id]);
    expect(nota).toEqual({ situacao: 'autorizada', icms: '599.04' });
    const xml = (await q1(`SELECT xml FROM documento_fiscal_xml WHERE faturamento_id = $1 AND tipo = 'nfeProc'`, [id])).xml as string;
    expect(xml).toContain(`<refNFe>${compra.chave}</refNFe>`);
    expect(xml).toContain('<vBC>4992.00</vBC><pICMS>12.00</pICMS><vICMS>599.04</vICMS>');
  });
});
