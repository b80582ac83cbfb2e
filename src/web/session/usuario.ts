/**
 * The stored user of SPEC §3 (localStorage), with a tiny subscription so React components
 * (`useSyncExternalStore`) and the providers see the same value, also across browser tabs.
 */
import { CHAVES, gravar, gravarJson, ler, lerJson } from './chaves.ts';
import type { components } from '../../generated/openapi.d.ts';

/**
 * What the login and refresh-token calls return in `Data`, and what is stored: generated from
 * their contract (src/contratos/conta.ts). `TokenExpires` is 'YYYY-MM-DDTHH:mm:ss' in the server
 * zone (-03:00).
 */
export type SessaoArmazenada = components['schemas']['SessaoAutenticada'];

/** The signed-in user (`storedUser` of src/server/auth/context.ts). */
export type UsuarioApi = SessaoArmazenada['User'];

/** One rule of the user's type or profile. */
export type Regra = UsuarioApi['TipoUsuario']['Restricao'][number];

/** The saved login of the "Lembrar-me" option (SPEC §3). */
export interface LoginSalvo {
  login: string;
  password: string;
  lembrarMe: boolean;
}

type Ouvinte = () => void;
const ouvintes = new Set<Ouvinte>();
let cache: { bruto: string | null | undefined; valor: SessaoArmazenada | null } = { bruto: undefined, valor: null };

function avisar(): void {
  for (const o of [...ouvintes]) o();
}

/** The stored user, or `null`. The same object is returned while the storage does not change. */
export function lerSessao(): SessaoArmazenada | null {
  const bruto = ler('local', CHAVES.usuario);
  if (bruto !== cache.bruto) {
    let valor: SessaoArmazenada | null = null;
    try {
      const v = bruto ? (JSON.parse(bruto) as SessaoArmazenada) : null;
      valor = v && typeof v.Token === 'string' && v.User ? v : null;
    } catch {
      valor = null;
    }
    cache = { bruto, valor };
  }
  return cache.valor;
}

export function gravarSessao(s: SessaoArmazenada): void {
  gravarJson('local', CHAVES.usuario, s);
  avisar();
}

export function limparSessao(): void {
  gravar('local', CHAVES.usuario, null);
  avisar();
}

export function assinarSessao(o: Ouvinte): () => void {
  ouvintes.add(o);
  return () => ouvintes.delete(o);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CHAVES.usuario || e.key === null) avisar();
  });
}

/**
 * Instant the access token expires, from `TokenExpires` ('YYYY-MM-DDTHH:mm:ss' in -03:00; an
 * explicit offset or Z is honoured). `null` when missing or unreadable.
 */
export function expiracaoToken(s: { TokenExpires?: string | null } | null): Date | null {
  const v = s?.TokenExpires;
  if (!v || typeof v !== 'string') return null;
  const comZona = /([zZ]|[+-]\d{2}:?\d{2})$/.test(v) ? v : `${v}-03:00`;
  const d = new Date(comZona);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** True when TokenExpires is missing, unreadable or already past (SPEC §4). */
export function tokenExpirado(s: { TokenExpires?: string | null } | null, agora = Date.now()): boolean {
  const d = expiracaoToken(s);
  return d === null || d.getTime() <= agora;
}

export function lerLoginSalvo(): LoginSalvo | null {
  const v = lerJson<LoginSalvo>('local', CHAVES.login);
  return v && typeof v.login === 'string'
    ? { login: v.login, password: typeof v.password === 'string' ? v.password : '', lembrarMe: v.lembrarMe === true }
    : null;
}

/** Saves `{login, password, lembrarMe}` when the option is on; removes it when off (SPEC §3). */
export function gravarLoginSalvo(l: LoginSalvo): void {
  if (l.lembrarMe) gravarJson('local', CHAVES.login, { login: l.login, password: l.password, lembrarMe: true });
  else gravar('local', CHAVES.login, null);
}
