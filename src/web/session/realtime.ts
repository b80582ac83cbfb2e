/**
 * The app's real-time client singleton (SPEC §4): tempoRealCore.ts wired to the stored user, the
 * http layer (refresh, navigation, session-expired toast), the alert dialogs and the SignalR
 * factory (hubSignalr.ts, loaded lazily so `@microsoft/signalr` is in its own chunk).
 *
 * - main.tsx calls `iniciarTempoReal()` at start; login/logout are picked up from the stored user;
 * - providers/sessao.ts `sair()` calls `desconectarSessaoHub(s)` before revoking the session and
 *   registers itself with `definirSairTempoReal` (the logout after a refused ConectarUsuario).
 */
import { alertas } from '../layout/alerts.tsx';
import { avisarSessaoExpirada, navegar, renovarSessao } from '../providers/http.ts';
import { tenantAtual } from '../tenant/tenant.ts';
import { gravarCarregamentoDados } from './carregamentoDados.ts';
import { limparMenu } from './menuEstado.ts';
import { adicionarNotificacaoTicket } from './notificacoesTicket.ts';
import { criarClienteTempoReal, type ClienteTempoReal, type DependenciasTempoReal, type SessaoHub } from './tempoRealCore.ts';
import { assinarSessao, expiracaoToken, lerSessao, limparSessao } from './usuario.ts';

export { ATRASO_INICIAL_MS, ATRASO_RECONEXAO_MS, criarClienteTempoReal } from './tempoRealCore.ts';
export type { ClienteTempoReal, ConexaoHub, DependenciasTempoReal, EstadoTempoReal } from './tempoRealCore.ts';

function sairLocal(): void {
  limparSessao();
  limparMenu();
}

let sairRegistrado: () => Promise<void> = async () => sairLocal();

/** providers/sessao.ts registers its `sair` (revoke-session, clear user and menu). */
export function definirSairTempoReal(fn: () => Promise<void>): void {
  sairRegistrado = fn;
}

type Fabrica = DependenciasTempoReal['criarConexao'];

const fabricaSignalr: Fabrica = async (accessTokenFactory) => {
  const { criarConexaoSignalr } = await import('./hubSignalr.ts');
  return criarConexaoSignalr(accessTokenFactory);
};
let fabrica: Fabrica = fabricaSignalr;

/** Replaces the connection factory (tests); `null` restores SignalR. */
export function definirFabricaConexao(f: Fabrica | null): void {
  fabrica = f ?? fabricaSignalr;
}

const criarConexao: Fabrica = (accessTokenFactory) => fabrica(accessTokenFactory);

/** Production dependencies (exported for tests that want to override a few). */
export function dependenciasPadrao(): DependenciasTempoReal {
  return {
    criarConexao,
    lerSessao,
    assinarSessao,
    renovarSessao,
    expiracaoToken,
    alertaAviso: (m) => alertas.warning(m),
    sair: () => sairRegistrado(),
    sairLocal,
    limparUsuario: limparSessao,
    avisarSessaoExpirada,
    navegar,
    caminhoAtual: () => (typeof window !== 'undefined' ? window.location.pathname : '/'),
    tenant: tenantAtual,
    notificarTicket: (id, m) => void adicionarNotificacaoTicket(id, m),
    gravarCarregamento: gravarCarregamentoDados,
  };
}

let cliente: ClienteTempoReal | null = null;

export function clienteTempoReal(): ClienteTempoReal {
  cliente ??= criarClienteTempoReal(dependenciasPadrao());
  return cliente;
}

/** Starts watching the stored user; connects 100 ms later when one is stored. Idempotent. */
export function iniciarTempoReal(): void {
  if (typeof window === 'undefined') return;
  clienteTempoReal().iniciar();
}

/** Logout step: hub `DesconectarSessao(RefreshToken, User.id)` (best effort, 3 s cap), then stop. */
export async function desconectarSessaoHub(s: SessaoHub | null): Promise<void> {
  if (!cliente) return;
  await cliente.desconectarSessao(s);
}

export async function pararTempoReal(): Promise<void> {
  await cliente?.parar();
}
