/**
 * E-mail sem SMTP: toda ação "enviar por e-mail" — NF-e, NFC-e e pedido —
 * responde o mesmo 400 em pt-BR com o campo `email` (antes: 503 na NF-e/NFC-e, outra mensagem no
 * pedido), e `GET /v1/email/Situacao` diz à web que o e-mail não está configurado.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { MENSAGEM_EMAIL_NAO_CONFIGURADO } from '../../src/server/mail/index.ts';

let s: TestServer;
let loja = '';

beforeAll(async () => {
  s = await startTestServer({ demoSize: 3, smtpUrl: null });
  loja = (await s.login('loja')).Token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('e-mail não configurado', () => {
  it('a situação diz que não está configurado', async () => {
    const r = await s.call(loja, { method: 'GET', url: '/v1/email/Situacao' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toEqual({ configurado: false, mensagem: MENSAGEM_EMAIL_NAO_CONFIGURADO });
  });

  it('NF-e, NFC-e e pedido respondem o mesmo 400 com o campo email', async () => {
    const pedidos: Array<[string, object]> = [
      ['/v1/GerenciadorNFe/EnviarEmail', { nota: 1, email: 'cliente@exemplo.com.br' }],
      ['/v1/compartilhamento/email', { cupom: 1, email: 'cliente@exemplo.com.br' }],
      ['/v1/compartilhamento/email/pedido', { id: 1, email: 'cliente@exemplo.com.br' }],
    ];
    for (const [url, payload] of pedidos) {
      const r = await s.call(loja, { method: 'POST', url, payload });
      expect(r.statusCode, `${url} ${r.body}`).toBe(400);
      expect(r.json().Message).toBe(MENSAGEM_EMAIL_NAO_CONFIGURADO);
      expect(r.json().email).toEqual([MENSAGEM_EMAIL_NAO_CONFIGURADO]);
    }
  });
});
