/**
 * Regras de conteúdo, prazos de cancelamento, consumo indevido e catálogo de cStat do simulador
 * da SEFAZ: cada rejeição com o cStat e o texto do MOC sobre NF-e mínimas
 * montadas aqui (só as tags que as regras leem), e o caso que passa.
 */
import { describe, expect, it } from 'vitest';
import { conferirRegrasNFe, NOME_DESTINATARIO_HOMOLOGACAO } from '../../../src/sefaz-simulator/regras-nfe.ts';
import { cStatPrazoCancelamento } from '../../../src/fiscal/nfe/prazo-cancelamento.ts';
import { consumoIndevido, novoControleConsumo, registrarRespostaNFe } from '../../../src/sefaz-simulator/consumo.ts';
import { catalogoCStat } from '../../../src/sefaz-simulator/catalogo.ts';

interface Item {
  ncm?: string;
  q?: string;
  vUn?: string;
  vProd?: string;
  vBC?: string;
  vICMS?: string;
  deson?: string;
  indDeduz?: string;
}
interface Nota {
  mod?: string;
  tpAmb?: string;
  dest?: string;
  itens?: Item[];
  tot?: Record<string, string>;
}

function nfe(o: Nota = {}): string {
  const itens = o.itens ?? [{}, { vProd: '30.00', q: '2', vUn: '15.00' }];
  const det = itens
    .map((i, n) => {
      const icms =
        `<ICMS><ICMS00><vBC>${i.vBC ?? '0.00'}</vBC><vICMS>${i.vICMS ?? '0.00'}</vICMS>` +
        (i.deson ? `<vICMSDeson>${i.deson}</vICMSDeson>` : '') +
        (i.indDeduz ? `<indDeduzDeson>${i.indDeduz}</indDeduzDeson>` : '') +
        `</ICMS00></ICMS>`;
      return (
        `<det nItem="${n + 1}"><prod><NCM>${i.ncm ?? '61091000'}</NCM><qCom>${i.q ?? '3.0000'}</qCom><vUnCom>${i.vUn ?? '50.0000000000'}</vUnCom>` +
        `<vProd>${i.vProd ?? '150.00'}</vProd><indTot>1</indTot></prod><imposto>${icms}</imposto></det>`
      );
    })
    .join('');
  const somaProd = itens.reduce((s, i) => s + Number(i.vProd ?? '150.00'), 0).toFixed(2);
  const t: Record<string, string> = { vBC: '0.00', vICMS: '0.00', vProd: somaProd, vDesc: '0.00', vFrete: '0.00', vIPI: '0.00', vNF: somaProd, ...o.tot };
  const tot = Object.entries(t)
    .map(([k, v]) => `<${k}>${v}</${k}>`)
    .join('');
  const dest = o.dest ?? `<dest><CNPJ>11222333000181</CNPJ><xNome>${NOME_DESTINATARIO_HOMOLOGACAO}</xNome><indIEDest>9</indIEDest></dest>`;
  return `<NFe><infNFe Id="NFe1" versao="4.00"><ide><mod>${o.mod ?? '55'}</mod><tpAmb>${o.tpAmb ?? '2'}</tpAmb></ide>${dest}${det}<total><ICMSTot>${tot}</ICMSTot></total></infNFe></NFe>`;
}
const cStat = (o?: Nota) => conferirRegrasNFe(nfe(o))?.cStat;

describe('regras de conteúdo da NF-e (regras-nfe.ts)', () => {
  it('nota coerente passa', () => {
    expect(conferirRegrasNFe(nfe())).toBeUndefined();
  });
  it('598: em homologação o destinatário tem de ter o nome de homologação; em produção não', () => {
    const dest = '<dest><CNPJ>11222333000181</CNPJ><xNome>Cliente de Verdade Ltda</xNome><indIEDest>9</indIEDest></dest>';
    expect(conferirRegrasNFe(nfe({ dest }))).toEqual({
      cStat: '598',
      xMotivo:
        'Rejeição: NF-e emitida em ambiente de homologação com Razão Social do destinatário diferente de NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
    });
    expect(cStat({ dest, tpAmb: '1' })).toBeUndefined();
    expect(cStat({ dest: '' })).toBeUndefined();
  });
  it('NFC-e: 789 destinatário contribuinte (indIEDest 1); 729 IE do destinatário informada', () => {
    const nome = NOME_DESTINATARIO_HOMOLOGACAO;
    expect(cStat({ mod: '65', dest: `<dest><CNPJ>1</CNPJ><xNome>${nome}</xNome><indIEDest>1</indIEDest><IE>123</IE></dest>` })).toBe('789');
    expect(cStat({ mod: '65', dest: `<dest><CNPJ>1</CNPJ><xNome>${nome}</xNome><indIEDest>9</indIEDest><IE>123</IE></dest>` })).toBe('729');
    expect(cStat({ mod: '65', dest: `<dest><CPF>1</CPF><xNome>${nome}</xNome><indIEDest>9</indIEDest></dest>` })).toBeUndefined();
    expect(cStat({ mod: '55', dest: `<dest><CNPJ>1</CNPJ><xNome>${nome}</xNome><indIEDest>1</indIEDest><IE>123</IE></dest>` })).toBeUndefined();
  });
  it('778: NCM fora da tabela oficial, com o item; "00" aceito', () => {
    expect(conferirRegrasNFe(nfe({ itens: [{}, { ncm: '61099999', vProd: '30.00', q: '2', vUn: '15' }] }))).toEqual({
      cStat: '778',
      xMotivo: 'Rejeição: Informado NCM inexistente [nItem: 2]',
    });
    expect(cStat({ itens: [{ ncm: '00' }] })).toBeUndefined();
  });
  it('629: vProd diferente de qCom x vUnCom além de R$ 0,01', () => {
    expect(cStat({ itens: [{ q: '3', vUn: '50', vProd: '150.02' }], tot: { vProd: '150.02', vNF: '150.02' } })).toBe('629');
    expect(cStat({ itens: [{ q: '3', vUn: '33.3333', vProd: '100.00' }], tot: { vProd: '100.00', vNF: '100.00' } })).toBeUndefined();
  });
  it('564: total dos produtos diferente da soma dos itens', () => {
    expect(cStat({ tot: { vProd: '179.99', vNF: '179.99' } })).toBe('564');
  });
  it('531/532: totais de BC e ICMS diferentes da soma dos grupos ICMS', () => {
    const itens = [{ vBC: '150.00', vICMS: '27.00' }];
    expect(cStat({ itens, tot: { vBC: '150.00', vICMS: '27.00' } })).toBeUndefined();
    expect(cStat({ itens, tot: { vBC: '100.00', vICMS: '27.00' } })).toBe('531');
    expect(cStat({ itens, tot: { vBC: '150.00', vICMS: '18.00' } })).toBe('532');
  });
  it('610: vNF diferente de vProd - vDesc + vFrete + vIPI ...; desonerado deduzido só com indDeduzDeson 1', () => {
    expect(cStat({ tot: { vNF: '180.01' } })).toBe('610');
    expect(cStat({ tot: { vDesc: '10.00', vFrete: '5.00', vIPI: '15.00', vNF: '190.00' } })).toBeUndefined();
    expect(cStat({ tot: { vDesc: '10.00', vFrete: '5.00', vIPI: '15.00', vNF: '180.00' } })).toBe('610');
    expect(cStat({ itens: [{ deson: '10.00', indDeduz: '1' }], tot: { vNF: '140.00' } })).toBeUndefined();
    expect(cStat({ itens: [{ deson: '10.00', indDeduz: '0' }], tot: { vNF: '140.00' } })).toBe('610');
    expect(cStat({ itens: [{ deson: '10.00', indDeduz: '0' }], tot: { vNF: '150.00' } })).toBeUndefined();
  });
});

