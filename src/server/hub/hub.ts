/**
 * The connection registry and delivery of server events (arquitetura §6, SPEC §4).
 *
 * Each process keeps its own sockets: by connection id, by session (every socket authenticated with
 * that session's access token) and by user (sockets that called ConectarUsuario successfully).
 * Pushes and kicks go through `publicar`: with Redis (REDIS_URL) they are published on one channel
 * and every process — this one included — delivers them to its own sockets; without Redis they are
 * delivered in-process.
 */
import type { Redis } from 'ioredis';
import { PING, TipoMensagem, registro } from './protocol.ts';

/** The part of a `ws` WebSocket the hub uses (the project has no @types/ws). */
export interface Socket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly CLOSED: number;
  send(data: string): void;
  close(code?: number): void;
  terminate(): void;
  on(event: 'message', fn: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'close' | 'error', fn: () => void): unknown;
}

export interface Conexao {
  id: string;
  socket: Socket;
  usuarioId: number;
  sessaoId: string;
  /** ConectarUsuario succeeded: the connection receives the user's pushes. */
  registrado: boolean;
  handshake: boolean;
  buffer: string;
  ultimaMensagem: number;
  fechada: boolean;
  expiracao: NodeJS.Timeout | null;
  /** When the socket was opened (epoch ms) and who opened it (for the connected-users screen). */
  conectadoEm?: number;
  ip?: string;
  userAgent?: string;
}

/** Read-only view of a live connection (`Hub.conexoesDaSessao`, `Hub.listarConexoes`). */
export interface ConexaoInfo {
  connectionId: string;
  sessaoId: string;
  usuarioId: number;
  conectadoEm: string;
  ip: string | null;
  userAgent: string | null;
}

/** What travels between processes. */
type Ordem =
  | { o: 'usuario'; u: number; t: string; a: unknown[] }
  | { o: 'sessao'; s: string; exceto?: string }
  | { o: 'conexao'; c: string }
  | { o: 'reconectar'; s: string; m: string };

export interface HubOptions {
  pingSegundos: number;
  redisUrl: string | null;
  canal: string;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void; error: (o: object, m: string) => void };
  /** Told when a connection completes the handshake and when it goes (registro.ts keeps them in the database). */
  observador?: { conectou(info: ConexaoInfo): unknown; saiu(connectionId: string): unknown };
}

