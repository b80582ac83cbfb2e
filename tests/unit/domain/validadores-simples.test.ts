import { describe, it, expect } from 'vitest';
import {
  isValidEmail,
  isInvalidEmail,
  SEARCH_MIN,
  isSearchLongEnough,
  normalizeSearch,
  isValidCep,
  formatCep,
  IE_ISENTO,
  isValidInscricaoEstadual,
  normalizeInscricaoEstadual,
  MENSAGENS,
  mensagemElementoInvalido,
} from '../../../src/domain/index.ts';

describe('e-mail', () => {
  it('aceita e-mails válidos', () => {
    for (const e of ['fulano@empresa.com.br', 'a.b+tag@sub.dominio.io', "o'reilly@x.com", 'x@a-b.co']) {
      expect(isValidEmail(e), e).toBe(true);
      expect(isInvalidEmail(e), e).toBe(false);
    }
  });

  it('rejeita e-mails inválidos', () => {
    const invalidos = [
      '',
      'fulano',
      'fulano@',
      '@empresa.com',
      'fulano@empresa',
      'ful ano@x.com',
      'fulano@@x.com',
      'fulano.@x.com',
      '.fulano@x.com',
      'fu..lano@x.com',
      'fulano@-x.com',
      'fulano@x-.com',
      'fulano@x.c',
      'fulano@x.com ',
      'fulano@x..com',
      `${'a'.repeat(65)}@x.com`,
      `a@${'b'.repeat(250)}.com`,
    ];
    for (const e of invalidos) {
      expect(isValidEmail(e), e).toBe(false);
      expect(isInvalidEmail(e), e).toBe(true);
    }
    expect(isValidEmail(null)).toBe(false);
    expect(isInvalidEmail(undefined)).toBe(true);
  });

  it('limite de 64 caracteres na parte local', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@x.com`)).toBe(true);
  });
});

describe('busca (SPEC §5: mínimo 2)', () => {
  it('SEARCH_MIN e limite', () => {
    expect(SEARCH_MIN).toBe(2);
    expect(isSearchLongEnough('a')).toBe(false);
    expect(isSearchLongEnough(' a ')).toBe(false);
    expect(isSearchLongEnough('   ')).toBe(false);
    expect(isSearchLongEnough(null)).toBe(false);
    expect(isSearchLongEnough('ab')).toBe(true);
    expect(isSearchLongEnough(' ab ')).toBe(true);
    expect(MENSAGENS.buscaMinima).toBe('Digite ao menos 2 caracteres para pesquisar');
  });

  it('normalizeSearch remove acentos, caixa e espaços extras', () => {
    expect(normalizeSearch('  São   JOSÉ ')).toBe('sao jose');
    expect(normalizeSearch('Ação\tÇÉU')).toBe('acao ceu');
    expect(normalizeSearch(undefined)).toBe('');
  });
});

describe('CEP', () => {
  it('valida 8 dígitos, não todos zero', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('01.310-100')).toBe(true);
    expect(isValidCep('00000-000')).toBe(false);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('013101000')).toBe(false);
    expect(isValidCep('01310-10a')).toBe(false);
    expect(isValidCep(1310100)).toBe(false);
  });

  it('formatCep', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
    expect(formatCep('123')).toBe('123');
  });
});

describe('inscrição estadual (XSD TIe: [0-9]{2,14}|ISENTO)', () => {
  it('aceita ISENTO e 2 a 14 dígitos', () => {
    expect(IE_ISENTO).toBe('ISENTO');
    expect(isValidInscricaoEstadual('ISENTO')).toBe(true);
    expect(isValidInscricaoEstadual(' isento ')).toBe(true);
    expect(isValidInscricaoEstadual('12')).toBe(true);
    expect(isValidInscricaoEstadual('12345678901234')).toBe(true);
    expect(isValidInscricaoEstadual('110.042.490.114')).toBe(true);
  });

  it('rejeita 1 ou 15 dígitos, letras e vazio', () => {
    expect(isValidInscricaoEstadual('1')).toBe(false);
    expect(isValidInscricaoEstadual('123456789012345')).toBe(false);
    expect(isValidInscricaoEstadual('ISENTA')).toBe(false);
    expect(isValidInscricaoEstadual('12A4')).toBe(false);
    expect(isValidInscricaoEstadual('')).toBe(false);
    expect(isValidInscricaoEstadual(123456)).toBe(false);
  });

  it('normalizeInscricaoEstadual', () => {
    expect(normalizeInscricaoEstadual('110.042.490.114')).toBe('110042490114');
    expect(normalizeInscricaoEstadual('Isento')).toBe('ISENTO');
    expect(normalizeInscricaoEstadual(null)).toBe('');
  });
});

describe('mensagens', () => {
  it('textos centrais pt-BR', () => {
    expect(MENSAGENS.cpfCnpjInvalido).toBe('CPF/CNPJ inválido');
    expect(MENSAGENS.chaveInvalida).toBe('Chave de acesso inválida');
    expect(mensagemElementoInvalido('CFOP', '9999')).toBe("CFOP - '9999' é inválido");
  });
});
