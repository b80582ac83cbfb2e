/**
 * Chave de treinamento "SEFAZ fora do ar" em Chromium contra o servidor, o banco
 * e o simulador da SEFAZ reais: no cartão de status do gerenciador de NF-e, o administrador liga a
 * chave; o autorizador da UF para no simulador e o cartão passa a mostrar o serviço indisponível;
 * desligada, o serviço volta a operar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { AUTORIZADORES_PADRAO } from '../../src/fiscal/sefaz/tabela.ts';

let e: E2E;
let page: Page;
let uf = '';

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
  uf = (await e.db.pool.query(`SELECT e.uf FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`)).rows[0].uf;
});
afterAll(async () => {
  e?.sefaz.simulador.estado.contingencia.foraDoAr.clear();
  await e?.close();
});

describe('treinamento no cartão de status da SEFAZ', () => {
  it('liga: autorizador parado e serviço indisponível; desliga: serviço em operação', async () => {
    const autorizador = AUTORIZADORES_PADRAO['55'][uf];
    await page.goto(`${e.base}/erp/gerenciarNFe/gerenciarnfe`);
    const cartao = page.getByTestId('status-sefaz');
    await cartao.getByText('Serviço em operação', { exact: true }).waitFor({ timeout: 30_000 });
    const chave = page.getByTestId('treinamento-sefaz');
    const interruptor = chave.getByLabel(`Treinamento: SEFAZ ${autorizador} fora do ar`);
    await interruptor.click();
    await chave.getByText(/está fora do ar/).waitFor({ timeout: 15_000 });
    expect(await interruptor.isChecked()).toBe(true);
    await cartao.getByText('Serviço indisponível', { exact: true }).waitFor({ timeout: 30_000 });
    expect(e.sefaz.simulador.estado.contingencia.foraDoAr.has(autorizador)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/nfe-treinamento-sefaz-fora.png` });
    await interruptor.click();
    await chave.getByText(/voltou ao ar/).waitFor({ timeout: 15_000 });
    expect(await interruptor.isChecked()).toBe(false);
    await cartao.getByText('Serviço em operação', { exact: true }).waitFor({ timeout: 30_000 });
    expect(e.sefaz.simulador.estado.contingencia.foraDoAr.size).toBe(0);
  });
});