export class Hub {
  readonly conexoes = new Map<string, Conexao>();
  readonly porSessao = new Map<string, Set<Conexao>>();
  readonly porUsuario = new Map<number, Set<Conexao>>();
  private pub: Redis | null = null;
  private sub: Redis | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: HubOptions) {}

  async iniciar(): Promise<void> {
    const ms = Math.max(1, this.opts.pingSegundos) * 1000;
    // clients ping every 15 s by default (keepAliveIntervalInMilliseconds): allow twice that, at least
    const limite = Math.max(30_000, 2 * ms);
    this.timer = setInterval(() => {
      const agora = Date.now();
      for (const c of this.conexoes.values()) {
        if (!c.handshake) continue;
        if (agora - c.ultimaMensagem > limite) this.fechar(c, 'Tempo limite sem mensagens do cliente.', true);
        else this.enviarBruto(c, PING);
      }
    }, ms);
    this.timer.unref();
    if (this.opts.redisUrl) {
      // ioredis is loaded only with REDIS_URL (a start without it does not evaluate the package)
      const { Redis } = await import('ioredis');
      this.pub = new Redis(this.opts.redisUrl, { maxRetriesPerRequest: 2 });
      this.sub = this.pub.duplicate();
      for (const r of [this.pub, this.sub]) r.on('error', (err: Error) => this.opts.log.warn({ err: err.message }, 'hub: erro no Redis'));
      this.sub.on('message', (canal: string, texto: string) => {
        if (canal !== this.opts.canal) return;
        try {
          this.entregar(JSON.parse(texto) as Ordem);
        } catch (err) {
          this.opts.log.warn({ err: (err as Error).message }, 'hub: mensagem inválida no Redis');
        }
      });
      await Promise.race([
        this.sub.subscribe(this.opts.canal),
        new Promise((_, rej) => setTimeout(() => rej(new Error('Redis não respondeu em 5 s')), 5000).unref()),
      ]).catch((err: Error) => this.opts.log.error({ err: err.message }, 'hub: inscrição no Redis falhou; tentando em segundo plano'));
    }
  }

  async parar(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    for (const c of [...this.conexoes.values()]) this.fechar(c, 'Servidor encerrando.', true);
    await Promise.all([this.pub, this.sub].map((r) => r?.quit().catch(() => undefined)));
  }

  adicionar(c: Conexao): void {
    this.conexoes.set(c.id, c);
    let s = this.porSessao.get(c.sessaoId);
    if (!s) this.porSessao.set(c.sessaoId, (s = new Set()));
    s.add(c);
  }

  registrarUsuario(c: Conexao): void {
    c.registrado = true;
    let s = this.porUsuario.get(c.usuarioId);
    if (!s) this.porUsuario.set(c.usuarioId, (s = new Set()));
    s.add(c);
  }

  /** The client's handshake was accepted: the connection is live (and reported to the observer). */
  handshakeConcluido(c: Conexao): void {
    c.handshake = true;
    if (this.conexoes.has(c.id)) this.opts.observador?.conectou(this.info(c));
  }

  remover(c: Conexao): void {
    c.fechada = true;
    if (c.expiracao) clearTimeout(c.expiracao);
    if (this.conexoes.delete(c.id) && c.handshake) this.opts.observador?.saiu(c.id);
    const s = this.porSessao.get(c.sessaoId);
    if (s) {
      s.delete(c);
      if (s.size === 0) this.porSessao.delete(c.sessaoId);
    }
    const u = this.porUsuario.get(c.usuarioId);
    if (u) {
      u.delete(c);
      if (u.size === 0) this.porUsuario.delete(c.usuarioId);
    }
  }

  enviarBruto(c: Conexao, texto: string): void {
    if (c.fechada || c.socket.readyState !== c.socket.OPEN) return;
    c.socket.send(texto);
  }

  /** A server-to-client invocation (no invocationId: the client sends no answer). */
  invocar(c: Conexao, target: string, args: unknown[]): void {
    this.enviarBruto(c, registro({ type: TipoMensagem.Invocation, target, arguments: args }));
  }

  /** Close message, then the socket. `allowReconnect` true makes the client's automatic reconnect run. */
  fechar(c: Conexao, error: string | null, allowReconnect: boolean): void {
    if (c.fechada) return;
    if (c.handshake) this.enviarBruto(c, registro({ type: TipoMensagem.Close, ...(error ? { error } : {}), allowReconnect }));
    this.remover(c);
    try {
      c.socket.close(1000);
    } catch {
      /* already gone */
    }
    // a client that does not answer the close frame is cut after 2 s
    setTimeout(() => {
      if (c.socket.readyState !== c.socket.CLOSED) c.socket.terminate();
    }, 2000).unref();
  }

  // ---- read-only listing (this process's sockets only) ----

  private info(c: Conexao): ConexaoInfo {
    return {
      connectionId: c.id,
      sessaoId: c.sessaoId,
      usuarioId: c.usuarioId,
      conectadoEm: new Date(c.conectadoEm ?? c.ultimaMensagem).toISOString(),
      ip: c.ip ?? null,
      userAgent: c.userAgent ?? null,
    };
  }

  /** Live (handshaken, open) connections of a session on this process. */
  conexoesDaSessao(sessaoId: string): ConexaoInfo[] {
    return [...(this.porSessao.get(sessaoId) ?? [])].filter((c) => !c.fechada && c.handshake).map((c) => this.info(c));
  }

  /** Every live connection on this process. */
  listarConexoes(): ConexaoInfo[] {
    return [...this.conexoes.values()].filter((c) => !c.fechada && c.handshake).map((c) => this.info(c));
  }

  // ---- public API (all processes when Redis is configured) ----

  /** Sends `target(...args)` to every registered connection of the user (e.g. 'NotificacaoTicket', [ticketId, mensagem]). */
  notificarUsuario(usuarioId: number, target: string, args: unknown[]): Promise<void> {
    return this.publicar({ o: 'usuario', u: usuarioId, t: target, a: args });
  }

  /** Session revoked: every socket of it gets `DesconectarSessao` and is closed (no reconnect). */
  desconectarSessao(sessaoId: string, exceto?: string): Promise<void> {
    return this.publicar({ o: 'sessao', s: sessaoId, ...(exceto ? { exceto } : {}) });
  }

  /** Drops one connection: `DesconectarConnection`, then close (no reconnect). */
  desconectarConexao(connectionId: string): Promise<void> {
    return this.publicar({ o: 'conexao', c: connectionId });
  }

  /** Closes the session's sockets with allowReconnect true (the clients refresh and reconnect). */
  reconectarSessao(sessaoId: string, motivo = 'Reconecte-se.'): Promise<void> {
    return this.publicar({ o: 'reconectar', s: sessaoId, m: motivo });
  }

  private async publicar(ordem: Ordem): Promise<void> {
    // Redis down: only this process's sockets can be reached; deliver them now instead of waiting for retries
    if (this.pub && this.pub.status !== 'ready') this.opts.log.warn({ status: this.pub.status }, 'hub: Redis indisponível; entregando só neste processo');
    else if (this.pub) {
      try {
        await this.pub.publish(this.opts.canal, JSON.stringify(ordem));
        return;
      } catch (err) {
        this.opts.log.error({ err: (err as Error).message }, 'hub: falha ao publicar no Redis; entregando só neste processo');
      }
    }
    this.entregar(ordem);
  }

  /** Applies an order to this process's sockets. */
  entregar(ordem: Ordem): void {
    switch (ordem.o) {
      case 'usuario':
        for (const c of this.porUsuario.get(ordem.u) ?? []) this.invocar(c, ordem.t, ordem.a);
        break;
      case 'sessao':
        for (const c of [...(this.porSessao.get(ordem.s) ?? [])]) {
          if (c.id === ordem.exceto) continue;
          this.invocar(c, 'DesconectarSessao', []);
          this.fechar(c, null, false);
        }
        break;
      case 'conexao': {
        const c = this.conexoes.get(ordem.c);
        if (c) {
          this.invocar(c, 'DesconectarConnection', []);
          this.fechar(c, null, false);
        }
        break;
      }
      case 'reconectar':
        for (const c of [...(this.porSessao.get(ordem.s) ?? [])]) this.fechar(c, ordem.m, true);
        break;
    }
  }
}
