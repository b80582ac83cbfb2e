/**
 * Everyday screens as a Brazilian user expects them, in Chromium with the browser set to
 * en-US on purpose: dates still read DD/MM/AAAA HH:mm; clicking a quantity and typing 3 gives 3
 * (the content is selected on focus) and Enter walks the item grid; a customer without address is
 * refused before anything is sent to SEFAZ, with a message that says what to fill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { cpfCheckDigits } from '../../src/domain/documentos.ts';

let e: E2E;
let page: Page;

beforeAll(async () => {
  e = await startE2E();
  const ctx = await e.browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York', viewport: { width: 1366, height: 800 } });
  page = await ctx.newPage();
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
});

/** Today and now in São Paulo as DD/MM/AAAA. */
const hojeBr = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

async function novaNota(clienteBusca: string, opcao?: RegExp) {
  await page.goto(`${e.base}/erp/faturamento/editar`);
  const cliente = page.getByRole('combobox', { name: 'Cliente', exact: true }); // o listbox aberto também tem o rótulo Cliente
  await cliente.click();
  await cliente.fill(clienteBusca);
  await (opcao ? page.getByRole('option', { name: opcao }) : page.getByRole('option')).first().click();
}

describe('telas do dia a dia num navegador em inglês', () => {
  it('data de emissão em DD/MM/AAAA HH:mm; quantidade clicada e digitada substitui; Enter vai ao próximo campo', async () => {
    await novaNota('Ce');
    const emissao = page.getByLabel('Data de emissão');
    await expect(emissao.inputValue()).resolves.toMatch(new RegExp(`^${hojeBr().replace(/\//g, '\\/')} \\d{2}:\\d{2}$`));
    // digitada à mão, também em pt-BR
    await emissao.click();
    await emissao.fill('');
    await emissao.pressSequentially(hojeBr().replace(/\D/g, '') + '0930');
    await expect(emissao.inputValue()).resolves.toBe(`${hojeBr()} 09:30`);

    await page.getByRole('tab', { name: /Itens/ }).click();
    await page.getByRole('button', { name: 'Adicionar item' }).first().click();
    const produto = page.getByLabel('Produto do item 1');
    await produto.click();
    await produto.fill('Arroz');
    await page.getByRole('option', { name: /Arroz/i }).first().click();
    const qtd = page.getByLabel('Quantidade do item 1');
    await expect.poll(() => qtd.inputValue()).toMatch(/^1,00+$/);
    await qtd.click();
    await page.keyboard.type('3');
    await expect(qtd.inputValue()).resolves.toBe('3');
    // Enter leva ao valor unitário, cujo conteúdo também fica selecionado: digitar substitui
    await page.keyboard.press('Enter');
    const unit = page.getByLabel('Valor unitário do item 1');
    await expect.poll(() => unit.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('2,5');
    await expect(unit.inputValue()).resolves.toBe('2,5');
    await page.keyboard.press('Tab');
    await expect(qtd.inputValue()).resolves.toMatch(/^3,00+$/);
    await expect.poll(async () => (await page.getByTestId('total-total_produtos').textContent()) ?? '').toMatch(/7,50/);
    await page.screenshot({ path: `${SHOTS}/faturamento-en-us.png` });
  });

  it('cliente sem endereço: a transmissão é recusada com o que preencher, e nada é enviado', async () => {
    const base = '390533447';
    const r = await page.request.post(`${e.base}/v1/auth/login/`, { data: { Login: 'loja', Password: 'Demo@2026', LembrarMe: false } });
    const token = (await r.json()).Data.Token;
    const c = await page.request.post(`${e.base}/v1/cliente/`, {
      headers: { authorization: `Bearer ${token}` },
      data: { nome: 'Zuleica Sem Endereço', cpf_cnpj: base + cpfCheckDigits(base) },
    });
    expect(c.status()).toBe(201);
    const antes = (await e.db.pool.query('SELECT count(*)::int AS n FROM documento_fiscal_xml')).rows[0].n;

    await novaNota('Zuleica', /Zuleica Sem Endereço/);
    await page.getByRole('tab', { name: /Itens/ }).click();
    await page.getByRole('button', { name: 'Adicionar item' }).first().click();
    const produto = page.getByLabel('Produto do item 1');
    await produto.click();
    await produto.fill('Feij');
    await page.getByRole('option', { name: /Feij/i }).first().click();
    await page.getByRole('button', { name: 'Salvar e transmitir' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    const aviso = page.getByText(/Complete o cadastro do cliente Zuleica Sem Endereço antes de transmitir \(logradouro, bairro, município, UF\)/);
    await aviso
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async (err) => {
        await page.screenshot({ path: `${SHOTS}/falha-destinatario.tmp.png`, fullPage: true });
        throw err;
      });
    await page.screenshot({ path: `${SHOTS}/faturamento-destinatario-incompleto.png` });
    const { rows } = await e.db.pool.query(
      `SELECT f.situacao, f.numero FROM faturamento f JOIN cliente c ON c.id = f.cliente_id AND c.emitente_id = f.emitente_id WHERE c.nome = 'Zuleica Sem Endereço'`,
    );
    expect(rows).toEqual([{ situacao: 'digitacao', numero: null }]);
    expect((await e.db.pool.query('SELECT count(*)::int AS n FROM documento_fiscal_xml')).rows[0].n).toBe(antes);
  });

  it('a pesquisa das listas ignora acentos: "cafe" e "Café" acham os cafés; "sao joao" acha "São João"', async () => {
    const {
      rows: [{ n }],
    } = await e.db.pool.query(
      `SELECT count(*)::int AS n FROM produto p JOIN usuario u ON u.emitente_id = p.emitente_id AND u.login = 'loja' WHERE p.descricao ILIKE '%café%' OR p.descricao ILIKE '%cafe%'`,
    );
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(25); // uma página
    await page.goto(`${e.base}/erp/produtos/consultar`);
    for (const termo of ['cafe', 'Café']) {
      await page.getByLabel('Pesquisar').fill(termo);
      await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(n + 1);
      for (const t of await page.getByRole('row').allInnerTexts()) if (!/descri/i.test(t)) expect(t).toMatch(/caf[eé]/i);
    }
    await page.screenshot({ path: `${SHOTS}/produtos-busca-cafe.png` });

    const base = '472222220001';
    const r = await page.request.post(`${e.base}/v1/auth/login/`, { data: { Login: 'loja', Password: 'Demo@2026', LembrarMe: false } });
    const token = (await r.json()).Data.Token;
    const { cnpjCheckDigits } = await import('../../src/domain/documentos.ts');
    const c = await page.request.post(`${e.base}/v1/cliente/`, {
      headers: { authorization: `Bearer ${token}` },
      data: { nome: 'Empório São João', cpf_cnpj: base + cnpjCheckDigits(base) },
    });
    expect(c.status()).toBe(201);
    await page.goto(`${e.base}/erp/clientes/consultar`);
    await page.getByLabel('Pesquisar').fill('sao joao');
    await page.getByRole('row').filter({ hasText: 'Empório São João' }).first().waitFor({ timeout: 15_000 });
  });
});
