import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  chaveCheckDigit,
  isValidChaveAcesso,
  parseChaveAcesso,
  buildChaveAcesso,
  normalizeChaveAcesso,
  formatChaveAcesso,
  MENSAGENS,
} from '../../../src/domain/index.ts';

const SAMPLES = path.resolve(process.cwd(), 'tests/fixtures/dados/nfe/samples');

/** Lê a amostra pelo prefixo e devolve a chave (atributo Id de infNFe) e o cDV do XML. */
function amostra(prefixo: string): { chave: string; cDV: string } {
  const arquivo = readdirSync(SAMPLES).find((f) => f.startsWith(prefixo));
  if (!arquivo) throw new Error(`amostra ${prefixo} não encontrada em ${SAMPLES}`);
  const xml = readFileSync(path.join(SAMPLES, arquivo), 'utf8');
  const id = /<infNFe[^>]*\sId="NFe(\w{44})"/.exec(xml);
  const cdv = /<cDV>(\d)<\/cDV>/.exec(xml);
  if (!id || !cdv) throw new Error(`chave/cDV não encontrados em ${arquivo}`);
  return { chave: id[1], cDV: cdv[1] };
}

describe('chave de acesso — amostras reais', () => {
  it('amostra 06 (NF-e RS 2018): DV recalculado confere com o último caractere e com <cDV>', () => {
    const { chave, cDV } = amostra('06');
    expect(chave).toHaveLength(44);
    expect(String(chaveCheckDigit(chave.slice(0, 43)))).toBe(cDV);
    expect(chave[43]).toBe(cDV);
    expect(isValidChaveAcesso(chave)).toBe(true);
  });

  it('amostra 03 (NFC-e BA, DV sabidamente errado) é rejeitada', () => {
    const { chave, cDV } = amostra('03');
    expect(chave).toHaveLength(44);
    expect(String(chaveCheckDigit(chave.slice(0, 43)))).not.toBe(cDV);
    expect(isValidChaveAcesso(chave)).toBe(false);
    expect(() => parseChaveAcesso(chave)).toThrow(MENSAGENS.chaveInvalida);
  });

  it('parseChaveAcesso separa a amostra 06 nas partes do MOC', () => {
    const { chave } = amostra('06');
    expect(parseChaveAcesso(chave)).toEqual({
      cUF: '43',
      aamm: '1809',
      cnpjCpf: '06929383000163',
      mod: '55',
      serie: '001',
      nNF: '000000026',
      tpEmis: '1',
      cNF: '00001030',
      cDV: '1',
    });
  });
});

describe('chaveCheckDigit', () => {
  const KEY = '43180906929383000163550010000000261000010301';

  it('calcula o DV conhecido', () => {
    expect(chaveCheckDigit(KEY.slice(0, 43))).toBe(1);
  });

  it('aceita letras na base do CNPJ (NT 2025.001)', () => {
    expect(chaveCheckDigit('35250312ABC34501DE3555001000000123187654321')).toBe(4);
    expect(chaveCheckDigit('35250312ABC34501DE3555001000000123111111111')).toBe(2);
  });

  it('lança erro para tamanho errado ou letras fora das posições 7-18', () => {
    expect(() => chaveCheckDigit(KEY.slice(0, 42))).toThrow(MENSAGENS.chaveBaseInvalida);
    expect(() => chaveCheckDigit('A' + KEY.slice(1, 43))).toThrow(MENSAGENS.chaveBaseInvalida);
    expect(() => chaveCheckDigit(KEY.slice(0, 18) + 'A' + KEY.slice(19, 43))).toThrow();
  });
});

