import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { chaveCheckDigit } from '../../../src/domain/chave-acesso.ts';
import { carregarPacoteSchemas, type PacoteSchemas, type ResultadoValidacao } from '../../../src/fiscal/schema/index.ts';
import { cNFValido, formatarDataHoraNFe, gerarChaveNFe, lerNFe, lerNFeProc, montarXmlNFe, ORDEM_INF_NFE, type NFe } from '../../../src/fiscal/nfe/index.ts';

const DADOS = path.resolve(process.cwd(), 'tests/fixtures/dados/nfe');
const DIR_PACOTE = path.resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02');

import { exemploNFe, DH_EMI } from '../../fixtures/nfe-exemplo.ts';

/** Assinatura de mentira (só estrutura), para validar contra o schema `nfe` (que exige ds:Signature). */
function comAssinaturaFicticia(xml: string, chave: string): string {
  const sig =
    '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo>' +
    '<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>' +
    '<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>' +
    `<Reference URI="#NFe${chave}"><Transforms>` +
    '<Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/>' +
    '<Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/></Transforms>' +
    '<DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/><DigestValue>AAAA</DigestValue></Reference>' +
    '</SignedInfo><SignatureValue>AAAA</SignatureValue><KeyInfo><X509Data><X509Certificate>AAAA</X509Certificate>' +
    '</X509Data></KeyInfo></Signature>';
  expect(xml.endsWith('</NFe>')).toBe(true);
  return xml.slice(0, -'</NFe>'.length) + sig + '</NFe>';
}

function descreverErros(r: ResultadoValidacao): string {
  return r.erros.map((e) => `linha ${e.linha}: ${e.mensagem} [${e.original}] ${e.caminho ?? ''}`).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Ordem do XSD, lida do próprio leiaute (independente das listas de xml.ts)
// ---------------------------------------------------------------------------------------------

type No = Record<string, unknown>;
// preserveOrder: a ordem de documento entre xs:element e xs:choice irmãos é o que importa.
const parserXsd = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '' });
const xsd = parserXsd.parse(readFileSync(path.join(DIR_PACOTE, 'leiauteNFe_v4.00.xsd'), 'utf8')) as No[];

function tagDe(n: No): string {
  return Object.keys(n).find((k) => k !== ':@')!;
}

function attr(n: No, nome: string): string | undefined {
  return (n[':@'] as Record<string, string> | undefined)?.[nome];
}

/** Elementos filhos (em ordem de documento) de um nó do XSD, atravessando sequence/choice/complexType. */
function filhosXsd(no: No): No[] {
  const saida: No[] = [];
  const visitar = (lista: No[]) => {
    for (const n of lista) {
      const k = tagDe(n);
      if (k === 'xs:element') saida.push(n);
      else if (['xs:sequence', 'xs:choice', 'xs:complexType'].includes(k)) visitar(n[k] as No[]);
    }
  };
  visitar(no[tagDe(no)] as No[]);
  return saida;
}

/** Ordem dos filhos do elemento no caminho (`infNFe/ide`), a partir de `TNFe`. */
function ordemXsd(caminho: string): string[] {
  const schema = xsd.find((n) => 'xs:schema' in n)!['xs:schema'] as No[];
  let atual = schema.find((n) => tagDe(n) === 'xs:complexType' && attr(n, 'name') === 'TNFe')!;
  for (const nome of caminho.split('/')) {
    atual = filhosXsd(atual).find((e) => attr(e, 'name') === nome)!;
    expect(atual, nome).toBeDefined();
  }
  return filhosXsd(atual).map((e) => attr(e, 'name') ?? String(attr(e, 'ref')));
}

const parserOrdem = new XMLParser({ preserveOrder: true, ignoreAttributes: true, parseTagValue: false });

