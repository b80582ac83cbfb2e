/**
 * A real server process for the NFS-e crash test (tests/api/nfse-queda.test.ts): the same start as
 * `npm start` without seeding and without its own simulators — the NFS-e national API simulator runs
 * in the test process (its memory of generated NFS-e survives the SIGKILL of this one, like the real
 * Sefin Nacional) at NFSE_SIM_URL, trusted through the CA PEM in SIM_CA_FILE. The NF-e runtime points
 * at a closed loopback port (no NF-e in this test; nothing leaves the machine). Configuration from
 * the environment (DATA_DIR, DATABASE_URL, JWT_SECRET, ...), migrations, createServer, listen on
 * 127.0.0.1 port 0 (the job workers and the recovery of NFS-e left in 'transmitindo' start with it),
 * then one line on stdout: `{"url":"http://127.0.0.1:PORT"}`. SIGTERM closes it cleanly.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createServer } from '../../src/server/app.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { obterRuntimeFiscal } from '../../src/server/modules/nfe/runtime.ts';
import { obterRuntimeNfse } from '../../src/server/modules/nfse/runtime.ts';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const ca = readFileSync(process.env.SIM_CA_FILE!, 'utf8');
obterRuntimeFiscal(config).usarSimulador('https://127.0.0.1:9', ca, { tentativas: 1, backoffMs: 20 });
obterRuntimeNfse(config).usarSimulador(process.env.NFSE_SIM_URL!, ca);
const app = await createServer({ config, db, registry: loadRegistry(), logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
