/**
 * Perfis e permissões da empresa de ponta a ponta: a dona (loja) cria um perfil,
 * marca permissões por módulo e salva; libera ao caixa, por 10 minutos, uma permissão que o perfil
 * dele não tem, e a liberação aparece na lista de vigentes (e no banco, com o término).
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

describe('emitenterestricoes/gerenciar', () => {
  it('cria um perfil, marca permissões e libera acesso temporário ao caixa', async () => {
    await page.goto(`${e.base}/erp/emitenterestricoes/gerenciar`);
    await page.getByRole('button', { name: 'Novo perfil' }).click();
    await page.getByLabel('Descrição').fill('Estoquista');
    await page.getByRole('button', { name: 'Incluir' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Perfil de usuário' }).innerText()).toContain('Estoquista');
    await page.getByRole('checkbox', { name: 'Produtos: consultar' }).check();
    await page.getByRole('checkbox', { name: 'Produtos: alterar/excluir' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Permissões do perfil salvas: 2 regra(s).').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const regras = await e.db.pool.query(
      `SELECT r.regra FROM emitente_restricao r JOIN emitente_tipo_usuario t ON t.id = r.emitente_tipo_usuario_id WHERE t.descricao = 'Estoquista' ORDER BY 1`,
    );
    expect(regras.rows.map((r) => r.regra)).toEqual(['Permitir.Produto.Alterar', 'Permitir.Produto.Consultar']);

    await page.getByRole('combobox', { name: 'Usuário', exact: true }).click();
    await page.getByRole('option', { name: 'Carlos do Caixa' }).click();
    await page.getByRole('combobox', { name: 'Permissão' }).click();
    await page.getByRole('option', { name: 'Configurações: consultar' }).click();
    await page.getByLabel('Minutos').fill('10');
    await page.getByRole('button', { name: 'Liberar' }).click();
    await page.getByText('Acesso liberado para Carlos do Caixa por 10 minuto(s).').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const vigentes = page.getByRole('list', { name: 'Liberações vigentes' });
    await expect.poll(() => vigentes.innerText()).toContain('Carlos do Caixa: Configurações: consultar');
    await page.screenshot({ path: `${SHOTS}/emitente-restricoes.png`, fullPage: true });
    const l = await e.db.pool.query(
      `SELECT l.regra, extract(epoch FROM l.expira_em - l.criado_em)::int AS s FROM emitente_restricao_liberacao l JOIN usuario u ON u.id = l.usuario_id WHERE u.login = 'caixa'`,
    );
    expect(l.rows).toEqual([{ regra: 'Permitir.Configuracao.Consultar', s: 600 }]);
  });
});
