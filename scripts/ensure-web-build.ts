/**
 * Part of `npm start`: builds the web app (`vite build` -> dist/web) when it is missing or older
 * than its sources (src/web, src/domain, src/generated, vite.config.ts), so a fresh clone needs
 * only `npm install && npm start`. Skipped when SKIP_WEB_BUILD=1.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const target = 'dist/web/index.html';
const sources = ['src/web', 'src/domain', 'src/generated', 'vite.config.ts', 'index.html'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

if (process.env.SKIP_WEB_BUILD === '1') process.exit(0);
const built = existsSync(target) ? statSync(target).mtimeMs : 0;
if (built && built >= Math.max(...sources.map(newest))) process.exit(0);
console.log(built ? 'App web desatualizado: recompilando...' : 'Compilando o app web (primeira vez)...');
const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
