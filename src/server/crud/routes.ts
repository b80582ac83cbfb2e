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
 *
 * The entity is a route parameter, not one set of routes per entity (inserting those ~680 routes
 * was most of the server's route set-up at start-up): `/v1/:entidade(…)/:id`, `/v1/:entidade(…)/` and,
 * for the `restAll` entries, `/v1/:entidade(…)`, whose pattern (segmento.ts) matches only the
 * registry's REST names, case-insensitively; the handler takes the entry from `registry.byRest`.
 * Any other segment matches none of them and is routed as before (the web app's `/:url/*` for GET,
 * the 404 otherwise), before authentication, and module routes with a static segment after
 * `/v1/{entity}/` (`/v1/Configuracao/CasasDecimais`) still win over `:id`. `GET /v1/{entity}/` of an entry
 * without `restAll` is, as before, `/:id` with an empty id. Each route lists in its config
 * (`rotasDoRegistro`) the per-entity URLs it answers, so `rotasRegistradas` (app.ts) still shows
 * one route per entity and method. One difference remains: a POST, PUT or DELETE whose entity
 * segment is longer than the router's `maxParamLength` (300) gets Fastify's 414 instead of the 404
 * (the router gives up on an over-long parameter only when no other route matches; GET and HEAD
 * still reach `/:url/*`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntityDef, Registry } from '../../../schema/registry.ts';
import type { Database } from '../db/pool.ts';
import { withTenant } from '../db/tenant.ts';
import { ApiError, ValidationError, notFound, ok } from '../http/envelope.ts';
import { assertCan, recusa } from '../auth/permissions.ts';
import { Repository } from './repository.ts';
import { Validators } from './validate.ts';
import { completarCadeia } from './cadeia.ts';
import { completarPessoa } from './pessoa.ts';
import { conferirDocumentoDuplicado, duplicadoConfirmado } from './duplicidade.ts';
import { acao } from '../http/contrato.ts';
import { CONFIGURACAO } from '../../contratos/configuracao.ts';
import { padraoDoSegmento } from './segmento.ts';

function parseId(e: EntityDef, raw: string): number | string {
  const t = e.properties[e.key].type;
  if (t === 'integer') {
    if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2147483647) throw new ValidationError({ [e.key]: ['Identificador inválido'] }, 'Identificador inválido.');
    return Number(raw);
  }
  if (raw.length > 255) throw new ValidationError({ [e.key]: ['Identificador inválido'] }, 'Identificador inválido.');
  return raw;
}

/** The generic operations a write route maps to (permission rule action), in `Allow` order. */
const ESCRITAS = { POST: 'Incluir', PUT: 'Alterar', DELETE: 'Excluir' } as const;
type Escrita = keyof typeof ESCRITAS;

/** Whether the entry offers a write operation: not `readOnly`, and listed in `permission.actions` when given. */
function oferece(e: EntityDef, metodo: Escrita): boolean {
  return !e.erp.readOnly && (!e.erp.permission.actions || e.erp.permission.actions.includes(ESCRITAS[metodo]));
}

/**
 * 405 for a write operation the entry does not offer (`readOnly`, or left out of
 * `permission.actions`): `Allow` lists what the resource answers, the body says why in pt-BR.
 * @throws ApiError 405 (after setting `Allow` on `reply`) when `metodo` is not offered; returns otherwise.
 */
function recusarNaoOferecida(e: EntityDef, metodo: Escrita, reply: FastifyReply): void {
  if (oferece(e, metodo)) return;
  reply.header('allow', ['GET', ...(Object.keys(ESCRITAS) as Escrita[]).filter((m) => oferece(e, m))].join(', '));
  throw new ApiError(
    405,
    e.erp.readOnly ? `${e.title}: somente leitura (registro do sistema ou tabela de referência).` : `${e.title}: operação não disponível.`,
  );
}

/**
 * Registers the parametric CRUD routes and `/v1/schema/:id` on `app` (module docstring). Call once
 * per app, after registerAuth (the routes use `app.authenticate` / `app.authenticateTx`).
 */
