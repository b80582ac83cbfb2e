/**
 * Tickets de suporte de ponta a ponta, no Chromium contra o servidor real, com
 * dois contextos de navegador: a loja ('loja') abre um ticket pela tela, o administrador ('admin')
 * o acha na lista do suporte e responde pela conversa; a loja recebe o toast do hub
 * (NotificacaoTicket), clica em "Abrir" e cai no ticket com a resposta. Por fim o administrador
 * derruba a sessão da loja (POST /v1/auth/revoke-session-id/{sid}) e o navegador da loja vai ao
 * Entrar com "Sessão expirada, por favor faça login novamente!" (DesconectarSessao do hub).
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

async function signIn(page: Page, login: string, senha = 'Demo@2026') {
  await page.goto(`${e.base}/erp/sign-in`);
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/erp/dashboard');
}

const sessaoDe = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('erp.usuario') ?? 'null') as { Token: string } | null);
const sidDe = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;

describe('tickets de suporte', () => {
  it('loja abre, administrador responde, loja abre pelo toast; sessão derrubada pelo administrador', async () => {
    const loja = await e.newPage();
    const admin = await e.newPage();
    await signIn(loja, 'loja');
    await signIn(admin, 'admin');

    // a loja abre o ticket pela tela (menu Suporte > Tickets)
    const nav = loja.getByRole('navigation', { name: 'Menu principal' });
    const secao = nav.getByRole('button', { name: 'Suporte' });
    if ((await secao.getAttribute('aria-expanded')) === 'false') await secao.click();
    await nav.getByRole('link', { name: /Tickets/ }).click();
    await loja.waitForURL(/\/erp\/suporte\/ticket\/consultar(\?.*)?$/);
    await loja.getByRole('button', { name: 'Novo ticket' }).click();
    await loja.waitForURL('**/erp/suporte/ticket/editar');
    await loja.getByLabel('Assunto').fill('Rejeição 539 ao transmitir');
    await loja.getByLabel('Descrição', { exact: true }).fill('A NF-e 15 volta com rejeição 539. O que faço?');
    await loja.getByRole('button', { name: 'Abrir ticket' }).click();
    await loja.waitForURL(/\/erp\/suporte\/ticket\/editar\/\d+$/);
    const ticketId = Number(/editar\/(\d+)$/.exec(loja.url())![1]);
    await loja.getByText('A NF-e 15 volta com rejeição 539. O que faço?').waitFor();
    await loja.getByText('Aberto', { exact: true }).first().waitFor();
    await loja.goto(`${e.base}/erp/dashboard`);

    // o administrador vê o ticket na lista do suporte (menu Suporte) e responde
    const navAdmin = admin.getByRole('navigation', { name: 'Menu principal' });
    const secaoAdmin = navAdmin.getByRole('button', { name: 'Suporte' });
    if ((await secaoAdmin.getAttribute('aria-expanded')) === 'false') await secaoAdmin.click();
    await navAdmin.getByRole('link', { name: /Tickets/ }).click();
    await admin.waitForURL(/\/erp\/suporte\/ticket\/consultar(\?.*)?$/);
    await admin.getByRole('cell', { name: 'Rejeição 539 ao transmitir' }).click();
    await admin.waitForURL(`**/erp/suporte/ticket/editar/${ticketId}`);
    await admin.getByText('A NF-e 15 volta com rejeição 539. O que faço?').waitFor();
    await admin.getByLabel('Resposta', { exact: true }).fill('Confira o NCM do produto e transmita de novo.');
    await admin.getByRole('button', { name: 'Enviar' }).click();
    await admin.getByText('Confira o NCM do produto e transmita de novo.').waitFor();
    await admin.getByText('Aguardando cliente', { exact: true }).first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/ticket-suporte.png` });

    // a loja recebe o toast e abre o ticket pelo botão "Abrir"
    const toast = loja.getByRole('status').filter({ hasText: `Ticket #${ticketId}` });
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.innerText()).toContain('Confira o NCM');
    await toast.getByRole('button', { name: 'Abrir' }).click();
    await loja.waitForURL(`**/erp/suporte/ticket/editar/${ticketId}`);
    await loja.getByText('Confira o NCM do produto e transmita de novo.').waitFor();
    await loja.screenshot({ path: `${SHOTS}/ticket-loja.png` });

    // o administrador derruba a sessão da loja: o hub a desconecta e o navegador vai ao Entrar
    const sessaoLoja = await sessaoDe(loja);
    const sessaoAdmin = await sessaoDe(admin);
    expect(sessaoLoja?.Token && sessaoAdmin?.Token).toBeTruthy();
    const r = await fetch(`${e.base}/v1/auth/revoke-session-id/${sidDe(sessaoLoja!.Token)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessaoAdmin!.Token}` },
    });
    expect(r.status).toBe(200);
    await loja.waitForURL('**/erp/sign-in', { timeout: 15_000 });
    await loja.getByText('Sessão expirada, por favor faça login novamente!').waitFor();
    await loja.context().close();
    await admin.context().close();
  });
});
