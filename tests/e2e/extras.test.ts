/**
 * Extras (market, CNPJ lookup, reCAPTCHA...) in Chromium, against local fakes on loopback:
 * - CNPJ lookup (escopo 2): on the new-customer form the user types a CNPJ, clicks the lookup
 *   button, sees what the public registry returned and fills the form with it; with the registry
 *   down, the form says so and nothing is filled.
 * - Assistant (escopo 4): the header button opens the drawer, a question gets the answer of the
 *   OpenAI-compatible endpoint with a link to the help article it used.
 * - reCAPTCHA (escopo 3), with a fake of Google's script and siteverify: after 3 failed sign-ins the
 *   login asks "Não sou um robô"; checked, the right password gets in.
 * - Code generator (escopo 5): "Gerar código" on a new product fills the next code, and the next
 *   product gets the following one.
 * - Public market (escopo 1): in a fresh browser context with no session, the store page lists the
 *   demo's public products; a product page shows its image (decoded by the browser) and its price
 *   in R$, and its HTML carries the Open Graph tags; first contentful paint is read from Chromium's
 *   paint timing and logged (the figure belongs to bench, not to an assertion).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E, SHOTS, entrar } from './harness.ts';

let fake: Server;
let modelo: Server;
let google: Server;
let perguntaRecebida = '';
let foraDoAr = false;
let e: E2E;
let page: Page;

beforeAll(async () => {
  fake = createServer((req, res) => {
    res.writeHead(foraDoAr ? 502 : /11222333000181$/.test(req.url ?? '') ? 200 : 404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        cnpj: '11222333000181',
        razao_social: 'OFICINA DO ZE LTDA',
        nome_fantasia: 'OFICINA DO ZE',
        email: 'contato@oficinadoze.com.br',
        ddd_telefone_1: '1133334444',
        descricao_tipo_de_logradouro: 'AVENIDA',
        logradouro: 'PAULISTA',
        numero: '1578',
        bairro: 'BELA VISTA',
        cep: '01310200',
        municipio: 'SAO PAULO',
        codigo_municipio_ibge: 3550308,
        uf: 'SP',
        descricao_situacao_cadastral: 'ATIVA',
      }),
    );
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  modelo = createServer((req, res) => {
    let corpo = '';
    req.on('data', (b) => {
      corpo += b;
    });
    req.on('end', () => {
      perguntaRecebida = JSON.parse(corpo).messages.at(-1).content;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: 'Abra Configurações > Certificado digital e envie o arquivo .pfx com a senha.' } }],
        }),
      );
    });
  });
  await new Promise<void>((ok) => modelo.listen(0, '127.0.0.1', ok));
  // Google's reCAPTCHA, faked: api.js draws a checkbox that hands the token 'bom'; siteverify accepts it
  google = createServer((req, res) => {
    if (req.url?.startsWith('/recaptcha/api.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(`window.grecaptcha = {
        ready: (cb) => cb(),
        reset: () => {},
        render: (el, o) => {
          const l = document.createElement('label');
          const c = document.createElement('input');
          c.type = 'checkbox';
          c.onchange = () => (c.checked ? o.callback('bom') : o['expired-callback']());
          l.append(c, ' Não sou um robô');
          el.append(l);
          return 1;
        },
      };`);
    }
    let corpo = '';
    req.on('data', (b) => {
      corpo += b;
    });
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: new URLSearchParams(corpo).get('response') === 'bom' }));
    });
  });
  await new Promise<void>((ok) => google.listen(0, '127.0.0.1', ok));
  const gUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
  e = await startE2E({
    recaptchaSiteKey: 'chave-e2e',
    recaptchaSecret: 'segredo-e2e',
    recaptchaScriptUrl: `${gUrl}/recaptcha/api.js`,
    recaptchaVerifyUrl: `${gUrl}/recaptcha/api/siteverify`,
    recaptchaAposFalhas: 3,
    cnpjApiUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/cnpj/{cnpj}`,
    chatApiUrl: `http://127.0.0.1:${(modelo.address() as AddressInfo).port}/v1`,
    chatApiKey: 'sk-e2e',
  });
  page = await (await e.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
  await entrar(page, e.base, 'loja');
});
afterAll(async () => {
  await e?.close();
  for (const s of [fake, modelo, google]) {
    s?.closeAllConnections();
    await new Promise((ok) => s?.close(ok));
  }
});

describe('consulta de CNPJ no cadastro de cliente', () => {
  it('preenche o formulário com os dados da Receita Federal', async () => {
    await page.goto(`${e.base}/erp/clientes/editar`);
    await page.getByLabel('CPF/CNPJ').fill('11.222.333/0001-81');
    await page.getByRole('button', { name: 'Consultar CNPJ' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Dados encontrados na Receita Federal' });
    await dialogo.getByText('OFICINA DO ZE LTDA').waitFor();
    await dialogo.getByText('ATIVA').waitFor();
    await page.screenshot({ path: `${SHOTS}/cnpj-consulta.png` });
    await dialogo.getByRole('button', { name: 'Preencher' }).click();
    await expect.poll(() => page.getByLabel(/Nome \/ Razão social/).inputValue()).toBe('OFICINA DO ZE LTDA');
    await expect.poll(() => page.getByLabel('E-mail', { exact: true }).first().inputValue()).toBe('contato@oficinadoze.com.br');
  });

  it('com a Receita fora do ar, avisa e não preenche nada', async () => {
    foraDoAr = true;
    await page.goto(`${e.base}/erp/clientes/editar`);
    await page.getByLabel('CPF/CNPJ').fill('11.444.777/0001-61');
    await page.getByRole('button', { name: 'Consultar CNPJ' }).click();
    await page
      .getByText(/Consulta de CNPJ indisponível no momento/)
      .first()
      .waitFor();
    await expect(page.getByLabel(/Nome \/ Razão social/).inputValue()).resolves.toBe('');
  });
});

describe('assistente', () => {
  it('responde à pergunta com o artigo de ajuda em que se baseou', async () => {
    await page.goto(`${e.base}/erp/dashboard`);
    await page.getByRole('button', { name: 'Assistente' }).click();
    await page.getByLabel('Sua pergunta').fill('Como instalo o certificado digital A1?');
    await page.keyboard.press('Enter');
    const resposta = page.getByTestId('resposta-assistente');
    await resposta.getByText(/Certificado digital e envie o arquivo \.pfx/).waitFor();
    await resposta.getByRole('button', { name: 'Certificado digital A1' }).waitFor();
    expect(perguntaRecebida).toBe('Como instalo o certificado digital A1?');
    await page.screenshot({ path: `${SHOTS}/assistente.png` });
  });
});

describe('reCAPTCHA no login', () => {
  it('depois de 3 senhas erradas pede "Não sou um robô"; marcado, a senha certa entra', async () => {
    const p = await (await e.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    await p.goto(`${e.base}/erp/sign-in`);
    await p.getByLabel('Login').fill('caixa');
    for (let i = 0; i < 3; i++) {
      await p.getByLabel('Senha', { exact: true }).fill('senha-errada');
      await p.getByRole('button', { name: 'Entrar' }).click();
      await p.getByText('Login ou senha inválidos.').waitFor();
    }
    await p.getByLabel('Senha', { exact: true }).fill('Demo@2026');
    await p.getByRole('button', { name: 'Entrar' }).click();
    await p.getByText('Confirme que você não é um robô.').waitFor();
    const robo = p.getByLabel('Não sou um robô');
    await robo.waitFor();
    expect(await p.getByRole('button', { name: 'Entrar' }).isDisabled()).toBe(true);
    await p.screenshot({ path: `${SHOTS}/recaptcha-login.png` });
    await robo.check();
    await p.getByRole('button', { name: 'Entrar' }).click();
    await p.waitForURL('**/erp/dashboard');
  });
});

