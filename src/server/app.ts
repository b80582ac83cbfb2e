/**
 * Builds the Fastify application (arquitetura §2 server): envelope errors, auth, tenant loading, generic
 * REST CRUD and OData for every registry entity, OpenAPI at /docs, the hand-written modules
 * (account, CEP, dashboard; modules/index.ts) and the built web app at /{url}/...
 * `createServer` does not listen; `main.ts` does, and tests use `app.inject` or listen on a random port.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/pool.ts';
import type { Registry } from '../../schema/registry.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registrarSeguranca } from './http/seguranca.ts';
import { opcoesDeLog, registrarLogRequisicoes } from './http/log.ts';
import { registerAuth } from './auth/plugin.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerCrudRoutes } from './crud/routes.ts';
import { registerODataRoutes } from './odata/routes.ts';
import { registerTenantRoutes } from './tenant/whitelabel.ts';
import { registerDocs } from './http/docs.ts';
import { registerModules } from './modules/index.ts';
import { acao } from './http/contrato.ts';
import { GERAL } from '../contratos/geral.ts';

export interface ServerDeps {
  config: Config;
  db: Database;
  registry: Registry;
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * URL patterns a parametric route answers, one per registry entity (`/v1/cliente/:id`, ...):
     * {@link rotasRegistradas} lists these instead of the route's own pattern (crud/routes.ts).
     */
    rotasDoRegistro?: readonly string[];
  }
}

/** A route of the app as registered: HTTP method, URL pattern (`/v1/Cliente/:id`) and route schema (action contracts). */
export interface RotaRegistrada {
  method: string;
  url: string;
  schema?: unknown;
}
const rotasPorApp = new WeakMap<FastifyInstance, RotaRegistrada[]>();

/**
 * Every route registered on an app built by {@link createServer} (one entry per method; HEAD routes
 * Fastify adds for GET included), in registration order; a parametric CRUD route appears as the
 * per-entity URLs of its `config.rotasDoRegistro` (`/v1/cliente/:id`, `/v1/produto/:id`, ...), with
 * no schema. Used by the tests that walk all write routes (tests/api/rotas-corpo-hostil.test.ts),
 * so a new route is covered the moment it exists.
 */
export function rotasRegistradas(app: FastifyInstance): readonly RotaRegistrada[] {
  return rotasPorApp.get(app) ?? [];
}

export async function createServer({ config, db, registry, logger }: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? (await opcoesDeLog(config)),
    // one line per request from registrarLogRequisicoes instead of Fastify's two JSON objects
    logController: new LogController({ disableRequestLogging: true }),
    // allowUnsafeRegex: the only regex parameter is the CRUD entity segment (crud/segmento.ts), built
    // without quantifiers (tests/unit/server/crud-segmento.test.ts; no other route may use one:
    // tests/api/crud-rotas-parametricas.test.ts); find-my-way's safe-regex2 check of that ~8 KB
    // pattern cost tens of ms of start-up per route
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: false, maxParamLength: 300, allowUnsafeRegex: true },
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  const rotas: RotaRegistrada[] = [];
  rotasPorApp.set(app, rotas);
  app.addHook('onRoute', (r) => {
    const urls = r.config?.rotasDoRegistro;
    for (const method of [r.method].flat()) {
      if (urls) for (const url of urls) rotas.push({ method, url });
      else rotas.push({ method, url: r.url, schema: r.schema });
    }
  });
  if (logger !== false) registrarLogRequisicoes(app);
  registerErrorHandler(app);
  await registrarSeguranca(app, config);
  await registerAuth(app, config, db);
  await registerDocs(app);
  await registerAuthRoutes(app, config, db);
  registerTenantRoutes(app, db, config);
  registerCrudRoutes(app, registry, db);
  registerODataRoutes(app, registry, db);
  app.get('/health', acao(GERAL.saude), async () => ({ Success: true, Message: null, Data: { status: 'ok', database: db.kind } }));
  await registerModules(app, config, db, registry);
  return app;
}
