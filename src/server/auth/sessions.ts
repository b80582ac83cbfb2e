/**
 * Sessions and refresh tokens (SPEC §7 auth, arquitetura §4).
 *
 * A session (`sessao_usuario`) is created at login and lives until it expires or is revoked.
 * Refresh tokens are 256-bit random strings; only their SHA-256 is stored. Each refresh rotates
 * the token: the presented one is marked used and a new one is issued. Presenting a token that was
 * already used means it leaked (or was replayed): the whole session is revoked (reuse detection).
 *
 * Grace: two tabs of one browser share the stored tokens and may refresh at the
 * same instant with the same token; the second used to look like a stolen token and threw the user
 * out. For {@link CARENCIA_ROTACAO_SEGUNDOS} after a rotation, presenting the just-rotated token
 * again returns the SAME successor (no second token family): the successor is derived from the old
 * token with an HMAC keyed by the server secret, so the same old token always yields the same new
 * one and no refresh token is ever stored in clear (only hashes). The grace covers only the
 * immediate predecessor of a still-unused successor: once the successor was itself rotated, or the
 * grace is over, reuse revokes the session as before.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Client } from '../db/tenant.ts';
import { unauthorized } from '../http/envelope.ts';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Seconds during which a just-rotated refresh token, presented again, gets the same successor
 * instead of revoking the session. Source: OAuth 2.0 Security Best Current Practice, RFC 9700
 * §4.14.2 (refresh token rotation with reuse detection for public clients); the RFC fixes no grace
 * length — 30 s covers two tabs or a retried request after a lost response (the FAPI 2.0 Security
 * Profile asks that such a retry with the previous token succeed) while keeping the replay window
 * short.
 */
export const CARENCIA_ROTACAO_SEGUNDOS = 30;

/** The successor of `token`: HMAC-SHA256 under the server secret (same input, same successor). */
const sucessorDe = (token: string, segredo: string) => createHmac('sha256', segredo).update(`refresh-sucessor:${token}`).digest('base64url');

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
 * Rotates `refreshToken`: returns the session id and its successor. Within
 * {@link CARENCIA_ROTACAO_SEGUNDOS} of the rotation, the same old token returns the same successor
 * (while that successor is still unused).
 * @param segredo server secret (config.jwtSecret) that derives the successor.
 * @throws ApiError 401 when the token is unknown, the session revoked/expired, or on reuse (which revokes the session).
 */
export async function rotateRefreshToken(c: Client, refreshToken: string, segredo: string): Promise<NewSession> {
  const { rows } = await c.query(
    `SELECT t.sessao_id, t.usado_em, t.usado_em > now() - make_interval(secs => $2) AS na_carencia, s.revogado_em, s.expira_em < now() AS expirada
       FROM sessao_usuario_token t JOIN sessao_usuario s ON s.id = t.sessao_id
      WHERE t.hash = $1 FOR UPDATE OF t, s`,
    [sha256(refreshToken), CARENCIA_ROTACAO_SEGUNDOS],
  );
  const r = rows[0];
  if (!r) throw unauthorized('Sessão inválida. Faça login novamente.');
  const next = sucessorDe(refreshToken, segredo);
  if (r.usado_em) {
    if (r.na_carencia && !r.revogado_em && !r.expirada) {
      // the same session presenting the token it just rotated (another tab, a retried request): same successor
      const { rows: vivo } = await c.query('SELECT 1 FROM sessao_usuario_token WHERE hash = $1 AND sessao_id = $2 AND usado_em IS NULL', [
        sha256(next),
        r.sessao_id,
      ]);
      if (vivo.length) {
        await c.query('UPDATE sessao_usuario SET ultimo_uso = now() WHERE id = $1', [r.sessao_id]);
        return { sessaoId: r.sessao_id, refreshToken: next };
      }
    }
    await revokeSession(c, r.sessao_id, 'reuso de refresh token');
    throw unauthorized('Sessão encerrada por segurança: o token de renovação já havia sido usado. Faça login novamente.');
  }
  if (r.revogado_em || r.expirada) throw unauthorized('Sessão expirada, por favor faça login novamente!');
  await c.query('UPDATE sessao_usuario_token SET usado_em = now() WHERE hash = $1', [sha256(refreshToken)]);
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
