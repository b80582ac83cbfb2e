/**
 * Assistant (`/v1/ChatGPT/*`) against a local fake OpenAI-compatible endpoint on loopback: the
 * request carries the key, the model and the help-centre article that matches the question; the
 * answer comes back with the articles used; off without a key; time-out, refused key and bad input
 * give clear pt-BR errors.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

interface Pedido {
  url: string;
  auth: string | undefined;
  corpo: { model: string; messages: Array<{ role: string; content: string }> };
}

let fake: Server;
const pedidos: Pedido[] = [];
let modo: 'ok' | 'lento' | 'chave' = 'ok';
let ativo: TestServer;
let desligado: TestServer;
let token: string;

const ler = (req: IncomingMessage) =>
  new Promise<string>((ok) => {
    let s = '';
    req.on('data', (b) => {
      s += b;
    });
    req.on('end', () => ok(s));
  });

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const corpo = JSON.parse(await ler(req));
    pedidos.push({ url: req.url ?? '', auth: req.headers.authorization, corpo });
    if (modo === 'lento') return; // never answers
    if (modo === 'chave') {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'Incorrect API key provided: sk-teste' } }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        choices: [{ index: 0, message: { role: 'assistant', content: ' Vá em Configurações > Certificado digital e envie o arquivo .pfx. ' } }],
      }),
    );
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  [ativo, desligado] = await Promise.all([
    startTestServer({ chatApiUrl: base, chatApiKey: 'sk-teste-123', chatModel: 'modelo-local', chatTempoLimiteSegundos: 1, demoSize: 1 }),
    startTestServer({ chatApiUrl: base, chatApiKey: null, demoSize: 1 }),
  ]);
  token = (await ativo.login('loja')).Token;
});
afterAll(async () => {
  await Promise.all([ativo?.close(), desligado?.close()]);
  fake.closeAllConnections();
  await new Promise((ok) => fake.close(ok));
});

const perguntar = (s: TestServer, tk: string, chat: string) => s.call(tk, { method: 'GET', url: `/v1/ChatGPT/Chat?chat=${encodeURIComponent(chat)}` });

describe('assistente', () => {
  it('responde com o artigo da central de ajuda no contexto', async () => {
    pedidos.length = 0;
    const r = await perguntar(ativo, token, 'Como instalo o certificado digital A1?');
    expect(r.statusCode).toBe(200);
    const d = r.json().Data;
    expect(d.resposta).toBe('Vá em Configurações > Certificado digital e envie o arquivo .pfx.');
    expect(d.modelo).toBe('modelo-local');
    expect(d.artigos[0].titulo).toBe('Certificado digital A1');
    expect(pedidos).toHaveLength(1);
    const p = pedidos[0];
    expect(p.url).toBe('/v1/chat/completions');
    expect(p.auth).toBe('Bearer sk-teste-123');
    expect(p.corpo.model).toBe('modelo-local');
    expect(p.corpo.messages[0].role).toBe('system');
    expect(p.corpo.messages[0].content).toContain('Certificado digital A1');
    expect(p.corpo.messages[1]).toEqual({ role: 'user', content: 'Como instalo o certificado digital A1?' });
    expect(JSON.stringify(r.json())).not.toContain('sk-teste-123');
  });

  it('status: ativo com chave, desligado sem chave (e a pergunta dá 404)', async () => {
    expect((await ativo.call(token, { method: 'GET', url: '/v1/ChatGPT/Status' })).json().Data).toEqual({ ativo: true });
    const tk = (await desligado.login('loja')).Token;
    expect((await desligado.call(tk, { method: 'GET', url: '/v1/ChatGPT/Status' })).json().Data).toEqual({ ativo: false });
    const r = await perguntar(desligado, tk, 'Como emitir NF-e?');
    expect(r.statusCode).toBe(404);
    expect(r.json().Message).toBe('O assistente não está configurado neste servidor.');
  });

  it('exige sessão e uma pergunta válida', async () => {
    expect((await perguntar(ativo, '', 'oi')).statusCode).toBe(401);
    const vazia = await perguntar(ativo, token, '   ');
    expect(vazia.statusCode).toBe(400);
    expect(JSON.stringify(vazia.json())).toContain('chat');
    expect((await perguntar(ativo, token, 'x'.repeat(2001))).statusCode).toBe(400);
  });

  it('serviço lento ou chave recusada: mensagem clara, sem vazar a chave', async () => {
    modo = 'lento';
    try {
      const r = await perguntar(ativo, token, 'Como cancelar uma NF-e?');
      expect(r.statusCode).toBe(504);
      expect(r.json().Message).toBe('O assistente não respondeu em 1 s. Tente de novo em instantes.');
      modo = 'chave';
      const k = await perguntar(ativo, token, 'Como cancelar uma NF-e?');
      expect(k.statusCode).toBe(502);
      expect(k.json().Message).toContain('CHAT_API_KEY');
      expect(JSON.stringify(k.json())).not.toContain('sk-teste');
    } finally {
      modo = 'ok';
    }
  });
});
