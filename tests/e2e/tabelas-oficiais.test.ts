/**
 * Tabelas oficiais no navegador: o Administrador vê a alíquota interna modal do ICMS de cada UF com
 * a vigência e a fonte legal (semeada de src/server/seed/dados/icms-aliquota-interna-uf.json),
 * importa um arquivo com um período novo para uma UF e a lista passa a mostrá-lo.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, entrar } from './harness.ts';

let e: E2E;
let page: Page;

beforeAll(async () => {
  e = await startE2E({ demoSize: 2 });
  page = await e.newPage();
  await entrar(page, e.base, 'admin');
}, 180_000);
afterAll(async () => {
  await e?.close();
});

describe('Alíquota interna do ICMS por UF', () => {
  it('lista com vigência e fonte; a importação substitui a tabela e a lista mostra o período novo', { timeout: 120_000 }, async () => {
    await page.goto(`${e.base}/erp/tabelasoficiais/gerenciar`);
    const tabela = page.getByRole('table', { name: 'Alíquotas internas do ICMS por UF' });
    await tabela.getByRole('row').filter({ hasText: 'Lei MA 7.799/2002 (red. Lei 12.426/2024)' }).filter({ hasText: '23/02/2025' }).waitFor();
    await tabela.getByRole('row').filter({ hasText: 'Lei MA 7.799/2002 (red. Lei 12.120/2023)' }).filter({ hasText: '22/02/2025' }).waitFor();

    const doc = JSON.parse(readFileSync(path.resolve(process.cwd(), 'src/server/seed/dados/icms-aliquota-interna-uf.json'), 'utf8'));
    doc.aliquotas = [
      ...doc.aliquotas.filter((l: { uf: string }) => l.uf !== 'TO'),
      { uf: 'TO', aliquota: 20, vigencia_inicio: null, vigencia_fim: '2026-12-31', fonte_legal: 'RICMS/TO, alíquota modal interna' },
      { uf: 'TO', aliquota: 21.5, vigencia_inicio: '2027-01-01', vigencia_fim: null, fonte_legal: 'Lei de teste 1/2026' },
    ];
    const arquivo = path.join(tmpdir(), `aliquotas-${process.pid}.json`);
    writeFileSync(arquivo, JSON.stringify(doc));
    await page.getByLabel('Arquivo da tabela Alíquota interna do ICMS por UF').setInputFiles(arquivo);
    await page.getByRole('button', { name: 'Importar Alíquota interna do ICMS por UF' }).click();
    await page.getByRole('alert').filter({ hasText: 'Alíquotas internas do ICMS: 33 períodos de 27 UFs.' }).waitFor();
    await tabela.getByRole('row').filter({ hasText: 'Lei de teste 1/2026' }).filter({ hasText: '21,5' }).filter({ hasText: '01/01/2027' }).waitFor();
  });
});
