/**
 * Relatórios de ponta a ponta, no Chromium contra o servidor real: escolher
 * "Vendas por período", consultar (tabela com o total igual à soma SQL das NF-e autorizadas e
 * gráfico), gerar XLSX e PDF como tarefas (progresso na tela e na gaveta Tarefas) e baixar os dois;
 * a página 1 do PDF é renderizada pelo pdf.js num PNG e conferida (texto e tinta na página). Depois,
 * "Fluxo de caixa" por semana com o gráfico de linhas e o título lançado aqui.
 * As NF-e de venda do mês são inseridas aqui (a demonstração não tem faturamento).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { lerPlanilha } from '../../src/server/modules/conversao/planilha.ts';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { renderizarPdf } from './pdfjs.ts';

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
    // one element answers to "Relatório" (the chooser), with its list closed or
    // open (the list has its own name; the side menu's section is "Relatórios", hence exact)
    const rotulado = page.getByLabel('Relatório', { exact: true });
    await page.getByRole('combobox', { name: 'Relatório' }).waitFor();
    expect(await rotulado.count()).toBe(1);
    await page.getByRole('combobox', { name: 'Relatório' }).click();
    await page.getByRole('listbox').waitFor();
    expect(await rotulado.count()).toBe(1);
    expect(await rotulado.getAttribute('role')).toBe('combobox');
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
    const pdf = readFileSync(await dp.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const render = await renderizarPdf(e, pdf, `${SHOTS}/relatorios-vendas-periodo-pdf-p1.png`);
    expect(render.paginas).toBe(1);
    expect(render.texto).toContain('Vendas por período');
    expect(render.texto).toContain('Total');
    expect(render.texto).toContain(Number(1234.56 + 789.1).toLocaleString('pt-BR', { minimumFractionDigits: 2 }));
    expect(render.texto).not.toContain('5.000,00'); // a cancelada não entra
    expect(render.tinta).toBeGreaterThan(0.002); // a página tem texto e linhas desenhados, não está em branco
    expect(render.tinta).toBeLessThan(0.5);
    await page.screenshot({ path: `${SHOTS}/relatorios-baixados.png`, fullPage: true });
  });

  it('fluxo de caixa por semana: tabela com o título lançado e gráfico de linhas', async () => {
    const cliente = (await e.db.pool.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emit])).rows[0].id;
    await e.db.pool.query(
      `INSERT INTO receber (emitente_id, documento, cliente_id, emissao, vencimento, valor, situacao) VALUES ($1, 'E2E-FLUXO', $2, '2031-03-01', '2031-03-05', 4321.09, 'aberto')`,
      [emit, cliente],
    );
    await page.getByRole('combobox', { name: 'Relatório' }).click();
    await page.getByRole('option', { name: 'Fluxo de caixa' }).click();
    await page.getByLabel('Data inicial').fill('2031-03-01');
    await page.getByLabel('Data final').fill('2031-03-31');
    await page.getByRole('combobox', { name: 'Agrupar por' }).click();
    await page.getByRole('option', { name: 'Semana' }).click();
    await page.getByRole('button', { name: 'Consultar' }).click();
    const tabela = page.getByTestId('relatorio-tabela');
    await expect.poll(async () => (await tabela.getByRole('row').count()) === 1 + 6 + 1 && (await tabela.textContent())?.includes('03/03/2031')).toBe(true);
    const semana = tabela.getByRole('row').filter({ hasText: '03/03/2031' });
    expect((await semana.textContent())?.replace(/\s/g, ' ')).toContain('4.321,09');
    expect(await page.locator('path.MuiLineChart-line').count()).toBe(5); // entradas e saídas realizadas e previstas, saldo acumulado
    await page.screenshot({ path: `${SHOTS}/relatorios-fluxo-caixa.png`, fullPage: true });
  });

  it('vendedor escolhido no cabeçalho da NF-e: salva, transmite e aparece em Vendas por vendedor com a comissão', async () => {
    const vend = (await e.db.pool.query(`INSERT INTO vendedor (emitente_id, nome, percentual_comissao) VALUES ($1, 'Valéria Vendas', 4) RETURNING id`, [emit]))
      .rows[0].id;
    await page.goto(`${e.base}/erp/faturamento/editar`);
    const cliente = page.getByRole('combobox', { name: 'Cliente', exact: true }); // o listbox aberto também tem o rótulo Cliente
    await cliente.click();
    await cliente.fill('Ce');
    await page.getByRole('option').first().click();
    const vendedor = page.getByRole('combobox', { name: 'Vendedor' });
    await vendedor.click();
    await vendedor.fill('Valé');
    await page.getByRole('option', { name: /Valéria Vendas/ }).click();
    await page.getByText('Comissão 4,00 %').waitFor();
    await page.screenshot({ path: `${SHOTS}/faturamento-editor-vendedor.png` });
    await page.getByRole('tab', { name: /Itens/ }).click();
    await page.getByRole('button', { name: 'Adicionar item' }).first().click();
    const produto = page.getByLabel('Produto do item 1');
    await produto.click();
    await produto.fill('Arroz');
    await page.getByRole('option').first().click();
    await expect.poll(async () => (await page.getByTestId('total-total_nota').textContent()) ?? '', { timeout: 15_000 }).toMatch(/[1-9]/);
    await page.getByRole('button', { name: 'Salvar e transmitir' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    const resultado = page.getByTestId('resultado-autorizacao');
    await resultado.waitFor({ timeout: 60_000 });
    expect(await resultado.textContent()).toContain('Autorizada');
    await page.getByRole('button', { name: 'OK' }).click();
    const { rows } = await e.db.pool.query(
      `SELECT total_nota::text AS total FROM faturamento WHERE emitente_id = $1 AND vendedor_id = $2 AND situacao = 'autorizada'`,
      [emit, vend],
    );
    expect(rows).toHaveLength(1);
    // reaberta, a nota mostra o vendedor gravado
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Vendedor' }).inputValue(), { timeout: 15_000 }).toBe('Valéria Vendas');

    await page.goto(`${e.base}/erp/relatorios/consultar`);
    await page.getByRole('combobox', { name: 'Relatório' }).click();
    await page.getByRole('option', { name: 'Vendas por vendedor' }).click();
    await page.getByLabel('Data inicial').waitFor();
    await page.getByRole('button', { name: 'Consultar' }).click();
    const tabela = page.getByTestId('relatorio-tabela');
    await tabela.waitFor({ timeout: 15_000 });
    const reais = (v: string) => Number(v).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\s/g, ' ');
    const linhaVal = tabela.getByRole('row').filter({ hasText: 'Valéria Vendas' });
    const texto = (await linhaVal.textContent())?.replace(/\s/g, ' ') ?? '';
    expect(texto).toContain(reais(rows[0].total));
    expect(texto).toContain(reais((Math.round(Number(rows[0].total) * 4) / 100).toFixed(2))); // comissão de 4 %
    expect((await tabela.getByRole('row').allTextContents()).at(-2)).toContain('Sem vendedor'); // as notas sem vendedor, antes do total
    expect(await page.locator('.MuiChartsSurface-root, svg.MuiChartsSurface-root').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/relatorios-vendas-vendedor.png`, fullPage: true });
  });
});
