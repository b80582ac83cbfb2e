/**
 * O balcão como o caixa o usa, no Chromium contra o servidor real e o
 * simulador da SEFAZ:
 * - abertura do caixa digitando o fundo de troco a toda velocidade sobre o "100,00" sugerido, Tab
 *   até o fechamento cego, Espaço e Enter: abre com exatamente o que foi digitado;
 * - a lista de escolha de uma busca com muitos resultados ("cafe") cabe na janela a 1366x768 e a
 *   390x844: título e primeira opção visíveis e clicáveis;
 * - pagamento só pelo teclado: a tecla 2 escolhe PIX e o valor digitado logo em seguida é o que se
 *   grava; Enter lança, 1 escolhe dinheiro, valor, Enter, F10 conclui;
 * - depois da venda, o "Faturado hoje" do painel do dono cresce exatamente o valor da NFC-e;
 * - o detalhe da venda: CPF formatado, XML da NFC-e para baixar, total da linha no celular; a
 *   lista vazia diz que está vazia e mostra só o botão de contingência que se aplica;
 * - os painéis do caixa e da empresa do pacote 1 não fazem pedidos que o servidor recusa (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { entrar, SHOTS, startE2E, type E2E } from './harness.ts';
import { arrastarPeloTitulo, CELULAR, dialogoDentroDaJanela } from './dialogos.ts';

let e: E2E;
let emit = 0;
let page: Page;
const recusas: string[] = [];
/** Produtos com "cafe" na busca do PDV, como na demonstração. */
const CAFES = 17;

const espacos = (t: string | null) => (t ?? '').replace(/\s/g, ' ');
const moeda = (v: number) => espacos(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v));
const virgula = (v: number) => v.toFixed(2).replace('.', ',');

/** Anota toda resposta 401/403 da página (pedido que o servidor recusa). */
function vigiar(p: Page, quem: string) {
  p.on('response', (r: Response) => {
    if (r.status() === 403 || r.status() === 401) recusas.push(`${quem}: ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
}

/** O valor do cartão "Faturado hoje" do painel (aria-label "Faturado hoje: R$ ..."). */
async function faturadoHoje(p: Page): Promise<string> {
  await p.goto(`${e.base}/erp/dashboard`);
  const cartao = p.getByTestId('cartoes-vendas').getByRole('link', { name: /^Faturado hoje:/ });
  await cartao.waitFor();
  return espacos(await cartao.getAttribute('aria-label'));
}

beforeAll(async () => {
  e = await startE2E();
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'caixa'`)).rows[0].emitente_id;
  // a demonstração completa tem 17 produtos com "cafe"; a do teste (60 registros) tem menos: cópias
  // de um deles (nomes que vêm por último na ordem da lista) completam os 17
  const busca = `emitente_id = $1 AND ativo AND erp_sem_acento(descricao) ILIKE '%cafe%'`;
  const { rows: cafes } = await e.db.pool.query(`SELECT id FROM produto WHERE ${busca} ORDER BY id`, [emit]);
  expect(cafes.length).toBeGreaterThan(0);
  for (let i = cafes.length; i < CAFES; i++)
    await e.db.pool.query(
      `INSERT INTO produto SELECT (jsonb_populate_record(NULL::produto, to_jsonb(p) || jsonb_build_object(
         'id', 900000 + $3::int, 'codigo', 'CAFEZZ' || $3::int, 'gtin', 'SEM GTIN', 'descricao', 'Café zz cópia ' || $3::int))).*
         FROM produto p WHERE emitente_id = $1 AND id = $2`,
      [emit, cafes[0].id, i],
    );
  expect((await e.db.pool.query(`SELECT count(*)::int AS n FROM produto WHERE ${busca}`, [emit])).rows[0].n).toBe(CAFES);
  page = await e.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  vigiar(page, 'caixa');
  await entrar(page, e.base, 'caixa');
}, 180_000);
afterAll(async () => {
  await e?.close();
});

