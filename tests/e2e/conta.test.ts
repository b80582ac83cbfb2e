/**
 * Conta do usuário de ponta a ponta: pelo menu do usuário, alterar a própria
 * senha (regra de força na tela, senha atual errada recusada pelo servidor), sair e entrar com a
 * nova; alterar o e-mail confirmando com a senha (o menu passa a mostrar o novo).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
const NOVA = 'Caixa#Forte2026';

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'caixa');
});
afterAll(async () => {
  await e?.close();
});

const abrirMenu = async (item: string) => {
  await page.getByRole('button', { name: 'Usuário', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

describe('conta do usuário', () => {
  it('altera a própria senha e entra com ela', async () => {
    await abrirMenu('Alterar senha');
    const dialogo = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialogo.getByLabel('Senha atual', { exact: true }).fill('Errada@2026x');
    await dialogo.getByLabel('Nova senha', { exact: true }).fill('fraca');
    await dialogo.getByLabel('Confirme a nova senha', { exact: true }).fill('fraca');
    await dialogo.getByRole('button', { name: 'Alterar senha' }).click();
    await dialogo
      .getByText(/Mínimo de|no mínimo/)
      .first()
      .waitFor();
    await dialogo.getByLabel('Nova senha', { exact: true }).fill(NOVA);
    await dialogo.getByLabel('Confirme a nova senha', { exact: true }).fill(NOVA);
    await dialogo.getByRole('button', { name: 'Alterar senha' }).click();
    await dialogo.getByText('Senha atual incorreta').first().waitFor();
    await dialogo.getByLabel('Senha atual', { exact: true }).fill('Demo@2026');
    await dialogo.getByRole('button', { name: 'Alterar senha' }).click();
    await dialogo.getByText(/Senha alterada com sucesso/).waitFor();
    await page.screenshot({ path: `${SHOTS}/conta-alterar-senha.png` });
    await dialogo.getByRole('button', { name: 'Fechar' }).click();

    await abrirMenu('Sair');
    await page.waitForURL('**/erp/sign-in');
    await page.getByLabel('Login', { exact: true }).fill('caixa');
    await page.getByLabel('Senha', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page
      .getByText(/inválid|incorret/i)
      .first()
      .waitFor();
    await entrar(page, e.base, 'caixa', NOVA);
  });

  it('altera o e-mail confirmando com a senha', async () => {
    await abrirMenu('Alterar e-mail');
    const dialogo = page.getByRole('dialog', { name: 'Alterar e-mail' });
    await dialogo.getByLabel('Novo e-mail', { exact: true }).fill('carlos.caixa@exemplo.com.br');
    await dialogo.getByLabel('Sua senha (confirmação)', { exact: true }).fill(NOVA);
    await dialogo.getByRole('button', { name: 'Alterar e-mail' }).click();
    await dialogo.getByText('E-mail alterado para carlos.caixa@exemplo.com.br. O endereço anterior recebeu um aviso.').waitFor();
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
    const { rows } = await e.db.pool.query(`SELECT email FROM usuario WHERE login = 'caixa'`);
    expect(rows[0].email).toBe('carlos.caixa@exemplo.com.br');
    await page.getByRole('button', { name: 'Usuário', exact: true }).click();
    await page.getByRole('menu').getByText('carlos.caixa@exemplo.com.br').waitFor();
    await page.keyboard.press('Escape');
  });
});
