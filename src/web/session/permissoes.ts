/**
 * Permissions of the signed-in user (SPEC §6), computed from the stored user: the two rule lists
 * (user type = management; issuer user type = company level), the reseller-chain level, the
 * issuer's package type and reseller id. Used by the menu/route table, `canAccess` and screens.
 */
import type { NivelCadeia } from '../../domain/permissoes.ts';
import type { SessaoArmazenada, UsuarioApi } from './usuario.ts';

export type FonteRegra = 'tipo' | 'emitente';

export interface Permissoes {
  logado: boolean;
  nivel: NivelCadeia | null;
  /** Rules of TipoUsuario.Restricao (management). */
  regrasTipo: ReadonlySet<string>;
  /** Rules of EmitenteTipoUsuario.EmitenteRestricao (company level). */
  regrasEmitente: ReadonlySet<string>;
  /** Emitente.tipo_pacote (0 without an issuer). */
  pacote: number;
  /** Emitente.Revenda.id (null without an issuer). */
  revendaId: number | null;
  temEmitente: boolean;
}

export const SEM_PERMISSOES: Permissoes = {
  logado: false,
  nivel: null,
  regrasTipo: new Set(),
  regrasEmitente: new Set(),
  pacote: 0,
  revendaId: null,
  temEmitente: false,
};

const NIVEIS_POR_TIPO: Record<string, NivelCadeia> = {
  administrador: 'admin',
  'distribuidor master': 'master',
  distribuidormaster: 'master',
  distribuidor: 'distribuidor',
  revenda: 'revenda',
};
const NIVEIS_POR_ID: Record<number, NivelCadeia> = { 1: 'admin', 2: 'master', 3: 'distribuidor', 4: 'revenda' };

/** Reseller-chain level of a user from TipoUsuario.tipo (falls back to the fixed ids 1-4). */
export function nivelDoUsuario(u: Pick<UsuarioApi, 'TipoUsuario'> | null | undefined): NivelCadeia | null {
  if (!u?.TipoUsuario) return null;
  const tipo = String(u.TipoUsuario.tipo ?? '')
    .trim()
    .toLowerCase();
  if (NIVEIS_POR_TIPO[tipo]) return NIVEIS_POR_TIPO[tipo];
  if (tipo.startsWith('empresa')) return 'emitente';
  return NIVEIS_POR_ID[u.TipoUsuario.id] ?? 'emitente';
}

export function permissoesDe(s: Pick<SessaoArmazenada, 'User'> | null | undefined): Permissoes {
  const u = s?.User;
  if (!u) return SEM_PERMISSOES;
  const regras = (l: { regra: string }[] | undefined | null) => new Set((l ?? []).map((r) => r?.regra).filter((r): r is string => typeof r === 'string'));
  return {
    logado: true,
    nivel: nivelDoUsuario(u),
    regrasTipo: regras(u.TipoUsuario?.Restricao),
    regrasEmitente: regras(u.EmitenteTipoUsuario?.EmitenteRestricao),
    pacote: Number(u.Emitente?.tipo_pacote ?? 0) || 0,
    revendaId: u.Emitente?.Revenda?.id ?? null,
    temEmitente: !!u.Emitente,
  };
}

export function temRegra(p: Permissoes, fonte: FonteRegra, regra: string): boolean {
  return (fonte === 'tipo' ? p.regrasTipo : p.regrasEmitente).has(regra);
}