/** Filhos diretos (nomes) do primeiro elemento no caminho, no XML gerado. */
function ordemNoXml(xml: string, caminho: string): string[] {
  let nos = parserOrdem.parse(xml) as No[];
  for (const nome of caminho.split('/')) {
    const no = nos.find((n) => nome in n);
    expect(no, nome).toBeDefined();
    nos = no![nome] as No[];
  }
  return nos.map((n) => Object.keys(n)[0]!);
}

/** `a` é subsequência de `b` (mesma ordem relativa, elementos repetidos consecutivos permitidos). */
function naOrdem(gerado: string[], xsdOrdem: string[]): boolean {
  let i = 0;
  for (const nome of gerado) {
    const j = xsdOrdem.indexOf(nome, i);
    if (j < 0) return false;
    i = j;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------

let pacote: PacoteSchemas;

beforeAll(async () => {
  pacote = await carregarPacoteSchemas({ diretorio: DIR_PACOTE });
});

afterAll(() => {
  pacote?.dispose();
});

function validar(nfe: NFe): ResultadoValidacao {
  return pacote.validar(comAssinaturaFicticia(montarXmlNFe(nfe), nfe.chave), 'nfe');
}

describe('montarXmlNFe — validade no schema PL_010d (nfe_v4.00.xsd)', () => {
  it('SP, Simples Nacional (CRT 1): CSOSN 102/500, dinheiro + boleto em 2 parcelas, transportadora, volumes', () => {
    const nfe = exemploNFe({ cenario: 'sp-simples' });
    expect(nfe.det.map((d) => d.imposto.ICMS.grupo)).toEqual(['ICMSSN102', 'ICMSSN500', 'ICMSSN102']);
    const r = validar(nfe);
    expect(r.valido, descreverErros(r)).toBe(true);
    expect(r.erros).toEqual([]);
    // coerência dos valores do exemplo
    const somaPag = nfe.pag.detPag.reduce((s, p) => s + Math.round(Number(p.vPag) * 100), 0);
    expect(somaPag).toBe(Math.round(Number(nfe.total.ICMSTot.vNF) * 100));
    const somaDup = nfe.cobr!.dup!.reduce((s, d) => s + Math.round(Number(d.vDup) * 100), 0);
    expect(somaDup).toBe(Math.round(Number(nfe.cobr!.fat!.vLiq) * 100));
  });

  it('MG, regime normal (CRT 3): CST 00 e 10 com ST, IPI, PIS/COFINS, DIFAL para consumidor em SP e IBS/CBS', () => {
    const nfe = exemploNFe({ cenario: 'mg-normal' });
    const [i1, i2] = nfe.det;
    expect(i1!.imposto.ICMS.grupo).toBe('ICMS00');
    expect(i2!.imposto.ICMS.grupo).toBe('ICMS10');
    expect(Number(i2!.imposto.ICMS.vICMSST)).toBeGreaterThan(0);
    expect(i1!.imposto.IPI && 'IPITrib' in i1!.imposto.IPI).toBe(true);
    expect(Number(i1!.imposto.ICMSUFDest!.vICMSUFDest)).toBeGreaterThan(0);
    expect(i1!.imposto.IBSCBS!.gIBSCBS!.gCBS.pCBS).toBe('0.9000');
    expect(i1!.imposto.IBSCBS!.gIBSCBS!.gIBSUF.pIBSUF).toBe('0.1000');
    expect(nfe.total.IBSCBSTot).toBeDefined();
    expect(nfe.dest).toMatchObject({ indIEDest: '9' });
    expect(nfe.ide).toMatchObject({ indFinal: '1', idDest: '2' });

    const xml = montarXmlNFe(nfe);
    expect(xml).toContain('<ICMSUFDest>');
    expect(xml).toContain('<IBSCBS><CST>000</CST><cClassTrib>000001</cClassTrib><gIBSCBS>');
    expect(xml).toContain('<IBSCBSTot><vBCIBSCBS>');
    const r = validar(nfe);
    expect(r.valido, descreverErros(r)).toBe(true);
    expect(r.erros).toEqual([]);
  });

  it('emitente com CNPJ alfanumérico também é válido', () => {
    const nfe = exemploNFe({ cenario: 'sp-simples', cnpj: '12ABC34501DE35' });
    expect(nfe.chave.slice(6, 20)).toBe('12ABC34501DE35');
    const r = validar(nfe);
    expect(r.valido, descreverErros(r)).toBe(true);
  });

  it('NFref de todos os tipos (refNFe, refNF, refNFP com CPF, refCTe, refECF) e item com DI/adi e II: válido e na ordem', () => {
    const nfe = exemploNFe({ cenario: 'mg-normal' });
    const chaveRef = nfe.chave;
    nfe.ide.NFref = [
      { refNFe: chaveRef },
      { refNF: { cUF: '31', AAMM: '2610', CNPJ: '19131243000197', mod: '01', serie: '0', nNF: '15' } },
      { refNFP: { cUF: '35', AAMM: '2610', CPF: '52998224725', IE: 'ISENTO', mod: '04', serie: '1', nNF: '321' } },
      { refCTe: chaveRef },
      { refECF: { mod: '2D', nECF: '1', nCOO: '123456' } },
    ];
    const d = nfe.det[0]!;
    d.prod.DI = [
      {
        nDI: '2612345678',
        dDI: '2026-11-10',
        xLocDesemb: 'Porto de Santos',
        UFDesemb: 'SP',
        dDesemb: '2026-11-12',
        tpViaTransp: '1',
        vAFRMM: '25.50',
        tpIntermedio: '2',
        CNPJ: '19131243000197',
        UFTerceiro: 'MG',
        cExportador: 'EXP-1',
        adi: [{ nAdicao: '1', nSeqAdic: '1', cFabricante: 'FAB-1', vDescDI: '5.00' }],
      },
    ];
    d.imposto.II = { vBC: '100.00', vDespAdu: '0.00', vII: '0.00', vIOF: '0.00' };
    const xml = montarXmlNFe(nfe);
    expect(xml).toContain('<NFref><refNFP><cUF>35</cUF><AAMM>2610</AAMM><CPF>52998224725</CPF><IE>ISENTO</IE><mod>04</mod>');
    expect(xml).toMatch(/<indTot>1<\/indTot><DI><nDI>/);
    expect(xml).toMatch(/<\/IPI><II><vBC>100.00<\/vBC>/);
    const r = validar(nfe);
    expect(r.valido, descreverErros(r)).toBe(true);
  });

  it('o validador acusa elemento fora de ordem (controle: o teste de validade pode falhar)', () => {
    const nfe = exemploNFe({ cenario: 'sp-simples' });
    const xml = comAssinaturaFicticia(montarXmlNFe(nfe), nfe.chave).replace(/(<natOp>[^<]*<\/natOp>)(<mod>55<\/mod>)/, '$2$1');
    const r = pacote.validar(xml, 'nfe');
    expect(r.valido).toBe(false);
    expect(r.erros.length).toBeGreaterThan(0);
  });
});

describe('chave de acesso', () => {
  for (const cnpj of ['11222333000181', '12ABC34501DE35']) {
    it(`Id = NFe + 44 caracteres com DV correto (emitente ${cnpj})`, () => {
      const nfe = exemploNFe({ cenario: 'sp-simples', cnpj });
      const xml = montarXmlNFe(nfe);
      const id = /<infNFe versao="4\.00" Id="NFe([0-9A-Z]+)">/.exec(xml)?.[1];
      expect(id).toBeDefined();
      expect(id).toHaveLength(44);
      expect(id).toBe(nfe.chave);
      expect(String(chaveCheckDigit(id!.slice(0, 43)))).toBe(id!.slice(43));
      expect(id!.slice(0, 6)).toBe('352611');
      expect(id!.slice(6, 20)).toBe(cnpj);
      expect(id!.slice(20, 35)).toBe('550010000012341'); // mod, serie, nNF, tpEmis
      expect(id!.slice(35, 43)).toBe(nfe.ide.cNF);
      expect(nfe.ide.cDV).toBe(id!.slice(43));
    });
  }

  it('gerarChaveNFe: cNF aleatório de 8 dígitos, ≠ nNF, não trivial; AAMM no fuso de Brasília', () => {
    const vistos = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const k = gerarChaveNFe({
        cUF: 35,
        dhEmi: new Date('2026-03-01T01:00:00Z'),
        cnpjCpf: '11.222.333/0001-81',
        mod: 55,
        serie: 1,
        nNF: 7,
        tpEmis: 1,
      });
      expect(k.chave).toHaveLength(44);
      expect(k.chave.slice(2, 6)).toBe('2602'); // 28/02 22h em -03:00
      expect(k.cNF).toMatch(/^\d{8}$/);
      expect(k.cNF).not.toBe('00000007');
      expect(k.chave.slice(35, 43)).toBe(k.cNF);
      expect(k.cDV).toBe(String(chaveCheckDigit(k.chave.slice(0, 43))));
      vistos.add(k.cNF);
    }
    expect(vistos.size).toBeGreaterThan(190);
  });

  it('gerarChaveNFe recusa cNF igual ao nNF ou trivial; aceita um cNF válido informado', () => {
    const base = { cUF: '31', dhEmi: DH_EMI, cnpjCpf: '19131243000197', mod: '55', serie: '2', nNF: 12345678, tpEmis: '1' };
    expect(() => gerarChaveNFe({ ...base, cNF: '12345678' })).toThrow(/cNF/);
    expect(() => gerarChaveNFe({ ...base, nNF: 1, cNF: '00000001' })).toThrow(/cNF/);
    expect(() => gerarChaveNFe({ ...base, cNF: '11111111' })).toThrow(/cNF/);
    expect(() => gerarChaveNFe({ ...base, cNF: '123' })).toThrow(/cNF/);
    expect(cNFValido('00001030', 26)).toBe(true);
    const k = gerarChaveNFe({ ...base, cNF: '40302010' });
    expect(k.cNF).toBe('40302010');
    expect(k.chave).toBe(`3126111913124300019755002012345678140302010${k.cDV}`);
  });

  it('montarXmlNFe recusa chave que diverge do ide', () => {
    const nfe = exemploNFe({ cenario: 'sp-simples' });
    expect(() => montarXmlNFe({ ...nfe, ide: { ...nfe.ide, nNF: '999' } })).toThrow(/nNF diverge/);
    expect(() => montarXmlNFe({ ...nfe, chave: nfe.chave.slice(0, 43) })).toThrow(/chave de acesso inválida/);
  });

  it('formatarDataHoraNFe: AAAA-MM-DDThh:mm:ss-03:00', () => {
    expect(formatarDataHoraNFe(new Date('2026-11-21T12:34:56.789Z'))).toBe('2026-11-21T09:34:56-03:00');
    expect(formatarDataHoraNFe(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31T23:00:00-03:00');
    expect(formatarDataHoraNFe(new Date('2026-01-01T02:00:00Z'), '-04:00')).toBe('2025-12-31T22:00:00-04:00');
  });
});

describe('forma do XML', () => {
  const nfe = exemploNFe({ cenario: 'sp-simples' });
  const nfeMg = exemploNFe({ cenario: 'mg-normal' });
  const xml = montarXmlNFe(nfe);
  const xmlMg = montarXmlNFe(nfeMg);

  it('raiz NFe com namespace, infNFe versao/Id, sem declaração nem espaços entre tags', () => {
    expect(xml.startsWith(`<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe versao="4.00" Id="NFe${nfe.chave}"><ide><cUF>35</cUF>`)).toBe(true);
    expect(xml.endsWith('</infRespTec></infNFe></NFe>')).toBe(true);
    for (const x of [xml, xmlMg]) {
      expect(x).not.toMatch(/^<\?xml/);
      expect(x).not.toMatch(/>\s+</);
      expect(x).not.toMatch(/[\r\n\t]/);
      expect(x).not.toMatch(/<(\w+)><\/\1>/); // nenhum elemento vazio
      expect(x).not.toMatch(/undefined|null|NaN/);
    }
    expect(xml).toContain('<dhEmi>2026-11-20T11:30:00-03:00</dhEmi>');
  });

  it('filhos de infNFe (e de ide, emit, dest, prod, imposto, ICMSTot, transp, pag) na ordem do XSD', () => {
    const ordemInf = ordemXsd('infNFe');
    expect(naOrdem([...ORDEM_INF_NFE], ordemInf)).toBe(true);
    const gerado = ordemNoXml(xml, 'NFe/infNFe');
    expect(gerado).toEqual(['ide', 'emit', 'dest', 'autXML', 'det', 'det', 'det', 'total', 'transp', 'cobr', 'pag', 'infAdic', 'infRespTec']);
    expect(naOrdem(gerado, ordemInf)).toBe(true);
    for (const [x, caminho] of [
      [xml, 'infNFe/ide'],
      [xml, 'infNFe/emit'],
      [xml, 'infNFe/dest'],
      [xml, 'infNFe/det/prod'],
      [xmlMg, 'infNFe/det/imposto'],
      [xmlMg, 'infNFe/total/ICMSTot'],
      [xml, 'infNFe/transp'],
      [xml, 'infNFe/pag/detPag'],
      [xmlMg, 'infNFe/dest'],
    ] as const) {
      const g = ordemNoXml(x, `NFe/${caminho}`);
      expect(g.length, caminho).toBeGreaterThan(0);
      expect(naOrdem(g, ordemXsd(caminho)), `${caminho}: ${g.join(',')}`).toBe(true);
    }
    // o controle: uma ordem trocada é detectada
    expect(naOrdem(['emit', 'ide'], ordemInf)).toBe(false);
  });

  it('escapa texto (& < > " \') e o leitor devolve o texto original', () => {
    expect(xml).toContain('<xNome>Comércio &amp; Filhos Ltda</xNome>');
    expect(xml).toContain('<xProd>Notebook 14&quot; Core i5 &lt;Promo&gt;</xProd>');
    expect(xml).toContain('d&apos;água');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const lido = lerNFe(xml);
    expect(lido.dest?.xNome).toBe('Comércio & Filhos Ltda');
    expect(lido.det[0]!.prod.xProd).toBe('Notebook 14" Core i5 <Promo>');
    expect(lido.transp.transporta?.xNome).toBe('Transportes Rápido & Cia');
  });

  it('omite opcionais vazios e recusa campos desconhecidos ou não textuais', () => {
    const semOpc = { ...nfe, emit: { ...nfe.emit, xFant: '', IEST: undefined }, infAdic: undefined, cobr: { dup: [] } };
    const x = montarXmlNFe(semOpc);
    expect(x).not.toContain('<xFant>');
    expect(x).not.toContain('<IEST>');
    expect(x).not.toContain('<infAdic>');
    expect(x).not.toContain('<cobr>');
    expect(() => montarXmlNFe({ ...nfe, emit: { ...nfe.emit, xApelido: 'x' } as NFe['emit'] })).toThrow(/emit\/xApelido/);
    expect(() => montarXmlNFe({ ...nfe, pag: { detPag: [{ tPag: '01', vPag: 10 as unknown as string }] } })).toThrow(/vPag deve ser texto/);
  });
});

describe('lerNFe / lerNFeProc', () => {
  it('ida e volta: montar -> ler devolve o mesmo objeto (SP e MG)', () => {
    for (const cenario of ['sp-simples', 'mg-normal'] as const) {
      const nfe = exemploNFe({ cenario });
      const limpo = JSON.parse(JSON.stringify(nfe)) as NFe; // sem chaves undefined
      expect(lerNFe(montarXmlNFe(nfe))).toEqual(limpo);
      // também com a assinatura (ignorada pela leitura)
      expect(lerNFe(comAssinaturaFicticia(montarXmlNFe(nfe), nfe.chave))).toEqual(limpo);
    }
  });

  it('listas com um só elemento continuam arrays e números continuam texto', () => {
    const nfe = exemploNFe({ cenario: 'mg-normal' });
    const um = { ...nfe, det: [nfe.det[0]!], total: nfe.total };
    const lido = lerNFe(montarXmlNFe({ ...um, pag: { detPag: [{ tPag: '17', vPag: '0010.50' as string }] } }));
    expect(Array.isArray(lido.det)).toBe(true);
    expect(Array.isArray(lido.pag.detPag)).toBe(true);
    expect(Array.isArray(lido.transp.vol)).toBe(true);
    expect(Array.isArray(lido.autXML)).toBe(true);
    expect(lido.pag.detPag[0]!.vPag).toBe('0010.50');
    expect(lido.det[0]!.prod.qCom).toBe('1.0000');
  });

  it('lê a nfeProc oficial de 2018 (amostra 06): chave, emitente, itens, vNF e protocolo', () => {
    const arq = readdirSync(path.join(DADOS, 'samples')).find((f) => f.startsWith('06-'))!;
    const proc = lerNFeProc(readFileSync(path.join(DADOS, 'samples', arq)));
    expect(proc.versao).toBe('4.00');
    expect(proc.nfe.chave).toBe('43180906929383000163550010000000261000010301');
    expect(proc.nfe.emit.CNPJ).toBe('06929383000163');
    expect(proc.nfe.det).toHaveLength(1);
    expect(proc.nfe.det[0]!.nItem).toBe('1');
    expect(proc.nfe.det[0]!.prod.qCom).toBe('10.0000');
    expect(proc.nfe.det[0]!.imposto.ICMS.grupo).toBe('ICMSSN202');
    expect(proc.nfe.ide.serie).toBe('1');
    expect(proc.nfe.ide.cNF).toBe('00001030');
    expect(proc.nfe.total.ICMSTot.vNF).toBe('500.00');
    expect(proc.protNFe).toMatchObject({
      chNFe: '43180906929383000163550010000000261000010301',
      nProt: '143180006932433',
      dhRecbto: '2018-09-25T16:21:05-03:00',
      cStat: '100',
      xMotivo: 'Autorizado o uso da NF-e',
    });
    expect(proc.protNFe.chNFe).toBe(proc.nfe.chave);
  });

  it('lê uma NFC-e (amostra 03, modelo 65) com infNFeSupl', () => {
    const arq = readdirSync(path.join(DADOS, 'samples')).find((f) => f.startsWith('03-'))!;
    const nfce = lerNFe(readFileSync(path.join(DADOS, 'samples', arq), 'utf8'));
    expect(nfce.chave).toBe('29181033657677000156650010001654399001654399');
    expect(nfce.ide.mod).toBe('65');
    expect(nfce.det).toHaveLength(2);
    expect(nfce.det.map((d) => d.nItem)).toEqual(['1', '2']);
    expect(nfce.infNFeSupl?.qrCode).toMatch(/\?p=29181033657677000156650010001654399001654399\|2\|2\|01\|150\.00\|/);
    expect(nfce.infNFeSupl?.urlChave).toBe('http://hinternet.sefaz.ba.gov.br/nfce/consulta');
  });

  it('recusa XML sem NFe/nfeProc', () => {
    expect(() => lerNFe('<outra/>')).toThrow(/NFe/);
    expect(() => lerNFeProc('<NFe/>')).toThrow(/nfeProc/);
  });
});
