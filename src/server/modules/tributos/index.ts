/**
 * Módulo de tributos: regras tributárias como dados (as tabelas têm CRUD genérico pelo
 * registro: aliquota, stUf, estoqueSt, tributacoes, produtoTributacao) e as ações que não são CRUD:
 *
 * - `POST /v1/tributacoes/Atribuir` `{tributacao_id, produto_ids: number[]}`: atribui (ou, com
 *   `tributacao_id` null, retira) um perfil de tributação a vários produtos de uma vez; devolve
 *   `Data: {atualizados}`. Permissão Permitir.Produto.Alterar. Produto de outra empresa ou
 *   inexistente: 400 com a chave `produto_ids`, nada gravado.
 * - IBPT (ibpt.ts) e importação das tabelas oficiais NCM/CEST/CFOP pelo administrador (tabelas.ts).
 * - `POST /v1/produtoSimulador/` (ver simulador.ts): simula a venda e devolve cada tributo com base,
 *   alíquota, valor e regra usada. Permissão Permitir.Produto.Consultar.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ValidationError, ok } from '../../http/envelope.ts';
import { auditar } from '../auditoria/registro.ts';
import { assertCan } from '../../auth/permissions.ts';
import { simular, TIPOS_CLIENTE } from './simulador.ts';
import { registerIbptRoutes } from './ibpt.ts';
import { registerTabelasOficiaisRoutes } from './tabelas.ts';
import { acao } from '../../http/contrato.ts';
import { TRIBUTOS } from '../../../contratos/tributos.ts';

export function registerTributosRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const produto = registry.get('produto');
  registerIbptRoutes(app, db, registry);
  registerTabelasOficiaisRoutes(app, db);

  app.post('/v1/tributacoes/Atribuir', acao(TRIBUTOS.atribuir, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, produto, 'Alterar');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const ids = Array.isArray(body.produto_ids) ? body.produto_ids.map(Number) : [];
    if (!ids.length || ids.some((n) => !Number.isInteger(n) || n <= 0))
      throw new ValidationError({ produto_ids: ['Informe a lista de produtos'] }, 'Produtos: informe a lista de produtos.');
    const perfil = body.tributacao_id === null ? null : Number(body.tributacao_id);
    if (perfil !== null && (!Number.isInteger(perfil) || perfil <= 0))
      throw new ValidationError({ tributacao_id: ['Informe o perfil de tributação'] }, 'Perfil de tributação: informe o perfil.');
    const emitenteId = req.ctx.emitenteId!;
    const atualizados = await withTenant(db, req.ctx, async (c) => {
      if (perfil !== null) {
        const { rows } = await c.query('SELECT ativo FROM tributacao WHERE emitente_id = $1 AND id = $2', [emitenteId, perfil]);
        if (!rows[0]) throw new ValidationError({ tributacao_id: ['Perfil de tributação não encontrado'] }, 'Perfil de tributação: não encontrado.');
        if (!rows[0].ativo) throw new ValidationError({ tributacao_id: ['Perfil de tributação inativo'] }, 'Perfil de tributação: inativo.');
      }
      const unicos = [...new Set(ids)];
      const { rows: antes } = await c.query('SELECT id, tributacao_id FROM produto WHERE emitente_id = $1 AND id = ANY($2::int[]) FOR UPDATE', [
        emitenteId,
        unicos,
      ]);
      if (antes.length !== unicos.length) throw new ValidationError({ produto_ids: ['Produto não encontrado'] }, 'Produtos: algum produto não foi encontrado.');
      const { rowCount } = await c.query('UPDATE produto SET tributacao_id = $3 WHERE emitente_id = $1 AND id = ANY($2::int[])', [emitenteId, unicos, perfil]);
      await auditar(c, {
        entidade: 'produto',
        acao: 'alterar',
        descricao: 'Perfil de tributação trocado em lote',
        itens: antes.map((p) => ({ registroId: p.id, antes: { tributacao_id: p.tributacao_id }, depois: { tributacao_id: perfil } })),
      });
      return rowCount;
    });
    return ok({ atualizados });
  });

  app.get('/v1/produtoSimulador/TiposCliente', acao(TRIBUTOS.tiposCliente, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, produto, 'Consultar');
    return ok(Object.entries(TIPOS_CLIENTE).map(([id, t]) => ({ id, descricao: t.rotulo })));
  });

  app.post('/v1/produtoSimulador/', acao(TRIBUTOS.simular, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, produto, 'Consultar');
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    return ok(await withTenant(db, req.ctx, (c) => simular(c, req.ctx.emitenteId!, body)));
  });
}