describe('isValidChaveAcesso', () => {
  const KEY = '43180906929383000163550010000000261000010301';

  it('rejeita qualquer DV diferente do correto', () => {
    for (let d = 0; d <= 9; d++) {
      expect(isValidChaveAcesso(KEY.slice(0, 43) + d)).toBe(d === 1);
    }
  });

  it('rejeita tamanho errado, espaços, minúsculas e não texto', () => {
    expect(isValidChaveAcesso(KEY.slice(0, 43))).toBe(false);
    expect(isValidChaveAcesso(KEY + '0')).toBe(false);
    expect(isValidChaveAcesso(` ${KEY}`)).toBe(false);
    expect(isValidChaveAcesso('35250312abc34501DE3555001000000123187654321' + '4')).toBe(false);
    expect(isValidChaveAcesso(Number(KEY))).toBe(false);
  });

  it('aceita chave com CNPJ alfanumérico e rejeita letra nos DVs do CNPJ', () => {
    expect(isValidChaveAcesso('35250312ABC34501DE35550010000001231876543214')).toBe(true);
    expect(isValidChaveAcesso('35250312ABC34501DE35550010000001231876543215')).toBe(false);
    // posição 19 (1º DV do CNPJ) com letra: fora do tipo TChNFe
    expect(isValidChaveAcesso('35250312ABC34501DEA5550010000001231876543214')).toBe(false);
  });

  it('normalizeChaveAcesso e formatChaveAcesso', () => {
    const formatada = formatChaveAcesso(KEY);
    expect(formatada).toBe('4318 0906 9293 8300 0163 5500 1000 0000 2610 0001 0301');
    expect(normalizeChaveAcesso(formatada)).toBe(KEY);
    expect(normalizeChaveAcesso(`NFe${KEY}`)).toBe(KEY);
    expect(isValidChaveAcesso(normalizeChaveAcesso(formatada))).toBe(true);
    expect(formatChaveAcesso('123')).toBe('123');
  });
});

describe('buildChaveAcesso', () => {
  it('reconstrói a chave da amostra 06 a partir das partes (numéricas ou texto)', () => {
    expect(
      buildChaveAcesso({
        cUF: 43,
        aamm: '1809',
        cnpjCpf: '06.929.383/0001-63',
        mod: 55,
        serie: 1,
        nNF: 26,
        tpEmis: 1,
        cNF: 1030,
      }),
    ).toBe('43180906929383000163550010000000261000010301');
  });

  it('monta chave com CNPJ alfanumérico e com CPF (000 + CPF)', () => {
    expect(
      buildChaveAcesso({
        cUF: '35',
        aamm: '2503',
        cnpjCpf: '12.ABC.345/01DE-35',
        mod: '55',
        serie: '1',
        nNF: '123',
        tpEmis: '1',
        cNF: '87654321',
      }),
    ).toBe('35250312ABC34501DE35550010000001231876543214');

    const comCpf = buildChaveAcesso({
      cUF: 41,
      aamm: '2401',
      cnpjCpf: '529.982.247-25',
      mod: 55,
      serie: 890,
      nNF: 1,
      tpEmis: 1,
      cNF: 12345678,
    });
    expect(comCpf.slice(6, 20)).toBe('00052998224725');
    expect(comCpf).toHaveLength(44);
    expect(isValidChaveAcesso(comCpf)).toBe(true);
  });

  it('lança erro para campos que não cabem ou não são numéricos', () => {
    const base = {
      cUF: 43,
      aamm: '1809',
      cnpjCpf: '06929383000163',
      mod: 55,
      serie: 1,
      nNF: 26,
      tpEmis: 1,
      cNF: 1030,
    };
    expect(() => buildChaveAcesso({ ...base, nNF: 1_000_000_000 })).toThrow(/nNF/);
    expect(() => buildChaveAcesso({ ...base, serie: -1 })).toThrow(/serie/);
    expect(() => buildChaveAcesso({ ...base, cNF: 1.5 })).toThrow(/cNF/);
    expect(() => buildChaveAcesso({ ...base, aamm: '1813' })).toThrow(/aamm/);
    expect(() => buildChaveAcesso({ ...base, aamm: '809' })).toThrow(/aamm/);
    expect(() => buildChaveAcesso({ ...base, cnpjCpf: '123' })).toThrow(/cnpjCpf/);
  });
});
