/**
 * OpenAPI 3.1 (generated from the registry by codegen into src/generated/openapi.json) served as
 * JSON at /docs/openapi.json and browsable with Swagger UI at /docs.
 */
import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import swagger from '@fastify/swagger';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  const file = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));
  const document = JSON.parse(readFileSync(file, 'utf8'));
  await app.register(swagger, { mode: 'static', specification: { document } });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/docs/openapi.json', async () => document);
}
