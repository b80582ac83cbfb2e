/**
 * Compiles the server (src/server/main.ts and everything it imports from src/, schema/ and most of
 * node_modules) into one ES module, `dist/server/main.js` (plus `chunk-*.js` for what is imported
 * dynamically), with esbuild: platform node, ESM, whitespace and comments removed (names kept), the
 * packages of {@link EXTERNOS} left in node_modules, pg's Cloudflare Worker test made `false`
 * ({@link pgSemCloudflare}). Part of `npm start` (scripts/start.mjs); plain
 * JavaScript so that checking costs milliseconds, not a TypeScript transpiler start. A source map
 * (`main.js.map`, without the sources' text) is written next to it: run with
 * `NODE_OPTIONS=--enable-source-maps` to get TypeScript positions in stack traces (not the default:
 * loading the map costs start-up time).
 *
 * Rebuilt only when stale: the newest mtime under src/ (minus src/web), schema/, migrations/,
 * package.json, node_modules/.package-lock.json (rewritten by every npm install) and this script is
 * compared with the bundle's mtime (~10 ms for ~600 files).
 *
 * `import.meta.url` in a bundled source file is rewritten to the URL of that ORIGINAL file,
 * computed relative to the bundle (`new URL('../../src/server/http/docs.ts', import.meta.url)`),
 * so code that finds files next to itself (migrations, schema/entities, src/generated, dist/web,
 * the shipped schema pack) behaves the same under tsx (tests, dev) and in the bundle, and the
 * project folder can still be moved.
 *
 * Usage: `node scripts/build-server.mjs [--force]`; as a module: `await garantirServidorCompilado()`.
 * Throws (exit 1 from the CLI) when esbuild reports errors.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Project root (this script lives in scripts/). */
export const RAIZ = dirname(dirname(fileURLToPath(import.meta.url)));
/** The compiled server. */
export const SAIDA = join(RAIZ, 'dist', 'server', 'main.js');

// node_modules/.package-lock.json changes on every npm install: bundled dependencies may have changed
const FONTES = ['src', 'schema', 'migrations', 'package.json', 'node_modules/.package-lock.json', 'scripts/build-server.mjs'];
const IGNORAR = new Set([join(RAIZ, 'src', 'web'), join(RAIZ, 'node_modules')]);

