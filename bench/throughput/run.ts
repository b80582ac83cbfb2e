/**
 * bench/throughput (issue "Platform I", part 3): requests per second at 64 concurrent connections
 * on PostgreSQL, the real server (one child process, logger off, default pool of 10 connections)
 * driven by autocannon over loopback, against a baseline measured in the same run: the same
 * database work driven straight through `pg` by 64 concurrent workers on a pool of the same size.
 *
 * Scenarios:
 *  - list: `GET /OData/Cliente?$filter=contains(Nome,'silva') and uf eq 'SP'&$orderby=Nome desc&$top=25&$count=true`
 *    (authenticated) vs the compiler's page SQL + count SQL in a tenant transaction as erp_app
 *    (BEGIN; set_config role + tenant settings; page; count; COMMIT — one round trip each);
 *  - get: `GET /v1/cliente/{id}` (authenticated, record + 3 child lists) vs the same reads in a
 *    tenant transaction (BEGIN; set_config; record; Email; Endereco; Telefone; COMMIT);
 *  - tenant: the public `GET /v1/ConfiguracaoWhiteLabel/CarregarUrl/{url}` vs its one query;
 *  - post: `POST /v1/cliente/?confirmarDuplicado=true` (authenticated, validated, audited) vs the
 *    statements the repository sends for it (recorded once from `Repository.create` on a real
 *    connection, then replayed with the new id: INSERT, read back, audit INSERT) in a tenant transaction.
 * Besides the raw-`pg` baseline, the lista, id and post scenarios are measured against a "minimal
 * route" (minimo.ts, a child process like the server): the project's own `fastify` and `pg`, no
 * plugins or hooks, doing the same database work (BEGIN + tenant settings as erp_app, the same
 * statements, COMMIT) and sending JSON: the ratio API/mínima is the cost of the product's request
 * path (authentication, permission, OData, validation, envelope, hooks) on top of a bare route.
 * Data: bench/odata-list's generator (100,000 customers of the measured issuer among 10 issuers).
 * Each side is measured BENCH_SECONDS (default 15 s) after a 3 s warm-up, in BENCH_ROUNDS (default 3)
 * alternating slices; BENCH_CENARIOS picks scenarios (default lista,id,tenant). Prints req/s, p50/p99
 * latency (ms), errors (+ non-2xx), RSS of the server process (API) or of this process (pg), ratio.
 * BENCH_ANTES=<directory of an older checkout> also starts that checkout's server (its
 * bench/throughput/server.ts) on the same database and measures it in the same run, interleaved,
 * so "today versus before" is a ratio of the same machine state rather than of two runs.
 *
 *   npm run bench:throughput     # DATABASE_URL default postgres://postgres@127.0.0.1:5432/test
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTemporaryDatabase } from '../../src/server/db/temporary.ts';
import { seed, DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { compileODataQuery } from '../../src/server/odata/compile.ts';
import { odataEntity, ODATA_DEFAULT_TOP, ODATA_MAX_TOP } from '../../src/server/odata/routes.ts';
import { type Client, type TenantContext, tenantSetupSql } from '../../src/server/db/tenant.ts';
import { Repository } from '../../src/server/crud/repository.ts';
import { Validators } from '../../src/server/crud/validate.ts';
import { completarPessoa } from '../../src/server/crud/pessoa.ts';
import { completarCadeia } from '../../src/server/crud/cadeia.ts';
import { type Plano, replay } from './plano.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP = 3;
/** Each side's measuring time is cut in ROUNDS alternating slices of SLICE seconds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SLICE = SECONDS / ROUNDS;
const CONNECTIONS = 64;
const POOL = 10; // the server's default pool size (openDatabase)
const BIG = Number(process.env.BENCH_ROWS ?? 100_000);
const SMALL = Number(process.env.BENCH_OTHER_ROWS ?? 10_000);
const QUERY =
  '$filter=' + encodeURIComponent("contains(Nome,'silva') and uf eq 'SP'") + '&$orderby=' + encodeURIComponent('Nome desc') + '&$top=25&$count=true';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rss: number;
  /** CPU time (user + system) of the serving process per request, µs (see rodadas). */
  cpu?: number;
}

