/** Pure helpers of the NF-e screens (src/web/pages/nfe/fiscal.ts, faturamento/nota.ts). */
import { describe, expect, it } from 'vitest';
import { avisoCertificado } from '../../../src/web/pages/emitente/certificado.ts';
import { campoDoFormulario, errosSchemaDoCorpo, mapearErrosSchema } from '../../../src/web/pages/faturamento/erros-schema.ts';
import { chaveFormatada } from '../../../src/web/components/formatos.ts';
import {
  contador,
  filtroFaturamento,
  podeCorrigirDuplicidade,
  podeTransmitir,
  rotuloAnoMes,
  situacaoInfo,
  somenteLeitura,
  validarCorrecao,
  validarFaixa,
  validarJustificativa,
} from '../../../src/web/pages/nfe/fiscal.ts';
import { gerarParcelas, somaValores, somarMeses } from '../../../src/web/pages/faturamento/parcelas.ts';
import { abaDoCampo, itemVazio, notaVazia, paraApi, paraServidor, podeCalcular } from '../../../src/web/pages/faturamento/nota.ts';
import { nomeDoArquivo } from '../../../src/web/providers/arquivos.ts';

describe('situação', () => {
  it('labels and chip colours', () => {
    expect(situacaoInfo('autorizada')).toEqual({ rotulo: 'Autorizada', cor: 'success' });
    expect(situacaoInfo('rejeitada')).toEqual({ rotulo: 'Rejeitada', cor: 'error' });
    expect(situacaoInfo('digitacao').rotulo).toBe('Em digitação');
    expect(situacaoInfo('transmitindo').rotulo).toBe('Transmitindo');
    expect(situacaoInfo('cancelada').rotulo).toBe('Cancelada');
    expect(situacaoInfo('inutilizada').rotulo).toBe('Inutilizada');
    expect(situacaoInfo(undefined).rotulo).toBe('Em digitação');
    expect(situacaoInfo('xyz')).toEqual({ rotulo: 'xyz', cor: 'default' });
  });
  it('read-only and transmissible states', () => {
    expect(somenteLeitura('autorizada')).toBe(true);
    expect(somenteLeitura('cancelada')).toBe(true);
    expect(somenteLeitura('rejeitada')).toBe(false);
    expect(podeTransmitir('rejeitada')).toBe(true);
    expect(podeTransmitir('autorizada')).toBe(false);
    expect(podeTransmitir('assinada')).toBe(false);
    expect(somenteLeitura('epec')).toBe(true);
    expect(somenteLeitura('transmitindo')).toBe(true);
  });
  it('Corrigir duplicidade only for rejections 204/539', () => {
    expect(podeCorrigirDuplicidade('rejeitada', '204')).toBe(true);
    expect(podeCorrigirDuplicidade('rejeitada', 539)).toBe(true);
    expect(podeCorrigirDuplicidade('rejeitada', '225')).toBe(false);
    expect(podeCorrigirDuplicidade('autorizada', '204')).toBe(false);
    expect(podeCorrigirDuplicidade('rejeitada', null)).toBe(false);
  });
});

