/**
 * OData v4 list endpoints (SPEC §7 "GET /OData/{Entity}{query}", arquitetura §4): one generic route for
 * every registry entity, compiled by our own compiler (compile.ts) with the tenant predicate
 * always added, run in a tenant transaction; and `$metadata` (EDMX generated from the registry by
 * codegen), and `/{EntitySet}/$count` (the plain-text total). Errors answer `{"error":{"code","message"}}`.
 * With `$count=true` the page and the total (alone with `$top=0`)
 * come from one statement (one round trip instead of two; see compile.ts `pageWithCountSql`).
 *
 * Server-driven paging (OData v4 JSON format §4.5.5): a page holds at most
 * `Prefer: odata.maxpagesize=n` rows (1..ODATA_MAX_TOP; answered with `Preference-Applied`) or
 * ODATA_DEFAULT_TOP; when more rows remain (or remain of the client's `$top`), the answer carries
 * `@odata.nextLink`, the same absolute URL with `$skip` advanced (and `$top` reduced). Rows are
 * always ordered with the key last, so pages neither repeat nor skip rows. Clients: Excel and
 * Power BI (credentials by HTTP Basic with a personal access token, modules/tokens), react-admin.
 *
 * The compiled page (both compilations above and the paging) is kept per query shape (cache.ts):
 * a repeated list request of the same shape only binds its tenant's values. A first page with its
 * total, for a caller whose context is cached, goes to the database in one round trip together with
 * the session check (`listarEmUmaIda`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EntityDef, Registry } from '../../../schema/registry.ts';
import type { Database } from '../db/pool.ts';
import { withTenant } from '../db/tenant.ts';
import { assertCan, recusa } from '../auth/permissions.ts';
import type { UserContext } from '../auth/context.ts';
import { sqlComValores } from '../db/sql-em-texto.ts';
import { readableColumns } from '../crud/repository.ts';
import { tenantPredicate } from '../crud/scope.ts';
import { COUNT_COLUMN, compileODataQuery, ODataError, type ODataEntity, type ODataPropType } from './compile.ts';
import { autenticacaoOData } from '../modules/tokens/servico.ts';
import { CacheDeConsultas, comValoresDoTenant } from './cache.ts';

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

  // OData 4.01 `/{EntitySet}/$count` (URL Conventions §4.8): the number of matching rows as plain
  // text, honouring $filter and $search (and the tenant); $top, $skip, $orderby and $select do not apply
  // (a parameter, not a static segment, so `%24count` as some clients send it matches too)
  // any other second segment is the plain OData 404, answered before asking for credentials
  const soContagem = async (req: FastifyRequest, reply: FastifyReply) => {
    if ((req.params as { segmento: string }).segmento.toLowerCase() !== '$count') {
      reply.callNotFound();
      return reply;
    }
  };
  app.get('/OData/:entity/:segmento', { preHandler: [soContagem, autenticacaoOData(app, db)] }, async (req, reply) => {
    const { entity } = req.params as { entity: string };
    const e = registry.byOData(entity);
    if (!e) throw new ODataError('EntidadeDesconhecida', `Conjunto de entidades '${entity}' não existe.`);
    assertCan(req.ctx, e, 'Consultar');
    const raw = req.raw.url!.includes('?') ? req.raw.url!.slice(req.raw.url!.indexOf('?') + 1) : '';
    const so = semTopSkip(raw).filter((p) => ['$filter', '$search'].includes(p.split('=')[0].replace(/%24/gi, '$').toLowerCase()));
    const compiled = compileODataQuery(entities.get(e.id)!, [...so, '$count=true'].join('&'), {
      maxTop: ODATA_MAX_TOP,
      defaultTop: ODATA_DEFAULT_TOP,
      tenant: (bind: (v: unknown) => string) => tenantPredicate(registry, e, req.ctx, bind),
    });
    const n = await withTenant(db, req.ctx, async (c) => (await c.query(compiled.countSql!, compiled.countParams)).rows[0].count as number);
    reply.header('OData-Version', '4.0').type('text/plain; charset=utf-8');
    return String(n);
  });

  const compiladas = new CacheDeConsultas<{ pagina: ReturnType<typeof paginaDoServidor>; compiled: ReturnType<typeof compileODataQuery> }>();

  /**
   * The page query of this request for `e` and the caller's context (compiled once per shape: cache.ts),
   * with this caller's tenant values bound.
   * @throws ODataError when the query string is not a valid OData query.
   */
  const compilar = (req: FastifyRequest, e: EntityDef, ctx: UserContext) => {
    const raw = req.raw.url!.includes('?') ? req.raw.url!.slice(req.raw.url!.indexOf('?') + 1) : '';
    const prefer = req.headers.prefer;
    const preferencia = Array.isArray(prefer) ? prefer.join(',') : prefer;
    // this caller's tenant predicate: its text is part of the shape, its values are bound per request
    const valoresDoTenant: unknown[] = [];
    const textoDoTenant = tenantPredicate(registry, e, ctx, (v) => `$${valoresDoTenant.push(v)}`);
    const forma = `${e.id}\n${textoDoTenant}\n${preferencia ?? ''}\n${raw}`;
    const { pagina, compiled: modelo } = compiladas.obter(forma, () => {
      const opcoes = {
        maxTop: ODATA_MAX_TOP,
        defaultTop: ODATA_DEFAULT_TOP,
        tenant: (bind: (v: unknown) => string) => tenantPredicate(registry, e, ctx, bind),
      };
      // validates the client's query and reads its $top/$skip; then the page is asked with one row more
      const pedido = compileODataQuery(entities.get(e.id)!, raw, opcoes);
      const pagina = paginaDoServidor(raw, pedido.top, pedido.skip, preferencia);
      return { pagina, compiled: compileODataQuery(entities.get(e.id)!, pagina.consulta, { ...opcoes, maxTop: ODATA_MAX_TOP + 1 }) };
    });
    const compiled = {
      ...modelo,
      params: comValoresDoTenant(modelo.params, valoresDoTenant),
      countParams: comValoresDoTenant(modelo.countParams, valoresDoTenant),
    };
    return { pagina, compiled };
  };

  /** The OData answer: the page (one row more than it shows tells whether a next page exists) and the total. */
  const responder = (
    req: FastifyRequest,
    reply: FastifyReply,
    e: EntityDef,
    pagina: ReturnType<typeof paginaDoServidor>,
    result: { rows: Array<Record<string, unknown>>; count: number | undefined },
  ) => {
    reply.header('OData-Version', '4.0');
    if (pagina.preferida) reply.header('Preference-Applied', `odata.maxpagesize=${pagina.tamanho}`);
    const mais = result.rows.length > pagina.tamanho;
    const value = mais ? result.rows.slice(0, pagina.tamanho) : result.rows;
    return {
      '@odata.context': `${baseUrl(req)}/OData/$metadata#${e.erp.odata}`,
      ...(result.count !== undefined ? { '@odata.count': result.count } : {}),
      value,
      ...(mais ? { '@odata.nextLink': `${baseUrl(req)}/OData/${e.erp.odata}?${pagina.proxima}` } : {}),
    };
  };

  /** Page rows of the page-and-total statement: the total taken out of them (0 for an empty first page). */
  const separarTotal = (rows: Array<Record<string, unknown>>, skip: number) => {
    if (!rows.length) return skip === 0 ? 0 : null;
    const count = rows[0][COUNT_COLUMN] as number;
    for (const r of rows) delete r[COUNT_COLUMN];
    return count;
  };

  /**
   * The first page with its total (`$count=true`, the lists of the web app) in one round trip: with a
   * Bearer token whose context is cached, the session check, BEGIN, the tenant settings, the page
   * statement (values written into the text: db/sql-em-texto.ts) and COMMIT go together
   * (auth/plugin.ts `lerEmUmaIda`). Anything else — Basic credentials, an unknown entity, a
   * permission missing, an invalid query, another page, a value that cannot be written, a session that
   * fell — resolves null and the request takes the usual path, which answers as before.
   */
  const listarEmUmaIda = async (req: FastifyRequest, reply: FastifyReply, e: EntityDef | undefined) => {
    if (!e) return null;
    const lida = await app.lerEmUmaIda(req, (ctx) => {
      if (recusa(ctx, e, 'Consultar') !== null) return null;
      let lista: ReturnType<typeof compilar>;
      try {
        lista = compilar(req, e, ctx);
      } catch {
        return null; // the usual path reports it, after authenticating
      }
      const c = lista.compiled;
      if (c.top === 0 || c.skip !== 0 || !c.pageWithCountSql || !c.countSql) return null;
      const sql = sqlComValores(c.pageWithCountSql, c.params);
      return sql === null ? null : { sql, pagina: lista.pagina };
    });
    if (!lida) return null;
    return responder(req, reply, e, lida.leitura.pagina, { rows: lida.rows, count: separarTotal(lida.rows, 0) as number });
  };

  const autenticar = autenticacaoOData(app, db);
  app.get('/OData/:entity', async (req, reply) => {
    const { entity } = req.params as { entity: string };
    const e = registry.byOData(entity);
    const pronta = await listarEmUmaIda(req, reply, e);
    if (pronta) return pronta;
    await autenticar(req, reply);
    if (!e) throw new ODataError('EntidadeDesconhecida', `Conjunto de entidades '${entity}' não existe.`);
    assertCan(req.ctx, e, 'Consultar');
    const { pagina, compiled } = compilar(req, e, req.ctx);
    const result = await withTenant(db, req.ctx, async (c) => {
      // `$top=0&$count=true` is how clients ask only for the total: no page query at all
      if (compiled.top === 0)
        return { rows: [], count: compiled.countSql ? (await c.query(compiled.countSql, compiled.countParams)).rows[0].count : undefined };
      if (!compiled.pageWithCountSql || !compiled.countSql) return { rows: (await c.query(compiled.sql, compiled.params)).rows, count: undefined };
      // page and total in one statement (one round trip); an empty page carries no total
      const rows = (await c.query(compiled.pageWithCountSql, compiled.params)).rows;
      // an empty page after the first: whether anything matched is asked apart
      const count = separarTotal(rows, compiled.skip) ?? (await c.query(compiled.countSql, compiled.countParams)).rows[0].count;
      return { rows, count };
    });
    return responder(req, reply, e, pagina, result);
  });
}

