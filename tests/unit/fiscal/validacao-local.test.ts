/**
 * Validação local da NF-e antes do envio (src/fiscal/nfe/validacao-local.ts):
 * cada regra com o campo do produto, a mensagem em pt-BR e o cStat que a SEFAZ daria, e a nota
 * coerente que passa.
 */
import { describe, expect, it } from 'vitest';
import { carregarNcmOficial, erroPrazoCancelamento, validarNFeAntesDoEnvio as validarCom } from '../../../src/fiscal/nfe/validacao-local.ts';

interface Opcoes {
  mod?: string;
  finNFe?: string;
  tpNF?: string;
  dest?: string;
  cfop?: string;
  ncm?: string;
  vProd?: string;
  totProd?: string;
  vNF?: string;
  vICMS?: string;
}
function nfe(o: Opcoes = {}): string {
  const vProd = o.vProd ?? '100.00';
  return (
    `<NFe><infNFe Id="NFe1" versao="4.00"><ide><mod>${o.mod ?? '55'}</mod><tpNF>${o.tpNF ?? '1'}</tpNF><finNFe>${o.finNFe ?? '1'}</finNFe></ide>` +
    (o.dest ?? '<dest><CPF>1</CPF><indIEDest>9</indIEDest></dest>') +
    `<det nItem="1"><prod><cProd>P-1</cProd><NCM>${o.ncm ?? '61091000'}</NCM><CFOP>${o.cfop ?? '5102'}</CFOP><qCom>2.0000</qCom><vUnCom>50.00</vUnCom>` +
    `<vProd>${vProd}</vProd><indTot>1</indTot></prod><imposto><ICMS><ICMSSN102><CSOSN>102</CSOSN></ICMSSN102></ICMS></imposto></det>` +
    `<total><ICMSTot><vProd>${o.totProd ?? vProd}</vProd>${o.vICMS ? `<vICMS>${o.vICMS}</vICMS>` : ''}<vDesc>0.00</vDesc><vFrete>0.00</vFrete><vNF>${o.vNF ?? o.totProd ?? vProd}</vNF></ICMSTot></total></infNFe></NFe>`
  );
}
// a tabela oficial de NCM, como na emissão (nfe/nota-sefaz.ts)
const ncmExiste = await carregarNcmOficial();
const validarNFeAntesDoEnvio = (xml: string) => validarCom(xml, ncmExiste);
const codigos = (o?: Opcoes) => validarNFeAntesDoEnvio(nfe(o)).map((e) => `${e.campo}:${e.cStat}`);

describe('validarNFeAntesDoEnvio', () => {
  it('nota coerente: nada a recusar', () => {
    expect(validarNFeAntesDoEnvio(nfe())).toEqual([]);
  });
  it('devolução (finalidade 4) com CFOP 5102: 327 no campo do item, com a mensagem pt-BR', () => {
    expect(validarNFeAntesDoEnvio(nfe({ finNFe: '4' }))).toEqual([
      {
        campo: 'Item[0].cfop',
        cStat: '327',
        mensagem:
          'Item 1 (código P-1): o CFOP 5102 não é de devolução; uma nota de devolução (finalidade 4) exige CFOP de devolução (ex.: 1202, 2202, 5202, 6202).',
      },
    ]);
    expect(codigos({ finNFe: '4', cfop: '5202' })).toEqual([]);
    expect(codigos({ finNFe: '4', tpNF: '0', cfop: '1949', dest: '<dest><CPF>1</CPF><indIEDest>9</indIEDest></dest>' })).toEqual([]);
  });
  it('CFOP de devolução em nota normal (328); CFOP x tpNF (518/519)', () => {
    expect(codigos({ cfop: '5202' })).toEqual(['Item[0].cfop:328']);
    expect(codigos({ tpNF: '0', cfop: '5102' })).toEqual(['Item[0].cfop:519']);
    expect(codigos({ tpNF: '1', cfop: '1102' })).toEqual(['Item[0].cfop:518']);
  });
  it('NCM fora da tabela oficial (778)', () => {
    expect(validarNFeAntesDoEnvio(nfe({ ncm: '61099999' }))[0]).toMatchObject({
      campo: 'Item[0].ncm',
      cStat: '778',
      mensagem: 'Item 1 (código P-1): o NCM 61099999 não existe na Tabela NCM vigente; corrija o NCM do produto.',
    });
  });
  it('totais: 629 item, 564 total dos produtos, 610 total da nota, com os valores em R$', () => {
    expect(codigos({ vProd: '100.05' })).toEqual(['Item[0].valor_produto:629']);
    const r564 = validarNFeAntesDoEnvio(nfe({ totProd: '90.00', vNF: '90.00' }));
    expect(r564.map((e) => e.cStat)).toEqual(['564']);
    expect(r564[0].mensagem).toBe('O total dos produtos (R$ 90,00) difere da soma dos itens (R$ 100,00).');
    expect(codigos({ vNF: '101.00' })).toEqual(['total_nota:610']);
  });
  it('total do ICMS diferente da soma dos itens (532), com os valores em R$', () => {
    const r = validarNFeAntesDoEnvio(nfe({ vICMS: '1.00' }));
    expect(r).toEqual([{ campo: 'total_icms', cStat: '532', mensagem: 'O total do ICMS (R$ 1,00) difere da soma do ICMS dos itens (R$ 0,00).' }]);
  });

  it('NFC-e para contribuinte (789) ou com IE do destinatário (729): campo cliente_id', () => {
    expect(codigos({ mod: '65', dest: '<dest><CNPJ>1</CNPJ><indIEDest>1</indIEDest><IE>1</IE></dest>' })).toEqual(['cliente_id:789']);
    expect(codigos({ mod: '65', dest: '<dest><CNPJ>1</CNPJ><indIEDest>9</indIEDest><IE>1</IE></dest>' })).toEqual(['cliente_id:729']);
    expect(codigos({ mod: '65', dest: '<dest><CPF>1</CPF><indIEDest>9</indIEDest></dest>' })).toEqual([]);
  });
});

describe('erroPrazoCancelamento', () => {
  const h = 3_600_000;
  const agora = new Date('2026-11-28T12:00:00Z');
  const ha = (horas: number) => new Date(agora.getTime() - horas * h);
  it('NF-e: até 7 dias não recusa (24 h a 7 dias a SEFAZ homologa fora de prazo); depois, 501', () => {
    expect(erroPrazoCancelamento('55', ha(30), agora)).toBeUndefined();
    expect(erroPrazoCancelamento('55', ha(169), agora)).toEqual({
      campo: 'justificativa',
      cStat: '501',
      mensagem:
        'A NF-e foi autorizada há mais de 7 dias: o prazo de cancelamento acabou (a SEFAZ rejeitaria com 501). Emita uma nota de entrada (devolução/estorno) em vez de cancelar.',
    });
  });
  it('NFC-e: depois de 24 h, 220', () => {
    expect(erroPrazoCancelamento('65', ha(2), agora)).toBeUndefined();
    expect(erroPrazoCancelamento('65', ha(25), agora)?.mensagem).toMatch(/^A NFC-e foi autorizada há mais de 24 horas: .*220/);
  });
});
