/**
 * The one fetch wrapper of the web app (SPEC §4, §7, §8), used by the auth and data providers and
 * by the public pages:
 * - every request carries `Authorization: Bearer {Token}` when a user is stored;
 * - a 401 (except on the login and refresh-token calls) is retried once after
 *   `POST /v1/auth/refresh-token/` (single flight: concurrent 401s share one refresh, because the
 *   server rotates refresh tokens and revokes the session when one is reused);
 * - when the refresh itself fails with 401 and TokenExpires is missing or past, after 1000 ms the
 *   user is logged out and sent to `/{url}/sign-in`, which shows the session-expired toast;
 * - failures become react-admin `HttpError`s whose `body` keeps the server's answer plus
 *   `fieldErrors` (flat: `{"Email[1].email": ["..."]}`) and `errors` (nested, the shape
 *   ra-core's `setSubmissionErrors` applies to form inputs: `{Email: [, {email: "..."}]}`).
 */
import { HttpError } from 'ra-core';
import { CHAVES, gravar } from '../session/chaves.ts';
import { gravarSessao, lerSessao, limparSessao, tokenExpirado, type SessaoArmazenada } from '../session/usuario.ts';
import { tenantAtual } from '../tenant/tenant.ts';

/** SPEC §8: the info toast shown on the sign-in page after a forced logout (3 s). */
export const MENSAGEM_SESSAO_EXPIRADA = 'Sessão expirada, por favor faça login novamente!';
/** SPEC §9: logout delay after a failed refresh. */
export const ATRASO_LOGOUT_MS = 1000;
/** Value of the sessionStorage notice key that makes the sign-in page show the toast. */
export const AVISO_SESSAO_EXPIRADA = 'sessao-expirada';

export interface Envelope<T = unknown> {
  Success: boolean;
  Message: string | null;
  Data: T;
  [campo: string]: unknown;
}

export interface OpcoesRequisicao extends Omit<RequestInit, 'body'> {
  /** A plain object/array is sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  /** Do not send the Authorization header. */
  semAuth?: boolean;
  /** Do not refresh-and-retry on 401. */
  semRetry?: boolean;
}

const RESERVADAS = new Set(['Success', 'Message', 'Data']);
/** Keys of other error shapes (Fastify defaults, OData, ours) that are never field names. */
const NAO_CAMPOS = new Set(['error', 'statusCode', 'message', 'code', 'errors', 'fieldErrors', 'details']);

// ---------------------------------------------------------------- navigation and expiry hooks

let navegador: ((caminho: string) => void) | null = null;
let aoExpirar: () => void | Promise<void> = () => limparSessao();
let expiracao: ReturnType<typeof setTimeout> | null = null;

/** The app registers react-router's navigate here (falls back to a full page load). */
export function definirNavegador(fn: (caminho: string) => void): () => void {
  navegador = fn;
  return () => {
    if (navegador === fn) navegador = null;
  };
}

export function navegar(caminho: string): void {
  if (navegador) navegador(caminho);
  else if (typeof window !== 'undefined') window.location.assign(caminho);
}

/** The auth provider registers its logout (revoke session, clear user, reset menu) here. */
export function definirAoExpirar(fn: () => void | Promise<void>): void {
  aoExpirar = fn;
}

/** True while a forced logout is scheduled (react-admin's checkError then leaves it alone). */
export function expiracaoAgendada(): boolean {
  return expiracao !== null;
}

/** Marks the notice the sign-in page shows ('Sessão expirada, ...', 3 s). */
export function avisarSessaoExpirada(): void {
  gravar('session', CHAVES.aviso, AVISO_SESSAO_EXPIRADA);
}

/**
 * Schedules the forced logout of SPEC §4 (once): after 1000 ms, log out and go to
 * `/{url}/sign-in` with the session-expired notice.
 */
export function agendarLogoutPorExpiracao(): void {
  if (expiracao !== null) return;
  expiracao = setTimeout(async () => {
    try {
      await aoExpirar();
    } catch (e) {
      console.error('Falha ao encerrar a sessão expirada', e);
      limparSessao();
    } finally {
      expiracao = null;
      avisarSessaoExpirada();
      navegar(`/${encodeURIComponent(tenantAtual())}/sign-in`);
    }
  }, ATRASO_LOGOUT_MS);
}

/** Test helper: cancels a scheduled forced logout. */
export function cancelarLogoutAgendado(): void {
  if (expiracao !== null) clearTimeout(expiracao);
  expiracao = null;
}

// ---------------------------------------------------------------- requests

/** The login and refresh-token calls are never retried on 401 (SPEC §4, §7). */
export function ehChamadaDeAutenticacao(url: string): boolean {
  return /\/v1\/auth\/(login|refresh-token)(\/|\?|$)/i.test(url);
}

