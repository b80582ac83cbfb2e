/**
 * Relatórios de ponta a ponta (issue 15 "Done when"), no Chromium contra o servidor real: escolher
 * "Vendas por período", consultar (tabela com o total igual à soma SQL das NF-e autorizadas e
 * gráfico), gerar XLSX e PDF como tarefas (progresso na tela e na gaveta Tarefas) e baixar os dois.
 * As NF-e de venda do mês são inseridas aqui (a demonstração não tem faturamento).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { lerPlanilha } from '../../src/server/modules/conversao/planilha.ts';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let emit = 0;

beforeAll(async () => {
  e = await startE2E();
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  const cli = (await e.db.pool.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emit])).rows;
  for (const [n, situacao, total] of [
    [1, 'autorizada', '1234.56'],
    [2, 'autorizada', '789.10'],
    [3, 'cancelada', '5000.00'],
  ] as const) {
    await e.db.pool.query(
      `INSERT INTO faturamento (emitente_id, cliente_id, natureza_operacao, situacao, numero, total_produtos, total_nota) VALUES ($1, $2, 'Venda', $3, $4, $5, $5)`,
      [emit, cli[n % 2].id, situacao, 900 + n, total],
    );
  }
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
});

describe('relatórios: vendas por período com tabela, gráfico, XLSX e PDF por tarefa', () => {
  it('consulta e mostra o total das NF-e autorizadas', async () => {
    await page.goto(`${e.base}/erp/relatorios/consultar`);
    await page.getByRole('combobox', { name: 'Relatório' }).click();
    await page.getByRole('option', { name: 'Vendas por período' }).click();
    await page.getByLabel('Data inicial').waitFor();
    await page.getByRole('button', { name: 'Consultar' }).click();
    const tabela = page.getByTestId('relatorio-tabela');
    await tabela.waitFor({ timeout: 15_000 });
    const total = (await e.db.pool.query(`SELECT sum(total_nota) AS v FROM faturamento WHERE emitente_id = $1 AND situacao = 'autorizada'`, [emit])).rows[0].v;
    const esperado = Number(total).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
    const linhaTotal = tabela.getByRole('row').last();
    await expect.poll(async () => (await linhaTotal.textContent())?.replace(/\s/g, ' ')).toContain(esperado.replace(/\s/g, ' '));
    expect(await page.locator('.MuiChartsSurface-root, svg.MuiChartsSurface-root').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/relatorios-vendas-periodo.png`, fullPage: true });
  });

  it('gera XLSX e PDF em tarefas com progresso e baixa os arquivos', async () => {
    await page.getByRole('button', { name: 'Gerar XLSX' }).click();
    const xlsx = page.getByTestId('relatorio-tarefa-xlsx');
    await xlsx.waitFor();
    await page.screenshot({ path: `${SHOTS}/relatorios-tarefa.png`, fullPage: true });
    const baixarXlsx = xlsx.getByRole('button', { name: 'Baixar XLSX' });
    await page.keyboard.press('Escape'); // fecha a gaveta Tarefas (modal: esconde a tela dos leitores/getByRole)
    await baixarXlsx.waitFor({ timeout: 30_000 });
    const [dx] = await Promise.all([page.waitForEvent('download'), baixarXlsx.click()]);
    expect(dx.suggestedFilename()).toMatch(/^vendas_periodo-.*\.xlsx$/);
    const abas = lerPlanilha(readFileSync(await dx.path()), 'r.xlsx');
    expect(abas[0].linhas[0]).toEqual(['Período', 'Notas', 'Produtos (R$)', 'Descontos (R$)', 'Total (R$)']);
    expect(abas[0].linhas.at(-1)?.[0]).toBe('Total');
    expect(Number(abas[0].linhas.at(-1)?.[4])).toBeCloseTo(1234.56 + 789.1, 2);

    await page.getByRole('button', { name: 'Gerar PDF' }).click();
    const baixarPdf = page.getByTestId('relatorio-tarefa-pdf').getByRole('button', { name: 'Baixar PDF' });
    await page
      .getByRole('heading', { name: 'Tarefas' })
      .or(page.getByText('Tarefas', { exact: true }))
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await baixarPdf.waitFor({ timeout: 30_000 });
    const [dp] = await Promise.all([page.waitForEvent('download'), baixarPdf.click()]);
    expect(dp.suggestedFilename()).toMatch(/^vendas_periodo-.*\.pdf$/);
    expect(
      readFileSync(await dp.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await page.screenshot({ path: `${SHOTS}/relatorios-baixados.png`, fullPage: true });
  });
});
