/** Rateio do valor do kit entre os componentes (estoque/kit-nfe.ts): soma exata ao centavo. */
import { describe, expect, it } from 'vitest';
import { ratear } from '../../../src/server/modules/estoque/kit-nfe.ts';

describe('ratear', () => {
  it('divide pelos pesos e o último fica com o resto', () => {
    expect(ratear(11800, [30, 36])).toEqual([5363, 6437]);
    expect(ratear(100, [1, 1, 1])).toEqual([33, 33, 34]);
  });
  it('sem pesos (componentes sem preço) divide por igual; a soma é sempre o total', () => {
    expect(ratear(1001, [0, 0])).toEqual([500, 501]);
    for (const total of [1, 7, 999, 123457]) {
      const partes = ratear(total, [3, 7, 11, 0]);
      expect(partes.reduce((a, b) => a + b, 0)).toBe(total);
      expect(partes.every((p) => p >= 0)).toBe(true);
    }
  });
});
