/**
 * The monthly XML archive job survives a crash: 5,000 authorised notes of one issuer and month
 * (1,000 on PGlite),
 * the job started over HTTP on a real server process (tests/jobs/servidor.ts), SIGKILL while the
 * progress is between 0 and 100 %, the server started again on the same database (PGlite files in
 * the test's DATA_DIR, or a fresh PostgreSQL database when TEST_DATABASE_URL is set): the job
 * resumes by itself (second attempt), finishes, and the ZIP holds every note exactly once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ate as esperarAte, ServidorFilho } from './processo-filho.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTemporaryDatabase } from '../../src/server/db/temporary.ts';
import { seed, DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { lerZip } from '../../src/fiscal/zip/index.ts';
import { inserirNotasAutorizadas } from '../jobs/notas-em-massa.ts';

// 5,000 notes on PostgreSQL (the api-postgres stage); 1,000 on PGlite, where two process starts on a
// file database already take most of the ~60 s budget (same code path, smaller archive).
const NOTAS = process.env.TEST_DATABASE_URL ? 5000 : 1000;
const ENTRADA = fileURLToPath(new URL('../jobs/servidor.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'erp-queda-'));
const jwtSecret = randomBytes(32).toString('hex');
let databaseUrl: string | null = null;
let drop: (() => Promise<void>) | null = null;
let anomes: string;
let chaves: string[];

const servidor = new ServidorFilho(ENTRADA, () => ({
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
  DATABASE_URL: databaseUrl ?? '',
  TAREFAS_BATIMENTO_MS: '300',
  TAREFAS_INATIVA_SEGUNDOS: '2',
}));
/** Starts the server process; resolves with its base URL (bounded: 60 s). */
const iniciarServidor = () => servidor.iniciar(60_000);
const ate = <T>(fn: () => Promise<T | undefined | null | false>, oque: string, ms = 120_000) => esperarAte(fn, oque, ms, 25);
const matar = (sinal: NodeJS.Signals) => servidor.matar(sinal);

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) ({ url: databaseUrl, drop } = await createTemporaryDatabase(process.env.TEST_DATABASE_URL, 'erp_test'));
  const config = loadConfig({ dataDir, databaseUrl, jwtSecret, demoSize: 5 });
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seed(db, config, () => undefined);
    const { rows } = await db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`);
    ({ anomes, chaves } = await inserirNotasAutorizadas(db.pool, rows[0].emitente_id, NOTAS));
  } finally {
    await db.close();
  }
}, 180_000);

afterAll(async () => {
  await matar('SIGTERM');
  if (drop) await drop();
  rmSync(dataDir, { recursive: true, force: true }); // PGlite files and the ZIPs (tens of MB)
});

describe('tarefa interrompida por queda do servidor', () => {
  it(`arquivo de ${NOTAS} notas: SIGKILL no meio, reinício, conclui com cada nota uma vez`, async () => {
    let base = await iniciarServidor();
    const login = await fetch(`${base}/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Login: 'loja', Password: DEMO_PASSWORD, LembrarMe: false }),
    });
    expect(login.status).toBe(200);
    const token = (await login.json()).Data.Token as string;
    const get = (u: string) => fetch(`${base}${u}`, { headers: { authorization: `Bearer ${token}` } });

    const r = await get(`/v1/GerenciadorNFe/DownloadDiretorio?anomes=${anomes}`); // mês grande: vira tarefa sozinho
    expect(r.status).toBe(202);
    const id = (await r.json()).Data.id as number;

    const meio = await ate(async () => {
      const t = (await (await get(`/v1/Tarefas/${id}`)).json()).Data;
      return t.progresso > 0 && t.progresso < 100 ? t : null;
    }, 'progresso entre 0 e 100');
    expect(meio.situacao).toBe('executando');
    await matar('SIGKILL');

    base = await iniciarServidor();
    const fim = await ate(async () => {
      const t = (await (await get(`/v1/Tarefas/${id}`)).json()).Data;
      return ['concluida', 'falhou'].includes(t.situacao) ? t : null;
    }, 'a conclusão depois do reinício');
    expect(fim).toMatchObject({ situacao: 'concluida', progresso: 100, arquivo_disponivel: true });
    expect(fim.tentativas).toBeGreaterThanOrEqual(2); // retomada pelo novo processo

    const z = await get(`/v1/Tarefas/${id}/Arquivo`);
    expect(z.status).toBe(200);
    const nomes = lerZip(new Uint8Array(await z.arrayBuffer()), { limiteBytes: 1024 * 1024 * 1024 }).map((a) => a.caminho);
    expect(nomes).toHaveLength(NOTAS);
    expect(new Set(nomes)).toEqual(new Set(chaves.map((c) => `${c}-procNFe.xml`)));
  });
});