async function populate(db: Database): Promise<{ emitenteId: number; clienteId: number; url: string }> {
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
      await c.query(
        `INSERT INTO cliente (emitente_id, tipo_pessoa, cpf_cnpj, nome, ind_ie_dest, uf, cidade_id, email, ativo)
         SELECT $1, 'F', lpad((g * 7919 % 99999999999)::text, 11, '0'),
                (ARRAY['Ana','Bruno','Carla','Daniel','Eduarda','Felipe','Gabriela','Lucas'])[1 + g % 8] || ' ' ||
                (ARRAY['Silva','Santos','Oliveira','Souza','Lima','Costa','Pereira','Almeida','Ferreira','Gomes'])[1 + (g / 8) % 10] || ' ' || g,
                9, (ARRAY['SP','MG','RJ','PR'])[1 + g % 4], 3550308, 'cliente' || g || '@email.com.br', g % 20 <> 0
           FROM generate_series(1, $2) g`,
        [id, i === 0 ? BIG : SMALL],
      );
    }
    // the customer read by id has one item in each child list
    const {
      rows: [cli],
    } = await c.query(`SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 1 OFFSET 500`, [loja.id]);
    await c.query(`INSERT INTO cliente_email (emitente_id, cliente_id, email, descricao) VALUES ($1, $2, 'nfe@cliente.com.br', 'NF-e')`, [loja.id, cli.id]);
    await c.query(`INSERT INTO cliente_telefone (emitente_id, cliente_id, numero) VALUES ($1, $2, '11987654321')`, [loja.id, cli.id]);
    await c.query('ANALYZE');
    const {
      rows: [wl],
    } = await c.query(`SELECT url FROM configuracao_white_label WHERE ativo ORDER BY id LIMIT 1`);
    return { emitenteId: loja.id, clienteId: cli.id, url: wl.url };
  } finally {
    c.release();
  }
}

/** 64 workers looping over `op` for `seconds`; latencies in ms. */
async function loop(op: () => Promise<void>, seconds: number): Promise<Omit<Figures, 'rss'>> {
  const lat: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        await op();
        lat.push(performance.now() - t);
      } catch {
        errors++;
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  lat.sort((a, b) => a - b);
  return { rps: lat.length / elapsed, p50: lat[Math.floor(lat.length * 0.5)] ?? 0, p99: lat[Math.floor(lat.length * 0.99)] ?? 0, errors };
}

/** The body of the POST scenario (a valid cliente; the CPF repeats, hence `?confirmarDuplicado=true`). */
const CORPO_POST = {
  nome: 'Mercearia Bench',
  cpf_cnpj: '52998224725',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade_id: 3550308,
  uf: 'SP',
};

