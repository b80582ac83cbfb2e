/**
 * Builds the web app (`vite build` -> dist/web) when it is missing or older than its sources
 * (src/web, src/domain, src/generated, vite.config.ts, index.html), so a fresh clone needs only
 * `npm install && npm start`. Plain JavaScript: the up-to-date check costs ~10 ms inside
 * `npm start` (scripts/start.mjs). Skipped when SKIP_WEB_BUILD=1.
 *
 * Usage: `node scripts/web-build.mjs`; as a module: `garantirAppWeb()` -> `{ compilado, ms }`.
 * Throws (exit 1 from the CLI) when vite fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const RAIZ = dirname(dirname(fileURLToPath(import.meta.url)));
/** The built app's entry page; its mtime is the build time. */
export const ALVO_WEB = join(RAIZ, 'dist', 'web', 'index.html');
const FONTES = ['src/web', 'src/domain', 'src/generated', 'vite.config.ts', 'index.html'];

/** Newest mtime (ms) under `caminho`, recursively; 0 when missing. */
function maisRecente(caminho) {
  let st;
  try {
    st = statSync(caminho);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(caminho, { withFileTypes: true })) {
    const p = join(caminho, e.name);
    const t = e.isDirectory() ? maisRecente(p) : statSync(p).mtimeMs;
    if (t > max) max = t;
  }
  return max;
}

/** True when dist/web is missing or older than one of its sources. */
export function appWebDesatualizado() {
  if (!existsSync(ALVO_WEB)) return true;
  const feito = statSync(ALVO_WEB).mtimeMs;
  return FONTES.some((f) => maisRecente(join(RAIZ, f)) > feito);
}

/**
 * Runs `vite build` when the app is stale (not when SKIP_WEB_BUILD=1).
 * @returns `{ compilado: boolean, ms: number }` (ms of the build, 0 when up to date).
 * @throws Error when vite exits with an error.
 */
export function garantirAppWeb({ log = console.log } = {}) {
  if (process.env.SKIP_WEB_BUILD === '1' || !appWebDesatualizado()) return { compilado: false, ms: 0 };
  log(existsSync(ALVO_WEB) ? 'App web desatualizado: recompilando...' : 'Compilando o app web (primeira vez)...');
  const inicio = performance.now();
  const r = spawnSync(process.execPath, [join(RAIZ, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: RAIZ, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`Falha ao compilar o app web (vite build saiu com ${r.status ?? r.signal}).`);
  return { compilado: true, ms: performance.now() - inicio };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    garantirAppWeb();
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
