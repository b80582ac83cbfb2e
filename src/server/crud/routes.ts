/**
 * Generic REST CRUD of SPEC §7 for every registry entity: `GET /v1/{entity}/{id}`,
 * `POST /v1/{entity}/`, `PUT /v1/{entity}/`, `DELETE /v1/{entity}/{id}`, plus `GET /v1/{entity}`
 * returning all records where the entry says `restAll` (conta, custo), and `GET /v1/schema/{id}`
 * serving the registry entry. Every route authenticates, checks its permission rule and runs in a
 * tenant transaction; a failure rolls everything back. Write routes exist only for entities that
 * are not `readOnly`, and only for the operations `permission.actions` lists when it is given
 * (POST = Incluir, PUT = Alterar, DELETE = Excluir; e.g. a per-issuer settings row created by the
 * server offers GET and PUT only). An operation not offered answers 405 with an `Allow` header and
 * a pt-BR message (records of the system such as audit, sessions, licence blocks and report runs
 * are read-only), never reaching the database. A cliente whose CPF/CNPJ another cliente of the
 * same company already has answers 409 unless `?confirmarDuplicado=true` (duplicidade.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntityDef, Registry } from '../../../schema/registry.ts';
import type { Database } from '../db/pool.ts';
import { withTenant } from '../db/tenant.ts';
import { ApiError, ValidationError, notFound, ok } from '../http/envelope.ts';
import { assertCan } from '../auth/permissions.ts';
import { Repository } from './repository.ts';
import { Validators } from './validate.ts';
import { completarCadeia } from './cadeia.ts';
import { completarPessoa } from './pessoa.ts';
import { conferirDocumentoDuplicado, duplicadoConfirmado } from './duplicidade.ts';
import { acao } from '../http/contrato.ts';
import { CONFIGURACAO } from '../../contratos/configuracao.ts';

function parseId(e: EntityDef, raw: string): number | string {
  const t = e.properties[e.key].type;
  if (t === 'integer') {
    if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2147483647) throw new ValidationError({ [e.key]: ['Identificador inválido'] }, 'Identificador inválido.');
    return Number(raw);
  }
  if (raw.length > 255) throw new ValidationError({ [e.key]: ['Identificador inválido'] }, 'Identificador inválido.');
  return raw;
}

export function registerCrudRoutes(app: FastifyInstance, registry: Registry, db: Database): void {
  const repo = new Repository(registry);
  const validators = new Validators(registry);

  app.get('/v1/schema/:id', acao(CONFIGURACAO.schemaEntidade, { preHandler: app.authenticate }), async (req) => {
    const { id } = req.params as { id: string };
    const e = registry.entities.find((x) => x.id.toLowerCase() === id.toLowerCase()) ?? registry.byOData(id);
    if (!e) throw notFound('Entidade não encontrada no registro.');
    return ok(e.schema);
  });

  for (const e of registry.entities) {
    const base = `/v1/${e.erp.rest}`;
    app.get(`${base}/:id`, { preHandler: app.authenticateTx }, async (req) => {
      assertCan(req.ctx, e, 'Consultar');
      const id = parseId(e, (req.params as { id: string }).id);
      const row = await withTenant(db, req.ctx, (c) => repo.getOne(c, e, req.ctx, id));
      if (!row) throw notFound(`${e.title} não encontrado(a).`);
      return ok(row);
    });
    if (e.erp.restAll) {
      const all = async (req: import('fastify').FastifyRequest) => {
        assertCan(req.ctx, e, 'Consultar');
        return ok(await withTenant(db, req.ctx, (c) => repo.all(c, e, req.ctx)));
      };
      app.get(base, { preHandler: app.authenticate }, all);
      app.get(`${base}/`, { preHandler: app.authenticate }, all);
    }
    const oferece = (acao: 'Incluir' | 'Alterar' | 'Excluir') => !e.erp.readOnly && (!e.erp.permission.actions || e.erp.permission.actions.includes(acao));
    naoOferecidas(app, e, base, { POST: oferece('Incluir'), PUT: oferece('Alterar'), DELETE: oferece('Excluir') });
    if (e.erp.readOnly) continue;
    if (oferece('Incluir'))
      app.post(`${base}/`, { preHandler: app.authenticate }, async (req, reply) => {
        assertCan(req.ctx, e, 'Incluir');
        completarPessoa(e, 'create', req.body);
        completarCadeia(e, req.ctx, req.body);
        const { record, children } = validators.validate(e, 'create', req.body);
        const confirmado = duplicadoConfirmado(req.query);
        const row = await withTenant(db, req.ctx, async (c) => {
          await conferirDocumentoDuplicado(c, registry, e, req.ctx, record, confirmado);
          return repo.create(c, e, req.ctx, record, children);
        });
        return reply.status(201).send(ok(row, `${e.title} incluído(a) com sucesso.`));
      });
    if (oferece('Alterar'))
      app.put(`${base}/`, { preHandler: app.authenticate }, async (req) => {
        assertCan(req.ctx, e, 'Alterar');
        completarPessoa(e, 'update', req.body);
        const { record, children } = validators.validate(e, 'update', req.body);
        const confirmado = duplicadoConfirmado(req.query);
        const row = await withTenant(db, req.ctx, async (c) => {
          await conferirDocumentoDuplicado(c, registry, e, req.ctx, record, confirmado);
          return repo.update(c, e, req.ctx, record, children);
        });
        return ok(row, `${e.title} alterado(a) com sucesso.`);
      });
    if (oferece('Excluir'))
      app.delete(`${base}/:id`, { preHandler: app.authenticate }, async (req) => {
        assertCan(req.ctx, e, 'Alterar');
        const id = parseId(e, (req.params as { id: string }).id);
        const done = await withTenant(db, req.ctx, (c) => repo.remove(c, e, req.ctx, id));
        if (!done) throw notFound(`${e.title} não encontrado(a).`);
        return ok(true, `${e.title} excluído(a) com sucesso.`);
      });
  }
}

/**
 * 405 for the write operations the entry does not offer (`readOnly`, or left out of
 * `permission.actions`): `Allow` lists what the resource answers, the body says why in pt-BR.
 */
function naoOferecidas(app: FastifyInstance, e: EntityDef, base: string, oferecidas: Record<'POST' | 'PUT' | 'DELETE', boolean>): void {
  const allow = ['GET', ...(['POST', 'PUT', 'DELETE'] as const).filter((m) => oferecidas[m])].join(', ');
  const motivo = e.erp.readOnly ? `${e.title}: somente leitura (registro do sistema ou tabela de referência).` : `${e.title}: operação não disponível.`;
  const recusa = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', allow);
    throw new ApiError(405, motivo);
  };
  if (!oferecidas.POST) app.post(`${base}/`, { preHandler: app.authenticate }, recusa);
  if (!oferecidas.PUT) app.put(`${base}/`, { preHandler: app.authenticate }, recusa);
  if (!oferecidas.DELETE) app.delete(`${base}/:id`, { preHandler: app.authenticate }, recusa);
}

export { ApiError };
