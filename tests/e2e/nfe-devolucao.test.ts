/**
 * Devolução de venda de ponta a ponta, no Chromium contra o servidor, o
 * banco e o simulador da SEFAZ (HTTPS com TLS mútuo): fatura 3 produtos e transmite; no
 * gerenciador de NF-e, "Devolver" 1 dos 3 itens -> rascunho (finalidade devolução, NF-e
 * referenciada = a venda) -> Salvar e transmitir -> Autorizada; o DANFE traz a marca da devolução,
 * a chave referenciada e "0 - ENTRADA".
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

describe('NF-e de devolução pela tela', () => {
  it('venda de três produtos autorizada', async () => {
    await page.goto(`${e.base}/erp/faturamento/editar`);
    const cliente = page.getByRole('combobox', { name: 'Cliente', exact: true }); // o listbox aberto também tem o rótulo Cliente
    await cliente.click();
    await cliente.fill('Ce');
    await page.getByRole('option').first().click();
    await page.getByRole('tab', { name: /Itens/ }).click();
    for (let n = 1; n <= 3; n++) {
      await page.getByRole('button', { name: 'Adicionar item' }).first().click();
      const produto = page.getByLabel(`Produto do item ${n}`);
      await produto.click();
      await produto.fill(['Arroz', 'Feijão', 'Café'][n - 1]);
      await page.getByRole('option').first().click();
    }
    await expect.poll(async () => (await page.getByTestId('total-total_nota').textContent()) ?? '', { timeout: 15_000 }).toMatch(/[1-9]/);
    await page.getByRole('button', { name: 'Salvar e transmitir' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    const resultado = page.getByTestId('resultado-autorizacao');
    await resultado.waitFor({ timeout: 60_000 }).catch(async (err) => {
      await page.screenshot({ path: `${SHOTS}/nfe-devolucao-falha.png` });
      throw new Error(`${err}\n${(await page.locator('body').innerText()).slice(0, 1500)}`);
    });
    expect(await resultado.textContent()).toContain('Autorizada');
    await page.getByRole('button', { name: 'OK' }).click();
    venda = Number(/faturamento\/editar\/(\d+)/.exec(page.url())![1]);
    chaveVenda = (await q1('SELECT chave FROM faturamento WHERE id = $1', [venda])).chave;
    expect(chaveVenda).toMatch(/^\d{44}$/);
  });

  it('Devolver 1 item no gerenciador -> rascunho -> transmitir -> Autorizada; DANFE com a marca', async () => {
    await page.goto(`${e.base}/erp/gerenciarNFe/gerenciarnfe`);
    const acoes = page.getByRole('button', { name: /^Ações da nota/ }).first();
    await acoes.waitFor({ timeout: 30_000 });
    await acoes.click();
    await page.getByRole('menuitem', { name: 'Devolver' }).click();
    const dialogo = page.getByRole('dialog', { name: /Devolução da NF-e/ });
    await dialogo.getByLabel('Quantidade a devolver do item 1').fill('1');
    await page.screenshot({ path: `${SHOTS}/nfe-devolver.png` });
    await dialogo.getByRole('button', { name: 'Gerar devolução' }).click();
    await page.waitForURL(/faturamento\/editar\/\d+/);
    const id = Number(/faturamento\/editar\/(\d+)/.exec(page.url())![1]);
    expect(id).not.toBe(venda);
    await expect.poll(async () => page.getByLabel('Chave referenciada 1').inputValue(), { timeout: 15_000 }).toBe(chaveVenda);
    const rascunho = await q1('SELECT finalidade, tipo_operacao, situacao FROM faturamento WHERE id = $1', [id]);
    expect(rascunho).toEqual({ finalidade: 4, tipo_operacao: 0, situacao: 'digitacao' });
    expect((await q1('SELECT count(*)::int AS n, min(cfop) AS cfop FROM faturamento_item WHERE faturamento_id = $1', [id])).n).toBe(1);

    await page.getByRole('button', { name: 'Salvar e transmitir' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    const resultado = page.getByTestId('resultado-autorizacao');
    await resultado.waitFor({ timeout: 60_000 });
    expect(await resultado.textContent()).toContain('Autorizada');
    await page.screenshot({ path: `${SHOTS}/nfe-devolucao-autorizada.png` });
    await page.getByRole('button', { name: 'OK' }).click();
    expect((await q1('SELECT situacao FROM faturamento WHERE id = $1', [id])).situacao).toBe('autorizada');

    await page.getByRole('button', { name: 'DANFE' }).first().click();
    await page.getByTestId('visualizador-pdf').waitFor();
    const [pdfDl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
    const texto = textoDoPdf(readFileSync((await pdfDl.path())!)).replace(/\s+/g, ' ');
    expect(texto).toContain('DEVOLUÇÃO DE MERCADORIA');
    expect(texto).toContain('NF-e referenciada:');
    expect(texto).toContain('0 - ENTRADA');
    await page.getByRole('button', { name: 'Fechar' }).click();
  });
});
