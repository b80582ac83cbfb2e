/**
 * "Outros eventos" no gerenciador de NF-e, em Chromium contra o servidor real e o
 * simulador da SEFAZ: numa nota autorizada, o menu da nota abre o diálogo gerado dos descritores; o
 * usuário escolhe "Nova data de previsão de entrega", vê o erro do campo ao mandar sem a data, informa
 * a data e vê o evento registrado na lista, com a impressão.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
});

describe('outros eventos da NF-e', () => {
  it('registra a nova data de previsão de entrega pelo menu da nota', async () => {
    const login = await e.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: 'Demo@2026', LembrarMe: false } });
    const auth = { authorization: `Bearer ${login.json().Data.Token}` };
    const emitente = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
    const { rows: ps } = await e.db.pool.query('SELECT id, preco_venda FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emitente]);
    const { rows: cs } = await e.db.pool.query(
      `SELECT c.id FROM cliente c JOIN emitente m ON m.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = m.uf AND c.logradouro IS NOT NULL ORDER BY c.id LIMIT 1`,
      [emitente],
    );
    const f = await e.app.inject({
      method: 'POST',
      url: '/v1/faturamento/',
      headers: auth,
      payload: {
        cliente_id: cs[0].id,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        Item: [{ produto_id: ps[0].id, quantidade: 1, valor_unitario: Number(ps[0].preco_venda) }],
        Pagamento: [{ t_pag: '01', valor: Number(ps[0].preco_venda) }],
      },
    });
    expect(f.statusCode, f.body).toBe(201);
    const id = f.json().Data.id;
    const t = await e.app.inject({ method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`, headers: auth });
    expect(t.json().Success, t.body).toBe(true);
    const numero = (await e.db.pool.query('SELECT numero FROM faturamento WHERE id = $1', [id])).rows[0].numero;

    await page.goto(`${e.base}/erp/gerenciarNFe/gerenciarnfe`);
    await page.getByText('Serviço em operação', { exact: true }).waitFor({ timeout: 30_000 });
    const linha = page
      .getByRole('row')
      .filter({ hasText: String(numero) })
      .first();
    await linha.getByRole('button', { name: /^Ações da nota/ }).click();
    await page.getByRole('menuitem', { name: 'Outros eventos' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByLabel('Evento', { exact: true }).click();
    await page.getByRole('option', { name: /Nova data de previsão de entrega/ }).click();
    await dialogo.getByRole('button', { name: 'Transmitir evento' }).click();
    await dialogo.getByText('Informe a nova data de previsão de entrega').first().waitFor({ timeout: 15_000 });
    await dialogo.getByTestId('campo-evento-dPrevEntrega').fill('2030-05-20');
    await dialogo.getByRole('button', { name: 'Transmitir evento' }).click();
    await dialogo
      .getByTestId('mensagem-outro-evento')
      .getByText(/evento registrado \(protocolo \d{15}\)/)
      .waitFor({ timeout: 30_000 });
    await dialogo
      .getByTestId('outros-eventos-registrados')
      .getByText(/Nova data de previsão de entrega \(nº 1\)/)
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/nfe-outros-eventos.png` });
    const ev = (await e.db.pool.query(`SELECT tipo, protocolo FROM faturamento_evento WHERE faturamento_id = $1 AND tipo = '112150'`, [id])).rows;
    expect(ev).toHaveLength(1);
    expect(ev[0].protocolo).toMatch(/^\d{15}$/);
  });
});
