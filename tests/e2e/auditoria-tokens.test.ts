/**
 * Auditoria e tokens de API no navegador.
 * - Auditoria (escopo 2): a dona da loja altera um cliente pela API, abre Configurações › Auditoria
 *   pelo menu, filtra por Cliente e vê a alteração; a linha abre a diferença lado a lado (campo,
 *   antes, depois) com o nome antigo e o novo.
 * - Tokens de acesso (escopo 5): pelo menu do usuário cria um token, copia o segredo mostrado uma
 *   vez, lê o /OData com Basic (login + token) e revoga pela tela: o pedido seguinte recebe 401.
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

describe('auditoria/consultar', () => {
  it('mostra a alteração de um cliente com antes e depois lado a lado', async () => {
    const login = await fetch(`${e.base}/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Login: 'loja', Password: 'Demo@2026', LembrarMe: false }),
    });
    const token = (await login.json()).Data.Token as string;
    const { rows } = await e.db.pool.query(
      `SELECT c.id, c.nome FROM cliente c JOIN usuario u ON u.emitente_id = c.emitente_id WHERE u.login = 'loja' ORDER BY c.id LIMIT 1`,
    );
    const novo = `${rows[0].nome.slice(0, 40)} Auditado`;
    const put = await fetch(`${e.base}/v1/cliente/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: rows[0].id, nome: novo }),
    });
    expect(put.status).toBe(200);

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Auditoria' }).click();
    await page.waitForURL(/\/erp\/auditoria\/consultar(\?.*)?$/);
    const tabela = page.getByRole('table', { name: 'Trilha de auditoria' });
    await tabela.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Cadastro / documento' }).click();
    await page.getByRole('option', { name: 'Cliente', exact: true }).click();
    await page.getByRole('combobox', { name: 'Ação' }).click();
    await page.getByRole('option', { name: 'Alteração' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const linha = tabela
      .getByRole('row')
      .filter({ hasText: String(rows[0].id) })
      .first();
    await linha.waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await tabela.getByRole('row').allInnerTexts()).slice(1).every((t) => t.includes('Alteração') && t.includes('Cliente')))
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/auditoria-lista.png`, fullPage: true });
    await linha.click();
    const dif = page.getByRole('table', { name: 'Diferença antes e depois' });
    await dif.waitFor();
    const nome = dif.getByRole('row').filter({ hasText: 'Nome / Razão social' });
    await expect.poll(() => nome.locator('[data-lado="antes"]').innerText()).toBe(rows[0].nome);
    expect(await nome.locator('[data-lado="depois"]').innerText()).toBe(novo);
    await page.waitForTimeout(400); // fim da animação do diálogo, para a imagem
    await page.screenshot({ path: `${SHOTS}/auditoria-diferenca.png` });
    await page.getByRole('button', { name: 'Fechar' }).click();
    await dif.waitFor({ state: 'detached' });
  });
});

describe('tokens de acesso (BI) no menu do usuário', () => {
  it('cria, usa no /OData com Basic e revoga', async () => {
    await page.getByRole('button', { name: 'Usuário' }).click();
    await page.getByRole('menuitem', { name: 'Tokens de acesso (BI)' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Tokens de acesso (BI)' });
    await dialogo.waitFor();
    await dialogo.getByLabel('Nome do token').fill('Power BI da loja');
    await dialogo.getByRole('button', { name: 'Criar token' }).click();
    const campo = dialogo.getByLabel('Token criado');
    await campo.waitFor();
    const token = await campo.inputValue();
    expect(token).toMatch(/^erp_pat_/);
    const linha = dialogo.getByRole('table', { name: 'Seus tokens de acesso' }).getByRole('row').filter({ hasText: 'Power BI da loja' });
    await expect.poll(() => linha.innerText()).toContain('Ativo');
    expect(await linha.innerText()).toContain(token.slice(0, 12));
    expect(await dialogo.innerText()).toContain(`${e.base}/OData`);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/tokens-acesso.png` });

    const auth = { authorization: `Basic ${Buffer.from(`loja:${token}`).toString('base64')}` };
    const r = await fetch(`${e.base}/OData/Produto?$count=true`, { headers: { ...auth, prefer: 'odata.maxpagesize=2' } });
    expect(r.status).toBe(200);
    const j = await r.json();
    expect(j.value).toHaveLength(2);
    expect(j['@odata.nextLink']).toContain('$skip=2');

    await linha.getByRole('button', { name: 'Revogar' }).click();
    await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: /Sim/ }).click();
    await expect.poll(() => linha.innerText()).toContain('Revogado');
    expect((await fetch(`${e.base}/OData/Produto?$top=2`, { headers: auth })).status).toBe(401);
  });
});
