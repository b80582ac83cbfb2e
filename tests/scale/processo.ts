/**
 * One API server process for the scale-out test and benchmark (tests/api/escala.test.ts,
 * bench/scale-out/run.ts), started as a child process with `node --import tsx`. It does what
 * `npm start` (src/server/main.ts) does, in the same order — configuration from the environment,
 * database, migrations, seed, SEFAZ simulator + demo certificates outside production,
 * reconciliation of pending NF-e, `createServer`, `listen` — without building the web app, and then
 * prints one line on stdout:
 *
 *   ESCALA_PRONTO {"porta":<port>,"pid":<pid>,"sefaz":"<simulator url or null>"}
 *
 * Environment: everything `loadConfig` reads (DATABASE_URL, REDIS_URL, JWT_SECRET, FISCAL_SECRET,
 * DATA_DIR, S3_*, PORT=0 for a random port, HOST, LOG_LEVEL, TRUST_PROXY...), plus
 * ESCALA_HUB_CANAL: the Redis channel of the hub (default 'erp:hub'; the test uses a unique one so
 * other servers on the same Redis do not see its pushes).
 * Stops on SIGTERM/SIGINT (closes the server, the simulator and the database), like main.ts.
 */
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { createServer } from '../../src/server/app.ts';
import { seed } from '../../src/server/seed/index.ts';
import { iniciarSimuladorDoServidor, reconciliarPendentes } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';

/** Marker of the ready line (parsed by tests/scale/cluster.ts; never import this file: it starts a server). */
const PRONTO = 'ESCALA_PRONTO ';

const canal = process.env.ESCALA_HUB_CANAL;
const config = loadConfig(canal ? { hubRedisChannel: canal } : {});
const registry = loadRegistry();
const db = await openDatabase(config);
await migrate(db);
await seed(db, config, () => undefined);
const sefaz = config.sefazSimulador && !config.production ? await iniciarSimuladorDoServidor(config) : null;
if (sefaz && (await db.pool.query(`SELECT 1 FROM usuario WHERE login = 'loja'`)).rows.length) await prepararCertificadosDemo(db, sefaz.ca, config);
await reconciliarPendentes(db, config, () => undefined);
const app = await createServer({ config, db, registry });
await app.listen({ port: config.port, host: config.host });
const endereco = app.server.address();
const porta = typeof endereco === 'object' && endereco ? endereco.port : config.port;
process.stdout.write(PRONTO + JSON.stringify({ porta, pid: process.pid, sefaz: sefaz?.simulador.url ?? null }) + '\n');

let parando = false;
const stop = async () => {
  if (parando) return;
  parando = true;
  await app.close();
  await sefaz?.parar();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
