/**
 * A real server process for the job kill test (tests/api/tarefas-queda.test.ts): the same start as
 * `npm start` (src/server/main.ts) without seeding and without the SEFAZ simulator — configuration
 * from the environment (DATA_DIR, DATABASE_URL, JWT_SECRET, TAREFAS_*), migrations, createServer,
 * listen on 127.0.0.1 port 0 (the job workers start with it) — then one line on stdout:
 * `{"url":"http://127.0.0.1:PORT"}`. SIGTERM closes it cleanly; the test kills it with SIGKILL.
 */
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createServer } from '../../src/server/app.ts';
import { loadRegistry } from '../../schema/registry.ts';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const app = await createServer({ config, db, registry: loadRegistry(), logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
