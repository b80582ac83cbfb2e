/**
 * The web's module calls use the types generated from the action contracts (`components['schemas']`
 * of src/generated/openapi.d.ts, from src/contratos) and from the registry (src/generated/types.ts),
 * not shapes copied by hand from the server.
 *
 * - `src/web/pages/<área>/api.ts`: hand-written API shapes still present (an exported interface or
 *   object type, or an object literal as `apiData<...>` argument) are listed in COPIADOS_A_MAO, a
 *   list that only shrinks.
 * - every .ts/.tsx of src/web: the type argument of each `apiData<...>` / `requisitar<...>` call may
 *   only name built-ins and utility types, names imported from src/generated or from a
 *   `pages/<área>/api.ts`, type parameters of a generic helper, and type aliases (of this file or
 *   imported from another file of src/web) built only from those. An interface or an inline object
 *   type is refused. Lexical check: good enough for this code base's import and alias style.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const PAGINAS = join(import.meta.dirname, '../../../src/web/pages');

/** Per file: names of the hand-written API types still allowed, and how many inline `apiData<{...}>`. */
// Empty since every area's api.ts imports the generated types; an entry here needs a reason.
const COPIADOS_A_MAO: Record<string, { tipos: string[]; emLinha: number }> = {};

/** Hand-written API shapes of one api.ts. */
function copiados(texto: string): { tipos: string[]; emLinha: number } {
  const tipos = [...texto.matchAll(/^export interface (\w+)/gm), ...texto.matchAll(/^export type (\w+) = \{/gm)].map((m) => m[1]);
  const emLinha = (texto.match(/apiData<(Array<)?\{/g) ?? []).length;
  return { tipos, emLinha };
}

const WEB = join(import.meta.dirname, '../../../src/web');

/** Built-in and utility types (and the web's own type helpers) a call's type argument may name. */
const EMBUTIDOS = new Set(
  'string number boolean unknown null undefined void never any Array ReadonlyArray Record Partial Required Pick Omit Exclude Extract NonNullable Blob LinhaOData'.split(
    ' ',
  ),
);

/** Every .ts/.tsx under a folder. */
function arquivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? arquivos(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The text from `inicio` (just after a `<`) to its matching `>` (nested `<...>` counted; `=>` ignored). */
function argumentoDeTipo(texto: string, inicio: number): string {
  let nivel = 1;
  for (let i = inicio; i < texto.length; i++) {
    if (texto[i] === '<') nivel++;
    else if (texto[i] === '>' && texto[i - 1] !== '=' && --nivel === 0) return texto.slice(inicio, i);
  }
  return texto.slice(inicio);
}

/** Identifiers a type expression names (string literals such as `Tipos['Nome']` removed). */
function nomes(tipo: string): string[] {
  return [...tipo.replace(/'[^']*'|"[^"]*"/g, '').matchAll(/[A-Za-z_$][\w$]*/g)].map((m) => m[0]).filter((n) => n !== 'typeof' && n !== 'keyof');
}

/** Whether an import path leads to generated types or to an area's api.ts (checked by the first test). */
const origemAceita = (de: string) => /(^|\/)generated\//.test(de) || /(^|\/)api\.ts$/.test(de);

/**
 * Why `nome`, named in a type argument in `arquivo`, is not built from generated types, or null
 * when it is: follows local `type X = ...` aliases and imports from other files of src/web.
 */
function motivo(arquivo: string, nome: string, vistos = new Set<string>()): string | null {
  if (EMBUTIDOS.has(nome)) return null;
  const chave = `${arquivo}#${nome}`;
  if (vistos.has(chave)) return null;
  vistos.add(chave);
  const texto = readFileSync(arquivo, 'utf8');
  const genericos = [...texto.matchAll(/<\s*(\w+)\s*(?:extends\b|=[^=>])/g), ...texto.matchAll(/function\s+\w+\s*<\s*(\w+)/g)].map((m) => m[1]);
  if (genericos.includes(nome)) return null;
  for (const m of texto.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const importado = m[1]
      .split(',')
      .map((p) => p.trim().replace(/^type\s+/, ''))
      .find((p) => p.split(/\s+as\s+/).pop() === nome);
    if (!importado) continue;
    if (origemAceita(m[2])) return null;
    if (!m[2].startsWith('.')) return `${nome} (de ${m[2]})`;
    return motivo(resolve(dirname(arquivo), m[2]), importado.split(/\s+as\s+/)[0], vistos);
  }
  const alias = new RegExp(`^(?:export )?type ${nome}(?:<[^=]*>)? =([^;]*);`, 'm').exec(texto);
  if (!alias) return new RegExp(`^(?:export )?interface ${nome}\\b`, 'm').test(texto) ? `${nome} (interface)` : `${nome} (não achado)`;
  if (/^\s*\{\s*\[\w+ in /.test(alias[1])) return null; // a mapped type: a helper over types checked where it is used
  if (alias[1].includes('{')) return `${nome} (tipo objeto escrito à mão)`;
  for (const n of nomes(alias[1])) {
    const por = motivo(arquivo, n, vistos);
    if (por) return `${nome} -> ${por}`;
  }
  return null;
}

/** `arquivo:linha: motivo` for each `apiData<...>` / `requisitar<...>` whose type argument is hand-written. */
function chamadasComTipoAMao(arquivo: string): string[] {
  const texto = readFileSync(arquivo, 'utf8');
  const achados: string[] = [];
  for (const m of texto.matchAll(/(?<!function\s)\b(?:apiData|requisitar)</g)) {
    const tipo = argumentoDeTipo(texto, (m.index ?? 0) + m[0].length);
    const onde = `${relative(WEB, arquivo)}:${texto.slice(0, m.index).split('\n').length}`;
    if (tipo.includes('{')) achados.push(`${onde}: tipo objeto em linha <${tipo.replace(/\s+/g, ' ')}>`);
    else
      for (const n of new Set(nomes(tipo))) {
        const por = motivo(arquivo, n);
        if (por) achados.push(`${onde}: ${por}`);
      }
  }
  return achados;
}

describe('tipos das chamadas de módulo no web', () => {
  it('api.ts usa os tipos gerados dos contratos; cópias à mão só as listadas (lista que só diminui)', () => {
    const areas = readdirSync(PAGINAS).filter((d) => existsSync(join(PAGINAS, d, 'api.ts')));
    const novos: string[] = [];
    const sobram: string[] = [];
    for (const area of areas) {
      const achado = copiados(readFileSync(join(PAGINAS, area, 'api.ts'), 'utf8'));
      const permitido = COPIADOS_A_MAO[area] ?? { tipos: [], emLinha: 0 };
      for (const t of achado.tipos) if (!permitido.tipos.includes(t)) novos.push(`${area}/api.ts: ${t}`);
      for (const t of permitido.tipos) if (!achado.tipos.includes(t)) sobram.push(`${area}: ${t}`);
      if (achado.emLinha > permitido.emLinha) novos.push(`${area}/api.ts: ${achado.emLinha - permitido.emLinha} tipo(s) em linha em apiData<{...}>`);
      if (achado.emLinha < permitido.emLinha) sobram.push(`${area}: emLinha ${permitido.emLinha} -> ${achado.emLinha}`);
    }
    for (const area of Object.keys(COPIADOS_A_MAO)) if (!areas.includes(area)) sobram.push(`${area} (sem api.ts)`);
    expect(novos, "tipos de API escritos à mão: declare o contrato em src/contratos e use components['schemas'] de src/generated/openapi.d.ts").toEqual([]);
    expect(sobram, 'tire da lista COPIADOS_A_MAO').toEqual([]);
  });

  it('toda chamada apiData/requisitar do web tipa a resposta com tipos gerados (ou apelidos deles)', () => {
    const achados = arquivos(WEB).flatMap(chamadasComTipoAMao);
    expect(achados, "resposta tipada à mão: use components['schemas'] (src/contratos) ou src/generated/types.ts").toEqual([]);
  });

  it('a área convertida importa os tipos gerados', () => {
    const texto = readFileSync(join(PAGINAS, 'financeiro', 'api.ts'), 'utf8');
    expect(texto).toMatch(/import type \{ components \} from '\.\.\/\.\.\/\.\.\/generated\/openapi\.d\.ts'/);
  });
});
