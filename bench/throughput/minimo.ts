/**
 * Child process of bench/throughput: the "minimal route" baseline. The project's own `fastify`
 * (no plugins, no hooks, logger off, no schemas) and `pg` (a pool of the server's size, TimeZone
 * as the server connects), doing the same database work as the API for each scenario and nothing
 * else: no authentication, no permission check, no OData parsing, no validation.
 *
 *  - `GET /lista`: BEGIN + tenant settings as erp_app (one round trip), the compiler's page SQL,
 *    its count SQL, COMMIT; JSON `{ '@odata.count', value }`;
 *  - `GET /id`: BEGIN + settings, the record with its child lists (the repository's statement),
 *    COMMIT; JSON envelope;
 *  - `POST /cliente`: BEGIN + settings, the statements the API's POST /v1/cliente/ sends (recorded by
 *    the parent from the repository's own `create`: INSERT RETURNING id, the record read back, the
 *    `auditoria` INSERT), with the recorded id replaced by the new one, COMMIT; 201 + envelope.
 *
 * The SQL texts and parameters come from the parent in the environment variable BENCH_MINIMO (JSON,
 * {@link Plano}). Sends `{ address }` over IPC once listening, answers `{ rss }` to `'rss'` and `{ cpu }` (µs) to `'cpu'`, closes on
 * `'stop'`. Nothing here is used by the product.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { type Plano, replay } from './plano.ts';

const plano = JSON.parse(process.env.BENCH_MINIMO!) as Plano;
const pool = new pg.Pool({ connectionString: plano.url, max: plano.pool, options: '-c TimeZone=America/Sao_Paulo' });

const tx = async <T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> => {
  const c = await pool.connect();
  try {
    await c.query(plano.setup);
    const out = await fn(c);
    await c.query('COMMIT');
    return out;
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
};

const app = Fastify({ logger: false });
app.get('/lista', async () =>
  tx(async (c) => {
    const { rows } = await c.query(plano.lista.sql, plano.lista.params);
    const { rows: n } = await c.query(plano.lista.countSql, plano.lista.countParams);
    return { '@odata.count': Number(n[0].count), value: rows };
  }),
);
app.get('/id', async () =>
  tx(async (c) => {
    const { rows } = await c.query(plano.id.sql, plano.id.params);
    return { Success: true, Message: null, Data: rows[0] };
  }),
);
app.post('/cliente', async (req, reply) => {
  if (!req.body) throw new Error('corpo vazio');
  const row = await tx((c) => replay(c, plano.post));
  return reply.status(201).send({ Success: true, Message: 'Cliente incluído(a) com sucesso.', Data: row });
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send!({ address });
process.on('message', async (m) => {
  if (m === 'rss') process.send!({ rss: process.memoryUsage().rss });
  if (m === 'cpu') {
    const u = process.cpuUsage();
    process.send!({ cpu: u.user + u.system });
  }
  if (m === 'stop') {
    await app.close();
    await pool.end();
    process.exit(0);
  }
});
