/**
 * Real-time client state machine (SPEC §4, §8, §9) with fake timers and a fake HubConnection:
 * initial 100 ms delay, refresh before start, 60 s retry, refused session, server events,
 * ConectarUsuario again on reconnect, logout step.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ATRASO_INICIAL_MS,
  ATRASO_RECONEXAO_MS,
  criarClienteTempoReal,
  ehPaginaDeLogin,
  lerResposta,
  type ClienteTempoReal,
  type ConexaoHub,
  type DependenciasTempoReal,
  type SessaoHub,
} from '../../../src/web/session/tempoRealCore.ts';
import { ocultarToken } from '../../../src/web/session/hubSignalr.ts';

type Fn = (...args: unknown[]) => void;

class FalsaConexao implements ConexaoHub {
  state = 'Disconnected';
  handlers = new Map<string, Fn>();
  fechar: Array<(e?: Error) => void> = [];
  reconectando: Array<(e?: Error) => void> = [];
  reconectado: Array<(id?: string) => void> = [];
  invocacoes: Array<{ metodo: string; args: unknown[] }> = [];
  falharStart = false;
  resposta: unknown = { Success: true, Message: 'ok' };
  starts = 0;
  stops = 0;
  constructor(public tokenFactory: () => Promise<string>) {}
  async start() {
    this.starts++;
    if (this.falharStart) throw new Error('negotiate 503');
    this.state = 'Connected';
  }
  async stop() {
    this.stops++;
    this.state = 'Disconnected';
  }
  async invoke<T>(metodo: string, ...args: unknown[]): Promise<T> {
    this.invocacoes.push({ metodo, args });
    return (metodo === 'ConectarUsuario' ? this.resposta : { Success: true, Message: '' }) as T;
  }
  on(metodo: string, fn: Fn) {
    this.handlers.set(metodo, fn);
  }
  onclose(fn: (e?: Error) => void) {
    this.fechar.push(fn);
  }
  onreconnecting(fn: (e?: Error) => void) {
    this.reconectando.push(fn);
  }
  onreconnected(fn: (id?: string) => void) {
    this.reconectado.push(fn);
  }
  emitir(evento: string, ...args: unknown[]) {
    this.handlers.get(evento)?.(...args);
  }
}

const AGORA = Date.parse('2026-03-10T12:00:00Z');
const FUTURO = '2026-03-10T12:30:00-03:00';
const PASSADO = '2026-03-10T08:00:00-03:00';

function sessaoTeste(extra: Partial<SessaoHub> = {}): SessaoHub {
  return { Token: 'tok-1', RefreshToken: 'rt-1', TokenExpires: FUTURO, User: { id: 7 }, ...extra };
}

interface Mundo {
  deps: DependenciasTempoReal;
  conexoes: FalsaConexao[];
  sessao: { atual: SessaoHub | null };
  ouvintes: Set<() => void>;
  eventos: string[];
  navegacoes: string[];
  caminho: { atual: string };
  falhas: string[];
  configurar: (c: FalsaConexao) => void;
}

function criarMundo(): Mundo {
  const m: Mundo = {
    conexoes: [],
    sessao: { atual: sessaoTeste() },
    ouvintes: new Set(),
    eventos: [],
    navegacoes: [],
    caminho: { atual: '/erp/dashboard' },
    falhas: [],
    configurar: () => undefined,
    deps: undefined as unknown as DependenciasTempoReal,
  };
  const mudarSessao = (s: SessaoHub | null) => {
    m.sessao.atual = s;
    for (const o of [...m.ouvintes]) o();
  };
  m.deps = {
    criarConexao: (f) => {
      const c = new FalsaConexao(f);
      m.configurar(c);
      m.conexoes.push(c);
      return c;
    },
    lerSessao: () => m.sessao.atual,
    assinarSessao: (o) => {
      m.ouvintes.add(o);
      return () => m.ouvintes.delete(o);
    },
    renovarSessao: vi.fn(async () => {
      m.eventos.push('renovar');
      mudarSessao({ ...m.sessao.atual!, Token: 'tok-2', RefreshToken: 'rt-2', TokenExpires: FUTURO });
      return true;
    }),
    expiracaoToken: (s) => (s.TokenExpires ? new Date(s.TokenExpires) : null),
    alertaAviso: vi.fn(async (msg: string) => {
      m.eventos.push(`aviso:${msg}`);
    }),
    sair: vi.fn(async () => {
      m.eventos.push('sair');
      mudarSessao(null);
    }),
    sairLocal: vi.fn(() => {
      m.eventos.push('sairLocal');
      mudarSessao(null);
    }),
    limparUsuario: vi.fn(() => {
      m.eventos.push('limparUsuario');
      mudarSessao(null);
    }),
    avisarSessaoExpirada: vi.fn(() => m.eventos.push('avisoExpirada')),
    navegar: (c) => {
      m.navegacoes.push(c);
      m.eventos.push(`navegar:${c}`);
    },
    caminhoAtual: () => m.caminho.atual,
    tenant: () => 'erp',
    notificarTicket: vi.fn(),
    gravarCarregamento: vi.fn(),
    agora: () => Date.now(),
    avisarFalha: (msg) => m.falhas.push(msg),
  };
  return m;
}

let cliente: ClienteTempoReal | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(AGORA);
});
afterEach(async () => {
  await cliente?.encerrar();
  cliente = null;
  vi.useRealTimers();
});

function iniciar(m: Mundo): ClienteTempoReal {
  cliente = criarClienteTempoReal(m.deps);
  cliente.iniciar();
  return cliente;
}

describe('cliente de tempo real (SPEC §4)', () => {
  it('conecta 100 ms após o início e chama ConectarUsuario(RefreshToken, User.id)', async () => {
    const m = criarMundo();
    const c = iniciar(m);
    expect(c.estado()).toBe('aguardando');
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS - 1);
    expect(m.conexoes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(m.conexoes).toHaveLength(1);
    expect(m.conexoes[0].invocacoes).toEqual([{ metodo: 'ConectarUsuario', args: ['rt-1', 7] }]);
    expect(c.estado()).toBe('conectado');
    expect(await m.conexoes[0].tokenFactory()).toBe('tok-1');
    expect(m.navegacoes).toEqual([]);
  });

  it('sem usuário guardado não conecta; o login agenda a conexão', async () => {
    const m = criarMundo();
    m.sessao.atual = null;
    const c = iniciar(m);
    await vi.advanceTimersByTimeAsync(1000);
    expect(m.conexoes).toHaveLength(0);
    expect(c.estado()).toBe('parado');
    m.sessao.atual = sessaoTeste();
    for (const o of m.ouvintes) o();
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    expect(m.conexoes).toHaveLength(1);
    expect(c.estado()).toBe('conectado');
  });

  it('start rejeitado: nova tentativa só após 60 s (sem laço)', async () => {
    const m = criarMundo();
    let falhar = true;
    m.configurar = (cx) => {
      cx.falharStart = falhar;
    };
    const c = iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    expect(m.conexoes).toHaveLength(1);
    expect(m.conexoes[0].starts).toBe(1);
    expect(c.estado()).toBe('aguardando');
    expect(m.falhas).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ATRASO_RECONEXAO_MS - 1);
    expect(m.conexoes).toHaveLength(1);
    falhar = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(m.conexoes).toHaveLength(2);
    expect(c.estado()).toBe('conectado');
    expect(m.conexoes[1].invocacoes[0]).toEqual({ metodo: 'ConectarUsuario', args: ['rt-1', 7] });
  });

  it('TokenExpires vencido: renova antes de conectar e usa o token novo', async () => {
    const m = criarMundo();
    m.sessao.atual = sessaoTeste({ TokenExpires: PASSADO });
    m.configurar = () => m.eventos.push('criarConexao');
    iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    expect(m.deps.renovarSessao).toHaveBeenCalledWith('tok-1');
    expect(m.eventos.slice(0, 2)).toEqual(['renovar', 'criarConexao']);
    expect(m.conexoes[0].invocacoes[0]).toEqual({ metodo: 'ConectarUsuario', args: ['rt-2', 7] });
    expect(await m.conexoes[0].tokenFactory()).toBe('tok-2');
  });

  it('falha na renovação prévia: não conecta e tenta de novo em 60 s', async () => {
    const m = criarMundo();
    m.sessao.atual = sessaoTeste({ TokenExpires: PASSADO });
    vi.mocked(m.deps.renovarSessao).mockResolvedValueOnce(false);
    const c = iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    expect(m.conexoes).toHaveLength(0);
    expect(c.estado()).toBe('aguardando');
    await vi.advanceTimersByTimeAsync(ATRASO_RECONEXAO_MS);
    expect(m.conexoes).toHaveLength(1);
  });

  it('ConectarUsuario com Success false: aviso com a Message, depois logout e sign-in', async () => {
    const m = criarMundo();
    m.configurar = (cx) => {
      cx.resposta = { Success: false, Message: 'Sessão encerrada em outro dispositivo.' };
    };
    const c = iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    expect(m.eventos).toEqual(['aviso:Sessão encerrada em outro dispositivo.', 'sair', 'navegar:/erp/sign-in']);
    expect(m.conexoes[0].stops).toBe(1);
    expect(c.estado()).toBe('parado');
    await vi.advanceTimersByTimeAsync(ATRASO_RECONEXAO_MS * 2);
    expect(m.conexoes).toHaveLength(1);
  });

  it('sessão confirmada na página de login: vai para o dashboard', async () => {
    const m = criarMundo();
    m.caminho.atual = '/erp/sign-in';
    iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    expect(m.navegacoes).toEqual(['/erp/dashboard']);
  });

  it('evento DesconectarSessao: logout local sem chamar o servidor, aviso de sessão expirada e sign-in', async () => {
    const m = criarMundo();
    const c = iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    const cx = m.conexoes[0];
    cx.emitir('DesconectarSessao');
    await vi.advanceTimersByTimeAsync(0);
    expect(m.eventos).toEqual(['sairLocal', 'avisoExpirada', 'navegar:/erp/sign-in']);
    expect(m.deps.sair).not.toHaveBeenCalled();
    expect(cx.invocacoes.map((i) => i.metodo)).toEqual(['ConectarUsuario']);
    expect(cx.stops).toBe(1);
    expect(c.estado()).toBe('parado');
    for (const f of cx.fechar) f();
    await vi.advanceTimersByTimeAsync(ATRASO_RECONEXAO_MS * 2);
    expect(m.conexoes).toHaveLength(1);
  });

  it('evento DesconectarConnection: limpa só o usuário local, aviso e sign-in', async () => {
    const m = criarMundo();
    iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    m.conexoes[0].emitir('DesconectarConnection');
    await vi.advanceTimersByTimeAsync(0);
    expect(m.eventos).toEqual(['limparUsuario', 'avisoExpirada', 'navegar:/erp/sign-in']);
    expect(m.deps.sair).not.toHaveBeenCalled();
    expect(m.deps.sairLocal).not.toHaveBeenCalled();
  });

  it('NotificacaoTicket e CarregamentoDados vão para os stores', async () => {
    const m = criarMundo();
    iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    m.conexoes[0].emitir('NotificacaoTicket', 42, 'Nova resposta no ticket');
    m.conexoes[0].emitir('CarregamentoDados', { total: 10, atual: 3 });
    expect(m.deps.notificarTicket).toHaveBeenCalledWith(42, 'Nova resposta no ticket');
    expect(m.deps.gravarCarregamento).toHaveBeenCalledWith({ total: 10, atual: 3 });
  });

  it('onreconnected: ConectarUsuario de novo', async () => {
    const m = criarMundo();
    const c = iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    const cx = m.conexoes[0];
    for (const f of cx.reconectando) f(new Error('queda'));
    expect(c.estado()).toBe('reconectando');
    m.sessao.atual = { ...m.sessao.atual!, RefreshToken: 'rt-9' };
    for (const f of cx.reconectado) f('novo-id');
    await vi.advanceTimersByTimeAsync(0);
    expect(cx.invocacoes).toEqual([
      { metodo: 'ConectarUsuario', args: ['rt-1', 7] },
      { metodo: 'ConectarUsuario', args: ['rt-9', 7] },
    ]);
    expect(c.estado()).toBe('conectado');
  });

  it('conexão fechada (reconexão automática esgotada): nova tentativa após 60 s', async () => {
    const m = criarMundo();
    const c = iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    for (const f of m.conexoes[0].fechar) f(new Error('queda'));
    expect(c.estado()).toBe('aguardando');
    await vi.advanceTimersByTimeAsync(ATRASO_RECONEXAO_MS - 1);
    expect(m.conexoes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(m.conexoes).toHaveLength(2);
    expect(c.estado()).toBe('conectado');
  });

  it('logout: DesconectarSessao(RefreshToken, User.id) no hub e a conexão para', async () => {
    const m = criarMundo();
    const c = iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    const cx = m.conexoes[0];
    await c.desconectarSessao(m.sessao.atual);
    expect(cx.invocacoes.at(-1)).toEqual({ metodo: 'DesconectarSessao', args: ['rt-1', 7] });
    expect(cx.stops).toBe(1);
    expect(c.estado()).toBe('parado');
    m.sessao.atual = null;
    for (const o of m.ouvintes) o();
    await vi.advanceTimersByTimeAsync(ATRASO_RECONEXAO_MS * 2);
    expect(m.conexoes).toHaveLength(1);
  });

  it('logout em outra aba (usuário removido): para a conexão', async () => {
    const m = criarMundo();
    const c = iniciar(m);
    await vi.advanceTimersByTimeAsync(ATRASO_INICIAL_MS);
    m.sessao.atual = null;
    for (const o of m.ouvintes) o();
    await vi.advanceTimersByTimeAsync(0);
    expect(m.conexoes[0].stops).toBe(1);
    expect(c.estado()).toBe('parado');
  });

  it('auxiliares: resposta, página de login e tokens ocultos nos logs', () => {
    expect(lerResposta({ success: true, message: 'x' })).toEqual({ sucesso: true, mensagem: 'x' });
    expect(lerResposta(null)).toEqual({ sucesso: false, mensagem: '' });
    expect(ehPaginaDeLogin('/erp/sign-in')).toBe(true);
    expect(ehPaginaDeLogin('/erp/dashboard')).toBe(false);
    expect(ocultarToken('wss://h/hub?id=1&access_token=abc.def')).toBe('wss://h/hub?id=1&access_token=***');
  });
});
