/** Desconto num item do PDV (F5): R$ ou % do total da linha, nunca acima dele (DialogoDescontoItem.tsx). */
import { describe, expect, it } from 'vitest';
import { descontoDaLinha } from '../../../src/web/pages/pdv/DialogoDescontoItem.tsx';

describe('descontoDaLinha', () => {
  it('em R$ (vírgula decimal) e em % do total da linha, arredondado a centavos', () => {
    expect(descontoDaLinha('2,50', 20)).toBe(2.5);
    expect(descontoDaLinha('10%', 19.9)).toBe(1.99);
    expect(descontoDaLinha('12,5 %', 8)).toBe(1);
    expect(descontoDaLinha('3,333%', 10)).toBe(0.33);
  });
  it('vazio tira o desconto; negativo, texto ou acima do total da linha é inválido', () => {
    expect(descontoDaLinha('  ', 10)).toBe(0);
    expect(descontoDaLinha('-1', 10)).toBeNull();
    expect(descontoDaLinha('abc', 10)).toBeNull();
    expect(descontoDaLinha('10,01', 10)).toBeNull();
    expect(descontoDaLinha('101%', 10)).toBeNull();
    expect(descontoDaLinha('100%', 10)).toBe(10);
  });
});
