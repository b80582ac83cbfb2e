/**
 * Telas da cadeia de revenda no Chromium: "Novo" em Distribuidores master,
 * Distribuidores e Revendas abre o formulário de inclusão (não volta para a lista, como acontecia
 * quando as rotas `revenda/*\/editar` herdavam o redirecionamento da lista), grava o cadastro no
 * banco (pelo administrador, que escolhe o distribuidor master ou o distribuidor da nova linha), e
 * clicar numa linha abre o formulário de edição daquele registro, que também grava, pelo nível mais
 * baixo da cadeia que enxerga a tela (SPEC §2: DistribuidorMaster só o administrador; Distribuidor
 * administrador ou master; Revenda até o distribuidor; quem as vê é conferido em
 * tests/unit/web/rotas.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';
import { cnpjCheckDigits } from '../../src/domain/documentos.ts';

let e: E2E;

beforeAll(async () => {
  e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e?.close();
});

const cnpj = (base12: string) => base12 + cnpjCheckDigits(base12);

interface Caso {
  /** Quem abre a linha e altera (o nível mais baixo da cadeia que enxerga a tela). */
  login: string;
  /** Caminho do menu (`revenda/...`, sem o tenant). */
  base: string;
  tabela: string;
  /** Referência obrigatória da inclusão (pelo administrador): rótulo, texto digitado e a opção. */
  referencia?: { rotulo: RegExp; texto: string; opcao: RegExp };
  /** Registro da demonstração que a linha abre. */
  existente: string;
}

const CASOS: Caso[] = [
  { login: 'admin', base: 'revenda/distribuidormaster', tabela: 'distribuidor_master', existente: 'Alfa Distribuição de Software Ltda' },
  {
    login: 'master',
    base: 'revenda/distribuidor',
    tabela: 'distribuidor',
    referencia: { rotulo: /^Distribuidor master/, texto: 'Alfa', opcao: /Alfa Distribuição/ },
    existente: 'Beta Sistemas e Automação Comercial Ltda',
  },
  {
    login: 'distribuidor',
    base: 'revenda/revenda',
    tabela: 'revenda',
    referencia: { rotulo: /^Distribuidor(?! master)/, texto: 'Beta', opcao: /Beta Sistemas/ },
    existente: 'Parceiro Tecnologia em Gestão Ltda',
  },
];

async function noBanco(tabela: string, nome: string) {
  return (await e.db.pool.query(`SELECT id, fantasia FROM ${tabela} WHERE nome = $1`, [nome])).rows as Array<{ id: number; fantasia: string | null }>;
}

async function abrirLista(page: Page, base: string) {
  // o caminho do menu (`revenda/revenda`) leva à lista (`revenda/revenda/consultar`)
  await page.goto(`${e.base}/erp/${base}`);
  await page.waitForURL(`**/erp/${base}/consultar`);
  await page.getByRole('row').nth(1).waitFor();
}

describe('cadeia de revenda: Novo abre o formulário e grava; a linha abre a edição', () => {
  CASOS.forEach((c, i) => {
    it(`admin: Novo em ${c.base} abre o formulário e grava`, async () => {
      const page = await e.newPage();
      await entrar(page, e.base, 'admin');
      await abrirLista(page, c.base);
      await page.getByRole('link', { name: 'Novo' }).click();
      await page.waitForURL(`**/erp/${c.base}/editar`);
      await page.getByLabel(/^Razão social/).waitFor();
      const nome = `Cadeia E2E ${i + 1} Comércio de Software Ltda`;
      await page.getByLabel(/^Razão social/).fill(nome);
      await page.getByLabel(/^CNPJ\/CPF/).fill(cnpj(`4455667${i}0001`));
      if (c.referencia) {
        await page.getByLabel(c.referencia.rotulo).first().fill(c.referencia.texto);
        await page.getByRole('option', { name: c.referencia.opcao }).click();
      }
      await page.screenshot({ path: `${SHOTS}/cadeia-${c.tabela}-incluir.png`, fullPage: true });
      expect(page.url()).toMatch(new RegExp(`/erp/${c.base}/editar$`)); // still on the form, not sent back to the list
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(async () => (await noBanco(c.tabela, nome)).length, { timeout: 15_000 }).toBe(1);
      await page.waitForURL(`**/erp/${c.base}/consultar`);
      await page.getByRole('row', { name: new RegExp(`Cadeia E2E ${i + 1}`) }).waitFor();
      await page.context().close();
    });

    it(`${c.login}: a linha de ${c.base} abre a edição e grava`, async () => {
      const page = await e.newPage();
      await entrar(page, e.base, c.login);
      await abrirLista(page, c.base);
      const [existente] = await noBanco(c.tabela, c.existente);
      await page.getByRole('row', { name: new RegExp(c.existente.slice(0, 20)) }).click();
      await page.waitForURL(`**/erp/${c.base}/editar/${existente!.id}`);
      const razao = page.getByLabel(/^Razão social/);
      await expect.poll(async () => razao.inputValue(), { timeout: 15_000 }).toBe(c.existente);
      await page.getByLabel(/^Nome fantasia/).fill(`Fantasia E2E ${i + 1}`);
      await page.screenshot({ path: `${SHOTS}/cadeia-${c.tabela}-editar.png`, fullPage: true });
      expect(page.url()).toMatch(new RegExp(`/erp/${c.base}/editar/${existente!.id}$`));
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(async () => (await noBanco(c.tabela, c.existente))[0]?.fantasia, { timeout: 15_000 }).toBe(`Fantasia E2E ${i + 1}`);
      await page.waitForURL(`**/erp/${c.base}/consultar`);
      await page.context().close();
    });
  });
});

describe('inclusão pelo nível de cima', () => {
  for (const [login, base, tabela, coluna, nivel] of [
    ['master', 'revenda/distribuidor', 'distribuidor', 'distribuidor_master_id', 'distribuidor_master_id'],
    ['distribuidor', 'revenda/revenda', 'revenda', 'distribuidor_id', 'distribuidor_id'],
  ] as const) {
    it(`${login}: Novo em ${base} grava sem pedir o pai que ele não pode consultar (fica no seu nó)`, async () => {
      const page = await e.newPage();
      await entrar(page, e.base, login);
      await abrirLista(page, base);
      await page.getByRole('link', { name: 'Novo' }).click();
      await page.waitForURL(`**/erp/${base}/editar`);
      const nome = `Nível ${login} E2E Comércio Ltda`;
      await page.getByLabel(/^Razão social/).fill(nome);
      await page.getByLabel(/^CNPJ\/CPF/).fill(cnpj(login === 'master' ? '778899110001' : '778899220001'));
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.waitForURL(`**/erp/${base}/consultar`);
      const { rows } = await e.db.pool.query(`SELECT t.${coluna} AS pai, u.${nivel} AS meu FROM ${tabela} t, usuario u WHERE t.nome = $1 AND u.login = $2`, [
        nome,
        login,
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0].pai).toBe(rows[0].meu);
      await page.context().close();
    });
  }
});

describe('quem não enxerga a cadeia', () => {
  it('a empresa (loja) que abre o endereço de uma tela da revenda vê "Acesso negado", não uma página vazia', async () => {
    const page = await e.newPage();
    await entrar(page, e.base, 'loja');
    for (const caminho of ['revenda/revenda/editar', 'revenda/revenda/consultar', 'revenda/distribuidor/editar/1']) {
      await page.goto(`${e.base}/erp/${caminho}`);
      await page.getByText('Acesso negado').waitFor();
      await page.getByText('Voltar ao início').waitFor();
    }
    await page.context().close();
  });
});
