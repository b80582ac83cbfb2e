/**
 * Start-up time of `npm start` against a bare Node HTTP server started in the same run
 * (issue Platform I, part 2). "Ready" = the first successful `GET /health` (HTTP 200), measured
 * from the moment the process is spawned.
 *
 * Measured in a copy of HEAD (`git archive` into a temporary folder, node_modules linked from this
 * checkout), so edits in the working tree do not trigger rebuilds:
 *  (a) baseline: `node -e "http.createServer(...).listen(port)"`, BENCH_RUNS runs, median;
 *  (b) first start: `npm start` in the fresh copy — web build (vite), server build
 *      (esbuild), empty PGlite, migrations and the demo seed (DEMO_SIZE, default 300) — one run; the
 *      web and server build times come from the lines start.mjs prints;
 *  (c) start with existing data (the DATA_DIR left by b; nothing to build): `npm start`, and (c')
 *      `node scripts/start.mjs` (the same without npm's own ~0.3 s), BENCH_RUNS
 *      runs each, interleaved with (a), medians;
 *  (d) the previous way, for reference: `tsx src/server/main.ts` (TypeScript transpiled at run
 *      time) on the same data, BENCH_TSX_RUNS runs (default 3; 0 skips), median.
 * Prints milliseconds and the ratio of each against (a), then the phases of (c') (main.ts prints
 * them with ERP_FASES_PARTIDA=1: ms since the process started at the end of module loading,
 * registry validation, database open, migrations check, seed checks, routes, simulator, listen),
 * medians over the runs, and what each phase adds.
 *
 * (e) optional, BENCH_REF_ANTERIOR=<commit>: `npm start` of a copy of that commit on its own data,
 *     interleaved with (a) and (c), to compare a change against the code before it under the same
 *     machine load.
 *
 * Usage: `npm run bench:startup` (BENCH_RUNS default 5). Target: (c) < 1.5 s on the reference machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RAIZ = process.cwd();
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TSX_RUNS = Number(process.env.BENCH_TSX_RUNS ?? 3);

/** A free loopback port (bound then released). */
function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

function ambiente(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(npm_|NFE_|SEFAZ_|DATABASE_URL|TEST_DATABASE_URL|DATA_DIR|PORT|WEB_DIR|XML_ARCHIVE_DIR|NODE_ENV|SKIP_WEB_BUILD)/.test(k)) continue;
    env[k] = v;
  }
  return { ...env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', CEP_API_URL: 'off', ERP_FASES_PARTIDA: '1', ...extra };
}

/** True when something accepts TCP connections on 127.0.0.1:porta. */
function portaAberta(porta: number): Promise<boolean> {
  return new Promise((resolve) => {
    const c = connect({ host: '127.0.0.1', port: porta });
    c.once('connect', () => {
      c.destroy();
      resolve(true);
    });
    c.once('error', () => resolve(false));
  });
}

/** Status of `GET /health` on 127.0.0.1:porta (0 on a network error). */
function healthStatus(porta: number): Promise<number> {
  return new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port: porta, path: '/health', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', () => resolve(0));
  });
}

const vivo = (p: ChildProcess) => p.exitCode === null && p.signalCode === null;

/** SIGTERM to the process group, SIGKILL after 15 s; resolves when the process is gone. */
async function parar(p: ChildProcess): Promise<void> {
  if (!vivo(p) || !p.pid) return;
  const saiu = new Promise((r) => p.once('exit', r));
  try {
    process.kill(-p.pid, 'SIGTERM');
    await Promise.race([saiu, new Promise((r) => setTimeout(r, 15_000))]);
    if (vivo(p)) process.kill(-p.pid, 'SIGKILL');
  } catch {
    // the group is already gone
  }
}

/**
 * Spawns `cmd args` (own process group) and polls `porta` every 10 ms (TCP connect, then
 * `GET /health`) until a 200.
 * Returns the ms from spawn to that response and everything the process printed. Bounded by `limiteMs`.
 */
