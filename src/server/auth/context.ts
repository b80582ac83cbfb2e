/**
 * Loads who is calling from a session id (the `sid` claim of the access token): the user, its
 * type and level in the reseller chain, the issuer the session acts on, and the two rule lists of
 * SPEC §6 (TipoUsuario.Restricao and EmitenteTipoUsuario.EmitenteRestricao). Runs as owner because
 * it is what establishes the tenant; it reads only rows tied to that session.
 *
 * {@link CacheContexto} keeps these contexts per process (see its docstring for why a revoke or a
 * permission change still takes effect on the very next request on every process).
 */
import type { Database } from '../db/pool.ts';
import { adoptTenantTransaction, tenantSettingsSql, type Nivel, type TenantContext } from '../db/tenant.ts';

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
SELECT (SELECT v.versao FROM contexto_versao v) AS versao, s.emitente_id AS sessao_emitente_id,
       s.id AS sid, s.revogado_em, s.expira_em < now() AS expirada,
       u.id, u.login, u.nome, u.email, u.ativo, u.distribuidor_master_id, u.distribuidor_id, u.revenda_id,
       u.emitente_id AS emitente_proprio, u.emitente_tipo_usuario_id,
       t.id AS tipo_id, t.tipo, t.nivel,
       e.id AS emitente_id, e.nome AS emitente_nome, e.cnpj AS emitente_cnpj, e.tipo_pacote, e.revenda_id AS emitente_revenda_id,
       etu.id AS etu_id, etu.descricao AS etu_descricao,
       ARRAY(SELECT r.regra FROM restricao r WHERE r.tipo_usuario_id = t.id ORDER BY r.regra) AS regras_tipo,
       ARRAY(SELECT er.regra FROM emitente_restricao er
              WHERE er.emitente_id = e.id AND er.emitente_tipo_usuario_id = etu.id ORDER BY er.regra) AS regras_emitente,
       ARRAY(SELECT l.regra FROM emitente_restricao_liberacao l
              WHERE l.emitente_id = e.id AND l.usuario_id = u.id AND l.expira_em > now()) AS regras_liberadas,
       (SELECT (extract(epoch FROM min(l.expira_em)) * 1000)::float8 FROM emitente_restricao_liberacao l
         WHERE l.emitente_id = e.id AND l.usuario_id = u.id AND l.expira_em > now()) AS liberacao_expira_ms
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
  return (await loadVersioned(db, sessaoId))?.ctx ?? null;
}

/** A context with what validates it later: the context version and the session's own issuer column, read in the same snapshot. */
interface Versioned {
  ctx: UserContext;
  versao: string;
  sessaoEmitenteId: number | null;
  /** Epoch ms when the first temporary grant (LiberarAcesso) in `regrasEmitente` expires; null: none. */
  liberacaoExpira: number | null;
}

async function loadVersioned(db: Database, sessaoId: string): Promise<Versioned | null> {
  const { rows } = await db.pool.query(SQL, [sessaoId]);
  const r = rows[0];
  if (!r || r.revogado_em || r.expirada || !r.ativo) return null;
  return {
    ctx: toContext(r),
    versao: String(r.versao),
    sessaoEmitenteId: r.sessao_emitente_id,
    liberacaoExpira: r.liberacao_expira_ms === null ? null : Number(r.liberacao_expira_ms),
  };
}

function toContext(r: Record<string, any>): UserContext {
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
    // the profile's rules plus the temporary grants in force (LiberarAcesso, modules/config/liberacao.ts)
    regrasEmitente: new Set([...r.regras_emitente, ...(r.regras_liberadas ?? [])]),
  };
}

/** Liveness of one session and the current context version, in one statement (two primary-key reads). */
const VALIDA = `
SELECT (SELECT v.versao FROM contexto_versao v) AS versao,
       s.revogado_em IS NULL AND s.expira_em > now() AS viva, s.emitente_id AS sessao_emitente_id
  FROM sessao_usuario s WHERE s.id = $1`;

interface Entrada extends Versioned {
  ate: number;
  /**
   * `BEGIN; <VALIDA for this session>; <tenant settings of ctx>` of {@link CacheContexto.obterEmTransacao},
   * written once per entry (the session id and the cached context do not change while it lives).
   */
  sqlEmTransacao: string | null;
}