describe('balcão do PDV', () => {
  it('o painel do caixa e o da empresa do pacote 1 não pedem o que o servidor recusa', async () => {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const ind = await e.newPage();
    vigiar(ind, 'industria');
    await entrar(ind, e.base, 'industria');
    await ind.getByTestId('cartoes-vendas').waitFor();
    await ind.waitForLoadState('networkidle');
    await ind.context().close();
    // a lista de vendas ainda vazia diz isso; da contingência, só o botão que se aplica (desligada: entrar)
    await page.goto(`${e.base}/erp/pdv/consultar`);
    await page.getByText('Nenhuma venda registrada no PDV ainda.').waitFor();
    await page.getByRole('button', { name: 'Entrar em contingência' }).waitFor();
    expect(await page.getByRole('button', { name: /Sair da contingência/ }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(recusas).toEqual([]);
  });

  it('abre o caixa digitando o fundo a toda velocidade; Enter na caixa do fechamento cego abre', async () => {
    await page.goto(`${e.base}/erp/pdv/venda`);
    const fundo = page.getByLabel('Fundo de troco (R$)');
    await fundo.pressSequentially('150');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.getByTestId('entrada-pdv').waitFor();
    const {
      rows: [cx],
    } = await e.db.pool.query(
      `SELECT valor_abertura, fechamento_cego FROM caixa WHERE emitente_id = $1 AND situacao = 'aberto' AND usuario_id = (SELECT id FROM usuario WHERE login = 'caixa')`,
      [emit],
    );
    expect({ valor: Number(cx.valor_abertura), cego: cx.fechamento_cego }).toEqual({ valor: 150, cego: true });
  });

  it('fundo de troco vazio: erro no próprio campo, nada gravado', async () => {
    // outro operador (o dono, sem caixa aberto) vê a tela de abertura
    const p = await e.newPage();
    await entrar(p, e.base, 'loja');
    await p.goto(`${e.base}/erp/pdv/venda`);
    const fundo = p.getByLabel('Fundo de troco (R$)');
    await fundo.fill('');
    await fundo.press('Enter');
    await p.getByText('Informe o fundo de troco (0,00 se o caixa começa sem dinheiro).').waitFor();
    const { rows } = await e.db.pool.query(`SELECT 1 FROM caixa WHERE usuario_id = (SELECT id FROM usuario WHERE login = 'loja') AND situacao = 'aberto'`);
    expect(rows).toHaveLength(0);
    await p.context().close();
  });

  it.each([
    [1366, 768],
    [390, 844],
  ])('a lista de escolha de "cafe" cabe em %ix%i: título e primeira opção visíveis e clicáveis', async (largura, altura) => {
    const p = largura === 1366 ? page : await e.newPage();
    if (p !== page) {
      await entrar(p, e.base, 'caixa');
      await p.goto(`${e.base}/erp/pdv/venda`);
    }
    await p.setViewportSize({ width: largura, height: altura });
    const campo = p.getByTestId('entrada-pdv');
    await campo.fill('cafe');
    await campo.press('Enter');
    const d = p.getByRole('dialog', { name: 'Escolha o produto' });
    await d.waitFor();
    const opcoes = d.getByRole('list').getByRole('button');
    await expect.poll(() => opcoes.count()).toBe(CAFES);
    const titulo = await d.getByRole('heading', { name: 'Escolha o produto' }).boundingBox();
    const primeira = opcoes.first();
    const caixa = await primeira.boundingBox();
    expect(titulo!.y).toBeGreaterThanOrEqual(0);
    expect(caixa!.y).toBeGreaterThanOrEqual(0);
    expect(caixa!.y + caixa!.height).toBeLessThanOrEqual(altura);
    const papel = await d.boundingBox();
    expect(papel!.y).toBeGreaterThanOrEqual(0);
    expect(papel!.y + papel!.height).toBeLessThanOrEqual(altura);
    expect(papel!.x + papel!.width).toBeLessThanOrEqual(largura);
    await p.screenshot({ path: `${SHOTS}/pdv-escolha-${largura}x${altura}.png` });
    // na tela grande o diálogo se arrasta pelo título
    if (largura === 1366) await arrastarPeloTitulo(p, d, 60, 30);
    await primeira.click(); // um clique de verdade: o ponto clicado é a opção
    await d.waitFor({ state: 'hidden' });
    const linhas = p.getByRole('table', { name: 'Itens da venda' }).getByRole('row');
    await expect.poll(() => linhas.count()).toBe(2);
    if (p !== page) await p.context().close();
    else await p.setViewportSize({ width: 1366, height: 768 });
  });

  it('paga pelo teclado: 2 escolhe PIX e o valor digitado a toda velocidade é o gravado; o painel cresce a venda', async () => {
    const dono = await e.newPage();
    await entrar(dono, e.base, 'loja');
    const antes = await faturadoHoje(dono);
    const numero = (t: string) => Number(t.replace(/[^\d,]/g, '').replace(',', '.'));

    await page.getByLabel('CPF/CNPJ do consumidor (F3)').fill('52998224725');
    await expect.poll(() => page.getByLabel('CPF/CNPJ do consumidor (F3)').inputValue()).toBe('529.982.247-25');
    const totalTexto = (await page.getByTestId('total-venda').textContent()) ?? '';
    const total = numero(totalTexto);
    expect(total).toBeGreaterThan(0);
    await page.getByTestId('entrada-pdv').focus();
    await page.keyboard.press('F10');
    const d = page.getByRole('dialog', { name: /Pagamento/ });
    await d.waitFor();
    // the payment dialog fits a phone (MUI's dialog size rules kept by the draggable paper)
    await page.setViewportSize(CELULAR);
    await dialogoDentroDaJanela(page, d, 'pagamento a 390 px');
    await page.screenshot({ path: `${SHOTS}/pdv-pagamento-390.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
    const pix = Math.min(1.23, Math.floor(total * 50) / 100);
    const dinheiro = Math.ceil(total - pix) + 10;
    // a toda velocidade: 2, o valor, Enter, 1, o valor, Enter — sem esperar entre as teclas
    await page.keyboard.press('2');
    await page.keyboard.type(virgula(pix));
    await page.keyboard.press('Enter');
    await page.keyboard.press('1');
    await page.keyboard.type(virgula(dinheiro));
    await page.keyboard.press('Enter');
    await expect.poll(async () => espacos(await d.getByTestId('troco').textContent())).toContain(virgula(Math.round((pix + dinheiro - total) * 100) / 100));
    await page.keyboard.press('F10');
    const r = page.getByTestId('resultado-venda');
    await r.waitFor({ timeout: 30_000 });
    expect(await r.textContent()).toMatch(/Autorizado o uso da NFC-e/);
    const {
      rows: [v],
    } = await e.db.pool.query(`SELECT id, valor_total, cpf_cnpj, situacao FROM venda_cupom WHERE emitente_id = $1 ORDER BY id DESC LIMIT 1`, [emit]);
    expect(v.situacao).toBe('autorizada');
    expect(v.cpf_cnpj).toBe('52998224725');
    const { rows: pags } = await e.db.pool.query(`SELECT t_pag, valor FROM venda_cupom_pagamento WHERE emitente_id = $1 AND venda_cupom_id = $2 ORDER BY id`, [
      emit,
      v.id,
    ]);
    expect(pags.map((x) => [x.t_pag, Number(x.valor)])).toEqual([
      ['17', pix],
      ['01', dinheiro],
    ]);
    await page.keyboard.press('Escape');

    // o painel do dono: "Faturado hoje" cresce exatamente o valor da NFC-e
    const depois = await faturadoHoje(dono);
    expect(depois).toBe(`Faturado hoje: ${moeda(Math.round((numero(antes) + Number(v.valor_total)) * 100) / 100)}`);
    await dono.screenshot({ path: `${SHOTS}/painel-com-nfce.png`, fullPage: true });
    await dono.context().close();

    // o detalhe da venda: CPF formatado, XML para baixar; no celular, o total de cada linha
    await page.goto(`${e.base}/erp/pdv/venda/${v.id}`);
    await page.getByText('Consumidor: 529.982.247-25').waitFor();
    const [baixa] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar XML' }).click()]);
    expect(baixa.suggestedFilename()).toMatch(/\.xml$/);
    await page.setViewportSize({ width: 390, height: 844 });
    const itens = page.getByRole('table', { name: 'Itens' });
    const cab = itens.getByRole('columnheader', { name: 'Total' });
    await cab.waitFor();
    const bb = await cab.boundingBox();
    expect(bb!.x + bb!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/pdv-detalhe-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    // a lista mostra o CPF formatado quando a venda não tem nome
    await page.goto(`${e.base}/erp/pdv/consultar`);
    await page.getByTestId(`venda-${v.id}`).getByText('529.982.247-25').waitFor();
    await page.waitForLoadState('networkidle');
    expect(recusas).toEqual([]);
  });
});