async function medir(
  cmd: string,
  args: string[],
  cwd: string,
  porta: number,
  env: NodeJS.ProcessEnv,
  limiteMs = 600_000,
): Promise<{ ms: number; saida: string }> {
  const inicio = performance.now();
  const p = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let saida = '';
  p.stdout!.on('data', (b: Buffer) => {
    saida += b.toString();
  });
  p.stderr!.on('data', (b: Buffer) => {
    saida += b.toString();
  });
  try {
    while (performance.now() - inicio < limiteMs) {
      if (!vivo(p)) throw new Error(`${cmd} ${args.join(' ')} terminou (código ${p.exitCode}):\n${saida}`);
      // a bare TCP connect first (cheap: the poller must not steal CPU from the server it waits for)
      if (await portaAberta(porta)) {
        const status = await healthStatus(porta);
        if (status === 200) return { ms: performance.now() - inicio, saida };
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`sem resposta em ${limiteMs} ms:\n${saida}`);
  } finally {
    await parar(p);
  }
}

const mediana = (xs: number[]) => {
  const o = [...xs].sort((a, b) => a - b);
  return o.length % 2 ? o[(o.length - 1) / 2] : (o[o.length / 2 - 1] + o[o.length / 2]) / 2;
};
const fmt = (ms: number) => `${Math.round(ms)} ms`;

const REF_ANTERIOR = process.env.BENCH_REF_ANTERIOR || null;

/** Extracts commit `ref` into `destino` (git archive) with node_modules linked from this checkout. */
function extrair(ref: string, destino: string): void {
  mkdirSync(destino);
  const tar = spawnSync('git', ['archive', '--format=tar', ref], { cwd: RAIZ, maxBuffer: 512 * 1024 * 1024 });
  if (tar.status !== 0) throw new Error(`git archive ${ref}: ${tar.stderr}`);
  spawnSync('tar', ['-x', '-C', destino], { input: tar.stdout });
  symlinkSync(join(RAIZ, 'node_modules'), join(destino, 'node_modules'));
}

const pasta = mkdtempSync(join(tmpdir(), 'erp-bench-startup-'));
const copia = join(pasta, 'erp');
const copiaAnterior = join(pasta, 'erp-anterior');
try {
  extrair('HEAD', copia);
  if (REF_ANTERIOR) extrair(REF_ANTERIOR, copiaAnterior);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: RAIZ, encoding: 'utf8' }).stdout.trim();
  console.log(`Cópia de HEAD (${commit}) em ${copia}; ${RUNS} execuções por medida; Node ${process.version}.`);

  const script = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";
  const node = async () => {
    const porta = await portaLivre();
    return (await medir(process.execPath, ['-e', script], copia, porta, ambiente({ PORT: String(porta) }))).ms;
  };
  const produto = async (cmd: string, args: string[], onde = copia) => {
    const porta = await portaLivre();
    return medir(cmd, args, onde, porta, ambiente({ DATA_DIR: join(onde, 'data'), PORT: String(porta) }));
  };

  // (b) first start: web build + server build + empty database + migrations + demo seed
  const primeira = await produto('npm', ['start']);
  const web = /App web compilado em ([\d.]+) s/.exec(primeira.saida);
  const srv = /Servidor compilado em (\d+) ms/.exec(primeira.saida);
  if (REF_ANTERIOR) await produto('npm', ['start'], copiaAnterior); // its build and demo data
  // (a) and (c) interleaved, so both see the same machine load
  const base: number[] = [];
  const existente: number[] = [];
  const semNpm: number[] = [];
  const fasesSemNpm: Array<Record<string, number>> = [];
  const anterior: number[] = [];
  await node(); // warm the file cache of node itself
  for (let i = 0; i < RUNS; i++) {
    base.push(await node());
    existente.push((await produto('npm', ['start'])).ms);
    const sem = await produto(process.execPath, ['scripts/start.mjs']);
    semNpm.push(sem.ms);
    const f = /fases da partida \(ms\): (\{.*\})/.exec(sem.saida);
    if (f) fasesSemNpm.push({ ...JSON.parse(f[1]), pronto: Math.round(sem.ms) });
    if (REF_ANTERIOR) anterior.push((await produto('npm', ['start'], copiaAnterior)).ms);
  }
  // (d) the previous `npm start`: tsx, TypeScript transpiled at run time
  const antigo: number[] = [];
  for (let i = 0; i < TSX_RUNS; i++) antigo.push((await produto(join(copia, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'])).ms);

  const b = mediana(base);
  const linhas: Array<[string, number, string]> = [
    ['(a) node http.createServer (linha de base)', b, `mediana de ${RUNS}`],
    [
      '(b) primeiro início: compila web + servidor, banco vazio, demonstração',
      primeira.ms,
      `1 execução; app web ${web ? `${Number(web[1]).toFixed(1)} s` : '—'}, servidor ${srv ? `${srv[1]} ms` : '—'}`,
    ],
    [
      '(c) início com dados existentes: npm start',
      mediana(existente),
      `mediana de ${RUNS} (mín ${fmt(Math.min(...existente))}, máx ${fmt(Math.max(...existente))})`,
    ],
    [
      "(c') o mesmo sem o npm: node scripts/start.mjs",
      mediana(semNpm),
      `mediana de ${RUNS} (mín ${fmt(Math.min(...semNpm))}, máx ${fmt(Math.max(...semNpm))})`,
    ],
  ];
  if (anterior.length)
    linhas.push([
      `(e) npm start de ${REF_ANTERIOR} (antes da mudança), dados existentes`,
      mediana(anterior),
      `mediana de ${RUNS} (mín ${fmt(Math.min(...anterior))}, máx ${fmt(Math.max(...anterior))})`,
    ]);
  if (antigo.length) linhas.push(['(d) antes: tsx src/server/main.ts, dados existentes', mediana(antigo), `mediana de ${TSX_RUNS}`]);
  console.log('\n| medida | pronto (1º GET /health 200) | razão contra (a) | execuções |');
  console.log('|---|---|---|---|');
  for (const [nome, ms, obs] of linhas) console.log(`| ${nome} | ${fmt(ms)} | ${(ms / b).toFixed(1)} | ${obs} |`);
  const c = mediana(existente);
  console.log(`\nInício com dados existentes: ${fmt(c)} ${c < 1500 ? '<' : '>='} 1500 ms (meta).`);
  if (fasesSemNpm.length) {
    // phases in the order they end; 'pronto' = first GET /health 200 as this bench sees it
    const nomes = Object.keys(fasesSemNpm[0]).sort((x, y) => fasesSemNpm[0][x] - fasesSemNpm[0][y]);
    console.log(`\nFases de (c'), mediana de ${fasesSemNpm.length} (ms desde o início do processo; + o que a fase acrescenta):\n`);
    console.log('| fase | fim (ms) | + ms |');
    console.log('|---|---|---|');
    let antes = 0;
    for (const n of nomes) {
      const fim = mediana(fasesSemNpm.map((x) => x[n]));
      console.log(`| ${n} | ${Math.round(fim)} | ${Math.round(fim - antes)} |`);
      antes = fim;
    }
  }
} finally {
  rmSync(pasta, { recursive: true, force: true });
}
