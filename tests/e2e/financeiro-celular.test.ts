/**
 * Diálogos do financeiro num celular, no Chromium a 390x844: cada diálogo
 * próprio da área (baixa de uma e de várias parcelas, recibo, histórico, PIX, recorrência,
 * renegociação) e o detalhe da auditoria cabem na tela — a caixa do diálogo dentro da janela, sem
 * rolagem horizontal no conteúdo — e o botão principal está visível e é o elemento que recebe o
 * toque no seu centro. Na baixa, Valor/Juros/Multa/Desconto vêm em pt-BR ("1.111,75", "0,00") e o
 * que se digita de uma vez ("5,25") é o que é gravado.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

const LARGURA = 390;
const ALTURA = 844;

let e: E2E;
let page: Page;
let emit = 0;
const ids: Record<string, number> = {};

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await page.setViewportSize({ width: LARGURA, height: ALTURA });
  await entrar(page, e.base, 'loja');
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  const cliente = (await e.db.pool.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emit])).rows[0].id;
  for (const [doc, valor] of [
    ['CEL29-A', '1111.75'],
    ['CEL29-B', '200.00'],
    ['CEL29-C', '300.00'],
  ]) {
    const { rows } = await e.db.pool.query(
      `INSERT INTO receber (emitente_id, documento, cliente_id, vencimento, valor) VALUES ($1, $2, $3, (now() AT TIME ZONE 'America/Sao_Paulo')::date + 10, $4) RETURNING id`,
      [emit, doc, cliente, valor],
    );
    ids[doc] = rows[0].id;
  }
});
afterAll(async () => {
  await e?.close();
});

/** The dialog's box is inside the 390x844 window and its content does not scroll sideways. */
async function cabeNaTela(dialogo: Locator, nome: string) {
  // MUI puts role="dialog" on the paper itself
  const papel = dialogo;
  await papel.waitFor();
  await page.screenshot({ path: `${SHOTS}/financeiro-celular-${nome}.png` });
  const caixa = (await papel.boundingBox())!;
  expect(caixa.x, `${nome}: esquerda`).toBeGreaterThanOrEqual(0);
  expect(caixa.y, `${nome}: topo`).toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width, `${nome}: largura ${caixa.width}`).toBeLessThanOrEqual(LARGURA);
  expect(caixa.y + caixa.height, `${nome}: altura ${caixa.height}`).toBeLessThanOrEqual(ALTURA);
  const transborda = await papel.evaluate((p) =>
    [p, ...Array.from(p.querySelectorAll('.MuiDialogContent-root'))].some((el) => el.scrollWidth > el.clientWidth + 1),
  );
  expect(transborda, `${nome}: rolagem horizontal`).toBe(false);
}

/** The button is on screen and is what a tap at its centre hits (not covered, not panned out). */
async function botaoAoAlcance(botao: Locator, nome: string) {
  await expect.poll(async () => botao.isEnabled()).toBe(true);
  const b = (await botao.boundingBox())!;
  expect(b.x, nome).toBeGreaterThanOrEqual(0);
  expect(b.y, nome).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, nome).toBeLessThanOrEqual(LARGURA);
  expect(b.y + b.height, nome).toBeLessThanOrEqual(ALTURA);
  const acerta = await botao.evaluate(
    (el, [x, y]) => {
      const alvo = document.elementFromPoint(x, y);
      return !!alvo && (alvo === el || el.contains(alvo));
    },
    [b.x + b.width / 2, b.y + b.height / 2] as const,
  );
  expect(acerta, `${nome}: o toque no centro chega ao botão`).toBe(true);
}

async function lista(busca: string) {
  await page.goto(`${e.base}/erp/receber/consultar`);
  await page.getByLabel('Documento ou histórico').fill(busca);
  await page.getByTestId(`titulo-${ids['CEL29-A']}`).waitFor({ timeout: 15_000 });
}

