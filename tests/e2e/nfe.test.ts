/**
 * NF-e end to end as a new user does it, in Chromium against the real
 * server, database and the SEFAZ simulator over HTTPS with mutual TLS: sign in as the demo issuer,
 * bill a customer with three products, transmit, see "Autorizada" with the protocol, download the
 * XML and the DANFE, issue a CC-e, cancel, void a number range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { CELULAR, dialogoDentroDaJanela } from './dialogos.ts';
import { verificarAssinatura } from '../../src/fiscal/assinatura/index.ts';

let e: E2E;
let page: Page;
let faturamentoId: number;
let chave: string;

beforeAll(async () => {
  e = await startE2E();
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
});

const nota = async () => (await e.db.pool.query('SELECT situacao, numero, chave FROM faturamento WHERE id = $1', [faturamentoId])).rows[0];

describe('NF-e: faturar, transmitir e gerenciar', () => {
  it('fatura um cliente com três produtos e transmite: Autorizada com protocolo', async () => {
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    for (const b of await nav.getByRole('button', { expanded: false }).all()) await b.click().catch(() => undefined);
    await nav.getByRole('link', { name: 'Faturamento', exact: true }).click();
    await page.waitForURL(/\/erp\/faturamento\/consultar(\?.*)?$/);
    await page
      .getByRole('button', { name: 'Novo' })
      .or(page.getByRole('link', { name: 'Novo' }))
      .first()
      .click();
    await page.waitForURL('**/erp/faturamento/editar');

    const cliente = page.getByRole('combobox', { name: 'Cliente', exact: true }); // o listbox aberto também tem o rótulo Cliente
    await cliente.click();
    await cliente.fill('Ce');
    await page.getByRole('option').first().click();

    await page.getByRole('tab', { name: /Itens/ }).click();
    for (let n = 1; n <= 3; n++) {
      await page.getByRole('button', { name: 'Adicionar item' }).first().click();
      const produto = page.getByLabel(`Produto do item ${n}`);
      await produto.click();
      await produto.fill(['Arroz', 'Feijão', 'Café'][n - 1]);
      await page.getByRole('option').first().click();
    }
    await expect.poll(async () => (await page.getByTestId('total-total_nota').textContent()) ?? '', { timeout: 15_000 }).toMatch(/[1-9]/);
    await page.screenshot({ path: `${SHOTS}/faturamento-editor-light.png` });

    await page.getByRole('button', { name: 'Salvar e transmitir' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    const resultado = page.getByTestId('resultado-autorizacao');
    await resultado.waitFor({ timeout: 60_000 });
    expect(await resultado.textContent()).toContain('Autorizada');
    // the status chip behind the dialog already agrees with it
    await expect(page.locator('[data-situacao]').first().getAttribute('data-situacao')).resolves.toBe('autorizada');
    const protocolo = (await page.getByTestId('protocolo').textContent())!.replace(/\D/g, '');
    expect(protocolo).toMatch(/^\d{15}$/);
    await page.screenshot({ path: `${SHOTS}/nfe-autorizada.png` });
    await page.getByRole('button', { name: 'OK' }).click();

    const m = /faturamento\/editar\/(\d+)/.exec(page.url());
    faturamentoId = Number(m![1]);
    const n = await nota();
    expect(n.situacao).toBe('autorizada');
    chave = n.chave;
    expect(chave).toMatch(/^\d{44}$/);
    const itens = (await e.db.pool.query('SELECT count(*)::int AS n FROM faturamento_item WHERE faturamento_id = $1', [faturamentoId])).rows[0].n;
    expect(itens).toBe(3);
  });

  it('baixa o XML autorizado (assinatura válida) e o DANFE', async () => {
    await page.getByTestId('nota-somente-leitura').waitFor();
    const [xmlDl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar XML' }).click()]);
    const xml = readFileSync((await xmlDl.path())!, 'utf8');
    expect(xml).toContain('<nfeProc');
    expect(xml).toContain(`<chNFe>${chave}</chNFe>`);
    expect(verificarAssinatura(xml).valida).toBe(true);

    await page.getByRole('button', { name: 'DANFE' }).first().click();
    await page.getByTestId('visualizador-pdf').waitFor();
    const [pdfDl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
    expect(
      readFileSync((await pdfDl.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.getByRole('button', { name: 'Fechar' }).click();
  });

  it('envia a NF-e autorizada por e-mail pelo gerenciador, com XML e DANFE anexos', async () => {
    await page.goto(`${e.base}/erp/gerenciarNFe/gerenciarnfe`);
    const { numero } = (await e.db.pool.query(`SELECT numero FROM faturamento WHERE id = $1`, [faturamentoId])).rows[0];
    const antes = e.mails.length;
    await page.getByRole('button', { name: `Ações da nota ${numero}` }).click();
    await page.getByRole('menuitem', { name: 'Enviar por e-mail' }).click();
    await page.getByLabel('E-mail do destinatário').fill('invalido@');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page
      .getByTestId('mensagem-email-nfe')
      .getByText(/e-mail (in)?válido/i)
      .waitFor();
    expect(e.mails.length).toBe(antes);
    await page.getByLabel('E-mail do destinatário').fill('compras@cliente.example');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByTestId('mensagem-email-nfe').getByText('NF-e enviada para compras@cliente.example.').waitFor({ timeout: 30_000 });
    const m = e.mails.at(-1)!;
    expect(m.to).toContain('compras@cliente.example');
    expect(m.raw).toMatch(/filename="?[^"\n]*\.xml"?/i);
    expect(m.raw).toMatch(/filename="?[^"\n]*\.pdf"?/i);
    await page.getByRole('button', { name: 'Fechar' }).click();
  });

  it('emite carta de correção e cancela no gerenciador', async () => {
    await page.goto(`${e.base}/erp/gerenciarNFe/gerenciarnfe`);
    await page.getByText('Serviço em operação', { exact: true }).waitFor({ timeout: 30_000 });
    const acoes = page.getByRole('button', { name: /^Ações da nota/ }).first();
    await acoes.waitFor();
    await page.screenshot({ path: `${SHOTS}/gerenciador-nfe.png` });

    await acoes.click();
    await page.getByRole('menuitem', { name: 'Carta de correção' }).click();
    const janela = page.viewportSize()!;
    await page.setViewportSize(CELULAR);
    await dialogoDentroDaJanela(page, page.getByRole('dialog', { name: /^Carta de correção — NF-e/ }), 'carta de correção a 390 px');
    await page.setViewportSize(janela);
    await page.getByLabel('Correção', { exact: true }).fill('Correção do endereço de entrega: Rua das Flores, 100, fundos.');
    await page.getByRole('button', { name: 'Transmitir carta' }).click();
    await page.getByText('Carta de correção registrada').first().waitFor({ timeout: 30_000 });
    const cce = (await e.db.pool.query(`SELECT count(*)::int AS n FROM faturamento_evento WHERE faturamento_id = $1`, [faturamentoId])).rows[0].n;
    expect(cce).toBeGreaterThanOrEqual(1);
    await page.keyboard.press('Escape');

    await acoes.click();
    await page.getByRole('menuitem', { name: 'Cancelar nota' }).click();
    await page.setViewportSize(CELULAR);
    await dialogoDentroDaJanela(page, page.getByRole('dialog', { name: /^Cancelar NF-e/ }), 'cancelamento a 390 px');
    await page.setViewportSize(janela);
    await page.getByLabel('Justificativa do cancelamento').fill('Cliente desistiu da compra antes do envio da mercadoria.');
    await page.getByRole('button', { name: 'Cancelar nota' }).last().click();
    await page.getByText('Cancelamento homologado').first().waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await nota()).situacao).toBe('cancelada');
  });

  it('inutiliza uma faixa de numeração', async () => {
    await page.goto(`${e.base}/erp/gerenciarNFe/inutilizacaonfe`);
    const { rows } = await e.db.pool.query(`SELECT serie FROM faturamento WHERE id = $1`, [faturamentoId]);
    await page.getByLabel('Série').fill(String(rows[0].serie));
    await page.getByLabel('Número inicial').fill('50');
    await page.getByLabel('Número final').fill('52');
    await page.getByLabel('Justificativa').fill('Numeração pulada por falha no sistema de emissão.');
    await page.getByRole('button', { name: 'Inutilizar' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await page.getByText('Inutilização homologada').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'OK' }).click();
    // the range shows up in the list of inutilizações with its protocol
    await page.getByText('50 a 52').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/inutilizacao-nfe.png` });
    const inut = (await e.db.pool.query(`SELECT situacao, protocolo FROM inutilizacao_nfe WHERE numero_inicial = 50`)).rows[0];
    expect(inut.protocolo).toMatch(/^\d{15}$/);
  });

  it('configurações fiscais mostram a versão do pacote de schemas em uso (o embutido)', async () => {
    await page.goto(`${e.base}/erp/emitente/gerenciar`);
    const cartao = page.getByTestId('cartao-pacote-schemas');
    await expect.poll(async () => (await page.getByTestId('pacote-schemas-versao').textContent()) ?? '', { timeout: 15_000 }).toBe('PL_010d_v1.02');
    await expect.poll(async () => (await cartao.textContent()) ?? '').toContain('embutido no sistema');
  });
});
