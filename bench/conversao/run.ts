/**
 * bench/conversao: importação de 10.000 produtos de uma planilha XLSX pela API
 * — `POST /v1/produto/Converter/` (leitura do XLSX, validação linha a linha, conferência de NCM e
 * códigos no banco) e a tarefa que grava tudo numa transação com uma linha de auditoria por produto
 * — contra a linha de base medida na mesma execução: as mesmas 10.000 linhas gravadas direto por
 * `pg`, numa transação como dono, em INSERTs de 500 linhas (só o trabalho do banco, sem ler planilha,
 * validar nem auditar). BENCH_RUNS (padrão 3) rodadas alternadas; medianas.
 *
 *   npx tsx bench/conversao/run.ts              # PGlite em memória
 *   BENCH_DB=postgres npx tsx bench/conversao/run.ts   # PostgreSQL (DATABASE_URL, padrão o local)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTemporaryDatabase } from '../../src/server/db/temporary.ts';
import { seed, DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { createServer } from '../../src/server/app.ts';
import { escreverXlsx } from '../../src/server/modules/conversao/planilha.ts';

const N = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const usarPg = process.env.BENCH_DB === 'postgres';

const tmp = usarPg ? await createTemporaryDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', 'erp_bench') : null;
const config = loadConfig({
  dataDir: mkdtempSync(join(tmpdir(), 'erp-bench-')),
  jwtSecret: randomBytes(32).toString('hex'),
  databaseUrl: tmp?.url ?? null,
  demoSize: 5,
});
const db = await openDatabase({ databaseUrl: tmp?.url ?? null, dataDir: config.dataDir, memory: true });
await migrate(db);
await seed(db, config, () => undefined);
const app = await createServer({ config, db, registry: loadRegistry(), logger: false });
await app.ready();
await app.jobs.iniciar();
const login = await app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: 'loja', Password: DEMO_PASSWORD, LembrarMe: false } });
const token = login.json().Data.Token as string;
const emit = (await db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id as number;
const ncm = (await db.pool.query(`SELECT ncm FROM produto WHERE emitente_id = $1 AND ncm IS NOT NULL LIMIT 1`, [emit])).rows[0].ncm as string;

const linhas = (p: string) =>
  Array.from({ length: N }, (_, i) => [`${p}${String(i + 1).padStart(5, '0')}`, `Produto ${p} ${i + 1}`, ncm, 'UN', Number((10 + i / 100).toFixed(2))]);

async function api(p: string): Promise<number> {
  const xlsx = escreverXlsx([
    { nome: 'Produtos', linhas: [['Código do produto', 'Descrição', 'NCM', 'Unidade comercial', 'Preço de venda (R$)'], ...linhas(p)] },
  ]);
  const b = '----bench';
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="p.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    xlsx,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const t0 = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: '/v1/produto/Converter/',
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${b}` },
  });
  if (r.statusCode !== 202) throw new Error(r.body.slice(0, 300));
  const id = r.json().Data.tarefa;
  for (;;) {
    const { rows } = await db.pool.query('SELECT situacao, erro FROM tarefa WHERE emitente_id = $1 AND id = $2', [emit, id]);
    if (rows[0].situacao === 'concluida') break;
    if (rows[0].situacao === 'falhou') throw new Error(rows[0].erro);
    await new Promise((res) => setTimeout(res, 20));
  }
  return performance.now() - t0;
}

async function base(p: string): Promise<number> {
  const t0 = performance.now();
  const c = await db.pool.connect();
  try {
    await c.query('BEGIN');
    const ls = linhas(p);
    for (let i = 0; i < ls.length; i += 500) {
      const vals: unknown[] = [];
      const tuplas = ls.slice(i, i + 500).map((l) => {
        vals.push(emit, ...l);
        const k = vals.length;
        return `($${k - 5}, $${k - 4}, $${k - 3}, $${k - 2}, $${k - 1}, $${k})`;
      });
      await c.query(`INSERT INTO produto (emitente_id, codigo, descricao, ncm, unidade, preco_venda) VALUES ${tuplas.join(', ')}`, vals);
    }
    await c.query('COMMIT');
  } finally {
    c.release();
  }
  return performance.now() - t0;
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const tApi: number[] = [];
const tBase: number[] = [];
for (let i = 0; i < RUNS; i++) {
  tBase.push(await base(`B${i}X`));
  tApi.push(await api(`A${i}X`));
}
const a = mediana(tApi);
const bb = mediana(tBase);
console.log(`banco ${db.kind}, ${N} linhas, ${RUNS} rodadas`);
console.log(`API (XLSX -> validação -> tarefa -> gravação + auditoria): mediana ${a.toFixed(0)} ms (${tApi.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`linha de base (INSERT direto pelo pg, lotes de 500): mediana ${bb.toFixed(0)} ms (${tBase.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`razão API/base: ${(a / bb).toFixed(2)}`);
await app.close();
await db.close();
await tmp?.drop();
