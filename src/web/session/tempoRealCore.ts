/**
 * The real-time session client of SPEC §4 as a pure state machine (no React, no SignalR import):
 * every effect (connection factory, stored user, refresh, dialogs, logout, navigation) is injected,
 * so the scheduling rules can be tested with fake timers and a fake HubConnection.
 *
 * Rules:
 * - start: after ATRASO_INICIAL_MS (100 ms) when a user is stored; when TokenExpires is past, the
 *   session is refreshed first; then `ConectarUsuario(RefreshToken, User.id)`;
 * - `{Success: false}`: connection stopped, warning dialog with the server Message, logout,
 *   `/{url}/sign-in`; `{Success: true}` on the sign-in page: `/{url}/dashboard` (SPEC §2);
 * - start (or refresh, or ConectarUsuario) failure: one new attempt after ATRASO_RECONEXAO_MS (60 s);
 * - closed (automatic reconnect exhausted): new attempt after 60 s; `onreconnected`: ConectarUsuario again;
 * - events DesconectarSessao (local logout, no server call), DesconectarConnection (clear the local
 *   user only), NotificacaoTicket, CarregamentoDados;
 * - the stored user is watched: login schedules a start, logout stops, another user restarts.
 */

/** SPEC §9: initial connect delay. */
export const ATRASO_INICIAL_MS = 100;
/** SPEC §9: reconnect delay (start failure, connection closed). */
export const ATRASO_RECONEXAO_MS = 60_000;
/** Longest wait for the hub's DesconectarSessao during logout before the logout goes on. */
export const PRAZO_DESCONECTAR_MS = 3000;

export const METODOS_HUB = {
  conectarUsuario: 'ConectarUsuario',
  desconectarSessao: 'DesconectarSessao',
} as const;

export const EVENTOS_HUB = {
  desconectarSessao: 'DesconectarSessao',
  desconectarConnection: 'DesconectarConnection',
  notificacaoTicket: 'NotificacaoTicket',
  carregamentoDados: 'CarregamentoDados',
} as const;

/** The part of `@microsoft/signalr`'s HubConnection this client uses. */
export interface ConexaoHub {
  readonly state: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke<T = unknown>(metodo: string, ...args: unknown[]): Promise<T>;
  on(metodo: string, fn: (...args: any[]) => void): void;
  onclose(fn: (erro?: Error) => void): void;
  onreconnecting(fn: (erro?: Error) => void): void;
  onreconnected(fn: (connectionId?: string) => void): void;
}

/** What the client reads of the stored user (session/usuario.ts SessaoArmazenada fits). */
export interface SessaoHub {
  Token: string;
  RefreshToken: string;
  TokenExpires: string | null;
  User: { id: number };
}

export interface DependenciasTempoReal {
  /** Builds a connection to the hub; the token factory returns the current access token. */
  criarConexao(accessTokenFactory: () => Promise<string>): ConexaoHub | Promise<ConexaoHub>;
  lerSessao(): SessaoHub | null;
  /** Change notifications of the stored user (login, logout, refresh, other tabs). */
  assinarSessao?(fn: () => void): () => void;
  /** Single-flight token refresh of the http layer; true when a new token was stored. */
  renovarSessao(tokenUsado?: string): Promise<boolean>;
  /** Instant TokenExpires denotes, or null when missing/unreadable. */
  expiracaoToken(s: SessaoHub): Date | null;
  /** The warning dialog (alertas.warning). */
  alertaAviso(mensagem: string): Promise<void>;
  /** Full logout (revoke-session, clear user and menu); the hub is already stopped when called. */
  sair(): Promise<void>;
  /** Logout without any server call: clear the user and reset the menu. */
  sairLocal(): void;
  /** Clear the stored user only. */
  limparUsuario(): void;
  /** Marks the session-expired toast of the sign-in page. */
  avisarSessaoExpirada(): void;
  navegar(caminho: string): void;
  /** Current location pathname. */
  caminhoAtual(): string;
  /** Current tenant segment. */
  tenant(): string;
  notificarTicket(ticketId: string | number, mensagem: string): void;
  gravarCarregamento(valor: unknown): void;
  agora?(): number;
  /** Failure log; never receives tokens. Default console.warn. */
  avisarFalha?(mensagem: string, erro?: unknown): void;
}

export type EstadoTempoReal = 'parado' | 'aguardando' | 'conectando' | 'conectado' | 'reconectando';

