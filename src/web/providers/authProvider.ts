/**
 * react-admin v5 auth provider over the session of SPEC §4 (sessao.ts does the calls):
 * login, logout (revoke-session, then the tenant's sign-in path as redirect), checkAuth (a stored
 * user with a token), checkError (a 401 that survived the http layer's refresh-and-retry ends the
 * session, unless the http layer already scheduled the forced logout), getIdentity,
 * getPermissions (session/permissoes.ts) and canAccess mapped to `Permitir.{Entidade}.{Ação}`.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import { resources, type Resource } from '../../generated/resources.ts';
import { lerSessao } from '../session/usuario.ts';
import { permissoesDe, temRegra, type Permissoes } from '../session/permissoes.ts';
import { avisarSessaoExpirada, expiracaoAgendada } from './http.ts';
import { caminhoSignIn, entrar, sair, type CredenciaisLogin } from './sessao.ts';

const ACOES_LEITURA = new Set(['list', 'show', 'read', 'export', 'access']);

/** The rule action a react-admin action needs: reads -> Consultar, create/clone -> Incluir, the rest -> Alterar. */
export function acaoDaPermissao(acao: string): 'Consultar' | 'Incluir' | 'Alterar' {
  if (ACOES_LEITURA.has(acao)) return 'Consultar';
  if (acao === 'create' || acao === 'clone') return 'Incluir';
  return 'Alterar';
}

/** Registry resource by react-admin name (`cliente`, or `cliente.nome` for a field), or by OData set. */
export function recursoPorNome(nome: string): Resource | undefined {
  const base = nome.split('.')[0];
  return resources.find((r) => r.name === base) ?? resources.find((r) => r.odata === base);
}

/**
 * canAccess of SPEC §6 for a registry resource: the rule from the resource's list, administrator
 * only, issuer required for issuer-scoped data, package type minimum, read-only tables. Names
 * outside the registry are allowed to signed-in users (custom pages check their own rules).
 */
export function podeAcessarRecurso(p: Permissoes, recurso: string, acao: string): boolean {
  if (!p.logado) return false;
  const r = recursoPorNome(recurso);
  if (!r) return true;
  const perm = r.permission;
  const acaoRegra = acaoDaPermissao(acao);
  if (perm.source === 'public') return acaoRegra === 'Consultar';
  if (r.readOnly && acaoRegra !== 'Consultar') return false;
  if (perm.adminOnly && p.nivel !== 'admin') return false;
  if (r.scope === 'emitente' && !p.temEmitente) return false;
  if (perm.pacoteMinimo && p.pacote < perm.pacoteMinimo) return false;
  return temRegra(p, perm.source, `Permitir.${perm.rule}.${acaoRegra}`);
}

export const authProvider: AuthProvider = {
  async login(params: CredenciaisLogin) {
    await entrar(params);
    return { redirectTo: 'dashboard' };
  },
  async logout() {
    await sair();
    return caminhoSignIn();
  },
  async checkAuth() {
    if (!lerSessao()?.Token) throw { redirectTo: caminhoSignIn(), message: false };
  },
  async checkError(error: { status?: number } | undefined) {
    if (error?.status !== 401) return;
    if (expiracaoAgendada()) return;
    avisarSessaoExpirada();
    throw { redirectTo: caminhoSignIn(), message: false, logoutUser: true };
  },
  async getIdentity(): Promise<UserIdentity> {
    const s = lerSessao();
    if (!s) throw new Error('Sem usuário');
    const u = s.User;
    return {
      id: u.id,
      fullName: u.nome || u.login || 'Usuário',
      login: u.login,
      email: u.email,
      empresa: u.Emitente?.nome ?? null,
      tipo: u.TipoUsuario?.tipo ?? null,
    };
  },
  async getPermissions(): Promise<Permissoes> {
    return permissoesDe(lerSessao());
  },
  async canAccess({ action, resource }: { action: string; resource: string }) {
    return podeAcessarRecurso(permissoesDe(lerSessao()), resource, action);
  },
};
