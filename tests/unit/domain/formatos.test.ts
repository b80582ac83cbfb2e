import { describe, it, expect } from 'vitest';
import { formatMoeda, formatNumero, formatData, formatDataHora, formatRelativo, toWireDate, parseWireDate, MENSAGENS } from '../../../src/domain/index.ts';

describe('formatMoeda (SPEC §9: pt-br, R$, duas casas)', () => {
  it('formata positivos, negativos e zero com espaço comum', () => {
    expect(formatMoeda(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoeda(-1234.56)).toBe('-R$ 1.234,56');
    expect(formatMoeda(0)).toBe('R$ 0,00');
    expect(formatMoeda(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatMoeda(0.5)).toBe('R$ 0,50');
  });

  it('não contém espaço não separável (U+00A0 / U+202F)', () => {
    expect(formatMoeda(1)).not.toMatch(/[\u00A0\u202F]/);
    expect(formatMoeda(1).charCodeAt(2)).toBe(32);
  });

  it('zero negativo (inclusive por arredondamento) sai sem sinal', () => {
    expect(formatMoeda(-0)).toBe('R$ 0,00');
    expect(formatMoeda(-0.001)).toBe('R$ 0,00');
    expect(formatMoeda(-0.005)).toBe('-R$ 0,01');
  });

  it('aceita texto decimal do banco sem perda de precisão', () => {
    expect(formatMoeda('1234.565')).toBe('R$ 1.234,57');
    expect(formatMoeda('-0.1')).toBe('-R$ 0,10');
    expect(formatMoeda('98765432109876543.21')).toBe('R$ 98.765.432.109.876.543,21');
  });

  it('lança RangeError para valores não numéricos', () => {
    expect(() => formatMoeda(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoeda(Infinity)).toThrow(MENSAGENS.valorInvalido);
    expect(() => formatMoeda('abc')).toThrow(MENSAGENS.valorInvalido);
    expect(() => formatMoeda('1,50')).toThrow(MENSAGENS.valorInvalido);
  });
});

describe('formatNumero', () => {
  it('usa . para milhar e , para decimal, casas fixas', () => {
    expect(formatNumero(1234.56)).toBe('1.234,56');
    expect(formatNumero(2.5, 3)).toBe('2,500');
    expect(formatNumero(1234.5, 0)).toBe('1.235');
    expect(formatNumero(-1234.5)).toBe('-1.234,50');
    expect(formatNumero('0.125', 2)).toBe('0,13');
  });

  it('valida casas decimais', () => {
    expect(() => formatNumero(1, 21)).toThrow(RangeError);
    expect(() => formatNumero(1, -1)).toThrow(RangeError);
    expect(() => formatNumero(1, 1.5)).toThrow(RangeError);
  });
});

describe('formatData / formatDataHora (America/Sao_Paulo)', () => {
  it('converte o instante para o horário de São Paulo', () => {
    expect(formatDataHora(new Date('2024-03-05T17:30:00Z'))).toBe('05/03/2024 14:30:00');
    expect(formatData(new Date('2024-03-05T17:30:00Z'))).toBe('05/03/2024');
    // 01:59 UTC do dia 6 ainda é dia 5 em São Paulo
    expect(formatData(new Date('2024-03-06T01:59:00Z'))).toBe('05/03/2024');
    expect(formatDataHora(new Date('2024-03-06T03:00:00Z'))).toBe('06/03/2024 00:00:00');
  });

  it('aceita epoch e textos do contrato da API', () => {
    expect(formatDataHora(Date.UTC(2024, 0, 1, 3, 0, 0))).toBe('01/01/2024 00:00:00');
    expect(formatData('2024-03-05')).toBe('05/03/2024');
    expect(formatDataHora('2024-03-05T14:30:15')).toBe('05/03/2024 14:30:15');
    expect(formatDataHora('2024-03-05T14:30:15Z')).toBe('05/03/2024 11:30:15');
  });

  it('aplica o horário de verão histórico anterior a 2019 na exibição', () => {
    expect(formatDataHora(new Date('2018-01-15T12:00:00Z'))).toBe('15/01/2018 10:00:00');
  });

  it('lança RangeError para data inválida', () => {
    expect(() => formatData(new Date('x'))).toThrow(MENSAGENS.dataInvalida);
    expect(() => formatData('05/03/2024')).toThrow(MENSAGENS.dataInvalida);
    expect(() => formatData('2024-02-30')).toThrow(MENSAGENS.dataInvalida);
  });
});

describe('toWireDate / parseWireDate (SPEC §7: YYYY-MM-DDTHH:mm:ss, -03:00)', () => {
  it('serializa em -03:00 fixo, sem sufixo', () => {
    expect(toWireDate(new Date('2024-03-05T17:30:00Z'))).toBe('2024-03-05T14:30:00');
    expect(toWireDate(new Date('2024-03-06T02:30:45.999Z'))).toBe('2024-03-05T23:30:45');
    expect(toWireDate(new Date('2018-01-15T12:00:00Z'))).toBe('2018-01-15T09:00:00');
  });

  it('interpreta texto sem fuso como -03:00 e respeita Z/offset', () => {
    expect(parseWireDate('2024-03-05T14:30:00').toISOString()).toBe('2024-03-05T17:30:00.000Z');
    expect(parseWireDate('2024-03-05 14:30').toISOString()).toBe('2024-03-05T17:30:00.000Z');
    expect(parseWireDate('2024-03-05').toISOString()).toBe('2024-03-05T03:00:00.000Z');
    expect(parseWireDate('2024-03-05T14:30:00Z').toISOString()).toBe('2024-03-05T14:30:00.000Z');
    expect(parseWireDate('2024-03-05T14:30:00+01:00').toISOString()).toBe('2024-03-05T13:30:00.000Z');
    expect(parseWireDate('2024-03-05T14:30:00.250-03:00').toISOString()).toBe('2024-03-05T17:30:00.250Z');
    expect(parseWireDate('2024-02-29T00:00:00').toISOString()).toBe('2024-02-29T03:00:00.000Z');
  });

  it('ida e volta preserva o texto', () => {
    for (const s of ['2024-12-31T23:59:59', '2025-01-01T00:00:00', '2000-02-29T12:00:00']) {
      expect(toWireDate(parseWireDate(s))).toBe(s);
    }
  });

  it('rejeita formatos e datas inexistentes', () => {
    expect(() => parseWireDate('2023-02-29')).toThrow(RangeError);
    expect(() => parseWireDate('2024-13-01')).toThrow(RangeError);
    expect(() => parseWireDate('2024-03-05T24:00:00')).toThrow(RangeError);
    expect(() => parseWireDate('05/03/2024')).toThrow(RangeError);
    expect(() => toWireDate(new Date(Number.NaN))).toThrow(MENSAGENS.dataInvalida);
  });
});

describe('formatRelativo (SPEC §9)', () => {
  const agora = '2024-03-05T08:00:00'; // -03:00

  it('Hoje / Ontem / N dias atrás por dia civil', () => {
    expect(formatRelativo('2024-03-05T00:00:01', agora)).toBe('Hoje');
    expect(formatRelativo('2024-03-05T07:59:59', agora)).toBe('Hoje');
    expect(formatRelativo('2024-03-04T23:59:59', agora)).toBe('Ontem');
    expect(formatRelativo('2024-03-04T00:00:00', agora)).toBe('Ontem');
    expect(formatRelativo('2024-03-03T12:00:00', agora)).toBe('2 dias atrás');
    expect(formatRelativo('2024-02-05T12:00:00', agora)).toBe('29 dias atrás');
  });

  it('30 dias ou mais, ou futuro, mostra a data', () => {
    expect(formatRelativo('2024-02-04T12:00:00', agora)).toBe('04/02/2024');
    expect(formatRelativo('2023-03-05T12:00:00', agora)).toBe('05/03/2023');
    expect(formatRelativo('2024-03-06T00:00:00', agora)).toBe('06/03/2024');
  });

  it('usa o dia civil de São Paulo, não o de UTC', () => {
    // agora = 04/03 23:00 em SP (já 05/03 em UTC); data = 04/03 01:00 em SP
    const now = new Date('2024-03-05T02:00:00Z');
    expect(formatRelativo(new Date('2024-03-04T04:00:00Z'), now)).toBe('Hoje');
    // 03/03 22:00 em SP (04/03 em UTC) é ontem em SP
    expect(formatRelativo(new Date('2024-03-04T01:00:00Z'), now)).toBe('Ontem');
  });

  it('atravessa a troca de mês e ano bissexto', () => {
    expect(formatRelativo('2024-02-28T10:00:00', '2024-03-01T10:00:00')).toBe('2 dias atrás');
    expect(formatRelativo('2023-12-31T23:00:00', '2024-01-01T01:00:00')).toBe('Ontem');
  });
});