function montar(opts: OpcoesRequisicao, token: string | undefined): RequestInit {
  const { body, semAuth, semRetry: _semRetry, headers, ...resto } = opts;
  const h = new Headers(headers);
  if (!h.has('Accept')) h.set('Accept', 'application/json');
  let corpo: BodyInit | undefined;
  if (body === undefined || body === null) corpo = undefined;
  else if (typeof FormData !== 'undefined' && body instanceof FormData) corpo = body;
  else if (typeof Blob !== 'undefined' && body instanceof Blob) corpo = body;
  else if (body instanceof URLSearchParams) corpo = body;
  else if (typeof body === 'string') {
    corpo = body;
    if (!h.has('Content-Type')) h.set('Content-Type', 'application/json');
  } else {
    corpo = JSON.stringify(body);
    if (!h.has('Content-Type')) h.set('Content-Type', 'application/json');
  }
  if (token && !semAuth) h.set('Authorization', `Bearer ${token}`);
  return { ...resto, headers: h, body: corpo };
}

/** Window event: a call to the server got no answer at all (network error). */
export const EVENTO_SEM_RESPOSTA = 'erp:sem-resposta';

/**
 * fetch with the bearer token and the refresh-and-retry-once rule. Resolves with the final
 * Response whatever its status; rejects only on network errors/aborts.
 */
export async function apiFetch(url: string, opts: OpcoesRequisicao = {}): Promise<Response> {
  const sessao = lerSessao();
  const tokenUsado = sessao?.Token;
  let res: Response;
  try {
    res = await fetch(url, montar(opts, tokenUsado));
  } catch (e) {
    // no answer at all (not an abort): the offline page checks the connection (layout/SemConexao.tsx)
    if (!(e instanceof DOMException && e.name === 'AbortError') && typeof window !== 'undefined') window.dispatchEvent(new Event(EVENTO_SEM_RESPOSTA));
    throw e;
  }
  if (res.status !== 401 || opts.semAuth || opts.semRetry || !sessao || ehChamadaDeAutenticacao(url)) return res;
  const renovou = await renovarSessao(tokenUsado);
  if (!renovou) return res;
  return fetch(url, montar(opts, lerSessao()?.Token));
}

let renovacao: Promise<boolean> | null = null;

/**
 * Refreshes the session once for all concurrent callers. When another tab (or call) already
 * replaced the token the caller used, resolves true at once so the caller simply retries.
 */
export function renovarSessao(tokenUsado?: string): Promise<boolean> {
  const atual = lerSessao();
  if (atual && tokenUsado && atual.Token !== tokenUsado) return Promise.resolve(true);
  if (!renovacao) {
    renovacao = executarRenovacao().finally(() => {
      renovacao = null;
    });
  }
  return renovacao;
}

async function executarRenovacao(): Promise<boolean> {
  const s = lerSessao();
  if (!s?.RefreshToken) return false;
  let res: Response;
  try {
    res = await fetch('/v1/auth/refresh-token/', montar({ method: 'POST', body: { AccessToken: s.Token, RefreshToken: s.RefreshToken } }, undefined));
  } catch {
    return false;
  }
  const body = (await lerCorpo(res)) as Partial<Envelope<Partial<SessaoArmazenada>>> | null;
  const data = body && typeof body === 'object' ? body.Data : null;
  if (res.ok && body?.Success !== false && data && typeof data.Token === 'string') {
    gravarSessao({ ...s, ...data, User: data.User ?? s.User } as SessaoArmazenada);
    return true;
  }
  if (res.status === 401 && tokenExpirado(s)) agendarLogoutPorExpiracao();
  return false;
}

/** Body of a response: parsed JSON, the text when not JSON, or null when empty. */
export async function lerCorpo(res: Response): Promise<unknown> {
  let texto: string;
  try {
    texto = await res.text();
  } catch {
    return null;
  }
  if (texto === '') return null;
  try {
    return JSON.parse(texto);
  } catch {
    return texto;
  }
}

function ehObjeto(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Default pt-BR message per HTTP status when the server gave none. */
export function mensagemPadrao(status: number): string {
  if (status === 0) return 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
  if (status === 400) return 'Verifique os campos informados.';
  if (status === 401) return 'Não autenticado. Faça login novamente.';
  if (status === 403) return 'Você não tem permissão para esta operação.';
  if (status === 404) return 'Registro não encontrado.';
  if (status === 413) return 'O arquivo enviado é grande demais.';
  if (status === 429) return 'Muitas tentativas. Aguarde um minuto e tente novamente.';
  if (status >= 500) return 'O servidor encontrou um erro. Tente novamente em instantes.';
  return 'Erro de comunicação com o servidor.';
}

/**
 * The field errors of an error body (SPEC §3 "Error payload", §8): every key other than Data,
 * Message and Success holding messages. Keys the server prefixed with `campo_` because they
 * clash with the reserved names are restored.
 */
export function errosDeCampo(body: unknown): Record<string, string[]> {
  const saida: Record<string, string[]> = {};
  if (!ehObjeto(body)) return saida;
  for (const [chave, valor] of Object.entries(body)) {
    if (RESERVADAS.has(chave) || NAO_CAMPOS.has(chave)) continue;
    const msgs = Array.isArray(valor) ? valor.filter((m): m is string => typeof m === 'string') : typeof valor === 'string' ? [valor] : [];
    if (msgs.length === 0) continue;
    const m = /^campo_(Success|Message|Data)$/.exec(chave);
    saida[m ? m[1] : chave] = msgs;
  }
  return saida;
}

/** `'Email[1].email'` -> `['Email', 1, 'email']`; `'Empresa.cnpj'` -> `['Empresa', 'cnpj']`. */
export function caminhoCampo(caminho: string): Array<string | number> {
  const partes: Array<string | number> = [];
  const re = /([^.[\]]+)|\[(\d+)\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(caminho)) !== null) {
    if (m[2] !== undefined) partes.push(Number(m[2]));
    else partes.push(/^\d+$/.test(m[1]) ? Number(m[1]) : m[1]);
  }
  return partes;
}

