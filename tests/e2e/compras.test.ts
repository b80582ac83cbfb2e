/**
 * Compras de ponta a ponta, no Chromium contra o servidor real: na lista de
 * compras o usuário envia dois XML de NF-e e um ZIP de uma vez; um item desconhecido do fornecedor
 * é vinculado uma vez (caixa com 12 → 12 unidades); a segunda nota do mesmo fornecedor casa sozinha;
 * o estoque e as contas a pagar andam; no manifesto DF-e a nota buscada no AN (simulador) recebe a
 * ciência e vira compra em um clique; o relatório soma as três compras. As notas reais
 * (tests/fixtures/dados/nfe) são reemitidas para a empresa `loja` (destinatário = o CNPJ dela, assinadas
 * de novo com o e-CNPJ de teste de um fornecedor: a importação só aceita nota endereçada à empresa).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { criarZip } from '../../src/fiscal/zip/gravar.ts';
import { chaveCheckDigit } from '../../src/domain/chave-acesso.ts';
import { lerAmostra, reemitirPara } from '../fixtures/nfe-fornecedor.ts';

const AMOSTRA_06 = lerAmostra('samples/06-nfeProc-mod55-RS-2018-spednfe.xml');

let e: E2E;
let page: Page;
let emit = 0;
let cnpjLoja = '';
/** A amostra como nota do fornecedor para a loja (opcionalmente com outra chave e número). */
const paraLoja = (amostra: string, outra: { chave?: string; nNF?: string } = {}) => Buffer.from(reemitirPara(amostra, { dest: cnpjLoja, ...outra }));

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  cnpjLoja = (await e.db.pool.query('SELECT cnpj FROM emitente WHERE id = $1', [emit])).rows[0].cnpj;
});
afterAll(async () => {
  await e?.close();
});

const xml = (name: string, buffer: Buffer) => ({ name, mimeType: name.endsWith('.zip') ? 'application/zip' : 'text/xml', buffer });
const somaCompra = async () =>
  (
    await e.db.pool.query(`SELECT coalesce(sum(quantidade), 0)::text AS q FROM estoque_movimentacao WHERE emitente_id = $1 AND documento_tipo = 'compra'`, [
      emit,
    ])
  ).rows[0].q;

