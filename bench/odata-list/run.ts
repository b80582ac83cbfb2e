/**
 * bench/odata-list: a filtered, ordered, counted 25-row OData page of customers through
 * the HTTP API (real server on loopback, bearer token, tenant transaction with RLS) versus the
 * same SQL — the compiler's own output with the same tenant predicate — run directly through `pg`.
 * Data: 100,000 customers in one tenant among 10 tenants (10,000 in each of the other nine).
 * Runs on PGlite and on PostgreSQL (DATABASE_URL, default the local server) and prints the ratio
 * API/raw of the medians. Sequential requests; bounded iteration counts.
 *
 *   npm run bench:odata            # both databases
 *   BENCH_DB=pglite npm run bench:odata
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTemporaryDatabase } from '../../src/server/db/temporary.ts';
import { seed, DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { createServer } from '../../src/server/app.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { compileODataQuery } from '../../src/server/odata/compile.ts';
import { odataEntity, ODATA_DEFAULT_TOP, ODATA_MAX_TOP } from '../../src/server/odata/routes.ts';
import { withTenant } from '../../src/server/db/tenant.ts';

const BIG = Number(process.env.BENCH_ROWS ?? 100_000);
const SMALL = Number(process.env.BENCH_OTHER_ROWS ?? 10_000);
const WARMUP = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const QUERY = '$filter=' + encodeURIComponent("contains(Nome,'silva') and uf eq 'SP' and ativo eq true") + '&$orderby=Nome desc&$top=25&$skip=50&$count=true';

async function populate(db: Database): Promise<number> {
  const c = await db.pool.connect();
  try {
    const {
      rows: [loja],
    } = await c.query(`SELECT e.* FROM emitente e JOIN usuario u ON u.emitente_id = e.id WHERE u.login = 'loja'`);
    const ids: number[] = [loja.id];
    for (let i = 0; ids.length < 10; i++) {
      const { rows } = await c.query(
        `INSERT INTO emitente (distribuidor_master_id, distribuidor_id, revenda_id, nome, cnpj, ie, crt, tipo_pacote, cep, logradouro, numero, bairro, cidade_id, uf)
         VALUES ($1,$2,$3,$4,$5,'ISENTO',1,2,'01310100','Rua Bench','1','Centro',3550308,'SP') RETURNING id`,
        [loja.distribuidor_master_id, loja.distribuidor_id, loja.revenda_id, `Empresa Bench ${i}`, String(10_000_000_000_000 + i)],
      );
      ids.push(rows[0].id);
    }
    for (const [i, id] of ids.entries()) {
      const n = i === 0 ? BIG : SMALL;
      await c.query(
        `INSERT INTO cliente (emitente_id, tipo_pessoa, cpf_cnpj, nome, ind_ie_dest, uf, cidade_id, email, ativo)
         SELECT $1, 'F', lpad((g * 7919 % 99999999999)::text, 11, '0'),
                (ARRAY['Ana','Bruno','Carla','Daniel','Eduarda','Felipe','Gabriela','Lucas'])[1 + g % 8] || ' ' ||
                (ARRAY['Silva','Santos','Oliveira','Souza','Lima','Costa','Pereira','Almeida','Ferreira','Gomes'])[1 + (g / 8) % 10] || ' ' || g,
                9, (ARRAY['SP','MG','RJ','PR'])[1 + g % 4], 3550308, 'cliente' || g || '@email.com.br', g % 20 <> 0
           FROM generate_series(1, $2) g`,
        [id, n],
      );
    }
    await c.query('ANALYZE cliente');
    return loja.id;
  } finally {
    c.release();
  }
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.floor(s.length * 0.95)] };
}

async function bench(kind: 'pglite' | 'postgres') {
  let url: string | null = null;
  let drop: (() => Promise<void>) | null = null;
  if (kind === 'postgres') {
    const tmp = await createTemporaryDatabase(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test', 'erp_bench');
    url = tmp.url;
    drop = tmp.drop;
  }
  const config = loadConfig({ databaseUrl: url, jwtSecret: randomBytes(32).toString('hex'), demoSize: 5, loginRateMax: 1000, logLevel: 'warn' });
  const db = await openDatabase({ databaseUrl: url, dataDir: config.dataDir, memory: true });
  try {
    await migrate(db);
    await seed(db, config, () => undefined);
    const emitenteId = await populate(db);
    const registry = loadRegistry();
    const app = await createServer({ config, db, registry, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Login: 'loja', Password: DEMO_PASSWORD }),
    });
    const { Data } = (await login.json()) as { Data: { Token: string } };
    const compiled = compileODataQuery(odataEntity(registry.get('cliente')), QUERY, {
      maxTop: ODATA_MAX_TOP,
      defaultTop: ODATA_DEFAULT_TOP,
      tenant: (bind) => `t."emitente_id" = ${bind(emitenteId)}`,
    });
    const api = async () => {
      const r = await fetch(`${address}/OData/Cliente?${QUERY}`, { headers: { authorization: `Bearer ${Data.Token}` } });
      const body = (await r.json()) as { value: unknown[]; '@odata.count': number };
      if (r.status !== 200 || body.value.length !== 25) throw new Error(`resposta inesperada ${r.status}`);
      return body['@odata.count'];
    };
    const raw = async () => {
      const rows = (await db.pool.query(compiled.sql, compiled.params)).rows;
      const count = (await db.pool.query(compiled.countSql!, compiled.countParams)).rows[0].count;
      if (rows.length !== 25) throw new Error('resposta inesperada');
      return count;
    };
    // the same SQL as the API runs it at the database: in a tenant transaction as erp_app (RLS on)
    const ctx = { usuarioId: 0, nivel: 'emitente' as const, masterId: null, distribuidorId: null, revendaId: null, emitenteId };
    const rawTenant = () =>
      withTenant(db, ctx, async (c) => {
        const rows = (await c.query(compiled.sql, compiled.params)).rows;
        const count = (await c.query(compiled.countSql!, compiled.countParams)).rows[0].count;
        if (rows.length !== 25) throw new Error('resposta inesperada');
        return count;
      });
    const [a, b] = [await api(), await raw()];
    if ((await rawTenant()) !== a) throw new Error('contagem diferente com RLS');
    if (a !== b) throw new Error(`contagens diferentes: API ${a}, SQL ${b}`);
    const time = async (fn: () => Promise<unknown>) => {
      const t = performance.now();
      await fn();
      return performance.now() - t;
    };
    for (let i = 0; i < WARMUP; i++) {
      await api();
      await raw();
      await rawTenant();
    }
    const apiMs: number[] = [];
    const rawMs: number[] = [];
    const rlsMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // interleaved so all three see the same machine state
      apiMs.push(await time(api));
      rawMs.push(await time(raw));
      rlsMs.push(await time(rawTenant));
    }
    await app.close();
    const A = stats(apiMs);
    const R = stats(rawMs);
    const L = stats(rlsMs);
    return { kind, count: a, api: A, raw: R, rls: L, ratio: A.median / R.median, ratioRls: A.median / L.median };
  } finally {
    await db.close();
    if (drop) await drop();
  }
}

const kinds = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
console.log(`Consulta: GET /OData/Cliente?${decodeURIComponent(QUERY)}`);
console.log(
  `Dados: ${BIG.toLocaleString('pt-BR')} clientes no emitente medido, ${SMALL.toLocaleString('pt-BR')} em cada um dos outros 9; ${RUNS} medições alternadas após ${WARMUP} de aquecimento.\n`,
);
console.log(
  '| banco | linhas filtradas | API HTTP mediana (p95) | mesmo SQL via pg, dono (p95) | mesmo SQL via pg, transação erp_app+RLS (p95) | razão API/SQL | razão API/SQL+RLS |',
);
console.log('|---|---|---|---|---|---|---|');
for (const k of kinds) {
  const r = await bench(k);
  const f = (x: { median: number; p95: number }) => `${x.median.toFixed(2)} ms (${x.p95.toFixed(2)})`;
  console.log(`| ${r.kind} | ${r.count} | ${f(r.api)} | ${f(r.raw)} | ${f(r.rls)} | ${r.ratio.toFixed(2)} | ${r.ratioRls.toFixed(2)} |`);
}
