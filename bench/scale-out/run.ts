/**
 * bench/scale-out (issue "Platform I", part 4): requests per second of `GET /v1/cliente/{id}`
 * (authenticated: session lookup, permission, tenant transaction, record + child lists) on the
 * installation of the two-process test (tests/scale/cluster.ts: PostgreSQL + Redis + S3, two API
 * processes each as `npm start` runs it, the round-robin balancer), driven by autocannon over
 * loopback. Three measures, interleaved over BENCH_ROUNDS rounds (default 3; the figure of a
 * measure is its median round), each run BENCH_SECONDS (default 10 s) after a 2 s warm-up, same
 * token, same customer, BENCH_CONNECTIONS (default 32) connections:
 *  1. one process, direct (baseline);
 *  2. one process behind the balancer (the balancer's own cost);
 *  3. two processes behind the balancer (the scale-out).
 * Prints req/s, p50/p99 latency (ms), errors + non-2xx, how many requests each process served
 * (measure 3, all rounds), and the ratios 3/2 and 2/1 of the medians. On a machine whose cores are already busy with PostgreSQL,
 * the balancer and autocannon, run 3 cannot double run 2: read the ratio with `nproc` in mind.
 *
 *   npx tsx bench/scale-out/run.ts   # DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), REDIS_URL (default redis://127.0.0.1:6379)
 */
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import pg from 'pg';
import { iniciarCluster } from '../../tests/scale/cluster.ts';
import { iniciarBalanceador } from '../../tests/scale/balanceador.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';

/** The part of autocannon's API used here (the package has no type declarations). */
type Autocannon = (o: { url: string; connections: number; duration: number; headers: Record<string, string> }) => Promise<{
  requests: { total: number };
  latency: { p50: number; p99: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WARMUP = 2;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  erros: number;
}

async function medir(url: string, headers: Record<string, string>): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: r.requests.total / (r.duration || SECONDS), p50: r.latency.p50, p99: r.latency.p99, erros: r.errors + r.timeouts + r.non2xx };
}

const c = await iniciarCluster({
  bancoBase: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  demoSize: 100,
});
try {
  const [a, b] = c.processos as [(typeof c.processos)[0], (typeof c.processos)[0]];
  const login = await fetch(a.url + '/v1/auth/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Login: 'loja', Password: DEMO_PASSWORD, LembrarMe: false }),
  });
  if (login.status !== 200) throw new Error(`login falhou: ${login.status}`);
  const token = (await login.json()).Data.Token as string;
  const banco = new pg.Client({ connectionString: c.bancoUrl });
  await banco.connect();
  const id = (await banco.query(`SELECT c.id FROM cliente c JOIN usuario u ON u.emitente_id = c.emitente_id WHERE u.login = 'loja' ORDER BY c.id LIMIT 1`))
    .rows[0].id as number;
  await banco.end();
  const caminho = `/v1/cliente/${id}`;
  const headers = { authorization: `Bearer ${token}` };
  const so = await fetch(b.url + caminho, { headers });
  if (so.status !== 200) throw new Error(`GET ${caminho} em B: ${so.status}`);

  const soA = await iniciarBalanceador([{ nome: 'A', host: '127.0.0.1', porta: a.porta }]);
  const rodadas: Array<[Figures, Figures, Figures]> = [];
  const antes = c.balanceador.registro.length;
  try {
    for (let i = 0; i < ROUNDS; i++) {
      rodadas.push([await medir(a.url + caminho, headers), await medir(soA.url + caminho, headers), await medir(c.balanceador.url + caminho, headers)]);
      console.log(`rodada ${i + 1}: ${rodadas[i]!.map((x) => x.rps.toFixed(1)).join(' / ')} req/s`);
    }
  } finally {
    await soA.close();
  }
  const servidos: Record<string, number> = {};
  for (const x of c.balanceador.registro.slice(antes)) servidos[x.backend] = (servidos[x.backend] ?? 0) + 1;
  const mediana = (k: 0 | 1 | 2): Figures => [...rodadas].sort((p, q) => p[k].rps - q[k].rps)[Math.floor(rodadas.length / 2)]![k];
  const [umDireto, umBalanceado, dois] = [mediana(0), mediana(1), mediana(2)];

  const f = (x: number) => x.toFixed(1);
  const linha = (nome: string, x: Figures) => `| ${nome} | ${f(x.rps)} | ${f(x.p50)} | ${f(x.p99)} | ${x.erros} |`;
  console.log(
    `\nGET ${caminho} — ${CONNECTIONS} conexões, ${SECONDS} s por medida (+${WARMUP} s de aquecimento), mediana de ${ROUNDS} rodadas intercaladas, ${cpus().length} núcleos, Node ${process.version}\n`,
  );
  console.log('| medida | req/s | p50 (ms) | p99 (ms) | erros + não-2xx |');
  console.log('|---|---|---|---|---|');
  console.log(linha('1 processo, direto', umDireto));
  console.log(linha('1 processo atrás do balanceador', umBalanceado));
  console.log(linha('2 processos atrás do balanceador', dois));
  console.log(`\nAtendidas na medida 3 (todas as rodadas, aquecimento incluído): A ${servidos.A ?? 0}, B ${servidos.B ?? 0}`);
  console.log(`Razão 2 processos / 1 processo (ambos pelo balanceador): ${(dois.rps / umBalanceado.rps).toFixed(2)}`);
  console.log(`Razão balanceador / direto (1 processo): ${(umBalanceado.rps / umDireto.rps).toFixed(2)}`);
} finally {
  await c.close();
}
