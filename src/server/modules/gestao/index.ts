/**
 * Gestão, telas do administrador:
 * - `GET /v1/Gestor/Painel?meses=12` (Permitir.Gestor.Gerenciar) -> painel.ts `PainelGestor`;
 * - `GET /v1/Empresas/Gerenciar` (Permitir.Empresas.Consultar, administrador) -> empresas.ts `EmpresaGerenciada[]`;
 * - `POST /v1/Empresas/Transferir/{id}` `{ revenda_id }` (Permitir.Empresas.Alterar, administrador)
 *   move a empresa para outra revenda (auditado);
 * - `GET /v1/Empresas/Revendas` -> revendas ativas para o destino.
 * - Área do Administrador (restricoes.ts): `/v1/Administrador/...`;
 * - `POST /v1/configuracaoWhiteLabelUpload/` (whitelabel-upload.ts).
 * Como dono do banco, depois de conferir que o chamador é o administrador (que enxerga tudo pela RLS).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withOwner } from '../../db/tenant.ts';
import { forbidden, ok, ValidationError } from '../../http/envelope.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { registrarAuditoria } from '../auditoria/index.ts';
import { painelGestor } from './painel.ts';
import { listarEmpresas, transferirEmpresa } from './empresas.ts';
import { registerAdministradorRoutes } from './restricoes.ts';
import { registerWhiteLabelUpload } from './whitelabel-upload.ts';
import { acao } from '../../http/contrato.ts';
import { GESTAO } from '../../../contratos/gestao.ts';

function exigirAdmin(req: FastifyRequest, regra: string): void {
  if (req.ctx.nivel !== 'admin') throw forbidden('Recurso exclusivo do Administrador.');
  if (!req.ctx.regrasTipo.has(regra)) throw forbidden(`Você não tem permissão para esta operação (${regra}).`);
}

export function registerGestaoRoutes(app: FastifyInstance, db: Database): void {
  registerAdministradorRoutes(app, db);
  registerWhiteLabelUpload(app, db);
  const auth = { preHandler: app.authenticate };
  app.get('/v1/Gestor/Painel', acao(GESTAO.painel, auth), async (req) => {
    exigirAdmin(req, 'Permitir.Gestor.Gerenciar');
    const meses = Number((req.query as Record<string, unknown>).meses ?? 12);
    if (!Number.isInteger(meses) || meses < 1 || meses > 36) throw new ValidationError({ meses: ['Informe de 1 a 36 meses'] }, 'meses: informe de 1 a 36.');
    return ok(await withOwner(db, (c) => painelGestor(c, dataDeHoje(), meses)));
  });
  app.get('/v1/Empresas/Gerenciar', acao(GESTAO.empresas, auth), async (req) => {
    exigirAdmin(req, 'Permitir.Empresas.Consultar');
    return ok(await withOwner(db, (c) => listarEmpresas(c, dataDeHoje())));
  });
  app.get('/v1/Empresas/Revendas', acao(GESTAO.revendas, auth), async (req) => {
    exigirAdmin(req, 'Permitir.Empresas.Consultar');
    const { rows } = await withOwner(db, (c) => c.query('SELECT id, nome, fantasia FROM revenda WHERE ativo ORDER BY nome'));
    return ok(rows);
  });
  app.post('/v1/Empresas/Transferir/:id', acao(GESTAO.transferir, auth), async (req) => {
    exigirAdmin(req, 'Permitir.Empresas.Alterar');
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError({ id: ['Código inválido'] }, 'id: código inválido.');
    const r = await withOwner(db, async (c) => {
      const antes = (await c.query('SELECT distribuidor_master_id, distribuidor_id, revenda_id FROM emitente WHERE id = $1', [id])).rows[0] ?? null;
      const feito = await transferirEmpresa(c, id, (req.body as Record<string, unknown> | null)?.revenda_id);
      const depois = (await c.query('SELECT distribuidor_master_id, distribuidor_id, revenda_id FROM emitente WHERE id = $1', [id])).rows[0];
      await registrarAuditoria(c, {
        ctx: { ...req.ctx, emitenteId: id },
        entidade: 'emitente',
        registroId: id,
        acao: 'alterar',
        antes,
        depois,
        descricao: 'Empresa transferida de revenda',
      });
      return feito;
    });
    return ok(r, `Empresa transferida; ${r.faturas_movidas} fatura(s) em aberto acompanharam a empresa.`);
  });
}
