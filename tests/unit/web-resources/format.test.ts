import { describe, expect, it } from 'vitest';
import {
  editableDecimal,
  exportFileName,
  formatDecimal,
  formatFieldValue,
  formatMoney,
  maskValue,
  maskedMaxLength,
  parseDecimalInput,
  sanitizeDecimalTyping,
  toCsv,
  brDateToIso,
  isoToBrDate,
  unmaskValue,
} from '../../../src/web/resources/format.ts';
import { getField, getResource } from '../../../src/web/resources/registry.ts';

const f = (r: string, n: string) => getField(getResource(r), n)!;

describe('formatFieldValue (list cells and CSV)', () => {
  it.each([
    ['cliente', 'ativo', true, 'Ativo'],
    ['cliente', 'ativo', false, 'Inativo'],
    ['cliente', 'consumidor_final', true, 'Sim'],
    ['cliente', 'consumidor_final', false, 'Não'],
    ['cliente', 'limite_credito', 1234.5, 'R$ 1.234,50'],
    ['cliente', 'limite_credito', -10, '-R$ 10,00'],
    ['produto', 'preco_venda', 0.1234, 'R$ 0,1234'],
    ['produto', 'preco_venda', 12.5, 'R$ 12,50'],
    ['produto', 'peso_liquido', 1234.5, '1.234,50'],
    ['produto', 'aliquota_pis', 1.65, '1,65'],
    ['produto', 'aliquota_pis', 0.7625, '0,7625'],
    ['cliente', 'data_nascimento', '1990-03-05', '05/03/1990'],
    ['cliente', 'criado_em', '2026-11-21T10:20:30', '21/11/2026 10:20:30'],
    ['cliente', 'tipo_pessoa', 'J', 'Jurídica'],
    ['cliente', 'ind_ie_dest', 9, 'Não contribuinte'],
    ['cliente', 'cpf_cnpj', '52998224725', '529.982.247-25'],
    ['cliente', 'cpf_cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cliente', 'cpf_cnpj', '12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['cliente', 'cep', '01310100', '01310-100'],
    ['cliente', 'telefone', '11987654321', '(11) 98765-4321'],
    ['cliente', 'telefone', '1133334444', '(11) 3333-4444'],
    ['produto', 'ncm', '84713012', '8471.30.12'],
    ['cliente', 'uf', 'SP', 'SP'],
    ['condicao', 'parcelas', 3, '3'],
    ['transportadora', 'placa', 'ABC1D23', 'ABC1D23'],
  ])('%s.%s %j -> %s', (r, n, v, out) => {
    expect(formatFieldValue(f(r, n), v)).toBe(out);
  });

  it('empty values are empty text, bad values are shown as they are', () => {
    expect(formatFieldValue(f('cliente', 'nome'), null)).toBe('');
    expect(formatFieldValue(f('cliente', 'limite_credito'), undefined)).toBe('');
    expect(formatFieldValue(f('cliente', 'data_nascimento'), 'ontem')).toBe('ontem');
  });
});

describe('decimals', () => {
  it('formatDecimal keeps significant decimals between 2 and the scale', () => {
    expect(formatDecimal(12.5, 4)).toBe('12,50');
    expect(formatDecimal(1234567.891, 3)).toBe('1.234.567,891');
    expect(formatDecimal('7.10000', 4)).toBe('7,10');
    expect(formatDecimal(5, 0)).toBe('5');
  });
  it('formatMoney', () => {
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney('1234.5600', 4)).toBe('R$ 1.234,56');
    expect(formatMoney(-0.125, 4)).toBe('-R$ 0,125');
  });
  it.each([
    ['1.234,56', 1234.56],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['-3,25', -3.25],
    ['', null],
    ['-', null],
    ['abc', NaN],
  ])('parseDecimalInput(%j) -> %s', (t, n) => {
    expect(parseDecimalInput(t)).toBe(n);
  });
  it('sanitizeDecimalTyping', () => {
    expect(sanitizeDecimalTyping('12,3456', 2, false)).toBe('12,34');
    expect(sanitizeDecimalTyping('-1a2', 2, false)).toBe('12');
    expect(sanitizeDecimalTyping('-12', 2, true)).toBe('-12');
    expect(sanitizeDecimalTyping('1,2,3', 4, false)).toBe('1,23');
    expect(sanitizeDecimalTyping('1.5', 0, false)).toBe('15');
  });
  it('editableDecimal', () => {
    expect(editableDecimal(1234.5, 2)).toBe('1234,5');
    expect(editableDecimal(10, 4)).toBe('10');
    expect(editableDecimal(null, 2)).toBe('');
    expect(editableDecimal(7, 0)).toBe('7');
  });
});

describe('masks while typing', () => {
  it('documents switch CPF/CNPJ by length, alphanumeric CNPJ ready', () => {
    const doc = f('cliente', 'cpf_cnpj');
    expect(maskValue(doc, '5299822')).toBe('529.982.2');
    expect(maskValue(doc, '112223330001')).toBe('11.222.333/0001');
    expect(unmaskValue(doc, '11.222.333/0001-81')).toBe('11222333000181');
    expect(unmaskValue(doc, '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(unmaskValue(doc, '11.222.333/0001-8199')).toBe('11222333000181');
    expect(maskedMaxLength(doc)).toBe(18);
  });
  it('phones by length, CEP and custom masks', () => {
    expect(maskValue(f('cliente', 'telefone'), '11333344')).toBe('(11) 3333-44');
    expect(unmaskValue(f('cliente', 'telefone'), '(11) 98765-4321')).toBe('11987654321');
    expect(unmaskValue(f('cliente', 'cep'), '01310-100')).toBe('01310100');
    expect(maskValue(f('transportadora', 'placa'), 'abc1d23')).toBe('ABC1D23');
    expect(unmaskValue(f('transportadora', 'placa'), 'abc-1d23')).toBe('ABC1D23');
    expect(unmaskValue(f('vendedor', 'cpf'), '529.982.247-25')).toBe('52998224725');
  });
});

describe('dates typed as DD/MM/AAAA', () => {
  it('shows ISO dates in pt-BR and reads complete, existing dates back', () => {
    expect(isoToBrDate('2026-03-05')).toBe('05/03/2026');
    expect(isoToBrDate('05/03')).toBe('05/03');
    expect(isoToBrDate(null)).toBe('');
    expect(brDateToIso('05032026')).toBe('2026-03-05');
    expect(brDateToIso('05/03/2026')).toBe('2026-03-05');
    expect(brDateToIso('0503')).toBe('05/03');
    expect(brDateToIso('30/02/2024')).toBe('30/02/2024');
    expect(brDateToIso('')).toBeNull();
  });
});

describe('CSV', () => {
  it('uses ; with quotes where needed, CRLF and a UTF-8 BOM', () => {
    const csv = toCsv(
      ['Nome', 'Limite de crédito (R$)'],
      [
        ['Zé; "o bom"', 'R$ 1.234,50'],
        ['Ana', ''],
      ],
    );
    expect(csv).toBe('\uFEFFNome;Limite de crédito (R$)\r\n"Zé; ""o bom""";R$ 1.234,50\r\nAna;\r\n');
  });
  it('file name is the plural and the date', () => {
    expect(exportFileName('Clientes', new Date('2026-11-21T12:00:00Z'))).toBe('Clientes 2026-11-21');
    expect(exportFileName('Clientes', new Date('2026-11-22T01:00:00Z'))).toBe('Clientes 2026-11-21');
    expect(exportFileName('A/B', new Date('2026-01-02T12:00:00Z'))).toBe('A-B 2026-01-02');
  });
});
