/**
 * bench/stock: the cost of the stock ledger design, as ratios against baselines
 * measured in the same run, on PGlite and on PostgreSQL.
 *
 * 1. Balance read of a product whose ledger has 1,000,000 rows (the `estoque` row the ledger keeps
 *    up to date: `SELECT quantidade, custo_medio ... WHERE emitente_id, produto_id, tipo_estoque_id`)
 *    versus a plain primary-key read of one product row. Target ratio <= 2.
 * 2. Posting one movement with `lancarMovimento` (product/policy lookup, row-locked balance update
 *    with weighted average cost, ledger insert — one prepared statement) versus a plain single-row
 *    INSERT into the ledger. Target ratio <= 3. Also printed: the ratio against the same INSERT
 *    prepared (named), the stricter like-for-like baseline.
 *
 * Every measured operation runs in its own tenant transaction (`withTenant`: BEGIN, SET LOCAL ROLE
 * erp_app, tenant settings, the work, COMMIT) — the way the API runs it, RLS on — for both sides.
 * Sequential, interleaved, after warm-up; medians (p95).
 *
 *   npx tsx bench/stock/run.ts                    # both databases
 *   BENCH_DB=pglite npx tsx bench/stock/run.ts     # DATABASE_URL picks the PostgreSQL server
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTemporaryDatabase } from '../../src/server/db/temporary.ts';
import { seed } from '../../src/server/seed/index.ts';
import { withTenant, type TenantContext } from '../../src/server/db/tenant.ts';
import { lancarMovimento } from '../../src/server/modules/estoque/lancamento.ts';

const LEDGER_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const WARMUP = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 500);

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.floor(s.length * 0.95)] };
}
const fmt = (x: { median: number; p95: number }) => `${x.median.toFixed(3)} ms (${x.p95.toFixed(3)})`;

async function bench(kind: 'pglite' | 'postgres') {
  let url: string | null = null;
  let drop: (() => Promise<void>) | null = null;
  if (kind === 'postgres') {
    const tmp = await createTemporaryDatabase(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test', 'erp_bench');
    url = tmp.url;
    drop = tmp.drop;
  }
  const config = loadConfig({ databaseUrl: url, jwtSecret: randomBytes(32).toString('hex'), demoSize: 5, logLevel: 'warn' });
  const db = await openDatabase({ databaseUrl: url, dataDir: config.dataDir, memory: true });
  try {
    await migrate(db);
    await seed(db, config, () => undefined);
    const {
      rows: [u],
    } = await db.pool.query(`SELECT id, emitente_id FROM usuario WHERE login = 'loja'`);
    const emitenteId: number = u.emitente_id;
    const {
      rows: [l],
    } = await db.pool.query('SELECT id FROM tipo_estoque WHERE emitente_id = $1 AND padrao', [emitenteId]);
    const local: number = l.id;
    // the measured product: 1,000,000 entries of 1 unit at R$ 10 in its ledger, balance kept equal
    const {
      rows: [p],
    } = await db.pool.query(
      `INSERT INTO produto (emitente_id, codigo, descricao, unidade, ncm, csosn) VALUES ($1, 'BENCH-1', 'Produto do bench de estoque', 'UN', '73239900', '0102') RETURNING id`,
      [emitenteId],
    );
    const produto: number = p.id;
    const t0 = performance.now();
    for (let ini = 1; ini <= LEDGER_ROWS; ini += 200_000) {
      const fim = Math.min(LEDGER_ROWS, ini + 199_999);
      await db.pool.query(
        `INSERT INTO estoque_movimentacao (emitente_id, data, produto_id, tipo_estoque_id, operacao_id, quantidade, custo_unitario, saldo_apos, custo_medio_apos, documento_tipo)
         SELECT $1, now() - make_interval(secs => $5::int - g), $2, $3, 2, 1, 10, g, 10, 'manual' FROM generate_series($4::int, $5::int) g`,
        [emitenteId, produto, local, ini, fim],
      );
    }
    await db.pool.query('INSERT INTO estoque (emitente_id, produto_id, tipo_estoque_id, quantidade, custo_medio) VALUES ($1, $2, $3, $4, 10)', [
      emitenteId,
      produto,
      local,
      LEDGER_ROWS,
    ]);
    await db.pool.query('ANALYZE estoque_movimentacao; ANALYZE estoque; ANALYZE produto').catch(async () => {
      for (const t of ['estoque_movimentacao', 'estoque', 'produto']) await db.pool.query(`ANALYZE ${t}`);
    });
    const carga = (performance.now() - t0) / 1000;
    const {
      rows: [n],
    } = await db.pool.query('SELECT count(*)::int AS n FROM estoque_movimentacao WHERE emitente_id = $1 AND produto_id = $2', [emitenteId, produto]);
    if (n.n !== LEDGER_ROWS) throw new Error(`razão com ${n.n} linhas`);

    const ctx: TenantContext = { usuarioId: u.id, nivel: 'emitente', masterId: null, distribuidorId: null, revendaId: null, emitenteId };
    const lerSaldo = () =>
      withTenant(db, ctx, async (c) => {
        const { rows } = await c.query('SELECT quantidade, custo_medio FROM estoque WHERE emitente_id = $1 AND produto_id = $2 AND tipo_estoque_id = $3', [
          emitenteId,
          produto,
          local,
        ]);
        if (rows.length !== 1) throw new Error('saldo ausente');
      });
    const lerPk = () =>
      withTenant(db, ctx, async (c) => {
        const { rows } = await c.query('SELECT * FROM produto WHERE emitente_id = $1 AND id = $2', [emitenteId, produto]);
        if (rows.length !== 1) throw new Error('produto ausente');
      });
    let sinal = 1;
    const lancar = () =>
      withTenant(db, ctx, async (c) => {
        sinal = -sinal; // alternate exit/entry: the balance stays near 1,000,000
        await lancarMovimento(c, emitenteId, {
          produtoId: produto,
          quantidade: sinal,
          operacao: 'ajuste',
          custoUnitario: sinal > 0 ? '10' : null,
          documento: { tipo: 'manual' },
          usuarioId: u.id,
        });
      });
    const inserir = () =>
      withTenant(db, ctx, async (c) => {
        await c.query(
          `INSERT INTO estoque_movimentacao (emitente_id, produto_id, tipo_estoque_id, operacao_id, quantidade, custo_unitario, saldo_apos, custo_medio_apos, documento_tipo, usuario_id)
           VALUES ($1, $2, $3, 4, 1, 10, 0, 10, 'manual', $4)`,
          [emitenteId, produto, local, u.id],
        );
      });
    // the same INSERT as a prepared (named) statement, as lancarMovimento runs its own statement
    const inserirPreparado = () =>
      withTenant(db, ctx, async (c) => {
        await c.query({
          name: 'bench_insert',
          text: `INSERT INTO estoque_movimentacao (emitente_id, produto_id, tipo_estoque_id, operacao_id, quantidade, custo_unitario, saldo_apos, custo_medio_apos, documento_tipo, usuario_id)
                 VALUES ($1, $2, $3, 4, 1, 10, 0, 10, 'manual', $4)`,
          values: [emitenteId, produto, local, u.id],
        });
      });
    const time = async (fn: () => Promise<unknown>) => {
      const t = performance.now();
      await fn();
      return performance.now() - t;
    };
    for (let i = 0; i < WARMUP; i++) {
      await lerSaldo();
      await lerPk();
      await lancar();
      await inserir();
      await inserirPreparado();
    }
    const m = { saldo: [] as number[], pk: [] as number[], lanc: [] as number[], ins: [] as number[], prep: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      m.saldo.push(await time(lerSaldo));
      m.pk.push(await time(lerPk));
      m.lanc.push(await time(lancar));
      m.ins.push(await time(inserir));
      m.prep.push(await time(inserirPreparado));
    }
    const S = stats(m.saldo);
    const K = stats(m.pk);
    const L = stats(m.lanc);
    const I = stats(m.ins);
    const P = stats(m.prep);
    return { kind, carga, S, K, L, I, P, r1: S.median / K.median, r2: L.median / I.median, r3: L.median / P.median };
  } finally {
    await db.close();
    if (drop) await drop();
  }
}

const kinds = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
console.log(
  `Razão de estoque: ${LEDGER_ROWS.toLocaleString('pt-BR')} lançamentos do produto medido; ${RUNS} medições alternadas após ${WARMUP} de aquecimento; cada operação na sua transação de tenant (erp_app + RLS).\n`,
);
console.log(
  '| banco | carga do razão | saldo (p95) | leitura por PK (p95) | razão saldo/PK | lancarMovimento (p95) | INSERT simples (p95) | razão lançar/INSERT | INSERT preparado (p95) | razão lançar/INSERT preparado |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const k of kinds) {
  const r = await bench(k);
  console.log(
    `| ${r.kind} | ${r.carga.toFixed(1)} s | ${fmt(r.S)} | ${fmt(r.K)} | ${r.r1.toFixed(2)} | ${fmt(r.L)} | ${fmt(r.I)} | ${r.r2.toFixed(2)} | ${fmt(r.P)} | ${r.r3.toFixed(2)} |`,
  );
}
