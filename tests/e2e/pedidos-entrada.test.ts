/**
 * Issue 29 item 7, in Chromium at 1366x768 and on a phone (390x844): entering an order shows money
 * as in the NF-e editor. Choosing the product fills its unit price; the quantity typed at full
 * speed right after it gives the line total and the order total on screen; the payment defaults to
 * the total; after saving, the order stays open on "Situação e ações" and approval is accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let emit = 0;

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
}, 120_000);
afterAll(async () => {
  await e?.close();
});

/** `88.41` -> `R$ 88,41` (the screen's format, spaces normalised). */
const brl = (v: number) =>
  `R$ ${v
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d),)/g, '.')}`;
const texto = async (testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ');

describe('pedido: preço, totais e pagamento enquanto se digita', () => {
  for (const [nome, largura, altura] of [
    ['desktop', 1366, 768],
    ['celular', 390, 844],
  ] as const) {
    it(`${nome} (${largura}x${altura})`, async () => {
      await page.setViewportSize({ width: largura, height: altura });
      const { rows: cl } = await e.db.pool.query(
        `SELECT c.id, c.nome FROM cliente c JOIN emitente e ON e.id = c.emitente_id
          WHERE c.emitente_id = $1 AND c.uf = e.uf AND c.logradouro IS NOT NULL AND c.ativo ORDER BY c.id LIMIT 1`,
        [emit],
      );
      const { rows: pr } = await e.db.pool.query(
        `SELECT p.id, p.descricao, p.preco_venda::text AS preco FROM produto p WHERE p.emitente_id = $1 AND p.movimenta_estoque AND p.ativo AND p.preco_venda > 0
            AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND (v.produto_id = p.id OR v.produto_variacao_id = p.id))
          ORDER BY p.id LIMIT 1`,
        [emit],
      );
      const produto = pr[0];
      const preco = Number(produto.preco);
      const total = Math.round(3 * preco * 100) / 100;

      await page.goto(`${e.base}/erp/pedidos/editar`);
      const cliente = page.getByLabel('Cliente', { exact: false }).first();
      await cliente.click();
      await cliente.fill(cl[0].nome.slice(0, 6));
      await page.getByRole('option', { name: cl[0].nome }).first().click();
      await page.getByRole('tab', { name: /^Itens/ }).click();
      await page.getByRole('button', { name: 'Adicionar item' }).click();
      const prod = page.getByRole('combobox', { name: /^Produto/ });
      await prod.click();
      await prod.fill(produto.descricao.slice(0, 6));
      await page
        .getByRole('option', { name: new RegExp(`- ${produto.descricao}$`) })
        .first()
        .click();
      // straight to the quantity, typed at full speed
      await page.getByLabel('Quantidade').first().pressSequentially('3');
      await expect.poll(() => page.getByLabel('Valor unitário (R$)').first().inputValue()).toBe(preco.toFixed(2).replace('.', ','));
      await expect.poll(() => texto('total-item-1')).toBe(`Total do item: ${brl(total)}`);
      await expect.poll(() => texto('total-pedido')).toBe(brl(total));
      await page.getByRole('tab', { name: /^Pagamentos/ }).click();
      await expect.poll(() => page.getByLabel('Valor (R$)').first().inputValue()).toBe(total.toFixed(2).replace('.', ','));
      await page.screenshot({ path: `${SHOTS}/pedido-entrada-${nome}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Salvar' }).click();
      // stays on the saved order, its actions in view
      await page.waitForURL(/\/erp\/pedidos\/editar\/\d+$/);
      const id = Number(/editar\/(\d+)$/.exec(page.url())![1]);
      const aprovar = page.getByRole('button', { name: 'Aprovar pedido' });
      await aprovar.waitFor();
      expect(await aprovar.isVisible()).toBe(true);
      const { rows } = await e.db.pool.query(
        `SELECT p.total_pedido::float8 AS total, (SELECT array_agg(valor::float8) FROM pedido_pagamento g WHERE g.pedido_id = p.id) AS pagamentos
           FROM pedido p WHERE p.emitente_id = $1 AND p.id = $2`,
        [emit, id],
      );
      expect(rows[0]).toEqual({ total, pagamentos: [total] });
      await page.screenshot({ path: `${SHOTS}/pedido-salvo-${nome}.png`, fullPage: true });
      // the payment closes the total: approval is accepted
      await aprovar.click();
      await expect.poll(async () => page.getByTestId('situacao-pedido').textContent(), { timeout: 15_000 }).toBe('Aprovado');
    }, 120_000);
  }
});
