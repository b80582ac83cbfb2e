/**
 * Real-time hub at `/hub` (arquitetura §6, SPEC §4), spoken to by the official `@microsoft/signalr`
 * client unchanged: `POST /hub/negotiate?negotiateVersion=1`, then the WebSocket transport
 * (`GET /hub?id={connectionToken}`) with the JSON hub protocol. The access token comes in the
 * Authorization header or `?access_token=` (the request log redacts it).
 *
 * Hub methods: `ConectarUsuario(refreshToken, userId)` and `DesconectarSessao(refreshToken, userId)`,
 * both answering `{Success, Message}`. Server events: `DesconectarSessao`, `DesconectarConnection`,
 * `NotificacaoTicket(ticketId, mensagem)`, `CarregamentoDados(valor)` — sent through `app.hub`
 * (see hub.ts: notificarUsuario, desconectarSessao, desconectarConexao).
 * Live connections are kept in `sessao_usuario_connection` (registro.ts) so the connected-users
 * screen sees the sockets of every process.
 * A socket is closed when its access token expires (close with allowReconnect true: the client
 * refreshes and reconnects) and, with DesconectarSessao, as soon as its session is revoked.
 * Nothing is sticky: the `connectionToken` of negotiate is signed (HMAC-SHA256 with a key derived
 * from JWT_SECRET) and carries the connection id, session, user and expiry, so the WebSocket may
 * land on any server process behind a round-robin balancer (docs/scale-out.md).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/pool.ts';
import { withOwner } from '../db/tenant.ts';
import { notFound, unauthorized } from '../http/envelope.ts';
import { loadUserContext } from '../auth/context.ts';
import { revokeSession, sha256 } from '../auth/sessions.ts';
import { Hub, type Conexao, type Socket } from './hub.ts';
import { RegistroConexoes } from './registro.ts';
import { TipoMensagem, RS, registro, separar, type Invocation } from './protocol.ts';

export { Hub } from './hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time hub (src/server/hub), when registered. */
    hub?: Hub;
  }
}

/** Negotiated but not yet connected (the client opens the socket right after negotiating). */
interface Pendente {
  connectionId: string;
  usuarioId: number;
  sessaoId: string;
  criado: number;
}
interface Autenticado {
  usuarioId: number;
  sessaoId: string;
  exp: number | null;
}

const PENDENTE_MS = 60_000;
const novoId = () => randomBytes(16).toString('base64url');

/**
 * Signed connection tokens: `{payload base64url}.{HMAC-SHA256 base64url}` with payload
 * `{c: connectionId, s: sessaoId, u: usuarioId, t: criado (epoch ms), n: nonce}`. Two parts (not a
 * JWT: it can never pass as an access token). Any process sharing JWT_SECRET verifies it, so the
 * negotiate and the WebSocket may be served by different processes.
 */
