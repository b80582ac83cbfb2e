/**
 * Wiring of the real-time singleton (session/realtime.ts) with the session providers: logout tells
 * the hub DesconectarSessao(RefreshToken, User.id) before revoking the session (SPEC §4), and the
 * CarregamentoDados / NotificacaoTicket events reach their stores.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sair } from '../../../src/web/providers/sessao.ts';
import { clienteTempoReal, definirFabricaConexao } from '../../../src/web/session/realtime.ts';
import type { ConexaoHub } from '../../../src/web/session/tempoRealCore.ts';
import { CHAVE_CARREGAMENTO_DADOS, lerCarregamentoDados } from '../../../src/web/session/carregamentoDados.ts';
import { caminhoTicket, lerNotificacoesTicket, limparNotificacoesTicket } from '../../../src/web/session/notificacoesTicket.ts';
import { gravarSessao, lerSessao } from '../../../src/web/session/usuario.ts';
import { falsoFetch, instalarStorage, resposta, sessao } from '../web/apoio.ts';

type Fn = (...a: unknown[]) => void;

function falsaConexao(ordem: string[]) {
  const handlers = new Map<string, Fn>();
  const c: ConexaoHub & { handlers: Map<string, Fn> } = {
    state: 'Disconnected',
    handlers,
    async start() {
      (c as { state: string }).state = 'Connected';
    },
    async stop() {
      (c as { state: string }).state = 'Disconnected';
    },
    async invoke<T>(metodo: string, ...args: unknown[]) {
      ordem.push(`hub:${metodo}:${args.join(',')}`);
      return { Success: true, Message: '' } as T;
    },
    on(m: string, fn: Fn) {
      handlers.set(m, fn);
    },
    onclose() {},
    onreconnecting() {},
    onreconnected() {},
  };
  return c;
}

beforeEach(() => {
  instalarStorage();
  vi.useFakeTimers();
});
afterEach(async () => {
  await clienteTempoReal().encerrar();
  definirFabricaConexao(null);
  limparNotificacoesTicket();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tempo real + sessão', () => {
  it('sair(): DesconectarSessao no hub antes de revogar a sessão, e a conexão para', async () => {
    const ordem: string[] = [];
    const cx = falsaConexao(ordem);
    definirFabricaConexao(() => cx);
    falsoFetch((c) => {
      ordem.push(`fetch:${c.url}`);
      return resposta(200, { Success: true, Message: '', Data: null });
    });
    gravarSessao(sessao());
    clienteTempoReal().iniciar();
    await vi.advanceTimersByTimeAsync(100);
    expect(ordem).toEqual(['hub:ConectarUsuario:refresh-1,7']);
    await sair();
    expect(ordem).toEqual(['hub:ConectarUsuario:refresh-1,7', 'hub:DesconectarSessao:refresh-1,7', 'fetch:/v1/auth/revoke-session/refresh-1']);
    expect(lerSessao()).toBeNull();
    expect(cx.state).toBe('Disconnected');
    expect(clienteTempoReal().estado()).toBe('parado');
  });

  it('CarregamentoDados e NotificacaoTicket chegam aos stores', async () => {
    const cx = falsaConexao([]);
    definirFabricaConexao(() => cx);
    gravarSessao(sessao());
    clienteTempoReal().iniciar();
    await vi.advanceTimersByTimeAsync(100);
    cx.handlers.get('CarregamentoDados')?.({ etapa: 'produtos', pct: 40 });
    expect(sessionStorage.getItem(CHAVE_CARREGAMENTO_DADOS)).toBe('{"etapa":"produtos","pct":40}');
    expect(lerCarregamentoDados()).toEqual({ etapa: 'produtos', pct: 40 });
    cx.handlers.get('NotificacaoTicket')?.(15, 'Ticket respondido');
    expect(lerNotificacoesTicket()).toMatchObject([{ ticketId: 15, mensagem: 'Ticket respondido' }]);
    expect(caminhoTicket('erp', 15)).toBe('/erp/suporte/ticket/editar/15');
  });
});
