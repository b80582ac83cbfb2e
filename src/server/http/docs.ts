/**
 * OpenAPI 3.1 (generated from the registry by codegen into src/generated/openapi.json) served as
 * JSON at /docs/openapi.json and browsable with Swagger UI (@fastify/swagger-ui) at /docs.
 *
 * Swagger UI costs about 0.2 s to register (its static assets, YAML support), a fifth of the start
 * start-up budget, and most processes never serve it. So it lives in a small Fastify instance of
 * its own, built on the first request to /docs and reused: the main app forwards `/docs` and
 * `/docs/*` to it (`routing`), and the start pays nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ApiError, fail } from './envelope.ts';

let documento: unknown = null;
/** The generated OpenAPI document (read once). */
function openapi(): unknown {
  documento ??= JSON.parse(readFileSync(fileURLToPath(new URL('../../generated/openapi.json', import.meta.url)), 'utf8'));
  return documento;
}

/** A new Swagger UI instance (one per app, created on its first /docs request and closed with it). */
function criarSwaggerUi(): Promise<FastifyInstance> {
  return (async () => {
    const [{ default: swagger }, { default: ui }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
    const docs = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
    await docs.register(swagger, { mode: 'static', specification: { document: openapi() as never } });
    await docs.register(ui, { routePrefix: '/docs' });
    docs.setNotFoundHandler((_req, reply) => reply.status(404).send(fail(new ApiError(404, 'Rota não encontrada.'))));
    await docs.ready();
    return docs;
  })();
}

export async function registerDocs(app: FastifyInstance): Promise<void> {
  app.get('/docs/openapi.json', async () => openapi());
  // per app, not per module: a closed app must not leave a closed instance to the next one in the process
  let interfaceDocs: Promise<FastifyInstance> | null = null;
  const encaminhar = async (req: FastifyRequest, reply: FastifyReply) => {
    interfaceDocs ??= criarSwaggerUi();
    const docs = await interfaceDocs;
    reply.hijack();
    docs.routing(req.raw, reply.raw);
  };
  app.get('/docs', encaminhar);
  app.get('/docs/*', encaminhar);
  app.addHook('onClose', async () => {
    const aberta = interfaceDocs;
    interfaceDocs = null;
    if (aberta) await (await aberta).close();
  });
}
