/**
 * Contingência SVC e EPEC da NF-e em Chromium contra o servidor, o banco e o simulador da SEFAZ reais:
 * - no cadastro do cliente, a aba "SEFAZ" consulta o CCC, mostra a situação e os dados e preenche
 *   a IE habilitada, que o usuário salva;
 * - no gerenciador de NF-e, o autorizador fora do ar faz o aviso oferecer a SVC; o usuário entra em
 *   contingência com a justificativa, transmite uma nota pela lista do faturamento (autorizada pela
 *   SVC, tpEmis 6/7) e sai da contingência quando o autorizador volta (nota conciliada).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { AUTORIZADORES_PADRAO } from '../../src/fiscal/sefaz/tabela.ts';
import { SVC_DA_UF, TPEMIS_SVC, nomeSvc } from '../../src/fiscal/sefaz/contingencia.ts';
import { chaveFormatada } from '../../src/web/components/formatos.ts';

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

async function clientePj(): Promise<{ id: number; cpf_cnpj: string }> {
  const { rows } = await e.db.pool.query(`SELECT id, cpf_cnpj FROM cliente WHERE emitente_id = $1 AND uf = $2 AND length(cpf_cnpj) = 14 ORDER BY id LIMIT 1`, [
    emit,
    uf,
  ]);
  return rows[0];
}

describe('CCC no cadastro do cliente', () => {
  it('Consultar na SEFAZ mostra a situação e preenche a IE habilitada', async () => {
    const cli = await clientePj();
    e.sefaz.simulador.estado.cadastros.set(`${uf}|${cli.cpf_cnpj}`, {
      IE: '111222333444',
      cSit: '1',
      xNome: 'CLIENTE HABILITADO LTDA',
      xRegApur: 'NORMAL',
      CNAE: '4711302',
    });
    await page.goto(`${e.base}/erp/clientes/editar/${cli.id}`);
    await page.getByRole('tab', { name: 'SEFAZ' }).click();
    await page.getByRole('button', { name: 'Consultar na SEFAZ' }).click();
    const resultado = page.getByTestId('resultado-ccc');
    await resultado.waitFor({ timeout: 30_000 });
    expect(await resultado.getAttribute('data-situacao')).toBe('habilitado');
    expect(await resultado.textContent()).toContain('Habilitado');
    expect(await resultado.textContent()).toContain('CLIENTE HABILITADO LTDA');
    expect(await resultado.textContent()).toContain('4711302');
    await page.screenshot({ path: `${SHOTS}/cliente-ccc.png` });
    await page.getByRole('button', { name: 'Usar esta IE' }).click();
    expect(await resultado.textContent()).toContain('IE do cadastro confere');
    await page.getByRole('button', { name: /Salvar/ }).click();
    await page.waitForURL(/\/erp\/clientes\/consultar(\?.*)?$/);
    const salvo = (await e.db.pool.query('SELECT ie, ind_ie_dest FROM cliente WHERE id = $1', [cli.id])).rows[0];
    expect(salvo).toEqual({ ie: '111222333444', ind_ie_dest: 1 });
  });
});

describe('contingência SVC no gerenciador de NF-e', () => {
  it('aviso após falhas, entrada com justificativa, nota autorizada na SVC e saída com conciliação', async () => {
    const svc = SVC_DA_UF[uf];
    const normal = AUTORIZADORES_PADRAO['55'][uf];
    const cli = await clientePj();
    const { rows: ps } = await e.db.pool.query('SELECT id, preco_venda FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emit]);
    const criar = await e.app.inject({
      method: 'POST',
      url: '/v1/faturamento/',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        cliente_id: cli.id,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        Item: ps.map((p) => ({ produto_id: p.id, quantidade: 1, valor_unitario: Number(p.preco_venda) })),
        Pagamento: [{ t_pag: '01', valor: 10 }],
      },
    });
    expect(criar.statusCode, criar.body).toBe(201);
    const id = criar.json().Data.id as number;

    e.sefaz.simulador.estado.contingencia.foraDoAr.add(normal);
    for (let i = 0; i < 3; i++) {
      const r = await e.app.inject({ method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`, headers: { authorization: `Bearer ${token}` } });
      expect(r.statusCode).toBe(502);
    }

    await page.goto(`${e.base}/erp/gerenciarNFe/gerenciarnfe`);
    const painel = page.getByTestId('contingencia-nfe');
    await painel.getByText(`Autorizador da SEFAZ-${uf} sem resposta`).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/nfe-contingencia-sugerida.png` });
    await painel.getByRole('button', { name: `Entrar em contingência ${nomeSvc(svc)}` }).click();
    await page.getByLabel('Justificativa da contingência').fill('SEFAZ autorizadora fora do ar desde o início da tarde');
    await page.getByRole('button', { name: 'Entrar em contingência', exact: true }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => painel.getAttribute('data-ativa'), { timeout: 15_000 }).toBe('sim');
    expect(await painel.textContent()).toContain(`tpEmis ${TPEMIS_SVC[svc]}`);
    await page.screenshot({ path: `${SHOTS}/nfe-contingencia-ativa.png` });

    // issue the note from the billing list while in contingency
    await page.goto(`${e.base}/erp/faturamento/consultar`);
    const rejeitada = (await e.db.pool.query('SELECT chave FROM faturamento WHERE id = $1', [id])).rows[0].chave as string;
    const linha = page.getByRole('row').filter({ hasText: chaveFormatada(rejeitada) });
    await linha.first().getByRole('button', { name: 'Transmitir' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    const resultado = page.getByTestId('resultado-autorizacao');
    await resultado.waitFor({ timeout: 60_000 });
    expect(await resultado.textContent()).toContain('Autorizada');
    await page.getByRole('button', { name: 'OK' }).click();
    const nota = (await e.db.pool.query('SELECT situacao, chave FROM faturamento WHERE id = $1', [id])).rows[0];
    expect(nota.situacao).toBe('autorizada');
    expect(nota.chave[34]).toBe(TPEMIS_SVC[svc]);

    // the authorizer is back: leave contingency from the manager
    e.sefaz.simulador.estado.contingencia.foraDoAr.delete(normal);
    await page.goto(`${e.base}/erp/gerenciarNFe/gerenciarnfe`);
    await painel.getByRole('button', { name: 'Sair da contingência' }).click();
    await page.getByText('1 de 1 nota(s) emitida(s) na SVC conciliada(s)').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => painel.getAttribute('data-ativa'), { timeout: 15_000 }).toBe('nao');
    expect((await e.db.pool.query('SELECT situacao FROM faturamento WHERE id = $1', [id])).rows[0].situacao).toBe('autorizada');
  });
});
