/**
 * Aba "Adicionais" do produto no Chromium (food service): a dona da loja abre o lanche da
 * demonstração, vê os dois grupos que ele oferece com a regra de escolha de cada um (obrigatório 1,
 * opcional até 3), retira um grupo e o oferece de novo pela lista — o banco acompanha cada passo.
 * Na tela gerada do grupo de adicionais, máximo abaixo do mínimo mostra a mensagem do servidor no
 * campo e nada é gravado. Aba "Imagens": a imagem da demonstração aparece como capa, duas imagens
 * enviadas de uma vez viram miniaturas desenhadas pelo navegador, a última passa a ser a capa e uma é
 * removida. Capturas de tela em SHOTS.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let emit = 0;
let lanche = 0;

const gruposNoBanco = async () =>
  (
    await e.db.pool.query(
      `SELECT g.descricao FROM produto_adicional pa JOIN adicional_grupo g ON g.emitente_id = pa.emitente_id AND g.id = pa.adicional_grupo_id
        WHERE pa.emitente_id = $1 AND pa.produto_id = $2 ORDER BY pa.ordem`,
      [emit, lanche],
    )
  ).rows.map((r) => r.descricao as string);

beforeAll(async () => {
  e = await startE2E();
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  lanche = (await e.db.pool.query(`SELECT id FROM produto WHERE emitente_id = $1 AND codigo = 'LANCHE-XB'`, [emit])).rows[0].id;
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
}, 180_000);
afterAll(async () => {
  await e?.close();
});

describe('Adicionais do produto', () => {
  it('mostra os grupos com a regra de escolha, retira um e o oferece de novo', async () => {
    expect(await gruposNoBanco()).toEqual(['Ponto da carne', 'Turbine seu lanche']);
    await page.goto(`${e.base}/erp/produtos/editar/${lanche}`);
    await page.getByRole('tab', { name: 'Adicionais' }).click();
    const tabela = page.getByRole('table', { name: 'Grupos de adicionais do produto' });
    await expect.poll(async () => tabela.getByRole('row').count(), { timeout: 15_000 }).toBe(3);
    expect(await tabela.getByRole('row').nth(1).innerText()).toMatch(/Ponto da carne\s+Obrigatório: escolha 1/);
    expect(await tabela.getByRole('row').nth(2).innerText()).toMatch(/Turbine seu lanche\s+Opcional: até 3/);
    await page.screenshot({ path: `${SHOTS}/catalogo-produto-adicionais.png`, fullPage: true });

    await page.getByRole('button', { name: 'Retirar Turbine seu lanche' }).click();
    await expect.poll(async () => tabela.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    expect(await gruposNoBanco()).toEqual(['Ponto da carne']);

    await page.getByLabel('Grupo de adicionais').click();
    await page.getByRole('option', { name: /Turbine seu lanche/ }).click();
    await page.getByRole('button', { name: 'Oferecer' }).click();
    await expect.poll(async () => tabela.getByRole('row').count(), { timeout: 15_000 }).toBe(3);
    expect(await gruposNoBanco()).toEqual(['Ponto da carne', 'Turbine seu lanche']);
  });
});

describe('Grupo de adicionais pela tela gerada do registro', () => {
  it('máximo abaixo do mínimo: a tela mostra a mensagem no campo e nada é gravado; corrigido, grava', async () => {
    const contar = async () =>
      Number((await e.db.pool.query(`SELECT count(*) AS n FROM adicional_grupo WHERE emitente_id = $1 AND descricao = 'Escolha a bebida'`, [emit])).rows[0].n);
    await page.goto(`${e.base}/erp/produtos/adicionais/grupos/editar`);
    await page.getByLabel('Descrição').fill('Escolha a bebida');
    await page.getByLabel('Mínimo de escolhas').fill('2');
    await page.getByLabel('Máximo de escolhas').fill('1');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(async () => page.getByText('Deve ser maior ou igual a Mínimo de escolhas (2)').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/catalogo-grupo-adicionais-minimo-maximo.png`, fullPage: true });
    expect(await contar()).toBe(0);
    await page.getByLabel('Máximo de escolhas').fill('2');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(contar, { timeout: 15_000 }).toBe(1);
  });
});

describe('Imagens do produto', () => {
  it('envia duas imagens de uma vez, mostra as miniaturas, troca a capa e remove uma', async () => {
    const noBanco = async () =>
      (await e.db.pool.query('SELECT nome, capa FROM estoque_imagem WHERE emitente_id = $1 AND produto_id = $2 ORDER BY ordem, id', [emit, lanche])).rows;
    expect((await noBanco()).map((r) => r.capa)).toEqual([true]);
    await page.goto(`${e.base}/erp/produtos/editar/${lanche}`);
    await page.getByRole('tab', { name: 'Imagens' }).click();
    await expect.poll(async () => page.getByRole('button', { name: 'Remover imagem' }).count(), { timeout: 15_000 }).toBe(1);
    const png = (cor: string) =>
      sharp({ create: { width: 900, height: 600, channels: 3, background: cor } })
        .png()
        .toBuffer();
    await page.getByLabel('Arquivos de imagem').setInputFiles([
      { name: 'lanche-aberto.png', mimeType: 'image/png', buffer: await png('#e67e22') },
      { name: 'combo.png', mimeType: 'image/png', buffer: await png('#2c3e50') },
    ]);
    await expect.poll(async () => page.getByRole('button', { name: 'Remover imagem' }).count(), { timeout: 20_000 }).toBe(3);
    // as miniaturas foram decodificadas pelo navegador (não só o elemento existe)
    await expect
      .poll(
        async () => page.locator('img[data-testid^="imagem-"]').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
        {
          timeout: 15_000,
        },
      )
      .toBe(3);
    const larguras = await page.locator('img[data-testid^="imagem-"]').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
    expect(larguras.slice(1)).toEqual([320, 320]);
    await page.getByRole('button', { name: 'Tornar capa' }).last().click();
    await expect
      .poll(async () => (await noBanco()).map((r) => [r.nome, r.capa]), { timeout: 15_000 })
      .toEqual([
        [expect.any(String), false],
        ['lanche-aberto.png', false],
        ['combo.png', true],
      ]);
    await page.screenshot({ path: `${SHOTS}/catalogo-produto-imagens.png`, fullPage: true });
    await page.getByRole('button', { name: 'Remover imagem' }).nth(1).click();
    await page
      .getByRole('button', { name: /Sim|OK/ })
      .first()
      .click();
    await expect.poll(async () => (await noBanco()).map((r) => r.nome).includes('lanche-aberto.png'), { timeout: 15_000 }).toBe(false);
  });
});
