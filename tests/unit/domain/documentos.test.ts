import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  onlyDigits,
  normalizeCpfCnpj,
  isValidCpf,
  isValidCnpj,
  isValidCpfCnpj,
  tipoCpfCnpj,
  cpfCheckDigits,
  cnpjCheckDigits,
  formatCpf,
  formatCnpj,
  formatCpfCnpj,
  mod11CheckDigit,
  MENSAGENS,
} from '../../../src/domain/index.ts';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

describe('onlyDigits / normalizeCpfCnpj', () => {
  it('onlyDigits remove tudo que não é dígito', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('12.ABC.345/01DE-35')).toBe('1234501' + '35');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });

  it('normalizeCpfCnpj preserva letras em maiúsculas e remove máscara', () => {
    expect(normalizeCpfCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCpfCnpj(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(normalizeCpfCnpj(null)).toBe('');
  });
});

describe('mod11CheckDigit', () => {
  it('usa charCode-48 (A=17) e resto < 2 -> 0', () => {
    // 'A' sozinho: 17*2 = 34; 34 % 11 = 1 -> 0
    expect(mod11CheckDigit('A')).toBe(0);
    // '1' sozinho: 1*2 = 2 -> 11-2 = 9
    expect(mod11CheckDigit('1')).toBe(9);
    // pesos voltam a 2 depois de 9: '100000000' (9 chars) -> 1*2 = 2 -> 9
    expect(mod11CheckDigit('100000000')).toBe(9);
    // sem ciclo (CPF): o mesmo texto usa peso 10 -> 10 % 11 = 10 -> 1
    expect(mod11CheckDigit('100000000', Infinity)).toBe(1);
  });
});

describe('CPF', () => {
  it('aceita CPFs válidos conhecidos, com e sem máscara', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('rejeita dígitos verificadores errados', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.444.777-53')).toBe(false);
  });

  it('rejeita todos os dígitos iguais (mesmo com DV "correto" pelo cálculo)', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });

  it('rejeita tamanho errado, letras e não texto', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('52998224A25')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(52998224725)).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });

  it('cpfCheckDigits calcula os DVs', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111.444.777')).toBe('35');
    expect(() => cpfCheckDigits('12345678')).toThrow(MENSAGENS.baseCpfInvalida);
    expect(() => cpfCheckDigits('12345678A')).toThrow(MENSAGENS.baseCpfInvalida);
  });

  it('propriedade: base + DVs calculados é válido (exceto todos iguais); DV alterado é inválido', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (base) => {
        const cpf = base + cpfCheckDigits(base);
        const iguais = /^(\d)\1{10}$/.test(cpf);
        expect(isValidCpf(cpf)).toBe(!iguais);
        const errado = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
        expect(isValidCpf(errado)).toBe(false);
      }),
    );
  });
});

describe('CNPJ', () => {
  it('aceita CNPJs numéricos válidos conhecidos', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('33.000.167/0001-01')).toBe(true);
    expect(isValidCnpj('00.000.000/0001-91')).toBe(true);
  });

  it('aceita o exemplo alfanumérico da NT 2025.001, com e sem máscara, em minúsculas', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('rejeita DVs errados', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-71')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABD.345/01DE-35')).toBe(false);
  });

  it('rejeita letras nos DVs, tamanho errado e todos iguais', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14))).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });

  it('cnpjCheckDigits calcula DVs numéricos e alfanuméricos', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjCheckDigits('12.abc.345/01de')).toBe('35');
    expect(cnpjCheckDigits('330001670001')).toBe('01');
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow(MENSAGENS.baseCnpjInvalida);
    expect(() => cnpjCheckDigits('12ABC34501DÉ')).toThrow(MENSAGENS.baseCnpjInvalida);
  });

  it('propriedade: base alfanumérica + DVs é válida; qualquer outro DV é inválido', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALNUM), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (chars, pos, incremento) => {
          const base = chars.join('');
          const cnpj = base + cnpjCheckDigits(base);
          fc.pre(!/^(.)\1{13}$/.test(cnpj));
          expect(isValidCnpj(cnpj)).toBe(true);
          const outro = String((Number(cnpj[pos]) + incremento) % 10);
          expect(isValidCnpj(cnpj.slice(0, pos) + outro + cnpj.slice(pos + 1))).toBe(false);
        },
      ),
    );
  });
});

describe('isValidCpfCnpj (SPEC §5)', () => {
  it('escolhe CPF por 11 e CNPJ por 14 caracteres', () => {
    expect(isValidCpfCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCpfCnpj('529.982.247-26')).toBe(false);
    expect(isValidCpfCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCpfCnpj('123456789012')).toBe(false);
    expect(isValidCpfCnpj('')).toBe(false);
    expect(isValidCpfCnpj('000.000.000-00')).toBe(false);
  });

  it('tipoCpfCnpj informa o tipo', () => {
    expect(tipoCpfCnpj('52998224725')).toBe('CPF');
    expect(tipoCpfCnpj('11222333000181')).toBe('CNPJ');
    expect(tipoCpfCnpj('12ABC34501DE35')).toBe('CNPJ');
    expect(tipoCpfCnpj('52998224724')).toBeNull();
    expect(tipoCpfCnpj(42)).toBeNull();
  });
});

describe('formatação de documentos', () => {
  it('formatCpf', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('5299822')).toBe('5299822');
  });

  it('formatCnpj numérico e alfanumérico', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12ABC34501DEXX')).toBe('12ABC34501DEXX');
  });

  it('formatCpfCnpj escolhe pelo tamanho', () => {
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj('123')).toBe('123');
  });
});
