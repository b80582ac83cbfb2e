/**
 * Contagem de inventário ponta a ponta no Chromium ("Done when"): a dona da loja abre
 * Movimentação > Estoque > Contagem, escolhe o local, "lê" dois produtos pelo campo de código (GTIN
 * + Enter, como o leitor de código de barras faz; três leituras somam 3), corrige uma quantidade à
 * mão, revisa as diferenças contra o saldo do sistema e lança os ajustes: os saldos no banco passam
 * a ser os contados, o razão tem um ajuste por produto e confere com o saldo. Capturas de tela em SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let emit = 0;
let local = 0;
const produtos: Array<{ id: number; gtin: string; codigo: string; descricao: string; saldo: number }> = [];

beforeAll(async () => {
  e = await startE2E();
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  local = (await e.db.pool.query('SELECT id FROM tipo_estoque WHERE emitente_id = $1 AND padrao', [emit])).rows[0].id;
  const { rows } = await e.db.pool.query(
    `SELECT p.id, p.gtin, p.codigo, p.descricao, e.quantidade::float8 AS saldo FROM produto p
       JOIN estoque e ON e.emitente_id = p.emitente_id AND e.produto_id = p.id AND e.tipo_estoque_id = $2
      WHERE p.emitente_id = $1 AND p.gtin <> 'SEM GTIN' AND e.quantidade BETWEEN 20 AND 400
        AND NOT EXISTS (SELECT 1 FROM produto o WHERE o.emitente_id = p.emitente_id AND o.id <> p.id AND (o.gtin = p.gtin OR o.codigo = p.gtin))
      ORDER BY p.id LIMIT 2`,
    [emit, local],
  );
  expect(rows.length).toBe(2);
  produtos.push(...rows);
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
}, 180_000);
afterAll(async () => {
  await e?.close();
});

async function ler(codigo: string) {
  const campo = page.getByLabel('Código de barras ou código do produto');
  await campo.fill(codigo);
  await campo.press('Enter');
  // a leitura terminou quando o campo volta vazio e habilitado
  await expect.poll(async () => campo.inputValue(), { timeout: 10_000 }).toBe('');
}

describe('Contagem de inventário', () => {
  it('conta com o leitor, revisa as diferenças e lança os ajustes numa transação', async () => {
    const [a, b] = produtos;
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Estoque', exact: true }).click();
    await page.waitForURL(/\/erp\/estoque\/consultar(\?.*)?$/);
    await page.getByRole('tab', { name: 'Contagem' }).click();

    await page.getByRole('combobox', { name: 'Local da contagem' }).click();
    await page.getByRole('option', { name: 'Loja' }).click();

    // A: três leituras do GTIN; B: uma leitura e a quantidade corrigida à mão
    for (let i = 0; i < 3; i++) await ler(a.gtin);
    await ler(b.gtin);
    const itens = page.getByRole('table', { name: 'Itens contados' });
    await expect.poll(async () => itens.getByRole('row').count(), { timeout: 10_000 }).toBe(3);
    await expect.poll(async () => page.getByLabel(`Quantidade de ${a.descricao}`).inputValue()).toBe('3');
    const contadoB = b.saldo + 5;
    await page.getByLabel(`Quantidade de ${b.descricao}`).fill(String(contadoB).replace('.', ','));
    // um código que não existe avisa e não entra na lista
    await ler('0000000000000');
    await page.getByText('Código "0000000000000" não encontrado.').waitFor();
    await page.screenshot({ path: `${SHOTS}/estoque-contagem-itens.png`, fullPage: true });

    await page.getByRole('button', { name: 'Revisar diferenças' }).click();
    const revisao = page.getByRole('table', { name: 'Diferenças da contagem' });
    await revisao.waitFor();
    const linhaA = revisao.getByRole('row', { name: new RegExp(a.codigo) });
    await expect.poll(async () => linhaA.innerText()).toContain(`-${(a.saldo - 3).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`);
    const linhaB = revisao.getByRole('row', { name: new RegExp(b.codigo) });
    await expect.poll(async () => linhaB.innerText()).toContain('+5,00');
    // nada gravado ainda
    const antes = await e.db.pool.query('SELECT quantidade::float8 AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2 AND tipo_estoque_id = $3', [
      emit,
      a.id,
      local,
    ]);
    expect(antes.rows[0].q).toBe(a.saldo);
    await page.screenshot({ path: `${SHOTS}/estoque-contagem-revisao.png`, fullPage: true });

    await page.getByRole('button', { name: 'Lançar ajustes' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await page.getByText('2 ajuste(s) lançado(s).').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/estoque-contagem-lancada.png`, fullPage: true });
    await page.getByRole('button', { name: 'OK' }).click();

    const { rows } = await e.db.pool.query(
      'SELECT produto_id, quantidade::float8 AS q FROM estoque WHERE emitente_id = $1 AND tipo_estoque_id = $2 AND produto_id = ANY($3) ORDER BY produto_id',
      [emit, local, [a.id, b.id]],
    );
    expect(rows).toEqual([
      { produto_id: a.id, q: 3 },
      { produto_id: b.id, q: contadoB },
    ]);
    const { rows: razao } = await e.db.pool.query(
      `SELECT produto_id, quantidade::float8 AS q, documento_id FROM estoque_movimentacao
        WHERE emitente_id = $1 AND documento_tipo = 'contagem' AND produto_id = ANY($2)
          AND documento_id = (SELECT max(documento_id) FROM estoque_movimentacao WHERE emitente_id = $1 AND documento_tipo = 'contagem')
        ORDER BY produto_id`,
      [emit, [a.id, b.id]],
    );
    expect(razao.map((m) => [m.produto_id, m.q])).toEqual([
      [a.id, 3 - a.saldo],
      [b.id, 5],
    ]);
    expect(new Set(razao.map((m) => m.documento_id)).size).toBe(1);

    // a posição mostra o novo saldo do produto A
    await page.getByRole('tab', { name: 'Posição' }).click();
    await page.getByLabel('Buscar produto (código ou descrição)').fill(a.codigo);
    const pos = page.getByRole('table', { name: 'Posição por produto' });
    await expect.poll(async () => pos.innerText(), { timeout: 10_000 }).toContain('3,00');
    await page.screenshot({ path: `${SHOTS}/estoque-posicao.png`, fullPage: true });

    // o histórico do produto mostra o ajuste da contagem com o documento
    await page.getByRole('tab', { name: 'Movimentos' }).click();
    await page.getByRole('combobox', { name: 'Produto' }).fill(a.codigo);
    await page.getByRole('option', { name: new RegExp(`^${a.codigo} — `) }).click();
    const hist = page.getByRole('table', { name: 'Movimentos do produto' });
    await expect.poll(async () => hist.innerText(), { timeout: 10_000 }).toContain(`Contagem nº ${razao[0].documento_id}`);
    expect(await hist.innerText()).toContain('Ajuste de inventário');
    await page.screenshot({ path: `${SHOTS}/estoque-movimentos.png`, fullPage: true });
  });

  it('produto: aba da grade (12 combinações com SKU, GTIN e saldo) e aba do kit (componentes)', async () => {
    const { rows } = await e.db.pool.query(`SELECT id, codigo FROM produto WHERE emitente_id = $1 AND codigo IN ('CAM-BAS', 'KIT-CAFE') ORDER BY codigo`, [
      emit,
    ]);
    const [camiseta, kit] = [rows.find((r) => r.codigo === 'CAM-BAS'), rows.find((r) => r.codigo === 'KIT-CAFE')];
    await page.goto(`${e.base}/erp/produtos/editar/${camiseta.id}`);
    await page.getByRole('tab', { name: 'Grade de variações' }).click();
    const grade = page.getByRole('table', { name: 'Grade de variações' });
    await expect.poll(async () => grade.getByRole('row').count(), { timeout: 15_000 }).toBe(13);
    expect(await page.getByLabel('SKU de Azul / GG').inputValue()).toBe('CAM-BAS-AZ-GG');
    expect(await page.getByLabel('GTIN de Branco / P').inputValue()).toMatch(/^789\d{10}$/);
    await page.screenshot({ path: `${SHOTS}/estoque-produto-grade.png`, fullPage: true });

    await page.goto(`${e.base}/erp/produtos/editar/${kit.id}`);
    await page.getByRole('tab', { name: 'Kit' }).click();
    const comps = page.getByRole('table', { name: 'Componentes do kit' });
    await expect.poll(async () => comps.getByRole('row').count(), { timeout: 15_000 }).toBe(3);
    await page.screenshot({ path: `${SHOTS}/estoque-produto-kit.png`, fullPage: true });
  });
});
