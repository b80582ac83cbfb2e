/**
 * Loads who is calling from a session id (the `sid` claim of the access token): the user, its
 * type and level in the reseller chain, the issuer the session acts on, and the two rule lists of
 * SPEC §6 (TipoUsuario.Restricao and EmitenteTipoUsuario.EmitenteRestricao). Runs as owner because
 * it is what establishes the tenant; it reads only rows tied to that session.
 */
import type { Database } from '../db/pool.ts';
import type { Nivel, TenantContext } from '../db/tenant.ts';

export interface UserContext extends TenantContext {
  sessaoId: string;
  login: string;
  nome: string;
  email: string;
  tipoUsuario: { id: number; tipo: string; nivel: Nivel };
  emitente: { id: number; nome: string; cnpj: string; tipo_pacote: number; revenda_id: number } | null;
  emitenteTipoUsuario: { id: number; descricao: string } | null;
  regrasTipo: Set<string>;
  regrasEmitente: Set<string>;
}

const SQL = `
SELECT s.id AS sid, s.revogado_em, s.expira_em < now() AS expirada,
       u.id, u.login, u.nome, u.email, u.ativo, u.distribuidor_master_id, u.distribuidor_id, u.revenda_id,
       u.emitente_id AS emitente_proprio, u.emitente_tipo_usuario_id,
       t.id AS tipo_id, t.tipo, t.nivel,
       e.id AS emitente_id, e.nome AS emitente_nome, e.cnpj AS emitente_cnpj, e.tipo_pacote, e.revenda_id AS emitente_revenda_id,
       etu.id AS etu_id, etu.descricao AS etu_descricao,
       ARRAY(SELECT r.regra FROM restricao r WHERE r.tipo_usuario_id = t.id ORDER BY r.regra) AS regras_tipo,
       ARRAY(SELECT er.regra FROM emitente_restricao er
              WHERE er.emitente_id = e.id AND er.emitente_tipo_usuario_id = etu.id ORDER BY er.regra) AS regras_emitente
  FROM sessao_usuario s
  JOIN usuario u ON u.id = s.usuario_id
  JOIN tipo_usuario t ON t.id = u.tipo_usuario_id
  LEFT JOIN emitente e ON e.id = s.emitente_id AND e.ativo
  LEFT JOIN LATERAL (
    SELECT x.id, x.descricao FROM emitente_tipo_usuario x
     WHERE x.emitente_id = e.id
       AND (x.id = u.emitente_tipo_usuario_id AND u.emitente_id = e.id
            OR (u.emitente_id IS DISTINCT FROM e.id AND x.administrador))
     ORDER BY x.id LIMIT 1) etu ON true
 WHERE s.id = $1`;

/** Returns the context, or null when the session is unknown, revoked, expired or the user inactive. */
export async function loadUserContext(db: Database, sessaoId: string): Promise<UserContext | null> {
  const { rows } = await db.pool.query(SQL, [sessaoId]);
  const r = rows[0];
  if (!r || r.revogado_em || r.expirada || !r.ativo) return null;
  return {
    sessaoId: r.sid,
    usuarioId: r.id,
    login: r.login,
    nome: r.nome,
    email: r.email,
    nivel: r.nivel,
    masterId: r.distribuidor_master_id,
    distribuidorId: r.distribuidor_id,
    revendaId: r.revenda_id,
    emitenteId: r.emitente_id,
    tipoUsuario: { id: r.tipo_id, tipo: r.tipo, nivel: r.nivel },
    emitente: r.emitente_id
      ? { id: r.emitente_id, nome: r.emitente_nome, cnpj: r.emitente_cnpj, tipo_pacote: r.tipo_pacote, revenda_id: r.emitente_revenda_id }
      : null,
    emitenteTipoUsuario: r.etu_id ? { id: r.etu_id, descricao: r.etu_descricao } : null,
    regrasTipo: new Set(r.regras_tipo),
    regrasEmitente: new Set(r.regras_emitente),
  };
}

/**
 * The stored-user shape of SPEC §3 returned by login and refresh: `User` with its Emitente
 * (nome, cnpj, tipo_pacote, Revenda {id}), TipoUsuario (tipo, Restricao[{regra}]) and
 * EmitenteTipoUsuario (EmitenteRestricao[{regra}]).
 */
export function storedUser(ctx: UserContext) {
  return {
    id: ctx.usuarioId,
    login: ctx.login,
    nome: ctx.nome,
    email: ctx.email,
    Emitente: ctx.emitente
      ? { id: ctx.emitente.id, nome: ctx.emitente.nome, cnpj: ctx.emitente.cnpj, tipo_pacote: ctx.emitente.tipo_pacote, Revenda: { id: ctx.emitente.revenda_id } }
      : null,
    TipoUsuario: {
      id: ctx.tipoUsuario.id,
      tipo: ctx.tipoUsuario.tipo,
      Restricao: [...ctx.regrasTipo].map((regra) => ({ regra })),
    },
    EmitenteTipoUsuario: ctx.emitenteTipoUsuario
      ? { id: ctx.emitenteTipoUsuario.id, descricao: ctx.emitenteTipoUsuario.descricao, EmitenteRestricao: [...ctx.regrasEmitente].map((regra) => ({ regra })) }
      : null,
  };
}