type No = Record<string | number, unknown> | unknown[];

/**
 * Nested errors in the form's shape, as ra-core applies them (`setSubmissionErrors` walks the
 * object and calls react-hook-form's `setError('Email.1.email', ...)`): list positions become
 * sparse arrays (no `undefined` holes are written, which ra-core could not stringify), several
 * messages of one field are joined, and a message for a node that also has children goes to
 * its `root` key (react-hook-form's place for list-level errors).
 */
export function errosAninhados(planos: Record<string, string[]>): Record<string, unknown> {
  const raiz: Record<string, unknown> = {};
  for (const [caminho, msgs] of Object.entries(planos)) {
    const partes = caminhoCampo(caminho);
    if (partes.length === 0) continue;
    const texto = msgs.join(' ');
    let no: No = raiz;
    for (let i = 0; i < partes.length; i++) {
      const p = partes[i];
      const ultimo = i === partes.length - 1;
      const atual = (no as Record<string | number, unknown>)[p];
      if (ultimo) {
        if (atual !== undefined && typeof atual === 'object') (atual as Record<string, unknown>).root = texto;
        else (no as Record<string | number, unknown>)[p] = atual === undefined ? texto : `${String(atual)} ${texto}`;
        break;
      }
      let filho = atual;
      if (filho === undefined || typeof filho !== 'object' || filho === null) {
        const novo: No = typeof partes[i + 1] === 'number' ? [] : {};
        if (typeof filho === 'string') (novo as Record<string, unknown>).root = filho;
        (no as Record<string | number, unknown>)[p] = novo;
        filho = novo;
      }
      no = filho as No;
    }
  }
  return raiz;
}

/**
 * A react-admin HttpError for a failed call: message from `Message` (envelope) or
 * `error.message` (OData), else a default by status; `body` keeps the server's answer and adds
 * `fieldErrors` and, when there are field errors, `errors`.
 */
export function erroHttp(status: number, body: unknown): HttpError {
  let mensagem: string | null = null;
  if (ehObjeto(body)) {
    const odata = body.error;
    if (ehObjeto(odata) && typeof odata.message === 'string' && odata.message) mensagem = odata.message;
    else if (typeof body.Message === 'string' && body.Message) mensagem = body.Message;
    else if (typeof body.message === 'string' && body.message) mensagem = body.message;
  }
  const fieldErrors = errosDeCampo(body);
  const temCampos = Object.keys(fieldErrors).length > 0;
  const corpo: Record<string, unknown> = {
    ...(ehObjeto(body) ? body : body === null ? {} : { conteudo: body }),
    fieldErrors,
  };
  if (temCampos) corpo.errors = errosAninhados(fieldErrors);
  else delete corpo.errors;
  return new HttpError(mensagem ?? mensagemPadrao(status), status, corpo);
}

function ehAbort(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: string }).name === 'AbortError';
}

/**
 * A call answered with the `{Success, Message, Data}` envelope. Throws HttpError on a non-2xx
 * status, on `Success: false`, and (status 0) on network failures.
 */
export async function requisitar<T = unknown>(url: string, opts: OpcoesRequisicao = {}): Promise<Envelope<T>> {
  let res: Response;
  try {
    res = await apiFetch(url, opts);
  } catch (e) {
    if (ehAbort(e)) throw e;
    throw erroHttp(0, null);
  }
  const body = await lerCorpo(res);
  if (!res.ok) throw erroHttp(res.status, body);
  if (ehObjeto(body) && body.Success === false) throw erroHttp(Object.keys(errosDeCampo(body)).length ? 400 : res.status, body);
  if (ehObjeto(body) && 'Success' in body) return body as Envelope<T>;
  return { Success: true, Message: null, Data: body as T };
}

/** `Data` of an envelope call (SPEC §7 "Responses of non-OData calls are used as the data unwrapped"). */
export async function apiData<T = unknown>(url: string, opts: OpcoesRequisicao = {}): Promise<T> {
  return (await requisitar<T>(url, opts)).Data;
}
