/**
 * A real server process for the PDV crash test (tests/api/pdv-queda.test.ts): the same start as
 * `npm start` without seeding and without its own SEFAZ simulator — the simulator runs in the test
 * process (its memory of authorised notes survives the SIGKILL of this one, like the real SEFAZ) at
 * SIM_URL, trusted through the CA PEM in SIM_CA_FILE. Configuration from the environment (DATA_DIR,
 * DATABASE_URL, JWT_SECRET, ...), migrations, createServer, the runtime pointed at that simulator,
 * listen on 127.0.0.1 port 0 (the job workers, the emission warm-up and the crash recovery start
 * with it), then one line on stdout: `{"url":"http://127.0.0.1:PORT"}`. SIGTERM closes it cleanly.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createServer } from '../../src/server/app.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { obterRuntimeFiscal } from '../../src/server/modules/nfe/runtime.ts';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
obterRuntimeFiscal(config).usarSimulador(process.env.SIM_URL!, readFileSync(process.env.SIM_CA_FILE!, 'utf8'), { tentativas: 1, backoffMs: 20 });
const app = await createServer({ config, db, registry: loadRegistry(), logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
