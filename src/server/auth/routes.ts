/**
 * Auth routes of SPEC §7: login, refresh-token (rotation with reuse detection), revoke-session by
 * refresh token and by session id, and RefreshTokenEmpresa (switch the issuer a session acts on).
 * All answer the `{Success, Message, Data}` envelope; login and refresh return the stored-user
 * shape (Token, RefreshToken, TokenExpires, User).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/pool.ts';
import { withOwner, withTenant } from '../db/tenant.ts';
import { ApiError, ValidationError, fail, forbidden, ok, unauthorized } from '../http/envelope.ts';
import { TentativasLogin, mensagemBloqueio } from './tentativas.ts';
import { exigirRecaptcha, recaptchaAtivo, registerRecaptchaRoutes } from './recaptcha.ts';
import { loadUserContext, storedUser } from './context.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, revokeSession, rotateRefreshToken, sessionOfToken } from './sessions.ts';
import { hasRule } from './permissions.ts';
import { acao } from '../http/contrato.ts';
import { CONTA } from '../../contratos/conta.ts';

type Body = Record<string, unknown> | undefined;

/** The `usuario` columns the sign-in reads. */
interface UsuarioLogin {
  id: number;
  senha: string | null;
  ativo: boolean;
  emitente_id: number | null;
  distribuidor_master_id: number | null;
  distribuidor_id: number | null;
  revenda_id: number | null;
}

function str(body: Body, key: string, label: string, max = 200): string {
  const v = body?.[key];
  if (typeof v !== 'string' || v.trim() === '') throw new ValidationError({ [key]: [`${label} é obrigatório`] }, `Informe ${label.toLowerCase()}.`);
  if (v.length > max) throw new ValidationError({ [key]: [`${label} muito longo`] });
  return v;
}