describe('prazos do cancelamento (prazo-cancelamento.ts)', () => {
  const h = 3_600_000;
  it('NF-e: 135 até 24 h, 155 até 7 dias, depois 501', () => {
    expect(cStatPrazoCancelamento('55', 0, 23 * h)).toBe('135');
    expect(cStatPrazoCancelamento('55', 0, 25 * h)).toBe('155');
    expect(cStatPrazoCancelamento('55', 0, 168 * h)).toBe('155');
    expect(cStatPrazoCancelamento('55', 0, 169 * h)).toBe('501');
  });
  it('NFC-e: 135 até 30 min, 155 até 24 h, depois 220', () => {
    expect(cStatPrazoCancelamento('65', 0, 29 * 60_000)).toBe('135');
    expect(cStatPrazoCancelamento('65', 0, 2 * h)).toBe('155');
    expect(cStatPrazoCancelamento('65', 0, 25 * h)).toBe('220');
  });
});

describe('consumo indevido (consumo.ts)', () => {
  const nota = (nNF: number) => `<NFe><infNFe><ide><mod>55</mod><serie>1</serie><nNF>${nNF}</nNF></ide><emit><CNPJ>11222333000181</CNPJ></emit></infNFe></NFe>`;
  it('3 rejeições iguais do mesmo número em 1 h bloqueiam o 4º envio; outro número não; passada 1 h, libera', () => {
    const c = novoControleConsumo(3);
    for (let i = 0; i < 3; i++) {
      expect(consumoIndevido(c, nota(7), i * 1000)).toBe(false);
      registrarRespostaNFe(c, nota(7), '252', i * 1000);
    }
    expect(consumoIndevido(c, nota(7), 5000)).toBe(true);
    expect(consumoIndevido(c, nota(8), 5000)).toBe(false);
    expect(consumoIndevido(c, nota(7), 2000 + 3_600_000)).toBe(false);
  });
  it('motivo diferente recomeça a contagem; autorização zera', () => {
    const c = novoControleConsumo(3);
    registrarRespostaNFe(c, nota(7), '252', 0);
    registrarRespostaNFe(c, nota(7), '252', 1);
    registrarRespostaNFe(c, nota(7), '610', 2);
    registrarRespostaNFe(c, nota(7), '610', 3);
    expect(consumoIndevido(c, nota(7), 4)).toBe(false);
    registrarRespostaNFe(c, nota(7), '610', 4);
    expect(consumoIndevido(c, nota(7), 5)).toBe(true);
    registrarRespostaNFe(c, nota(7), '100', 6);
    expect(consumoIndevido(c, nota(7), 7)).toBe(false);
  });
});

describe('catálogo de cStat do simulador', () => {
  it('pelo menos 90 códigos distintos, todos com texto oficial e fonte (MOC/NT)', () => {
    const c = catalogoCStat();
    expect(new Set(c.map((x) => x.cStat)).size).toBe(c.length);
    expect(c.length).toBeGreaterThanOrEqual(90);
    expect(c.filter((x) => !x.fonte || !/MOC|NT|Ajuste SINIEF/.test(x.fonte)).map((x) => x.cStat)).toEqual([]);
    expect(c.filter((x) => !x.xMotivo).map((x) => x.cStat)).toEqual([]);
    for (const cod of ['301', '302', '656', '778', '729', '789', '155', '220', '501', '610', '564', '629', '598', '784', '764']) {
      expect(c.map((x) => x.cStat)).toContain(cod);
    }
  });
});
