/**
 * O servidor de produção não carrega os simuladores nem a demonstração: nenhum arquivo de
 * src/sefaz-simulator, src/psp-simulator ou de demonstração (`*demo*.ts`: seed/demo*.ts,
 * modules/compras/dfe-demo.ts, modules/nfe/certificados-demo.ts...) é alcançável por imports
 * estáticos a partir do ponto de entrada src/server/main.ts nem de src/server/partida.ts, o resto da
 * partida, que main.ts importa dinamicamente em toda partida (depois de abrir a thread do PGlite).
 * Eles entram só por `await import(...)`
 * atrás da chave de fora de produção (config.production, config.seedDemo, config.sefazSimulador:
 * main.ts e seed/index.ts), e o esbuild os põe em chunks que uma partida de produção nunca lê
 * (scripts/build-server.mjs).
 *
 * O grafo é o do próprio esbuild (metafile da mesma compilação do servidor, sem gravar nada):
 * arestas `import-statement` e `require-call`; `dynamic-import` não conta, e `import type` o
 * esbuild já descarta.
 */
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '..', '..', '..');

/** Arquivo que a produção não pode carregar: simuladores e código de demonstração. */
export function proibidoEmProducao(caminho: string): boolean {
  return /^src\/(sefaz-simulator|psp-simulator)\//.test(caminho) || /^src\/.*demo[^/]*\.tsx?$/.test(caminho);
}

/** Metafile do esbuild para `entrada` (caminho relativo à raiz ou código em `stdin`), pacotes de fora. */
async function grafo(entrada: { arquivo: string } | { codigo: string }): Promise<Metafile> {
  const r = await build({
    ...('arquivo' in entrada ? { entryPoints: [join(RAIZ, entrada.arquivo)] } : { stdin: { contents: entrada.codigo, resolveDir: RAIZ, loader: 'ts' } }),
    absWorkingDir: RAIZ,
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    outdir: join(RAIZ, 'dist', 'grafo-producao'),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  return r.metafile;
}

/**
 * Cadeias `main.ts -> ... -> proibido` pelos imports estáticos a partir de `inicios` (caminho mais
 * curto até cada arquivo proibido alcançável).
 */
export function cadeiasProibidas(meta: Metafile, ...inicios: string[]): string[] {
  const pai = new Map<string, string | null>(inicios.map((i) => [i, null]));
  const fila = [...inicios];
  while (fila.length) {
    const atual = fila.shift() as string;
    for (const i of meta.inputs[atual]?.imports ?? []) {
      if (i.external || i.kind === 'dynamic-import' || pai.has(i.path)) continue;
      pai.set(i.path, atual);
      fila.push(i.path);
    }
  }
  const cadeias: string[] = [];
  for (const arquivo of pai.keys()) {
    if (!proibidoEmProducao(arquivo)) continue;
    const cadeia: string[] = [];
    for (let a: string | null | undefined = arquivo; a; a = pai.get(a)) cadeia.unshift(a);
    cadeias.push(cadeia.join(' -> '));
  }
  return cadeias.sort();
}

describe('produção sem simuladores nem demonstração', () => {
  it('nenhum arquivo de src/sefaz-simulator, src/psp-simulator ou *demo*.ts é import estático de src/server/main.ts ou partida.ts', async () => {
    const meta = await grafo({ arquivo: 'src/server/main.ts' });
    expect(Object.keys(meta.inputs)).toContain('src/server/main.ts');
    // main.ts carrega partida.ts em toda partida: ela conta como entrada
    expect(meta.inputs['src/server/main.ts'].imports.some((i) => i.path === 'src/server/partida.ts')).toBe(true);
    // a demonstração e os simuladores existem na compilação, só atrás de import dinâmico
    expect(Object.keys(meta.inputs).filter(proibidoEmProducao).length).toBeGreaterThan(0);
    expect(
      cadeiasProibidas(meta, 'src/server/main.ts', 'src/server/partida.ts'),
      'troque o import estático por `await import(...)` atrás da chave de fora de produção',
    ).toEqual([]);
  });

  it('a conferência acha a cadeia quando um import estático traz o simulador de volta', async () => {
    const meta = await grafo({ codigo: "import './src/server/modules/compras/dfe-demo.ts';" });
    const cadeias = cadeiasProibidas(meta, '<stdin>');
    expect(cadeias).toContain('<stdin> -> src/server/modules/compras/dfe-demo.ts');
    expect(cadeias.some((c) => /dfe-demo\.ts -> src\/sefaz-simulator\//.test(c))).toBe(true);
  });
});
