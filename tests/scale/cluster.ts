/**
 * A scale-out installation on real parts, for the two-process test (tests/api/escala.test.ts) and
 * the benchmark (bench/scale-out/run.ts):
 *
 * - a fresh PostgreSQL database (created next to `bancoBase`, dropped by `close`);
 * - a local S3 server (s3rver on 127.0.0.1, port 0) with the bucket of the XML archive;
 * - N API processes (tests/scale/processo.ts = what `npm start` does), each with its OWN DATA_DIR
 *   (a fresh temporary directory: nothing on one process's disk is visible to the other) and the
 *   shared settings a real installation shares: DATABASE_URL, REDIS_URL, JWT_SECRET, FISCAL_SECRET,
 *   S3_*; the first one migrates and seeds, the others start after it;
 * - the round-robin balancer (balanceador.ts) in front of them.
 *
 * The SEFAZ simulator is a development part: every process starts its own (as `npm start` does),
 * and they must trust the same test CA, which `npm start` keeps in DATA_DIR/.sefaz-ca.json — so the
 * same CA file is written into every DATA_DIR (docs/scale-out.md, "o que fica no disco").
 * `close()` stops everything it started, even after a failed start, and never throws.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { createTemporaryDatabase } from '../../src/server/db/temporary.ts';
import { criarAutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { iniciarBalanceador, type Balanceador } from './balanceador.ts';

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
const PROCESSO = fileURLToPath(new URL('./processo.ts', import.meta.url));
const PRONTO = 'ESCALA_PRONTO ';

export interface Processo {
  /** 'A', 'B', ... in start order. */
  nome: string;
  porta: number;
  pid: number;
  /** http://127.0.0.1:{porta} (direct, bypassing the balancer). */
  url: string;
  filho: ChildProcess;
  dataDir: string;
}

export interface Cluster {
  balanceador: Balanceador;
  processos: Processo[];
  /** URL of the temporary database (the test reads it directly to pick ids and check rows). */
  bancoUrl: string;
  s3: { endpoint: string; bucket: string; prefixo: string; accessKeyId: string; secretAccessKey: string };
  /** The Redis channel the processes' hubs use. */
  canalHub: string;
  close(): Promise<void>;
}

export interface OpcoesCluster {
  /** PostgreSQL server URL (a database on it: the temporary one is created next to it). */
  bancoBase: string;
  redisUrl: string;
  /** Number of API processes (default 2). */
  processos?: number;
  /** Demo customers/products per issuer (DEMO_SIZE; default 40). */
  demoSize?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
}

/** Starts one process and waits for its ready line. @throws with the tail of its output when it exits or takes over 150 s. */
function iniciarProcesso(nome: string, env: NodeJS.ProcessEnv, dataDir: string): Promise<Processo> {
  const filho = spawn(process.execPath, ['--import', 'tsx', PROCESSO], { cwd: RAIZ, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let saida = '';
  const guardar = (d: Buffer) => {
    saida = (saida + d.toString()).slice(-8000);
  };
  filho.stderr!.on('data', guardar);
  return new Promise<Processo>((resolve, reject) => {
    const limite = setTimeout(() => {
      filho.kill('SIGKILL');
      reject(new Error(`processo ${nome} não ficou pronto em 150 s:\n${saida}`));
    }, 150_000);
    let linha = '';
    filho.stdout!.on('data', (d: Buffer) => {
      guardar(d);
      linha += d.toString();
      const i = linha.indexOf(PRONTO);
      const fimLinha = i >= 0 ? linha.indexOf('\n', i) : -1;
      if (fimLinha < 0) return;
      clearTimeout(limite);
      const j = JSON.parse(linha.slice(i + PRONTO.length, fimLinha)) as { porta: number; pid: number };
      linha = '';
      filho.stdout!.removeAllListeners('data');
      filho.stdout!.on('data', guardar);
      resolve({ nome, porta: j.porta, pid: j.pid, url: `http://127.0.0.1:${j.porta}`, filho, dataDir });
    });
    filho.on('exit', (code, sinal) => {
      clearTimeout(limite);
      reject(new Error(`processo ${nome} saiu (${code ?? sinal}) antes de ficar pronto:\n${saida}`));
    });
  });
}

/** Stops a child: SIGTERM (the process closes server, simulator and database), SIGKILL after 8 s. */
async function parar(filho: ChildProcess): Promise<void> {
  if (filho.exitCode !== null || filho.signalCode !== null) return;
  await new Promise<void>((ok) => {
    const k = setTimeout(() => filho.kill('SIGKILL'), 8000);
    filho.once('exit', () => {
      clearTimeout(k);
      ok();
    });
    filho.kill('SIGTERM');
  });
}

/** Starts the installation described in the header. @throws when a part does not start (everything started is stopped first). */
export async function iniciarCluster(o: OpcoesCluster): Promise<Cluster> {
  const n = o.processos ?? 2;
  const limpeza: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const f of limpeza.reverse()) {
      try {
        await f();
      } catch {
        /* keep cleaning */
      }
    }
    limpeza.length = 0;
  };
  try {
    const banco = await createTemporaryDatabase(o.bancoBase, 'erp_escala');
    limpeza.push(() => banco.drop());

    const s3Dir = mkdtempSync(join(tmpdir(), 'erp-escala-s3-'));
    limpeza.push(() => rmSync(s3Dir, { recursive: true, force: true }));
    const bucket = 'arquivo-fiscal';
    const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket, configs: [] }] });
    const { port: s3Porta } = (await s3rver.run()) as { port: number };
    limpeza.push(() => s3rver.close());
    const s3 = { endpoint: `http://127.0.0.1:${s3Porta}`, bucket, prefixo: 'nfe/', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

    const ca = JSON.stringify(criarAutoridadeTeste('AC Raiz de Teste ERP (escala)'));
    const canalHub = `escala-${randomBytes(6).toString('hex')}:erp:hub`;
    const comum: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: banco.url,
      REDIS_URL: o.redisUrl,
      ESCALA_HUB_CANAL: canalHub,
      JWT_SECRET: randomBytes(32).toString('hex'),
      FISCAL_SECRET: randomBytes(32).toString('hex'),
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_PREFIX: s3.prefixo,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      CEP_API_URL: 'off',
      DEMO_SIZE: String(o.demoSize ?? 40),
      LOGIN_RATE_MAX: '1000',
      LOGIN_RATE_IP_MAX: '1000',
      ...(process.env.NFE_SCHEMAS_DIR ? { NFE_SCHEMAS_DIR: process.env.NFE_SCHEMAS_DIR } : {}),
      ...o.env,
    };

    const processos: Processo[] = [];
    for (let i = 0; i < n; i++) {
      const nome = String.fromCharCode(65 + i);
      const dataDir = mkdtempSync(join(tmpdir(), `erp-escala-${nome}-`));
      limpeza.push(() => rmSync(dataDir, { recursive: true, force: true }));
      writeFileSync(join(dataDir, '.sefaz-ca.json'), ca, { mode: 0o600 });
      // the first process migrates and seeds; the next ones find the database ready
      const p = await iniciarProcesso(nome, { ...comum, DATA_DIR: dataDir }, dataDir);
      limpeza.push(() => parar(p.filho));
      processos.push(p);
    }

    const balanceador = await iniciarBalanceador(processos.map((p) => ({ nome: p.nome, host: '127.0.0.1', porta: p.porta })));
    limpeza.push(() => balanceador.close());
    return { balanceador, processos, bancoUrl: banco.url, s3, canalHub, close };
  } catch (err) {
    await close();
    throw err;
  }
}
