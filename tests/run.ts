/**
 * `npm test`: lint and format check (Biome), type check, unit tests, the API suite on the embedded PGlite, the end-to-end tests in
 * Chromium against the built web app, the clean-copy install test (tests/install: `git archive HEAD`
 * in a temporary folder, `npm install`, `npm start`, an NF-e issued over HTTP), and — when DATABASE_URL
 * points to a PostgreSQL server — the same API suite again on PostgreSQL (each test file gets a
 * fresh database there, dropped afterwards). Prints one closing line "N passed, N failed" over all
 * stages and exits non-zero when any stage fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'erp-test-'));
let passed = 0;
let failed = 0;

function vitest(stage: string, project: string, env: Record<string, string>): number {
  const file = join(out, `${stage}.json`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  return r.status ?? 1;
}

const stages: Array<[string, () => number]> = [
  // linter and formatter (Biome, biome.json): any error or unformatted file fails the run
  ['lint', () => spawnSync('npx', ['biome', 'check', '.', '--max-diagnostics=50'], { stdio: 'inherit' }).status ?? 1],
  ['typecheck', () => spawnSync('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { stdio: 'inherit' }).status ?? 1],
  ['unit', () => vitest('unit', 'unit', {})],
  ['api-pglite', () => vitest('api-pglite', 'api', { TEST_DATABASE_URL: '' })],
];
stages.push([
  'e2e',
  () => {
    // the end-to-end tests drive the built app: build it when stale (same step as npm start)
    const build = spawnSync('npx', ['tsx', 'scripts/ensure-web-build.ts'], { stdio: 'inherit' }).status ?? 1;
    return build !== 0 ? build : vitest('e2e', 'e2e', {});
  },
]);
// a copy of HEAD with nothing beside it, installed and started with the README's commands
stages.push(['install', () => vitest('install', 'install', {})]);
if (process.env.DATABASE_URL) {
  stages.push(['api-postgres', () => vitest('api-postgres', 'api', { TEST_DATABASE_URL: process.env.DATABASE_URL! })]);
} else {
  console.log('DATABASE_URL não definido: a suíte de API roda só no PGlite.');
}

const falhas: string[] = [];
for (const [name, run] of stages) {
  console.log(`\n=== ${name} ===`);
  if (run() !== 0) falhas.push(name);
}
if (falhas.length) console.error(`\nEtapas com falha: ${falhas.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(falhas.length ? 1 : 0);
