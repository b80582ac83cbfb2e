import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isValidCst,
  isValidCsosn,
  CST_ICMS,
  CST_ICMS_MONOFASICO,
  CSOSN,
  ORIGEM_MERCADORIA,
  descricaoCst,
  descricaoCsosn,
  descricaoOrigem,
} from '../../../src/domain/index.ts';

const TABELAS = path.resolve(process.cwd(), 'tests/fixtures/dados/tables/br-validators');
const lerTabela = (arquivo: string): { codigo: string; descricao: string }[] => JSON.parse(readFileSync(path.join(TABELAS, arquivo), 'utf8'));

const TRIB_SPEC = ['00', '10', '20', '30', '40', '41', '50', '51', '60', '70', '90'];
const CSOSN_SPEC = ['101', '102', '103', '201', '202', '203', '300', '400', '500', '900'];

describe('isValidCst (SPEC §5)', () => {
  it('aceita origem 0-8 com cada tributação da lista', () => {
    expect(isValidCst('000')).toBe(true);
    expect(isValidCst('060')).toBe(true);
    expect(isValidCst('890')).toBe(true);
    expect(isValidCst('841')).toBe(true);
  });

  it('limites: origem 9, tributação fora da lista, tamanho', () => {
    expect(isValidCst('900')).toBe(false);
    expect(isValidCst('001')).toBe(false);
    expect(isValidCst('091')).toBe(false);
    expect(isValidCst('00')).toBe(false);
    expect(isValidCst('0000')).toBe(false);
    expect(isValidCst(' 00')).toBe(false);
    expect(isValidCst('A00')).toBe(false);
    expect(isValidCst(0)).toBe(false);
    expect(isValidCst(null)).toBe(false);
  });

  it('CST monofásicos (02, 15, 53, 61) não são aceitos, pois a SPEC tem lista fechada', () => {
    for (const { codigo } of CST_ICMS_MONOFASICO) expect(isValidCst(`0${codigo}`)).toBe(false);
  });

  it('exatamente 9 x 11 = 99 combinações válidas de 3 dígitos', () => {
    let validos = 0;
    for (let i = 0; i < 1000; i++) if (isValidCst(String(i).padStart(3, '0'))) validos++;
    expect(validos).toBe(99);
  });
});

describe('isValidCsosn (SPEC §5)', () => {
  it('aceita origem 0-7 com cada código da lista', () => {
    expect(isValidCsosn('0101')).toBe(true);
    expect(isValidCsosn('0102')).toBe(true);
    expect(isValidCsosn('7900')).toBe(true);
    expect(isValidCsosn('3500')).toBe(true);
  });

  it('limites: origem 8 (SPEC diz 0-7), código fora da lista, tamanho', () => {
    expect(isValidCsosn('8101')).toBe(false);
    expect(isValidCsosn('9101')).toBe(false);
    expect(isValidCsosn('0104')).toBe(false);
    expect(isValidCsosn('0100')).toBe(false);
    expect(isValidCsosn('101')).toBe(false);
    expect(isValidCsosn('01010')).toBe(false);
    expect(isValidCsosn(102)).toBe(false);
  });

  it('exatamente 8 x 10 = 80 combinações válidas de 4 dígitos', () => {
    let validos = 0;
    for (let i = 0; i < 10000; i++) if (isValidCsosn(String(i).padStart(4, '0'))) validos++;
    expect(validos).toBe(80);
  });
});

describe('tabelas e descrições', () => {
  it('listas batem com a SPEC', () => {
    expect(CST_ICMS.map((c) => c.codigo)).toEqual(TRIB_SPEC);
    expect(CSOSN.map((c) => c.codigo)).toEqual(CSOSN_SPEC);
    expect(ORIGEM_MERCADORIA.map((c) => c.codigo)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
    expect(CST_ICMS_MONOFASICO.map((c) => c.codigo)).toEqual(['02', '15', '53', '61']);
  });

  it('CST e CSOSN conferem com as tabelas oficiais (tests/fixtures/dados/tables/br-validators)', () => {
    const cst = lerTabela('cst/cst-icms.json');
    expect(cst.map((c) => c.codigo)).toEqual(CST_ICMS.map((c) => c.codigo));
    const csosn = lerTabela('csosn/csosn.json');
    expect(csosn).toEqual(CSOSN.map((c) => ({ codigo: c.codigo, descricao: c.descricao })));
  });

  it('descrições por código', () => {
    expect(descricaoCst('060')).toBe('ICMS cobrado anteriormente por substituição tributária');
    expect(descricaoCst('41')).toBe('Não tributada');
    expect(descricaoCst('061')).toBe('Tributação monofásica sobre combustíveis cobrada anteriormente');
    expect(descricaoCst('099')).toBeUndefined();
    expect(descricaoCsosn('0102')).toBe('Tributada pelo Simples Nacional sem permissão de crédito');
    expect(descricaoCsosn('300')).toBe('Imune');
    expect(descricaoCsosn('104')).toBeUndefined();
    expect(descricaoOrigem('8')).toBe('Nacional, mercadoria ou bem com conteúdo de importação superior a 70%');
    expect(descricaoOrigem('9')).toBeUndefined();
  });
});
