/** Regras puras do financeiro: valor por extenso, parcelamento ao centavo, datas e PIX BR Code. */
import { describe, expect, it } from 'vitest';
import { inteiroPorExtenso, valorPorExtenso } from '../../src/domain/financeiro/extenso.ts';
import { dividirEmParcelas, previsaoCondicao, somarMeses } from '../../src/domain/financeiro/parcelas.ts';
import { brCodePix, crc16 } from '../../src/domain/financeiro/pix.ts';

describe('valor por extenso', () => {
  it.each([
    ['1234.56', 'mil, duzentos e trinta e quatro reais e cinquenta e seis centavos'],
    ['1', 'um real'],
    ['0.01', 'um centavo'],
    ['0.5', 'cinquenta centavos'],
    ['100', 'cem reais'],
    ['101', 'cento e um reais'],
    ['1200', 'mil e duzentos reais'],
    ['1050', 'mil e cinquenta reais'],
    ['2000000', 'dois milhões de reais'],
    ['1001001.01', 'um milhão, mil e um reais e um centavo'],
    ['15', 'quinze reais'],
  ])('%s', (v, texto) => expect(valorPorExtenso(v)).toBe(texto));
  it('recusa negativo', () => expect(() => valorPorExtenso('-1')).toThrow());
  it('inteiros', () => expect(inteiroPorExtenso(999)).toBe('novecentos e noventa e nove'));
});

describe('parcelas e datas', () => {
  it('divide ao centavo, sobra na 1ª', () => {
    expect(dividirEmParcelas('100', 3)).toEqual(['33.34', '33.33', '33.33']);
    expect(dividirEmParcelas('0.02', 3)).toEqual(['0.02', '0.00', '0.00']);
  });
  it('mês seguinte limitado ao fim do mês', () => {
    expect(somarMeses('2027-01-31', 1)).toBe('2027-02-28');
    expect(somarMeses('2028-01-31', 1)).toBe('2028-02-29');
    expect(somarMeses('2027-12-15', 1)).toBe('2028-01-15');
  });
  it('condição 30/60/90 com acréscimo de 2%', () => {
    const p = previsaoCondicao({ parcelas: 3, dias_primeira: 30, intervalo_dias: 30, entrada: false, percentual_acrescimo: 2 }, '1000.00', '2026-11-24');
    expect(p.total).toBe('1020.00');
    expect(p.parcelas).toEqual([
      { parcela: 1, vencimento: '2026-12-24', valor: '340.00' },
      { parcela: 2, vencimento: '2027-01-24', valor: '340.00' },
      { parcela: 3, vencimento: '2027-02-24', valor: '340.00' },
    ]);
    const e = previsaoCondicao({ parcelas: 2, dias_primeira: 10, intervalo_dias: 15, entrada: true }, '99.99', '2026-11-24');
    expect(e.parcelas.map((x) => [x.vencimento, x.valor])).toEqual([
      ['2026-11-24', '50.00'],
      ['2026-12-09', '49.99'],
    ]);
  });
});

describe('PIX BR Code', () => {
  it('CRC16-CCITT-FALSE', () => expect(crc16('123456789')).toBe('29B1'));
  it('exemplo do Manual do BR Code (BCB): mesmo texto e CRC 1D3D', () => {
    expect(brCodePix({ chave: '123e4567-e12b-12d1-a456-426655440000', nome: 'Fulano de Tal', cidade: 'BRASILIA' })).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });
  it('com valor e txid; nome sem acento', () => {
    const p = brCodePix({ chave: '12345678000195', valor: '10.5', nome: 'Mercadinho Bom Preço Comércio Ltda', cidade: 'São Paulo', txid: 'REC-12' });
    expect(p).toContain('540510.50');
    expect(p).toContain('5925Mercadinho Bom Preco Come');
    expect(p).toContain('62090505REC12');
    expect(p.slice(-4)).toBe(crc16(p.slice(0, -4)));
    expect(() => brCodePix({ chave: 'x', valor: '0', nome: 'a', cidade: 'b' })).toThrow();
  });
});

describe('prévia da condição no formulário', () => {
  it('mostra as parcelas de uma venda de R$ 1.000,00', async () => {
    const { previaCondicao } = await import('../../src/web/resources/custom/condicao.ts');
    const t = previaCondicao({ parcelas: 3, dias_primeira: 30, intervalo_dias: 30, entrada: false }, '2026-11-24');
    expect(t?.replace(/\u00a0/g, ' ')).toBe('Venda de R$ 1.000,00 hoje: 24/12 R$ 333,34 · 24/01 R$ 333,33 · 24/02 R$ 333,33 — total R$ 1.000,00');
    expect(previaCondicao({ parcelas: 0 })).toBeUndefined();
  });
});
