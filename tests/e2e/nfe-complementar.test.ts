/**
 * NF-e complementar de ICMS de ponta a ponta, no Chromium contra o servidor, o
 * banco e o simulador da SEFAZ: fatura e transmite uma venda; no gerenciador de NF-e, "Complementar
 * ou ajustar" -> Complemento de ICMS de R$ 7,20 a 18% -> rascunho (finalidade 2, NF-e referenciada =
 * a venda) -> Salvar e transmitir -> Autorizada; o DANFE traz "NF-e COMPLEMENTAR" e a chave
 * referenciada. Na lista do faturamento, "Complementar ou ajustar" -> Ajuste de ICMS (finalidade 3)
 * -> rascunho com a venda referenciada -> Autorizada.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { textoDoPdf } from '../api/pdf-texto.ts';

let e: E2E;
let page: Page;
let venda = 0;
let chaveVenda = '';

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
});

const q1 = async (sql: string, p: unknown[]) => (await e.db.pool.query(sql, p)).rows[0];

async function transmitirNaTela(): Promise<void> {
  await page.getByRole('button', { name: 'Salvar e transmitir' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  const resultado = page.getByTestId('resultado-autorizacao');
  await resultado.waitFor({ timeout: 60_000 }).catch(async (err) => {
    await page.screenshot({ path: `${SHOTS}/nfe-complementar-falha.png` });
    throw new Error(`${err}\n${(await page.locator('body').innerText()).slice(0, 1500)}`);
  });
  expect(await resultado.textContent()).toContain('Autorizada');
  await page.getByRole('button', { name: 'OK' }).click();
}

describe('NF-e complementar de ICMS pela tela', () => {
  it('venda autorizada', async () => {
    await page.goto(`${e.base}/erp/faturamento/editar`);
    const cliente = page.getByRole('combobox', { name: 'Cliente', exact: true }); // o listbox aberto também tem o rótulo Cliente
    await cliente.click();
    await cliente.fill('Ce');
    await page.getByRole('option').first().click();
    await page.getByRole('tab', { name: /Itens/ }).click();
    await page.getByRole('button', { name: 'Adicionar item' }).first().click();
    const produto = page.getByLabel('Produto do item 1');
    await produto.click();
    await produto.fill('Arroz');
    await page.getByRole('option').first().click();
    await expect.poll(async () => (await page.getByTestId('total-total_nota').textContent()) ?? '', { timeout: 15_000 }).toMatch(/[1-9]/);
    await transmitirNaTela();
    venda = Number(/faturamento\/editar\/(\d+)/.exec(page.url())![1]);
    chaveVenda = (await q1('SELECT chave FROM faturamento WHERE id = $1', [venda])).chave;
    expect(chaveVenda).toMatch(/^\d{44}$/);
  });

  it('Complementar ICMS no gerenciador -> rascunho finalidade 2 -> Autorizada; DANFE "NF-e COMPLEMENTAR"', async () => {
    await page.goto(`${e.base}/erp/gerenciarNFe/gerenciarnfe`);
    const acoes = page.getByRole('button', { name: /^Ações da nota/ }).first();
    await acoes.waitFor({ timeout: 30_000 });
    await acoes.click();
    await page.getByRole('menuitem', { name: 'Complementar ou ajustar' }).click();
    const dialogo = page.getByRole('dialog', { name: /Complemento ou ajuste da NF-e/ });
    await dialogo.getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'Complemento de ICMS' }).click();
    await dialogo.getByLabel('Valor do ICMS (R$)').fill('7,20');
    await dialogo.getByLabel('Alíquota do ICMS (%)').fill('18');
    await page.screenshot({ path: `${SHOTS}/nfe-complementar.png` });
    await dialogo.getByRole('button', { name: 'Gerar complementar' }).click();
    await page.waitForURL(/faturamento\/editar\/\d+/);
    const id = Number(/faturamento\/editar\/(\d+)/.exec(page.url())![1]);
    expect(id).not.toBe(venda);
    await expect.poll(async () => page.getByLabel('Chave referenciada 1').inputValue(), { timeout: 15_000 }).toBe(chaveVenda);
    const rascunho = await q1('SELECT finalidade, situacao, total_icms::text AS icms FROM faturamento WHERE id = $1', [id]);
    expect(rascunho).toEqual({ finalidade: 2, situacao: 'digitacao', icms: '7.20' });

    await transmitirNaTela();
    expect((await q1('SELECT situacao FROM faturamento WHERE id = $1', [id])).situacao).toBe('autorizada');
    await page.getByRole('button', { name: 'DANFE' }).first().click();
    await page.getByTestId('visualizador-pdf').waitFor();
    const [pdfDl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
    const texto = textoDoPdf(readFileSync((await pdfDl.path())!)).replace(/\s+/g, ' ');
    expect(texto).toContain('NF-e COMPLEMENTAR');
    expect(texto).toContain('NF-e referenciada:');
    await page.getByRole('button', { name: 'Fechar' }).click();
  });

  it('Ajuste de ICMS pela lista do faturamento -> rascunho finalidade 3 com a venda referenciada -> Autorizada', async () => {
    await page.goto(`${e.base}/erp/faturamento/consultar`);
    const linha = page.getByTestId(`nota-${venda}`);
    await linha.waitFor({ timeout: 30_000 });
    await linha.getByRole('button', { name: 'Complementar ou ajustar' }).click();
    const dialogo = page.getByRole('dialog', { name: /Complemento ou ajuste da NF-e/ });
    await dialogo.getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'Ajuste de ICMS (finalidade 3)' }).click();
    await dialogo.getByLabel('Valor do ICMS (R$)').fill('3,60');
    await dialogo.getByLabel('Alíquota do ICMS (%)').fill('18');
    await dialogo.getByLabel('Motivo do ajuste').fill('Diferença de alíquota apurada.');
    await dialogo.getByRole('button', { name: 'Gerar ajuste' }).click();
    await page.waitForURL(/faturamento\/editar\/\d+/);
    const id = Number(/faturamento\/editar\/(\d+)/.exec(page.url())![1]);
    await expect.poll(async () => page.getByLabel('Chave referenciada 1').inputValue(), { timeout: 15_000 }).toBe(chaveVenda);
    const rascunho = await q1('SELECT finalidade, tipo_operacao, total_icms::text AS icms FROM faturamento WHERE id = $1', [id]);
    expect(rascunho).toEqual({ finalidade: 3, tipo_operacao: 1, icms: '3.60' });
    await transmitirNaTela();
    expect((await q1('SELECT situacao FROM faturamento WHERE id = $1', [id])).situacao).toBe('autorizada');
  });
});
