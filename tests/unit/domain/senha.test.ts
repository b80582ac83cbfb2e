import { describe, it, expect } from 'vitest';
import { passwordStrength, PASSWORD_MIN } from '../../../src/domain/index.ts';

describe('passwordStrength (SPEC §5)', () => {
  it('PASSWORD_MIN é 8', () => {
    expect(PASSWORD_MIN).toBe(8);
  });

  it('senha vazia não atende nada', () => {
    const r = passwordStrength('');
    expect(r.score).toBe(0);
    expect(r.forte).toBe(false);
    expect(r.checks).toEqual({ minimo: false, minuscula: false, maiuscula: false, numero: false, especial: false });
    expect(r.mensagens).toEqual([
      'A senha deve ter no mínimo 8 caracteres',
      'A senha deve conter ao menos uma letra minúscula',
      'A senha deve conter ao menos uma letra maiúscula',
      'A senha deve conter ao menos um número',
      'A senha deve conter ao menos um caractere especial',
    ]);
    expect(passwordStrength(undefined).score).toBe(0);
  });

  it('senha forte atende às cinco verificações', () => {
    const r = passwordStrength('Abcdef1!');
    expect(r.score).toBe(5);
    expect(r.forte).toBe(true);
    expect(r.mensagens).toEqual([]);
  });

  it('limite de 7 x 8 caracteres', () => {
    expect(passwordStrength('Abcde1!').checks.minimo).toBe(false);
    expect(passwordStrength('Abcde1!').score).toBe(4);
    expect(passwordStrength('Abcdef1!').checks.minimo).toBe(true);
  });

  it('cada verificação isolada', () => {
    expect(passwordStrength('abcdefgh').checks).toEqual({
      minimo: true,
      minuscula: true,
      maiuscula: false,
      numero: false,
      especial: false,
    });
    const semEspecial = passwordStrength('Abcdefg1');
    expect(semEspecial.score).toBe(4);
    expect(semEspecial.forte).toBe(false);
    expect(semEspecial.mensagens).toEqual(['A senha deve conter ao menos um caractere especial']);
    expect(passwordStrength('ABCDEFG1!').mensagens).toEqual(['A senha deve conter ao menos uma letra minúscula']);
    expect(passwordStrength('12345678').checks.numero).toBe(true);
    expect(passwordStrength('12345678').score).toBe(2);
  });

  it('letras acentuadas contam como letras; espaço conta como especial', () => {
    expect(passwordStrength('ção').checks.minuscula).toBe(true);
    expect(passwordStrength('ÇÃO').checks.maiuscula).toBe(true);
    expect(passwordStrength('ção').checks.especial).toBe(false);
    expect(passwordStrength('Abcdef1 ').checks.especial).toBe(true);
  });

  it('conta caracteres Unicode, não unidades UTF-16', () => {
    expect(passwordStrength('😀😀Ab1!').checks.minimo).toBe(false); // 6 caracteres, 8 unidades
    expect(passwordStrength('😀😀😀😀Ab1!').checks.minimo).toBe(true);
  });
});