async function cannon(url: string, headers: Record<string, string>, seconds: number, body?: unknown): Promise<Omit<Figures, 'rss'>> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(body ? { method: 'POST' as const, body: JSON.stringify(body) } : {}),
  });
  return { rps: r.requests.total / (r.duration || seconds), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const tmp = await createTemporaryDatabase(base, 'erp_bench');
const jwtSecret = randomBytes(32).toString('hex');
const config = loadConfig({ databaseUrl: tmp.url, jwtSecret, demoSize: 5, logLevel: 'warn' });
const setupDb = await openDatabase({ databaseUrl: tmp.url, dataDir: config.dataDir, memory: true, max: POOL });
const children: Array<ReturnType<typeof fork>> = [];
try {
  await migrate(setupDb);
  await seed(setupDb, config, () => undefined);
  const { emitenteId, clienteId, url: wlUrl } = await populate(setupDb);
  const registry = loadRegistry();

  const iniciar = (dir: string, arquivo = 'bench/throughput/server.ts', env: Record<string, string> = {}) => {
    const c = fork(join(dir, arquivo), [], {
      cwd: dir,
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROF_DIR && dir === raiz ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF_DIR}`] : []),
        // BENCH_SERVIDOR_NODE_OPTIONS: Node options of the API servers only (GC flags to compare, --trace-gc)
        ...(arquivo.endsWith('server.ts') && process.env.BENCH_SERVIDOR_NODE_OPTIONS ? process.env.BENCH_SERVIDOR_NODE_OPTIONS.split(' ') : []),
      ],
      env: {
        ...process.env,
        DATABASE_URL: tmp.url,
        JWT_SECRET: jwtSecret,
        NODE_ENV: 'development',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(c);
    const ask = <T>(msg: string | null, key: string) =>
      new Promise<T>((resolve) => {
        const on = (m: Record<string, T>) => {
          if (m && key in m) {
            c.off('message', on);
            resolve(m[key]);
          }
        };
        c.on('message', on);
        if (msg) c.send(msg);
      });
    return { address: ask<string>(null, 'address'), rss: () => ask<number>('rss', 'rss'), cpu: () => ask<number>('cpu', 'cpu') };
  };
  const raiz = fileURLToPath(new URL('../..', import.meta.url));
  const atual = iniciar(raiz);
  const address = await atual.address;
  const rss = atual.rss;
  const antes = process.env.BENCH_ANTES ? iniciar(resolve(process.env.BENCH_ANTES)) : null;
  const addressAntes = antes ? await antes.address : null;

  const login = await fetch(`${address}/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Login: 'loja', Password: DEMO_PASSWORD }),
  });
  const { Data } = (await login.json()) as { Data: { Token: string } };
  const auth = { authorization: `Bearer ${Data.Token}` };
  const authAntes = addressAntes
    ? await (async () => {
        const r = await fetch(`${addressAntes}/v1/auth/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Login: 'loja', Password: DEMO_PASSWORD }),
        });
        return { authorization: `Bearer ${((await r.json()) as { Data: { Token: string } }).Data.Token}` };
      })()
    : null;

  // the baseline: a pool of the server's size, as the server connects (TimeZone option included)
  const pool = new pg.Pool({ connectionString: tmp.url, max: POOL, options: '-c TimeZone=America/Sao_Paulo' });
  const compiled = compileODataQuery(odataEntity(registry.get('cliente')), QUERY, {
    maxTop: ODATA_MAX_TOP,
    defaultTop: ODATA_DEFAULT_TOP,
    tenant: (bind) => `t."emitente_id" = ${bind(emitenteId)}`,
  });
  const setup = `SELECT set_config('role', 'erp_app', true), set_config('erp.nivel', $1, true), set_config('erp.master_id', $2, true),
              set_config('erp.distribuidor_id', $3, true), set_config('erp.revenda_id', $4, true),
              set_config('erp.emitente_id', $5, true), set_config('erp.usuario_id', $6, true)`;
  const {
    rows: [u],
  } = await pool.query(`SELECT id, distribuidor_master_id, distribuidor_id, revenda_id FROM usuario WHERE login = 'loja'`);
  const setupParams = [
    'emitente',
    String(u.distribuidor_master_id ?? ''),
    String(u.distribuidor_id ?? ''),
    String(u.revenda_id ?? ''),
    String(emitenteId),
    String(u.id),
  ];
  const tx = async (fn: (c: pg.PoolClient) => Promise<void>) => {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      await c.query(setup, setupParams);
      await fn(c);
      await c.query('COMMIT');
    } catch (err) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      c.release();
    }
  };
  const cols = (id: string) => registry.get(id);
  const childSql = (id: string) => {
    const e = cols(id);
    return `SELECT t.* FROM ${e.erp.table} t WHERE t.cliente_id = $1 AND t.emitente_id = $2 ORDER BY t.id`;
  };
  const sqlList = async () =>
    tx(async (c) => {
      const rows = (await c.query(compiled.sql, compiled.params)).rows;
      await c.query(compiled.countSql!, compiled.countParams);
      if (rows.length !== 25) throw new Error('página inesperada');
    });
  const sqlGet = async () =>
    tx(async (c) => {
      const { rows } = await c.query(`SELECT t.* FROM cliente t WHERE t.id = $1 AND t.emitente_id = $2`, [clienteId, emitenteId]);
      if (!rows[0]) throw new Error('cliente não encontrado');
      for (const ch of ['clienteEmail', 'clienteEndereco', 'clienteTelefone']) await c.query(childSql(ch), [clienteId, emitenteId]);
    });
  const wlSql = `SELECT url, nome_empresa, site, logo, logo_white, logo_black, login_fundo, icone, login_titulo, login_descricao, cor_primaria
                   FROM configuracao_white_label WHERE ativo AND lower(url) = lower($1) LIMIT 1`;
  // POST: the statements Repository.create sends for CORPO_POST, recorded once on a real connection
  // inside a tenant transaction that is rolled back
  const ctx: TenantContext & { login: string } = {
    usuarioId: u.id,
    nivel: 'emitente',
    masterId: u.distribuidor_master_id,
    distribuidorId: u.distribuidor_id,
    revendaId: u.revenda_id,
    emitenteId,
    login: 'loja',
  };
  const clienteDef = registry.get('cliente');
  const gravacao: Plano['post'] = { statements: [], idGravado: 0 };
  {
    const c = await pool.connect();
    try {
      await c.query(tenantSetupSql(ctx));
      const gravador = {
        query: async (sql: string, params: unknown[] = []) => {
          const r = await c.query(sql, params);
          if (!gravacao.statements.length) gravacao.idGravado = r.rows[0].id;
          gravacao.statements.push({ sql, params });
          return r;
        },
      } as unknown as Client;
      const corpo = structuredClone(CORPO_POST);
      completarPessoa(clienteDef, 'create', corpo);
      completarCadeia(clienteDef, ctx, corpo);
      const { record, children } = new Validators(registry).validate(clienteDef, 'create', corpo);
      await new Repository(registry).create(gravador, clienteDef, ctx, record, children);
    } finally {
      await c.query('ROLLBACK');
      c.release();
    }
    if (!/^INSERT INTO "?cliente"? /.test(gravacao.statements[0]?.sql ?? '')) throw new Error(`gravação inesperada: ${gravacao.statements[0]?.sql}`);
  }
  const sqlPost = async () =>
    tx(async (c) => {
      await replay(c, gravacao);
    });
  const idGet = { sql: '', params: [] as unknown[] };
  {
    const gravador = {
      query: async (sql: string, params: unknown[]) => {
        idGet.sql = sql;
        idGet.params = params;
        return { rows: [] };
      },
    } as unknown as Client;
    await new Repository(registry).getOne(gravador, clienteDef, ctx, clienteId);
  }
  const plano: Plano = {
    url: tmp.url,
    pool: POOL,
    setup: tenantSetupSql(ctx),
    lista: { sql: compiled.sql, params: compiled.params, countSql: compiled.countSql!, countParams: compiled.countParams },
    id: idGet,
    post: gravacao,
  };
  const minima = iniciar(raiz, 'bench/throughput/minimo.ts', { BENCH_MINIMO: JSON.stringify(plano) });
  const addressMinima = await minima.address;

  const sqlTenant = async () => {
    const { rows } = await pool.query(wlSql, [wlUrl]);
    if (!rows[0]) throw new Error('tenant');
  };

  // sanity: the API answers what the SQL answers
  const check = (await (await fetch(`${address}/OData/Cliente?${QUERY}`, { headers: auth })).json()) as { value: unknown[]; '@odata.count': number };
  const {
    rows: [cnt],
  } = await pool.query(compiled.countSql!, compiled.countParams);
  if (check.value.length !== 25 || check['@odata.count'] !== cnt.count) throw new Error(`lista diferente: ${JSON.stringify(check).slice(0, 200)}`);
  const one = await fetch(`${address}/v1/cliente/${clienteId}`, { headers: auth });
  if (one.status !== 200) throw new Error(`GET por id: ${one.status}`);

  const scenarios: Array<{
    key: string;
    name: string;
    path: string;
    auth: boolean;
    sql: () => Promise<void>;
    sqlLabel: string;
    /** Path of the same work on the minimal route (minimo.ts), when there is one. */
    minima?: string;
    body?: unknown;
  }> = [
    {
      key: 'lista',
      name: `GET /OData/Cliente?${decodeURIComponent(QUERY)}`,
      path: `/OData/Cliente?${QUERY}`,
      auth: true,
      sql: sqlList,
      sqlLabel: 'pg: BEGIN, set_config, página, count, COMMIT (erp_app)',
      minima: '/lista',
    },
    {
      key: 'id',
      name: `GET /v1/cliente/{id}`,
      path: `/v1/cliente/${clienteId}`,
      auth: true,
      sql: sqlGet,
      sqlLabel: 'pg: BEGIN, set_config, registro, 3 listas filhas, COMMIT (erp_app)',
      minima: '/id',
    },
    {
      key: 'tenant',
      name: `GET /v1/ConfiguracaoWhiteLabel/CarregarUrl/{url} (público)`,
      path: `/v1/ConfiguracaoWhiteLabel/CarregarUrl/${encodeURIComponent(wlUrl)}`,
      auth: false,
      sql: sqlTenant,
      sqlLabel: 'pg: a consulta do tenant (pool)',
    },
    {
      key: 'post',
      name: 'POST /v1/cliente/?confirmarDuplicado=true',
      path: '/v1/cliente/?confirmarDuplicado=true',
      auth: true,
      sql: sqlPost,
      sqlLabel: 'pg: BEGIN, set_config, INSERT, leitura, auditoria, COMMIT (erp_app)',
      minima: '/cliente',
      body: CORPO_POST,
    },
  ];
  const f = (x: Figures) =>
    `${x.rps.toFixed(0)} | ${x.p50.toFixed(1)} | ${x.p99.toFixed(1)} | ${x.errors} | ${(x.rss / 1048576).toFixed(0)} MB | ${x.cpu ? x.cpu.toFixed(0) : ''}`;
  console.log(
    `PostgreSQL, ${CONNECTIONS} conexões, pool ${POOL}, ${SECONDS} s por lado em ${ROUNDS} fatias alternadas, após ${WARMUP} s de aquecimento; ${BIG.toLocaleString('pt-BR')} clientes no emitente medido, ${SMALL.toLocaleString('pt-BR')} em cada um dos outros 9.`,
  );
  console.log(
    'RSS: do processo do servidor (API, rota mínima) ou deste processo (pg). CPU: tempo de CPU (usuário + sistema) do processo que serve, por requisição, em µs (no lado pg, deste processo). Razões: req/s da API atual sobre a linha de base.\n',
  );
  console.log('| cenário | quem | req/s | p50 ms | p99 ms | erros | RSS | CPU µs/req | razão |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  // each side runs in ROUNDS alternating slices (API, API antes, pg, API, ...) so that the load of
  // a shared machine falls on all of them alike; req/s = all requests / all time, p50 = mean of the
  // slices' p50, p99 = the worst slice's p99, errors summed, RSS at the end
  // CPU: the serving process's cpuUsage read before and after each of its slices
  const cpuDeste = async () => {
    const u = process.cpuUsage();
    return u.user + u.system;
  };
  const rodadas = async (fns: Array<{ run: () => Promise<Omit<Figures, 'rss'>>; cpu: () => Promise<number> }>) => {
    const acc = fns.map(() => ({ n: 0, t: 0, p50: 0, p99: 0, errors: 0, cpu: 0 }));
    for (let r = 0; r < ROUNDS; r++) {
      for (const [i, fn] of fns.entries()) {
        const c0 = await fn.cpu();
        const x = await fn.run();
        acc[i].cpu += (await fn.cpu()) - c0;
        acc[i].n += x.rps * SLICE;
        acc[i].t += SLICE;
        acc[i].p50 += x.p50 / ROUNDS;
        acc[i].p99 = Math.max(acc[i].p99, x.p99);
        acc[i].errors += x.errors;
      }
    }
    return acc.map((a) => ({ rps: a.n / a.t, p50: a.p50, p99: a.p99, errors: a.errors, cpu: a.cpu / a.n }));
  };
  // CPU the servers spend with no request at all (job queue polling, timers), ms per second: part of
  // their CPU per request at low rates
  {
    const servidores: Array<{ nome: string; cpu: () => Promise<number> }> = [
      { nome: 'API', cpu: atual.cpu },
      { nome: 'rota mínima', cpu: minima.cpu },
      ...(antes ? [{ nome: 'API antes', cpu: antes.cpu }] : []),
    ];
    // the API starts its background work (job queue, emission warm-up, recovery) after its first
    // response (http/apos-partida.ts): wait until every server is quiet (< 50 ms of CPU in 1 s, at
    // most 60 s) so that neither the idle figure nor the first slice carries it
    for (let t = 0; t < 60; t++) {
      const a = await Promise.all(servidores.map((x) => x.cpu()));
      await new Promise((r) => setTimeout(r, 1000));
      const b = await Promise.all(servidores.map((x) => x.cpu()));
      if (a.every((v, i) => b[i] - v < 50_000)) break;
    }
    const c0 = await Promise.all(servidores.map((x) => x.cpu()));
    await new Promise((r) => setTimeout(r, 5000));
    const c1 = await Promise.all(servidores.map((x) => x.cpu()));
    console.log(`CPU ociosa (5 s sem requisições): ${servidores.map((x, i) => `${x.nome} ${((c1[i] - c0[i]) / 5000).toFixed(1)} ms/s`).join(', ')}.\n`);
  }
  const escolhidos = (process.env.BENCH_CENARIOS ?? 'lista,id,tenant,post').split(',');
  for (const s of scenarios.filter((x) => escolhidos.includes(x.key))) {
    const hApi = s.auth ? auth : {};
    const hAntes = s.auth ? (authAntes ?? {}) : {};
    await cannon(address + s.path, hApi, WARMUP, s.body);
    if (addressAntes) await cannon(addressAntes + s.path, hAntes, WARMUP, s.body);
    if (s.minima) await cannon(addressMinima + s.minima, {}, WARMUP, s.body);
    await loop(s.sql, WARMUP);
    const lados = [
      { run: () => cannon(address + s.path, hApi, SLICE, s.body), cpu: atual.cpu },
      { run: () => loop(s.sql, SLICE), cpu: cpuDeste },
    ];
    const minimaPath = s.minima;
    const iMinima = minimaPath ? lados.push({ run: () => cannon(addressMinima + minimaPath, {}, SLICE, s.body), cpu: minima.cpu }) - 1 : -1;
    const iAntes = addressAntes && antes ? lados.push({ run: () => cannon(addressAntes + s.path, hAntes, SLICE, s.body), cpu: antes.cpu }) - 1 : -1;
    const medidas = await rodadas(lados);
    const [a, p] = medidas;
    const api = { ...a, rss: await rss() };
    const raw = { ...p, rss: process.memoryUsage().rss };
    console.log(`| ${s.name} | API | ${f(api)} | |`);
    if (iMinima >= 0) {
      const min = { ...medidas[iMinima], rss: await minima.rss() };
      console.log(`| | rota mínima: fastify + pg, mesma obra no banco (minimo.ts) | ${f(min)} | **API/mínima ${(api.rps / min.rps).toFixed(2)}** |`);
    }
    console.log(`| | ${s.sqlLabel} | ${f(raw)} | API/pg ${(api.rps / raw.rps).toFixed(2)} |`);
    const o = iAntes >= 0 ? medidas[iAntes] : undefined;
    if (o && antes) {
      const old = { ...o, rss: await antes.rss() };
      console.log(`| | API antes (BENCH_ANTES) | ${f(old)} | API/antes ${(api.rps / old.rps).toFixed(2)} |`);
    }
  }
  await pool.end();
} finally {
  for (const c of children) {
    c.send('stop');
    await new Promise((r) => c.once('exit', r));
  }
  await setupDb.close();
  await tmp.drop();
}
