/**
 * Liberação temporária de acesso (SPEC §7 `GET /v1/EmitenteRestricao/LiberarAcesso{query}`, SPEC §6
 * ação LiberarAcesso): um supervisor libera para um usuário da mesma empresa uma
 * regra de empresa que o perfil dele não tem, por alguns minutos (ex.: o caixa precisa cancelar uma
 * venda e o gerente libera por 10 minutos).
 *
 * `GET /v1/EmitenteRestricao/LiberarAcesso?usuarioId=N&regra=Permitir.X.Y&minutos=M`
 * - exige `Permitir.EmitenteRestricao.LiberarAcesso` (lista do tipo) e que o próprio supervisor tenha
 *   `regra` (ninguém libera o que não tem) -> 403;
 * - `usuarioId`: usuário ativo da empresa da sessão, outro que não o próprio (404 / 400);
 * - `regra`: do catálogo de empresa e do pacote da empresa (400);
 * - `minutos`: inteiro de 1 a 480 (8 h), padrão 15 (400 fora disso);
 * -> `Data: {id, usuario_id, regra, expira_em}`. Grava em `emitente_restricao_liberacao` (o gatilho
 * incrementa a versão do contexto: vale na próxima requisição do usuário; ao expirar, o contexto
 * volta a ser lido — auth/context.ts) e na auditoria (acao 'outra', entidade 'emitenteRestricao').
 */
import type { FastifyInstance } from 'fastify';
import { hasRule } from '../../auth/permissions.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { catalogoDoPacote, exigirRestricao } from './restricoes-empresa.ts';
import { acao } from '../../http/contrato.ts';
import { CONFIGURACAO } from '../../../contratos/configuracao.ts';

/** Duração máxima de uma liberação, minutos (um turno de trabalho). */
export const MINUTOS_MAXIMO = 480;
/** Duração quando `minutos` não vem, minutos. */
export const MINUTOS_PADRAO = 15;

const inteiro = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : typeof v === 'number' ? v : Number.NaN);

export function registerLiberacaoRoutes(app: FastifyInstance, db: Database): void {
  app.get('/v1/EmitenteRestricao/LiberarAcesso', acao(CONFIGURACAO.liberarAcesso, { preHandler: app.authenticate }), async (req) => {
    const emitenteId = exigirRestricao(req.ctx, 'LiberarAcesso');
    const q = (req.query ?? {}) as Record<string, unknown>;
    const usuarioId = inteiro(q.usuarioId);
    if (!Number.isSafeInteger(usuarioId) || usuarioId <= 0 || usuarioId > 2_147_483_647)
      throw new ValidationError({ usuarioId: ['Informe o usuário'] }, 'Usuário (usuarioId): informe o usuário que recebe o acesso.');
    const regra = typeof q.regra === 'string' ? q.regra.trim() : '';
    if (!regra) throw new ValidationError({ regra: ['Informe a regra'] }, 'Regra (regra): informe a permissão a liberar.');
    const minutos = q.minutos === undefined || q.minutos === '' ? MINUTOS_PADRAO : inteiro(q.minutos);
    if (!Number.isSafeInteger(minutos) || minutos < 1 || minutos > MINUTOS_MAXIMO)
      throw new ValidationError({ minutos: [`De 1 a ${MINUTOS_MAXIMO} minutos`] }, `Minutos (minutos): informe de 1 a ${MINUTOS_MAXIMO}.`);
    if (usuarioId === req.ctx.usuarioId)
      throw new ValidationError({ usuarioId: ['Escolha outro usuário'] }, 'Usuário (usuarioId): não é possível liberar acesso para si mesmo.');
    if (!hasRule(req.ctx, 'emitente', regra)) throw forbidden(`Você só pode liberar permissões que tem (${regra}).`);
    const r = await withTenant(db, req.ctx, async (c) => {
      if (!(await catalogoDoPacote(c, emitenteId)).some((x) => x.regra === regra))
        throw new ValidationError(
          { regra: ['Regra fora do catálogo da empresa'] },
          `Regra (regra): ${regra} não existe ou não faz parte do pacote da empresa.`,
        );
      const u = (await c.query('SELECT id, nome FROM usuario WHERE id = $1 AND emitente_id = $2 AND ativo', [usuarioId, emitenteId])).rows[0];
      if (!u) throw notFound('Usuário não encontrado nesta empresa.');
      const l = (
        await c.query(
          `INSERT INTO emitente_restricao_liberacao (emitente_id, usuario_id, regra, liberado_por, expira_em)
           VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id, usuario_id, regra, expira_em`,
          [emitenteId, usuarioId, regra, req.ctx.usuarioId, minutos],
        )
      ).rows[0];
      await registrarAuditoria(c, {
        ctx: req.ctx,
        entidade: 'emitenteRestricao',
        registroId: `liberacao-${l.id}`,
        acao: 'outra',
        depois: { usuario_id: usuarioId, regra, minutos, expira_em: l.expira_em },
        descricao: `Acesso liberado a ${u.nome}: ${regra} por ${minutos} min`,
      });
      return { ...l, nome: u.nome as string };
    });
    const { nome, ...dados } = r;
    return ok(dados, `Acesso liberado para ${nome} por ${minutos} minuto(s).`);
  });
}