export interface ClienteTempoReal {
  /** Watches the stored user and schedules the first start (100 ms) when one is stored. Idempotent. */
  iniciar(): void;
  /** Schedules a start attempt (replaces a pending one). */
  agendar(atrasoMs: number): void;
  /** Stops the connection and every pending attempt. */
  parar(): Promise<void>;
  /** Logout step of SPEC §4: hub `DesconectarSessao(RefreshToken, User.id)` (best effort), then stop. */
  desconectarSessao(s?: SessaoHub | null): Promise<void>;
  estado(): EstadoTempoReal;
  /** Stops and removes the user subscription (tests, hot reload). */
  encerrar(): Promise<void>;
}

interface Resposta {
  sucesso: boolean;
  mensagem: string;
}

/** `{Success, Message}` (or camelCase, as the JSON protocol may send it). */
export function lerResposta(r: unknown): Resposta {
  if (typeof r !== 'object' || r === null) return { sucesso: false, mensagem: '' };
  const o = r as Record<string, unknown>;
  const sucesso = (o.Success ?? o.success) === true;
  const m = o.Message ?? o.message;
  return { sucesso, mensagem: typeof m === 'string' ? m : '' };
}

export function ehPaginaDeLogin(caminho: string): boolean {
  return /^\/[^/]+\/sign-in\/?$/.test(caminho);
}

export const MENSAGEM_SESSAO_RECUSADA = 'Não foi possível validar a sua sessão. Faça login novamente.';

