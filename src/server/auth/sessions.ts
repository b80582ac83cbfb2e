/**
 * Sessions and refresh tokens (SPEC §7 auth, DESIGN §4).
 *
 * A session (`sessao_usuario`) is created at login and lives until it expires or is revoked.
 * Refresh tokens are 256-bit random strings; only their SHA-256 is stored. Each refresh rotates
 * the token: the presented one is marked used and a new one is issued. Presenting a token that was
 * already used means it leaked (or was replayed): the whole session is revoked (reuse detection).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Client } from '../db/tenant.ts';
import { unauthorized } from '../http/envelope.ts';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface NewSession {
  sessaoId: string;
  refreshToken: string;
}

/** Opens a session for a user acting on `emitenteId` (null for chain users without an issuer). */
export async function createSession(
  c: Client,
  u: { id: number; masterId: number | null; distribuidorId: number | null; revendaId: number | null },
  emitenteId: number | null,
  opts: { days: number; lembrarMe: boolean; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const sessaoId = randomUUID();
  const refreshToken = newToken();
  await c.query(
    `INSERT INTO sessao_usuario (id, usuario_id, emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, lembrar_me, ip, user_agent, expira_em)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9, now() + make_interval(days => $10))`,
    [
      sessaoId,
      u.id,
      emitenteId,
      u.masterId,
      u.distribuidorId,
      u.revendaId,
      opts.lembrarMe,
      opts.ip ?? null,
      (opts.userAgent ?? '').slice(0, 300) || null,
      opts.days,
    ],
  );
  await c.query('INSERT INTO sessao_usuario_token (hash, sessao_id) VALUES ($1, $2)', [sha256(refreshToken), sessaoId]);
  return { sessaoId, refreshToken };
}

/**
 * Rotates `refreshToken`: returns the session id and a new token.
 * @throws ApiError 401 when the token is unknown, the session revoked/expired, or on reuse (which revokes the session).
 */
export async function rotateRefreshToken(c: Client, refreshToken: string): Promise<NewSession> {
  const { rows } = await c.query(
    `SELECT t.sessao_id, t.usado_em, s.revogado_em, s.expira_em < now() AS expirada
       FROM sessao_usuario_token t JOIN sessao_usuario s ON s.id = t.sessao_id
      WHERE t.hash = $1 FOR UPDATE OF t, s`,
    [sha256(refreshToken)],
  );
  const r = rows[0];
  if (!r) throw unauthorized('Sessão inválida. Faça login novamente.');
  if (r.usado_em) {
    await revokeSession(c, r.sessao_id, 'reuso de refresh token');
    throw unauthorized('Sessão encerrada por segurança: o token de renovação já havia sido usado. Faça login novamente.');
  }
  if (r.revogado_em || r.expirada) throw unauthorized('Sessão expirada, por favor faça login novamente!');
  await c.query('UPDATE sessao_usuario_token SET usado_em = now() WHERE hash = $1', [sha256(refreshToken)]);
  const next = newToken();
  await c.query('INSERT INTO sessao_usuario_token (hash, sessao_id) VALUES ($1, $2)', [sha256(next), r.sessao_id]);
  await c.query('UPDATE sessao_usuario SET ultimo_uso = now() WHERE id = $1', [r.sessao_id]);
  return { sessaoId: r.sessao_id, refreshToken: next };
}

/** Marks a session revoked (idempotent). Returns false when no such live session exists. */
export async function revokeSession(c: Client, sessaoId: string, motivo: string): Promise<boolean> {
  const { rowCount } = await c.query(`UPDATE sessao_usuario SET revogado_em = now(), motivo_revogacao = $2 WHERE id = $1 AND revogado_em IS NULL`, [
    sessaoId,
    motivo.slice(0, 60),
  ]);
  return (rowCount ?? 0) > 0;
}

/** Finds the session that owns a refresh token (used or not). */
export async function sessionOfToken(c: Client, refreshToken: string): Promise<string | null> {
  const { rows } = await c.query('SELECT sessao_id FROM sessao_usuario_token WHERE hash = $1', [sha256(refreshToken)]);
  return rows[0]?.sessao_id ?? null;
}
