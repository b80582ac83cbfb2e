/**
 * Background jobs in the browser (Chromium, real server and database): with 3,000 authorised
 * notes in a month, the XML archive screen starts the ZIP job; the "Tarefas" drawer opens and shows
 * the job's progress bar (fed by the hub event CarregamentoDados) with a value between 0 and 100,
 * then the download button; the downloaded ZIP is the job's file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { inserirNotasAutorizadas } from '../jobs/notas-em-massa.ts';
import { lerZip } from '../../src/fiscal/zip/index.ts';

const NOTAS = 3000;
let e: E2E;
let page: Page;
let anomes: string;

beforeAll(async () => {
  e = await startE2E();
  const { rows } = await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`);
  ({ anomes } = await inserirNotasAutorizadas(e.db.pool, rows[0].emitente_id, NOTAS));
  page = await e.newPage();
  await entrar(page, e.base, 'loja');
}, 180_000);
afterAll(async () => {
  await e?.close();
});

describe('Tarefas: arquivo XML do mês em segundo plano', () => {
  it('a gaveta mostra a barra de progresso e depois o botão de baixar o ZIP', async () => {
    // o hub do navegador conectado (o progresso chega por ele); navegação pelo menu, sem recarregar a página
    const { rows } = await e.db.pool.query(`SELECT id FROM usuario WHERE login = 'loja'`);
    await expect
      .poll(async () => (await e.db.pool.query(`SELECT count(*)::int AS n FROM sessao_usuario_connection WHERE usuario_id = $1`, [rows[0].id])).rows[0].n, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Arquivos XML' }).click();
    await page.waitForURL('**/erp/gerenciarNFe/arquivosxml');
    const rotulo = `${['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'][Number(anomes.slice(4)) - 1]}`;
    const gerar = page.getByRole('button', { name: /^Gerar ZIP de / }).first();
    await gerar.waitFor({ timeout: 30_000 });
    expect((await gerar.getAttribute('aria-label'))!.toLowerCase()).toContain(rotulo);
    await gerar.click();

    const gaveta = page.getByRole('region', { name: 'Tarefas' });
    await gaveta.waitFor({ timeout: 15_000 });
    const barra = gaveta.getByRole('progressbar', { name: /Progresso de Arquivos XML/ });
    // o valor da barra (aria-valuenow) entre 0 e 100, vindo dos eventos do hub
    let visto = 0;
    await expect
      .poll(
        async () => {
          const v = Number(await barra.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null));
          if (v > 0 && v < 100) visto = v;
          return visto;
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBeGreaterThan(0);
    expect(visto).toBeLessThan(100);
    await page.screenshot({ path: `${SHOTS}/tarefas-progresso.png` });

    const baixar = gaveta.getByRole('button', { name: new RegExp(`Baixar XML-NFe-\\d{14}-${anomes}\\.zip`) });
    await baixar.waitFor({ timeout: 120_000 });
    // nenhuma tarefa em andamento: o contador do ícone some
    await expect
      .poll(async () => page.getByTestId('tarefas-ativas').locator('.MuiBadge-badge').getAttribute('class'), { timeout: 15_000 })
      .toMatch(/MuiBadge-invisible/);
    await page.screenshot({ path: `${SHOTS}/tarefas-concluida.png` });
    const [download] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^XML-NFe-\\d{14}-${anomes}\\.zip$`));
    const nomes = lerZip(readFileSync((await download.path())!), { limiteBytes: 512 * 1024 * 1024 }).map((a) => a.caminho);
    expect(new Set(nomes).size).toBe(NOTAS);

    // a tela do mês também oferece o ZIP pronto
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page
      .getByRole('button', { name: /^Baixar ZIP de / })
      .first()
      .waitFor({ timeout: 15_000 });
  });
});
