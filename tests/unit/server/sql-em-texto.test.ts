/**
 * db/sql-em-texto.ts: a statement's parameters written as untyped literals for the one-round-trip
 * reads, or null when a value would need escaping.
 */
import { describe, expect, it } from 'vitest';
import { sqlComValores } from '../../../src/server/db/sql-em-texto.ts';

describe('sqlComValores', () => {
  it('escreve cada valor como o pg o mandaria: o texto entre aspas, sem tipo; NULL para nulo', () => {
    expect(
      sqlComValores('SELECT * FROM t WHERE a = $1 AND b = $2 AND c = $3 AND d = $4 AND e IS NOT DISTINCT FROM $5 LIMIT $6', [
        42,
        -7.5,
        'Ação %silva%',
        true,
        null,
        26,
      ]),
    ).toBe("SELECT * FROM t WHERE a = '42' AND b = '-7.5' AND c = 'Ação %silva%' AND d = 'true' AND e IS NOT DISTINCT FROM NULL LIMIT '26'");
  });

  it('$10 não é lido como $1 seguido de 0, e um valor com $2 não é trocado de novo', () => {
    const valores = ['$2', 'b', 3, 4, 5, 6, 7, 8, 9, 'dez'];
    expect(sqlComValores('x = $1 AND y = $10 AND z = $2', valores)).toBe("x = '$2' AND y = 'dez' AND z = 'b'");
  });

  it('recusa (null) o que precisaria de escape ou não tem texto certo: aspas, barra invertida, NUL, Date, objeto, infinito', () => {
    for (const v of ["d'avila", 'C:\\dir', 'a\0b', new Date(0), { a: 1 }, [1], Number.NaN, Number.POSITIVE_INFINITY, 10n]) {
      expect(sqlComValores('SELECT $1', [v]), String(v)).toBeNull();
    }
  });

  it('recusa um marcador sem valor', () => {
    expect(sqlComValores('SELECT $1, $2', [1])).toBeNull();
  });
});
