/**
 * The entity segment of the parametric CRUD routes (src/server/crud/segmento.ts) matches exactly the
 * registry's REST names with the case rule of the router's static segments (`caseSensitive: false`:
 * the path is lowercased with String#toLowerCase), tested as find-my-way tests it: the route pattern
 * lowercased and anchored, against the segment as sent. The routing itself (fall-through to the web
 * app's route, module routes first) is pinned on the real app in tests/api/crud-rotas-parametricas.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../schema/registry.ts';
import { padraoDoSegmento } from '../../../src/server/crud/segmento.ts';

const nomes = loadRegistry().entities.map((e) => e.erp.rest);
const padrao = padraoDoSegmento(nomes);
// as find-my-way builds it: the route pattern lowercased (caseSensitive: false), anchored
const re = new RegExp(`^(${padrao.toLowerCase()})$`);

describe('padraoDoSegmento', () => {
  it('aceita cada nome em qualquer caixa e nada além dos nomes', () => {
    for (const n of nomes) {
      for (const v of [n, n.toLowerCase(), n.toUpperCase(), n[0].toUpperCase() + n.slice(1)]) expect(re.test(v), v).toBe(true);
      for (const v of [`${n}x`, n.slice(0, -1), `${n}/`, ` ${n}`, `${n}1`]) expect(re.test(v), v).toBe(nomes.some((m) => m.toLowerCase() === v.toLowerCase()));
    }
    expect(re.test('')).toBe(false);
    expect(re.test('naoexiste')).toBe(false);
  });

  it('o mesmo que a comparação do roteador (toLowerCase) para todo caractere', () => {
    // every code unit that lowercases to one ASCII letter or digit stood for it in a static segment
    const porMinuscula = new Map<string, string[]>();
    for (let c = 0; c < 0x10000; c++) {
      const s = String.fromCharCode(c);
      const l = s.toLowerCase();
      if (l.length === 1 && /[a-z0-9]/.test(l)) porMinuscula.set(l, [...(porMinuscula.get(l) ?? []), s]);
    }
    expect(porMinuscula.get('k')).toEqual(['K', 'k', '\u212A']);
    for (const n of nomes) {
      for (const [i, c] of [...n.toLowerCase()].entries()) {
        for (const alt of porMinuscula.get(c)!) expect(re.test(n.slice(0, i) + alt + n.slice(i + 1)), `${n} com ${alt}`).toBe(true);
      }
    }
  });

  it('sem repetições (find-my-way recusa padrões que o safe-regex2 não aceita)', () => {
    expect(padrao.replace(/\(\?:/g, '')).not.toMatch(/[*+?{]/);
  });

  it('recusa lista vazia e nomes com caracteres fora de [A-Za-z0-9]', () => {
    expect(() => padraoDoSegmento([])).toThrow();
    expect(() => padraoDoSegmento(['a-b'])).toThrow();
    expect(padraoDoSegmento(['ab', 'abc', 'b1'])).toBe('(?:[a\\x41][b\\x42](?:[c\\x43]|)|[b\\x42]1)');
  });
});
