/**
 * Edit lock (SPEC §3 controleEdicao, §7): one user at a time edits a record of a module.
 *
 * - `POST /v1/controleEdicao/` `{id_edicao, modulo}` takes the lock for the current user or renews
 *   it (expires `LOCK_SECONDS` after the last renewal; clients renew every 60 s). Answers
 *   `{Success:true, Data:{usuario, desde, expira_em}}`, or — another user holds a live lock —
 *   `{Success:false, Message:'Registro em edição por {nome} desde HH:mm', Data:{usuario, desde}}`
 *   (HTTP 200: it is an expected answer, not an error).
 * - `DELETE /v1/controleEdicao/{id_edicao}/{modulo}` releases it; only the holder's lock is removed.
 *
 * Locks belong to the issuer the session acts on (table `controle_edicao`, RLS "tenant"): the same
 * id_edicao of another issuer is a different lock.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { SERVER_TIME_ZONE } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ValidationError, forbidden, ok } from '../../http/envelope.ts';
import { instanteDoBanco } from '../../../domain/relogio.ts';
import { acao } from '../../http/contrato.ts';
import { CONFIGURACAO } from '../../../contratos/configuracao.ts';

export const LOCK_SECONDS = 120;

const hhmm = (d: Date) => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: SERVER_TIME_ZONE }).format(d);

function chave(v: unknown, campo: string, rotulo: string): string {
  const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!s) throw new ValidationError({ [campo]: [`${rotulo} é obrigatório`] }, `Informe ${rotulo.toLowerCase()}.`);
  if (s.length > 60) throw new ValidationError({ [campo]: [`${rotulo} muito longo`] });
  return s;
}

export function registerEdicaoRoutes(app: FastifyInstance, db: Database): void {
  app.post('/v1/controleEdicao/', acao(CONFIGURACAO.reservarEdicao, { preHandler: app.authenticate }), async (req) => {
    const ctx = req.ctx;
    if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para editar registros.');
    const body = req.body as Record<string, unknown> | undefined;
    const idEdicao = chave(body?.id_edicao, 'id_edicao', 'Registro');
    const modulo = chave(body?.modulo, 'modulo', 'Módulo');
    return withTenant(db, ctx, async (c) => {
      // take when free or expired, renew when ours; otherwise nothing is written
      const { rows } = await c.query(
        `INSERT INTO controle_edicao AS t (emitente_id, id_edicao, modulo, usuario_id, usuario_nome, expira_em)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
         ON CONFLICT (emitente_id, id_edicao, modulo) DO UPDATE
            SET desde = CASE WHEN t.usuario_id = EXCLUDED.usuario_id AND t.expira_em > now() THEN t.desde ELSE now() END,
                usuario_id = EXCLUDED.usuario_id, usuario_nome = EXCLUDED.usuario_nome,
                renovado_em = now(), expira_em = EXCLUDED.expira_em
          WHERE t.usuario_id = EXCLUDED.usuario_id OR t.expira_em <= now()
         RETURNING usuario_nome, desde, expira_em`,
        [ctx.emitenteId, idEdicao, modulo, ctx.usuarioId, ctx.nome.slice(0, 100), LOCK_SECONDS],
      );
      if (rows[0])
        return ok(
          { usuario: rows[0].usuario_nome, desde: instanteDoBanco(rows[0].desde).toISOString(), expira_em: instanteDoBanco(rows[0].expira_em).toISOString() },
          'Registro reservado para edição.',
        );
      const {
        rows: [h],
      } = await c.query('SELECT usuario_nome, desde FROM controle_edicao WHERE emitente_id = $1 AND id_edicao = $2 AND modulo = $3', [
        ctx.emitenteId,
        idEdicao,
        modulo,
      ]);
      const desde = instanteDoBanco(h.desde);
      return {
        Success: false,
        Message: `Registro em edição por ${h.usuario_nome} desde ${hhmm(desde)}`,
        Data: { usuario: h.usuario_nome, desde: desde.toISOString() },
      };
    });
  });

  app.delete('/v1/controleEdicao/:idEdicao/:modulo', acao(CONFIGURACAO.liberarEdicao, { preHandler: app.authenticate }), async (req) => {
    const ctx = req.ctx;
    if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para editar registros.');
    const p = req.params as { idEdicao: string; modulo: string };
    const idEdicao = chave(p.idEdicao, 'id_edicao', 'Registro');
    const modulo = chave(p.modulo, 'modulo', 'Módulo');
    const n = await withTenant(
      db,
      ctx,
      async (c) =>
        (
          await c.query('DELETE FROM controle_edicao WHERE emitente_id = $1 AND id_edicao = $2 AND modulo = $3 AND usuario_id = $4', [
            ctx.emitenteId,
            idEdicao,
            modulo,
            ctx.usuarioId,
          ])
        ).rowCount ?? 0,
    );
    return ok(n > 0, n > 0 ? 'Edição liberada.' : 'Nenhuma reserva sua para este registro.');
  });
}
