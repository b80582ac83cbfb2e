/**
 * No lost keystrokes in the NF-e editor. Right after choosing the product, the
 * quantity is typed at full speed (page.keyboard.type, no delay, no wait after the choice) while the
 * editor recalculates the totals on the server; what was typed is what is saved. Five notes in a
 * row, since the old behaviour lost the first key in most runs ("500" saved as "00", "12" as "2").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
}, 120_000);
afterAll(async () => {
  await e?.close();
});

const QUANTIDADES = [
  ['500', '12'],
  ['37', '8'],
  ['125', '64'],
  ['9', '250'],
  ['43', '71'],
];

describe('NF-e: quantidade digitada logo depois de escolher o produto', () => {
  it('grava o que foi digitado, nota após nota', async () => {
    for (const [rodada, qtds] of QUANTIDADES.entries()) {
      await page.goto(`${e.base}/erp/faturamento/editar`);
      const cliente = page.getByRole('combobox', { name: 'Cliente', exact: true });
      await cliente.click();
      await cliente.fill('Ce');
      await page.getByRole('option').first().click();
      await page.getByRole('tab', { name: /Itens/ }).click();
      for (const [k, q] of qtds.entries()) {
        const n = k + 1;
        await page.getByRole('button', { name: 'Adicionar item' }).first().click();
        const produto = page.getByLabel(`Produto do item ${n}`);
        await produto.click();
        await produto.fill(['Arroz', 'Feijão'][k]);
        await page.getByRole('option').first().click();
        // no wait: straight to the quantity, typed at full speed
        await page.getByLabel(`Quantidade do item ${n}`).pressSequentially(q);
      }
      for (const [k, q] of qtds.entries())
        await expect.poll(() => page.getByLabel(`Quantidade do item ${k + 1}`).inputValue()).toMatch(new RegExp(`^${q}(,0*)?$`));
      // the server's totals arrive and leave the quantities alone
      await expect.poll(async () => (await page.getByTestId('total-total_nota').textContent()) ?? '', { timeout: 15_000 }).toMatch(/[1-9]/);
      if (rodada === 0) await page.screenshot({ path: `${SHOTS}/nfe-digitacao-quantidade.png` });
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await page.waitForURL(/faturamento\/editar\/\d+$/);
      const id = Number(/editar\/(\d+)$/.exec(page.url())![1]);
      const { rows } = await e.db.pool.query('SELECT quantidade::float8 AS q FROM faturamento_item WHERE faturamento_id = $1 ORDER BY id', [id]);
      expect(rows.map((r) => r.q)).toEqual(qtds.map(Number));
    }
  }, 240_000);
});
