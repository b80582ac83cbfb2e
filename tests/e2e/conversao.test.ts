/**
 * Importação de planilha no navegador: a dona da loja abre Configurações ›
 * Conversão de planilhas, envia 500 produtos com 3 linhas erradas e vê os erros por aba, linha e
 * coluna (nada gravado); envia a planilha corrigida, importa, e a tarefa grava os 500.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { escreverXlsx } from '../../src/server/modules/conversao/planilha.ts';

let e: E2E;
let page: Page;
let emitLoja = 0;
let ncm = '';
const dir = mkdtempSync(join(tmpdir(), 'erp-planilha-'));

function planilha(nome: string, ruim: boolean): string {
  const linhas: Array<Array<string | number>> = [['Código do produto', 'Descrição', 'NCM', 'Unidade comercial', 'Preço de venda (R$)']];
  for (let i = 1; i <= 500; i++) {
    const l: Array<string | number> = [`PLAN${String(i).padStart(4, '0')}`, `Item da planilha ${i}`, ncm, 'UN', Number((5 + i / 10).toFixed(2))];
    if (ruim && i === 7) l[2] = '12AB';
    if (ruim && i === 250) l[3] = '';
    if (ruim && i === 499) l[4] = 'R$ dez';
    linhas.push(l);
  }
  const caminho = join(dir, nome);
  writeFileSync(caminho, escreverXlsx([{ nome: 'Produtos', linhas }]));
  return caminho;
}

beforeAll(async () => {
  e = await startE2E();
  emitLoja = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  ncm = (await e.db.pool.query(`SELECT ncm FROM produto WHERE emitente_id = $1 AND ncm IS NOT NULL LIMIT 1`, [emitLoja])).rows[0].ncm;
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
}, 120_000);
afterAll(async () => {
  await e?.close();
});

const contar = async () =>
  (await e.db.pool.query(`SELECT count(*)::int AS n FROM produto WHERE emitente_id = $1 AND codigo LIKE 'PLAN%'`, [emitLoja])).rows[0].n;

describe('conversao/gerenciar', () => {
  it('500 produtos com 3 erros: erros por linha e coluna; corrigida, importa', async () => {
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Conversão de planilhas' }).click();
    await page.waitForURL('**/erp/conversao/gerenciar');
    await page.locator('input[type=file]').setInputFiles(planilha('produtos-com-erros.xlsx', true));
    const erros = page.getByRole('table', { name: 'Erros da planilha' });
    await erros.waitFor({ timeout: 30_000 });
    const linhas = (await erros.getByRole('row').allInnerTexts()).slice(1).map((t) => t.split(/\t|\n/).filter(Boolean).slice(0, 3));
    expect(linhas).toEqual([
      ['Produtos', '8', 'C'],
      ['Produtos', '251', 'D'],
      ['Produtos', '500', 'E'],
    ]);
    expect(await page.getByRole('button', { name: 'Importar' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/conversao-erros.png`, fullPage: true });
    expect(await contar()).toBe(0);

    await page.locator('input[type=file]').setInputFiles(planilha('produtos.xlsx', false));
    await page.getByText('500 linha(s) da aba Produtos prontas para importar.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Importar' }).click();
    await page.getByText(/Importação de 500 linha\(s\) iniciada/).waitFor({ timeout: 15_000 });
    await expect.poll(contar, { timeout: 60_000 }).toBe(500);
    const gaveta = page.getByRole('region', { name: 'Tarefas' });
    await gaveta.waitFor({ timeout: 15_000 });
    await expect.poll(() => gaveta.innerText(), { timeout: 30_000 }).toMatch(/500 produtos importado/);
    await page.screenshot({ path: `${SHOTS}/conversao-importada.png`, fullPage: true });
  });
  it('clientes: a tela lista o que a validação exige e como escrever o município', async () => {
    await page.goto(`${e.base}/erp/conversao/gerenciar`);
    await page.getByRole('combobox', { name: 'Cadastro' }).click();
    await page.getByRole('option', { name: 'Clientes' }).click();
    const requisitos = page.getByTestId('conversao-requisitos');
    await expect
      .poll(async () => (await requisitos.textContent()) ?? '')
      .toMatch(/Colunas obrigatórias: Nome \/ Razão social, CPF\/CNPJ \(estrangeiro: deixe vazio e preencha Documento estrangeiro\)\./);
    const texto = (await requisitos.textContent()) ?? '';
    expect(texto).toMatch(/Preenchidas pelo sistema quando vazias: .*Tipo de pessoa \(deduzido de CPF\/CNPJ/);
    expect(texto).toMatch(/Município: nome com a UF \("Campinas\/SP"/);
    await page.screenshot({ path: `${SHOTS}/conversao-clientes-requisitos.png` });
  });
});
