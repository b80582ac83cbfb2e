/**
 * Bloco da NFC-e na tela de configurações, no Chromium contra o servidor real e
 * o simulador da SEFAZ: a dona da loja (SP) grava um CSC, pede um novo à SEFAZ ("Gerar novo CSC"),
 * consulta os ativos e escolhe a contingência EPEC; a tela mostra o código só mascarado. A dona da
 * indústria (MG) não vê a opção do EPEC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { cscsAtivos } from '../../src/sefaz-simulator/csc.ts';

const CSC = 'QWERTY1234567890ASDFG';

let e: E2E;
let page: Page;
let cnpj = '';

beforeAll(async () => {
  e = await startE2E();
  cnpj = (await e.db.pool.query(`SELECT e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`)).rows[0].cnpj;
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
});

async function confirmarOk(p: Page, texto: RegExp) {
  await p.getByText(texto).waitFor();
  await p.getByRole('button', { name: 'OK' }).click();
}

describe('configuração da NFC-e', () => {
  it('grava o CSC, gera um novo na SEFAZ, consulta e escolhe o EPEC; o código só aparece mascarado', async () => {
    await page.goto(`${e.base}/erp/configuracoes/gerenciar`);
    const bloco = page.getByTestId('config-nfce');
    await bloco.getByText('NFC-e (homologação)').waitFor();
    await bloco.getByLabel('Identificador do CSC').fill('7');
    await bloco.getByLabel('CSC', { exact: true }).fill(CSC);
    await bloco.getByRole('button', { name: 'Gravar CSC' }).click();
    await confirmarOk(page, /CSC gravado/);
    await expect.poll(() => bloco.getByTestId('csc-atual').innerText()).toBe(`CSC em uso: identificador 7, código ${'•'.repeat(CSC.length - 4)}SDFG`);

    await bloco.getByRole('button', { name: 'Gerar novo CSC' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await confirmarOk(page, /151 - Novo CSC gerado com sucesso/);
    const novo = cscsAtivos(e.sefaz.simulador.estado, cnpj)[0];
    expect(novo.csc).toMatch(/^[0-9A-Z]{36}$/);
    await expect
      .poll(() => bloco.getByTestId('csc-atual').innerText())
      .toBe(`CSC em uso: identificador ${novo.idToken}, código ${'•'.repeat(32)}${novo.csc.slice(-4)}`);

    await bloco.getByRole('button', { name: 'Consultar CSC na SEFAZ' }).click();
    await confirmarOk(page, /150 - Consulta de CSC ativos/);
    await expect
      .poll(() => bloco.getByTestId('csc-ativos').innerText())
      .toMatch(new RegExp(`CSC ativos na SEFAZ: ${novo.idToken} \\(•+${novo.csc.slice(-4)}\\)`));
    await bloco.getByRole('button', { name: 'Revogar' }).waitFor();

    await bloco.getByRole('combobox', { name: 'Contingência da NFC-e' }).click();
    await page.getByRole('option', { name: 'EPEC da SEFAZ-SP (tpEmis 4)' }).click();
    await confirmarOk(page, /Contingência da NFC-e: EPEC/);
    await bloco.getByRole('button', { name: 'Status do EPEC' }).click();
    await expect.poll(() => bloco.getByTestId('status-epec').innerText()).toMatch(/^107 - /);
    await page.screenshot({ path: `${SHOTS}/config-nfce.png`, fullPage: true });

    const html = await page.content();
    expect(html).not.toContain(novo.csc);
    expect(html).not.toContain(CSC);
  });

  it('emitente de MG: sem a opção do EPEC', async () => {
    const mg = await e.newPage();
    await entrar(mg, e.base, 'industria');
    await mg.goto(`${e.base}/erp/configuracoes/gerenciar`);
    const bloco = mg.getByTestId('config-nfce');
    await bloco.getByTestId('csc-atual').waitFor();
    expect(await bloco.getByRole('combobox', { name: 'Contingência da NFC-e' }).count()).toBe(0);
    await mg.context().close();
  });
});