export function registerCrudRoutes(app: FastifyInstance, registry: Registry, db: Database): void {
  const repo = new Repository(registry);
  const validators = new Validators(registry);

  app.get('/v1/schema/:id', acao(CONFIGURACAO.schemaEntidade, { preHandler: app.authenticate }), async (req) => {
    const { id } = req.params as { id: string };
    const e = registry.entities.find((x) => x.id.toLowerCase() === id.toLowerCase()) ?? registry.byOData(id);
    if (!e) throw notFound('Entidade não encontrada no registro.');
    return ok(e.schema);
  });

  const todas = registry.entities;
  const comTodas = todas.filter((e) => e.erp.restAll);
  const segmento = `:entidade(${padraoDoSegmento(todas.map((e) => e.erp.rest))})`;
  // the pattern matches only registry names: the entry is always found
  const entidade = (req: FastifyRequest) => registry.byRest((req.params as { entidade: string }).entidade)!;
  const lista = (entradas: EntityDef[], sufixo: string) => ({ rotasDoRegistro: entradas.map((e) => `/v1/${e.erp.rest}${sufixo}`) });

  const consultar = async (req: FastifyRequest, e: EntityDef, idBruto: string) => {
    assertCan(req.ctx, e, 'Consultar');
    const id = parseId(e, idBruto);
    const row = await withTenant(db, req.ctx, (c) => repo.getOne(c, e, req.ctx, id));
    if (!row) throw notFound(`${e.title} não encontrado(a).`);
    return ok(row);
  };
  const todos = async (req: FastifyRequest, e: EntityDef) => {
    assertCan(req.ctx, e, 'Consultar');
    return ok(await withTenant(db, req.ctx, (c) => repo.all(c, e, req.ctx)));
  };

  /**
   * GET by id in one round trip: with the caller's context cached on this process, the session check,
   * BEGIN, the tenant settings, the record's statement and COMMIT go to the database together
   * (auth/plugin.ts `lerEmUmaIda`), instead of the check with BEGIN, then the statement, then
   * COMMIT. Only when all is in order (token, session, context version, permission, id); anything
   * else resolves null and the request takes the usual path (authenticateTx, then `consultar`),
   * which gives the 401, 403 or 400 in the usual order.
   */
  const consultarEmUmaIda = async (req: FastifyRequest, e: EntityDef, idBruto: string) => {
    let id: number | string;
    try {
      id = parseId(e, idBruto);
    } catch {
      return null;
    }
    const lida = await app.lerEmUmaIda(req, (ctx) => (recusa(ctx, e, 'Consultar') === null ? repo.getOneEmTexto(e, ctx, id) : null));
    if (!lida) return null;
    const row = lida.leitura.registro(lida.rows);
    if (!row) throw notFound(`${e.title} não encontrado(a).`);
    return ok(row);
  };

  app.get(`/v1/${segmento}/:id`, { config: lista(todas, '/:id') }, async (req, reply) => {
    const e = entidade(req);
    const idBruto = (req.params as { id: string }).id;
    const pronta = await consultarEmUmaIda(req, e, idBruto);
    if (pronta) return pronta;
    await app.authenticateTx(req, reply);
    return consultar(req, e, idBruto);
  });
  // `/v1/{rest}/`: all records of a restAll entry; for the others `/:id` with an empty id, as the
  // per-entity routes answered it (authenticateTx there, authenticate for the restAll list)
  const autenticarBarra = (req: FastifyRequest, reply: FastifyReply) =>
    entidade(req).erp.restAll ? app.authenticate(req, reply) : app.authenticateTx(req, reply);
  app.get(`/v1/${segmento}/`, { preHandler: autenticarBarra, config: lista(comTodas, '/') }, async (req) => {
    const e = entidade(req);
    return e.erp.restAll ? todos(req, e) : consultar(req, e, '');
  });
  if (comTodas.length)
    app.get(`/v1/:entidade(${padraoDoSegmento(comTodas.map((e) => e.erp.rest))})`, { preHandler: app.authenticate, config: lista(comTodas, '') }, async (req) =>
      todos(req, entidade(req)),
    );

  app.post(`/v1/${segmento}/`, { preHandler: app.authenticate, config: lista(todas, '/') }, async (req, reply) => {
    const e = entidade(req);
    recusarNaoOferecida(e, 'POST', reply);
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
  app.put(`/v1/${segmento}/`, { preHandler: app.authenticate, config: lista(todas, '/') }, async (req, reply) => {
    const e = entidade(req);
    recusarNaoOferecida(e, 'PUT', reply);
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
  app.delete(`/v1/${segmento}/:id`, { preHandler: app.authenticate, config: lista(todas, '/:id') }, async (req, reply) => {
    const e = entidade(req);
    recusarNaoOferecida(e, 'DELETE', reply);
    assertCan(req.ctx, e, 'Alterar');
    const id = parseId(e, (req.params as { id: string }).id);
    const done = await withTenant(db, req.ctx, (c) => repo.remove(c, e, req.ctx, id));
    if (!done) throw notFound(`${e.title} não encontrado(a).`);
    return ok(true, `${e.title} excluído(a) com sucesso.`);
  });
}

export { ApiError };