export function criarClienteTempoReal(deps: DependenciasTempoReal): ClienteTempoReal {
  const agora = deps.agora ?? (() => Date.now());
  const avisarFalha = deps.avisarFalha ?? ((m: string, e?: unknown) => console.warn(`[tempo real] ${m}`, e instanceof Error ? e.message : (e ?? '')));

  let estado: EstadoTempoReal = 'parado';
  let conexao: ConexaoHub | null = null;
  let usuarioDaConexao: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by parar(): async continuations of an older generation do nothing. */
  let geracao = 0;
  /** True while the refused-session dialog and logout run: no restart meanwhile. */
  let encerrando = false;
  let cancelarAssinatura: (() => void) | null = null;

  const signIn = () => `/${encodeURIComponent(deps.tenant())}/sign-in`;

  function limparTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  async function descartar(): Promise<void> {
    const c = conexao;
    conexao = null;
    usuarioDaConexao = null;
    if (!c) return;
    try {
      await c.stop();
    } catch (e) {
      avisarFalha('Falha ao parar a conexão', e);
    }
  }

  async function parar(): Promise<void> {
    geracao++;
    limparTimer();
    estado = 'parado';
    await descartar();
  }

  function agendar(atrasoMs: number): void {
    limparTimer();
    if (encerrando || !deps.lerSessao()) {
      estado = 'parado';
      return;
    }
    estado = 'aguardando';
    const g = geracao;
    timer = setTimeout(() => {
      timer = null;
      if (g === geracao) void conectar();
    }, atrasoMs);
  }

  async function tokenAtual(): Promise<string> {
    const s = deps.lerSessao();
    if (!s) return '';
    const exp = deps.expiracaoToken(s);
    if (exp && exp.getTime() <= agora()) {
      await deps.renovarSessao(s.Token);
      return deps.lerSessao()?.Token ?? '';
    }
    return s.Token;
  }

  /** Start failure: drop the connection and try again in 60 s (one timer, never a tight loop). */
  async function falhou(g: number, mensagem: string, e: unknown): Promise<void> {
    if (g !== geracao) return;
    avisarFalha(mensagem, e);
    geracao++;
    await descartar();
    agendar(ATRASO_RECONEXAO_MS);
  }

  async function recusada(mensagem: string): Promise<void> {
    encerrando = true;
    try {
      await parar();
      try {
        await deps.alertaAviso(mensagem || MENSAGEM_SESSAO_RECUSADA);
      } catch {
        /* the dialog is informative */
      }
      try {
        await deps.sair();
      } catch (e) {
        avisarFalha('Falha ao encerrar a sessão recusada', e);
        deps.sairLocal();
      }
      deps.navegar(signIn());
    } finally {
      encerrando = false;
    }
  }

  /** ConectarUsuario(RefreshToken, User.id) and its answer. */
  async function confirmar(c: ConexaoHub, g: number): Promise<void> {
    const s = deps.lerSessao();
    if (!s) {
      await parar();
      return;
    }
    const r = lerResposta(await c.invoke(METODOS_HUB.conectarUsuario, s.RefreshToken, s.User.id));
    if (g !== geracao) return;
    if (!r.sucesso) {
      await recusada(r.mensagem);
      return;
    }
    if (ehPaginaDeLogin(deps.caminhoAtual())) deps.navegar(`/${encodeURIComponent(deps.tenant())}/dashboard`);
  }

  function encerradaPeloServidor(apenasConexao: boolean): void {
    void parar();
    if (apenasConexao) deps.limparUsuario();
    else deps.sairLocal();
    deps.avisarSessaoExpirada();
    deps.navegar(signIn());
  }

  function registrar(c: ConexaoHub): void {
    c.on(EVENTOS_HUB.desconectarSessao, () => {
      if (c === conexao) encerradaPeloServidor(false);
    });
    c.on(EVENTOS_HUB.desconectarConnection, () => {
      if (c === conexao) encerradaPeloServidor(true);
    });
    c.on(EVENTOS_HUB.notificacaoTicket, (ticketId: string | number, mensagem: unknown) => {
      deps.notificarTicket(ticketId, typeof mensagem === 'string' ? mensagem : String(mensagem ?? ''));
    });
    c.on(EVENTOS_HUB.carregamentoDados, (valor: unknown) => deps.gravarCarregamento(valor));
    c.onreconnecting(() => {
      if (c === conexao) estado = 'reconectando';
    });
    c.onreconnected(() => {
      if (c !== conexao) return;
      estado = 'conectado';
      const g = geracao;
      confirmar(c, g).catch((e) => falhou(g, 'Falha ao validar a sessão após reconectar', e));
    });
    c.onclose((e) => {
      if (c !== conexao) return; // stopped on purpose (or replaced)
      avisarFalha('Conexão encerrada; nova tentativa em 60 s', e);
      conexao = null;
      usuarioDaConexao = null;
      geracao++;
      agendar(ATRASO_RECONEXAO_MS);
    });
  }

  async function conectar(): Promise<void> {
    const g = geracao;
    const s = deps.lerSessao();
    if (!s || encerrando) {
      estado = 'parado';
      return;
    }
    estado = 'conectando';
    try {
      const exp = deps.expiracaoToken(s);
      if (exp && exp.getTime() <= agora()) {
        const renovou = await deps.renovarSessao(s.Token);
        if (g !== geracao) return;
        if (!renovou) throw new Error('não foi possível renovar o token');
      }
      const atual = deps.lerSessao();
      if (!atual) {
        estado = 'parado';
        return;
      }
      if (conexao && usuarioDaConexao !== atual.User.id) await descartar();
      if (!conexao) {
        const nova = await deps.criarConexao(tokenAtual);
        if (g !== geracao) {
          void nova.stop().catch(() => undefined);
          return;
        }
        conexao = nova;
        usuarioDaConexao = atual.User.id;
        registrar(nova);
      }
      const c = conexao;
      if (c.state === 'Disconnected') await c.start();
      if (g !== geracao) return;
      estado = 'conectado';
      await confirmar(c, g);
    } catch (e) {
      await falhou(g, 'Falha ao conectar; nova tentativa em 60 s', e);
    }
  }

  function aoMudarSessao(): void {
    const s = deps.lerSessao();
    if (!s) {
      if (estado !== 'parado' || conexao) void parar();
      return;
    }
    if (encerrando) return;
    if (estado === 'parado') agendar(ATRASO_INICIAL_MS);
    else if (usuarioDaConexao !== null && usuarioDaConexao !== s.User.id) {
      void parar().then(() => agendar(ATRASO_INICIAL_MS));
    }
  }

  return {
    iniciar() {
      if (!cancelarAssinatura && deps.assinarSessao) cancelarAssinatura = deps.assinarSessao(aoMudarSessao);
      if (estado === 'parado' && deps.lerSessao()) agendar(ATRASO_INICIAL_MS);
    },
    agendar,
    parar,
    async desconectarSessao(s = deps.lerSessao()) {
      const c = conexao;
      try {
        if (c && s && c.state === 'Connected') {
          let prazo: ReturnType<typeof setTimeout> | undefined;
          await Promise.race([
            c.invoke(METODOS_HUB.desconectarSessao, s.RefreshToken, s.User.id),
            new Promise((_, rejeitar) => {
              prazo = setTimeout(() => rejeitar(new Error('tempo esgotado')), PRAZO_DESCONECTAR_MS);
            }),
          ]).finally(() => clearTimeout(prazo));
        }
      } catch (e) {
        avisarFalha('Falha ao desconectar a sessão no hub', e);
      } finally {
        await parar();
      }
    },
    estado: () => estado,
    async encerrar() {
      cancelarAssinatura?.();
      cancelarAssinatura = null;
      await parar();
    },
  };
}