/** Query-string parameters other than `$top`/`$skip`, as sent (still encoded). */
function semTopSkip(raw: string): string[] {
  return raw
    .split('&')
    .filter((p) => p !== '')
    .filter((p) => {
      const nome = p.split('=')[0].replace(/%24/gi, '$').toLowerCase();
      return nome !== '$top' && nome !== '$skip';
    });
}

/**
 * The page this request answers: `tamanho` rows (the client's remaining `$top` or the page size), the
 * query to run (`$top` = tamanho + 1 when more rows may follow, to learn whether a next page exists)
 * and the query string of the next page.
 */
export function paginaDoServidor(
  raw: string,
  top: number,
  skip: number,
  prefer: string | undefined,
): { tamanho: number; preferida: boolean; consulta: string; proxima: string } {
  const m = /odata\.maxpagesize\s*=\s*(\d+)/i.exec(prefer ?? '');
  const preferida = m ? Math.min(Math.max(Number(m[1]), 1), ODATA_MAX_TOP) : null;
  const temTop = raw.split('&').some((p) => p.split('=')[0].replace(/%24/gi, '$').toLowerCase() === '$top');
  const clienteTop = temTop ? top : null;
  const limite = preferida ?? ODATA_DEFAULT_TOP;
  const tamanho = clienteTop === null ? limite : Math.min(clienteTop, limite);
  const outros = semTopSkip(raw);
  // with a client $top that fits in this page there is no next page: ask exactly that many
  const pedir = clienteTop !== null && clienteTop <= tamanho ? tamanho : tamanho + 1;
  const consulta = [...outros, `$top=${pedir}`, `$skip=${skip}`].join('&');
  const proxima = [...outros, ...(clienteTop !== null ? [`$top=${clienteTop - tamanho}`] : []), `$skip=${skip + tamanho}`].join('&');
  return { tamanho, preferida: preferida !== null, consulta, proxima };
}

function baseUrl(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? 'localhost'}`;
}
