/**
 * Configurações da empresa de ponta a ponta ("Done when"), no Chromium contra o
 * servidor real:
 * - relatorios/gerenciar: a dona (loja) desmarca "Vendas por período" do perfil do caixa; o caixa
 *   (com a regra de emitir relatórios) não vê mais o relatório em relatorios/consultar;
 * - configuracoes/gerenciar: "Estoque negativo" = Bloquear barra a transferência maior que o saldo
 *   na tela de Estoque; Permitir a libera; as casas decimais escolhidas (quantidade 3, valor
 *   unitário 6) limitam o que se digita nos itens do faturamento;
 * - assistente de primeiros passos no Dashboard de uma empresa nova: progresso conferido nos dados,
 *   "Conferi os dados" avança, "Abrir" leva à etapa, "Dispensar" o esconde.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let e: E2E;
let page: Page;
let emit = 0;

beforeAll(async () => {
  e = await startE2E();
  const u = (await e.db.pool.query(`SELECT emitente_id, emitente_tipo_usuario_id FROM usuario WHERE login = 'caixa'`)).rows[0];
  emit = u.emitente_id;
  await e.db.pool.query(`INSERT INTO emitente_restricao (emitente_id, emitente_tipo_usuario_id, regra) VALUES ($1, $2, 'Permitir.Relatorios.Consultar')`, [
    emit,
    u.emitente_tipo_usuario_id,
  ]);
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
});

async function opcoesDoRelatorio(p: Page): Promise<string[]> {
  await p.goto(`${e.base}/erp/relatorios/consultar`);
  await p.getByRole('combobox', { name: 'Relatório' }).click();
  await p.getByRole('option').first().waitFor();
  const nomes = await p.getByRole('option').allInnerTexts();
  await p.keyboard.press('Escape');
  return nomes;
}

describe('relatórios por perfil', () => {
  it('desmarcar um relatório para o perfil do caixa o tira da lista do caixa', async () => {
    const caixa = await e.newPage();
    await entrar(caixa, e.base, 'caixa');
    expect(await opcoesDoRelatorio(caixa)).toContain('Vendas por período');

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Gerenciar relatórios' }).click();
    await page.getByRole('combobox', { name: 'Perfil de usuário' }).click();
    await page.getByRole('option', { name: 'Caixa: PDV e clientes' }).click();
    const vendas = page.getByRole('checkbox', { name: 'Vendas por período' });
    await expect.poll(() => vendas.isChecked()).toBe(true);
    await vendas.uncheck();
    await page.screenshot({ path: `${SHOTS}/relatorios-gerenciar.png`, fullPage: true });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(/Relatórios do perfil salvos/).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    const depois = await opcoesDoRelatorio(caixa);
    expect(depois).not.toContain('Vendas por período');
    expect(depois).toContain('Posição de estoque');
    // a dona (outro perfil) continua vendo
    expect(await opcoesDoRelatorio(page)).toContain('Vendas por período');
    await caixa.context().close();
  });
});

describe('preferências do emitente', () => {
  it('estoque negativo "Bloquear" barra a transferência maior que o saldo; "Permitir" libera', async () => {
    const locais = (await e.db.pool.query('SELECT descricao FROM tipo_estoque WHERE emitente_id = $1 AND ativo ORDER BY padrao DESC, id LIMIT 2', [emit])).rows;
    const prod = (
      await e.db.pool.query(
        `SELECT p.codigo, p.descricao FROM produto p
          WHERE p.emitente_id = $1 AND p.ativo AND p.movimenta_estoque
            AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND v.produto_id = p.id)
          ORDER BY p.id LIMIT 1`,
        [emit],
      )
    ).rows[0];
    expect(locais).toHaveLength(2);

    const definir = async (rotulo: string) => {
      await page.goto(`${e.base}/erp/configuracoes/gerenciar`);
      await page.getByRole('combobox', { name: 'Estoque negativo' }).click();
      await page.getByRole('option', { name: rotulo, exact: true }).click();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Configurações salvas.').waitFor();
      await page.getByRole('button', { name: 'OK' }).click();
    };
    const transferir = async () => {
      await page.goto(`${e.base}/erp/estoque/consultar`);
      await page.getByRole('tab', { name: 'Transferência' }).click();
      await page.getByRole('combobox', { name: 'Produto' }).fill(prod.codigo);
      await page.getByRole('option', { name: new RegExp(`^${prod.codigo} — `) }).click();
      await page.getByRole('combobox', { name: 'Origem' }).click();
      await page.getByRole('option', { name: locais[0].descricao, exact: true }).click();
      await page.getByRole('combobox', { name: 'Destino' }).click();
      await page.getByRole('option', { name: locais[1].descricao, exact: true }).click();
      await page.getByLabel('Quantidade').fill('999999');
      await page.getByRole('button', { name: 'Transferir' }).click();
    };

    await definir('Bloquear');
    expect((await e.db.pool.query('SELECT politica_estoque_negativo FROM configuracao WHERE emitente_id = $1', [emit])).rows[0].politica_estoque_negativo).toBe(
      'bloquear',
    );
    await transferir();
    await page.getByText(/Estoque insuficiente de/).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS}/configuracoes-estoque-bloqueado.png`, fullPage: true });
    await page.getByRole('button', { name: 'OK' }).click();

    await definir('Permitir');
    await transferir();
    await page.getByText(/transferido\(s\) de/).waitFor({ timeout: 10_000 });
  });
});

describe('casas decimais da nota', () => {
  it('escolhidas em configuracoes/gerenciar, valem nos campos de quantidade e valor unitário do faturamento', async () => {
    await page.goto(`${e.base}/erp/configuracoes/gerenciar`);
    await page.getByRole('combobox', { name: 'Casas decimais da quantidade' }).click();
    await page.getByRole('option', { name: '3', exact: true }).click();
    await page.getByRole('combobox', { name: 'Casas decimais do valor unitário' }).click();
    await page.getByRole('option', { name: '6', exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/configuracoes-casas-decimais.png`, fullPage: true });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configurações salvas.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const cfg = (await e.db.pool.query('SELECT casas_decimais_quantidade AS q, casas_decimais_valor AS v FROM configuracao WHERE emitente_id = $1', [emit]))
      .rows[0];
    expect(cfg).toEqual({ q: 3, v: 6 });

    await page.goto(`${e.base}/erp/faturamento/editar`);
    await page.getByRole('tab', { name: /Itens/ }).click();
    await page.getByRole('button', { name: 'Adicionar item' }).first().click();
    const qtd = page.getByLabel('Quantidade do item 1');
    await qtd.click();
    await qtd.fill('');
    await page.keyboard.type('1,23456');
    // 3 casas: o que passa delas não entra
    await expect(qtd.inputValue()).resolves.toBe('1,234');
    const unit = page.getByLabel('Valor unitário do item 1');
    await unit.click();
    await unit.fill('');
    await page.keyboard.type('2,123456');
    // 6 configuradas, mas o valor unitário é guardado com até 4
    await expect(unit.inputValue()).resolves.toBe('2,1234');
    await page.keyboard.press('Tab');
    await expect(qtd.inputValue()).resolves.toBe('1,234');
    await e.db.pool.query('UPDATE configuracao SET casas_decimais_quantidade = 2, casas_decimais_valor = 2 WHERE emitente_id = $1', [emit]);
  });
});

describe('assistente de primeiros passos', () => {
  it('mostra o progresso, confirma os dados, abre uma etapa e é dispensado', async () => {
    // a loja faz as vezes de empresa recém-cadastrada (o autocadastro cria esta linha)
    await e.db.pool.query('INSERT INTO assistente_modulos (emitente_id) VALUES ($1) ON CONFLICT (emitente_id) DO NOTHING', [emit]);
    const feitas = (
      await e.db.pool.query(
        `SELECT (EXISTS (SELECT 1 FROM emitente_fiscal f WHERE f.emitente_id = $1 AND f.certificado_thumbprint IS NOT NULL AND (f.certificado_validade IS NULL OR f.certificado_validade > now())))::int
              + (EXISTS (SELECT 1 FROM serie_documento s WHERE s.emitente_id = $1 AND s.modelo = '55' AND s.ativo))::int
              + (EXISTS (SELECT 1 FROM produto p WHERE p.emitente_id = $1))::int AS n`,
        [emit],
      )
    ).rows[0].n as number;
    await page.goto(`${e.base}/erp/dashboard`);
    const cartao = page.getByRole('region', { name: 'Primeiros passos' });
    await cartao.getByText(`${feitas} de 5 etapas concluídas`, { exact: false }).waitFor({ timeout: 15_000 });
    await cartao.getByRole('button', { name: 'Conferi os dados' }).click();
    await cartao.getByText(`${feitas + 1} de 5 etapas concluídas`, { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/assistente-modulos.png`, fullPage: true });
    await cartao.getByRole('listitem').filter({ hasText: 'Primeira NF-e em homologação' }).getByRole('link', { name: 'Abrir' }).click();
    await page.waitForURL('**/erp/faturamento/editar');
    await page.goto(`${e.base}/erp/dashboard`);
    await cartao.getByRole('button', { name: 'Dispensar' }).click();
    await cartao.waitFor({ state: 'detached' });
    const r = await e.db.pool.query('SELECT dispensado_em, etapas_confirmadas FROM assistente_modulos WHERE emitente_id = $1', [emit]);
    expect(r.rows[0].dispensado_em).not.toBeNull();
    expect(r.rows[0].etapas_confirmadas).toEqual(['empresa']);
    await page.reload();
    await page.getByText('Clientes').first().waitFor();
    expect(await page.getByRole('region', { name: 'Primeiros passos' }).count()).toBe(0);
  });
});
