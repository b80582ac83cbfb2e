/**
 * EPEC da NFC-e de SP (NT 2014.003; `e110140NFCe_v1.00.xsd`) e mensagens do `admCscNFCe`: os dados
 * do `detEvento` tirados da NFC-e, o schema escolhido pelo modelo da chave (o da NFC-e não tem
 * vST), a recusa fora de SP, a conferência da conciliação e o pedido/retorno do CSC.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dadosEpecDaNFCe, detalheEpecNFCeXml, divergenciasEpecNFCe, lerRetAdmCsc, pedidoAdmCsc } from '../../../src/fiscal/nfce/index.ts';
import { assinarXml } from '../../../src/fiscal/assinatura/index.ts';
import { carregarCertificadoA1, criarAutoridadeTeste, emitirCertificadoA1Teste } from '../../../src/fiscal/certificado/index.ts';
import { carregarPacoteSchemas, type PacoteSchemas } from '../../../src/fiscal/schema/index.ts';
import { SefazError } from '../../../src/fiscal/sefaz/transporte.ts';
import { conferirNFCeEpec, epecsNFCe } from '../../../src/sefaz-simulator/epec-nfce.ts';
import type { EstadoSimulador } from '../../../src/sefaz-simulator/index.ts';

const CNPJ = '06929383000163';
const chave = (mod: string) => `352611${CNPJ}${mod}001000000026400001030${mod === '65' ? '5' : '1'}`;
const nfce = (uf = 'SP', dest = '') =>
  `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe Id="NFe${chave('65')}" versao="4.00"><ide><cUF>${uf === 'SP' ? '35' : '31'}</cUF><mod>65</mod>` +
  `<dhEmi>2026-11-28T10:00:00-03:00</dhEmi><tpNF>1</tpNF><tpEmis>4</tpEmis><dhCont>2026-11-28T09:59:00-03:00</dhCont><xJust>SEFAZ indisponível: HTTP 503</xJust></ide>` +
  `<emit><CNPJ>${CNPJ}</CNPJ><enderEmit><UF>${uf}</UF></enderEmit><IE>111222333444</IE></emit>${dest}` +
  `<total><ICMSTot><vICMS>1.80</vICMS><vNF>10.00</vNF></ICMSTot></total></infNFe></NFe>`;

let pacote: PacoteSchemas;
beforeAll(async () => {
  pacote = await carregarPacoteSchemas({ diretorio: path.resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02') });
});
afterAll(() => pacote?.dispose());

describe('EPEC da NFC-e', () => {
  it('dados do detEvento: consumidor não identificado vai com a UF do emitente e idEstrangeiro vazio', () => {
    expect(dadosEpecDaNFCe(nfce(), 'ERP 1.0')).toEqual({
      cOrgaoAutor: '35',
      verAplic: 'ERP 1.0',
      dhEmi: '2026-11-28T10:00:00-03:00',
      tpNF: '1',
      IE: '111222333444',
      dest: { UF: 'SP', idEstrangeiro: '' },
      vNF: '10.00',
      vICMS: '1.80',
    });
    expect(dadosEpecDaNFCe(nfce('SP', '<dest><CPF>12345678909</CPF></dest>'), 'ERP 1.0').dest).toEqual({ UF: 'SP', CPF: '12345678909' });
  });

  it('o envEvento valida com o e110140NFCe (chave modelo 65); o mesmo detEvento numa chave 55 não (falta vST)', () => {
    const cert = carregarCertificadoA1(
      emitirCertificadoA1Teste(criarAutoridadeTeste(), { cnpj: CNPJ, razaoSocial: 'EMITENTE TESTE', validadeDias: 30 }),
      '1234',
    );
    const det = detalheEpecNFCeXml(dadosEpecDaNFCe(nfce(), 'ERP 1.0'));
    const lote = (ch: string) => {
      const ev =
        `<evento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><infEvento Id="ID110140${ch}01"><cOrgao>35</cOrgao><tpAmb>2</tpAmb>` +
        `<CNPJ>${CNPJ}</CNPJ><chNFe>${ch}</chNFe><dhEvento>2026-11-28T10:00:05-03:00</dhEvento><tpEvento>110140</tpEvento>` +
        `<nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00">${det}</detEvento></infEvento></evento>`;
      return `<envEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><idLote>1</idLote>${assinarXml(ev, 'infEvento', cert).replace(' xmlns="http://www.portalfiscal.inf.br/nfe"', '')}</envEvento>`;
    };
    expect(pacote.validar(lote(chave('65')), 'envEvento').erros).toEqual([]);
    expect(pacote.validar(lote(chave('55')), 'envEvento').valido).toBe(false);
  });

  it('fora de SP, sem tpEmis 4 ou sem dhCont/xJust: erro de validação antes do envio', () => {
    expect(() => dadosEpecDaNFCe(nfce('MG'), 'ERP')).toThrow(/MG não oferece o EPEC da NFC-e/);
    expect(() => dadosEpecDaNFCe(nfce().replace('<tpEmis>4</tpEmis>', '<tpEmis>9</tpEmis>'), 'ERP')).toThrow(SefazError);
    expect(() => dadosEpecDaNFCe(nfce().replace(/<dhCont>.*<\/xJust>/, ''), 'ERP')).toThrow(/dhCont e xJust/);
  });

  it('conciliação: IE, dhEmi, destinatário, vNF e vICMS', () => {
    const epec = dadosEpecDaNFCe(nfce(), 'ERP');
    expect(divergenciasEpecNFCe(dadosEpecDaNFCe(nfce(), 'outra versão'), epec)).toEqual([]);
    const outra = dadosEpecDaNFCe(nfce().replace('<vNF>10.00</vNF>', '<vNF>11.00</vNF>').replace('10:00:00-03:00', '10:00:01-03:00'), 'ERP');
    expect(divergenciasEpecNFCe(outra, epec)).toEqual(['dhEmi', 'vNF']);
  });
});

describe('conciliação no autorizador do simulador', () => {
  it('tpEmis 4 sem EPEC: 468; com o EPEC igual passa; divergente: 467 com os campos', () => {
    const estado = {} as EstadoSimulador;
    expect(conferirNFCeEpec(estado, chave('65'), nfce())?.cStat).toBe('468');
    epecsNFCe(estado).set(chave('65'), { chave: chave('65'), numero: '', dados: dadosEpecDaNFCe(nfce(), 'ERP'), nProt: '135260000000001', procEventoNFe: '' });
    expect(conferirNFCeEpec(estado, chave('65'), nfce())).toBeUndefined();
    const r = conferirNFCeEpec(estado, chave('65'), nfce().replace('<vICMS>1.80</vICMS>', '<vICMS>0.00</vICMS>'));
    expect(r).toEqual({ cStat: '467', xMotivo: 'Rejeição: Dados da NFC-e divergentes do EPEC [vICMS]' });
  });
});

describe('admCscNFCe', () => {
  it('pedido por operação: raiz do CNPJ, e dadosCsc só na revogação', () => {
    expect(pedidoAdmCsc(2, 1, CNPJ)).toBe(
      '<admCscNFCe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><tpAmb>2</tpAmb><indOp>1</indOp><raizCNPJ>06929383</raizCNPJ></admCscNFCe>',
    );
    expect(pedidoAdmCsc(2, 3, CNPJ, { idCsc: 2, codigoCsc: 'ABC123' })).toContain('<dadosCsc><idCsc>000002</idCsc><codigoCsc>ABC123</codigoCsc></dadosCsc>');
    expect(() => pedidoAdmCsc(2, 3, CNPJ)).toThrow(/CSC .* a revogar/);
    expect(() => pedidoAdmCsc(2, 1, '123')).toThrow(SefazError);
  });

  it('retorno: cStat, xMotivo e os CSC devolvidos', () => {
    const r = lerRetAdmCsc(
      '<retAdmCscNFCe versao="1.00"><tpAmb>2</tpAmb><indOp>1</indOp><cStat>150</cStat><xMotivo>ok</xMotivo>' +
        '<dadosCsc><idCsc>000001</idCsc><codigoCsc>AAAA1111BBBB2222</codigoCsc></dadosCsc><dadosCsc><idCsc>000002</idCsc><codigoCsc>CCCC3333DDDD4444</codigoCsc></dadosCsc></retAdmCscNFCe>',
    );
    expect(r).toEqual({
      cStat: '150',
      xMotivo: 'ok',
      cscs: [
        { idCsc: 1, codigoCsc: 'AAAA1111BBBB2222' },
        { idCsc: 2, codigoCsc: 'CCCC3333DDDD4444' },
      ],
    });
  });
});
