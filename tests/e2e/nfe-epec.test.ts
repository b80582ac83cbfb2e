/**
 * Contingência EPEC no gerenciador de NF-e, em Chromium contra o servidor, o
 * banco e o simulador da SEFAZ reais: com o autorizador fora do ar o usuário entra em contingência
 * escolhendo EPEC, a nota transmitida fica "EPEC registrado, aguardando transmissão", o DANFE dela
 * é o fiscal (ImprimirNFe, em contingência) e a saída, com o autorizador de volta, autoriza a nota.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { AUTORIZADORES_PADRAO } from '../../src/fiscal/sefaz/tabela.ts';

let e: E2E;
let page: Page;
let emit = 0;
let uf = '';
let token = '';

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
  const { rows } = await e.db.pool.query(`SELECT e.id, e.uf FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`);
  emit = rows[0].id;
  uf = rows[0].uf;
  const login = await e.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: 'Demo@2026', LembrarMe: false } });
  token = login.json().Data.Token;
});
afterAll(async () => {
  await e?.close();
});

describe('contingência EPEC no gerenciador de NF-e', () => {
  it('entrada escolhendo EPEC, nota em EPEC com DANFE em contingência, saída autoriza', async () => {
    const normal = AUTORIZADORES_PADRAO['55'][uf];
    const { rows: cli } = await e.db.pool.query(`SELECT id FROM cliente WHERE emitente_id = $1 AND uf = $2 AND length(cpf_cnpj) = 14 ORDER BY id LIMIT 1`, [
      emit,
      uf,
    ]);
    const { rows: ps } = await e.db.pool.query('SELECT id, preco_venda FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emit]);
    const criar = await e.app.inject({
      method: 'POST',
      url: '/v1/faturamento/',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        cliente_id: cli[0].id,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        Item: ps.map((p) => ({ produto_id: p.id, quantidade: 1, valor_unitario: Number(p.preco_venda) })),
        Pagamento: [{ t_pag: '01', valor: 10 }],
      },
    });
    expect(criar.statusCode, criar.body).toBe(201);
    const id = criar.json().Data.id as number;
    e.sefaz.simulador.estado.contingencia.foraDoAr.add(normal);

    await page.goto(`${e.base}/erp/gerenciarNFe/gerenciarnfe`);
    const painel = page.getByTestId('contingencia-nfe');
    await painel.getByRole('button', { name: /^Entrar em contingência/ }).click();
    await page.getByRole('radio', { name: 'EPEC (tpEmis 4)' }).check();
    await page.getByText('o EPEC (evento 110140) é registrado no Ambiente Nacional').waitFor();
    await page.getByLabel('Justificativa da contingência').fill('SEFAZ autorizadora fora do ar desde o início da tarde');
    await page.screenshot({ path: `${SHOTS}/nfe-epec-entrada.png` });
    await page.getByRole('button', { name: 'Entrar em contingência', exact: true }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => painel.getAttribute('data-ativa'), { timeout: 15_000 }).toBe('sim');
    expect(await painel.textContent()).toContain('Emissão em contingência EPEC (tpEmis 4)');

    const t = await e.app.inject({ method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`, headers: { authorization: `Bearer ${token}` } });
    expect(t.json().Data, t.body).toMatchObject({ situacao: 'epec', cStat: '136' });

    await page.reload();
    const linha = page.getByTestId(`nfe-${id}`);
    await linha.waitFor({ timeout: 30_000 });
    expect(await linha.locator('[data-situacao]').getAttribute('data-situacao')).toBe('epec');
    expect(await linha.textContent()).toContain('EPEC registrado, aguardando transmissão');
    const danfe = page.waitForResponse((r) => r.url().includes(`/v1/GerenciadorNFe/ImprimirNFe/${id}`));
    await linha.getByRole('button', { name: 'DANFE' }).click();
    const resp = await danfe;
    expect(resp.status()).toBe(200);
    expect(resp.headers()['content-type']).toBe('application/pdf');
    await page.screenshot({ path: `${SHOTS}/nfe-epec-danfe.png` });
    await page.keyboard.press('Escape');

    e.sefaz.simulador.estado.contingencia.foraDoAr.delete(normal);
    await painel.getByRole('button', { name: 'Sair da contingência' }).click();
    await page.getByText('1 de 1 nota(s) em EPEC autorizada(s)').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => painel.getAttribute('data-ativa'), { timeout: 15_000 }).toBe('nao');
    const nota = (await e.db.pool.query('SELECT situacao, chave FROM faturamento WHERE id = $1', [id])).rows[0];
    expect(nota.situacao).toBe('autorizada');
    expect(nota.chave[34]).toBe('4');
  });
});
