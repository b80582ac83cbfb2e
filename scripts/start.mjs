/**
 * `npm start`: builds what is stale — the web app (scripts/web-build.mjs, vite) and the server
 * (scripts/build-server.mjs, esbuild -> dist/server/main.js) — and runs the compiled server in this
 * same process (no TypeScript transpiler at run time). Both checks cost a few milliseconds when
 * nothing changed. Exits 1 when a build fails.
 *
 * Environment: everything of README "Configuração"; SKIP_WEB_BUILD=1 skips the web build check.
 */
import { pathToFileURL } from 'node:url';
import { garantirAppWeb } from './web-build.mjs';
import { garantirServidorCompilado, SAIDA } from './build-server.mjs';

try {
  const web = garantirAppWeb();
  if (web.compilado) console.log(`App web compilado em ${(web.ms / 1000).toFixed(1)} s.`);
  const servidor = await garantirServidorCompilado();
  if (servidor.compilado) console.log(`Servidor compilado em ${Math.round(servidor.ms)} ms.`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
await import(pathToFileURL(SAIDA).href);
