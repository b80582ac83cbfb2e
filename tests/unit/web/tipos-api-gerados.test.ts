/**
 * The web's module calls (`src/web/pages/<área>/api.ts`) use the types generated from the action
 * contracts (`components['schemas']` of src/generated/openapi.d.ts, from src/contratos), not shapes
 * copied by hand from the server. Hand-written API shapes still present (an exported interface or
 * object type, or an object literal as `apiData<...>` argument) are listed in COPIADOS_A_MAO, a list
 * that only shrinks: convert the area's contract, import the generated type and remove the name here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('a área convertida importa os tipos gerados', () => {
    const texto = readFileSync(join(PAGINAS, 'financeiro', 'api.ts'), 'utf8');
    expect(texto).toMatch(/import type \{ components \} from '\.\.\/\.\.\/\.\.\/generated\/openapi\.d\.ts'/);
  });
});
