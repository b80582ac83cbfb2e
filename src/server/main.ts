/**
 * Entry point of `npm start`: reads the configuration, validates the entity registry, opens the
 * database (embedded PGlite in ./data, or DATABASE_URL), applies migrations, loads reference data
 * and — on an empty database outside production — the demo, then listens on PORT (3000).
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/pool.ts';
import { migrate } from './db/migrate.ts';
import { loadRegistry } from '../../schema/registry.ts';
import { createServer } from './app.ts';
import { seed, DEMO_LOGINS, DEMO_PASSWORD } from './seed/index.ts';
import { iniciarSimuladorDoServidor, prepararCertificadosDemo, reconciliarPendentes } from './modules/nfe/index.ts';

const config = loadConfig();
const registry = loadRegistry();
const db = await openDatabase(config);
const applied = await migrate(db);
if (applied.length) console.log(`Migrações aplicadas: ${applied.length}`);
const seeded = await seed(db, config, (m) => console.log(m));
// NF-e: simulador da SEFAZ (homologação) fora de produção, certificados A1 de teste para a
// demonstração e reconciliação das notas que ficaram em 'transmitindo' (modules/nfe).
const sefaz = config.sefazSimulador && !config.production ? await iniciarSimuladorDoServidor(config) : null;
if (sefaz) {
  console.log(`Simulador SEFAZ (homologação) em ${sefaz.simulador.url}`);
  if ((await db.pool.query(`SELECT 1 FROM usuario WHERE login = 'loja'`)).rows.length) await prepararCertificadosDemo(db, sefaz.ca, config);
}
await reconciliarPendentes(db, config, (m) => console.log(m));
const app = await createServer({ config, db, registry });
await app.listen({ port: config.port, host: config.host });

const base = `http://localhost:${config.port}`;
console.log(`\nERP no ar em ${base} (banco: ${db.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`);
console.log(`API: ${base}/v1   OData: ${base}/OData   Documentação: ${base}/docs`);
const demo = !config.production && (await db.pool.query(`SELECT 1 FROM usuario WHERE login = 'loja'`)).rows.length > 0;
if (seeded.demo) console.log('Banco novo: demonstração criada.');
if (demo) {
  console.log(`\nEndereços (white-label): ${base}/erp/  e  ${base}/parceiro/`);
  console.log(`Logins de demonstração (senha de todos: ${DEMO_PASSWORD}):`);
  for (const l of DEMO_LOGINS) console.log(`  ${l.login.padEnd(13)} ${l.descricao}`);
}

const stop = async () => {
  await app.close();
  await sefaz?.parar();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
