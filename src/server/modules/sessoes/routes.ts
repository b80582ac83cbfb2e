/**
 * `GET /v1/sessoes/conectadas` (SPEC §2 Configurações › usuarios/sessaousuario, "Usuários
 * conectados"): the live sessions (not revoked, not expired) the caller may see, with their user,
 * device (parsed User-Agent), IP, creation and last use, and the live hub connections of each.
 *
 * Visibility: one tenant transaction, RLS on `sessao_usuario` and `usuario` (issuer users see the
 * sessions of their issuer's users; chain users their subtree). Issuer users need
 * Permitir.SessaoUsuario.Consultar. Hub connections come from `sessao_usuario_connection` (every
 * process's sockets, hub/registro.ts; RLS lets through only those of visible sessions), plus this
 * process's own sockets from `app.hub` (immediate, before their row is written).
 *
 * Data: `[{ id, usuario_id, usuario_nome, usuario_login, dispositivo, user_agent, ip, criado_em,
 * ultimo_uso, expira_em, lembrar_me, propria, conexoes: n, conexoesAtivas: [{connectionId, conectadoEm, ip}] }]`,
 * ordered by user name then last use (newest first).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { forbidden, ok } from '../../http/envelope.ts';
import { hasRule } from '../../auth/permissions.ts';
import { descreverDispositivo } from './dispositivo.ts';
import { VIVA_SEGUNDOS } from '../../hub/registro.ts';
import { acao } from '../../http/contrato.ts';
import { CONTA } from '../../../contratos/conta.ts';

export interface SessaoConectada {
  id: string;
  usuario_id: number;
  usuario_nome: string;
  usuario_login: string;
  dispositivo: string;
  user_agent: string | null;
  ip: string | null;
  criado_em: string;
  ultimo_uso: string;
  expira_em: string;
  lembrar_me: boolean;
  propria: boolean;
  conexoes: number;
  conexoesAtivas: Array<{ connectionId: string; conectadoEm: string; ip: string | null }>;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

export function registerSessoesRoutes(app: FastifyInstance, db: Database): void {
  app.get('/v1/sessoes/conectadas', acao(CONTA.sessoesConectadas, { preHandler: app.authenticate }), async (req) => {
    const ctx = req.ctx;
    if (ctx.nivel === 'emitente' && !hasRule(ctx, 'emitente', 'Permitir.SessaoUsuario.Consultar')) {
      throw forbidden('Você não tem permissão para esta operação (Permitir.SessaoUsuario.Consultar).');
    }
    const resultado = await withTenant(db, ctx, async (c) => {
      // explicit predicate (first wall) + RLS (second): issuer users only their issuer's own users
      const { rows } = await c.query(
        `SELECT s.id, s.usuario_id, u.nome, u.login, s.user_agent, s.ip, s.criado_em, s.ultimo_uso, s.expira_em, s.lembrar_me
           FROM sessao_usuario s JOIN usuario u ON u.id = s.usuario_id
          WHERE s.revogado_em IS NULL AND s.expira_em > now()
            AND ($1::integer IS NULL OR u.emitente_id = $1)
          ORDER BY u.nome, s.ultimo_uso DESC
          LIMIT 2000`,
        [ctx.nivel === 'emitente' ? ctx.emitenteId : null],
      );
      // live hub connections of every process (sessao_usuario_connection; RLS: only of visible sessions)
      const ids = rows.map((r) => r.id as string);
      const cx = ids.length
        ? (
            await c.query(
              `SELECT connection_id, sessao_id, conectado_em, ip FROM sessao_usuario_connection
          WHERE sessao_id = ANY($1::uuid[]) AND visto_em > now() - make_interval(secs => $2)
          ORDER BY conectado_em`,
              [ids, VIVA_SEGUNDOS],
            )
          ).rows
        : [];
      return { rows, cx };
    });
    const doBanco = new Map<string, Array<{ connectionId: string; conectadoEm: string; ip: string | null }>>();
    for (const x of resultado.cx) {
      const l = doBanco.get(x.sessao_id) ?? [];
      l.push({ connectionId: x.connection_id, conectadoEm: iso(x.conectado_em), ip: x.ip });
      doBanco.set(x.sessao_id, l);
    }
    const out: SessaoConectada[] = resultado.rows.map((r) => {
      // this process's sockets are added at once (the database row is written just after the handshake)
      const conexoes = [...(doBanco.get(r.id) ?? [])];
      for (const l of app.hub?.conexoesDaSessao(r.id) ?? []) {
        if (!conexoes.some((x) => x.connectionId === l.connectionId)) conexoes.push({ connectionId: l.connectionId, conectadoEm: l.conectadoEm, ip: l.ip });
      }
      return {
        id: r.id,
        usuario_id: r.usuario_id,
        usuario_nome: r.nome,
        usuario_login: r.login,
        dispositivo: descreverDispositivo(r.user_agent),
        user_agent: r.user_agent,
        ip: r.ip,
        criado_em: iso(r.criado_em),
        ultimo_uso: iso(r.ultimo_uso),
        expira_em: iso(r.expira_em),
        lembrar_me: r.lembrar_me,
        propria: r.id === ctx.sessaoId,
        conexoes: conexoes.length,
        conexoesAtivas: conexoes,
      };
    });
    return ok(out);
  });
}