describe('compras: XML e ZIP → vínculo uma vez → segunda nota casa sozinha → estoque e contas a pagar', () => {
  it('envia dois XML e um ZIP de uma vez', async () => {
    await page.goto(`${e.base}/erp/compra/consultar`);
    await page.getByRole('button', { name: 'Importar XML/ZIP' }).waitFor({ timeout: 20_000 });
    await page
      .getByTestId('arquivo-compra')
      .setInputFiles([
        xml('06.xml', paraLoja(AMOSTRA_06)),
        xml('2017.xml', paraLoja(lerAmostra('sped-nfe-fixtures/2017protocoled.xml'))),
        xml('lote.zip', criarZip([{ nome: 'nfe_4.0.xml', dados: paraLoja(lerAmostra('sped-nfe-fixtures/nfe_4.0.xml')) }])),
      ]);
    const resultado = page.getByTestId('resultado-importacao');
    await resultado.waitFor({ timeout: 20_000 });
    await expect.poll(async () => await resultado.getByRole('alert').count()).toBe(3);
    await expect.poll(async () => (await resultado.textContent()) ?? '').toMatch(/06\.xml.*2017\.xml.*lote\.zip\/nfe_4\.0\.xml/);
    await expect.poll(async () => await page.getByText(/3 nota\(s\) importada\(s\)/).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/compras-importacao.png`, fullPage: true });
  });

  it('vincula o item desconhecido uma vez, com conversão de unidade; a compra finaliza', async () => {
    expect(await somaCompra()).toBe('0');
    const linha = page.getByTestId('resultado-importacao').getByRole('alert').filter({ hasText: '06.xml' });
    await linha.getByRole('button', { name: 'Vincular itens' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByText(/UM PRODUTO TESTE QUALQUER/).waitFor();
    const produto = dialogo.getByLabel('Nosso produto');
    await produto.click();
    await produto.fill('Arroz');
    await page.getByRole('option').first().click();
    await dialogo.getByLabel(/Unidades nossas por UN/).fill('12');
    await dialogo.getByRole('button', { name: 'Vincular' }).click();
    await expect.poll(async () => await dialogo.getByText(/finalizada/).count(), { timeout: 15_000 }).toBe(1);
    await dialogo.screenshot({ path: `${SHOTS}/compras-vinculo.png` });
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
    expect(await somaCompra()).toBe('120.0000'); // 10 caixas × 12
  });

  it('a segunda nota do mesmo fornecedor casa sozinha; estoque e contas a pagar andam', async () => {
    const base = '4318090692938300016355001000000099100001030';
    const segunda = paraLoja(AMOSTRA_06, { chave: `${base}${chaveCheckDigit(base)}`, nNF: '99' });
    await page.getByTestId('arquivo-compra').setInputFiles([xml('segunda.xml', segunda)]);
    const resultado = page.getByTestId('resultado-importacao');
    await expect.poll(async () => (await resultado.textContent()) ?? '', { timeout: 20_000 }).toMatch(/segunda\.xml: NF-e 99 importada: compra \d+ finalizada/);
    expect(await somaCompra()).toBe('240.0000');
    const pagar = await e.db.pool.query(
      `SELECT p.valor::text AS valor FROM pagar p JOIN compra c ON c.emitente_id = p.emitente_id AND c.id = p.origem_id
        WHERE p.emitente_id = $1 AND p.origem = 'compra' AND c.numero IN ('26', '99') ORDER BY c.numero`,
      [emit],
    );
    expect(pagar.rows.map((r) => r.valor)).toEqual(['1.00', '1.00']); // a duplicata 001 de cada nota
    await expect.poll(async () => await page.getByRole('row').filter({ hasText: 'Finalizada' }).count()).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: `${SHOTS}/compras-lista.png`, fullPage: true });
  });

  it('manifesto DF-e: busca as notas, manifesta a ciência, importa em um clique (o vínculo aprendido casa sozinho)', async () => {
    const cnpj = cnpjLoja;
    const chave = '35180958716523000119550010000001231000001238';
    const completa = paraLoja(AMOSTRA_06, { chave, nNF: '123' }).toString('utf8');
    const dfe = e.sefaz.simulador.dfe;
    dfe.notasCompletas.set(chave, completa);
    dfe.publicar(
      cnpj,
      'resNFe_v1.01.xsd',
      `<resNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.01"><chNFe>${chave}</chNFe><CNPJ>06929383000163</CNPJ>` +
        '<xNome>UMA RAZAO SOCIAL DE TESTE QUALQUER</xNome><IE>0100000000</IE><dhEmi>2018-09-25T00:00:00-03:00</dhEmi><tpNF>1</tpNF><vNF>500.00</vNF>' +
        '<digVal>aGVsbG8=</digVal><dhRecbto>2018-09-25T15:14:00-03:00</dhRecbto><nProt>143180000000001</nProt><cSitNFe>1</cSitNFe></resNFe>',
    );
    await page.goto(`${e.base}/erp/compra/manifestodfe`);
    await page.getByText(/Nenhum documento recebido/).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Buscar notas' }).click();
    await expect.poll(async () => await page.getByText(/1 documento\(s\) recebido\(s\)/).count(), { timeout: 15_000 }).toBe(1);
    const linha = page.getByRole('row').filter({ hasText: 'UMA RAZAO SOCIAL DE TESTE QUALQUER' });
    await linha.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Ciência da operação' }).click();
    await expect.poll(async () => await page.getByText(/1 de 1 documento\(s\) manifestado\(s\)/).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await linha.textContent()) ?? '').toMatch(/Ciência/);
    await linha.getByRole('button', { name: 'Importar como compra' }).click();
    await expect.poll(async () => await page.getByText(/Compra \d+ finalizada/).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/compras-manifesto.png`, fullPage: true });
    expect(await somaCompra()).toBe('360.0000');
  });

  it('relatório de compras', async () => {
    await page.goto(`${e.base}/erp/compra/relatorios/consultar`);
    await expect.poll(async () => (await page.getByText(/Total \(\d+ compras\)/).textContent()) ?? '', { timeout: 15_000 }).toMatch(/Total \(3 compras\)/);
    await page.screenshot({ path: `${SHOTS}/compras-relatorio.png`, fullPage: true });
  });
});
