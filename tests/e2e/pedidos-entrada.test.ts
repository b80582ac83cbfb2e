/**
 * Order entry in Chromium at 1366x768 and on a phone (390x844): orders are entered in an item
 * grid like the NF-e editor's. Two items typed at full speed (no waits between keys) with the
 * keyboard only: product search + Enter, Enter to the quantity, Tab to the unit price and the
 * discount, Enter on the last field opens the next item. Choosing the product fills its unit
 * price; line totals, the items total and the order total show while typing; the payment defaults
 * to the total; after saving, the order stays open on "Situação e ações", what was typed is what
 * the API gives back, and approval is accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let emit = 0;
let auth: Record<string, string> = {};

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  const login = await e.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: 'Demo@2026', LembrarMe: false } });
  auth = { authorization: `Bearer ${login.json().Data.Token}` };
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
/** "1.234,5678" -> 1234.5678 (the grid's pt-BR decimal inputs). */
const lerDecimal = (t: string) => Number(t.replace(/\./g, '').replace(',', '.'));
/** An option whose text starts with `t` (its details follow the description). */
const comeca = (t: string) => new RegExp(`^${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** Waits for the option named `nome` in the open list, walks to it with the arrow keys and takes it with Enter. */
async function escolherComSetas(nome: RegExp): Promise<void> {
  await page.getByRole('option', { name: nome }).first().waitFor();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('ArrowDown');
    const destacada = await page.locator('[role="option"].Mui-focused').first().textContent();
    if (destacada && nome.test(destacada.trim())) break;
  }
  await page.keyboard.press('Enter');
}
const texto = async (testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ');

describe('pedido: grade de itens digitada a toda velocidade', () => {
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
      // two products found by distinct search texts (their first 6 letters name only them)
      const { rows: candidatos } = await e.db.pool.query(
        `SELECT p.id, p.descricao, p.preco_venda::text AS preco FROM produto p WHERE p.emitente_id = $1 AND p.movimenta_estoque AND p.ativo AND p.preco_venda > 0
            AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND (v.produto_id = p.id OR v.produto_variacao_id = p.id))
          ORDER BY p.id`,
        [emit],
      );
      const prefixo = (d: string) => d.slice(0, 6).toLowerCase();
      const unicos = candidatos.filter((p) => candidatos.filter((q) => prefixo(q.descricao) === prefixo(p.descricao)).length === 1);
      expect(unicos.length).toBeGreaterThanOrEqual(2);
      const [p1, p2] = unicos;
      const preco2 = Number(p2.preco);
      // item 1: 12 × 7,50 − 1,25 = 88,75 (unit price typed over the product's); item 2: 3 × its price
      const total1 = 88.75;
      const total2 = Math.round(3 * preco2 * 100) / 100;
      const total = Math.round((total1 + total2) * 100) / 100;

      await page.goto(`${e.base}/erp/pedidos/editar`);
      const cliente = page.getByLabel('Cliente', { exact: false }).first();
      await cliente.click();
      await cliente.fill(cl[0].nome.slice(0, 6));
      await page.getByRole('option', { name: cl[0].nome }).first().click();
      await page.getByRole('tab', { name: /^Itens/ }).click();
      await page.getByTestId('grade-itens-pedido').getByRole('button', { name: 'Adicionar item' }).click();

      // item 1, keyboard only: search, choose, Enter to the quantity, then Tab through the row
      const produto1 = page.getByRole('combobox', { name: 'Produto do item 1' });
      await expect.poll(() => produto1.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(p1.descricao.slice(0, 6));
      await escolherComSetas(comeca(p1.descricao));
      await expect.poll(() => produto1.inputValue()).toContain(p1.descricao);
      await page.keyboard.press('Enter');
      await page.keyboard.type('12');
      await page.keyboard.press('Tab');
      await page.keyboard.type('7,5');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1,25');
      await expect.poll(() => texto('total-item-1')).toContain(brl(total1));
      // Enter on the grid's last field opens item 2 with its product focused
      await page.keyboard.press('Enter');
      const produto2 = page.getByRole('combobox', { name: 'Produto do item 2' });
      await expect.poll(() => produto2.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(p2.descricao.slice(0, 6));
      await escolherComSetas(comeca(p2.descricao));
      await expect.poll(() => produto2.inputValue()).toContain(p2.descricao);
      await page.keyboard.press('Enter');
      await page.keyboard.type('3');

      // the product's price came in on choice; line, items and order totals while typing
      expect(lerDecimal(await page.getByLabel('Valor unitário do item 2').inputValue())).toBe(preco2);
      await expect.poll(() => texto('total-item-2')).toContain(brl(total2));
      await expect.poll(() => texto('total-itens-pedido')).toBe(brl(total));
      await expect.poll(() => texto('total-pedido')).toBe(brl(total));
      expect(lerDecimal(await page.getByLabel('Quantidade do item 1').inputValue())).toBe(12);
      expect(lerDecimal(await page.getByLabel('Valor unitário do item 1').inputValue())).toBe(7.5);
      expect(lerDecimal(await page.getByLabel('Desconto do item 1').inputValue())).toBe(1.25);
      // the grid fits the screen: no horizontal scrolling of the page
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const caixa = await page.getByLabel('Desconto do item 2').boundingBox();
      expect(caixa && caixa.x >= 0 && caixa.x + caixa.width <= largura).toBe(true);
      await page.screenshot({ path: `${SHOTS}/pedido-grade-${nome}.png`, fullPage: true });

      await page.getByRole('tab', { name: /^Pagamentos/ }).click();
      await expect.poll(() => page.getByLabel('Valor (R$)').first().inputValue()).toBe(total.toFixed(2).replace('.', ','));

      await page.getByRole('button', { name: 'Salvar' }).click();
      // stays on the saved order, its actions in view
      await page.waitForURL(/\/erp\/pedidos\/editar\/\d+$/);
      const id = Number(/editar\/(\d+)$/.exec(page.url())![1]);
      const aprovar = page.getByRole('button', { name: 'Aprovar pedido' });
      await aprovar.waitFor();
      expect(await aprovar.isVisible()).toBe(true);

      // what was typed is what was saved (read back through the API)
      const r = await e.app.inject({ method: 'GET', url: `/v1/pedido/${id}`, headers: auth });
      expect(r.statusCode, r.body).toBe(200);
      const salvo = r.json().Data as {
        total_pedido: unknown;
        Item: Array<Record<string, unknown>>;
        Pagamento: Array<Record<string, unknown>>;
      };
      const itens = [...salvo.Item]
        .sort((a, b) => Number(a.id) - Number(b.id))
        .map((x) => ({
          produto_id: Number(x.produto_id),
          quantidade: Number(x.quantidade),
          valor_unitario: Number(x.valor_unitario),
          valor_desconto: Number(x.valor_desconto),
          valor_total: Number(x.valor_total),
        }));
      expect(itens).toEqual([
        { produto_id: p1.id, quantidade: 12, valor_unitario: 7.5, valor_desconto: 1.25, valor_total: total1 },
        { produto_id: p2.id, quantidade: 3, valor_unitario: preco2, valor_desconto: 0, valor_total: total2 },
      ]);
      expect(Number(salvo.total_pedido)).toBe(total);
      expect(salvo.Pagamento.map((x) => Number(x.valor))).toEqual([total]);
      await page.screenshot({ path: `${SHOTS}/pedido-salvo-${nome}.png`, fullPage: true });

      // the saved order opens in the same grid
      await page.getByRole('tab', { name: /^Itens/ }).click();
      await expect.poll(() => page.getByRole('combobox', { name: 'Produto do item 2' }).inputValue()).toContain(p2.descricao);
      await expect.poll(() => texto('total-item-1')).toContain(brl(total1));

      // the payment closes the total: approval is accepted
      await page.getByRole('tab', { name: 'Situação e ações' }).click();
      await aprovar.click();
      await expect.poll(async () => page.getByTestId('situacao-pedido').textContent(), { timeout: 15_000 }).toBe('Aprovado');
    }, 180_000);
  }
});
