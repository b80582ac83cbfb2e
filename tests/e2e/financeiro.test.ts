/**
 * Financeiro de ponta a ponta, no Chromium contra o servidor real e o
 * simulador da SEFAZ: uma NF-e com 3 parcelas (Gerar parcelas) autorizada cria 3 contas a receber;
 * a lista mostra as 3; uma é recebida com juros pelo diálogo de baixa; o recibo em PDF abre (captura
 * de tela); o fluxo de caixa do relatório muda pelo valor recebido.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { lerPlanilha } from '../../src/server/modules/conversao/planilha.ts';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let emit = 0;
/** "NF 123/1-" — the note's prefix of its receivables' documents. */
let prefixo = '';

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
});
afterAll(async () => {
  await e?.close();
});

/** "R$ 1.234,56" -> centavos. */
const cent = (s: string) => Math.round(Number(s.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

async function recebidoDoMes(): Promise<number> {
  await page.goto(`${e.base}/erp/receber/relatorios/consultar`);
  const tabela = page.getByTestId('tabela-fluxo');
  await tabela.waitFor();
  const mes = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', month: '2-digit', year: 'numeric' }).format(new Date());
  const linha = tabela.getByRole('row').filter({ hasText: mes });
  if ((await linha.count()) === 0) return 0;
  return cent((await linha.getByRole('cell').nth(1).textContent()) ?? '0');
}

describe('financeiro: NF-e com 3 parcelas -> contas a receber -> baixa com juros -> recibo -> fluxo de caixa', () => {
  let faturamentoId = 0;
  let antes = 0;

  it('painel: cartões dos próximos 7 dias (a receber e a pagar)', async () => {
    const cartoes = page.getByTestId('cartoes-financeiro');
    await cartoes.waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await cartoes.textContent()) ?? '').toMatch(/A receber nos próximos 7 dias.*A pagar nos próximos 7 dias/);
    await cartoes.screenshot({ path: `${SHOTS}/financeiro-painel.png` });
  });

  it('condição de pagamento: prévia das parcelas enquanto digita', async () => {
    await page.goto(`${e.base}/erp/condicoes/editar`);
    await page.getByLabel('Parcelas', { exact: true }).fill('3');
    await page.getByLabel('Dias até a 1ª parcela').fill('30');
    await expect.poll(async () => (await page.getByText(/Venda de R\$\s1\.000,00 hoje/).textContent()) ?? '').toMatch(/333,34.*333,33.*333,33/);
    await page.screenshot({ path: `${SHOTS}/financeiro-condicao.png` });
  });

  it('NF-e autorizada com 3 parcelas cria 3 contas a receber', async () => {
    antes = await recebidoDoMes();
    await page.screenshot({ path: `${SHOTS}/financeiro-fluxo-antes.png`, fullPage: true });
    await page.goto(`${e.base}/erp/faturamento/editar`);
    const cliente = page.getByRole('combobox', { name: 'Cliente', exact: true }); // o listbox aberto também tem o rótulo Cliente
    await cliente.click();
    await cliente.fill('Ce');
    await page.getByRole('option').first().click();
    await page.getByRole('tab', { name: /Itens/ }).click();
    for (let n = 1; n <= 2; n++) {
      await page.getByRole('button', { name: 'Adicionar item' }).first().click();
      const produto = page.getByLabel(`Produto do item ${n}`);
      await produto.click();
      await produto.fill(['Arroz', 'Feijão'][n - 1]);
      await page.getByRole('option').first().click();
    }
    await expect.poll(async () => (await page.getByTestId('total-total_nota').textContent()) ?? '', { timeout: 15_000 }).toMatch(/[1-9]/);
    await page.getByRole('tab', { name: /Pagamento/ }).click();
    await page.getByRole('button', { name: 'Gerar parcelas' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Gerar' }).click();
    await page.getByRole('button', { name: 'Salvar e transmitir' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    const resultado = page.getByTestId('resultado-autorizacao');
    await resultado.waitFor({ timeout: 60_000 });
    expect(await resultado.textContent()).toContain('Autorizada');
    await page.getByRole('button', { name: 'OK' }).click();
    faturamentoId = Number(/faturamento\/editar\/(\d+)/.exec(page.url())![1]);
    const { rows } = await e.db.pool.query(
      `SELECT r.documento, r.valor::text AS valor, d.valor::text AS dup FROM receber r JOIN faturamento_duplicata d ON d.emitente_id = r.emitente_id AND d.id = r.origem_id
        WHERE r.emitente_id = $1 AND r.faturamento_id = $2 ORDER BY r.parcela`,
      [emit, faturamentoId],
    );
    const nota = (await e.db.pool.query('SELECT numero, serie FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, faturamentoId])).rows[0];
    prefixo = `NF ${nota.numero}/${nota.serie}-`;
    expect(rows.map((r) => r.documento)).toEqual(['001', '002', '003'].map((d) => prefixo + d));
    expect(rows.every((r) => r.valor === r.dup)).toBe(true);

    await page.goto(`${e.base}/erp/receber/consultar`);
    await page.getByLabel('Documento ou histórico').fill(prefixo);
    await expect.poll(async () => page.locator('tr[data-testid^="titulo-"]').filter({ hasText: prefixo }).count(), { timeout: 15_000 }).toBe(3);
    await page.screenshot({ path: `${SHOTS}/financeiro-receber-lista.png`, fullPage: true });
  });

  it('recebe uma parcela com juros, imprime o recibo e o fluxo de caixa muda', async () => {
    const { rows } = await e.db.pool.query(
      `SELECT id, valor::text AS valor FROM receber WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY parcela LIMIT 1`,
      [emit, faturamentoId],
    );
    const linha = page.getByTestId(`titulo-${rows[0].id}`);
    await linha.getByRole('button', { name: 'Receber' }).click();
    const dialogo = page.getByRole('dialog', { name: /Receber 1 parcela/ });
    // pt-BR money like the NF-e editor: the saldo comes as "1.234,56", juros as "0,00"; typing replaces it
    await expect.poll(async () => dialogo.getByLabel(`Juros ${prefixo}001`).inputValue()).toBe('0,00');
    expect(await dialogo.getByLabel(`Valor ${prefixo}001`).inputValue()).toBe(
      Number(rows[0].valor).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    await dialogo.getByLabel(`Juros ${prefixo}001`).click();
    await page.keyboard.type('5,25');
    const esperado = Math.round(Number(rows[0].valor) * 100) + 525;
    await expect.poll(async () => cent((await dialogo.getByTestId('total-baixa').textContent()) ?? '')).toBe(esperado);
    await page.screenshot({ path: `${SHOTS}/financeiro-baixa.png` });
    await dialogo.getByRole('button', { name: 'Confirmar recebimento' }).click();
    const recibo = page.getByRole('dialog', { name: 'Recibo' });
    await recibo.getByTestId('recibo-pdf').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/financeiro-recibo.png` });
    const src = await recibo.getByTestId('recibo-pdf').getAttribute('src');
    expect(src).toMatch(/^blob:/);
    await recibo.getByRole('button', { name: 'Fechar' }).click();
    const t = (await e.db.pool.query(`SELECT situacao, saldo::text AS saldo FROM receber WHERE emitente_id = $1 AND id = $2`, [emit, rows[0].id])).rows[0];
    expect(t).toEqual({ situacao: 'pago', saldo: '0.00' });

    const depois = await recebidoDoMes();
    expect(depois - antes).toBe(esperado);
    await page.getByTestId('grafico-fluxo').screenshot({ path: `${SHOTS}/financeiro-fluxo-depois.png` });
    await page.screenshot({ path: `${SHOTS}/financeiro-relatorio.png`, fullPage: true });
  });

  it('renegocia as duas parcelas restantes em três pela lista e estorna pelo histórico', async () => {
    const { rows } = await e.db.pool.query(
      `SELECT id, documento, saldo::text AS saldo FROM receber WHERE emitente_id = $1 AND faturamento_id = $2 AND situacao = 'aberto' ORDER BY parcela`,
      [emit, faturamentoId],
    );
    expect(rows.map((r) => r.documento)).toEqual([`${prefixo}002`, `${prefixo}003`]);
    await page.goto(`${e.base}/erp/receber/consultar`);
    await page.getByLabel('Documento ou histórico').fill(prefixo);
    for (const r of rows) await page.getByTestId(`titulo-${r.id}`).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Renegociar' }).click();
    const dialogo = page.getByRole('dialog', { name: /Renegociar 2 parcela/ });
    await dialogo.getByLabel('Parcelas').fill('3');
    await page.screenshot({ path: `${SHOTS}/financeiro-renegociar.png` });
    await dialogo.getByRole('button', { name: 'Renegociar' }).click();
    await page.getByText(/2 parcela\(s\) renegociada\(s\) em 3/).waitFor();
    const novos = (
      await e.db.pool.query(`SELECT valor::text AS valor FROM receber WHERE emitente_id = $1 AND origem = 'renegociacao' AND descricao LIKE $2`, [
        emit,
        `%${prefixo}002, ${prefixo}003%`,
      ])
    ).rows;
    expect(novos).toHaveLength(3);
    const soma = (xs: Array<{ valor?: string; saldo?: string }>) => xs.reduce((a, x) => a + Math.round(Number(x.valor ?? x.saldo) * 100), 0);
    expect(soma(novos)).toBe(soma(rows));

    await page.getByTestId(`titulo-${rows[0].id}`).getByRole('button', { name: 'Histórico' }).click();
    const hist = page.getByRole('dialog', { name: `Histórico e anexos de ${prefixo}002` });
    await hist.getByLabel('Arquivo do anexo').setInputFiles({ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') });
    await hist.getByRole('button', { name: /^comprovante\.pdf/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/financeiro-historico.png` });
    await hist.getByRole('button', { name: 'Estornar' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await expect
      .poll(async () =>
        (
          await e.db.pool.query(`SELECT situacao FROM receber WHERE emitente_id = $1 AND id = ANY($2::int[]) ORDER BY id`, [emit, rows.map((r) => r.id)])
        ).rows.map((r) => r.situacao),
      )
      .toEqual(['aberto', 'aberto']);
    await hist.getByRole('button', { name: 'Fechar' }).click();
  });

  it('contas a pagar: lista com totais e relatório com os saldos das contas', async () => {
    await page.goto(`${e.base}/erp/pagar/consultar`);
    const vencidos = page.getByTestId('total-vencidos');
    await vencidos.waitFor();
    const { rows } = await e.db.pool.query(
      `SELECT count(*)::int AS n FROM pagar WHERE emitente_id = $1 AND situacao IN ('aberto','parcial') AND vencimento < (now() AT TIME ZONE 'America/Sao_Paulo')::date`,
      [emit],
    );
    await expect.poll(async () => (await vencidos.textContent()) ?? '').toContain(`Vencidos (${rows[0].n})`);
    await vencidos.click();
    // só os vencidos ficam na lista (todas as linhas com o chip Vencido)
    await expect.poll(async () => page.locator('tr[data-testid^="titulo-"]').count()).toBe(rows[0].n);
    expect(await page.locator('tr[data-testid^="titulo-"]').filter({ hasText: 'Vencido' }).count()).toBe(rows[0].n);
    await page.screenshot({ path: `${SHOTS}/financeiro-pagar-lista.png`, fullPage: true });
    await page.goto(`${e.base}/erp/pagar/relatorios/consultar`);
    await page.getByText('Saldos das contas').waitFor();
    await expect(page.getByText('Banco do Brasil').count()).resolves.toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/financeiro-pagar-relatorio.png`, fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('relatorio-pagar.pdf');
    const caminho = await download.path();
    expect(readFileSync(caminho).subarray(0, 5).toString()).toBe('%PDF-');
    // a planilha: uma aba por seção, com os saldos das contas como números
    const [planilha] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar XLSX' }).click()]);
    expect(planilha.suggestedFilename()).toBe('relatorio-pagar.xlsx');
    const abas = lerPlanilha(readFileSync(await planilha.path()), 'relatorio-pagar.xlsx');
    expect(abas.map((a) => a.nome)).toEqual(['Resumo', 'Aging', 'Fluxo de caixa', 'Contas']);
    const contas = abas[3].linhas;
    expect(contas[0]).toEqual(['Conta', 'Tipo', 'Saldo (R$)']);
    expect(contas.some((l) => l[0].includes('Banco do Brasil') && Number.isFinite(Number(l[2])))).toBe(true);
  });
});