/** How long a cached context may be reused before a full reload, ms. */
export const TTL_MS = 60_000;
/** At most this many sessions cached per process. */
export const MAX_ENTRADAS = 10_000;

/**
 * Per-process cache of session contexts, keyed by session id (one per server instance).
 *
 * Why it is safe (design choice, issue "Platform I" part 3): a cached context is never used
 * blindly. Every request still asks the database, in one cheap statement ({@link VALIDA}: two
 * primary-key reads instead of the five-table query with its two array sub-selects), whether the
 * session is live (not revoked, not expired), which issuer the session row points to, and the
 * current `contexto_versao.versao`. That version is bumped, in the same transaction, by statement
 * triggers on every table that shapes a context (restricao, emitente_restricao,
 * emitente_tipo_usuario, tipo_usuario, and the context columns of usuario and emitente — migration
 * 1763700001600). So a revoke (logout, admin drop, refresh-token reuse, derrubar-antiga), a
 * permission change, a user deactivated or retyped, or a package/issuer change is seen by the very
 * next request on every process as soon as it commits: correctness depends neither on Redis
 * delivery nor on timing. Any version change reloads the context (coarse, but permission changes
 * are rare next to reads). The TTL ({@link TTL_MS}) and the size bound ({@link MAX_ENTRADAS}, oldest
 * dropped first) only bound memory and how long an idle entry lingers — except that an entry holding a
 * temporary grant (emitente_restricao_liberacao) lives at most until that grant expires, since expiry
 * is a matter of time, not of a write that bumps the version; `esquecer` drops one entry
 * (never needed for correctness). Redis pub/sub invalidation was considered and not used: it would
 * need the publish after COMMIT and a process that misses a message would serve a stale context,
 * while this check has no message to miss. Its cost is one round trip per request, and on the hot
 * read routes not even that: {@link CacheContexto.obterEmTransacao} sends it together with BEGIN
 * and the tenant settings, which the request needs anyway.
 */
export class CacheContexto {
  private entradas = new Map<string, Entrada>();

  constructor(
    private db: Database,
    private ttlMs = TTL_MS,
    private max = MAX_ENTRADAS,
  ) {}

  /** The live context of a session, or null (unknown, revoked, expired, user inactive). */
  async obter(sessaoId: string): Promise<UserContext | null> {
    const e = this.entradas.get(sessaoId);
    if (e && e.ate > Date.now()) {
      const { rows } = await this.db.pool.query(VALIDA, [sessaoId]);
      const r = rows[0];
      if (!r?.viva) {
        this.entradas.delete(sessaoId);
        return null;
      }
      if (String(r.versao) === e.versao && r.sessao_emitente_id === e.sessaoEmitenteId) return e.ctx;
    }
    this.entradas.delete(sessaoId);
    const v = await loadVersioned(this.db, sessaoId);
    if (!v) return null;
    if (this.entradas.size >= this.max) this.entradas.delete(this.entradas.keys().next().value!);
    // a temporary grant ends by time, not by a write: the entry must not outlive it
    this.entradas.set(sessaoId, { ...v, ate: Math.min(Date.now() + this.ttlMs, v.liberacaoExpira ?? Number.POSITIVE_INFINITY), sqlEmTransacao: null });
    return v.ctx;
  }

