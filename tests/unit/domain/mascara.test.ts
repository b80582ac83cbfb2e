import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applyMask,
  unmask,
  maskCpfCnpj,
  maskTelefone,
  maskCep,
  MASCARA_CPF,
  MASCARA_CNPJ,
  MASCARA_CEP,
  MASCARA_TELEFONE,
  MASCARA_CELULAR,
} from '../../../src/domain/index.ts';

/** Simula a digitação: cada tecla é acrescentada ao valor atual e a máscara é reaplicada. */
function digitar(teclas: string, mascarar: (v: string) => string): string[] {
  const estados: string[] = [];
  let atual = '';
  for (const tecla of teclas) {
    atual = mascarar(atual + tecla);
    estados.push(atual);
  }
  return estados;
}

describe('applyMask', () => {
  it('CPF digitado progressivamente insere literais só quando o próximo dígito chega', () => {
    expect(digitar('52998224725', (v) => applyMask(v, MASCARA_CPF))).toEqual([
      '5',
      '52',
      '529',
      '529.9',
      '529.98',
      '529.982',
      '529.982.2',
      '529.982.24',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
    ]);
  });

  it('descarta excesso e caracteres inválidos; aproveita literais digitados', () => {
    expect(applyMask('529.982.247-251', MASCARA_CPF)).toBe('529.982.247-25');
    expect(applyMask('52a9x8', MASCARA_CPF)).toBe('529.8');
    expect(applyMask('529.', MASCARA_CPF)).toBe('529');
    expect(applyMask('529-982', MASCARA_CPF)).toBe('529.982');
    expect(applyMask('', MASCARA_CPF)).toBe('');
    expect(applyMask(null, MASCARA_CPF)).toBe('');
    expect(applyMask('abc', MASCARA_CPF)).toBe('');
  });

  it('marcadores S, A, a e X', () => {
    expect(applyMask('abc1234', 'AAA-####')).toBe('ABC-1234');
    expect(applyMask('ABC', 'aaa')).toBe('abc');
    expect(applyMask('aB1c', 'SSS')).toBe('aBc');
    expect(applyMask('a1-b2', 'XX-XX')).toBe('a1-b2');
    expect(applyMask('a-1', 'XX')).toBe('a1');
    expect(applyMask('abc1d23', 'AAA-#X##')).toBe('ABC-1d23');
    expect(applyMask('ç1', 'S#')).toBe('');
  });

  it('CEP, telefone e CNPJ alfanumérico', () => {
    expect(applyMask('01310100', MASCARA_CEP)).toBe('01310-100');
    expect(applyMask('1134567890', MASCARA_TELEFONE)).toBe('(11) 3456-7890');
    expect(applyMask('11987654321', MASCARA_CELULAR)).toBe('(11) 98765-4321');
    expect(applyMask('12ABC34501DE35', MASCARA_CNPJ)).toBe('12.ABC.345/01DE-35');
    // DVs do CNPJ (##) não aceitam letras
    expect(applyMask('12ABC34501DEXY', MASCARA_CNPJ)).toBe('12.ABC.345/01DE');
  });
});

describe('unmask', () => {
  it('remove os literais da máscara', () => {
    expect(unmask('529.982.247-25', MASCARA_CPF)).toBe('52998224725');
    expect(unmask('(11) 98765-4321', MASCARA_CELULAR)).toBe('11987654321');
    expect(unmask('12.ABC.345/01DE-35', MASCARA_CNPJ)).toBe('12ABC34501DE35');
    expect(unmask('abc-1234', 'AAA-####')).toBe('ABC1234');
    expect(unmask('', MASCARA_CEP)).toBe('');
  });

  it('propriedade: unmask(applyMask(d)) devolve os dígitos (até 11) para o CPF', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,15}$/), (digitos) => {
        expect(unmask(applyMask(digitos, MASCARA_CPF), MASCARA_CPF)).toBe(digitos.slice(0, 11));
      }),
    );
  });
});

describe('maskCpfCnpj', () => {
  it('troca de CPF para CNPJ a partir do 12º caractere', () => {
    const estados = digitar('11222333000181', maskCpfCnpj);
    expect(estados[10]).toBe('112.223.330-00');
    expect(estados[11]).toBe('11.222.333/0001');
    expect(estados[12]).toBe('11.222.333/0001-8');
    expect(estados[13]).toBe('11.222.333/0001-81');
  });

  it('usa CNPJ quando há letra e converte para maiúsculas', () => {
    expect(maskCpfCnpj('12a')).toBe('12.A');
    expect(maskCpfCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCpfCnpj('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpfCnpj('')).toBe('');
  });
});

describe('maskTelefone / maskCep', () => {
  it('fixo até 10 dígitos, celular com 11', () => {
    expect(maskTelefone('1134567890')).toBe('(11) 3456-7890');
    expect(maskTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(maskTelefone('(11) 3456-78901')).toBe('(11) 34567-8901');
    expect(maskTelefone('119876543210')).toBe('(11) 98765-4321');
    expect(maskTelefone('11')).toBe('(11');
    expect(maskTelefone('113')).toBe('(11) 3');
  });

  it('CEP progressivo', () => {
    expect(digitar('01310100', maskCep).slice(4, 6)).toEqual(['01310', '01310-1']);
    expect(maskCep('01.310-100')).toBe('01310-100');
  });
});
