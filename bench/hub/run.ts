/**
 * bench/hub: the real-time hub (arquitetura §6) on loopback.
 * 1. Round-trip of one invocation with the official @microsoft/signalr client (WebSockets, JSON):
 *    `ConectarUsuario` (one indexed query) and an unknown method (protocol only: the completion
 *    error "Método desconhecido"). Median and p95 of BENCH_RUNS (default 200) after 20 warm-ups.
 * 2. Fan-out: BENCH_CLIENTS (default 1,000) plain `ws` clients speaking the JSON protocol, each
 *    negotiated and registered with ConectarUsuario for the same user; one `notificarUsuario` push,
 *    timed until the last client has received it. Median of 5 pushes. In-process delivery, and
 *    through Redis too when REDIS_URL (default redis://127.0.0.1:6379) answers.
 * Every wait is bounded (30 s).
 *
 *   npx tsx bench/hub/run.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { Redis } from 'ioredis';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seed, DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { createServer } from '../../src/server/app.ts';
import { loadRegistry } from '../../schema/registry.ts';

// `ws` has no type declarations in this project
const WS = createRequire(import.meta.url)('ws') as new (
  url: string,
) => {
  on(ev: 'open' | 'close', fn: () => void): void;
  on(ev: 'error', fn: (e: Error) => void): void;
  on(ev: 'message', fn: (d: Buffer) => void): void;
  send(s: string): void;
  close(): void;
};

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const PUSHES = 5;
const LIMIT_MS = 30_000;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const RS = '\x1e';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]!;
};
const bounded = <T>(p: Promise<T>, what: string) =>
  Promise.race([p, new Promise<never>((_, rej) => setTimeout(() => rej(new Error(`${what}: mais de ${LIMIT_MS} ms`)), LIMIT_MS).unref())]);

async function redisUp(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

const config = loadConfig({
  dataDir: mkdtempSync(join(tmpdir(), 'erp-bench-hub-')),
  jwtSecret: randomBytes(32).toString('hex'),
  demoSize: 5,
  sefazSimulador: false,
  loginRateMax: 10_000,
});
const db = await openDatabase({ databaseUrl: null, dataDir: config.dataDir, memory: true });
await migrate(db);
await seed(db, config, () => undefined);
const registry = loadRegistry();

async function run(mode: 'memória' | 'redis') {
  const cfg =
    mode === 'redis' ? { ...config, redisUrl: REDIS_URL, hubRedisChannel: `bench-${randomBytes(4).toString('hex')}:erp:hub` } : { ...config, redisUrl: null };
  const app = await createServer({ config: cfg, db, registry, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = (
      await (
        await fetch(url + '/v1/auth/login/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Login: 'loja', Password: DEMO_PASSWORD }),
        })
      ).json()
    ).Data;

    // 1. round-trip with the official client
    const c = new HubConnectionBuilder()
      .withUrl(url + '/hub', { accessTokenFactory: () => login.Token, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    await c.start();
    const rt = async (fn: () => Promise<unknown>) => {
      for (let i = 0; i < 20; i++) await fn();
      const xs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await fn();
        xs.push(performance.now() - t);
      }
      return xs;
    };
    const conectar = await rt(() => c.invoke('ConectarUsuario', login.RefreshToken, login.User.id));
    const protocolo = await rt(() =>
      c.invoke('Inexistente').catch((e: Error) => {
        if (!/Método desconhecido/.test(e.message)) throw e;
      }),
    );
    await c.stop();

    // 2. fan-out to CLIENTS plain ws clients
    const recebidos: number[] = new Array(CLIENTS).fill(0);
    let pendentes = 0;
    let aoCompletar: (() => void) | null = null;
    const sockets: InstanceType<typeof WS>[] = [];
    const abrir = async (i: number) => {
      const neg = await (
        await fetch(url + '/hub/negotiate?negotiateVersion=1', { method: 'POST', headers: { authorization: `Bearer ${login.Token}` } })
      ).json();
      await new Promise<void>((ok, fail) => {
        const w = new WS(url.replace(/^http/, 'ws') + `/hub?id=${encodeURIComponent(neg.connectionToken)}&access_token=${encodeURIComponent(login.Token)}`);
        sockets.push(w);
        let fase = 0;
        w.on('error', fail);
        w.on('open', () => w.send(JSON.stringify({ protocol: 'json', version: 1 }) + RS));
        w.on('message', (d) => {
          for (const r of d.toString().split(RS)) {
            if (!r) continue;
            if (fase === 0) {
              fase = 1;
              w.send(JSON.stringify({ type: 1, invocationId: '1', target: 'ConectarUsuario', arguments: [login.RefreshToken, login.User.id] }) + RS);
              continue;
            }
            const m = JSON.parse(r);
            if (m.type === 3 && fase === 1) {
              fase = 2;
              if (m.result?.Success) ok();
              else fail(new Error('ConectarUsuario falhou'));
            } else if (m.type === 1 && m.target === 'NotificacaoTicket') {
              recebidos[i] = performance.now();
              if (--pendentes === 0) aoCompletar?.();
            }
          }
        });
      });
    };
    const t0 = performance.now();
    for (let i = 0; i < CLIENTS; i += 50)
      await bounded(Promise.all(Array.from({ length: Math.min(50, CLIENTS - i) }, (_, k) => abrir(i + k))), 'conectar clientes');
    const conectarTodos = performance.now() - t0;
    const fanout: number[] = [];
    for (let p = 0; p < PUSHES; p++) {
      pendentes = CLIENTS;
      const fim = new Promise<void>((ok) => {
        aoCompletar = ok;
      });
      const t = performance.now();
      await app.hub!.notificarUsuario(login.User.id, 'NotificacaoTicket', [p, 'Mensagem de teste do benchmark']);
      await bounded(fim, 'fan-out');
      fanout.push(Math.max(...recebidos) - t);
    }
    for (const w of sockets) w.close();
    return { mode, conectar, protocolo, conectarTodos, fanout };
  } finally {
    await app.close();
  }
}

const modes: ('memória' | 'redis')[] = ['memória'];
if (await redisUp()) modes.push('redis');
else console.log(`Redis em ${REDIS_URL} não respondeu: só a entrega em memória`);
const results = [];
for (const m of modes) results.push(await run(m));
await db.close();

const f = (x: number) => x.toFixed(2) + ' ms';
console.log(
  `\nhub — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, loopback, ${RUNS} invocações, ${CLIENTS} clientes ws, ${PUSHES} pushes\n`,
);
console.log('| entrega | ConectarUsuario (mediana / p95) | só protocolo (mediana / p95) | conectar os clientes | fan-out de 1 push (mediana / pior) |');
console.log('|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.mode} | ${f(median(r.conectar))} / ${f(p95(r.conectar))} | ${f(median(r.protocolo))} / ${f(p95(r.protocolo))} | ${(r.conectarTodos / 1000).toFixed(2)} s | ${f(median(r.fanout))} / ${f(Math.max(...r.fanout))} |`,
  );
}
process.exit(0);
