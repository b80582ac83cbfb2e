/**
 * Relatórios habilitados por perfil de usuário da empresa (SPEC §2 Relatórios › relatorios/gerenciar). Tabela `relatorio_perfil_desabilitado` (migration 1763700003300): só os
 * desligados são gravados, então um relatório novo do catálogo nasce visível.
 *
 * - `GET /v1/Relatorios/GetRelatoriosGerenciar` -> `Data: { relatorios: [{id, modulo, titulo, descricao}],
 *   perfis: [{id, descricao, administrador, habilitados: [id do relatório]}] }` (perfis da empresa da sessão);
 * - `POST /v1/Relatorios/SalvarRelatoriosPerfil` `{ emitente_tipo_usuario_id, habilitados: [ids] }` ->
 *   os demais relatórios do catálogo ficam desligados para o perfil; auditado ('alterar', entidade
 *   'relatoriosPerfil').
 * Ambas exigem `Permitir.Relatorios.Gerenciar` (lista do perfil da empresa, SPEC §6). Id de relatório
 * fora do catálogo ou perfil de outra empresa -> 400 / 404, nada gravado.
 */
import type { FastifyInstance } from 'fastify';
import type { UserContext } from '../../auth/context.ts';
import { hasRule } from '../../auth/permissions.ts';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import { ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { RELATORIOS } from '../relatorios/catalogo.ts';
import { acao } from '../../http/contrato.ts';
import { ACOES_RELATORIOS } from '../../../contratos/relatorios.ts';

/**
 * Ids dos relatórios desligados para o perfil da sessão (`ctx.emitenteTipoUsuario`); vazio quando a
 * sessão não tem perfil de empresa. Roda na transação `c` (withTenant: RLS da empresa).
 */
export async function relatoriosDesabilitados(c: Client, ctx: UserContext): Promise<Set<string>> {
  if (ctx.emitenteId === null || !ctx.emitenteTipoUsuario) return new Set();
  const { rows } = await c.query('SELECT relatorio FROM relatorio_perfil_desabilitado WHERE emitente_id = $1 AND emitente_tipo_usuario_id = $2', [
    ctx.emitenteId,
    ctx.emitenteTipoUsuario.id,
  ]);
  return new Set(rows.map((r) => String(r.relatorio)));
}

/** @throws ApiError 403 sem empresa na sessão ou sem `Permitir.Relatorios.Gerenciar`. */
function exigirGerenciar(ctx: UserContext): number {
  if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para gerenciar os relatórios.');
  if (!hasRule(ctx, 'emitente', 'Permitir.Relatorios.Gerenciar')) throw forbidden('Você não tem permissão para esta operação (Permitir.Relatorios.Gerenciar).');
  return ctx.emitenteId;
}

const IDS = new Set(RELATORIOS.map((r) => r.id));

export function registerRelatoriosPerfilRoutes(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };

  app.get('/v1/Relatorios/GetRelatoriosGerenciar', acao(ACOES_RELATORIOS.gerenciar, auth), async (req) => {
    const emitenteId = exigirGerenciar(req.ctx);
    const perfis = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(
        `SELECT t.id, t.descricao, t.administrador,
                ARRAY(SELECT d.relatorio FROM relatorio_perfil_desabilitado d
                       WHERE d.emitente_id = t.emitente_id AND d.emitente_tipo_usuario_id = t.id) AS desligados
           FROM emitente_tipo_usuario t WHERE t.emitente_id = $1 ORDER BY t.descricao, t.id`,
        [emitenteId],
      );
      return rows.map((r) => {
        const fora = new Set<string>(r.desligados);
        return { id: r.id, descricao: r.descricao, administrador: r.administrador, habilitados: RELATORIOS.filter((x) => !fora.has(x.id)).map((x) => x.id) };
      });
    });
    return ok({ relatorios: RELATORIOS.map(({ id, modulo, titulo, descricao }) => ({ id, modulo, titulo, descricao })), perfis });
  });

  app.post('/v1/Relatorios/SalvarRelatoriosPerfil', acao(ACOES_RELATORIOS.salvarPerfil, auth), async (req) => {
    const emitenteId = exigirGerenciar(req.ctx);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const perfilId = Number(b.emitente_tipo_usuario_id);
    if (!Number.isSafeInteger(perfilId) || perfilId <= 0 || perfilId > 2_147_483_647)
      throw new ValidationError(
        { emitente_tipo_usuario_id: ['Informe o perfil de usuário'] },
        'Perfil de usuário (emitente_tipo_usuario_id): informe o perfil.',
      );
    if (!Array.isArray(b.habilitados) || b.habilitados.some((x) => typeof x !== 'string'))
      throw new ValidationError({ habilitados: ['Informe a lista de relatórios habilitados'] }, 'Relatórios habilitados (habilitados): informe a lista.');
    const habilitados = new Set(b.habilitados as string[]);
    const invalido = [...habilitados].find((x) => !IDS.has(x));
    if (invalido)
      throw new ValidationError(
        { habilitados: [`Relatório desconhecido: ${invalido}`] },
        `Relatórios habilitados (habilitados): relatório desconhecido "${invalido}".`,
      );
    const desligados = RELATORIOS.map((r) => r.id).filter((id) => !habilitados.has(id));
    const r = await withTenant(db, req.ctx, async (c) => {
      const perfil = (await c.query('SELECT id, descricao FROM emitente_tipo_usuario WHERE emitente_id = $1 AND id = $2', [emitenteId, perfilId])).rows[0];
      if (!perfil) throw notFound('Perfil de usuário não encontrado.');
      const antes = (
        await c.query('SELECT relatorio FROM relatorio_perfil_desabilitado WHERE emitente_id = $1 AND emitente_tipo_usuario_id = $2 ORDER BY relatorio', [
          emitenteId,
          perfilId,
        ])
      ).rows.map((x) => x.relatorio as string);
      await c.query('DELETE FROM relatorio_perfil_desabilitado WHERE emitente_id = $1 AND emitente_tipo_usuario_id = $2', [emitenteId, perfilId]);
      await c.query('INSERT INTO relatorio_perfil_desabilitado (emitente_id, emitente_tipo_usuario_id, relatorio) SELECT $1, $2, unnest($3::varchar[])', [
        emitenteId,
        perfilId,
        desligados,
      ]);
      await registrarAuditoria(c, {
        ctx: req.ctx,
        entidade: 'relatoriosPerfil',
        registroId: perfilId,
        acao: 'alterar',
        antes: { desligados: antes },
        depois: { desligados: [...desligados].sort() },
        descricao: `Relatórios do perfil ${perfil.descricao}: ${habilitados.size} habilitado(s)`,
      });
      return { emitente_tipo_usuario_id: perfilId, habilitados: RELATORIOS.filter((x) => habilitados.has(x.id)).map((x) => x.id) };
    });
    return ok(r, `Relatórios do perfil salvos: ${r.habilitados.length} habilitado(s).`);
  });
}
