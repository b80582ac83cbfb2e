/**
 * Rotas de planos (SPEC §7 "Plan"):
 * - `GET /v1/AtualizacaoPlano/Planos` -> planos ativos (pacote, descrição, R$ mensal, usuários inclusos, R$ por usuário adicional);
 * - `GET /v1/AtualizacaoPlano/Consultar` (Permitir.AtualizacaoPlano.Consultar) -> trocas de plano da cadeia;
 * - `POST /v1/AtualizacaoPlano/confirmarPlano/` `{ emitente_id, tipo_pacote }` e
 *   `POST /v1/AtualizacaoPlano/cancelarPlano/{id}` (Permitir.AtualizacaoPlano.Gerenciar, nível da cadeia);
 * - `GET /v1/licencarecebivel/ConsultarLicencas` -> licença de cada empresa (planos.ts `LicencaEmpresa`).
 * A empresa alvo precisa estar na cadeia do chamador (conferido pela RLS com o contexto do pedido)
 * ANTES de a transação passar a agir como ela (as regras de empresa têm RLS por empresa).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import { forbidden, notFound, ok, ValidationError } from '../../http/envelope.ts';
import { registrarAuditoria } from '../auditoria/index.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { cancelarPlano, confirmarPlano, consultarLicencas, empresaDaAtualizacao, listarAtualizacoes } from './planos.ts';
import { acao } from '../../http/contrato.ts';
import { LICENCAS } from '../../../contratos/licencas.ts';

function exigirCadeia(req: FastifyRequest, acao: 'Consultar' | 'Gerenciar'): void {
  const regra = `Permitir.AtualizacaoPlano.${acao}`;
  if (req.ctx.nivel === 'emitente' || !req.ctx.regrasTipo.has(regra)) throw forbidden(`Você não tem permissão para esta operação (${regra}).`);
}

/** Confere que a empresa é visível ao chamador e passa a transação a agir como ela. */
async function agirComo(c: Client, emitenteId: number): Promise<void> {
  const { rows } = await c.query('SELECT 1 FROM emitente WHERE id = $1', [emitenteId]);
  if (!rows[0]) throw notFound('Empresa não encontrada na sua cadeia.');
  await c.query(`SELECT set_config('erp.emitente_id', $1, true)`, [String(emitenteId)]);
}

export function registerPlanosRoutes(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };
  const tx = <T>(req: FastifyRequest, fn: (c: Client) => Promise<T>) => withTenant(db, req.ctx, fn);

  app.get('/v1/AtualizacaoPlano/Planos', acao(LICENCAS.planos, auth), async (req) => {
    const { rows } = await tx(req, (c) =>
      c.query(
        `SELECT tipo_pacote, descricao, valor_mensal::text AS valor_mensal, usuarios_inclusos, valor_usuario_adicional::text AS valor_usuario_adicional
           FROM plano_licenca WHERE ativo ORDER BY tipo_pacote`,
      ),
    );
    return ok(rows);
  });
  app.get('/v1/AtualizacaoPlano/Consultar', acao(LICENCAS.trocas, auth), async (req) => {
    exigirCadeia(req, 'Consultar');
    return ok(await tx(req, listarAtualizacoes));
  });
  const confirmar = async (req: FastifyRequest) => {
    exigirCadeia(req, 'Gerenciar');
    const alvo = Number((req.body as Record<string, unknown> | null)?.emitente_id);
    if (!Number.isSafeInteger(alvo) || alvo <= 0) throw new ValidationError({ emitente_id: ['Informe a empresa'] }, 'emitente_id: informe a empresa.');
    const a = await tx(req, async (c) => {
      await agirComo(c, alvo);
      const r = await confirmarPlano(c, req.ctx, req.body);
      await registrarAuditoria(c, {
        ctx: { ...req.ctx, emitenteId: alvo },
        entidade: 'atualizacaoPlano',
        registroId: r.id,
        acao: 'incluir',
        depois: { tipo_pacote_anterior: r.tipo_pacote_anterior, tipo_pacote_novo: r.tipo_pacote_novo },
        descricao: `Plano alterado do pacote ${r.tipo_pacote_anterior} para ${r.tipo_pacote_novo}`,
      });
      return r;
    });
    return ok(a, `Plano de ${a.emitente} alterado para o pacote ${a.tipo_pacote_novo}.`);
  };
  app.post('/v1/AtualizacaoPlano/confirmarPlano', acao(LICENCAS.confirmar, auth), confirmar);
  app.post('/v1/AtualizacaoPlano/confirmarPlano/', acao(LICENCAS.confirmar, auth), confirmar);
  app.post('/v1/AtualizacaoPlano/cancelarPlano/:id', acao(LICENCAS.cancelar, auth), async (req) => {
    exigirCadeia(req, 'Gerenciar');
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError({ id: ['Código inválido'] }, 'id: código inválido.');
    const a = await tx(req, async (c) => {
      await agirComo(c, await empresaDaAtualizacao(c, id));
      const r = await cancelarPlano(c, id);
      await registrarAuditoria(c, {
        ctx: { ...req.ctx, emitenteId: r.emitente_id },
        entidade: 'atualizacaoPlano',
        registroId: r.id,
        acao: 'cancelar',
        descricao: `Troca de plano cancelada: volta ao pacote ${r.tipo_pacote_anterior}`,
      });
      return r;
    });
    return ok(a, `Troca de plano cancelada: ${a.emitente} voltou ao pacote ${a.tipo_pacote_anterior}.`);
  });

  app.get('/v1/licencarecebivel/ConsultarLicencas', acao(LICENCAS.consultarLicencas, auth), async (req) => {
    const ctx = req.ctx;
    if (ctx.nivel === 'emitente') {
      if (!ctx.regrasEmitente.has('Permitir.LicencaFaturaEmitente.Consultar'))
        throw forbidden('Você não tem permissão para esta operação (Permitir.LicencaFaturaEmitente.Consultar).');
    } else if (!ctx.regrasTipo.has('Permitir.LicencaRecebivel.Consultar')) {
      throw forbidden('Você não tem permissão para esta operação (Permitir.LicencaRecebivel.Consultar).');
    }
    return ok(await tx(req, (c) => consultarLicencas(c, dataDeHoje(), ctx.nivel === 'emitente' ? ctx.emitenteId : null)));
  });
}
