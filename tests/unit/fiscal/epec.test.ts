/**
 * EPEC da NF-e (evento 110140; NT 2013.004): os dados do `detEvento` tirados da NF-e, o XML na
 * ordem e no schema oficial (`envEvento` + `e110140_v1.00.xsd`), as regras do autorizador do
 * simulador (468/467), a expressão no DANFE e os rótulos da tela.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORGAO_AN, MARCA_DANFE_EPEC, dadosEpecDaNFe, detalheEpecXml } from '../../../src/fiscal/sefaz/epec.ts';
import { conferirNFeEpec, numeroDaChave, type EpecRegistrado } from '../../../src/sefaz-simulator/epec.ts';
import { conferirContingencia, novoEstadoContingencia } from '../../../src/sefaz-simulator/contingencia.ts';
import { gerarDanfe } from '../../../src/fiscal/danfe/index.ts';
import { assinarXml } from '../../../src/fiscal/assinatura/index.ts';
import { carregarCertificadoA1, criarAutoridadeTeste, emitirCertificadoA1Teste } from '../../../src/fiscal/certificado/index.ts';
import { carregarPacoteSchemas, type PacoteSchemas } from '../../../src/fiscal/schema/index.ts';
import { danfeFiscal, situacaoInfo, somenteLeitura } from '../../../src/web/pages/nfe/fiscal.ts';
import { SefazError } from '../../../src/fiscal/sefaz/transporte.ts';

const DADOS = path.resolve(process.cwd(), 'tests/fixtures/dados/nfe');
const AMOSTRA = readFileSync(path.join(DADOS, 'samples/06-nfeProc-mod55-RS-2018-spednfe.xml'), 'utf8');
/** A amostra oficial como se emitida em EPEC (tpEmis 4; a chave não é recalculada: só os dados contam aqui). */
const NFE_EPEC = AMOSTRA.replace('<tpEmis>1</tpEmis>', '<tpEmis>4</tpEmis>');
const CHAVE = '43180906929383000163550010000000261000010301';