describe('financeiro a 390x844: diálogos cabem e o botão principal se alcança', () => {
  it('baixa: dinheiro em pt-BR, cabe na tela, juros digitados de uma vez e confirmação pelo botão', async () => {
    await lista('CEL29');
    const linha = page.getByTestId(`titulo-${ids['CEL29-A']}`);
    await linha.getByRole('button', { name: 'Receber' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Receber 1 parcela(s)' });
    await cabeNaTela(dialogo, 'baixa');
    await expect.poll(async () => dialogo.getByLabel('Valor CEL29-A').inputValue()).toBe('1.111,75');
    for (const campo of ['Juros', 'Multa', 'Desconto']) expect(await dialogo.getByLabel(`${campo} CEL29-A`).inputValue()).toBe('0,00');
    await dialogo.getByLabel('Juros CEL29-A').click();
    await page.keyboard.type('5,25');
    await expect.poll(async () => (await dialogo.getByTestId('total-baixa').textContent())?.replace(/\s/g, ' ')).toContain('R$ 1.117,00');
    const confirmar = dialogo.getByRole('button', { name: 'Confirmar recebimento' });
    await botaoAoAlcance(confirmar, 'Confirmar recebimento');
    await confirmar.click();

    const recibo = page.getByRole('dialog', { name: 'Recibo' });
    await cabeNaTela(recibo, 'recibo');
    await recibo.getByTestId('recibo-pdf').waitFor({ timeout: 20_000 });
    const fechar = recibo.getByRole('button', { name: 'Fechar' });
    await botaoAoAlcance(fechar, 'Fechar o recibo');
    await fechar.click();
    const baixa = (
      await e.db.pool.query(`SELECT valor::text AS valor, juros::text AS juros FROM receber_pagamento WHERE emitente_id = $1 AND receber_id = $2`, [
        emit,
        ids['CEL29-A'],
      ])
    ).rows;
    expect(baixa).toEqual([{ valor: '1111.75', juros: '5.25' }]);
  });

  it('histórico, PIX e recorrência cabem; o botão principal se alcança', async () => {
    await lista('CEL29');
    await page.getByTestId(`titulo-${ids['CEL29-A']}`).getByRole('button', { name: 'Histórico' }).click();
    const hist = page.getByRole('dialog', { name: 'Histórico e anexos de CEL29-A' });
    await hist.getByRole('button', { name: 'Recibo' }).waitFor();
    await cabeNaTela(hist, 'historico');
    await botaoAoAlcance(hist.getByRole('button', { name: 'Fechar' }), 'Fechar o histórico');
    await hist.getByRole('button', { name: 'Fechar' }).click();
    await hist.waitFor({ state: 'hidden' });

    await page.getByTestId(`titulo-${ids['CEL29-B']}`).getByRole('button', { name: 'PIX' }).click();
    const pix = page.getByRole('dialog', { name: 'PIX de CEL29-B' });
    await pix.locator('img[alt="QR Code PIX"], .MuiAlert-root').first().waitFor({ timeout: 15_000 });
    await cabeNaTela(pix, 'pix');
    await botaoAoAlcance(pix.getByRole('button', { name: 'Fechar' }), 'Fechar o PIX');
    await pix.getByRole('button', { name: 'Fechar' }).click();
    await pix.waitFor({ state: 'hidden' });

    await page.getByTestId(`titulo-${ids['CEL29-B']}`).getByRole('button', { name: 'Repetir' }).click();
    const repetir = page.getByRole('dialog', { name: 'Repetir CEL29-B' });
    await cabeNaTela(repetir, 'recorrencia');
    await botaoAoAlcance(repetir.getByRole('button', { name: 'Repetir' }), 'Repetir');
    await repetir.getByRole('button', { name: 'Cancelar' }).click();
    await repetir.waitFor({ state: 'hidden' });
  });

  it('renegociação e baixa de várias parcelas cabem; acréscimo em pt-BR', async () => {
    await lista('CEL29');
    for (const d of ['CEL29-B', 'CEL29-C']) await page.getByTestId(`titulo-${ids[d]}`).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Renegociar' }).click();
    const reneg = page.getByRole('dialog', { name: 'Renegociar 2 parcela(s)' });
    await cabeNaTela(reneg, 'renegociacao');
    expect(await reneg.getByLabel('Acréscimo (R$)').inputValue()).toBe('0,00');
    await reneg.getByLabel('Acréscimo (R$)').click();
    await page.keyboard.type('10,50');
    await expect.poll(async () => (await reneg.getByText(/Novo total/).textContent())?.replace(/\s/g, ' ')).toContain('R$ 510,50');
    await botaoAoAlcance(reneg.getByRole('button', { name: 'Renegociar' }), 'Renegociar');
    await reneg.getByRole('button', { name: 'Cancelar' }).click();
    await reneg.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /Receber selecionados \(2\)/ }).click();
    const baixa = page.getByRole('dialog', { name: 'Receber 2 parcela(s)' });
    await cabeNaTela(baixa, 'baixa-varias');
    await expect.poll(async () => baixa.getByLabel('Valor CEL29-C').inputValue()).toBe('300,00');
    await botaoAoAlcance(baixa.getByRole('button', { name: 'Confirmar recebimento' }), 'Confirmar recebimento de 2');
    await baixa.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('auditoria: o detalhe de uma linha cabe e fecha pelo botão', async () => {
    await page.goto(`${e.base}/erp/auditoria/consultar`);
    const tabela = page.getByRole('table', { name: 'Trilha de auditoria' });
    await tabela.locator('tbody tr').first().click();
    const detalhe = page.getByRole('dialog');
    await detalhe.getByRole('table', { name: 'Diferença antes e depois' }).waitFor();
    await cabeNaTela(detalhe, 'auditoria');
    await botaoAoAlcance(detalhe.getByRole('button', { name: 'Fechar' }), 'Fechar a auditoria');
  });
});
