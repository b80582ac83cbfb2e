/**
 * Consultas salvas de ponta a ponta (consultaAvancada): na lista de clientes,
 * pesquisar, salvar os filtros com um nome, limpar, reaplicar pelo menu (a pesquisa volta e a
 * lista filtra de novo) e excluir.
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

describe('consultas salvas', () => {
  it('salva os filtros da lista de clientes e os reaplica', async () => {
    const emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
    const c = (await e.db.pool.query('SELECT nome FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emit])).rows[0];
    const termo = String(c.nome).split(/\s+/)[0];
    const total = (
      await e.db.pool
        .query(`SELECT count(*)::int AS n FROM cliente WHERE emitente_id = $1 AND unaccent(lower(nome)) LIKE '%' || unaccent(lower($2)) || '%'`, [emit, termo])
        .catch(() => ({ rows: [{ n: null }] }))
    ).rows[0].n;

    await page.goto(`${e.base}/erp/clientes/consultar`);
    const contagem = page.getByText(/^\d[\d.]* registros?$/);
    await contagem.waitFor();
    const semFiltro = await contagem.innerText();
    await page.getByLabel('Pesquisar').fill(termo);
    await page.getByLabel('Pesquisar').press('Enter');
    await expect.poll(() => contagem.innerText(), { timeout: 10_000 }).not.toBe(semFiltro);
    const filtrado = await contagem.innerText();
    if (total !== null) expect(filtrado).toBe(total === 1 ? '1 registro' : `${total.toLocaleString('pt-BR')} registros`);

    await page.getByRole('button', { name: 'Consultas salvas' }).click();
    await page.getByRole('menuitem', { name: 'Salvar filtros atuais…' }).click();
    await page.getByLabel('Nome da consulta').fill('Meus clientes');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Consulta "Meus clientes" salva.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(() => contagem.innerText(), { timeout: 10_000 }).toBe(semFiltro);
    // a caixa de pesquisa acompanha o filtro limpo fora dela (efeito do React depois da troca do filtro)
    await expect.poll(() => page.getByLabel('Pesquisar').inputValue(), { timeout: 10_000 }).toBe('');

    await page.getByRole('button', { name: 'Consultas salvas' }).click();
    await page.getByRole('menuitem', { name: 'Meus clientes' }).click();
    await expect.poll(() => contagem.innerText(), { timeout: 10_000 }).toBe(filtrado);
    await expect.poll(() => page.getByLabel('Pesquisar').inputValue(), { timeout: 10_000 }).toBe(termo);
    await page.screenshot({ path: `${SHOTS}/consultas-salvas.png` });

    await page.getByRole('button', { name: 'Consultas salvas' }).click();
    await page.getByRole('button', { name: 'Excluir consulta Meus clientes' }).click();
    await page.getByRole('menuitem', { name: 'Meus clientes' }).waitFor({ state: 'detached' });
    const { rows } = await e.db.pool.query('SELECT count(*)::int AS n FROM consulta_avancada');
    expect(rows[0].n).toBe(0);
  });
});