export function criarTokensConexao(jwtSecret: string) {
  const chave = createHash('sha256')
    .update('erp-hub-connection-token\0' + jwtSecret)
    .digest();
  const mac = (texto: string) => createHmac('sha256', chave).update(texto).digest();
  return {
    assinar(p: Pendente): string {
      const texto = Buffer.from(JSON.stringify({ c: p.connectionId, s: p.sessaoId, u: p.usuarioId, t: p.criado, n: novoId() })).toString('base64url');
      return `${texto}.${mac(texto).toString('base64url')}`;
    },
    /** The pending connection of a token; null when forged, malformed or older than {@link PENDENTE_MS}. */
    verificar(token: string, agora = Date.now()): Pendente | null {
      const [texto, assinatura, extra] = token.split('.');
      if (!texto || !assinatura || extra !== undefined || texto.length > 1000) return null;
      const esperado = mac(texto);
      const dado = Buffer.from(assinatura, 'base64url');
      if (dado.length !== esperado.length || !timingSafeEqual(dado, esperado)) return null;
      let j: { c?: unknown; s?: unknown; u?: unknown; t?: unknown };
      try {
        j = JSON.parse(Buffer.from(texto, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof j.c !== 'string' || typeof j.s !== 'string' || typeof j.u !== 'number' || typeof j.t !== 'number') return null;
      if (j.t < agora - PENDENTE_MS || j.t > agora + PENDENTE_MS) return null;
      return { connectionId: j.c, sessaoId: j.s, usuarioId: j.u, criado: j.t };
    },
  };
}

export interface HubRegistro {
  canal?: string;
}

export async function registerHub(app: FastifyInstance, config: Config, db: Database, opcoes: HubRegistro = {}): Promise<Hub> {
  const conexoesNoBanco = new RegistroConexoes(db, app.log);
  const hub = new Hub({
    pingSegundos: config.hubPingSeconds,
    redisUrl: config.redisUrl,
    canal: opcoes.canal ?? config.hubRedisChannel ?? 'erp:hub',
    log: app.log,
    observador: conexoesNoBanco,
  });
  await hub.iniciar();
  conexoesNoBanco.iniciar();
  app.decorate('hub', hub);
  app.addHook('onClose', async () => {
    await hub.parar();
    await conexoesNoBanco.parar();
  });

  const tokens = criarTokensConexao(config.jwtSecret);
  /** Tokens already used on this process (one socket per token here; expired entries swept). */
  const usados = new Map<string, number>();
  const sweep = setInterval(() => {
    const limite = Date.now() - PENDENTE_MS;
    for (const [k, criado] of usados) if (criado < limite) usados.delete(k);
  }, PENDENTE_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** Bearer header or ?access_token=; the session must be live and belong to `sub`. */
  async function autenticar(req: FastifyRequest): Promise<Autenticado> {
    const header = req.headers.authorization;
    const q = (req.query as Record<string, unknown> | undefined)?.access_token;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : typeof q === 'string' ? q : null;
    if (!token) throw unauthorized();
    let payload: { sub: string; sid: string; exp?: number };
    try {
      payload = app.jwt.verify(token);
    } catch {
      throw unauthorized('Token inválido ou expirado.');
    }
    const ctx = typeof payload.sid === 'string' && /^[0-9a-f-]{36}$/.test(payload.sid) ? await loadUserContext(db, payload.sid) : null;
    if (!ctx || String(ctx.usuarioId) !== payload.sub) throw unauthorized('Sessão expirada, por favor faça login novamente!');
    return { usuarioId: ctx.usuarioId, sessaoId: ctx.sessaoId, exp: typeof payload.exp === 'number' ? payload.exp : null };
  }

  const autenticados = new WeakMap<FastifyRequest, { aut: Autenticado; pend: Pendente; token: string }>();

  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  await app.register(async (inst) => {
    // the client posts an empty body (any or no content type)
    inst.removeAllContentTypeParsers();
    inst.addContentTypeParser('*', (_req, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
    });

    inst.post('/hub/negotiate', async (req) => {
      const aut = await autenticar(req);
      const connectionId = novoId();
      const connectionToken = tokens.assinar({ connectionId, usuarioId: aut.usuarioId, sessaoId: aut.sessaoId, criado: Date.now() });
      return { negotiateVersion: 1, connectionId, connectionToken, availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }] };
    });

    inst.get(
      '/hub',
      {
        websocket: true,
        preValidation: async (req) => {
          const aut = await autenticar(req);
          const id = (req.query as Record<string, unknown>).id;
          const pend = typeof id === 'string' && !usados.has(id) ? tokens.verificar(id) : null;
          if (!pend || typeof id !== 'string') throw notFound('Conexão não negociada ou expirada.');
          if (pend.sessaoId !== aut.sessaoId || pend.usuarioId !== aut.usuarioId) throw unauthorized('Token de acesso não pertence a esta conexão.');
          if (hub.conexoes.has(pend.connectionId)) throw notFound('Conexão não negociada ou expirada.');
          usados.set(id, pend.criado);
          autenticados.set(req, { aut, pend, token: id });
        },
      },
      (socket: Socket, req: FastifyRequest) => {
        const dados = autenticados.get(req);
        if (!dados) {
          socket.close(1008);
          return;
        }
        const c: Conexao = {
          id: dados.pend.connectionId,
          socket,
          usuarioId: dados.aut.usuarioId,
          sessaoId: dados.aut.sessaoId,
          registrado: false,
          handshake: false,
          buffer: '',
          ultimaMensagem: Date.now(),
          fechada: false,
          expiracao: null,
          conectadoEm: Date.now(),
          ip: req.ip,
          userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300) || undefined,
        };
        hub.adicionar(c);
        if (dados.aut.exp !== null) {
          const ms = Math.min(2 ** 31 - 1, Math.max(0, dados.aut.exp * 1000 - Date.now()));
          c.expiracao = setTimeout(() => hub.fechar(c, 'Token de acesso expirado.', true), ms);
          c.expiracao.unref();
        }
        socket.on('message', (data: Buffer, binario: boolean) => {
          c.ultimaMensagem = Date.now();
          if (binario) {
            hub.fechar(c, 'Somente o formato Text é suportado.', false);
            return;
          }
          c.buffer += data.toString('utf8');
          if (c.buffer.length > 1024 * 1024) {
            hub.fechar(c, 'Mensagem grande demais.', false);
            return;
          }
          const { registros, resto } = separar(c.buffer);
          c.buffer = resto;
          for (const r of registros) tratar(c, r);
        });
        socket.on('close', () => hub.remover(c));
        socket.on('error', () => hub.remover(c));
        // no handshake in 15 s: drop
        setTimeout(() => {
          if (!c.handshake && !c.fechada) {
            hub.remover(c);
            socket.terminate();
          }
        }, 15_000).unref();
      },
    );
  });

  function tratar(c: Conexao, texto: string): void {
    if (c.fechada) return;
    if (!c.handshake) {
      let h: { protocol?: unknown; version?: unknown };
      try {
        h = JSON.parse(texto);
      } catch {
        h = {};
      }
      if (h.protocol !== 'json' || h.version !== 1) {
        c.socket.send(JSON.stringify({ error: `Protocolo '${String(h.protocol)}' versão ${String(h.version)} não suportado; use json versão 1.` }) + RS);
        hub.remover(c);
        c.socket.close(1000);
        return;
      }
      hub.handshakeConcluido(c);
      c.socket.send('{}' + RS);
      return;
    }
    let m: { type?: number; invocationId?: string; target?: string; arguments?: unknown[] };
    try {
      m = JSON.parse(texto);
    } catch {
      hub.fechar(c, 'Mensagem inválida.', false);
      return;
    }
    switch (m.type) {
      case TipoMensagem.Invocation:
        void invocar(c, m as Invocation);
        break;
      case TipoMensagem.StreamInvocation:
        if (m.invocationId) hub.enviarBruto(c, registro({ type: TipoMensagem.Completion, invocationId: m.invocationId, error: 'Streaming não suportado.' }));
        break;
      case TipoMensagem.Close:
        hub.remover(c);
        c.socket.close(1000);
        break;
      default: // Ping, StreamItem, CancelInvocation, Completion of client results: nothing to do
        break;
    }
  }

  type Metodo = (c: Conexao, args: unknown[]) => Promise<unknown>;
  const metodos = new Map<string, Metodo>([
    ['conectarusuario', (c, [refreshToken, userId]) => conectarUsuario(c, refreshToken, userId)],
    ['desconectarsessao', (c, [refreshToken, userId]) => desconectarSessao(c, refreshToken, userId)],
  ]);

  async function invocar(c: Conexao, m: Invocation): Promise<void> {
    const responder = (x: { result?: unknown; error?: string }) => {
      if (m.invocationId) hub.enviarBruto(c, registro({ type: TipoMensagem.Completion, invocationId: m.invocationId, ...x }));
    };
    const metodo = typeof m.target === 'string' ? metodos.get(m.target.toLowerCase()) : undefined;
    if (!metodo) {
      responder({ error: 'Método desconhecido' });
      return;
    }
    try {
      const result = await metodo(c, Array.isArray(m.arguments) ? m.arguments : []);
      responder(result === undefined ? {} : { result });
    } catch (err) {
      app.log.error({ err, target: m.target }, 'hub: erro no método');
      responder({ error: 'Erro ao executar o método.' });
    }
  }

  /**
   * The session of a refresh token, if live and of `userId`; null otherwise. With `vigente`, only
   * the session's current token counts: a token already rotated (used) is refused, even inside the
   * refresh grace of auth/sessions.ts — that grace only serves the refresh route.
   */
  async function sessaoDoToken(refreshToken: unknown, userId: unknown, vigente = false): Promise<string | null> {
    if (typeof refreshToken !== 'string' || refreshToken === '' || refreshToken.length > 200) return null;
    const uid = Number(userId);
    if (!Number.isInteger(uid)) return null;
    const { rows } = await db.pool.query(
      `SELECT s.id FROM sessao_usuario_token t JOIN sessao_usuario s ON s.id = t.sessao_id
        WHERE t.hash = $1 AND s.usuario_id = $2 AND s.revogado_em IS NULL AND s.expira_em > now() AND (NOT $3::boolean OR t.usado_em IS NULL)`,
      [sha256(refreshToken), uid, vigente],
    );
    return rows[0]?.id ?? null;
  }

  async function conectarUsuario(c: Conexao, refreshToken: unknown, userId: unknown) {
    const sid = await sessaoDoToken(refreshToken, userId, true);
    if (!sid || sid !== c.sessaoId || Number(userId) !== c.usuarioId) return { Success: false, Message: 'Sessão inválida ou expirada.' };
    if (c.fechada) return { Success: false, Message: 'Conexão encerrada.' };
    hub.registrarUsuario(c);
    return { Success: true, Message: 'Usuário conectado.' };
  }

  async function desconectarSessao(c: Conexao, refreshToken: unknown, userId: unknown) {
    const sid = await sessaoDoToken(refreshToken, userId);
    if (!sid || sid !== c.sessaoId) return { Success: false, Message: 'Sessão inválida ou já encerrada.' };
    await withOwner(db, (cl) => revokeSession(cl, sid, 'logout'));
    // the other sockets of the session get DesconectarSessao; this one is closed after its answer
    await hub.desconectarSessao(sid, c.id);
    setImmediate(() => hub.fechar(c, null, false));
    return { Success: true, Message: 'Sessão encerrada.' };
  }

  return hub;
}