/** Newest mtime (ms) under `caminho` (a file or a folder, recursively); 0 when it does not exist. */
export function maisRecente(caminho) {
  let st;
  try {
    st = statSync(caminho);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  if (IGNORAR.has(caminho)) return 0;
  let max = st.mtimeMs; // a deleted file changes its folder's mtime
  for (const e of readdirSync(caminho, { withFileTypes: true })) {
    const p = join(caminho, e.name);
    const t = e.isDirectory() ? maisRecente(p) : statSync(p).mtimeMs;
    if (t > max) max = t;
  }
  return max;
}

/** True when dist/server/main.js is missing or older than one of its sources. */
export function servidorDesatualizado() {
  if (!existsSync(SAIDA)) return true;
  const compilado = statSync(SAIDA).mtimeMs;
  return FONTES.some((f) => maisRecente(join(RAIZ, f)) > compilado);
}

/**
 * Packages left in node_modules: WASM (PGlite, libxml2), native addons (argon2, pg-native), files
 * read next to their code (pdfkit fonts, bwip-js, swagger-ui assets), worker threads (pino's
 * transports), and what is imported lazily anyway (node-pg-migrate, pg-boss). Packages that the code
 * loads with `createRequire` on first use (sanitize-html, xml-crypto, node-forge, the Mercado Pago
 * SDK: synchronous callers) are not seen by esbuild and are read from node_modules as well.
 */
const EXTERNOS = [
  '@electric-sql/pglite',
  'libxml2-wasm',
  '@node-rs/argon2',
  'pg-native',
  'pdfkit',
  'bwip-js',
  'sharp',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  'node-pg-migrate',
  'pg-boss',
  'esbuild',
];

/** esbuild plugin: `import.meta.url` of each project source file -> URL of that original file. */
const urlDoArquivoOriginal = {
  name: 'url-do-arquivo-original',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const texto = readFileSync(args.path, 'utf8');
      if (!texto.includes('import.meta.url')) return undefined;
      const rel = relative(dirname(SAIDA), args.path).split(sep).join('/');
      const loader = /\.tsx$/.test(args.path) ? 'tsx' : /\.ts$/.test(args.path) ? 'ts' : 'js';
      return { contents: texto.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`), loader };
    });
  },
};

/**
 * esbuild plugin: in pg's lib/stream.js, the test "are we in a Cloudflare Worker?" that runs when pg is
 * loaded becomes `false`. On Node it is false anyway, but it gets there by constructing a `Response`,
 * which makes Node load its whole fetch implementation (undici, http2: ~100-250 ms of every start)
 * that nothing else needs before the first request. When a pg update changes that text, the file is
 * bundled as it is (correct, only slower) and the build prints a warning.
 */
const pgSemCloudflare = {
  name: 'pg-sem-cloudflare',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/ }, (args) => {
      const texto = readFileSync(args.path, 'utf8');
      const teste = 'if (isCloudflareRuntime()) {';
      if (!texto.includes(teste))
        return { contents: texto, loader: 'js', warnings: [{ text: `pg-sem-cloudflare: '${teste}' não encontrado em ${args.path}` }] };
      return { contents: texto.replace(teste, 'if (false) {'), loader: 'js' };
    });
  },
};

/**
 * Bundles src/server/main.ts into dist/server/main.js. Returns the build time in ms.
 * @throws Error when esbuild fails (syntax errors, unresolved imports).
 */
export async function compilarServidor() {
  const inicio = performance.now();
  const { build } = await import('esbuild');
  // chunks of an earlier build (their names carry a content hash) would pile up
  rmSync(dirname(SAIDA), { recursive: true, force: true });
  await build({
    entryPoints: { main: join(RAIZ, 'src', 'server', 'main.ts') },
    outdir: dirname(SAIDA),
    // code splitting: what the code imports with `await import()` only when needed (reference data on
    // an empty database, the AWS SDK, nodemailer...) goes to chunks beside main.js that a start with
    // existing data never reads; chunks in the same folder, so the import.meta.url rewrite holds
    splitting: true,
    chunkNames: 'chunk-[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // dependencies are bundled too (one file to load instead of ~2,000 modules: -30 % of the start),
    // except those that load files next to their own code (WASM, native addons, fonts, static
    // assets, worker threads) or are imported lazily
    external: EXTERNOS,
    mainFields: ['module', 'main'],
    // no comments, indentation or line breaks: -30 % of the bytes V8 reads, decodes and pre-parses at
    // every start (7.9 -> 5.6 MB with the chunks imported statically); identifiers are kept (no
    // minifyIdentifiers), so function and class names stay as written, and the source map still
    // points at the TypeScript
    minifyWhitespace: true,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [pgSemCloudflare, urlDoArquivoOriginal],
    // bundled CommonJS code calls require() for Node built-ins and the external packages
    banner: { js: "import { createRequire as __erpCreateRequire } from 'node:module'; const require = __erpCreateRequire(import.meta.url);" },
  });
  return performance.now() - inicio;
}

/**
 * Builds the server when stale. Returns `{ compilado: boolean, ms: number }`.
 * @throws Error when the build fails.
 */
export async function garantirServidorCompilado({ forcar = false, log = console.log } = {}) {
  if (!forcar && !servidorDesatualizado()) return { compilado: false, ms: 0 };
  log(existsSync(SAIDA) ? 'Servidor desatualizado: recompilando...' : 'Compilando o servidor (primeira vez)...');
  const ms = await compilarServidor();
  return { compilado: true, ms };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  garantirServidorCompilado({ forcar: process.argv.includes('--force') })
    .then((r) => {
      if (r.compilado) console.log(`Servidor compilado em ${Math.round(r.ms)} ms: ${relative(process.cwd(), SAIDA)}`);
    })
    .catch((e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
