/**
 * PDV de ponta a ponta (troca, vale-troca, transformação), no Chromium a 1366x768 como o usuário `caixa` contra o
 * servidor real e o simulador da SEFAZ: escolhe a variação da camiseta e o ponto do lanche só com o
 * teclado; faz a troca de um item de uma venda autorizada (F8, chave lida no balcão) por um
 * vale-troca e usa o vale na venda seguinte (pagamento crédito loja com o saldo do vale); desconto
 * acima do limite do perfil liberado pelo supervisor (login e senha) no balcão.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let emit = 0;
let produto: Record<string, any>;

beforeAll(async () => {
  e = await startE2E();
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'caixa'`)).rows[0].emitente_id;
  produto = (
    await e.db.pool.query(
      `SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`,
      [emit],
    )
  ).rows[0];
  page = await e.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await entrar(page, e.base, 'caixa');
}, 180_000);
afterAll(async () => {
  await e?.close();
});

const linhas = () => page.getByRole('table', { name: 'Itens da venda' }).getByRole('row');
const ultimaVenda = async () => (await e.db.pool.query('SELECT * FROM venda_cupom WHERE emitente_id = $1 ORDER BY id DESC LIMIT 1', [emit])).rows[0];
const saldo = async (produtoId: number) =>
  Number(
    (await e.db.pool.query('SELECT coalesce(sum(quantidade), 0) AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produtoId])).rows[0].q,
  );

async function bipar(texto: string) {
  const campo = page.getByTestId('entrada-pdv');
  await campo.fill(texto);
  await campo.press('Enter');
}

async function concluirEmDinheiro(valor: string) {
  await page.keyboard.press('F10');
  const d = page.getByRole('dialog', { name: /Pagamento/ });
  await d.waitFor();
  return finalizar(d, valor);
}

async function finalizar(d: ReturnType<Page['getByRole']>, valor: string) {
  await d.getByRole('button', { name: '1 Dinheiro' }).click();
  const v = d.getByLabel('Valor do pagamento');
  await v.fill(valor);
  await v.press('Enter');
  await d.getByRole('button', { name: 'F10 - Concluir venda' }).click();
  const r = page.getByTestId('resultado-venda');
  await r.waitFor({ timeout: 30_000 });
  expect(await r.textContent()).toMatch(/Autorizado o uso da NFC-e/);
  await page.keyboard.press('Escape');
  return ultimaVenda();
}

describe('PDV: variação e adicionais pelo teclado, troca por vale-troca usado na venda seguinte', () => {
  it('abre o caixa', async () => {
    await page.goto(`${e.base}/erp/pdv/venda`);
    await page.getByLabel('Fundo de troco (R$)').fill('100,00');
    await page.getByRole('button', { name: 'Enter - Abrir caixa' }).click();
    await page.getByTestId('entrada-pdv').waitFor();
    await expect.poll(() => page.getByText('F8 Troca').count()).toBeGreaterThan(0);
  });

  it('escolhe a variação (busca, Enter, ↓ Enter) e o ponto do lanche (↓ Espaço Enter) só com o teclado', async () => {
    const combinacao = (
      await e.db.pool.query(
        `SELECT p.* FROM estoque_variacao ev JOIN produto p ON p.emitente_id = ev.emitente_id AND p.id = ev.produto_variacao_id
          JOIN produto pai ON pai.emitente_id = ev.emitente_id AND pai.id = ev.produto_id
         WHERE ev.emitente_id = $1 AND pai.codigo = 'CAM-BAS' ORDER BY ev.id OFFSET 1 LIMIT 1`,
        [emit],
      )
    ).rows[0];
    const antes = await saldo(combinacao.id);
    await bipar('CAM-BAS'); // busca por código: a lista traz o pai e as combinações; Enter escolhe o pai (1º)
    const busca = page.getByRole('dialog', { name: 'Escolha o produto' });
    await busca.waitFor();
    await page.keyboard.press('Enter');
    const dv = page.getByRole('dialog', { name: /Escolha a variação/ });
    await dv.waitFor();
    await expect.poll(() => dv.getByRole('button', { name: /Branco \/ P/ }).count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => linhas().count()).toBe(2);
    expect(await linhas().nth(1).textContent()).toContain(combinacao.descricao);

    // produto sem opções escolhido na lista da busca com Enter: entra uma vez só
    await bipar('Camiseta básica algodão Azul');
    await page.getByRole('dialog', { name: 'Escolha o produto' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => linhas().count()).toBe(3); // as duas entradas viriam no mesmo clique: 4 linhas de uma vez
    await page.keyboard.press('F6'); // remove o último item
    await expect.poll(() => linhas().count()).toBe(2);

    await bipar('LANCHE-XB');
    const da = page.getByRole('dialog', { name: /Adicionais/ });
    await da.waitFor();
    await expect.poll(() => da.getByRole('button', { name: /Ao ponto/ }).count()).toBe(1);
    await page.keyboard.press('Enter'); // sem o ponto da carne: o mínimo do grupo segura
    await expect.poll(async () => (await da.textContent()) ?? '').toContain('Escolha ao menos 1 em "Ponto da carne"');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await page.keyboard.press('Enter');
    await expect.poll(() => linhas().count()).toBe(3);
    expect(await linhas().nth(2).textContent()).toContain('+ Ao ponto');
    await page.screenshot({ path: `${SHOTS}/pdv-variacao-adicionais.png` });
    const v = await concluirEmDinheiro('1000,00');
    const itens = (await e.db.pool.query('SELECT produto_id, informacao_adicional FROM venda_cupom_item WHERE venda_cupom_id = $1 ORDER BY id', [v.id])).rows;
    expect(itens[0].produto_id).toBe(combinacao.id);
    expect(itens[1].informacao_adicional).toBe('Adicionais: Ao ponto');
    expect(await saldo(combinacao.id)).toBe(antes - 1);
  });

  it('troca um item por vale-troca (F8) e usa o vale na venda seguinte', async () => {
    await bipar(`2x${produto.gtin}`);
    await expect.poll(() => linhas().count()).toBe(2);
    const venda = await concluirEmDinheiro('1000,00');
    const antes = await saldo(produto.id);

    await page.keyboard.press('F8');
    const dt = page.getByRole('dialog', { name: 'Troca de mercadoria' });
    await dt.waitFor();
    const entrada = page.getByTestId('entrada-troca');
    await entrada.fill(venda.chave);
    await entrada.press('Enter');
    const qtd = dt.getByLabel(`Quantidade devolvida de ${produto.descricao}`);
    await qtd.waitFor();
    await qtd.fill('1');
    await page.keyboard.press('F10');
    const aviso = page.getByTestId('vale-troca');
    await aviso.waitFor({ timeout: 15_000 });
    const codigo = /VT\d{10}/.exec((await aviso.textContent()) ?? '')?.[0];
    expect(codigo).toBeTruthy();
    await page.screenshot({ path: `${SHOTS}/pdv-troca-vale.png` });
    expect(await saldo(produto.id)).toBe(antes + 1);
    await page.keyboard.press('F10'); // usar na venda

    await page.getByTestId('entrada-pdv').waitFor();
    await bipar(`3x${produto.gtin}`);
    await expect.poll(() => linhas().count()).toBe(2);
    await page.keyboard.press('F10');
    const d = page.getByRole('dialog', { name: /Pagamento/ });
    await d.waitFor();
    await expect.poll(async () => (await d.textContent()) ?? '').toContain(`Vale-troca ${codigo}`);
    const nova = await finalizar(d, '1000,00');
    const pags = (await e.db.pool.query('SELECT t_pag, valor, vale_troca_id FROM venda_cupom_pagamento WHERE venda_cupom_id = $1 ORDER BY id', [nova.id])).rows;
    expect(pags[0].t_pag).toBe('05');
    expect(pags[0].vale_troca_id).not.toBeNull();
    const vale = (await e.db.pool.query('SELECT saldo, situacao FROM vale_troca WHERE emitente_id = $1 AND codigo = $2', [emit, codigo])).rows[0];
    expect(Number(vale.saldo)).toBe(0);
    expect(vale.situacao).toBe('utilizado');
  });

  it('desconto acima do limite do perfil pede o supervisor, que libera com login e senha no balcão', async () => {
    await e.db.pool.query(
      `UPDATE emitente_tipo_usuario SET desconto_maximo = 5 WHERE id = (SELECT emitente_tipo_usuario_id FROM usuario WHERE login = 'caixa')`,
    );
    await page.reload();
    await page.getByTestId('entrada-pdv').waitFor();
    await expect.poll(() => page.getByLabel('Desconto R$ (F4; até 5%)').count()).toBe(1);
    await bipar(produto.gtin);
    await expect.poll(() => linhas().count()).toBe(2);
    await page.keyboard.press('F4');
    await page.keyboard.type((Math.round(Number(produto.preco_venda) * 20) / 100).toFixed(2).replace('.', ','));
    await page.keyboard.press('Enter');
    await page.keyboard.press('F10');
    const d = page.getByRole('dialog', { name: /Pagamento/ });
    await d.waitFor();
    await d.getByRole('button', { name: '1 Dinheiro' }).click();
    await d.getByLabel('Valor do pagamento').fill('1000,00');
    await d.getByLabel('Valor do pagamento').press('Enter');
    await d.getByRole('button', { name: 'F10 - Concluir venda' }).click();
    const sup = page.getByRole('dialog', { name: 'Liberação do supervisor' });
    await sup.waitFor();
    expect(await sup.textContent()).toMatch(/acima do seu limite \(5,00%\)/);
    await sup.getByLabel('Login do supervisor').fill('loja');
    await sup.getByLabel('Senha').fill('Demo@2026');
    await sup.getByLabel('Senha').press('Enter');
    const r = page.getByTestId('resultado-venda');
    await r.waitFor({ timeout: 30_000 });
    expect(await r.textContent()).toMatch(/Autorizado o uso da NFC-e/);
    const v = await ultimaVenda();
    const quem = (await e.db.pool.query('SELECT login FROM usuario WHERE id = $1', [v.desconto_liberado_por])).rows[0];
    expect(quem.login).toBe('loja');
  });
  it('desconto no item (F5) em %, dentro do limite do perfil: total menor e NFC-e autorizada com o desconto no item', async () => {
    // o perfil do caixa ficou com 5% no teste anterior, que terminou com o resultado da venda aberto
    await page.keyboard.press('Escape');
    await page.getByTestId('resultado-venda').waitFor({ state: 'hidden' });
    await bipar(produto.gtin);
    await expect.poll(() => linhas().count()).toBe(2);
    await page.keyboard.press('F5');
    const d = page.getByRole('dialog', { name: 'Desconto no item' });
    await d.waitFor();
    const campo = d.getByLabel('Desconto (R$ ou %)');
    await expect.poll(() => campo.evaluate((el) => el === document.activeElement)).toBe(true);
    await campo.fill('4%');
    await campo.press('Enter');
    await d.waitFor({ state: 'hidden' });
    const preco = Number(produto.preco_venda);
    // 4%: o arredondamento a centavos não passa dos 5% do limite
    const desconto = Math.round(preco * 4) / 100;
    await expect.poll(() => page.getByTestId('desconto-item').textContent()).toContain(desconto.toFixed(2).replace('.', ','));
    const total = (Math.round((preco - desconto) * 100) / 100).toFixed(2).replace('.', ',');
    await expect.poll(() => page.getByTestId('total-venda').textContent()).toContain(total);
    const v = await concluirEmDinheiro('1000,00');
    const item = (await e.db.pool.query('SELECT valor_desconto FROM venda_cupom_item WHERE emitente_id = $1 AND venda_cupom_id = $2', [emit, v.id])).rows[0];
    expect(Number(item.valor_desconto)).toBeCloseTo(desconto, 2);
    expect(v.desconto_liberado_por).toBeNull();
  });

  it('F9: o crédito loja (vale-troca) usado nas vendas não tem campo de contagem; aparece como total e sem falta na conferência', async () => {
    const {
      rows: [cl],
    } = await e.db.pool.query(
      `SELECT coalesce(sum(m.valor), 0)::numeric(15,2)::text AS total FROM caixa_movimento m JOIN caixa c ON c.emitente_id = m.emitente_id AND c.id = m.caixa_id
        WHERE c.emitente_id = $1 AND c.situacao = 'aberto' AND c.usuario_id = (SELECT id FROM usuario WHERE login = 'caixa') AND m.t_pag = '05'`,
      [emit],
    );
    expect(Number(cl.total)).toBeGreaterThan(0);
    await page.keyboard.press('F9');
    const d = page.getByRole('dialog', { name: 'Fechar o caixa' });
    await d.waitFor();
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(cl.total)).replace(/\s/g, ' ');
    await expect
      .poll(async () => ((await d.getByTestId('nao-contaveis').textContent()) ?? '').replace(/\s/g, ' '))
      .toContain(`Crédito loja (vale-troca) ${brl}`);
    expect(await d.getByLabel(/Contado em Crédito loja/).count()).toBe(0);
    await d.getByRole('button', { name: 'Fechar caixa' }).click();
    const conf = page.getByRole('table', { name: 'Conferência do caixa' });
    await conf.waitFor();
    const linha = conf.getByRole('row', { name: /Crédito loja/ });
    await expect.poll(async () => (await linha.textContent()) ?? '').toMatch(/informativo.*não se conta/);
  });
});
