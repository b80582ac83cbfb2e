/**
 * reCAPTCHA (`/v1/Recaptcha/*`, auth/recaptcha.ts) against a local fake `siteverify` on loopback:
 * off by default; on, the public config gives the site key and never the secret; validate accepts a
 * good token and explains an expired one or a low v3 score; the sign-in of a login that failed 3
 * times asks for it (and works with it); self-registration without it is refused with nothing written.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let google: Server;
const recebidos: URLSearchParams[] = [];
let ligado: TestServer;
let desligado: TestServer;

beforeAll(async () => {
  google = createServer((req, res) => {
    let corpo = '';
    req.on('data', (b) => {
      corpo += b;
    });
    req.on('end', () => {
      const p = new URLSearchParams(corpo);
      recebidos.push(p);
      const token = p.get('response');
      const r =
        p.get('secret') !== 'segredo-do-servidor'
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : token === 'bom'
            ? { success: true, hostname: 'localhost' }
            : token === 'v3-baixa'
              ? { success: true, score: 0.2, action: 'login' }
              : token === 'v3-alta'
                ? { success: true, score: 0.9, action: 'login' }
                : token === 'velho'
                  ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
                  : { success: false, 'error-codes': ['invalid-input-response'] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r));
    });
  });
  await new Promise<void>((ok) => google.listen(0, '127.0.0.1', ok));
  const verify = `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  [ligado, desligado] = await Promise.all([
    startTestServer({
      recaptchaSiteKey: 'chave-do-site',
      recaptchaSecret: 'segredo-do-servidor',
      recaptchaVerifyUrl: verify,
      recaptchaAposFalhas: 3,
      demoSize: 1,
    }),
    startTestServer({ demoSize: 1 }),
  ]);
});
afterAll(async () => {
  await Promise.all([ligado?.close(), desligado?.close()]);
  google.closeAllConnections();
  await new Promise((ok) => google.close(ok));
});

const post = (s: TestServer, url: string, payload: unknown, ip = '10.1.1.1') =>
  s.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

describe('reCAPTCHA', () => {
  it('desligado por padrão: config inativa e validate aceita', async () => {
    expect((await desligado.app.inject({ method: 'GET', url: '/v1/Recaptcha/config' })).json().Data).toMatchObject({ ativo: false, siteKey: null });
    expect((await post(desligado, '/v1/Recaptcha/validate/', { Token: 'qualquer' })).json().Data).toEqual({ valido: true, ativo: false, nota: null });
  });

  it('ligado: a config mostra a chave do site e nunca o segredo', async () => {
    const r = await ligado.app.inject({ method: 'GET', url: '/v1/Recaptcha/config' });
    expect(r.json().Data).toMatchObject({ ativo: true, siteKey: 'chave-do-site', aposFalhas: 3 });
    expect(r.body).not.toContain('segredo-do-servidor');
  });

  it('validate: token bom, expirado, nota baixa da v3 e ausente', async () => {
    recebidos.length = 0;
    const bom = await post(ligado, '/v1/Recaptcha/validate/', { Token: 'bom' }, '10.9.9.9');
    expect(bom.statusCode).toBe(200);
    expect(bom.json().Data).toEqual({ valido: true, ativo: true, nota: null });
    expect(recebidos[0].get('secret')).toBe('segredo-do-servidor');
    expect(recebidos[0].get('remoteip')).toBe('10.9.9.9');
    expect((await post(ligado, '/v1/Recaptcha/validate/', { Token: 'v3-alta' })).json().Data.nota).toBe(0.9);
    const velho = await post(ligado, '/v1/Recaptcha/validate/', { Token: 'velho' });
    expect(velho.statusCode).toBe(400);
    expect(velho.json().Message).toBe('A confirmação do reCAPTCHA expirou. Marque de novo "Não sou um robô".');
    expect((await post(ligado, '/v1/Recaptcha/validate/', { Token: 'v3-baixa' })).statusCode).toBe(400);
    const falta = await post(ligado, '/v1/Recaptcha/validate/', {});
    expect(falta.statusCode).toBe(400);
    expect(falta.json()).toMatchObject({ Success: false, Message: 'Confirme que você não é um robô.', Token: ['Confirme que você não é um robô.'] });
  });

  it('login: depois de 3 falhas do mesmo login pede o reCAPTCHA; com ele, entra', async () => {
    const entrar = (extra: object = {}, senha = DEMO_PASSWORD) => post(ligado, '/v1/auth/login/', { Login: 'caixa', Password: senha, ...extra }, '10.2.2.2');
    for (let i = 0; i < 3; i++) expect((await entrar({}, 'senha-errada')).statusCode).toBe(401);
    const sem = await entrar();
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toMatchObject({ Success: false, Message: 'Confirme que você não é um robô.', Recaptcha: ['Confirme que você não é um robô.'] });
    const recusado = await entrar({ Recaptcha: 'inventado' });
    expect(recusado.statusCode).toBe(400);
    const ok = await entrar({ Recaptcha: 'bom' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Data.Token).toBeTruthy();
    // o acerto zera as falhas: o próximo login já não pede
    expect((await entrar()).statusCode).toBe(200);
  });

  it('cadastro de empresa sem reCAPTCHA: 400 e nada gravado', async () => {
    const antes = (await ligado.db.pool.query('SELECT count(*)::int AS n FROM emitente')).rows[0].n;
    const r = await post(ligado, '/v1/registerEmitente/', { Url: 'parceiro', Empresa: { nome: 'Robô Ltda' }, Usuario: { login: 'robo' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().Recaptcha).toEqual(['Confirme que você não é um robô.']);
    expect((await ligado.db.pool.query('SELECT count(*)::int AS n FROM emitente')).rows[0].n).toBe(antes);
    // com o token, a validação do formulário é a que responde (campos da empresa)
    const comToken = await post(ligado, '/v1/registerEmitente/', {
      Recaptcha: 'bom',
      Url: 'parceiro',
      Empresa: { nome: 'Robô Ltda' },
      Usuario: { login: 'robo' },
    });
    expect(comToken.statusCode).toBe(400);
    expect(comToken.json().Recaptcha).toBeUndefined();
  });
});
