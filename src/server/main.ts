/**
 * Entry point of `npm start` (run compiled: scripts/start.mjs bundles it into dist/server/main.js):
 * reads the configuration and starts opening the database (embedded PGlite in ./data, in its own
 * thread: db/pglite-remoto.ts; or DATABASE_URL) before the rest of the start (partida.ts, imported
 * dynamically so that the thread opens while the server's modules load), which validates the
 * entity registry, applies pending migrations, loads reference data and — on an empty
 * database outside production — the demo, then starts the SEFAZ simulator (outside production), the
 * PIX PSP simulator of the licences (a demo without LICENCA_PIX_URL, src/psp-simulator) and
 * the HTTP server side by side and listens on PORT (3000; 0 = a free port, printed in the
 * "ERP no ar em http://localhost:{porta}" line). The simulators and the demo (seed/demo*.ts, the
 * demo certificates, DF-e, orders and NFS-e) are only imported dynamically, behind the same switches:
 * a production start never loads them (tests/unit/repositorio/producao-sem-demo.test.ts).
 *
 * Start-up budget with existing data (bench/startup): everything expensive that a request does not
 * need before the first response is lazy — the XSD pack compiles on the first validation, the
 * simulator's TLS certificate is persisted in DATA_DIR, migrations are skipped with one SELECT when
 * all are applied — and, right after listen and in the background, the emission warm-up (schemas,
 * certificate, TLS: modules/pdv/aquecimento.ts) and the recovery of sales and notes left in
 * 'transmitindo' by a crash (modules/pdv/recuperacao.ts). That background work, pg-boss and the demo's
 * post-listen preparation wait for the first response (http/apos-partida.ts; at most APOS_PARTIDA_MS).
 *
 * With ERP_FASES_PARTIDA=1 one line `fases da partida (ms): {...}` (JSON) is printed after listen:
 * the time since the process started (`performance.now()`) at the end of each phase — module load
 * (partida.ts and its imports), registry validation, PGlite/pool open, migrations check, seed checks, simulator + routes, listen.
 * bench/startup reads it.
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/pool.ts';

/** End of each start-up phase, ms since the process started (printed with ERP_FASES_PARTIDA=1). */
const fases: Record<string, number> = {};
const fase = (nome: string) => {
  fases[nome] = Math.round(performance.now());
};
const config = loadConfig();
// the PGlite thread opens the database while the rest of the server loads and builds its routes
// (db/pglite-remoto.ts); queries sent before wait for it
const banco = openDatabase({ ...config, esperarAbertura: false });
void banco
  .then((d) => d.aberto)
  .then(
    () => fase('banco'),
    () => undefined, // the first query (migrations) reports it
  );
const { iniciar } = await import('./partida.ts');
fase('modulos');
await iniciar(config, banco, fase, fases);
