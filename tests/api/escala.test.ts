/**
 * Scale-out on real parts (docs/scale-out.md): two API processes started as `npm start` starts
 * one (tests/scale/processo.ts), each with its own DATA_DIR, on one PostgreSQL database, one Redis
 * and one S3-compatible storage (s3rver), behind a round-robin balancer with no affinity
 * (tests/scale/balanceador.ts, which tells in `X-Erp-Backend` which process served each request).
 * Asserted, not assumed: sign-in served by A and the requests with that token served by B; a
 * SignalR client (the official @microsoft/signalr client) negotiating on A and holding its socket
 * on B receives the NotificacaoTicket of a reply served by A; revoking the session through A kicks
 * the socket on B and B refuses the token; an NF-e authorised through B is archived on S3 and its
 * XML downloaded through A is that object, and the month's ZIP built as a background job is
 * downloaded through both; a ticket attachment and a help image uploaded through A
 * are served by B (objects on S3, nothing on A's disk); and the built web app in a real Chromium
 * through the balancer: its requests alternate between A and B, the ticket toast pushed by the
 * process that does not hold its socket appears, and a revoke there sends it to the sign-in page.
 *
 * Runs on the PostgreSQL stage of `npm test` (TEST_DATABASE_URL set). On the PGlite stage it is
 * skipped with a printed reason (an embedded single-connection database cannot be shared by two
 * processes). When it runs, Redis must answer (REDIS_URL, default redis://127.0.0.1:6379): the
 * file fails otherwise, it is never silently skipped.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Redis } from 'ioredis';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { chromium, type Page } from 'playwright-core';
import { iniciarCluster, type Cluster } from '../scale/cluster.ts';
import { CHROMIUM_ARGS } from '../e2e/harness.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';

const BANCO = process.env.TEST_DATABASE_URL || '';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisResponde(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

if (!BANCO) {
  console.log(
    'escala.test.ts pulado: dois processos precisam de um PostgreSQL compartilhado (TEST_DATABASE_URL vazio = etapa PGlite); roda na etapa api-postgres do npm test.',
  );
} else if (!(await redisResponde())) {
  throw new Error(`Redis não responde em ${REDIS_URL}: o teste de dois processos é obrigatório na etapa PostgreSQL`);
}

interface Resposta {
  status: number;
  backend: string | null;
  json: any;
  texto: string;
  headers: Headers;
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0e5a50000000049454e44ae426082',
  'hex',
);

const sidDe = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;

function quando<T>(fn: (resolve: (v: T) => void) => void, ms = 10_000, o = 'evento'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${o} não chegou em ${ms} ms`)), ms);
    fn((v) => {
      clearTimeout(t);
      resolve(v);
    });
  });
}

describe.runIf(BANCO)('dois processos da API atrás de um balanceador (PostgreSQL + Redis + S3)', () => {
  let c: Cluster;
  let banco: pg.Pool;
  const hubs: HubConnection[] = [];

  beforeAll(async () => {
    c = await iniciarCluster({ bancoBase: BANCO, redisUrl: REDIS_URL, demoSize: 12 });
    banco = new pg.Pool({ connectionString: c.bancoUrl, max: 2 });
  });
  afterAll(async () => {
    await Promise.all(hubs.map((h) => h.stop().catch(() => undefined)));
    await banco?.end().catch(() => undefined);
    await c?.close();
  });

  /** One request through the balancer; `em` forces the process that serves it (and is checked). */
  async function chamar(em: 'A' | 'B' | null, metodo: string, url: string, token: string | null, corpo?: unknown): Promise<Resposta> {
    const r = await fetch(c.balanceador.url + url, {
      method: metodo,
      headers: {
        ...(em ? { 'x-erp-para': em } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(corpo !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(corpo !== undefined ? { body: JSON.stringify(corpo) } : {}),
    });
    const texto = await r.text();
    let json: any = null;
    try {
      json = JSON.parse(texto);
    } catch {
      /* not JSON */
    }
    const res = { status: r.status, backend: r.headers.get('x-erp-backend'), json, texto, headers: r.headers };
    if (em) expect(res.backend, `${metodo} ${url}`).toBe(em);
    return res;
  }

  async function entrar(em: 'A' | 'B', login: string) {
    const r = await chamar(em, 'POST', '/v1/auth/login/', null, { Login: login, Password: DEMO_PASSWORD, LembrarMe: false });
    expect(r.status, r.texto).toBe(200);
    return r.json.Data as { Token: string; RefreshToken: string; User: { id: number; Emitente?: { id: number } } };
  }

  /** A SignalR client through the balancer: negotiate served by `negociar`, the WebSocket by `socket`. */
  async function conectarHub(token: string, negociar: 'A' | 'B', socket: 'A' | 'B'): Promise<HubConnection> {
    const h = new HubConnectionBuilder()
      .withUrl(c.balanceador.url + '/hub', { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    hubs.push(h);
    const antes = c.balanceador.registro.length;
    c.balanceador.proximos(negociar, socket);
    await h.start();
    const servidos = c.balanceador.registro.slice(antes);
    expect(servidos.map((x) => [x.backend, x.upgrade, x.url.split('?')[0]])).toEqual([
      [negociar, false, '/hub/negotiate'],
      [socket, true, '/hub'],
    ]);
    return h;
  }

  const processoDoSocket = async (sid: string): Promise<number | null> => {
    const { rows } = await banco.query('SELECT processo FROM sessao_usuario_connection WHERE sessao_id = $1', [sid]);
    return rows.length === 1 ? Number(String(rows[0].processo).split('-')[0]) : null;
  };

  it('os dois processos respondem em /health pelo balanceador, em rodízio', async () => {
    const servidos: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await chamar(null, 'GET', '/health', null);
      expect(r.json).toMatchObject({ Success: true, Data: { status: 'ok', database: 'postgres' } });
      servidos.push(r.backend!);
    }
    expect(new Set(servidos)).toEqual(new Set(['A', 'B']));
    expect(c.processos[0]!.pid).not.toBe(c.processos[1]!.pid);
  });

  it('login atendido por A; listagem, inclusão, consulta e alteração com o mesmo token atendidas por B (e lidas de volta em A)', async () => {
    const loja = await entrar('A', 'loja');
    const lista = await chamar('B', 'GET', '/OData/Cliente?$top=5&$count=true', loja.Token);
    expect(lista.status, lista.texto).toBe(200);
    expect(lista.json['@odata.count']).toBeGreaterThan(0);
    expect(lista.json.value.length).toBeGreaterThan(0);

    const criado = await chamar('B', 'POST', '/v1/cliente/', loja.Token, {
      nome: 'Mercearia Dois Processos Ltda',
      cpf_cnpj: '11.222.333/0001-81',
      tipo_pessoa: 'J',
      ind_ie_dest: 9,
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade_id: 3550308,
      uf: 'SP',
    });
    expect(criado.status, criado.texto).toBe(201);
    const id = criado.json.Data.id as number;
    const lido = await chamar('A', 'GET', `/v1/cliente/${id}`, loja.Token);
    expect(lido.status, lido.texto).toBe(200);
    expect(lido.json.Data).toMatchObject({ id, nome: 'Mercearia Dois Processos Ltda', cpf_cnpj: '11222333000181' });
    const alterado = await chamar('B', 'PUT', '/v1/cliente/', loja.Token, { id, fantasia: 'Mercearia 2P' });
    expect(alterado.status, alterado.texto).toBe(200);
    expect((await chamar('A', 'GET', `/v1/cliente/${id}`, loja.Token)).json.Data.fantasia).toBe('Mercearia 2P');

    // without steering: the balancer alternates and every answer is the same
    const servidos: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await chamar(null, 'GET', `/v1/cliente/${id}`, loja.Token);
      expect(r.status).toBe(200);
      expect(r.json.Data.fantasia).toBe('Mercearia 2P');
      servidos.push(r.backend!);
    }
    expect(new Set(servidos)).toEqual(new Set(['A', 'B']));
  });

  it('hub: negociação em A, socket em B; a resposta ao ticket atendida por A chega ao cliente em B (NotificacaoTicket)', async () => {
    const [loja, admin] = [await entrar('B', 'loja'), await entrar('A', 'admin')];
    const aberto = await chamar('B', 'POST', '/v1/ticket/', loja.Token, {
      assunto: 'Nota em dois servidores',
      categoria: 'fiscal',
      prioridade: 'normal',
      Mensagem: [{ texto: 'Abrindo pelo servidor B.' }],
    });
    expect(aberto.status, aberto.texto).toBe(201);
    const ticketId = aberto.json.Data.id as number;

    const h = await conectarHub(loja.Token, 'A', 'B');
    const recebida = quando<[number, string]>((ok) => h.on('NotificacaoTicket', (id: number, msg: string) => ok([id, msg])), 10_000, 'NotificacaoTicket');
    expect(await h.invoke('ConectarUsuario', loja.RefreshToken, loja.User.id)).toMatchObject({ Success: true });
    // the socket lives in process B (sessao_usuario_connection.processo = "{pid}-...")
    await expect.poll(() => processoDoSocket(sidDe(loja.Token)), { timeout: 5000 }).toBe(c.processos[1]!.pid);

    const resp = await chamar('A', 'POST', `/v1/suporte/tickets/${ticketId}/mensagens`, admin.Token, { texto: '<p>Respondido pelo servidor A.</p>' });
    expect(resp.status, resp.texto).toBe(200);
    expect(await recebida).toEqual([ticketId, 'Respondido pelo servidor A.']);
    await h.stop();
  });

  it('connectionToken da negociação: vale em outro processo só para a mesma sessão; adulterado ou reutilizado -> recusado', async () => {
    const WS = createRequire(import.meta.url)('ws') as new (url: string) => { on(ev: string, fn: (...a: any[]) => void): void; close(): void };
    const [eu, outro] = [await entrar('A', 'loja'), await entrar('A', 'loja')];
    const negociar = async (token: string) => {
      const r = await chamar('A', 'POST', '/hub/negotiate?negotiateVersion=1', token);
      expect(r.status, r.texto).toBe(200);
      return r.json.connectionToken as string;
    };
    /** Opens the WebSocket on B directly and reports the HTTP status of a refusal, or 101 when it opens. */
    const abrirEmB = (id: string, token: string) =>
      new Promise<number>((ok) => {
        const w = new WS(`${c.processos[1]!.url.replace(/^http/, 'ws')}/hub?id=${encodeURIComponent(id)}&access_token=${encodeURIComponent(token)}`);
        w.on('open', () => {
          w.close();
          ok(101);
        });
        w.on('unexpected-response', (_req: unknown, res: { statusCode: number }) => ok(res.statusCode));
        w.on('error', () => undefined);
      });
    const id = await negociar(eu.Token);
    expect(await abrirEmB(id, outro.Token)).toBe(401); // another session's access token
    const [corpo, assinatura] = id.split('.');
    const adulterado =
      Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(corpo!, 'base64url').toString()), s: sidDe(outro.Token) })).toString('base64url') +
      '.' +
      assinatura;
    expect(await abrirEmB(adulterado, outro.Token)).toBe(404);
    expect(await abrirEmB(id, eu.Token)).toBe(101);
    expect(await abrirEmB(id, eu.Token)).toBe(404); // used once on this process
  });

  it('sessão revogada por A derruba o socket em B (DesconectarSessao + fechamento) e B recusa o token', async () => {
    const alvo = await entrar('B', 'loja');
    const outro = await entrar('A', 'loja');
    const h = await conectarHub(alvo.Token, 'A', 'B');
    expect(await h.invoke('ConectarUsuario', alvo.RefreshToken, alvo.User.id)).toMatchObject({ Success: true });
    await expect.poll(() => processoDoSocket(sidDe(alvo.Token)), { timeout: 5000 }).toBe(c.processos[1]!.pid);
    const evento = quando<void>((ok) => h.on('DesconectarSessao', () => ok()), 10_000, 'DesconectarSessao');
    const fechou = quando<void>((ok) => h.onclose(() => ok()), 10_000, 'fechamento do socket');

    const r = await chamar('A', 'POST', `/v1/auth/revoke-session-id/${sidDe(alvo.Token)}`, outro.Token);
    expect(r.status, r.texto).toBe(200);
    await evento;
    await fechou;
    expect(h.state).toBe(HubConnectionState.Disconnected);

    expect((await chamar('B', 'GET', '/OData/Cliente?$top=1', alvo.Token)).status).toBe(401);
    expect((await chamar('B', 'POST', '/hub/negotiate?negotiateVersion=1', alvo.Token)).status).toBe(401);
    expect((await chamar('A', 'GET', '/OData/Cliente?$top=1', outro.Token)).status).toBe(200);
    await expect
      .poll(async () => (await banco.query('SELECT count(*)::int AS n FROM sessao_usuario_connection WHERE sessao_id = $1', [sidDe(alvo.Token)])).rows[0].n, {
        timeout: 5000,
      })
      .toBe(0);
  });

  it('anexo de ticket e imagem da ajuda enviados por A são servidos por B (objetos no S3, nada no disco de A)', async () => {
    const [loja, admin] = [await entrar('A', 'loja'), await entrar('A', 'admin')];
    const enviar = async (url: string, token: string, nome: string) => {
      const form = new FormData();
      form.append('arquivo', new Blob([PNG], { type: 'image/png' }), nome);
      c.balanceador.proximos('A');
      const r = await fetch(c.balanceador.url + url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(r.headers.get('x-erp-backend')).toBe('A');
      const texto = await r.text();
      expect(r.status, texto).toBe(200);
      return JSON.parse(texto).Data as { id: string; url?: string };
    };
    const binario = async (em: 'A' | 'B', url: string, token: string | null) => {
      c.balanceador.proximos(em);
      const r = await fetch(c.balanceador.url + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(r.headers.get('x-erp-backend')).toBe(em);
      return { status: r.status, tipo: r.headers.get('content-type'), dados: Buffer.from(await r.arrayBuffer()) };
    };

    const anexo = await enviar('/v1/ticketMensagemUpload/', loja.Token, 'tela.png');
    const baixado = await binario('B', `/v1/ticketMensagemUpload/${anexo.id}`, loja.Token);
    expect(baixado.status).toBe(200);
    expect(baixado.tipo).toBe('image/png');
    expect(baixado.dados.equals(PNG)).toBe(true);

    const imagem = await enviar('/v1/ajudaUpload/', admin.Token, 'passo-1.png');
    expect(imagem.url).toBe(`/v1/ajudaUpload/${imagem.id}`);
    const publica = await binario('B', imagem.url!, null);
    expect(publica.status).toBe(200);
    expect(publica.dados.equals(PNG)).toBe(true);

    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: c.s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: c.s3.accessKeyId, secretAccessKey: c.s3.secretAccessKey },
    });
    const objeto = await s3.send(new GetObjectCommand({ Bucket: c.s3.bucket, Key: `anexos/${loja.User.Emitente!.id}/${anexo.id}` }));
    expect(Buffer.from(await objeto.Body!.transformToByteArray()).equals(PNG)).toBe(true);
    s3.destroy();
    expect(existsSync(join(c.processos[0]!.dataDir, 'anexos'))).toBe(false);
    expect(existsSync(join(c.processos[0]!.dataDir, 'ajuda'))).toBe(false);

    // deleted through B: gone for A too
    const apagado = await chamar('B', 'DELETE', `/v1/ticketMensagemUpload/${anexo.id}`, loja.Token);
    expect(apagado.status, apagado.texto).toBe(200);
    expect((await binario('A', `/v1/ticketMensagemUpload/${anexo.id}`, loja.Token)).status).toBe(404);
  });

  it('NF-e autorizada por B fica no S3; o XML baixado por A é o objeto arquivado; o ZIP do mês feito em segundo plano sai pelos dois', async () => {
    const loja = await entrar('A', 'loja');
    const emitente = loja.User.Emitente!.id;
    const { rows: ps } = await banco.query('SELECT id, preco_venda FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emitente]);
    const { rows: cl } = await banco.query(
      'SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1',
      [emitente],
    );
    const fat = await chamar('A', 'POST', '/v1/faturamento/', loja.Token, {
      cliente_id: cl[0].id,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: ps.map((p, i) => ({ produto_id: p.id, quantidade: i + 1, valor_unitario: Number(p.preco_venda) })),
      Pagamento: [{ t_pag: '01', valor: 10 }],
    });
    expect(fat.status, fat.texto).toBe(201);
    const id = fat.json.Data.id as number;

    const t = await chamar('B', 'GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`, loja.Token);
    expect(t.status, t.texto).toBe(200);
    expect(t.json).toMatchObject({ Success: true, Data: { situacao: 'autorizada', cStat: '100' } });
    const chave = t.json.Data.chave as string;

    const cnpj = (await banco.query('SELECT cnpj FROM emitente WHERE id = $1', [emitente])).rows[0].cnpj as string;
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: c.s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: c.s3.accessKeyId, secretAccessKey: c.s3.secretAccessKey },
    });
    const obj = await s3.send(new GetObjectCommand({ Bucket: c.s3.bucket, Key: `${c.s3.prefixo}${cnpj}/20${chave.slice(2, 6)}/${chave}-procNFe.xml` }));
    const arquivado = await obj.Body!.transformToString();
    expect(arquivado).toContain(`<chNFe>${chave}</chNFe>`);
    s3.destroy();

    const x = await chamar('A', 'GET', `/v1/GerenciadorNFe/DownloadXMLNFe?id=${id}`, loja.Token);
    expect(x.status, x.texto.slice(0, 300)).toBe(200);
    expect(x.headers.get('content-disposition')).toContain(`${chave}-procNFe.xml`);
    expect(x.texto).toBe(arquivado);

    // the month's ZIP as a background job: run by whichever process takes it, downloaded from both
    const anomes = `20${chave.slice(2, 6)}`;
    const pedido = await chamar('B', 'GET', `/v1/GerenciadorNFe/DownloadDiretorio?anomes=${anomes}&modo=tarefa`, loja.Token);
    expect(pedido.status, pedido.texto).toBe(202);
    const tarefa = pedido.json.Data.id as number;
    await expect
      .poll(async () => (await chamar(null, 'GET', `/v1/Tarefas/${tarefa}`, loja.Token)).json?.Data?.situacao, { timeout: 30_000, interval: 250 })
      .toBe('concluida');
    const zips: Buffer[] = [];
    for (const em of ['A', 'B'] as const) {
      c.balanceador.proximos(em);
      const z = await fetch(c.balanceador.url + `/v1/Tarefas/${tarefa}/Arquivo`, { headers: { authorization: `Bearer ${loja.Token}` } });
      expect(z.headers.get('x-erp-backend')).toBe(em);
      expect(z.status).toBe(200);
      expect(z.headers.get('content-type')).toBe('application/zip');
      zips.push(Buffer.from(await z.arrayBuffer()));
    }
    expect(zips[0]!.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zips[0]!.includes(Buffer.from(`${chave}-procNFe.xml`))).toBe(true);
    expect(zips[1]!.equals(zips[0]!)).toBe(true);
  });
  it('Chromium pelo balanceador: o app entra com as requisições alternando entre A e B; o toast do ticket respondido pelo outro processo aparece; a sessão derrubada pelo outro processo leva ao Entrar', async () => {
    // the built web app (dist/web) that every process serves; rebuilt only when stale (npm test builds it in the e2e stage)
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-web-build.ts'], {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      stdio: 'inherit',
    });
    expect(build.status, 'build do app web').toBe(0);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const page: Page = await (await browser.newContext()).newPage();
      // the completion of ConectarUsuario on the page's socket: from then on the user gets pushes
      const registrado = quando<void>(
        (ok) =>
          page.on('websocket', (ws) =>
            ws.on('framereceived', (f) => {
              if (String(f.payload).includes('Usuário conectado.')) ok();
            }),
          ),
        30_000,
        'ConectarUsuario do navegador',
      );
      const antes = c.balanceador.registro.length;
      await page.goto(`${c.balanceador.url}/erp/sign-in`);
      await page.getByLabel('Login', { exact: true }).fill('loja');
      await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL('**/erp/dashboard');
      await registrado;
      const servidos = c.balanceador.registro.slice(antes);
      // the page's own requests (assets, sign-in, API, negotiate, socket) went to both processes
      expect(new Set(servidos.map((x) => x.backend))).toEqual(new Set(['A', 'B']));
      expect(servidos.some((x) => x.url.startsWith('/v1/auth/login'))).toBe(true);
      const socket = servidos.filter((x) => x.upgrade && x.url.startsWith('/hub')).at(-1);
      expect(socket, 'WebSocket do hub pelo balanceador').toBeDefined();
      const outro = socket!.backend === 'A' ? 'B' : 'A';

      const loja = await page.evaluate(() => JSON.parse(localStorage.getItem('erp.usuario') ?? 'null') as { Token: string } | null);
      expect(loja?.Token).toBeTruthy();
      const sid = sidDe(loja!.Token);
      const pidDoSocket = c.processos.find((p) => p.nome === socket!.backend)!.pid;
      await expect.poll(() => processoDoSocket(sid), { timeout: 5000 }).toBe(pidDoSocket);

      const admin = await entrar(outro, 'admin');
      const aberto = await chamar(outro, 'POST', '/v1/ticket/', loja!.Token, {
        assunto: 'Pelo navegador',
        categoria: 'fiscal',
        prioridade: 'normal',
        Mensagem: [{ texto: 'Aberto com o token do navegador.' }],
      });
      expect(aberto.status, aberto.texto).toBe(201);
      const ticketId = aberto.json.Data.id as number;
      const resp = await chamar(outro, 'POST', `/v1/suporte/tickets/${ticketId}/mensagens`, admin.Token, { texto: `<p>Resposta do processo ${outro}.</p>` });
      expect(resp.status, resp.texto).toBe(200);
      const toast = page.getByRole('status').filter({ hasText: `Ticket #${ticketId}` });
      await toast.waitFor({ timeout: 15_000 });
      expect(await toast.innerText()).toContain(`Resposta do processo ${outro}.`);

      const r = await chamar(outro, 'POST', `/v1/auth/revoke-session-id/${sid}`, admin.Token);
      expect(r.status, r.texto).toBe(200);
      await page.waitForURL('**/erp/sign-in', { timeout: 15_000 });
      await page.getByText('Sessão expirada, por favor faça login novamente!').waitFor({ timeout: 15_000 });
    } finally {
      await browser.close();
    }
  });
});
