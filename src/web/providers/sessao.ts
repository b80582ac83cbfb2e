/**
 * Sign-in and sign-out of SPEC §4, without react-admin (the public sign-in page uses these; the
 * auth provider wraps them):
 * - entrar: `POST /v1/auth/login/` {Login, Password, LembrarMe}; stores the user (localStorage)
 *   and the saved login per the "Lembrar-me" option; the server's Message is the error shown;
 * - sair: tells the real-time hub `DesconectarSessao(refreshToken, userId)` (best effort, which
 *   also stops the connection), then `POST /v1/auth/revoke-session/{refreshToken}` (best effort),
 *   clears the user and the menu. It is also the forced logout the http layer runs when the
 *   session expires.
 */
import { gravarLoginSalvo, gravarSessao, lerSessao, limparSessao, type SessaoArmazenada } from '../session/usuario.ts';
import { limparMenu } from '../session/menuEstado.ts';
import { definirSairTempoReal, desconectarSessaoHub } from '../session/realtime.ts';
import { tenantAtual } from '../tenant/tenant.ts';
import { apiFetch, definirAoExpirar, erroHttp, lerCorpo, requisitar } from './http.ts';

export interface CredenciaisLogin {
  login?: string;
  /** react-admin's default login form field name is accepted too. */
  username?: string;
  password: string;
  lembrarMe?: boolean;
  /** reCAPTCHA token, when the server asked for it (auth/recaptcha.ts). */
  recaptcha?: string | null;
}

/** `/{stored tenant}/sign-in`. */
export function caminhoSignIn(): string {
  return `/${encodeURIComponent(tenantAtual())}/sign-in`;
}

/** Logs in and stores the user; rejects with an HttpError carrying the server's message. */
export async function entrar(c: CredenciaisLogin): Promise<SessaoArmazenada> {
  const login = (c.login ?? c.username ?? '').trim();
  const lembrarMe = c.lembrarMe === true;
  const env = await requisitar<SessaoArmazenada>('/v1/auth/login/', {
    method: 'POST',
    body: { Login: login, Password: c.password, LembrarMe: lembrarMe, ...(c.recaptcha ? { Recaptcha: c.recaptcha } : {}) },
    semAuth: true,
  });
  const s = env.Data;
  if (!s || typeof s.Token !== 'string' || !s.User) throw erroHttp(500, { Message: 'Resposta de login inválida.' });
  gravarSessao(s);
  gravarLoginSalvo({ login, password: c.password, lembrarMe });
  limparMenu();
  return s;
}

/** Disconnects the hub session, revokes the session on the server (best effort), clears the user and the menu. */
export async function sair(): Promise<void> {
  const s = lerSessao();
  await desconectarSessaoHub(s);
  limparSessao();
  limparMenu();
  if (s?.RefreshToken) {
    try {
      const res = await apiFetch(`/v1/auth/revoke-session/${encodeURIComponent(s.RefreshToken)}`, { method: 'POST', semAuth: true, semRetry: true });
      await lerCorpo(res);
    } catch {
      /* offline: the session ends here; the server lets it expire */
    }
  }
}

definirAoExpirar(sair);
definirSairTempoReal(sair);