describe('gerador de códigos', () => {
  it('"Gerar código" preenche o código do produto novo; o próximo produto recebe o seguinte', async () => {
    const codigos: string[] = [];
    for (let i = 0; i < 2; i++) {
      await page.goto(`${e.base}/erp/produtos/editar`);
      const campo = page.getByLabel('Código do produto');
      await campo.waitFor();
      await page.getByRole('button', { name: 'Gerar código' }).click();
      await expect.poll(() => campo.inputValue()).toMatch(/^\d{6,}$/);
      codigos.push(await campo.inputValue());
      // preenchido, o botão sai do caminho
      expect(await page.getByRole('button', { name: 'Gerar código' }).count()).toBe(0);
    }
    expect(Number(codigos[1])).toBe(Number(codigos[0]) + 1);
    await page.screenshot({ path: `${SHOTS}/gerador-codigo.png` });
  });
});

describe('loja pública sem login', () => {
  it('a vitrine e a página do produto abrem sem sessão, com imagem, preço e Open Graph', async () => {
    const anonimo = await e.newPage();
    const emit = (await e.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
    const p = (
      await e.db.pool.query(
        `SELECT p.id, p.descricao, p.preco_venda FROM produto p WHERE p.emitente_id = $1 AND p.publico
           AND EXISTS (SELECT 1 FROM estoque_imagem i WHERE i.emitente_id = p.emitente_id AND i.produto_id = p.id) ORDER BY p.descricao LIMIT 1`,
        [emit],
      )
    ).rows[0];
    await anonimo.goto(`${e.base}/erp/market`);
    await anonimo
      .getByRole('link', { name: new RegExp(p.descricao.slice(0, 12)) })
      .first()
      .click();
    await anonimo.waitForURL(`**/erp/market/produto/${emit}/${p.id}`);
    expect(await anonimo.getByRole('heading', { level: 1 }).innerText()).toBe(p.descricao);
    const preco = Number(p.preco_venda)
      .toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })
      .replace(/\u00a0/g, ' ');
    expect((await anonimo.locator('article').innerText()).replace(/\u00a0/g, ' ')).toContain(preco);
    await expect
      .poll(async () => anonimo.locator('img.principal').evaluate((i) => (i as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const og = await anonimo
      .locator('meta[property^="og:"]')
      .evaluateAll((ms) => Object.fromEntries(ms.map((m) => [m.getAttribute('property'), m.getAttribute('content')])));
    expect(og['og:title']).toBe(p.descricao);
    expect(og['og:type']).toBe('product');
    expect(og['og:image']).toMatch(/\/erp\/market\/imagem\/\d+\/\d+\.webp\?tamanho=grande$/);
    const fcp = await anonimo.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    expect(fcp).not.toBeNull();
    console.log(`loja pública: primeira pintura com conteúdo em ${Math.round(fcp!)} ms (Chromium, loopback)`);
    await anonimo.screenshot({ path: `${SHOTS}/market-produto.png`, fullPage: true });
    // nenhuma sessão foi usada: o armazenamento do app está vazio nesse contexto
    expect(await anonimo.evaluate(() => Object.keys(localStorage).length + Object.keys(sessionStorage).length)).toBe(0);
    await anonimo.context().close();
  });
});
