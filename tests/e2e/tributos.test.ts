/**
 * Simulador de tributos no navegador: a empresa do regime normal (MG) simula a
 * venda de um produto a um consumidor final da BA; a tela mostra cada tributo com base, alíquota,
 * valor e a regra usada (tabela de alíquotas MG→BA, DIFAL base dupla), e o FCP do destino.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;

beforeAll(async () => {
  e = await startE2E({ demoSize: 20 });
  const { rows } = await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`);
  const emitente = rows[0].emitente_id;
  await e.db.pool.query(
    `INSERT INTO aliquota (emitente_id, uf_origem, uf_destino, aliquota_icms, aliquota_interna_destino, fcp_destino, fonte_legal)
     VALUES ($1, 'MG', 'BA', 7, 20.5, 2, 'Res. SF 22/89; RICMS/BA')`,
    [emitente],
  );
  await e.db.pool.query(
    `INSERT INTO produto (emitente_id, codigo, descricao, unidade, ncm, cfop, origem, cst_icms, aliquota_icms, cst_ipi, aliquota_ipi, enquadramento_ipi,
                          cst_pis, aliquota_pis, cst_cofins, aliquota_cofins, preco_venda)
     VALUES ($1, 'SIM-E2E', 'Mesa de madeira maciça', 'UN', '94036000', '5101', 0, '000', 18, '50', 5, '999', '01', 1.65, '01', 7.6, 1000)`,
    [emitente],
  );
  page = await e.newPage();
  await entrar(page, e.base, 'industria');
}, 180_000);
afterAll(async () => {
  await e?.close();
});

describe('Simulador de tributos', () => {
  it('mostra cada tributo com base, alíquota, valor e regra usada', async () => {
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Simulador de tributos' }).click();
    await page.waitForURL('**/erp/produtos/simulador');
    await page.getByLabel('Produto do item 1').fill('Mesa de madeira');
    await page.getByRole('option', { name: /Mesa de madeira maciça/ }).click();
    await page.getByLabel('UF do cliente').click();
    await page.getByRole('option', { name: 'BA', exact: true }).click();
    await page.getByRole('button', { name: 'Simular' }).click();
    const tabela = page.getByRole('table', { name: 'Tributos simulados' });
    await tabela.waitFor({ timeout: 15_000 });
    const linha = (nome: string) => tabela.getByRole('row').filter({ has: page.getByRole('cell', { name: nome, exact: true }) });
    // IPI 50,00; ICMS (1.050,00 × 7 %) 73,50; DIFAL base dupla 178,30; FCP do destino 24,57
    await expect.poll(async () => (await linha('ICMS').innerText()).replace(/\s+/g, ' ')).toContain('R$ 1.050,00 7,00 % R$ 73,50');
    expect((await linha('ICMS').innerText()).replace(/\s+/g, ' ')).toContain('ICMS MG→BA 7 % (tabela de alíquotas)');
    expect((await linha('IPI').innerText()).replace(/\s+/g, ' ')).toContain('R$ 1.000,00 5,00 % R$ 50,00');
    const difal = (await linha('ICMS DIFAL (UF de destino)').innerText()).replace(/\s+/g, ' ');
    expect(difal).toContain('R$ 1.228,30 20,50 % R$ 178,30');
    expect(difal).toContain('base dupla');
    expect((await linha('FCP (UF de destino)').innerText()).replace(/\s+/g, ' ')).toContain('R$ 24,57');
    await expect.poll(() => page.getByText('CFOP 6101').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/simulador-tributos.png`, fullPage: true });
  });
});