let pacote: PacoteSchemas;
beforeAll(async () => {
  pacote = await carregarPacoteSchemas({ diretorio: path.resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02') });
});
afterAll(() => pacote?.dispose());

describe('dados do EPEC a partir da NF-e', () => {
  it('ide, IE do emitente, destinatário e totais exatamente como na NF-e', () => {
    expect(dadosEpecDaNFe(NFE_EPEC, 'ERP Fiscal 1.0')).toEqual({
      cOrgaoAutor: '43',
      verAplic: 'ERP Fiscal 1.0',
      dhEmi: '2018-09-25T00:00:00-03:00',
      tpNF: '1',
      IE: '0018000762',
      dest: { UF: 'SP', CNPJ: '58716523000119', IE: '112006603110', vNF: '500.00', vICMS: '0.00', vST: '0.00' },
    });
  });

  it('recusa NF-e sem tpEmis 4, NFC-e e emitente sem IE numérica (mensagens em pt-BR)', () => {
    expect(() => dadosEpecDaNFe(AMOSTRA, 'x')).toThrow(/tpEmis 4/);
    expect(() => dadosEpecDaNFe(NFE_EPEC.replace('<mod>55</mod>', '<mod>65</mod>'), 'x')).toThrow(/modelo 55/);
    expect(() => dadosEpecDaNFe(NFE_EPEC.replace('<IE>0018000762</IE>', '<IE>ISENTO</IE>'), 'x')).toThrow(SefazError);
  });

  it('destinatário estrangeiro: UF EX e idEstrangeiro', () => {
    const ex = NFE_EPEC.replace('<CNPJ>58716523000119</CNPJ>', '<idEstrangeiro>AB12345</idEstrangeiro>').replace('<UF>SP</UF>', '<UF>EX</UF>');
    const d = dadosEpecDaNFe(ex, 'x');
    expect(d.dest).toMatchObject({ UF: 'EX', idEstrangeiro: 'AB12345' });
    expect(d.dest.CNPJ).toBeUndefined();
    expect(detalheEpecXml(d)).toContain('<dest><UF>EX</UF><idEstrangeiro>AB12345</idEstrangeiro><IE>112006603110</IE><vNF>');
  });
});

describe('XML do evento no schema oficial', () => {
  const lote = (detalhe: string, cert: Parameters<typeof assinarXml>[2]) => {
    const evento =
      `<evento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><infEvento Id="ID110140${CHAVE}01"><cOrgao>${CORGAO_AN}</cOrgao><tpAmb>2</tpAmb>` +
      `<CNPJ>06929383000163</CNPJ><chNFe>${CHAVE}</chNFe><dhEvento>2018-09-25T10:00:00-03:00</dhEvento><tpEvento>110140</tpEvento>` +
      `<nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00">${detalhe}</detEvento></infEvento></evento>`;
    const assinado = assinarXml(evento, 'infEvento', cert);
    return `<envEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><idLote>1</idLote>${assinado.replace(' xmlns="http://www.portalfiscal.inf.br/nfe"', '')}</envEvento>`;
  };

  it('envEvento com o detEvento do EPEC valida; detEvento fora do leiaute não', () => {
    const ca = criarAutoridadeTeste();
    const cert = carregarCertificadoA1(emitirCertificadoA1Teste(ca, { cnpj: '06929383000163', razaoSocial: 'EMITENTE TESTE', validadeDias: 30 }), '1234');
    const det = detalheEpecXml(dadosEpecDaNFe(NFE_EPEC, 'ERP Fiscal 1.0'));
    expect(det).toBe(
      '<descEvento>EPEC</descEvento><cOrgaoAutor>43</cOrgaoAutor><tpAutor>1</tpAutor><verAplic>ERP Fiscal 1.0</verAplic>' +
        '<dhEmi>2018-09-25T00:00:00-03:00</dhEmi><tpNF>1</tpNF><IE>0018000762</IE><dest><UF>SP</UF><CNPJ>58716523000119</CNPJ>' +
        '<IE>112006603110</IE><vNF>500.00</vNF><vICMS>0.00</vICMS><vST>0.00</vST></dest>',
    );
    expect(pacote.validar(lote(det, cert), 'envEvento').erros).toEqual([]);
    // tpAutor 2 is not allowed by e110140_v1.00.xsd: the specific schema is really applied
    const r = pacote.validar(lote(det.replace('<tpAutor>1</tpAutor>', '<tpAutor>2</tpAutor>'), cert), 'envEvento');
    expect(r.valido).toBe(false);
    expect(r.erros[0].mensagem).toContain('tpAutor');
  });
});

describe('simulador: NF-e tpEmis 4 no autorizador normal', () => {
  const registrado = (alterar: (d: ReturnType<typeof dadosEpecDaNFe>) => void = () => undefined): Map<string, EpecRegistrado> => {
    const dados = dadosEpecDaNFe(NFE_EPEC, 'x');
    alterar(dados);
    return new Map([[CHAVE, { chave: CHAVE, numero: numeroDaChave(CHAVE), dados, nProt: '891180000000001', dhRegEvento: '', procEventoNFe: '' }]]);
  };

  it('468 sem EPEC; 467 com o campo divergente; igual: segue', () => {
    expect(conferirNFeEpec(new Map(), CHAVE, NFE_EPEC)?.cStat).toBe('468');
    expect(conferirNFeEpec(registrado(), CHAVE, NFE_EPEC)).toBeUndefined();
    expect(
      conferirNFeEpec(
        registrado((d) => (d.dest.vICMS = '1.00')),
        CHAVE,
        NFE_EPEC,
      ),
    ).toEqual({
      cStat: '467',
      xMotivo: 'Rejeição: Dados da NF-e divergentes do EPEC [vICMS]',
    });
    expect(
      conferirNFeEpec(
        registrado((d) => (d.dest.CNPJ = '11222333000181')),
        CHAVE,
        NFE_EPEC,
      )?.xMotivo,
    ).toContain('documento do destinatário');
    expect(
      conferirNFeEpec(
        registrado((d) => (d.dest.UF = 'RJ')),
        CHAVE,
        NFE_EPEC,
      )?.xMotivo,
    ).toContain('UF do destinatário');
    expect(numeroDaChave(CHAVE)).toBe('06929383000163|55|1|26');
  });

  it('conferirContingencia: tpEmis 4 exige justificativa (557) e passa pelo EPEC; na SVC, 713', () => {
    const estado = novoEstadoContingencia();
    const ide = (x: string) => /<ide>[\s\S]*<\/ide>/.exec(x)![0];
    const agora = new Date('2018-09-25T12:00:00-03:00');
    expect(conferirContingencia(estado, 'SVRS', ide(NFE_EPEC), agora, 0, NFE_EPEC)?.cStat).toBe('557');
    const comJust = NFE_EPEC.replace(
      '<indPres>1</indPres>',
      '<indPres>1</indPres><dhCont>2018-09-25T08:00:00-03:00</dhCont><xJust>Autorizador fora do ar desde cedo</xJust>',
    );
    expect(conferirContingencia(estado, 'SVRS', ide(comJust), agora, 0, comJust)?.cStat).toBe('468');
    estado.epec = registrado();
    expect(conferirContingencia(estado, 'SVRS', ide(comJust), agora, 0, comJust)).toBeUndefined();
    expect(conferirContingencia(estado, 'SVCAN', ide(comJust), agora, 0, comJust)?.cStat).toBe('713');
  });
});

describe('DANFE e tela', () => {
  it('DANFE da NF-e em EPEC traz a expressão e o protocolo do EPEC', async () => {
    const semProt = NFE_EPEC.replace(/<protNFe[\s\S]*<\/protNFe>/, '');
    const pdf = await gerarDanfe(semProt, { compress: false, epec: { nProt: '891180000000001', dhRegEvento: '2018-09-25T10:00:00-03:00' } });
    const texto = pdf
      .toString('latin1')
      .match(/<([0-9a-fA-F]*)>\s*Tj|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)!
      .map((m) => [...m.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(texto).toContain(MARCA_DANFE_EPEC);
    expect(texto).toContain('Protocolo do EPEC: 891180000000001 - 25/09/2018 10:00:00');
  });

  it('situação epec: rótulo, somente leitura e DANFE fiscal (não a prévia)', () => {
    expect(situacaoInfo('epec')).toEqual({ rotulo: 'EPEC registrado, aguardando transmissão', cor: 'warning' });
    expect(somenteLeitura('epec')).toBe(true);
    expect(danfeFiscal('epec')).toBe(true);
    expect(danfeFiscal('autorizada')).toBe(true);
    expect(danfeFiscal('rejeitada')).toBe(false);
  });
});
