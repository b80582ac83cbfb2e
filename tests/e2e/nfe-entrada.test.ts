/**
 * Notas de entrada na tela, no Chromium contra o servidor, o banco e o simulador
 * da SEFAZ:
 * - importação: o item de CFOP 3xxx mostra o II e a DI; trocar a via para marítima sem AFRMM dá o
 *   erro do servidor no item; com o AFRMM a nota grava, transmite e é autorizada com a DI nova;
 * - compra de produtor: a nota do produtor (refNFP) aparece com os seus campos e continua gravada
 *   depois de salvar pela tela.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let token = '';
let emit = 0;

async function api(method: string, url: string, body?: unknown) {
  const r = await fetch(e.base + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, json: await r.json() };
}
const q1 = async (sql: string, p: unknown[]) => (await e.db.pool.query(sql, p)).rows[0];

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  token = (await api('POST', '/v1/auth/login/', { Login: 'loja', Password: 'Demo@2026', LembrarMe: false })).json.Data.Token;
  emit = (await q1(`SELECT emitente_id FROM usuario WHERE login = 'loja'`, [])).emitente_id;
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
});

async function produto(codigo: string): Promise<number> {
  const r = await api('POST', '/v1/produto/', {
    codigo,
    descricao: `Produto ${codigo}`,
    unidade: 'UN',
    ncm: '84821010',
    origem: 1,
    csosn: '0102',
    cst_pis: '49',
    cst_cofins: '49',
    preco_venda: 100,
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.Data.id;
}

describe('notas de entrada pela tela', () => {
  it('importação: DI no item, erro do AFRMM na via marítima, autorizada com a DI alterada', async () => {
    // fornecedor do exterior: o cadastro de cliente da API ainda exige CPF/CNPJ
    const forn = await q1(
      `INSERT INTO cliente (emitente_id, tipo_pessoa, cpf_cnpj, id_estrangeiro, nome, ind_ie_dest, pais_id, logradouro, numero, bairro)
       VALUES ($1, 'E', '', 'US998877', 'Acme Bearings Inc', 9, 230, 'Main Street', '100', 'Downtown') RETURNING id`,
      [emit],
    );
    const p = await produto('IMP-E2E');
    const pre = await api('POST', '/v1/modelosFaturamento/Predefinicoes');
    const m = (pre.json.Data as Array<Record<string, any>>).find((x) => x.codigo === 'importacao')!;
    const di = [
      {
        nDI: '2611111111',
        dDI: '2026-11-02',
        xLocDesemb: 'Aeroporto de Viracopos',
        UFDesemb: 'SP',
        dDesemb: '2026-11-03',
        tpViaTransp: 4,
        tpIntermedio: 1,
        cExportador: 'ACME',
        adi: [{ nAdicao: 1, nSeqAdic: 1, cFabricante: 'ACME-FAB' }],
      },
    ];
    const f = await api('POST', '/v1/faturamento/', {
      cliente_id: forn.id,
      modelo_faturamento_id: m.id,
      natureza_operacao: m.natureza_operacao,
      Item: [{ produto_id: p, quantidade: 2, valor_unitario: 100, valor_ii: 28, di: JSON.stringify(di) }],
    });
    expect(f.status, JSON.stringify(f.json)).toBe(201);
    const id = f.json.Data.id;

    await page.goto(`${e.base}/erp/faturamento/editar/${id}`);
    await page.getByRole('tab', { name: /Itens/ }).click();
    await page.getByRole('button', { name: 'Tributos do item 1' }).click();
    const nDI = page.getByLabel('Nº da DI (DI do item 1)');
    await expect.poll(() => nDI.inputValue(), { timeout: 15_000 }).toBe('2611111111');
    expect(await page.getByLabel('II (R$) do item 1', { exact: true }).inputValue()).toMatch(/^28/);
    await nDI.fill('2622222222');
    await page
      .getByTestId('importacao-item-1')
      .getByRole('combobox', { name: /Via de transporte/ })
      .click();
    await page.getByRole('option', { name: 'Marítima' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    // the item may show more than one alert: wait for the one with the server's message
    await page.getByTestId('importacao-item-1').getByRole('alert').filter({ hasText: 'na via marítima informe o AFRMM' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('AFRMM (R$) (DI do item 1)').fill('12.50');
    await page.screenshot({ path: `${SHOTS}/nfe-importacao-di.png` });

    await page.getByRole('button', { name: 'Salvar e transmitir' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    const resultado = page.getByTestId('resultado-autorizacao');
    await resultado.waitFor({ timeout: 60_000 }).catch(async (err) => {
      await page.screenshot({ path: `${SHOTS}/nfe-importacao-falha.png` });
      throw new Error(`${err}\n${(await page.locator('body').innerText()).slice(0, 1500)}`);
    });
    expect(await resultado.textContent()).toContain('Autorizada');
    const xml = (await q1(`SELECT xml FROM documento_fiscal_xml WHERE faturamento_id = $1 AND tipo = 'nfeProc'`, [id])).xml as string;
    expect(xml).toContain('<nDI>2622222222</nDI>');
    expect(xml).toContain('<tpViaTransp>1</tpViaTransp><vAFRMM>12.50</vAFRMM>');
    expect(xml).toContain('<vII>28.00</vII>');
  });

  it('compra de produtor: a nota do produtor (refNFP) aparece e continua gravada depois de salvar', async () => {
    const cli = await q1(
      `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf AND c.tipo_pessoa <> 'E' ORDER BY c.id LIMIT 1`,
      [emit],
    );
    const p = await produto('MILHO-E2E');
    const f = await api('POST', '/v1/faturamento/', {
      cliente_id: cli.id,
      tipo_operacao: 0,
      natureza_operacao: 'Compra de produtor rural',
      Item: [{ produto_id: p, cfop: '1102', quantidade: 10, valor_unitario: 3 }],
      NFref: [{ tipo: 'refNFP', uf: 'SP', aamm: '2611', cpf_cnpj: '52998224725', ie: 'ISENTO', modelo: '04', serie: 0, numero: 77 }],
    });
    expect(f.status, JSON.stringify(f.json)).toBe(201);
    const id = f.json.Data.id;
    await page.goto(`${e.base}/erp/faturamento/editar/${id}`);
    const numero = page.getByLabel('Número da nota de produtor 1', { exact: true });
    await expect.poll(() => numero.inputValue(), { timeout: 15_000 }).toBe('77');
    await numero.fill('78');
    await page.getByLabel('IE da nota de produtor 1', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    // o servidor recusa a nota de produtor sem IE e a tela mostra o erro no campo
    await expect
      .poll(
        async () =>
          (await page
            .getByTestId('ref-produtor')
            .innerText()
            .catch(() => '')) ?? '',
        { timeout: 15_000 },
      )
      .toContain('Informe a IE do produtor');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('IE da nota de produtor 1', { exact: true }).fill('ISENTO');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect
      .poll(async () => (await q1('SELECT numero, ie, tipo FROM faturamento_referencia WHERE faturamento_id = $1', [id]))?.numero, { timeout: 15_000 })
      .toBe(78);
    expect(await q1('SELECT tipo, ie, modelo FROM faturamento_referencia WHERE faturamento_id = $1', [id])).toEqual({
      tipo: 'refNFP',
      ie: 'ISENTO',
      modelo: '04',
    });
  });
});
