/**
 * Perfis de usuário da empresa e as suas regras (SPEC §2 Configurações › emitenterestricoes/gerenciar;
 * SPEC §6 "Company-level permissions"). Equivalente, na empresa, da tela de gestão
 * restricoes/gerenciar (gestao/restricoes.ts, de onde vem `regrasDoPedido`). As regras
 * EmitenteRestricao.* são lidas da lista do TIPO de usuário (SPEC §6), as demais do perfil.
 *
 * - `GET /v1/EmitenteRestricao/GetRestricoesPerfis` (Permitir.EmitenteRestricao.Consultar) ->
 *   `{ padrao: [{regra, descricao, modulo, pacote_minimo}] (só as do pacote da empresa),
 *      perfis: [{id, descricao, administrador, regras}], usuarios: [{id, nome, login, perfil}],
 *      liberacoes: [{id, usuario_id, usuario, regra, liberado_por, criado_em, expira_em}] (vigentes) }`;
 * - `POST /v1/EmitenteRestricao/SalvarRestricoes` `{ emitente_tipo_usuario_id, regras: [...] }`
 *   (Permitir.EmitenteRestricao.Gerenciar) -> a lista do perfil passa a ser exatamente `regras`; só
 *   regras do catálogo permitidas ao pacote (400 nomeando a regra); perfil de outra empresa -> 404;
 *   auditado ('alterar', entidade 'emitenteRestricao').
 * A liberação temporária (LiberarAcesso) está em liberacao.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { UserContext } from '../../auth/context.ts';
import { hasRule } from '../../auth/permissions.ts';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import { ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { regrasDoPedido } from '../gestao/restricoes.ts';
import { acao } from '../../http/contrato.ts';
import { CONFIGURACAO } from '../../../contratos/configuracao.ts';

/**
 * @throws ApiError 403 sem empresa na sessão ou sem `Permitir.EmitenteRestricao.{acao}` na lista do tipo.
 * @returns o emitente da sessão.
 */
export function exigirRestricao(ctx: UserContext, acao: 'Consultar' | 'Gerenciar' | 'LiberarAcesso'): number {
  if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para gerenciar os perfis de usuário.');
  const regra = `Permitir.EmitenteRestricao.${acao}`;
  if (!hasRule(ctx, 'tipo', regra)) throw forbidden(`Você não tem permissão para esta operação (${regra}).`);
  return ctx.emitenteId;
}

/** Regras de empresa do catálogo que o pacote da empresa permite (`emitente_restricao_padrao.pacote_minimo`). */
export async function catalogoDoPacote(
  c: Client,
  emitenteId: number,
): Promise<Array<{ regra: string; descricao: string; modulo: string; pacote_minimo: number }>> {
  const { rows } = await c.query(
    `SELECT p.regra, p.descricao, p.modulo, p.pacote_minimo FROM emitente_restricao_padrao p
      WHERE p.pacote_minimo <= (SELECT tipo_pacote FROM emitente WHERE id = $1) ORDER BY p.modulo, p.regra`,
    [emitenteId],
  );
  return rows;
}

