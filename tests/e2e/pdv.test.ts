/**
 * PDV de ponta a ponta, no Chromium a 1366x768 como o usuário `caixa`
 * (perfil Caixa da demonstração) contra o servidor real e o simulador da SEFAZ: abre o caixa, vende
 * dois itens pelo código de barras (um por "quantidade x código", outro pesado pela etiqueta de
 * balança), paga dinheiro + PIX com troco, NFC-e autorizada, imprime o DANFE de 80 mm (captura da
 * tela do PDF), paga outra no cartão com bandeira e CNPJ da credenciadora e a cancela pela lista,
 * tira a SEFAZ do ar -> a venda termina em contingência (avisada na tela do caixa) -> SEFAZ de
 * volta -> retransmitida e autorizada; envia a NFC-e por e-mail e WhatsApp pelo detalhe da venda;
 * fecha o caixa.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { configDoRuntime, obterRuntimeFiscal } from '../../src/server/modules/nfe/runtime.ts';
import { digitoGs1 } from '../../src/domain/pdv/codigo-barras.ts';

let e: E2E;
let page: Page;
let emit = 0;
let produto: Record<string, any>;
let pesado: Record<string, any>;
let primeira = 0;

beforeAll(async () => {
  e = await startE2E();
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'caixa'`)).rows[0].emitente_id;
  produto = (
    await e.db.pool.query(
      `SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`,
      [emit],
    )
  ).rows[0];
  pesado = (await e.db.pool.query(`SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND unidade = 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`, [emit]))
    .rows[0];
  page = await e.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await entrar(page, e.base, 'caixa');
}, 180_000);
afterAll(async () => {
  await e?.close();
});

function etiqueta(codigo: string, gramas: number): string {
  const base = `2${codigo.padStart(6, '0')}${String(gramas).padStart(5, '0')}`;
  return base + digitoGs1(base);
}

async function bipar(texto: string) {
  const campo = page.getByTestId('entrada-pdv');
  await campo.fill(texto);
  await campo.press('Enter');
}

async function pagar(pags: Array<[string, string]>, itens?: number) {
  if (itens) await expect.poll(() => page.getByRole('table', { name: 'Itens da venda' }).getByRole('row').count()).toBe(itens + 1);
  await page.keyboard.press('F10');
  const d = page.getByRole('dialog', { name: /Pagamento/ });
  await d.waitFor();
  for (const [especie, valor] of pags) {
    await d.getByRole('button', { name: especie }).click();
    const v = d.getByLabel('Valor do pagamento');
    await v.fill(valor);
    await v.press('Enter');
  }
  return d;
}

const ultimaVenda = async () => (await e.db.pool.query('SELECT * FROM venda_cupom WHERE emitente_id = $1 ORDER BY id DESC LIMIT 1', [emit])).rows[0];

describe('PDV: caixa, venda por código de barras, NFC-e, impressão, cancelamento, contingência e fechamento', () => {
  it('abre o caixa com fundo de troco', async () => {
    await page.goto(`${e.base}/erp/pdv/venda`);
    await page.getByLabel('Fundo de troco (R$)').fill('100,00');
    await page.getByRole('button', { name: 'Enter - Abrir caixa' }).click();
    await page.getByTestId('entrada-pdv').waitFor();
    await expect.poll(() => page.getByText('F10 Pagamento').count()).toBeGreaterThan(0);
  });

  it('vende dois itens pelo código de barras (um pesado), dinheiro + PIX com troco, autorizada e impressa', async () => {
    await bipar(`2x${produto.gtin}`);
    await bipar(etiqueta(produto.codigo === pesado.codigo ? '0' : pesado.codigo, 1250));
    const linhas = page.getByRole('table', { name: 'Itens da venda' }).getByRole('row');
    await expect.poll(() => linhas.count()).toBe(3);
    await expect.poll(async () => (await linhas.nth(2).textContent()) ?? '').toContain('1,25');
    const total = Math.round((Number(produto.preco_venda) * 2 + Number(pesado.preco_venda) * 1.25) * 100) / 100;
    await expect.poll(async () => (await page.getByTestId('total-venda').textContent()) ?? '').toContain(total.toFixed(2).replace('.', ','));
    await page.screenshot({ path: `${SHOTS}/pdv-venda-1366x768.png` });
    const d = await pagar([
      ['2 PIX', '5,00'],
      ['1 Dinheiro', (total - 5 + 10).toFixed(2).replace('.', ',')],
    ]);
    await expect.poll(async () => (await d.getByTestId('troco').textContent()) ?? '').toContain('10,00');
    await d.getByRole('button', { name: 'F10 - Concluir venda' }).click();
    const r = page.getByTestId('resultado-venda');
    await r.waitFor({ timeout: 30_000 });
    expect(await r.textContent()).toMatch(/Autorizado o uso da NFC-e/);
    const v = await ultimaVenda();
    expect(v.situacao).toBe('autorizada');
    expect(Number(v.valor_troco)).toBe(10);
    primeira = v.id;
    await page.getByRole('button', { name: 'Enter - Imprimir' }).click();
    const pdf = page.getByTestId('visualizador-pdf');
    await pdf.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/pdv-danfe-80mm.png` });
    await page.keyboard.press('Escape');
    // a página 1 do PDF em tamanho real, no visualizador do Chromium (para olhar)
    const login = await e.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'caixa', Password: 'Demo@2026', LembrarMe: false } });
    const pdfRes = await e.app.inject({
      method: 'GET',
      url: `/v1/GerenciadorNFCe/ImprimirVenda/${v.id}`,
      headers: { authorization: `Bearer ${login.json().Data.Token}` },
    });
    expect(pdfRes.headers['content-type']).toContain('application/pdf');
    mkdirSync(SHOTS, { recursive: true });
    const arquivo = resolve(SHOTS, 'pdv-danfe-80mm.pdf');
    writeFileSync(arquivo, pdfRes.rawPayload);
    const visor = await e.newPage();
    await visor.setViewportSize({ width: 700, height: 1000 });
    await visor.goto(`file://${arquivo}`);
    await visor.waitForTimeout(2000);
    await visor.screenshot({ path: `${SHOTS}/pdv-danfe-80mm-pagina1.png` });
    await visor.close();
  });

  it('paga no cartão escolhendo a bandeira e o CNPJ da credenciadora; depois cancela a venda pela lista', async () => {
    await page.getByTestId('entrada-pdv').waitFor();
    await bipar(produto.gtin);
    await expect.poll(() => page.getByRole('table', { name: 'Itens da venda' }).getByRole('row').count()).toBe(2);
    await page.keyboard.press('F10');
    const d = page.getByRole('dialog', { name: /Pagamento/ });
    await d.waitFor();
    await d.getByRole('button', { name: '3 Cartão de crédito' }).click();
    await d.getByLabel('Bandeira do cartão').selectOption('02');
    const cnpj = d.getByLabel('CNPJ da credenciadora (opcional)');
    await cnpj.fill('01027058000100');
    await d.getByText('CNPJ da credenciadora inválido').waitFor();
    await cnpj.fill('01027058000191');
    expect(await cnpj.inputValue()).toBe('01.027.058/0001-91');
    await cnpj.press('Enter'); // o valor já vem com o total
    await expect.poll(async () => (await d.getByRole('table', { name: 'Pagamentos' }).textContent()) ?? '').toMatch(/Cartão de crédito — Mastercard/);
    await d.getByRole('button', { name: 'F10 - Concluir venda' }).click();
    await page.getByTestId('resultado-venda').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    const v = await ultimaVenda();
    expect(v.situacao).toBe('autorizada');
    const pag = (await e.db.pool.query('SELECT t_pag, bandeira, cnpj_credenciadora FROM venda_cupom_pagamento WHERE venda_cupom_id = $1', [v.id])).rows;
    expect(pag).toEqual([{ t_pag: '03', bandeira: '02', cnpj_credenciadora: '01027058000191' }]);
    const xml = (await e.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE venda_cupom_id = $1 AND tipo = 'nfe' ORDER BY id DESC LIMIT 1`, [v.id]))
      .rows[0].xml as string;
    expect(xml).toMatch(/<card><tpIntegra>2<\/tpIntegra><CNPJ>01027058000191<\/CNPJ><tBand>02<\/tBand><\/card>/);
    await page.goto(`${e.base}/erp/pdv/consultar`);
    const linha = page.getByTestId(`venda-${v.id}`);
    await linha.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByLabel('Justificativa (15 a 255 caracteres)').fill('Cliente desistiu da compra no caixa');
    await page.getByRole('button', { name: 'Enter - Sim, cancelar' }).click();
    await expect
      .poll(async () => (await page.getByTestId('mensagem-pdv').textContent()) ?? '', { timeout: 30_000 })
      .toMatch(/Cancelamento da NFC-e registrado/);
    expect((await ultimaVenda()).situacao).toBe('cancelada');
  });

  it('SEFAZ fora do ar: a venda termina em contingência; de volta, é retransmitida e autorizada', async () => {
    const rt = obterRuntimeFiscal(configDoRuntime()!);
    const url = rt.simuladorUrl!;
    const ca = rt.ca()[0];
    rt.usarSimulador('https://127.0.0.1:9', ca); // autorizador inacessível
    await page.goto(`${e.base}/erp/pdv/venda`);
    await bipar(produto.gtin);
    const d = await pagar([['1 Dinheiro', '1000,00']], 1);
    await d.getByRole('button', { name: 'F10 - Concluir venda' }).click();
    const r = page.getByTestId('resultado-venda');
    await r.waitFor({ timeout: 30_000 });
    expect(await r.textContent()).toMatch(/EMITIDA EM CONTINGÊNCIA/);
    const v = await ultimaVenda();
    expect(v.situacao).toBe('contingencia');
    expect(v.tp_emis).toBe(9);
    await page.getByRole('button', { name: 'Enter - Imprimir' }).click();
    await page.getByTestId('visualizador-pdf').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/pdv-danfe-contingencia.png` });
    await page.keyboard.press('Escape');
    // a tela do caixa avisa a nota em contingência aguardando transmissão, com o link para a lista
    await expect.poll(async () => (await page.getByTestId('aviso-contingencia').textContent()) ?? '').toMatch(/1 NFC-e em contingência aguardando transmissão/);
    await page.goto(`${e.base}/erp/pdv/consultar`);
    await expect.poll(async () => (await page.getByTestId('pendentes-contingencia').textContent()) ?? '').toMatch(/1 pendente/);
    rt.usarSimulador(url, ca); // de volta (depois de ver a pendente: a tarefa de cada minuto também a transmitiria)
    await page.getByRole('button', { name: 'Sair da contingência e transmitir pendentes' }).click();
    await expect
      .poll(async () => (await e.db.pool.query('SELECT situacao FROM venda_cupom WHERE emitente_id = $1 AND id = $2', [emit, v.id])).rows[0].situacao, {
        timeout: 30_000,
      })
      .toBe('autorizada');
    await page.screenshot({ path: `${SHOTS}/pdv-lista.png` });
    await page.goto(`${e.base}/erp/pdv/venda/${v.id}`);
    await expect.poll(async () => (await page.getByTestId('situacao-venda').textContent()) ?? '').toBe('autorizada');
  });

  it('no detalhe da venda, envia a NFC-e por e-mail (XML e DANFE anexos) e abre o WhatsApp com a consulta', async () => {
    const v = await ultimaVenda();
    await page.goto(`${e.base}/erp/pdv/venda/${v.id}`);
    const grupo = page.getByRole('group', { name: 'Compartilhar a NFC-e' });
    await grupo.getByLabel('E-mail do consumidor').fill('cliente@exemplo.com.br');
    await grupo.getByRole('button', { name: 'Enviar por e-mail' }).click();
    await expect.poll(async () => (await page.getByTestId('mensagem-compartilhar').textContent()) ?? '', { timeout: 30_000 }).toMatch(/NFC-e enviada para/);
    const m = e.mails.at(-1)!;
    expect(m.to).toBe('cliente@exemplo.com.br');
    expect(m.raw).toContain(`${v.chave}-nfce.xml`);
    expect(m.raw).toMatch(/NFCe-\d+\.pdf/);
    // o link wa.me abre numa nova aba (respondida aqui, sem sair para a internet)
    await page.context().route(/^https:\/\/wa\.me\//, (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }));
    await grupo.getByLabel('Celular (opcional)').fill('11999998888');
    expect(await grupo.getByLabel('Celular (opcional)').inputValue()).toBe('(11) 99999-8888');
    const [aba] = await Promise.all([page.waitForEvent('popup'), grupo.getByRole('button', { name: 'WhatsApp' }).click()]);
    expect(aba.url()).toMatch(/^https:\/\/wa\.me\/5511999998888\?text=/);
    expect(decodeURIComponent(aba.url())).toContain(v.chave);
    await aba.close();
  });

  it('inutiliza uma faixa de numeração da NFC-e', async () => {
    await page.goto(`${e.base}/erp/pdv/inutilizacaonfce`);
    await page.getByText('Inutilizar numeração de NFC-e').waitFor();
    await page.getByLabel('Série').fill('1');
    await page.getByLabel('Número inicial').fill('500');
    await page.getByLabel('Número final').fill('502');
    await page.getByLabel('Justificativa').fill('Numeração pulada por falha no PDV do caixa.');
    await page.getByRole('button', { name: 'Inutilizar' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await page.getByText('Inutilização homologada').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('500 a 502').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/pdv-inutilizacao.png` });
    const inut = (await e.db.pool.query(`SELECT protocolo FROM inutilizacao_nfce WHERE emitente_id = $1 AND numero_inicial = 500`, [emit])).rows[0];
    expect(inut.protocolo).toMatch(/^\d{15}$/);
  });

  it('fecha o caixa com contado x esperado', async () => {
    await page.goto(`${e.base}/erp/pdv/venda`);
    await page.getByTestId('entrada-pdv').waitFor();
    await page.keyboard.press('F9');
    const d = page.getByRole('dialog', { name: 'Fechar o caixa' });
    await d.waitFor();
    const esperado = await d
      .getByText(/Esperado:/)
      .first()
      .textContent();
    const dinheiro = (esperado ?? '').replace(/[^\d,]/g, '');
    await d.getByLabel('Contado em Dinheiro').fill(dinheiro);
    await d.getByLabel('Contado em PIX').fill('5,00');
    await d.getByRole('button', { name: 'Fechar caixa' }).click();
    const conf = page.getByRole('table', { name: 'Conferência do caixa' });
    await conf.waitFor();
    expect(await conf.textContent()).toMatch(/Dinheiro.*PIX/);
    await page.screenshot({ path: `${SHOTS}/pdv-fechamento.png` });
    const cx = (await e.db.pool.query(`SELECT situacao, diferenca FROM caixa WHERE emitente_id = $1 ORDER BY id DESC LIMIT 1`, [emit])).rows[0];
    expect(cx.situacao).toBe('fechado');
    expect(Number(cx.diferenca)).toBe(0);
  });
  it('quem fatura (loja) transforma a venda em NF-e pela lista e cai no faturamento criado', async () => {
    const gerente = await e.newPage();
    await entrar(gerente, e.base, 'loja');
    await gerente.goto(`${e.base}/erp/pdv/consultar`);
    await gerente.getByTestId(`venda-${primeira}`).getByRole('button', { name: 'Transformar em NF-e' }).click();
    await gerente.getByLabel('CPF/CNPJ do cliente').fill('529.982.247-25');
    await gerente.getByLabel('Nome (para cliente novo)').fill('Maria da Silva');
    await gerente.getByRole('button', { name: 'Enter - Transformar' }).click();
    await gerente.waitForURL(/\/erp\/faturamento\/editar\/\d+/, { timeout: 30_000 });
    const v = (await e.db.pool.query('SELECT situacao, faturamento_id FROM venda_cupom WHERE id = $1', [primeira])).rows[0];
    expect(v.situacao).toBe('transformada');
    expect(gerente.url()).toContain(`/faturamento/editar/${v.faturamento_id}`);
    await gerente.getByRole('button', { name: 'Voltar' }).waitFor({ timeout: 15_000 });
    await gerente.waitForLoadState('networkidle');
    await gerente.screenshot({ path: `${SHOTS}/pdv-transformada-nfe.png` });
    await gerente.close();
  });
});
