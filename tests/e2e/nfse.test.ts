/**
 * NFS-e de ponta a ponta como um usuário faz, no Chromium contra o servidor, o banco e o simulador
 * da API nacional (HTTPS com TLS mútuo): a loja abre o gerenciador de NFS-e pelo menu, cria uma
 * nota no editor (tomador do cadastro de clientes, serviço do cadastro de produtos), vê o valor
 * líquido calculado pelo servidor, grava e transmite, imprime o DANFSe e cancela a nota.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import type { Config } from '../../src/server/config.ts';
import { iniciarSimuladorNfseDoServidor } from '../../src/server/modules/nfse/index.ts';
import type { SimuladorNfse } from '../../src/sefaz-simulator/nfse/index.ts';

let e: E2E;
let page: Page;
let sim: SimuladorNfse;

beforeAll(async () => {
  e = await startE2E();
  sim = await iniciarSimuladorNfseDoServidor({ dataDir: mkdtempSync(join(tmpdir(), 'erp-nfse-e2e-')) } as Config, { ca: e.sefaz.ca });
  // o serviço no cadastro de produtos, como a empresa cadastra (tela de produtos)
  const login = await e.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: 'Demo@2026', LembrarMe: false } });
  const r = await e.app.inject({
    method: 'POST',
    url: '/v1/produto/',
    headers: { authorization: `Bearer ${login.json().Data.Token}` },
    payload: {
      codigo: 'SRV-E2E',
      descricao: 'Manutenção de balança eletrônica',
      unidade: 'UN',
      ncm: '00',
      movimenta_estoque: false,
      item_lista_servico: '14.01',
      codigo_tributacao_nacional: '140101',
      aliquota_iss: 2,
      preco_venda: 480,
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
  await sim?.parar();
});

const ultima = async () => (await e.db.pool.query('SELECT id, situacao, chave, numero_nfse FROM nota_servico ORDER BY id DESC LIMIT 1')).rows[0];

describe('NFS-e: emitir, imprimir e cancelar', () => {
  it('cria a nota no editor e transmite: autorizada com a chave de 50 dígitos', async () => {
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    for (const b of await nav.getByRole('button', { expanded: false }).all()) await b.click().catch(() => undefined);
    await nav.getByRole('link', { name: 'NFS-e (notas de serviço)' }).click();
    await page.waitForURL('**/erp/nfse/gerenciar');
    await page.getByRole('button', { name: 'Nova NFS-e' }).click();
    await page.waitForURL('**/erp/nfse/editar');

    // the combobox, not the option list MUI labels with the same name while it is open
    const cliente = page.getByRole('combobox', { name: 'Cliente', exact: true });
    await cliente.click();
    await cliente.fill('Ce');
    await page.getByRole('option').first().click();
    const servico = page.getByRole('combobox', { name: 'Serviço', exact: true });
    await servico.click();
    await servico.fill('balança');
    await page.getByRole('option').first().click();
    await expect.poll(async () => (await page.getByTestId('valor-liquido').textContent()) ?? '', { timeout: 15_000 }).toMatch(/480,00/);
    await expect.poll(async () => (await page.getByTestId('regras-nfse').textContent()) ?? '', { timeout: 15_000 }).toContain('LC 123/2006');
    await page.screenshot({ path: `${SHOTS}/nfse-editor.png` });

    await page.getByRole('button', { name: 'Gravar e transmitir' }).click();
    await page.getByText(/NFS-e \d+ autorizada/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/erp/nfse/gerenciar');
    const n = await ultima();
    expect(n.situacao).toBe('autorizada');
    expect(n.chave).toMatch(/^\d{50}$/);
    await expect(page.getByTestId(`nfse-${n.id}`).locator('[data-situacao]').getAttribute('data-situacao')).resolves.toBe('autorizada');
  });

  it('imprime o DANFSe', async () => {
    const n = await ultima();
    await page.getByTestId(`nfse-${n.id}`).getByRole('button', { name: 'DANFSe' }).click();
    await page.getByTestId('visualizador-pdf').waitFor();
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.screenshot({ path: `${SHOTS}/nfse-danfse.png` });
    await page.getByRole('button', { name: 'Fechar' }).click();
  });

  it('cancela com motivo e justificativa', async () => {
    const n = await ultima();
    await page.getByTestId(`nfse-${n.id}`).getByRole('button', { name: 'Cancelar' }).click();
    await page.getByLabel('Justificativa').fill('Serviço cobrado em duplicidade para o cliente');
    await page.getByRole('button', { name: 'Cancelar NFS-e' }).click();
    await page.getByText('NFS-e cancelada.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(async () => (await ultima()).situacao).toBe('cancelada');
    await expect.poll(async () => page.getByTestId(`nfse-${n.id}`).locator('[data-situacao]').getAttribute('data-situacao')).toBe('cancelada');
    expect(sim.estado.notas.get(n.chave)?.cancelada).toBe(true);
  });
});
