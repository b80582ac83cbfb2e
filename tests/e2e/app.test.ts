/**
 * The web app as a new user meets it, in Debian's Chromium against the real
 * server and database: tenant url -> branded sign-in, sign in, menu by permission (the restricted
 * user sees less), customer create with an invalid CPF (field error), fix, save, search, edit,
 * delete; the session-expired toast; the reseller's branding on /parceiro; password reset through
 * a real SMTP server; company self-registration. Screenshots go to test-results/screenshots/ (ignored).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS } from './harness.ts';

let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

async function signIn(page: Page, login: string, senha = 'Demo@2026', tenant = 'erp') {
  await page.goto(`${e.base}/${tenant}/sign-in`);
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`**/${tenant}/dashboard`);
}

const menuLinks = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.waitFor();
  // expand every collapsed section so all entries are listed
  for (const b of await nav.getByRole('button', { expanded: false }).all()) await b.click().catch(() => undefined);
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
};

describe('entrada e identidade visual', () => {
  it('/{tenant}/ leva ao Entrar com a marca do inquilino', async () => {
    const page = await e.newPage();
    await page.goto(`${e.base}/erp/`);
    await page.waitForURL('**/erp/sign-in');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.getByText('Rápido, Eficiente e Produtivo').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/sign-in-light.png` });
    await page.context().close();
  });

  it('/parceiro mostra a marca da revenda', async () => {
    const page = await e.newPage();
    await page.goto(`${e.base}/parceiro/`);
    await page.waitForURL('**/parceiro/sign-in');
    await page.getByText('Gestão simples para o seu negócio').first().waitFor();
    expect(await page.getByText('Rápido, Eficiente e Produtivo').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/sign-in-parceiro.png` });
    await page.context().close();
  });

  it('login errado mostra a mensagem do servidor', async () => {
    const page = await e.newPage();
    await page.goto(`${e.base}/erp/sign-in`);
    await page.getByLabel('Login', { exact: true }).fill('loja');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login ou senha inválidos.' }).first().textContent()).resolves.toContain(
      'Login ou senha inválidos.',
    );
    await page.context().close();
  });
});

describe('menu por permissão', () => {
  it('a proprietária vê os cadastros; o caixa vê só clientes', async () => {
    const page = await e.newPage();
    await signIn(page, 'loja');
    const dono = await menuLinks(page);
    expect(dono).toEqual(expect.arrayContaining(['Dashboard', 'Clientes', 'Produtos', 'Transportadoras', 'Fornecedores']));
    await page.getByText('Novos clientes').waitFor();
    await page.waitForTimeout(800); // chart animation
    await page.screenshot({ path: `${SHOTS}/dashboard-light.png` });
    await page.context().close();

    const caixa = await e.newPage();
    await signIn(caixa, 'caixa');
    const restrito = await menuLinks(caixa);
    expect(restrito).toContain('Clientes');
    expect(restrito).not.toContain('Produtos');
    expect(restrito).not.toContain('Usuários');
    expect(restrito.length).toBeLessThan(dono.length);
    await caixa.context().close();
  });
});

describe('cliente: do erro de CPF à exclusão', () => {
  it('cria com CPF inválido, vê o erro, corrige, salva, pesquisa, edita e exclui', async () => {
    const page = await e.newPage();
    await signIn(page, 'loja');
    await page.goto(`${e.base}/erp/clientes/consultar`);
    await page
      .getByRole('link', { name: /Novo/ })
      .or(page.getByRole('button', { name: /Novo/ }))
      .first()
      .click();
    await page.waitForURL('**/erp/clientes/editar');
    const nome = `Cliente E2E ${Date.now() % 100000}`;
    await page.getByLabel(/Nome \/ Razão social/).fill(nome);
    await page.getByLabel(/Tipo de pessoa/).click();
    await page.getByRole('option', { name: 'Física' }).click();
    await page
      .getByLabel(/CPF\/CNPJ/)
      .first()
      .fill('123.456.789-00');
    await page.getByRole('button', { name: /Salvar/ }).click();
    await page.getByText('CPF/CNPJ inválido').first().waitFor();
    expect(page.url()).toMatch(/\/erp\/clientes\/editar$/);
    expect(Number((await e.db.pool.query('SELECT count(*) FROM cliente WHERE nome = $1', [nome])).rows[0].count)).toBe(0);

    await page
      .getByLabel(/CPF\/CNPJ/)
      .first()
      .fill('529.982.247-25');
    await page.getByRole('button', { name: /Salvar/ }).click();
    await page.waitForURL(/\/erp\/clientes\/consultar(\?.*)?$/).catch(async (err) => {
      await page.screenshot({ path: `${SHOTS}/falha-salvar.tmp.png`, fullPage: true });
      throw err;
    });
    const saved = (await e.db.pool.query('SELECT id, cpf_cnpj FROM cliente WHERE nome = $1', [nome])).rows[0];
    expect(saved.cpf_cnpj).toBe('52998224725');

    await page.getByLabel('Pesquisar').fill(nome);
    const row = page.getByRole('row').filter({ hasText: nome });
    await row.first().waitFor();
    // the search narrows the list to that customer (header row + 1)
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await page.screenshot({ path: `${SHOTS}/clientes-list-light.png` });
    await row.first().click();
    await page.waitForURL(`**/erp/clientes/editar/${saved.id}`);
    const nomeInput = page.getByLabel(/Nome \/ Razão social/);
    await expect.poll(() => nomeInput.inputValue(), { timeout: 10_000 }).toBe(nome);
    await page.screenshot({ path: `${SHOTS}/clientes-edit-light.png` });
    await nomeInput.fill(`${nome} Alterado`);
    await page.getByRole('button', { name: /Salvar/ }).click();
    await page.waitForURL(/\/erp\/clientes\/consultar(\?.*)?$/).catch(async (err) => {
      // seen once under load: what the screen showed instead of going back to the list
      await page.screenshot({ path: `${SHOTS}/falha-salvar-edicao.tmp.png`, fullPage: true });
      throw err;
    });
    expect((await e.db.pool.query('SELECT nome FROM cliente WHERE id = $1', [saved.id])).rows[0].nome).toBe(`${nome} Alterado`);

    await page.goto(`${e.base}/erp/clientes/editar/${saved.id}`);
    await expect.poll(() => page.getByLabel(/Nome \/ Razão social/).inputValue(), { timeout: 10_000 }).toBe(`${nome} Alterado`);
    await page.getByRole('button', { name: /Excluir/ }).click();
    const dialogo = page.getByRole('dialog', { name: 'Excluir cliente?' });
    await dialogo.waitFor();
    await dialogo.getByRole('button', { name: 'Sim' }).click();
    await page.waitForURL(/\/erp\/clientes\/consultar(\?.*)?$/).catch(async (err) => {
      // para o diagnóstico: a tela e os avisos no momento da falha
      await page.screenshot({ path: `${SHOTS}/falha-excluir.tmp.png`, fullPage: true });
      throw new Error(
        `${(err as Error).message}\nAvisos: ${await page
          .getByRole('alert')
          .allInnerTexts()
          .catch(() => [])}`,
      );
    });
    await expect.poll(async () => (await e.db.pool.query('SELECT count(*)::int AS n FROM cliente WHERE id = $1', [saved.id])).rows[0].n).toBe(0);
    await page.context().close();
  });
});

describe('tema escuro', () => {
  it('dashboard, lista e edição no tema escuro', async () => {
    const page = await e.newPage({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      localStorage.setItem('erp.themeModeMenu', 'dark');
      localStorage.setItem('erp.themeMode', 'dark');
    });
    await signIn(page, 'loja');
    await page.getByText('Novos clientes').waitFor();
    await page.waitForTimeout(800); // chart animation
    await page.screenshot({ path: `${SHOTS}/dashboard-dark.png` });
    await page.goto(`${e.base}/erp/clientes/consultar`);
    await page.getByRole('row').nth(3).waitFor();
    await page.screenshot({ path: `${SHOTS}/clientes-list-dark.png` });
    const { rows } = await e.db.pool.query(
      `SELECT c.id FROM cliente c JOIN usuario u ON u.emitente_id = c.emitente_id WHERE u.login = 'loja' ORDER BY c.id LIMIT 1`,
    );
    await page.goto(`${e.base}/erp/clientes/editar/${rows[0].id}`);
    const campo = page.getByLabel(/Nome \/ Razão social/);
    await expect.poll(() => campo.inputValue(), { timeout: 10_000 }).not.toBe('');
    await page.screenshot({ path: `${SHOTS}/clientes-edit-dark.png` });
    const sessoesAbertas = async () =>
      Number(
        (await e.db.pool.query(`SELECT count(*) FROM sessao_usuario WHERE usuario_id = (SELECT id FROM usuario WHERE login = 'loja') AND revogado_em IS NULL`))
          .rows[0].count,
      );
    const antes = await sessoesAbertas();
    await page.getByRole('button', { name: 'Usuário' }).click();
    await page.getByRole('menuitem', { name: /Sair/ }).click();
    await page.waitForURL('**/erp/sign-in');
    // logout revokes the session on the server (SPEC §4)
    await expect.poll(sessoesAbertas, { timeout: 5_000 }).toBe(antes - 1);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/sign-in-dark.png` });
    await page.context().close();
  });
});

