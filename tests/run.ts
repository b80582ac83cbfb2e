/**
 * `npm test`: unit tests, the API suite on the embedded PGlite, and — when DATABASE_URL points to
 * a PostgreSQL server — the same API suite again on PostgreSQL (each test file gets a fresh
 * database there, dropped afterwards). Exits non-zero when any stage fails.
 */
import { spawnSync } from 'node:child_process';

const vitest = (project: string, env: Record<string, string | undefined>) =>
  spawnSync('npx', ['vitest', 'run', '--project', project], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const stages: Array<[string, () => number]> = [
  ['unit', () => vitest('unit', {})],
  ['api (PGlite)', () => vitest('api', { TEST_DATABASE_URL: '' })],
];
if (process.env.DATABASE_URL) stages.push(['api (PostgreSQL)', () => vitest('api', { TEST_DATABASE_URL: process.env.DATABASE_URL })]);
else console.log('DATABASE_URL não definido: a suíte de API roda só no PGlite.');

let failed = 0;
for (const [name, run] of stages) {
  console.log(`\n=== ${name} ===`);
  if (run() !== 0) {
    failed++;
    console.error(`Falhou: ${name}`);
  }
}
process.exit(failed ? 1 : 0);
