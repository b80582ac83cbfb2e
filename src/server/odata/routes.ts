/**
 * OData v4 list endpoints (SPEC §7 "GET /OData/{Entity}{query}", DESIGN §4): one generic route for
 * every registry entity, compiled by our own compiler (compile.ts) with the tenant predicate
 * always added, run in a tenant transaction; and `$metadata` (EDMX generated from the registry by
 * codegen). Errors answer `{"error":{"code","message"}}`. With `$count=true` the page and the total
 * come from one statement (one round trip instead of two; see compile.ts `pageWithCountSql`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EntityDef, Registry } from '../../../schema/registry.ts';
import type { Database } from '../db/pool.ts';
import { withTenant } from '../db/tenant.ts';
import { assertCan } from '../auth/permissions.ts';
import { readableColumns } from '../crud/repository.ts';
import { tenantPredicate } from '../crud/scope.ts';
import { COUNT_COLUMN, compileODataQuery, ODataError, type ODataEntity, type ODataPropType } from './compile.ts';

export const ODATA_MAX_TOP = 1000;
export const ODATA_DEFAULT_TOP = 100;

/** The compiler's view of an entity: readable properties only (no hidden or write-only fields). */
export function odataEntity(e: EntityDef): ODataEntity {
  return {
    name: e.erp.odata,
    table: e.erp.table,
    key: e.key,
    properties: readableColumns(e).map((name) => {
      const f = e.properties[name];
      const type: ODataPropType =
        f.type === 'integer'
          ? 'integer'
          : f.type === 'number'
            ? 'number'
            : f.type === 'boolean'
              ? 'boolean'
              : f.format === 'date'
                ? 'date'
                : f.format === 'date-time'
                  ? 'date-time'
                  : 'string';
      return { name, column: name, type, ...(f.format === 'uuid' ? { asText: true } : {}) };
    }),
    search: e.erp.search ?? [],
  };
}

export function registerODataRoutes(app: FastifyInstance, registry: Registry, db: Database): void {
  const metadataFile = fileURLToPath(new URL('../../generated/metadata.xml', import.meta.url));
  const entities = new Map(registry.entities.map((e) => [e.id, odataEntity(e)]));

  app.get('/OData/$metadata', async (_req, reply) => {
    reply.type('application/xml; charset=utf-8').header('OData-Version', '4.0');
    return readFileSync(metadataFile, 'utf8');
  });
  app.get('/OData', async (req) => ({
    '@odata.context': `${baseUrl(req)}/OData/$metadata`,
    value: registry.entities.map((e) => ({ name: e.erp.odata, kind: 'EntitySet', url: e.erp.odata })),
  }));

  app.get('/OData/:entity', { preHandler: app.authenticateTx }, async (req, reply) => {
    const { entity } = req.params as { entity: string };
    const e = registry.byOData(entity);
    if (!e) throw new ODataError('EntidadeDesconhecida', `Conjunto de entidades '${entity}' não existe.`);
    assertCan(req.ctx, e, 'Consultar');
    const raw = req.raw.url!.includes('?') ? req.raw.url!.slice(req.raw.url!.indexOf('?') + 1) : '';
    const compiled = compileODataQuery(entities.get(e.id)!, raw, {
      maxTop: ODATA_MAX_TOP,
      defaultTop: ODATA_DEFAULT_TOP,
      tenant: (bind) => tenantPredicate(registry, e, req.ctx, bind),
    });
    const result = await withTenant(db, req.ctx, async (c) => {
      if (!compiled.pageWithCountSql || !compiled.countSql) return { rows: (await c.query(compiled.sql, compiled.params)).rows, count: undefined };
      // page and total in one statement (one round trip); an empty page carries no total
      const rows = (await c.query(compiled.pageWithCountSql, compiled.params)).rows;
      let count: number;
      if (rows.length) {
        count = rows[0][COUNT_COLUMN];
        for (const r of rows) delete r[COUNT_COLUMN];
      } else {
        count = compiled.skip === 0 ? 0 : (await c.query(compiled.countSql, compiled.countParams)).rows[0].count;
      }
      return { rows, count };
    });
    reply.header('OData-Version', '4.0');
    return {
      '@odata.context': `${baseUrl(req)}/OData/$metadata#${e.erp.odata}`,
      ...(result.count !== undefined ? { '@odata.count': result.count } : {}),
      value: result.rows,
    };
  });
}

function baseUrl(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? 'localhost'}`;
}
