/**
 * In Chromium: the generic list keeps a click on "Novo" made right after the
 * search is cleared or typed (the list, running with a location the router had not committed yet,
 * restored its stored parameters and navigated back to itself; resources/listaParams.tsx), and
 * the customer form warns about a
 * CPF/CNPJ already used by another customer of the company, saving only after "Salvar mesmo assim".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let emit: number;

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await entrar(page, e.base, 'loja');
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
}, 180_000);
afterAll(async () => {
  await e?.close();
});

describe('lista genérica e cadastro de clientes', () => {
  it('"Novo" logo depois de limpar a pesquisa abre a inclusão e fica nela, tentativa após tentativa', async () => {
    for (let i = 0; i < 5; i++) {
      await page.goto(`${e.base}/erp/clientes/consultar`);
      const busca = page.getByLabel('Pesquisar');
      await busca.fill('Merc');
      // the search is applied (the user sees the filtered list)
      await page.waitForURL(/filter=[^&]*Merc/);
      await busca.fill('');
      await page.getByRole('link', { name: 'Novo' }).click();
      await page.waitForURL('**/erp/clientes/editar');
      const nome = page.getByRole('textbox', { name: /^Nome \/ Razão social/ });
      await nome.fill(`Cliente novo ${i}`);
      await page.getByRole('textbox', { name: /^CPF\/CNPJ/ }).fill('390.533.447-05');
      await page.getByRole('textbox', { name: /^Nome fantasia/ }).fill('Loja da esquina');
      // what was typed is still on the create screen (the old code went back to the list meanwhile)
      expect(await nome.inputValue()).toBe(`Cliente novo ${i}`);
      expect(new URL(page.url()).pathname).toBe('/erp/clientes/editar');
    }
    // back on the list, the cleared search stays cleared
    await page.goto(`${e.base}/erp/clientes/consultar`);
    await page.getByRole('link', { name: 'Novo' }).waitFor();
    expect(await page.getByLabel('Pesquisar').inputValue()).toBe('');
    expect(decodeURIComponent(page.url())).not.toContain('Merc');
  }, 120_000);

  it('"Novo" logo depois de digitar a pesquisa (sem esperar a lista) abre a inclusão e fica nela', async () => {
    for (let i = 0; i < 3; i++) {
      await page.goto(`${e.base}/erp/clientes/consultar`);
      await page.getByLabel('Pesquisar').fill(`Mer${'c'.repeat(i + 1)}`);
      await page.getByRole('link', { name: 'Novo' }).click();
      await page.waitForURL('**/erp/clientes/editar');
      const nome = page.getByRole('textbox', { name: /^Nome \/ Razão social/ });
      await nome.fill(`Cliente apressado ${i}`);
      await page.getByRole('textbox', { name: /^Nome fantasia/ }).fill('Loja da esquina');
      expect(await nome.inputValue()).toBe(`Cliente apressado ${i}`);
      expect(new URL(page.url()).pathname).toBe('/erp/clientes/editar');
    }
  }, 120_000);

  it('CPF/CNPJ de outro cliente da empresa: avisa com o nome dele e só grava com "Salvar mesmo assim"', async () => {
    const { rows } = await e.db.pool.query(
      `SELECT id, nome, cpf_cnpj FROM cliente WHERE emitente_id = $1 AND length(cpf_cnpj) = 14 AND ativo ORDER BY id LIMIT 1`,
      [emit],
    );
    const existente = rows[0];
    const contar = async () =>
      (await e.db.pool.query('SELECT count(*)::int AS n FROM cliente WHERE emitente_id = $1 AND cpf_cnpj = $2', [emit, existente.cpf_cnpj])).rows[0].n;
    const antes = await contar();
    await page.goto(`${e.base}/erp/clientes/editar`);
    await page.getByRole('textbox', { name: /^Nome \/ Razão social/ }).fill('Filial repetida Ltda');
    await page.getByRole('textbox', { name: /^CPF\/CNPJ/ }).fill(existente.cpf_cnpj);
    await page.getByRole('button', { name: 'Salvar' }).click();
    const aviso = page.getByRole('dialog', { name: 'CPF/CNPJ já cadastrado' });
    await aviso.waitFor();
    await expect.poll(() => aviso.textContent()).toContain(`já está no cadastro do cliente ${existente.nome} (código ${existente.id})`);
    await page.screenshot({ path: `${SHOTS}/cliente-cpf-cnpj-repetido.png` });
    expect(await contar()).toBe(antes);

    // "Voltar e corrigir" keeps the form and writes nothing
    await aviso.getByRole('button', { name: 'Voltar e corrigir' }).click();
    await aviso.waitFor({ state: 'hidden' });
    expect(await contar()).toBe(antes);

    await page.getByRole('button', { name: 'Salvar' }).click();
    await aviso.getByRole('button', { name: 'Salvar mesmo assim' }).click();
    await page.waitForURL('**/erp/clientes/consultar**');
    await expect.poll(contar).toBe(antes + 1);
    const novo = (
      await e.db.pool.query('SELECT nome FROM cliente WHERE emitente_id = $1 AND cpf_cnpj = $2 ORDER BY id DESC LIMIT 1', [emit, existente.cpf_cnpj])
    ).rows[0];
    expect(novo.nome).toBe('Filial repetida Ltda');
  }, 120_000);
});
