/**
 * One-time password reset tokens (SPEC §7 PUT /v1/redefinirSenhaUsuario/; table
 * usuario_senha_token, migration 1763700000300_conta.sql).
 *
 * A token is 32 random bytes in base64url, e-mailed inside the link and never stored: the table
 * keeps its SHA-256 only, so a database leak yields no usable link. It expires in one hour, works
 * once, and asking again removes the user's earlier unused tokens. Redeeming it sets the new
 * password (argon2id) and revokes every session of the user.
 */
import { randomBytes } from 'node:crypto';
import { passwordStrength } from '../../../domain/index.ts';
import type { Client } from '../../db/tenant.ts';
import { auditar } from '../auditoria/registro.ts';
import { sha256 } from '../../auth/sessions.ts';
import { hashPassword } from '../../auth/passwords.ts';

export const VALIDADE_TOKEN_MINUTOS = 60;
export const MAX_SENHA = 200;
export const RE_TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** Creates a reset token for a user (earlier unused ones are removed) and returns it in clear. */
export async function criarTokenRedefinicao(c: Client, usuarioId: number, ip: string | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await c.query('DELETE FROM usuario_senha_token WHERE usuario_id = $1 AND usado_em IS NULL', [usuarioId]);
  await c.query(`INSERT INTO usuario_senha_token (hash, usuario_id, expira_em, ip) VALUES ($1, $2, now() + make_interval(mins => $3), $4)`, [
    sha256(token),
    usuarioId,
    VALIDADE_TOKEN_MINUTOS,
    ip ? ip.slice(0, 45) : null,
  ]);
  return token;
}

/** Removes tokens expired for more than a day (housekeeping on each request). */
export async function limparTokensVencidos(c: Client): Promise<void> {
  await c.query(`DELETE FROM usuario_senha_token WHERE expira_em < now() - interval '1 day'`);
}

/**
 * The active user a token belongs to when it is unused and unexpired (row locked until the end of
 * the transaction, so it cannot be redeemed twice concurrently); null otherwise.
 */
export async function usuarioDoToken(c: Client, token: string): Promise<{ id: number; login: string; nome: string; email: string } | null> {
  if (!RE_TOKEN.test(token)) return null;
  const { rows } = await c.query(
    `SELECT u.id, u.login, u.nome, u.email, u.ativo
       FROM usuario_senha_token t JOIN usuario u ON u.id = t.usuario_id
      WHERE t.hash = $1 AND t.usado_em IS NULL AND t.expira_em > now()
      FOR UPDATE OF t`,
    [sha256(token)],
  );
  const r = rows[0];
  return r?.ativo ? { id: r.id, login: r.login, nome: r.nome, email: r.email } : null;
}

/** SPEC §5 strength messages for a new password (empty when strong enough). */
export function problemasDaSenha(senha: string): string[] {
  const f = passwordStrength(senha);
  const out = [...f.mensagens];
  if (senha.length > MAX_SENHA) out.push(`A senha deve ter no máximo ${MAX_SENHA} caracteres`);
  return out;
}

/**
 * Stores a new password for a user and ends what the old one opened: pending reset tokens are
 * removed (the redeemed one, if any, is marked used) and sessions are revoked — all of them, or
 * all but `manterSessao` (the caller's own session when the user changes the password).
 */
export async function gravarSenha(
  c: Client,
  usuarioId: number,
  senha: string,
  opts: { tokenUsado?: string; manterSessao?: string; motivo: string },
): Promise<void> {
  await c.query('UPDATE usuario SET senha = $2 WHERE id = $1', [usuarioId, await hashPassword(senha)]);
  await auditar(c, { entidade: 'usuario', acao: 'alterar', descricao: `Senha alterada (${opts.motivo})`.slice(0, 300), itens: [{ registroId: usuarioId }] });
  if (opts.tokenUsado) await c.query('UPDATE usuario_senha_token SET usado_em = now() WHERE hash = $1', [sha256(opts.tokenUsado)]);
  await c.query('DELETE FROM usuario_senha_token WHERE usuario_id = $1 AND usado_em IS NULL', [usuarioId]);
  await c.query(
    `UPDATE sessao_usuario SET revogado_em = now(), motivo_revogacao = $3
      WHERE usuario_id = $1 AND revogado_em IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [usuarioId, opts.manterSessao ?? null, opts.motivo.slice(0, 60)],
  );
}
