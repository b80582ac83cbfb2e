/**
 * Compartilhar o pedido por e-mail (SPEC §7 /v1/compartilhamento/*) com um servidor SMTP
 * real local: o PDF do pedido vai anexado, com o nome da marca no remetente; e-mail inválido é 400
 * sem envio; pedido de outro emitente 404; lista de separação (80 mm) e anexos do pedido.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './helpers.ts';

let smtp: SMTPServer;
const caixa: Array<{ para: string[]; bruto: string }> = [];
let s: TestServer;
let loja: string;
let pedidoId = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, cb) {
      const partes: Buffer[] = [];
      stream.on('data', (c: Buffer) => partes.push(c));
      stream.on('end', () => {
        caixa.push({ para: session.envelope.rcptTo.map((r) => r.address), bruto: Buffer.concat(partes).toString('utf8') });
        cb();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', () => ok()));
  s = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, demoSize: 5 });
  loja = (await s.login('loja')).Token;
  const emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  const cl = (await s.db.pool.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emit])).rows[0].id;
  const pr = (await s.db.pool.query('SELECT id FROM produto WHERE emitente_id = $1 AND ativo ORDER BY id LIMIT 1', [emit])).rows[0].id;
  const r = await s.call(loja, {
    method: 'POST',
    url: '/v1/pedido/',
    payload: { cliente_id: cl, Item: [{ produto_id: pr, quantidade: 2, valor_unitario: 10, pesagem: 1.25, tipo_embalagem: 'SC' }] },
  });
  expect(r.statusCode, r.body).toBe(201);
  pedidoId = r.json().Data.id;
}, 120_000);
afterAll(async () => {
  await s?.close();
  await new Promise<void>((ok) => smtp.close(() => ok()));
});

const post = (url: string, payload: object) => s.call(loja, { method: 'POST', url, payload });

describe('POST /v1/compartilhamento/email/pedido', () => {
  it('envia o pedido com o PDF anexado; e-mail inválido: 400 e nada enviado', async () => {
    const ruim = await post('/v1/compartilhamento/email/pedido', { id: pedidoId, email: 'sem-arroba' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().email).toEqual(['E-mail inválido']);
    await s.app.mailer.idle();
    expect(caixa).toHaveLength(0);

    const r = await post('/v1/compartilhamento/email/pedido', { id: pedidoId, email: 'compras@cliente.com.br', mensagem: 'Conforme combinado.' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toEqual({ enviado: true, para: 'compras@cliente.com.br' });
    expect(caixa).toHaveLength(1);
    const m = caixa[0];
    expect(m.para).toEqual(['compras@cliente.com.br']);
    expect(m.bruto).toMatch(/^Subject: =\?UTF-8\?Q\?Pedido_n=C2=BA_\d+_-_/m);
    expect(m.bruto).toMatch(/^From: ERP Fiscal </m);
    expect(m.bruto).toContain('Conforme combinado.');
    expect(m.bruto).toMatch(/Content-Type: application\/pdf; name=Pedido-\d+\.pdf/);
    const anexo = /Content-Disposition: attachment; filename=Pedido-\d+\.pdf\r?\n(?:[\w-]+: .*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(m.bruto);
    expect(anexo).not.toBeNull();
    expect(Buffer.from(anexo![1].replace(/\s/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('pedido de outro emitente não é achado (404) e nada é enviado', async () => {
    const antes = caixa.length;
    const r = await post('/v1/compartilhamento/email/pedido', { id: pedidoId + 100000, email: 'x@exemplo.com.br' });
    expect(r.statusCode).toBe(404);
    expect(caixa).toHaveLength(antes);
  });
});

describe('lista de separação e anexos', () => {
  it('separação em 80 mm sai como PDF; anexo PDF sobe, lista no OData, baixa igual e sai; arquivo que não é PDF/imagem: 400', async () => {
    const sep = await s.call(loja, { method: 'GET', url: `/v1/pedido/ImprimirSeparacao/${pedidoId}` });
    expect(sep.statusCode).toBe(200);
    expect(sep.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const largura = /\/MediaBox \[0 0 ([\d.]+) /.exec(sep.rawPayload.toString('latin1'));
    expect(Number(largura?.[1])).toBeCloseTo(226.77, 1);

    const envia = (nome: string, conteudo: Buffer) => {
      const limite = '----pedido';
      const corpo = Buffer.concat([
        Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="pedido_id"\r\n\r\n${pedidoId}\r\n`),
        Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nome}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        conteudo,
        Buffer.from(`\r\n--${limite}--\r\n`),
      ]);
      return s.app.inject({
        method: 'POST',
        url: '/v1/pedido/Anexo',
        headers: { authorization: `Bearer ${loja}`, 'content-type': `multipart/form-data; boundary=${limite}` },
        payload: corpo,
      });
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF');
    const r = await envia('pedido-do-cliente.pdf', pdf);
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().Data.id;
    const lista = await s.call(loja, { method: 'GET', url: `/OData/PedidoAnexo?$filter=pedido_id eq ${pedidoId}` });
    expect(lista.json().value.map((a: { nome: string }) => a.nome)).toEqual(['pedido-do-cliente.pdf']);
    const baixa = await s.call(loja, { method: 'GET', url: `/v1/pedido/Anexo/${id}` });
    expect(Buffer.compare(baixa.rawPayload, pdf)).toBe(0);
    const ruim = await envia('virus.exe', Buffer.from('MZ....'));
    expect(ruim.statusCode).toBe(400);
    expect((await s.call(loja, { method: 'DELETE', url: `/v1/pedido/Anexo/${id}` })).statusCode).toBe(200);
    expect((await s.call(loja, { method: 'GET', url: `/v1/pedido/Anexo/${id}` })).statusCode).toBe(404);
  });
});