describe('gerarParcelas', () => {
  it('splits in cents, remainder to the first installments, sum exact', () => {
    const p = gerarParcelas(100, 3, '2026-01-10');
    expect(p.map((x) => x.valor)).toEqual([33.34, 33.33, 33.33]);
    expect(somaValores(p.map((x) => x.valor))).toBe(100);
    expect(p.map((x) => x.numero)).toEqual(['001', '002', '003']);
    expect(p.map((x) => x.vencimento)).toEqual(['2026-01-10', '2026-02-09', '2026-03-11']);
  });
  it('monthly when the interval is 0, clamping the day', () => {
    expect(gerarParcelas(90, 3, '2026-01-31', 0).map((x) => x.vencimento)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(somarMeses('2024-01-31', 1)).toBe('2024-02-29');
  });
  it('sums of many odd totals are exact', () => {
    for (const [t, n] of [
      [177.95, 3],
      [0.05, 4],
      [1234.56, 7],
      [10, 1],
    ] as const) {
      const p = gerarParcelas(t, n, '2026-05-01');
      expect(p).toHaveLength(n);
      expect(somaValores(p.map((x) => x.valor))).toBe(t);
    }
  });
  it('nothing for invalid input', () => {
    expect(gerarParcelas(0, 3, '2026-01-01')).toEqual([]);
    expect(gerarParcelas(10, 0, '2026-01-01')).toEqual([]);
    expect(gerarParcelas(10, 2, '')).toEqual([]);
  });
});

describe('justificativas', () => {
  it('15 to 255 characters after trimming', () => {
    expect(validarJustificativa('curta')).toMatch(/ao menos 15/);
    expect(validarJustificativa('   ' + 'a'.repeat(14) + '   ')).toMatch(/faltam 1/);
    expect(validarJustificativa('a'.repeat(15))).toBeUndefined();
    expect(validarJustificativa('a'.repeat(255))).toBeUndefined();
    expect(validarJustificativa('a'.repeat(256))).toMatch(/no máximo 255/);
    expect(validarJustificativa(null)).toMatch(/ao menos/);
  });
  it('CC-e: 15 to 1000', () => {
    expect(validarCorrecao('a'.repeat(1000))).toBeUndefined();
    expect(validarCorrecao('a'.repeat(1001))).toMatch(/1000/);
  });
  it('counter', () => expect(contador('  abc  def ', 255)).toBe('7/255'));
  it('inutilização range', () => {
    expect(validarFaixa({ serie: 1, numero_inicial: 10, numero_final: 12, ano: 2026 })).toEqual({});
    expect(validarFaixa({ serie: 1, numero_inicial: 12, numero_final: 10, ano: 26 }).numero_final).toMatch(/maior ou igual/);
    expect(Object.keys(validarFaixa({ serie: '', numero_inicial: 0, numero_final: 'x', ano: 1999 })).sort()).toEqual([
      'ano',
      'numero_final',
      'numero_inicial',
      'serie',
    ]);
  });
});

describe('schema errors -> form fields', () => {
  it('header fields by name or NF-e tag', () => {
    expect(campoDoFormulario('natureza_operacao')).toBe('natureza_operacao');
    expect(campoDoFormulario('natOp')).toBe('natureza_operacao');
    expect(campoDoFormulario('infNFe/ide/natOp')).toBe('natureza_operacao');
    expect(campoDoFormulario('modFrete')).toBe('modalidade_frete');
  });
  it('item fields by form path or det[n] (1-based) XML path', () => {
    expect(campoDoFormulario('Item[0].ncm')).toBe('Item.0.ncm');
    expect(campoDoFormulario('Item.2.cfop')).toBe('Item.2.cfop');
    expect(campoDoFormulario('det[2]/prod/NCM')).toBe('Item.1.ncm');
    expect(campoDoFormulario('infNFe.det[nItem=3].prod.CFOP')).toBe('Item.2.cfop');
    expect(campoDoFormulario('cobr/dup[1]/dVenc')).toBe('Duplicata.0.vencimento');
    expect(campoDoFormulario('pag/detPag[1]/tPag')).toBe('Pagamento.0.t_pag');
  });
  it('unknown or read-only targets stay general', () => {
    expect(campoDoFormulario('Signature')).toBeNull();
    expect(campoDoFormulario('')).toBeNull();
    expect(campoDoFormulario(undefined)).toBeNull();
    expect(campoDoFormulario('Item[0].inexistente')).toBeNull();
  });
  it('splits a list', () => {
    const m = mapearErrosSchema([
      { mensagem: "NCM - '123' é inválido", linha: 40, campo: 'det[1]/prod/NCM' },
      { mensagem: 'O elemento ... tem um elemento filho ... inválido', linha: 12 },
      { mensagem: 'natOp vazio', linha: 3, campo: 'natOp' },
    ]);
    expect(m.campos).toEqual({ 'Item.0.ncm': ["NCM - '123' é inválido"], natureza_operacao: ['natOp vazio'] });
    expect(m.gerais).toHaveLength(1);
    expect(m.gerais[0].linha).toBe(12);
  });
  it('reads Data.erros from an error body', () => {
    expect(errosSchemaDoCorpo({ Success: false, Data: { erros: [{ mensagem: 'x', linha: 1 }] } })).toHaveLength(1);
    expect(errosSchemaDoCorpo({ Success: false, Data: null })).toBeNull();
    expect(errosSchemaDoCorpo(null)).toBeNull();
  });
});

describe('formats', () => {
  it('access key in blocks, months, certificate banner, file names', () => {
    expect(chaveFormatada('35261183045117000119550010000000011154840189')).toBe('3526 1183 0451 1700 0119 5500 1000 0000 0111 5484 0189');
    expect(chaveFormatada(null)).toBe('');
    expect(rotuloAnoMes('202611')).toBe('Novembro/2026');
    const agora = new Date('2026-11-21T12:00:00Z');
    expect(avisoCertificado('2026-12-01T00:00:00Z', agora)).toEqual({ tipo: 'vencendo', dias: 9 });
    expect(avisoCertificado('2026-11-01T00:00:00Z', agora)?.tipo).toBe('vencido');
    expect(avisoCertificado('2029-01-01T00:00:00Z', agora)).toBeNull();
    expect(nomeDoArquivo(`attachment; filename="a_b.xml"; filename*=UTF-8''a%C3%A7b.xml`, 'x')).toBe('açb.xml');
    expect(nomeDoArquivo('inline; filename="NFe-1.pdf"', 'x')).toBe('NFe-1.pdf');
    expect(nomeDoArquivo(null, 'padrao.pdf')).toBe('padrao.pdf');
  });
  it('OData filter of the lists', () => {
    expect(filtroFaturamento({ situacao: 'autorizada', de: '2026-11-01', ate: '2026-11-30' })).toBe(
      "situacao eq 'autorizada' and data_emissao ge 2026-11-01T00:00:00-03:00 and data_emissao le 2026-11-30T23:59:59-03:00",
    );
    expect(filtroFaturamento({ excluirDigitacao: true })).toBe("situacao ne 'digitacao'");
    expect(filtroFaturamento({ busca: "d'água" })).toBe("(contains(natureza_operacao,'d''água'))");
    expect(filtroFaturamento({ busca: '12' })).toBe("(contains(natureza_operacao,'12') or numero eq 12 or contains(chave,'12'))");
  });
});

describe('editor state -> API body', () => {
  it('keeps editable fields only, drops empties, sends -03:00 date-times', () => {
    const n = {
      ...notaVazia(),
      cliente_id: 7,
      data_emissao: '2026-11-21T10:30',
      Item: [{ ...itemVazio(), produto_id: 3, valor_unitario: 9.5, ncm: '8539.52.00', cfop: '5.102' }, itemVazio()],
    };
    const c = paraApi(n);
    expect(c.cliente_id).toBe(7);
    expect(c.data_emissao).toBe('2026-11-21T10:30:00-03:00');
    expect(c).not.toHaveProperty('situacao');
    expect(c).not.toHaveProperty('informacoes_complementares');
    const itens = c.Item as Record<string, unknown>[];
    expect(itens[0]).toMatchObject({ produto_id: 3, valor_unitario: 9.5, ncm: '85395200', cfop: '5102', quantidade: 1 });
    expect(itens[0]).not.toHaveProperty('chave');
    expect(itens[0]).not.toHaveProperty('produto');
    expect(paraApi(n, { somenteItensCompletos: true }).Item).toHaveLength(1);
    expect(podeCalcular(n)).toBe(true);
    expect(podeCalcular({ ...n, cliente_id: null })).toBe(false);
    expect(paraServidor('')).toBeNull();
  });
  it('tab of a field path', () => {
    expect(abaDoCampo('Item.0.ncm')).toBe('itens');
    expect(abaDoCampo('Duplicata.1.valor')).toBe('pagamento');
    expect(abaDoCampo('modalidade_frete')).toBe('transporte');
    expect(abaDoCampo('natureza_operacao')).toBe('dados');
  });
});