export function registerRestricoesEmpresaRoutes(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };
  const B = '/v1/EmitenteRestricao';

  app.get(`${B}/GetRestricoesPerfis`, acao(CONFIGURACAO.restricoesPerfis, auth), async (req) => {
    const emitenteId = exigirRestricao(req.ctx, 'Consultar');
    return ok(
      await withTenant(db, req.ctx, async (c) => ({
        padrao: await catalogoDoPacote(c, emitenteId),
        perfis: (
          await c.query(
            `SELECT t.id, t.descricao, t.administrador,
                    ARRAY(SELECT r.regra FROM emitente_restricao r WHERE r.emitente_id = t.emitente_id AND r.emitente_tipo_usuario_id = t.id ORDER BY r.regra) AS regras
               FROM emitente_tipo_usuario t WHERE t.emitente_id = $1 ORDER BY t.descricao, t.id`,
            [emitenteId],
          )
        ).rows,
        usuarios: (
          await c.query(
            `SELECT u.id, u.nome, u.login, t.descricao AS perfil FROM usuario u
               LEFT JOIN emitente_tipo_usuario t ON t.emitente_id = u.emitente_id AND t.id = u.emitente_tipo_usuario_id
              WHERE u.emitente_id = $1 AND u.ativo ORDER BY u.nome`,
            [emitenteId],
          )
        ).rows,
        liberacoes: (
          await c.query(
            `SELECT l.id, l.usuario_id, u.nome AS usuario, l.regra, s.nome AS liberado_por, l.criado_em, l.expira_em
               FROM emitente_restricao_liberacao l JOIN usuario u ON u.id = l.usuario_id LEFT JOIN usuario s ON s.id = l.liberado_por
              WHERE l.emitente_id = $1 AND l.expira_em > now() ORDER BY l.expira_em`,
            [emitenteId],
          )
        ).rows,
      })),
    );
  });

  app.post(`${B}/SalvarRestricoes`, acao(CONFIGURACAO.salvarRestricoes, auth), async (req) => {
    const emitenteId = exigirRestricao(req.ctx, 'Gerenciar');
    const perfilId = Number((req.body as Record<string, unknown> | null)?.emitente_tipo_usuario_id);
    if (!Number.isSafeInteger(perfilId) || perfilId <= 0 || perfilId > 2_147_483_647)
      throw new ValidationError(
        { emitente_tipo_usuario_id: ['Informe o perfil de usuário'] },
        'Perfil de usuário (emitente_tipo_usuario_id): informe o perfil.',
      );
    const regras = regrasDoPedido(req);
    const r = await withTenant(db, req.ctx, async (c) => {
      const perfil = (await c.query('SELECT id, descricao FROM emitente_tipo_usuario WHERE emitente_id = $1 AND id = $2', [emitenteId, perfilId])).rows[0];
      if (!perfil) throw notFound('Perfil de usuário não encontrado.');
      const catalogo = new Set((await catalogoDoPacote(c, emitenteId)).map((x) => x.regra));
      const invalidas = regras.filter((x) => !catalogo.has(x));
      if (invalidas.length)
        throw new ValidationError(
          { regras: invalidas.map((x) => `${x} não existe ou não faz parte do pacote da empresa`) },
          `Regras (regras): ${invalidas[0]} não existe ou não faz parte do pacote da empresa.`,
        );
      const antes = (
        await c.query('SELECT regra FROM emitente_restricao WHERE emitente_id = $1 AND emitente_tipo_usuario_id = $2 ORDER BY regra', [emitenteId, perfilId])
      ).rows.map((x) => x.regra as string);
      await c.query('DELETE FROM emitente_restricao WHERE emitente_id = $1 AND emitente_tipo_usuario_id = $2 AND NOT (regra = ANY($3::varchar[]))', [
        emitenteId,
        perfilId,
        regras,
      ]);
      await c.query(
        `INSERT INTO emitente_restricao (emitente_id, emitente_tipo_usuario_id, regra) SELECT $1, $2, unnest($3::varchar[])
         ON CONFLICT (emitente_id, emitente_tipo_usuario_id, regra) DO NOTHING`,
        [emitenteId, perfilId, regras],
      );
      await registrarAuditoria(c, {
        ctx: req.ctx,
        entidade: 'emitenteRestricao',
        registroId: perfilId,
        acao: 'alterar',
        antes: { regras: antes },
        depois: { regras: [...regras].sort() },
        descricao: `Permissões do perfil ${perfil.descricao}: ${regras.length} regra(s)`,
      });
      return { emitente_tipo_usuario_id: perfilId, regras: regras.length };
    });
    return ok(r, `Permissões do perfil salvas: ${r.regras} regra(s).`);
  });
}
