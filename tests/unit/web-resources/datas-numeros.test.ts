/**
 * Numbers typed or pasted the Brazilian or the plain way, and date-time
 * typed as DD/MM/AAAA HH:mm whatever the browser's locale.
 */
import { describe, expect, it } from 'vitest';
import { brDateTimeToIso, isoToBrDateTime, parseDecimalInput, sanitizeDecimalTyping } from '../../../src/web/resources/format.ts';

describe('números digitados ou colados', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['R$ 1.234,56', 1234.56],
    ['3', 3],
    ['0,5', 0.5],
    ['1.234', 1234],
  ])('%s -> %s', (colado, n) => {
    expect(parseDecimalInput(sanitizeDecimalTyping(colado, 2, false))).toBe(n);
  });
});

describe('data e hora DD/MM/AAAA HH:mm', () => {
  it('mostra o valor ISO em pt-BR', () => {
    expect(isoToBrDateTime('2026-11-24T14:05:00')).toBe('24/11/2026 14:05');
    expect(isoToBrDateTime('2026-11-24T14:05')).toBe('24/11/2026 14:05');
    expect(isoToBrDateTime(null)).toBe('');
  });

  it('lê o que foi digitado, com máscara progressiva', () => {
    expect(brDateTimeToIso('241120261405')).toBe('2026-11-24T14:05:00');
    expect(brDateTimeToIso('24/11/2026 14:05')).toBe('2026-11-24T14:05:00');
    expect(brDateTimeToIso('24/11/2026')).toBe('2026-11-24T00:00:00');
    expect(brDateTimeToIso('')).toBeNull();
    expect(brDateTimeToIso('2411')).toBe('24/11');
    expect(brDateTimeToIso('31/02/2026 10:00')).toBe('31/02/2026 10:00');
    expect(brDateTimeToIso('24/11/2026 25:00')).toBe('24/11/2026 25:00');
  });
});