export async function registerAuthRoutes(app: FastifyInstance, config: Config, db: Database): Promise<void> {
  // per-minute limits of the public routes (password reset, self-registration, CEP): with REDIS_URL
  // the counters live in Redis, so N processes behind a balancer share one limit instead of N
  // ioredis is loaded only with REDIS_URL (a start without it does not evaluate the package)
  const redisLimites = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : null;
  if (redisLimites) {
    redisLimites.on('error', () => undefined);
    app.addHook('onClose', async () => {
      redisLimites.disconnect();
    });
  }
  await app.register(rateLimit, { global: false, ...(redisLimites ? { redis: redisLimites, nameSpace: 'erp:limite:', skipOnError: true } : {}) });

  /** Tells the real-time hub (when registered, `app.hub`) to drop the sockets of a revoked session. */
  const notifyHub = (sessaoId: string) => {
    app.hub?.desconectarSessao(sessaoId).catch((err: unknown) => app.log.error({ err }, 'hub: falha ao desconectar sessão'));
  };

  const answer = async (sessaoId: string, refreshToken: string, message: string | null = null) => {
    const ctx = await loadUserContext(db, sessaoId);
    if (!ctx) throw unauthorized();
    const { Token, TokenExpires } = app.signAccessToken({ usuarioId: ctx.usuarioId, sessaoId });
    return ok({ Token, RefreshToken: refreshToken, TokenExpires, User: storedUser(ctx) }, message);
  };

  // failed sign-ins only, per login and per IP, shared by every process (auth/tentativas.ts)
  const tentativas = new TentativasLogin(db, { porLogin: config.loginRateMax, porIp: config.loginRateIpMax, janelaMinutos: config.loginRateJanelaMinutos });
  let falhasDesdeLimpeza = 0;

  registerRecaptchaRoutes(app, config);

  app.post('/v1/auth/login/', acao(CONTA.login), async (req, reply) => {
    const body = req.body as Body;
    const login = str(body, 'Login', 'Login', 60);
    const password = str(body, 'Password', 'Senha', 200);
    // atomic count-and-check: this attempt takes its turn before the password is checked (auth/tentativas.ts)
    const { bloqueio, falhasAntes } = await tentativas.reservar(login, req.ip);
    if (bloqueio) {
      return reply
        .status(429)
        .header('Retry-After', String(bloqueio.segundos))
        .send(fail(new ApiError(429, mensagemBloqueio(bloqueio))));
    }
    const lembrarMe = body?.LembrarMe === true || body?.LembrarMe === 'true' || body?.LembrarMe === 1;
    let u: UsuarioLogin | undefined;
    let good = false;
    try {
      // reCAPTCHA (when on) once this login has failed recaptchaAposFalhas times in the window
      if (recaptchaAtivo(config) && falhasAntes >= config.recaptchaAposFalhas) {
        await exigirRecaptcha(config, body?.Recaptcha, req.ip);
      }
      const { rows } = await db.pool.query(
        `SELECT id, senha, ativo, emitente_id, distribuidor_master_id, distribuidor_id, revenda_id FROM usuario WHERE lower(login) = lower($1)`,
        [login],
      );
      u = rows[0];
      good = await verifyPassword(u?.senha, password);
    } catch (err) {
      // no password was checked (reCAPTCHA missing, database error): the turn is given back
      await tentativas.liberar(login, req.ip);
      throw err;
    }
    if (!u || !good) {
      // the reserved turn stays as this failure
      if (++falhasDesdeLimpeza >= 200) {
        falhasDesdeLimpeza = 0;
        await tentativas.limparVencidas();
      }
      throw new ApiError(401, 'Login ou senha inválidos.');
    }
    await tentativas.registrarSucesso(login, req.ip);
    if (!u.ativo) throw new ApiError(401, 'Usuário inativo. Procure o administrador da sua empresa.');
    const s = await withOwner(db, async (c) => {
      await c.query('UPDATE usuario SET ultimo_acesso = now() WHERE id = $1', [u.id]);
      return createSession(c, { id: u.id, masterId: u.distribuidor_master_id, distribuidorId: u.distribuidor_id, revendaId: u.revenda_id }, u.emitente_id, {
        days: lembrarMe ? config.refreshTokenDaysRemember : config.refreshTokenDays,
        lembrarMe,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
    });
    if (config.sessoesSimultaneas === 'derrubar-antiga') {
      // login policy: only the newest session survives; the older ones are revoked and their sockets kicked
      // (the sessions behind personal access tokens for BI are not logins: they stay)
      const antigas = await withOwner(db, async (c) => {
        const { rows } = await c.query(
          `UPDATE sessao_usuario SET revogado_em = now(), motivo_revogacao = 'nova sessão (login em outro local)'
            WHERE usuario_id = $1 AND id <> $2 AND revogado_em IS NULL AND expira_em > now()
              AND NOT EXISTS (SELECT 1 FROM token_acesso_pessoal p WHERE p.sessao_id = sessao_usuario.id) RETURNING id`,
          [u.id, s.sessaoId],
        );
        return rows.map((r) => r.id as string);
      });
      for (const sid of antigas) notifyHub(sid);
    }
    return answer(s.sessaoId, s.refreshToken, 'Login realizado com sucesso.');
  });

  app.post('/v1/auth/refresh-token/', acao(CONTA.refreshToken), async (req) => {
    const body = req.body as Body;
    const refreshToken = str(body, 'RefreshToken', 'RefreshToken', 200);
    const access = typeof body?.AccessToken === 'string' ? body.AccessToken : null;
    let boundSid: string | null = null;
    if (access) {
      try {
        boundSid = (app.jwt.verify(access, { ignoreExpiration: true }) as { sid: string }).sid;
      } catch {
        throw unauthorized('Token de acesso inválido.');
      }
    }
    const s = await withOwner(db, async (c) => {
      const owner = await sessionOfToken(c, refreshToken);
      if (boundSid && owner && owner !== boundSid) throw unauthorized('Token de acesso e token de renovação não pertencem à mesma sessão.');
      return rotateRefreshToken(c, refreshToken, config.jwtSecret);
    }).catch(async (err) => {
      // the reuse revocation must persist even though the request fails: redo it outside the rolled-back transaction
      if (err instanceof ApiError && /já havia sido usado/.test(err.message)) {
        const sid = await withOwner(db, async (c) => {
          const sid = await sessionOfToken(c, refreshToken);
          if (sid) await revokeSession(c, sid, 'reuso de refresh token');
          return sid;
        });
        if (sid) notifyHub(sid);
      }
      throw err;
    });
    return answer(s.sessaoId, s.refreshToken);
  });

  app.post('/v1/auth/revoke-session/:token', acao(CONTA.revogarSessao), async (req) => {
    const { token } = req.params as { token: string };
    const { done, sid } = await withOwner(db, async (c) => {
      const sid = await sessionOfToken(c, token);
      return { sid, done: sid ? await revokeSession(c, sid, 'logout') : false };
    });
    if (sid) notifyHub(sid);
    return ok(done, done ? 'Sessão encerrada.' : 'Sessão já encerrada ou inexistente.');
  });

  app.post('/v1/auth/revoke-session-id/:id', acao(CONTA.revogarSessaoPorId, { preHandler: app.authenticate }), async (req) => {
    const { id } = req.params as { id: string };
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ValidationError({ id: ['Identificador de sessão inválido'] });
    const ctx = req.ctx;
    const done = await withTenant(db, ctx, async (c) => {
      // RLS limits what is visible: own chain / own issuer sessions
      const { rows } = await c.query('SELECT usuario_id FROM sessao_usuario WHERE id = $1', [id]);
      if (!rows[0]) return null;
      const own = rows[0].usuario_id === ctx.usuarioId;
      if (!own && !hasRule(ctx, 'emitente', 'Permitir.SessaoUsuario.Alterar') && ctx.nivel === 'emitente') throw forbidden();
      return true;
    });
    if (done === null) throw new ApiError(404, 'Sessão não encontrada.');
    await withOwner(db, (c) => revokeSession(c, id, 'encerrada por ' + ctx.login));
    notifyHub(id);
    return ok(true, 'Sessão encerrada.');
  });

  app.post('/v1/auth/RefreshTokenEmpresa/', acao(CONTA.refreshTokenEmpresa, { preHandler: app.authenticate }), async (req) => {
    const body = req.body as Body;
    const raw = body?.EmitenteId ?? body?.emitente_id ?? body?.Emitente;
    const emitenteId = Number(raw);
    if (!Number.isInteger(emitenteId) || emitenteId <= 0) throw new ValidationError({ EmitenteId: ['Informe a empresa'] }, 'Informe a empresa.');
    const refreshToken = str(body, 'RefreshToken', 'RefreshToken', 200);
    const ctx = req.ctx;
    // the target issuer must be visible to the caller through the chain rules (RLS) or be its own
    const visible = await withTenant(db, { ...ctx, emitenteId: ctx.nivel === 'emitente' ? ctx.emitenteId : null }, async (c) => {
      const { rows } = await c.query('SELECT id FROM emitente WHERE id = $1 AND ativo', [emitenteId]);
      return rows.length > 0;
    });
    const proprio = (await db.pool.query('SELECT emitente_id FROM usuario WHERE id = $1', [ctx.usuarioId])).rows[0]?.emitente_id;
    if (!visible || (ctx.nivel === 'emitente' && proprio !== emitenteId)) throw forbidden('Você não tem acesso a esta empresa.');
    const s = await withOwner(db, async (c) => {
      const owner = await sessionOfToken(c, refreshToken);
      if (owner !== ctx.sessaoId) throw unauthorized('Token de renovação não pertence a esta sessão.');
      const next = await rotateRefreshToken(c, refreshToken, config.jwtSecret);
      await c.query('UPDATE sessao_usuario SET emitente_id = $2 WHERE id = $1', [ctx.sessaoId, emitenteId]);
      return next;
    });
    return answer(s.sessaoId, s.refreshToken, 'Empresa selecionada.');
  });
}
