/**
 * Pedidos de ponta a ponta, no Chromium contra o servidor real e o simulador
 * da SEFAZ: orçamento digitado na tela -> aprovado (estoque reservado) -> quadro (arrastar para "Em
 * separação"; de volta a Aprovado pelo menu do cartão) -> impresso (a página 1 do PDF renderizada em PNG pelo pdf.js e conferida: texto e a
 * faixa na cor da marca) -> NF-e gerada do pedido -> transmitida e autorizada -> o pedido mostra
 * "Faturado" com a chave da nota; a reserva foi consumida e o estoque saiu uma vez só.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { renderizarPdf } from './pdfjs.ts';

let e: E2E;
let page: Page;
let emit = 0;

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
  emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
}, 120_000);
afterAll(async () => {
  await e?.close();
});

const saldo = async (produto: number) =>
  Number(
    (await e.db.pool.query('SELECT coalesce(sum(quantidade), 0)::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produto])).rows[0]
      .q,
  );

describe('pedido: orçamento -> aprovado -> impresso -> NF-e autorizada -> faturado', () => {
  it('na tela, com reserva e baixa únicas de estoque e a chave da nota no pedido', async () => {
    const { rows: cl } = await e.db.pool.query(
      `SELECT c.id, c.nome FROM cliente c JOIN emitente e ON e.id = c.emitente_id
        WHERE c.emitente_id = $1 AND c.uf = e.uf AND c.logradouro IS NOT NULL AND c.ativo ORDER BY c.id LIMIT 1`,
      [emit],
    );
    const { rows: pr } = await e.db.pool.query(
      `SELECT p.id, p.descricao FROM produto p WHERE p.emitente_id = $1 AND p.movimenta_estoque AND p.ativo AND p.preco_venda > 0
          AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND v.produto_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND v.produto_variacao_id = p.id)
        ORDER BY p.id LIMIT 1`,
      [emit],
    );
    const produto = pr[0];
    const saldoAntes = await saldo(produto.id);

    // quadro com os pedidos da demonstração (um por situação) -> novo pedido
    const contar = async () => (await e.db.pool.query('SELECT count(*)::int AS n FROM pedido WHERE emitente_id = $1', [emit])).rows[0].n as number;
    const pedidosAntes = await contar();
    await page.goto(`${e.base}/erp/pedidos/consultar`);
    await page.getByRole('region', { name: 'Orçamento' }).waitFor();
    await page.getByRole('button', { name: 'Novo pedido' }).click();
    await page.waitForURL('**/erp/pedidos/editar');
    const cliente = page.getByLabel('Cliente', { exact: false }).first();
    await cliente.click();
    await cliente.fill(cl[0].nome.slice(0, 6));
    await page.getByRole('option', { name: cl[0].nome }).first().click();
    await page.getByRole('tab', { name: /^Itens/ }).click();
    await page.getByRole('button', { name: 'Adicionar item' }).click();
    const prod = page.getByRole('combobox', { name: 'Produto do item 1' });
    await prod.click();
    await prod.fill(produto.descricao.slice(0, 6));
    await page.screenshot({ path: `${SHOTS}/pedido-busca-produto.png` });
    await page.getByRole('option', { name: produto.descricao }).first().click();
    await page.getByLabel('Quantidade do item 1').fill('3');
    await page.getByLabel('Valor unitário do item 1').fill('25');
    await page.screenshot({ path: `${SHOTS}/pedido-orcamento.png`, fullPage: true });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(contar, { timeout: 15_000 }).toBe(pedidosAntes + 1);
    const ped = (await e.db.pool.query('SELECT id, numero, total_pedido::text AS total FROM pedido WHERE emitente_id = $1 ORDER BY id DESC LIMIT 1', [emit]))
      .rows[0];
    expect(Number(ped.total)).toBe(75);

    // aprovar: reserva de 3 sem mexer no saldo
    await page.goto(`${e.base}/erp/pedidos/editar/${ped.id}`);
    await page.getByRole('tab', { name: 'Situação e ações' }).click();
    await page.getByRole('button', { name: 'Aprovar pedido' }).click();
    await expect.poll(async () => page.getByTestId('situacao-pedido').textContent(), { timeout: 15_000 }).toBe('Aprovado');
    await page.getByRole('table', { name: 'Reserva de estoque' }).getByRole('cell', { name: 'Reservado' }).waitFor();
    const reservas = async () =>
      (
        await e.db.pool.query(
          `SELECT quantidade::numeric::float8 AS q, situacao FROM estoque_reserva WHERE emitente_id = $1 AND documento_tipo = 'pedido' AND documento_id = $2`,
          [emit, ped.id],
        )
      ).rows;
    expect(await reservas()).toEqual([{ q: 3, situacao: 'ativa' }]);
    expect(await saldo(produto.id)).toBe(saldoAntes);
    await page.screenshot({ path: `${SHOTS}/pedido-aprovado.png`, fullPage: true });

    // quadro: o cartão está em Aprovado; arrastado para Em separação, a situação muda no servidor
    await page.goto(`${e.base}/erp/pedidos/consultar`);
    const cartao = page.getByTestId(`cartao-pedido-${ped.numero}`);
    await page.getByRole('region', { name: 'Aprovado' }).getByTestId(`cartao-pedido-${ped.numero}`).waitFor();
    await cartao.dragTo(page.getByRole('region', { name: 'Em separação' }));
    await page.getByRole('region', { name: 'Em separação' }).getByTestId(`cartao-pedido-${ped.numero}`).waitFor();
    await expect
      .poll(
        async () =>
          (
            await e.db.pool.query(
              'SELECT s.etapa FROM pedido p JOIN situacao_pedido s ON s.emitente_id = p.emitente_id AND s.id = p.situacao_pedido_id WHERE p.emitente_id = $1 AND p.id = $2',
              [emit, ped.id],
            )
          ).rows[0].etapa,
      )
      .toBe('separacao');
    // não se arrasta para Faturado: o servidor recusa e o cartão volta
    await cartao.dragTo(page.getByRole('region', { name: 'Faturado' }));
    await page.getByText('O pedido passa a faturado quando a NF-e gerada dele é autorizada.').waitFor();
    await page.screenshot({ path: `${SHOTS}/pedido-quadro-recusa.png` });
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('region', { name: 'Em separação' }).getByTestId(`cartao-pedido-${ped.numero}`).waitFor();
    await page.getByRole('tab', { name: 'Lista' }).click();
    // a demonstração já tem um pedido em separação: confere a linha deste pedido
    await page
      .getByRole('table', { name: 'Lista de pedidos' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(ped.numero), exact: true }) })
      .getByText('Em separação')
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/pedido-lista.png` });
    // sem arrastar (teclado/toque): o menu do cartão faz a mesma mudança
    await page.getByRole('tab', { name: 'Quadro' }).click();
    await page.getByRole('button', { name: `Mover o pedido ${ped.numero}` }).click();
    await page.getByRole('menuitem', { name: 'Mover para Aprovado' }).click();
    await page.getByRole('region', { name: 'Aprovado' }).getByTestId(`cartao-pedido-${ped.numero}`).waitFor();

    // impresso: o PDF da tela, página 1 renderizada e conferida
    await cartao
      .or(page.getByRole('row').filter({ hasText: String(ped.numero) }))
      .first()
      .click();
    await page.waitForURL(`**/erp/pedidos/editar/${ped.id}`);
    await page.getByRole('tab', { name: 'Situação e ações' }).click();
    await page.getByRole('button', { name: 'Imprimir pedido' }).click();
    const frame = page.getByTestId('pedido-pdf');
    await frame.waitFor({ timeout: 20_000 });
    const src = (await frame.getAttribute('src'))!;
    expect(src).toMatch(/^blob:/);
    const bytes = Buffer.from(await page.evaluate(async (u) => Array.from(new Uint8Array(await (await fetch(u)).arrayBuffer())), src));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const render = await renderizarPdf(e, bytes, `${SHOTS}/pedido-impresso-p1.png`);
    expect(render.paginas).toBe(1);
    expect(render.texto).toContain(`PEDIDO Nº ${ped.numero}`);
    expect(render.texto).toContain(cl[0].nome);
    expect(render.texto).toContain(produto.descricao);
    expect(render.texto).toMatch(/R\$\s75,00/);
    expect(render.corTopo).toEqual([0x50, 0xcd, 0x89]); // faixa na cor primária da marca (#50CD89)
    await page.getByRole('button', { name: 'Fechar' }).click();

    // NF-e a partir do pedido, transmitida e autorizada
    await page.getByRole('button', { name: 'Gerar NF-e' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await page.waitForURL(/\/erp\/faturamento\/editar\/\d+$/, { timeout: 20_000 });
    const fid = Number(/editar\/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('button', { name: 'Transmitir', exact: true }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    const resultado = page.getByTestId('resultado-autorizacao');
    await resultado.waitFor({ timeout: 60_000 });
    expect(await resultado.textContent()).toContain('Autorizada');
    await page.getByRole('button', { name: 'OK' }).click();
    const chave = (await e.db.pool.query('SELECT chave FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, fid])).rows[0].chave;
    expect(chave).toMatch(/^\d{44}$/);

    // o pedido mostra Faturado com a chave; reserva consumida; uma saída só no razão
    await page.goto(`${e.base}/erp/pedidos/editar/${ped.id}`);
    await page.getByRole('tab', { name: 'Situação e ações' }).click();
    await expect.poll(async () => page.getByTestId('situacao-pedido').textContent(), { timeout: 15_000 }).toBe('Faturado');
    expect(await page.getByTestId('chave-nfe-pedido').textContent()).toBe(chave);
    await page.getByRole('table', { name: 'Reserva de estoque' }).getByRole('cell', { name: 'Baixado pela NF-e' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/pedido-faturado.png`, fullPage: true });
    expect(await reservas()).toEqual([{ q: 3, situacao: 'consumida' }]);
    expect(await saldo(produto.id)).toBe(saldoAntes - 3);
    const { rows: mov } = await e.db.pool.query(
      `SELECT documento_tipo, quantidade::numeric::float8 AS q FROM estoque_movimentacao WHERE emitente_id = $1 AND produto_id = $2
          AND ((documento_tipo = 'faturamento' AND documento_id = $3) OR documento_tipo = 'pedido')`,
      [emit, produto.id, fid],
    );
    expect(mov).toEqual([{ documento_tipo: 'faturamento', q: -3 }]);
    // no quadro, o cartão está em Faturado com a chave
    await page.goto(`${e.base}/erp/pedidos/consultar`);
    const faturado = page.getByRole('region', { name: 'Faturado' }).getByTestId(`cartao-pedido-${ped.numero}`);
    await faturado.waitFor();
    expect(await faturado.textContent()).toContain(chave);
    await page.screenshot({ path: `${SHOTS}/pedido-quadro-faturado.png`, fullPage: true });
  });
});
