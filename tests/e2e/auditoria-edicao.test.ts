/**
 * Trilha de auditoria de uma edição feita na tela, no Chromium: o cliente é
 * alterado pelo formulário de edição; a lista da auditoria diz o que mudou ("Alterou: Nome /
 * Razão social", não "0 campo(s)") e o detalhe mostra antes e depois.
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
});
afterAll(async () => {
  await e?.close();
});

describe('auditoria de uma edição pela tela', () => {
  it('editar o nome de um cliente no formulário: a lista diz o campo e o detalhe mostra antes/depois', async () => {
    const { rows } = await e.db.pool.query(
      `SELECT c.id, c.nome FROM cliente c JOIN usuario u ON u.emitente_id = c.emitente_id WHERE u.login = 'loja' ORDER BY c.id LIMIT 1`,
    );
    const { id, nome } = rows[0];
    const novo = `${nome.slice(0, 40)} Editado na tela`;
    await page.goto(`${e.base}/erp/clientes/editar/${id}`);
    const campo = page.getByLabel(/Nome \/ Razão social/);
    await expect.poll(() => campo.inputValue(), { timeout: 15_000 }).toBe(nome);
    await campo.fill(novo);
    await page.getByRole('button', { name: /Salvar/ }).click();
    await page.waitForURL(/\/erp\/clientes\/consultar(\?.*)?$/);

    await page.goto(`${e.base}/erp/auditoria/consultar`);
    await page.getByLabel('Código do registro').fill(String(id));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const tabela = page.getByRole('table', { name: 'Trilha de auditoria' });
    const linha = tabela.getByRole('row').filter({ hasText: 'Alteração' }).filter({ hasText: 'Cliente' }).first();
    await linha.waitFor({ timeout: 15_000 });
    expect(await linha.innerText()).toContain('Alterou: Nome / Razão social');
    expect(await linha.innerText()).not.toContain('0 campo(s)');
    await page.screenshot({ path: `${SHOTS}/auditoria-edicao-lista.png`, fullPage: true });
    await linha.click();
    const dif = page.getByRole('table', { name: 'Diferença antes e depois' });
    const campoNome = dif.getByRole('row').filter({ hasText: 'Nome / Razão social' });
    await expect.poll(() => campoNome.locator('[data-lado="antes"]').innerText(), { timeout: 15_000 }).toBe(nome);
    expect(await campoNome.locator('[data-lado="depois"]').innerText()).toBe(novo);
  });
});
