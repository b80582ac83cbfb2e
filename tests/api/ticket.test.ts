/**
 * Tickets de suporte: o emitente abre um ticket pela API genérica, o
 * administrador lista (rotas /v1/suporte/tickets) e responde, o emitente vê a resposta; outro
 * emitente não enxerga o ticket; a resposta chega ao emitente pelo hub (NotificacaoTicket) num
 * cliente @microsoft/signalr real; anexos (upload, download com checagem de inquilino, exclusão).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { startTestServer, type LoginData, type TestServer } from './helpers.ts';

let s: TestServer;
let url: string;
let loja: LoginData;
let admin: LoginData;
let industria: LoginData;
let revenda: LoginData;
let hub: HubConnection | null = null;
const abertas: HubConnection[] = [];

const conectar = (u: LoginData) =>
  new HubConnectionBuilder()
    .withUrl(url + '/hub', { accessTokenFactory: () => u.Token, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();

function esperar(c: HubConnection): Promise<[number, string]> {
  return new Promise<[number, string]>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('NotificacaoTicket não chegou')), 8000);
    c.on('NotificacaoTicket', (id: number, msg: string) => {
      clearTimeout(t);
      resolve([id, msg]);
    });
  });
}

beforeAll(async () => {
  s = await startTestServer({ redisUrl: null, demoSize: 5 } as never);
  url = await s.app.listen({ port: 0, host: '127.0.0.1' });
  [loja, admin, industria, revenda] = await Promise.all([s.login('loja'), s.login('admin'), s.login('industria'), s.login('revenda')]);
});
afterAll(async () => {
  await hub?.stop().catch(() => undefined);
  await Promise.all(abertas.map((c) => c.stop().catch(() => undefined)));
  await s?.close();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0e5a50000000049454e44ae426082',
  'hex',
);

function multipart(campos: Record<string, string>, arquivo: { nome: string; tipo: string; dados: Buffer }) {
  const b = '----erpteste' + Math.random().toString(16).slice(2);
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  partes.push(
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${arquivo.nome}"\r\nContent-Type: ${arquivo.tipo}\r\n\r\n`),
    arquivo.dados,
    Buffer.from(`\r\n--${b}--\r\n`),
  );
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

describe('tickets de suporte', () => {
  let ticketId: number;

  it('o emitente abre um ticket com a primeira mensagem', async () => {
    const hubAdmin = conectar(admin);
    abertas.push(hubAdmin);
    const avisoAdmin = esperar(hubAdmin);
    await hubAdmin.start();
    expect((await hubAdmin.invoke('ConectarUsuario', admin.RefreshToken, admin.User.id)).Success).toBe(true);
    const r = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/ticket/',
      payload: { assunto: 'Erro ao emitir NF-e', categoria: 'fiscal', prioridade: 'alta', Mensagem: [{ texto: 'A nota volta com rejeição 539.' }] },
    });
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().Data;
    ticketId = d.id;
    expect(d.situacao).toBe('aberto');
    expect(d.aberto_por).toBe(loja.User.id);
    expect(d.Mensagem).toHaveLength(1);
    expect(d.Mensagem[0]).toMatchObject({ lado: 'empresa', autor_usuario_id: loja.User.id, texto: '<p>A nota volta com rejeição 539.</p>' });
    // sem mensagem: recusado
    const sem = await s.call(loja.Token, { method: 'POST', url: '/v1/ticket/', payload: { assunto: 'Sem mensagem' } });
    expect(sem.statusCode).toBe(400);
    // o lado não se forja
    const forjado = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/ticket/',
      payload: { assunto: 'Forjado', Mensagem: [{ texto: 'x', lado: 'suporte', autor_usuario_id: admin.User.id }] },
    });
    if (forjado.statusCode === 201) expect(forjado.json().Data.Mensagem[0]).toMatchObject({ lado: 'empresa', autor_usuario_id: loja.User.id });
    else expect(forjado.statusCode).toBe(400);
    // o suporte (administrador, sem atribuição ainda) foi avisado do ticket novo pelo hub
    const [id, msg] = await avisoAdmin;
    expect(id).toBe(ticketId);
    expect(msg).toContain('Erro ao emitir NF-e');
  });

  it('outro emitente não lê o ticket (isolamento)', async () => {
    const r = await s.call(industria.Token, { method: 'GET', url: `/v1/ticket/${ticketId}` });
    expect(r.statusCode).toBe(404);
    const l = await s.call(industria.Token, { method: 'GET', url: '/OData/Ticket' });
    expect(l.statusCode).toBe(200);
    expect(l.json().value.map((t: { id: number }) => t.id)).not.toContain(ticketId);
    const m = await s.call(industria.Token, { method: 'POST', url: `/v1/ticket/${ticketId}/mensagens`, payload: { texto: 'intruso' } });
    expect(m.statusCode).toBe(404);
    // emitente não usa as rotas do suporte
    expect((await s.call(loja.Token, { method: 'GET', url: '/v1/suporte/tickets' })).statusCode).toBe(403);
    expect((await s.call(industria.Token, { method: 'POST', url: `/v1/suporte/tickets/${ticketId}/mensagens`, payload: { texto: 'x' } })).statusCode).toBe(403);
  });

  it('o administrador lista e responde; o emitente recebe NotificacaoTicket pelo hub e vê a resposta', async () => {
    const lista = await s.call(admin.Token, { method: 'GET', url: '/v1/suporte/tickets' });
    expect(lista.statusCode, lista.body).toBe(200);
    const t = lista.json().Data.find((x: { id: number }) => x.id === ticketId);
    expect(t).toMatchObject({ assunto: 'Erro ao emitir NF-e', situacao: 'aberto', emitente_nome: expect.any(String) });
    // a revenda (cadeia do emitente) também o vê
    const daRevenda = await s.call(revenda.Token, { method: 'GET', url: '/v1/suporte/tickets' });
    expect(daRevenda.statusCode).toBe(200);
    expect(daRevenda.json().Data.map((x: { id: number }) => x.id)).toContain(ticketId);

    hub = new HubConnectionBuilder()
      .withUrl(url + '/hub', { accessTokenFactory: () => loja.Token, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    const recebida = new Promise<[number, string]>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('NotificacaoTicket não chegou')), 8000);
      hub!.on('NotificacaoTicket', (id: number, msg: string) => {
        clearTimeout(t);
        resolve([id, msg]);
      });
    });
    await hub.start();
    const conectado = await hub.invoke('ConectarUsuario', loja.RefreshToken, loja.User.id);
    expect(conectado.Success).toBe(true);

    const resp = await s.call(admin.Token, {
      method: 'POST',
      url: `/v1/suporte/tickets/${ticketId}/mensagens`,
      payload: {
        texto:
          '<p>Atualize o <strong>NCM</strong> do produto e <a href="javascript:alert(1)">transmita</a> de novo.<img src="https://rastreio.example/p.png"></p><script>alert(1)</script>',
      },
    });
    expect(resp.statusCode, resp.body).toBe(200);
    expect(resp.json().Data).toMatchObject({ lado: 'suporte', autor_usuario_id: admin.User.id });
    const [id, msg] = await recebida;
    expect(id).toBe(ticketId);
    expect(msg).toBe('Atualize o NCM do produto e transmita de novo.'); // resumo em texto puro

    const visto = await s.call(loja.Token, { method: 'GET', url: `/v1/ticket/${ticketId}` });
    expect(visto.statusCode).toBe(200);
    const d = visto.json().Data;
    expect(d.situacao).toBe('aguardando_cliente');
    expect(d.atribuido_a).toBe(admin.User.id);
    expect(d.Mensagem.map((m: { lado: string }) => m.lado)).toEqual(['empresa', 'suporte']);
    // texto rico saneado: a formatação fica; script, javascript: e imagem externa (rastreio) saem
    expect(d.Mensagem[1].texto).toBe('<p>Atualize o <strong>NCM</strong> do produto e <a rel="noopener noreferrer nofollow">transmita</a> de novo.</p>');

    // o emitente responde pela rota própria; um PUT não apaga mensagens
    const r2 = await s.call(loja.Token, { method: 'POST', url: `/v1/ticket/${ticketId}/mensagens`, payload: { texto: 'Funcionou, obrigada!' } });
    expect(r2.statusCode, r2.body).toBe(200);
    const put = await s.call(loja.Token, { method: 'PUT', url: '/v1/ticket/', payload: { id: ticketId, prioridade: 'normal', Mensagem: [] } });
    expect(put.statusCode, put.body).toBe(200);
    const det = await s.call(admin.Token, { method: 'GET', url: `/v1/suporte/tickets/${ticketId}` });
    expect(det.json().Data.Mensagem).toHaveLength(3);
    expect(det.json().Data.situacao).toBe('em_atendimento');

    const sit = await s.call(admin.Token, { method: 'PUT', url: `/v1/suporte/tickets/${ticketId}/situacao`, payload: { situacao: 'resolvido' } });
    expect(sit.statusCode).toBe(200);
    expect(sit.json().Data.situacao).toBe('resolvido');
    expect((await s.call(admin.Token, { method: 'PUT', url: `/v1/suporte/tickets/${ticketId}/situacao`, payload: { situacao: 'xyz' } })).statusCode).toBe(400);
    const filtrada = await s.call(admin.Token, { method: 'GET', url: '/v1/suporte/tickets?situacao=resolvido' });
    expect(filtrada.json().Data.every((x: { situacao: string }) => x.situacao === 'resolvido')).toBe(true);
  });

  it('anexos: upload (imagem/PDF até 5 MB), download só no inquilino, exclusão', async () => {
    const ruim = multipart({}, { nome: 'a.txt', tipo: 'text/plain', dados: Buffer.from('texto') });
    expect((await s.call(loja.Token, { method: 'POST', url: '/v1/ticketMensagemUpload/', ...ruim })).statusCode).toBe(400);
    const grande = multipart(
      {},
      { nome: 'g.pdf', tipo: 'application/pdf', dados: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10)]) },
    );
    expect((await s.call(loja.Token, { method: 'POST', url: '/v1/ticketMensagemUpload/', ...grande })).statusCode).toBe(400);

    const up = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/ticketMensagemUpload/',
      ...multipart({}, { nome: 'tela.png', tipo: 'image/png', dados: PNG }),
    });
    expect(up.statusCode, up.body).toBe(200);
    const anexo = up.json().Data;
    expect(anexo).toMatchObject({ nome: 'tela.png', tipo: 'image/png', tamanho: PNG.length });

    const msg = await s.call(loja.Token, {
      method: 'POST',
      url: `/v1/ticket/${ticketId}/mensagens`,
      payload: { texto: 'Segue a tela', anexos: JSON.stringify([anexo.id]) },
    });
    expect(msg.statusCode, msg.body).toBe(200);
    const baixado = await s.call(loja.Token, { method: 'GET', url: `/v1/ticketMensagemUpload/${anexo.id}` });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-type']).toBe('image/png');
    expect(baixado.rawPayload.equals(PNG)).toBe(true);
    expect((await s.call(admin.Token, { method: 'GET', url: `/v1/ticketMensagemUpload/${anexo.id}` })).statusCode).toBe(200);
    expect((await s.call(industria.Token, { method: 'GET', url: `/v1/ticketMensagemUpload/${anexo.id}` })).statusCode).toBe(404);
    expect((await s.call(industria.Token, { method: 'DELETE', url: `/v1/ticketMensagemUpload/${anexo.id}` })).statusCode).toBe(404);
    // anexo de outro emitente não entra numa mensagem
    const alheio = await s.call(industria.Token, {
      method: 'POST',
      url: '/v1/ticketMensagemUpload/',
      ...multipart({}, { nome: 'x.pdf', tipo: 'application/pdf', dados: Buffer.from('%PDF-1.4\n%%EOF') }),
    });
    expect(alheio.statusCode).toBe(200);
    const usoAlheio = await s.call(loja.Token, {
      method: 'POST',
      url: `/v1/ticket/${ticketId}/mensagens`,
      payload: { texto: 'x', anexos: JSON.stringify([alheio.json().Data.id]) },
    });
    expect(usoAlheio.statusCode).toBe(400);
    // nem pela API genérica da mensagem (POST e PUT /v1/ticketMensagem/): 400 em anexos, nada gravado
    const minhas = (await s.call(loja.Token, { method: 'GET', url: `/OData/TicketMensagem?$filter=ticket_id eq ${ticketId}` })).json().value;
    const minha = minhas[minhas.length - 1];
    const putAlheio = await s.call(loja.Token, {
      method: 'PUT',
      url: '/v1/ticketMensagem/',
      payload: { id: minha.id, anexos: JSON.stringify([alheio.json().Data.id]) },
    });
    expect(putAlheio.statusCode, putAlheio.body).toBe(400);
    expect(putAlheio.json().anexos).toEqual(['Anexo não encontrado']);
    const depois = (await s.call(loja.Token, { method: 'GET', url: `/v1/ticketMensagem/${minha.id}` })).json().Data;
    expect(depois.anexos).toBe(minha.anexos);
    const postAlheio = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/ticketMensagem/',
      payload: { ticket_id: ticketId, texto: 'x', anexos: JSON.stringify([alheio.json().Data.id]) },
    });
    expect(postAlheio.statusCode, postAlheio.body).toBe(400);
    expect(postAlheio.json().anexos).toEqual(['Anexo não encontrado']);
    // o próprio anexo continua aceito pelo PUT
    const putProprio = await s.call(loja.Token, { method: 'PUT', url: '/v1/ticketMensagem/', payload: { id: minha.id, anexos: JSON.stringify([anexo.id]) } });
    expect(putProprio.statusCode, putProprio.body).toBe(200);
    // exclusão: o já usado fica; um avulso sai
    expect((await s.call(loja.Token, { method: 'DELETE', url: `/v1/ticketMensagemUpload/${anexo.id}` })).statusCode).toBe(403);
    const avulso = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/ticketMensagemUpload/',
      ...multipart({}, { nome: 'b.pdf', tipo: 'application/pdf', dados: Buffer.from('%PDF-1.4\n%%EOF') }),
    });
    const del = await s.call(loja.Token, { method: 'DELETE', url: `/v1/ticketMensagemUpload/${avulso.json().Data.id}` });
    expect(del.statusCode).toBe(200);
    expect((await s.call(loja.Token, { method: 'GET', url: `/v1/ticketMensagemUpload/${avulso.json().Data.id}` })).statusCode).toBe(404);
    // o suporte anexa no emitente do ticket
    const doSuporte = await s.call(admin.Token, {
      method: 'POST',
      url: '/v1/ticketMensagemUpload/',
      ...multipart({ ticket_id: String(ticketId) }, { nome: 'guia.pdf', tipo: 'application/pdf', dados: Buffer.from('%PDF-1.4\n%%EOF') }),
    });
    expect(doSuporte.statusCode, doSuporte.body).toBe(200);
    expect(doSuporte.json().Data.emitente_id).toBe(loja.User.Emitente.id);
  });
});