describe('sessão expirada', () => {
  it('sessão encerrada no servidor: volta ao Entrar com o aviso por 3 s', async () => {
    const page = await e.newPage();
    await signIn(page, 'loja');
    // the server drops the session and the stored expiry is in the past: the refresh fails
    await e.db.pool.query(
      `UPDATE sessao_usuario SET revogado_em = now() WHERE usuario_id = (SELECT id FROM usuario WHERE login = 'loja') AND revogado_em IS NULL`,
    );
    await page.evaluate(() => {
      const key = 'erp.usuario';
      const u = JSON.parse(localStorage.getItem(key)!);
      u.TokenExpires = '2020-01-01T00:00:00';
      localStorage.setItem(key, JSON.stringify(u));
    });
    await page.goto(`${e.base}/erp/clientes/consultar`);
    await page.waitForURL('**/erp/sign-in', { timeout: 15_000 });
    const toast = page.getByText('Sessão expirada, por favor faça login novamente!');
    await toast.waitFor();
    // the notice goes away by itself (3 s): wait for it to leave, as the user does
    await toast.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await toast.count()).toBe(0);
    await page.context().close();
  });
});

describe('conta', () => {
  it('redefine a senha pelo link recebido por e-mail', async () => {
    const page = await e.newPage();
    await page.goto(`${e.base}/erp/password-reset`);
    await page.getByLabel('E-mail').fill('industria@demo.erp.local');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect.poll(() => e.mails.filter((m) => m.to === 'industria@demo.erp.local').length, { timeout: 15_000 }).toBe(1);
    const raw = e.mails
      .find((m) => m.to === 'industria@demo.erp.local')!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]+\/erp\/password-reset\?token=[A-Za-z0-9_-]+/.exec(raw)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, e.base));
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova@Senha2026');
    await page.getByLabel('Confirmação da senha', { exact: true }).fill('Nova@Senha2026');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.waitForURL('**/erp/sign-in', { timeout: 15_000 });
    await signIn(page, 'industria', 'Nova@Senha2026');
    await page.context().close();
  });

  it('cadastra uma empresa nova e entra com o proprietário', async () => {
    const page = await e.newPage();
    await page.goto(`${e.base}/parceiro/register`);
    await page.getByLabel('Razão social', { exact: true }).fill('Sorveteria Polo Norte Ltda');
    await page.getByLabel('Nome fantasia', { exact: true }).fill('Polo Norte');
    await page.getByLabel('CNPJ', { exact: true }).fill('06.990.590/0001-23');
    await page.getByLabel('Inscrição estadual', { exact: true }).fill('ISENTO');
    await page.getByLabel('E-mail da empresa', { exact: true }).fill('contato@polonorte.com.br');
    await page.getByLabel('Telefone', { exact: true }).fill('11987654321');
    await page.getByLabel('CEP', { exact: true }).fill('01310-100');
    await page.waitForTimeout(800);
    await page.getByLabel('Logradouro', { exact: true }).fill('Avenida Paulista');
    await page.getByLabel('Número', { exact: true }).fill('900');
    await page.getByLabel('Bairro', { exact: true }).fill('Bela Vista');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Nome completo', { exact: true }).fill('Paula Polo');
    await page.getByLabel('E-mail do responsável', { exact: true }).fill('paula@polonorte.com.br');
    await page.getByLabel('Login de acesso', { exact: true }).fill('polonorte');
    await page.getByLabel('Senha', { exact: true }).fill('Sorvete@2026');
    await page.getByLabel('Confirmação da senha', { exact: true }).fill('Sorvete@2026');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByRole('heading', { name: 'Cadastro concluído!' }).waitFor({ timeout: 15_000 });
    const { rows } = await e.db.pool.query(`SELECT e.revenda_id FROM emitente e WHERE e.cnpj = '06990590000123'`);
    expect(rows[0].revenda_id).toBe(1);
    await signIn(page, 'polonorte', 'Sorvete@2026', 'parceiro');
    await page.context().close();
  });
});