  /**
   * Like {@link obter}, and when the context comes from the cache, the session check travels in
   * one round trip with BEGIN and the tenant settings (`BEGIN; <check>; SELECT set_config(...)`,
   * the check first, before the role switch): the open transaction is adopted
   * (db/tenant.ts `adoptTenantTransaction`) for the returned per-request copy of the context, so the
   * route's first `withTenant` starts working at once. For routes that call `withTenant` right after
   * the permission check and take no other connection meanwhile (GET by id, OData list): the
   * caller must `discardTenantTransaction(ctx)` when the request ends (plugin.ts does, on the response's 'close').
   */
  async obterEmTransacao(sessaoId: string): Promise<UserContext | null> {
    const e = this.entradas.get(sessaoId);
    if (!e || e.ate <= Date.now()) return this.obter(sessaoId);
    const sqlEmTransacao = this.sqlEmTransacao(sessaoId, e);
    if (sqlEmTransacao === null) return this.obter(sessaoId);
    const client = await this.db.pool.connect();
    let adotado = false;
    try {
      const res = (await client.query(sqlEmTransacao)) as unknown as Array<{
        rows: Array<Record<string, any>>;
      }>;
      const r = res[1].rows[0];
      if (!r?.viva) {
        this.entradas.delete(sessaoId);
        return null;
      }
      if (String(r.versao) === e.versao && r.sessao_emitente_id === e.sessaoEmitenteId) {
        const ctx = { ...e.ctx };
        adoptTenantTransaction(ctx, client);
        adotado = true;
        return ctx;
      }
    } finally {
      if (!adotado) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
      }
    }
    this.entradas.delete(sessaoId); // stale: reload outside any transaction
    return this.obter(sessaoId);
  }

  /**
   * A read in the same round trip as the session check, for a cached, fresh context: sends
   * `BEGIN; <check>; <tenant settings>; <sql>; COMMIT` as one simple-protocol query and returns the
   * per-request copy of the context with the rows of `sql` when the check passes (session live, same
   * context version and issuer); null otherwise, and the caller takes the usual path
   * ({@link obterEmTransacao} and its own statement), which answers 401, reloads a changed context or
   * reports the database's error exactly as before.
   *
   * `montar(ctx)` writes the statement for the cached context (`sql`, values as literals: the simple
   * protocol carries no parameters; db/sql-em-texto.ts) with whatever the caller needs to read its rows,
   * given back as `leitura`; or returns null when it cannot — e.g. the context lacks the permission,
   * which the usual path then reports after checking the session.
   * The statement runs before the check's answer is seen: when the check fails, its rows are dropped
   * unread (read-only work, never sent to anyone). For side-effect-free statements only.
   * @returns null also when there is no fresh cached entry, or when any statement failed (rolled back).
   */
  async lerNaValidacao<T extends { sql: string }>(
    sessaoId: string,
    montar: (ctx: UserContext) => T | null,
  ): Promise<{ ctx: UserContext; rows: Array<Record<string, unknown>>; leitura: T } | null> {
    const e = this.entradas.get(sessaoId);
    if (!e || e.ate <= Date.now()) return null;
    const sqlEmTransacao = this.sqlEmTransacao(sessaoId, e);
    if (sqlEmTransacao === null) return null;
    const leitura = montar(e.ctx);
    if (leitura === null) return null;
    const client = await this.db.pool.connect();
    let res: Array<{ rows: Array<Record<string, any>> }>;
    try {
      res = (await client.query(`${sqlEmTransacao}; ${leitura.sql}; COMMIT`)) as unknown as typeof res;
    } catch {
      try {
        await client.query('ROLLBACK');
        client.release();
      } catch (err) {
        client.release(err as Error); // the connection itself failed: out of the pool
      }
      return null;
    }
    client.release();
    const r = res[1].rows[0];
    if (!r?.viva || String(r.versao) !== e.versao || r.sessao_emitente_id !== e.sessaoEmitenteId) {
      // revoked or changed: the usual path answers 401 or reloads the context
      this.entradas.delete(sessaoId);
      return null;
    }
    return { ctx: { ...e.ctx }, rows: res[3].rows, leitura };
  }

  /**
   * `BEGIN; <VALIDA for this session>; <tenant settings of the entry's context>`, written once per
   * entry (the session id and the cached context do not change while it lives); null when the session
   * id is not of the form that may be written as a literal.
   */
  private sqlEmTransacao(sessaoId: string, e: Entrada): string | null {
    if (e.sqlEmTransacao === null) {
      if (!/^[0-9a-f-]{36}$/.test(sessaoId)) return null;
      // sessaoId is checked just above (hex and dashes only), so it can be written as a literal
      e.sqlEmTransacao = `BEGIN; ${VALIDA.replace('$1', `'${sessaoId}'::uuid`)}; ${tenantSettingsSql(e.ctx)}`;
    }
    return e.sqlEmTransacao;
  }

  /** Drops a session's entry on this process (the database check would refuse it anyway). */
  esquecer(sessaoId: string): void {
    this.entradas.delete(sessaoId);
  }

  /** Number of cached sessions (tests, diagnostics). */
  get tamanho(): number {
    return this.entradas.size;
  }
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
      ? {
          id: ctx.emitente.id,
          nome: ctx.emitente.nome,
          cnpj: ctx.emitente.cnpj,
          tipo_pacote: ctx.emitente.tipo_pacote,
          Revenda: { id: ctx.emitente.revenda_id },
        }
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
