/**
 * Child process of bench/throughput: the real server (createServer, logger off) on a random
 * loopback port, on the database given in DATABASE_URL, with JWT_SECRET from the parent. Sends
 * `{ address }` to the parent over IPC once listening, answers `{ rss }` (bytes) to `'rss'` and `{ cpu }` (user + system µs so far) to `'cpu'`, and
 * closes on `'stop'`. Nothing here is used by the product.
 */
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { createServer } from '../../src/server/app.ts';
import { loadRegistry } from '../../schema/registry.ts';

const config = loadConfig({
  databaseUrl: process.env.DATABASE_URL!,
  jwtSecret: process.env.JWT_SECRET!,
  logLevel: 'warn',
  loginRateMax: 1000,
  loginRateIpMax: 1000,
});
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, memory: true });
const app = await createServer({ config, db, registry: loadRegistry(), logger: false });
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
    await db.close();
    process.exit(0);
  }
});
