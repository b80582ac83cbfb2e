/**
 * Codegen: the entity registry (`schema/`) -> `src/generated/` (arquitetura §1-§4).
 *
 *   npm run codegen                 writes the generated files
 *   npx tsx codegen/index.ts --check exits 1 listing the files that are missing or stale
 *
 * `generate()` is pure and deterministic (no timestamps, stable order), so the committed output can
 * be compared with a fresh run (tests/unit/codegen).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadRegistry, type Registry } from '../schema/registry.ts';
import { formatJson } from './common.ts';
import { generateEstados } from './estados.ts';
import { generateMetadata } from './metadata.ts';
import { generateMetaValidador } from './meta-validador.ts';
import { buildOpenApi, generateOpenApiDts } from './openapi.ts';
import { generateResources } from './resources.ts';
import { generateTypes } from './types.ts';

/** Repository root (the folder holding package.json). */
export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/** Paths (relative to ROOT, forward slashes) of every generated file. */
export const GENERATED_FILES = [
  'src/generated/types.ts',
  'src/generated/openapi.json',
  'src/generated/openapi.d.ts',
  'src/generated/metadata.xml',
  'src/generated/resources.ts',
  'src/generated/estados.ts',
  'src/generated/meta-validador.ts',
] as const;

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/**
 * Generates every output from the registry (default: `loadRegistry()`).
 * @returns relative path -> file content, in GENERATED_FILES order.
 */
export async function generate(registry: Registry = loadRegistry()): Promise<Map<string, string>> {
  const openapi = buildOpenApi(registry, packageVersion());
  const [types, dts] = await Promise.all([generateTypes(registry), generateOpenApiDts(openapi)]);
  const out = new Map<string, string>([
    ['src/generated/types.ts', types],
    ['src/generated/openapi.json', formatJson(openapi)],
    ['src/generated/openapi.d.ts', dts],
    ['src/generated/metadata.xml', generateMetadata(registry)],
    ['src/generated/resources.ts', generateResources(registry)],
    ['src/generated/estados.ts', generateEstados(registry)],
    ['src/generated/meta-validador.ts', generateMetaValidador(readFileSync(join(ROOT, 'schema', 'meta.schema.json'), 'utf8'))],
  ]);
  return out;
}

/** Files whose content on disk differs from `files` (missing files included). */
export function staleFiles(files: Map<string, string>, root: string = ROOT): string[] {
  const stale: string[] = [];
  for (const [rel, content] of files) {
    const abs = join(root, rel);
    if (!existsSync(abs) || readFileSync(abs, 'utf8') !== content) stale.push(rel);
  }
  return stale;
}

/** Writes the files that changed; returns their paths. */
export function writeFiles(files: Map<string, string>, root: string = ROOT): string[] {
  const changed = staleFiles(files, root);
  for (const rel of changed) {
    const abs = join(root, rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, files.get(rel)!, 'utf8');
  }
  return changed;
}

async function main(argv: string[]): Promise<number> {
  const files = await generate();
  if (argv.includes('--check')) {
    const stale = staleFiles(files);
    if (stale.length) {
      console.error(`Arquivos gerados desatualizados (rode npm run codegen):\n${stale.map((f) => `  ${f}`).join('\n')}`);
      return 1;
    }
    console.log(`codegen: ${files.size} arquivos em dia.`);
    return 0;
  }
  const changed = writeFiles(files);
  console.log(changed.length ? `codegen: gravados\n${changed.map((f) => `  ${f}`).join('\n')}` : `codegen: ${files.size} arquivos já estavam em dia.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(2);
    },
  );
}
