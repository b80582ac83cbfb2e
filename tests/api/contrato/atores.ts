/**
 * Who may do what, discovered through the real API instead of a per-entity table (contract suite
 * and body fuzz). The demo logins of the seed are tried in a fixed order and the first one the
 * server lets past the permission check wins; the probe body carries only an unknown field, so an
 * authorised caller gets 400 from validation and nothing is ever written.
 *
 * Actors: `loja` (owner of issuer 1, package 2), `admin`, `admin@emitente` (the administrator
 * after selecting loja's issuer with RefreshTokenEmpresa, needed for issuer-scoped entities that
 * are administrator-only), then the chain levels `master`, `distribuidor`, `revenda`, and
 * `industria` (owner of issuer 2).
 */
import type { EntityDef } from '../../../schema/registry.ts';
import type { LoginData, TestServer } from '../helpers.ts';

export interface Ator {
  nome: string;
  token: string;
  login: LoginData;
}

/** Body that fails validation on every entity (unknown field) once permission is granted. */
export const CORPO_SONDA = { campo_que_nao_existe_sonda: 1 };

/** Logs in every demo actor once (the administrator also selects loja's issuer). */
export async function entrarAtores(s: TestServer): Promise<Ator[]> {
  const nomes = ['loja', 'admin', 'master', 'distribuidor', 'revenda', 'industria', 'caixa'];
  const atores: Ator[] = [];
  for (const nome of nomes) {
    const login = await s.login(nome);
    atores.push({ nome, token: login.Token, login });
  }
  const loja = atores[0].login;
  const admin = await s.login('admin');
  const res = await s.call(admin.Token, {
    method: 'POST',
    url: '/v1/auth/RefreshTokenEmpresa/',
    payload: { EmitenteId: loja.User.Emitente.id, RefreshToken: admin.RefreshToken },
  });
  if (res.statusCode !== 200) throw new Error(`admin não selecionou a empresa da loja: ${res.statusCode} ${res.body}`);
  const data = res.json().Data as LoginData;
  atores.splice(2, 0, { nome: 'admin@emitente', token: data.Token, login: data });
  return atores;
}

/** Candidates for writing, in order of preference (never `caixa` nor `industria`). */
const ORDEM_ESCRITA = ['loja', 'admin', 'admin@emitente', 'master', 'distribuidor', 'revenda'];

/**
 * The first actor allowed to POST (or, for read-only entities, to GET) entity `e`, or null when
 * none of the demo logins may. Probes: POST (escrever) or PUT (alterar) with {@link CORPO_SONDA}
 * (400 = allowed, 403 = not), GET /v1/{rest}/0 (404 = allowed).
 */
export async function atorQuePode(s: TestServer, atores: Ator[], e: EntityDef, op: 'escrever' | 'alterar' | 'ler'): Promise<Ator | null> {
  for (const nome of ORDEM_ESCRITA) {
    const a = atores.find((x) => x.nome === nome)!;
    const res =
      op === 'ler'
        ? await s.call(a.token, { method: 'GET', url: `/v1/${e.erp.rest}/${e.properties[e.key].type === 'integer' ? '0' : 'x'}` })
        : await s.call(a.token, { method: op === 'escrever' ? 'POST' : 'PUT', url: `/v1/${e.erp.rest}/`, payload: CORPO_SONDA });
    if (res.statusCode !== 403 && res.statusCode !== 401) return a;
  }
  return null;
}

/** Whether the generic API offers operation `acao` for `e` (not `readOnly`; listed in `permission.actions` when given). */
export function oferece(e: EntityDef, acao: 'Incluir' | 'Alterar' | 'Excluir'): boolean {
  return !e.erp.readOnly && (!e.erp.permission.actions || e.erp.permission.actions.includes(acao));
}
