/**
 * Licença na demonstração, numa demonstração recém-semeada e com o simulador de
 * PSP PIX da demonstração ligado como no `npm start` (src/psp-simulator/demonstracao.ts):
 * - a padaria tem a fatura de licença vencida além da tolerância: o aviso diz bloqueada e as
 *   gravações respondem 423; loja e indústria não têm fatura nem bloqueio;
 * - "Pagar com PIX" gera a cobrança no simulador (QR e copia e cola); o pagador paga pela página do
 *   simulador, que chama o webhook do ERP; a fatura fica paga e a empresa volta a gravar.
 * - o pagamento automático do simulador paga sozinho a cobrança nova (a consulta do ERP a vê paga).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { iniciarPspDaDemonstracao, type PspDaDemonstracao } from '../../src/psp-simulator/demonstracao.ts';

let s: TestServer;
let demo: PspDaDemonstracao;
let padaria = '';
const envAntes = { ...process.env };

beforeAll(async () => {
  for (const k of ['LICENCA_PIX_URL', 'LICENCA_PIX_CLIENT_ID', 'LICENCA_PIX_CLIENT_SECRET', 'LICENCA_PIX_WEBHOOK_TOKEN']) delete process.env[k];
  demo = await iniciarPspDaDemonstracao(process.env, 0);
  s = await startTestServer({ demoSize: 3 });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  demo.ligarWebhook(`http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`);
  padaria = (await s.login('padaria')).Token;
}, 180_000);
afterAll(async () => {
  await s?.close();
  await demo?.psp.parar();
  process.env = envAntes;
});

const get = (token: string, url: string) => s.call(token, { method: 'GET', url });
const post = (token: string, url: string, payload: object = {}) => s.call(token, { method: 'POST', url, payload });

describe('demonstração: licença vencida e PIX pelo simulador de PSP', () => {
  it('a padaria está bloqueada pela fatura vencida; loja e indústria não', async () => {
    const b = (await get(padaria, '/v1/licencarecebivel/Bloqueio')).json().Data;
    expect(b).toMatchObject({ bloqueado: true, pagamento_direto: true, dias_bloqueio: 10, valor: '89.90' });
    const gravar = await post(padaria, '/v1/cliente/', {});
    expect(gravar.statusCode).toBe(423);
    expect(gravar.json().Message).toContain('bloqueada para alterações');
    for (const login of ['loja', 'industria']) {
      const t = (await s.login(login)).Token;
      expect((await get(t, '/v1/licencarecebivel/Bloqueio')).json().Data).toMatchObject({ bloqueado: false, fatura_id: null });
    }
    const { rows } = await s.db.pool.query(
      `SELECT u.login FROM licenca_recebivel l JOIN usuario u ON u.emitente_id = l.emitente_id AND u.tipo_usuario_id = 5 ORDER BY u.login`,
    );
    expect(rows.map((r) => r.login)).toEqual(['padaria']);
  });

  it('Pagar com PIX: cobrança no simulador, paga pela página do pagador, webhook baixa a fatura e libera', async () => {
    const b = (await get(padaria, '/v1/licencarecebivel/Bloqueio')).json().Data;
    const cob = await post(padaria, `/v1/licencarecebivel/GerarCobrancaImediata/${b.fatura_id}`);
    expect(cob.statusCode, cob.body).toBe(200);
    const d = cob.json().Data;
    expect(d).toMatchObject({ provedor: 'pix', status: 'ATIVA', valor: '89.90' });
    expect(d.copia_e_cola).toMatch(/^000201/);
    expect(d.imagem).toMatch(/^data:image\/png;base64,/);
    // a página do pagador lista a cobrança com o botão de pagar
    const pagina = await (await fetch(`${demo.psp.url}/`)).text();
    expect(pagina).toContain('Panificadora Trigo Dourado');
    expect(pagina).toContain(`action="/pagar/${d.identificador}"`);
    const pagar = await fetch(`${demo.psp.url}/pagar/${d.identificador}`, { method: 'POST', redirect: 'manual' });
    expect(pagar.status).toBe(303);
    // o webhook (chamado pelo simulador antes de responder) já baixou a fatura
    const depois = (await get(padaria, '/v1/licencarecebivel/Bloqueio')).json().Data;
    expect(depois).toMatchObject({ bloqueado: false, fatura_id: null });
    const { rows } = await s.db.pool.query('SELECT situacao, forma_pagamento, valor_pago::text FROM licenca_recebivel WHERE id = $1', [b.fatura_id]);
    expect(rows[0]).toEqual({ situacao: 'pago', forma_pagamento: 'pix', valor_pago: '89.90' });
    expect((await post(padaria, '/v1/cliente/', {})).statusCode).toBe(400); // a validação do cadastro, não mais o bloqueio
    expect(await (await fetch(`${demo.psp.url}/`)).text()).toContain('Paga');
  });

  it('pagamento automático do simulador: a cobrança fica paga sozinha (consulta GET /v2/cob)', async () => {
    const auto = await iniciarPspDaDemonstracao({ ...process.env }, 50);
    try {
      const cobs = auto.psp.cobs;
      // cobrança criada direto na API do simulador, como o ERP faz (OAuth + PUT /v2/cob)
      const tok = await fetch(`${auto.psp.url}/oauth/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${auto.psp.clientId}:${auto.psp.clientSecret}`).toString('base64')}` },
      });
      const { access_token } = (await tok.json()) as { access_token: string };
      const txid = 'LIC000000001abcdefabcdefabcdefab';
      const put = await fetch(`${auto.psp.url}/v2/cob/${txid}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ valor: { original: '12.34' }, chave: 'financeiro@erp.local' }),
      });
      expect(put.status).toBe(201);
      await expect.poll(() => cobs.get(txid)?.status, { timeout: 5_000 }).toBe('CONCLUIDA');
      const consulta = await fetch(`${auto.psp.url}/v2/cob/${txid}`, { headers: { authorization: `Bearer ${access_token}` } });
      expect(await consulta.json()).toMatchObject({ status: 'CONCLUIDA', pix: [{ txid, valor: '12.34' }] });
      const semToken = await fetch(`${auto.psp.url}/v2/cob/${txid}`);
      expect(semToken.status).toBe(401);
    } finally {
      await auto.psp.parar();
    }
  });
});
