/**
 * Relógio do negócio (src/domain/relogio.ts): dia de Brasília e da UF do emitente, limites de mês,
 * vencimentos e datas/horas do leiaute da NF-e, com relógio fixo e independente do TZ do processo
 * (rode com TZ=UTC, como em produção).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  agora,
  dataDeHoje,
  dataHoraFiscal,
  dataHoraNegocio,
  dataNoFuso,
  definirRelogio,
  deslocamentoUf,
  fusoDaUf,
  horaDeParede,
  inicioDoDia,
  instanteDoBanco,
  limitesDoMes,
  somarDias,
  vencimentoEm,
} from '../../../src/domain/relogio.ts';

/** 29/11/2026 21:30 em Brasília. */
const NOITE = new Date('2026-11-30T00:30:00Z');
/** 30/11/2026 00:30 em Brasília. */
const MADRUGADA = new Date('2026-11-30T03:30:00Z');
/** 30/11/2026 21:30 em Brasília, último dia do mês. */
const FIM_DO_MES = new Date('2026-12-01T00:30:00Z');

afterEach(() => {
  definirRelogio(null);
  vi.useRealTimers();
});

describe('hoje do negócio', () => {
  it('21:30 em Brasília ainda é o mesmo dia (o dia UTC já virou)', () => {
    definirRelogio(() => NOITE);
    expect(NOITE.toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(dataDeHoje()).toBe('2026-11-29');
    expect(dataDeHoje('SP')).toBe('2026-11-29');
  });

  it('00:30 em Brasília já é o dia seguinte; no AM (-04:00) ainda é 23:30 do dia anterior', () => {
    definirRelogio(() => MADRUGADA);
    expect(dataDeHoje()).toBe('2026-11-30');
    expect(dataDeHoje('AM')).toBe('2026-11-29');
    expect(dataDeHoje('AC')).toBe('2026-11-29');
  });

  it('último fim de tarde do mês fica no mês; vencimento e mês anterior', () => {
    definirRelogio(() => FIM_DO_MES);
    expect(dataDeHoje()).toBe('2026-11-30');
    expect(limitesDoMes()).toEqual({ inicio: '2026-11-01', fim: '2026-11-30' });
    expect(limitesDoMes(dataDeHoje(), -1)).toEqual({ inicio: '2026-10-01', fim: '2026-10-31' });
    expect(limitesDoMes('2028-02-10')).toEqual({ inicio: '2028-02-01', fim: '2028-02-29' });
    expect(vencimentoEm(30)).toBe('2026-12-30');
    expect(vencimentoEm(1)).toBe('2026-12-01');
    expect(somarDias('2026-12-31', 1)).toBe('2027-01-01');
    expect(() => somarDias('2026-13-01', 1)).toThrow(RangeError);
  });

  it('segue Date falsificado (vi.useFakeTimers) quando não há relógio definido', () => {
    vi.useFakeTimers({ now: NOITE, toFake: ['Date'] });
    expect(agora().toISOString()).toBe(NOITE.toISOString());
    expect(dataDeHoje()).toBe('2026-11-29');
  });

  it('agora() devolve cópia (mexer no Date devolvido não muda o relógio)', () => {
    definirRelogio(() => NOITE);
    agora().setUTCFullYear(2000);
    expect(agora().toISOString()).toBe(NOITE.toISOString());
  });
});

describe('fusos por UF', () => {
  it('AC -05:00; AM, RO, RR, MT, MS -04:00; demais e desconhecida -03:00', () => {
    expect(deslocamentoUf('AC', NOITE)).toBe('-05:00');
    for (const uf of ['AM', 'RO', 'RR', 'MT', 'MS']) expect(deslocamentoUf(uf, NOITE), uf).toBe('-04:00');
    for (const uf of ['SP', 'PR', 'SC', 'MG', 'DF', 'PA', 'BA', 'RS', 'TO', 'AP']) expect(deslocamentoUf(uf, NOITE), uf).toBe('-03:00');
    expect(deslocamentoUf(null, NOITE)).toBe('-03:00');
    expect(fusoDaUf('xx')).toBe('America/Sao_Paulo');
    expect(fusoDaUf(' am ')).toBe('America/Manaus');
  });
});

describe('datas/horas do leiaute', () => {
  it('dhEmi/dhCont: hora local do emitente e deslocamento da UF', () => {
    expect(dataHoraFiscal(NOITE, 'SP')).toBe('2026-11-29T21:30:00-03:00');
    expect(dataHoraFiscal(NOITE, 'MT')).toBe('2026-11-29T20:30:00-04:00');
    expect(dataHoraFiscal(NOITE, 'AC')).toBe('2026-11-29T19:30:00-05:00');
    expect(dataHoraFiscal(new Date('2026-11-30T03:30:59.999Z'))).toBe('2026-11-30T00:30:59-03:00');
    definirRelogio(() => FIM_DO_MES);
    expect(dataHoraFiscal()).toBe('2026-11-30T21:30:00-03:00');
    expect(Date.parse(dataHoraFiscal(undefined, 'AM'))).toBe(FIM_DO_MES.getTime());
    expect(dataHoraNegocio()).toBe('2026-11-30T21:30:00');
  });

  it('dia civil, começo do dia e hora de parede por fuso', () => {
    expect(dataNoFuso(MADRUGADA)).toBe('2026-11-30');
    expect(dataNoFuso(MADRUGADA, 'RO')).toBe('2026-11-29');
    expect(inicioDoDia('2026-11-30').toISOString()).toBe('2026-11-30T03:00:00.000Z');
    expect(inicioDoDia('2026-11-30', 'AC').toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(horaDeParede(NOITE)).toEqual({ ano: 2026, mes: 11, dia: 29, hora: 21, minuto: 30, segundo: 0 });
    expect(() => dataNoFuso(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('instanteDoBanco: texto do pool (hora de Brasília sem sufixo) não depende do TZ do processo', () => {
    expect(instanteDoBanco('2026-11-29T21:30:00').toISOString()).toBe(NOITE.toISOString());
    expect(instanteDoBanco('2026-11-29 21:30:00.123-03').toISOString()).toBe('2026-11-30T00:30:00.123Z');
    expect(instanteDoBanco('2026-11-30T00:30:00Z').toISOString()).toBe(NOITE.toISOString());
    expect(instanteDoBanco('2026-11-29').toISOString()).toBe('2026-11-29T03:00:00.000Z');
    expect(() => instanteDoBanco('ontem')).toThrow(RangeError);
  });
});
