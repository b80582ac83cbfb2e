/**
 * Consultas salvas das listas geradas (SPEC §3 "Other" consultaAvancada): os filtros
 * de uma lista guardados com um nome, por usuário e por empresa (tabela `consulta_avancada`, RLS da
 * empresa + `usuario_id` da sessão em toda consulta).
 *
 * - `GET /v1/ConsultaAvancada?lista=cliente` -> `Data: [{id, nome, filtros}]` do usuário, por nome;
 * - `POST /v1/ConsultaAvancada/` `{lista, nome, filtros}` -> a consulta gravada (mesmo nome na mesma
 *   lista: substitui os filtros);
 * - `DELETE /v1/ConsultaAvancada/:id` -> remove uma consulta do próprio usuário (404 se não é dele).
 * `lista` é o id de uma entidade do registro e o usuário precisa poder consultá-la (assertCan
 * 'Consultar': 403 como na própria lista). `nome`: 1 a 60 caracteres. `filtros`: objeto com valores
 * texto, número, booleano ou listas deles, até 4000 caracteres em JSON. Inválido -> 400 nomeando o campo.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from '../../../../schema/registry.ts';
import { assertCan } from '../../auth/permissions.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { acao } from '../../http/contrato.ts';
import { CONFIGURACAO } from '../../../contratos/configuracao.ts';

/** Tamanho máximo do JSON dos filtros, caracteres (o CHECK da tabela). */
export const MAX_FILTROS = 4000;

const primitivo = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

export function registerConsultaAvancadaRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const auth = { preHandler: app.authenticate };

  /** @throws ApiError 400 lista desconhecida; 403 sem empresa ou sem consultar a lista. */
  const lista = (req: FastifyRequest, valor: unknown): string => {
    if (req.ctx.emitenteId === null) throw forbidden('Selecione uma empresa para usar as consultas salvas.');
    const e = typeof valor === 'string' ? registry.entities.find((x) => x.id === valor) : undefined;
    if (!e) throw new ValidationError({ lista: ['Lista desconhecida'] }, 'Lista (lista): informe uma lista do sistema.');
    assertCan(req.ctx, e, 'Consultar');
    return e.id;
  };

  app.get('/v1/ConsultaAvancada', acao(CONFIGURACAO.consultasListar, auth), async (req) => {
    const l = lista(req, (req.query as Record<string, unknown>).lista);
    const { rows } = await withTenant(db, req.ctx, (c) =>
      c.query('SELECT id, nome, filtros FROM consulta_avancada WHERE emitente_id = $1 AND usuario_id = $2 AND lista = $3 ORDER BY lower(nome)', [
        req.ctx.emitenteId,
        req.ctx.usuarioId,
        l,
      ]),
    );
    return ok(rows);
  });

  app.post('/v1/ConsultaAvancada/', acao(CONFIGURACAO.consultasSalvar, auth), async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const l = lista(req, b.lista);
    const nome = typeof b.nome === 'string' ? b.nome.trim() : '';
    if (!nome || nome.length > 60) throw new ValidationError({ nome: ['De 1 a 60 caracteres'] }, 'Nome (nome): informe de 1 a 60 caracteres.');
    const f = b.filtros;
    if (!f || typeof f !== 'object' || Array.isArray(f))
      throw new ValidationError({ filtros: ['Informe os filtros'] }, 'Filtros (filtros): informe os filtros da lista.');
    const ruim = Object.entries(f).find(([, v]) => !(primitivo(v) || (Array.isArray(v) && v.every(primitivo))));
    if (ruim) throw new ValidationError({ filtros: [`Valor inválido em ${ruim[0]}`] }, `Filtros (filtros): valor inválido em "${ruim[0]}".`);
    if (JSON.stringify(f).length > MAX_FILTROS)
      throw new ValidationError({ filtros: ['Filtros grandes demais'] }, `Filtros (filtros): até ${MAX_FILTROS} caracteres.`);
    const r = await withTenant(db, req.ctx, async (c) => {
      const atual = await c.query(
        `UPDATE consulta_avancada SET filtros = $5::jsonb, nome = $4, alterado_em = now()
          WHERE emitente_id = $1 AND usuario_id = $2 AND lista = $3 AND lower(nome) = lower($4) RETURNING id, nome, filtros`,
        [req.ctx.emitenteId, req.ctx.usuarioId, l, nome, JSON.stringify(f)],
      );
      if (atual.rows[0]) return { ...atual.rows[0], nova: false };
      const ins = await c.query(
        'INSERT INTO consulta_avancada (emitente_id, usuario_id, lista, nome, filtros) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id, nome, filtros',
        [req.ctx.emitenteId, req.ctx.usuarioId, l, nome, JSON.stringify(f)],
      );
      return { ...ins.rows[0], nova: true };
    });
    const { nova, ...dados } = r;
    return reply.code(nova ? 201 : 200).send(ok(dados, nova ? `Consulta "${nome}" salva.` : `Consulta "${nome}" atualizada.`));
  });

  app.delete('/v1/ConsultaAvancada/:id', acao(CONFIGURACAO.consultasExcluir, auth), async (req) => {
    if (req.ctx.emitenteId === null) throw forbidden('Selecione uma empresa para usar as consultas salvas.');
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new ValidationError({ id: ['Código inválido'] }, 'Código (id) inválido.');
    const r = await withTenant(db, req.ctx, (c) =>
      c.query('DELETE FROM consulta_avancada WHERE emitente_id = $1 AND usuario_id = $2 AND id = $3', [req.ctx.emitenteId, req.ctx.usuarioId, id]),
    );
    if (!r.rowCount) throw notFound('Consulta não encontrada.');
    return ok(true, 'Consulta excluída.');
  });
}
