/**
 * Tabela IBPT no navegador: a dona do Mercadinho importa o arquivo oficial de
 * tests/fixtures/dados/tables/ibpt pela tela Cadastros › Tabela IBPT; a gaveta Tarefas mostra a barra de
 * progresso (screenshot) e a versão aparece com a vigência; depois uma venda da demonstração é
 * transmitida ao simulador da SEFAZ e o XML autorizado leva vTotTrib da tabela.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

const CSV = path.resolve(process.cwd(), 'tests/fixtures/dados/tables/ibpt/TabelaIBPTax_26.1.E.csv');
let e: E2E;
let page: Page;

beforeAll(async () => {
  e = await startE2E({ demoSize: 20 });
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
}, 180_000);
afterAll(async () => {
  await e?.close();
});

describe('Tabela IBPT', () => {
  it('importa o CSV oficial com barra de progresso e a NF-e de uma venda leva vTotTrib', { timeout: 400_000 }, async () => {
    const { rows } = await e.db.pool.query(`SELECT id, emitente_id FROM usuario WHERE login = 'loja'`);
    // o hub do navegador conectado (o progresso chega por ele)
    await expect
      .poll(async () => (await e.db.pool.query(`SELECT count(*)::int AS n FROM sessao_usuario_connection WHERE usuario_id = $1`, [rows[0].id])).rows[0].n, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    // a demonstração traz a tabela de referência: aqui, uma loja que ainda não importou nenhuma
    await e.db.pool.query('DELETE FROM versao_tabela_ibpt WHERE emitente_id = $1', [rows[0].emitente_id]);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Tabela IBPT' }).click();
    await page.waitForURL('**/erp/produtos/ibpt');
    await page.getByText('Nenhuma tabela importada ainda').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Nenhuma tabela IBPT de SP importada' }).waitFor();
    await page.getByLabel('Arquivo da tabela IBPT').setInputFiles(CSV);
    // o que a barra mostrou, visto no próprio navegador (a importação pode levar poucos segundos)
    await page.evaluate(() => {
      const w = window as unknown as { __ibpt: number[] };
      w.__ibpt = [];
      new MutationObserver(() => {
        const b = Array.from(document.querySelectorAll('[role="progressbar"]')).find((x) => (x.getAttribute('aria-label') ?? '').includes('tabela IBPT'));
        const v = Number(b?.getAttribute('aria-valuenow') ?? 0);
        if (v > 0 && v < 100 && w.__ibpt[w.__ibpt.length - 1] !== v) w.__ibpt.push(v);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await page.getByRole('button', { name: 'Importar' }).click();

    const gaveta = page.getByRole('region', { name: 'Tarefas' });
    await gaveta.waitFor({ timeout: 15_000 });
    // lê a barra sem esperar (a importação leva poucos segundos) e fotografa a tela com ela no meio
    let visto = 0;
    const limite = Date.now() + 240_000; // a tarefa pode esperar na fila (pg-boss) com a máquina ocupada
    while (!visto && Date.now() < limite) {
      const v = await page.evaluate(() => {
        const barras = Array.from(document.querySelectorAll('[role="progressbar"]')).filter((b) =>
          (b.getAttribute('aria-label') ?? '').includes('tabela IBPT'),
        );
        return Number(barras[0]?.getAttribute('aria-valuenow') ?? 0);
      });
      if (v > 0 && v < 100) {
        visto = v;
        await page.screenshot({ path: `${SHOTS}/ibpt-importacao-progresso.png` });
      } else await new Promise((r) => setTimeout(r, 5));
    }
    const vistosNoNavegador = await page.evaluate(() => (window as unknown as { __ibpt: number[] }).__ibpt);
    expect(vistosNoNavegador.length, `${await gaveta.innerText()}`).toBeGreaterThan(0);
    expect(visto, `barra vista pelo navegador: ${vistosNoNavegador.join(', ')}`).toBeGreaterThan(0);
    expect(visto).toBeLessThan(100);
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.getByText('Tabela IBPT 26.1.E de SP: 11390 linhas, vigente de 20/02/2026 a 31/03/2026').first().waitFor({ timeout: 60_000 });
    const versoes = page.getByRole('table', { name: 'Versões da tabela IBPT' });
    await versoes.waitFor();
    const linha = (await versoes.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ');
    expect(linha).toContain('26.1.E');
    expect(linha).toContain('20/02/2026 a 31/03/2026');
    expect(linha).toContain('11.390');
    // a tabela importada já venceu (31/03/2026): o aviso muda para "venceu"
    await page.getByRole('alert').filter({ hasText: 'A tabela IBPT 26.1.E de SP venceu em 31/03/2026' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/ibpt-versoes.png` });

    // uma venda da demonstração, transmitida ao simulador da SEFAZ
    const login = await e.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: 'Demo@2026', LembrarMe: false } });
    const auth = { authorization: `Bearer ${login.json().Data.Token}` };
    const emitente = rows[0].emitente_id;
    const { rows: ps } = await e.db.pool.query(`SELECT id, ncm, preco_venda FROM produto WHERE emitente_id = $1 AND ncm = '10063021' LIMIT 1`, [emitente]);
    const { rows: cs } = await e.db.pool.query(`SELECT id FROM cliente WHERE emitente_id = $1 AND uf = 'SP' AND logradouro IS NOT NULL ORDER BY id LIMIT 1`, [
      emitente,
    ]);
    const f = await e.app.inject({
      method: 'POST',
      url: '/v1/faturamento/',
      headers: auth,
      payload: {
        cliente_id: cs[0].id,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        Item: [{ produto_id: ps[0].id, quantidade: 10, valor_unitario: 20 }],
      },
    });
    expect(f.statusCode, f.body).toBe(201);
    const id = f.json().Data.id;
    const t = await e.app.inject({ method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`, headers: auth });
    expect(t.statusCode, t.body).toBe(200);
    const { rows: nf } = await e.db.pool.query('SELECT situacao FROM faturamento WHERE id = $1', [id]);
    expect(nf[0].situacao).toBe('autorizada');
    const xml = await e.app.inject({ method: 'GET', url: `/v1/GerenciadorNFe/DownloadXMLNFe?id=${id}`, headers: auth });
    expect(xml.statusCode).toBe(200);
    // arroz 10063021: federal 13,45 % + estadual 18,00 % sobre 200,00 = 26,90 + 36,00 = 62,90
    expect(xml.body).toContain('<imposto><vTotTrib>62.90</vTotTrib>');
    expect(xml.body).toMatch(/<vNF>200\.00<\/vNF><vTotTrib>62\.90<\/vTotTrib>/);
    expect(xml.body).toContain('Trib aprox R$: 26,90 Federal, 36,00 Estadual e 0,00 Municipal. Fonte: IBPT/empresometro.com.br 3CA397 versão 26.1.E');
  });
});
