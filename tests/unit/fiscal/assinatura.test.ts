import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { carregarCertificadoA1, criarAutoridadeTeste, emitirCertificadoA1Teste, type CertificadoA1 } from '../../../src/fiscal/certificado/index.ts';
import { assinarXml, AssinaturaError, verificarAssinatura, type TagAssinavel } from '../../../src/fiscal/assinatura/index.ts';

const CERTS = path.resolve(process.cwd(), 'tests/fixtures/dados/certs');
const XMLSEC = process.env.XMLSEC1 ?? '/usr/bin/xmlsec1';
const NS_NFE = 'http://www.portalfiscal.inf.br/nfe';
const CHAVE = '35260111222333000181550010000000011000000019';

const NFE = `<?xml version="1.0" encoding="UTF-8"?><NFe xmlns="${NS_NFE}"><infNFe versao="4.00" Id="NFe${CHAVE}"><ide><cUF>35</cUF><cNF>00000001</cNF><natOp>VENDA DE MERCADORIA &amp; SERVIÇO</natOp><mod>55</mod><serie>1</serie><nNF>1</nNF></ide><emit><CNPJ>11222333000181</CNPJ><xNome>EMPRESA AÇÃO LTDA</xNome></emit><total><ICMSTot><vNF>100.00</vNF></ICMSTot></total></infNFe></NFe>`;

const EVENTO = `<evento xmlns="${NS_NFE}" versao="1.00"><infEvento Id="ID110111${CHAVE}01"><cOrgao>35</cOrgao><tpAmb>2</tpAmb><CNPJ>11222333000181</CNPJ><chNFe>${CHAVE}</chNFe><dhEvento>2026-01-10T10:00:00-03:00</dhEvento><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00"><descEvento>Cancelamento</descEvento><nProt>135260000000001</nProt><xJust>Erro na digitacao dos dados do cliente</xJust></detEvento></infEvento></evento>`;

const INUT = `<inutNFe xmlns="${NS_NFE}" versao="4.00"><infInut Id="ID35261122233300018155001000000010000000020"><tpAmb>2</tpAmb><xServ>INUTILIZAR</xServ><cUF>35</cUF><ano>26</ano><CNPJ>11222333000181</CNPJ><mod>55</mod><serie>1</serie><nNFIni>10</nNFIni><nNFFin>20</nNFFin><xJust>Falha no sistema de numeracao</xJust></infInut></inutNFe>`;

let dir: string;
let legado: CertificadoA1;
let gerado: CertificadoA1;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'assinatura-'));
  legado = carregarCertificadoA1(readFileSync(path.join(CERTS, 'test_certificate.pfx')), 'nfephp');
  const ca = criarAutoridadeTeste();
  gerado = carregarCertificadoA1(emitirCertificadoA1Teste(ca, { cnpj: '11222333000181', razaoSocial: 'Empresa Ação Ltda', validadeDias: 30, senha: 's' }), 's');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

let contador = 0;
/** Verificação independente com o xmlsec1 (libxml2 + OpenSSL). */
function xmlsec(xml: string, certPem: string, tag: TagAssinavel): { status: number | null; saida: string } {
  const n = ++contador;
  const arqXml = path.join(dir, `doc-${n}.xml`);
  const arqCert = path.join(dir, `cert-${n}.pem`);
  writeFileSync(arqXml, xml, 'utf8');
  writeFileSync(arqCert, certPem);
  const r = spawnSync(XMLSEC, ['--verify', '--pubkey-cert-pem', arqCert, '--id-attr:Id', tag, arqXml], { encoding: 'utf8' });
  if (r.error) throw r.error; // xmlsec1 ausente: o teste falha (a CI instala o pacote)
  return { status: r.status, saida: `${r.stdout}\n${r.stderr}` };
}

/** Troca um único caractere do conteúdo assinado. */
function adulterar(xml: string, de: string, para: string): string {
  expect(xml).toContain(de);
  const r = xml.replace(de, para);
  expect(r).not.toBe(xml);
  return r;
}

const semAssinatura = (xml: string) => xml.replace(/<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">[\s\S]*?<\/Signature>/, '');

describe('assinarXml — NF-e', () => {
  it.each([
    ['certificado legado (test_certificate.pfx)', () => legado],
    ['A1 gerado pela AC de teste', () => gerado],
  ])('assina com %s: confere no verificador e no xmlsec1; adulterada falha nos dois', (_nome, cert) => {
    const c = cert();
    const assinado = assinarXml(NFE, 'infNFe', c);

    const nosso = verificarAssinatura(assinado);
    expect(nosso).toMatchObject({ valida: true, assinaturas: 1 });
    expect(nosso.motivo).toBeUndefined();
    expect(new X509Certificate(nosso.certificadoPem!).fingerprint256).toBe(new X509Certificate(c.certificadoPem).fingerprint256);

    const ext = xmlsec(assinado, c.certificadoPem, 'infNFe');
    expect(ext.status, ext.saida).toBe(0);
    expect(ext.saida).toMatch(/^OK$/m);

    const adulterado = adulterar(assinado, '<vNF>100.00</vNF>', '<vNF>900.00</vNF>');
    const r = verificarAssinatura(adulterado);
    expect(r.valida).toBe(false);
    expect(r.motivo).toBe('DigestValue não confere: o conteúdo assinado foi alterado');
    const extAdulterado = xmlsec(adulterado, c.certificadoPem, 'infNFe');
    expect(extAdulterado.status).not.toBe(0);
    expect(extAdulterado.saida).toMatch(/FAIL/);
  });

  it('segue o leiaute do MOC 7.0: Signature como último filho de NFe, algoritmos, Reference e X509Certificate', () => {
    const assinado = assinarXml(NFE, 'infNFe', gerado);
    // nada do original muda: a assinatura é só inserida antes de </NFe>
    expect(semAssinatura(assinado)).toBe(NFE);
    expect(assinado.startsWith(NFE.slice(0, NFE.indexOf('</NFe>')))).toBe(true);
    expect(assinado).toMatch(/<\/infNFe><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#"><SignedInfo>[\s\S]*<\/Signature><\/NFe>$/);
    expect(assinado).toContain('<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>');
    expect(assinado).toContain('<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>');
    expect(assinado).toContain(
      `<Reference URI="#NFe${CHAVE}"><Transforms><Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/><Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/></Transforms><DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/><DigestValue>`,
    );
    const b64 = /<KeyInfo><X509Data><X509Certificate>([^<]*)<\/X509Certificate><\/X509Data><\/KeyInfo>/.exec(assinado)?.[1];
    expect(b64).toBe(new X509Certificate(gerado.certificadoPem).raw.toString('base64'));
    expect(b64).not.toMatch(/\s/);
    expect(/<SignatureValue>([^<]*)<\/SignatureValue>/.exec(assinado)?.[1]).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect((assinado.match(/<Signature /g) ?? []).length).toBe(1);
  });

  it('preserva indentação, quebras de linha e declaração do XML original (sem reformatar)', () => {
    const formatado = `<?xml version="1.0" encoding="UTF-8"?>\n<NFe xmlns="${NS_NFE}">\n  <infNFe versao="4.00" Id="NFe${CHAVE}">\n    <ide>\n      <cUF>35</cUF>\n    </ide>\n  </infNFe>\n</NFe>\n`;
    const assinado = assinarXml(formatado, 'infNFe', legado);
    expect(semAssinatura(assinado)).toBe(formatado);
    expect(assinado).toContain('  </infNFe>\n<Signature ');
    expect(verificarAssinatura(assinado).valida).toBe(true);
    expect(xmlsec(assinado, legado.certificadoPem, 'infNFe').status).toBe(0);
    // mexer só em espaço dentro do elemento assinado também invalida
    const r = verificarAssinatura(adulterar(assinado, '      <cUF>', '     <cUF>'));
    expect(r.valida).toBe(false);
  });

  it('NFC-e: a Signature vai depois de infNFeSupl (último filho de NFe)', () => {
    const nfce = NFE.replace(
      '</infNFe></NFe>',
      '</infNFe><infNFeSupl><qrCode><![CDATA[https://exemplo/qr?p=1&x=2]]></qrCode><urlChave>https://exemplo</urlChave></infNFeSupl></NFe>',
    );
    const assinado = assinarXml(nfce, 'infNFe', gerado);
    expect(assinado).toMatch(/<\/infNFeSupl><Signature [\s\S]*<\/Signature><\/NFe>$/);
    expect(verificarAssinatura(assinado).valida).toBe(true);
    expect(xmlsec(assinado, gerado.certificadoPem, 'infNFe').status).toBe(0);
  });

  it('SignatureValue adulterado falha (assinatura não confere com o certificado)', () => {
    const assinado = assinarXml(NFE, 'infNFe', gerado);
    const valor = /<SignatureValue>([^<]*)<\/SignatureValue>/.exec(assinado)![1];
    const trocado = valor[10] === 'A' ? 'B' : 'A';
    const adulterado = assinado.replace(valor, valor.slice(0, 10) + trocado + valor.slice(11));
    const r = verificarAssinatura(adulterado);
    expect(r).toMatchObject({ valida: false, motivo: 'SignatureValue inválido: a assinatura não confere com o certificado' });
    expect(xmlsec(adulterado, gerado.certificadoPem, 'infNFe').status).not.toBe(0);
  });

  it('transform ou algoritmo fora do padrão do MOC é recusado (e aceito com exigirPadraoNFe: false)', () => {
    const assinado = assinarXml(NFE, 'infNFe', gerado);
    const exc = assinado.replace(
      '<Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>',
      '<Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>',
    );
    expect(exc).not.toBe(assinado);
    expect(verificarAssinatura(exc)).toMatchObject({ valida: false, motivo: expect.stringMatching(/^Transforms fora do padrão/) });
    // o SignedInfo mudou, então mesmo sem a regra do MOC a assinatura não confere
    expect(verificarAssinatura(exc, { exigirPadraoNFe: false }).valida).toBe(false);
    const sha256 = assinado.replace('xmldsig#rsa-sha1', 'xmldsig-more#rsa-sha256');
    expect(verificarAssinatura(sha256).motivo).toMatch(/^Algoritmo de assinatura não suportado/);
  });

  it('certificado embutido trocado por outro falha', () => {
    const assinado = assinarXml(NFE, 'infNFe', gerado);
    const outro = new X509Certificate(legado.certificadoPem).raw.toString('base64');
    const trocado = assinado.replace(/<X509Certificate>[^<]*<\/X509Certificate>/, `<X509Certificate>${outro}</X509Certificate>`);
    expect(verificarAssinatura(trocado).valida).toBe(false);
  });
});

describe('assinarXml — evento e inutilização', () => {
  it.each([
    ['infEvento', EVENTO, '</infEvento><Signature ', '</evento>', '<nSeqEvento>1<', '<nSeqEvento>2<'],
    ['infInut', INUT, '</infInut><Signature ', '</inutNFe>', '<nNFFin>20<', '<nNFFin>21<'],
  ] as const)('%s: assina, confere nos dois verificadores, e a adulteração falha', (tag, xml, posicao, fimRaiz, de, para) => {
    const assinado = assinarXml(xml, tag, gerado);
    expect(assinado).toContain(posicao);
    expect(assinado.endsWith(`</Signature>${fimRaiz}`)).toBe(true);
    expect(semAssinatura(assinado)).toBe(xml);
    expect(verificarAssinatura(assinado).valida).toBe(true);
    const ext = xmlsec(assinado, gerado.certificadoPem, tag);
    expect(ext.status, ext.saida).toBe(0);
    expect(ext.saida).toMatch(/^OK$/m);

    const adulterado = adulterar(assinado, de, para);
    expect(verificarAssinatura(adulterado).valida).toBe(false);
    expect(xmlsec(adulterado, gerado.certificadoPem, tag).status).not.toBe(0);
  });

  it('evento dentro de envEvento: assina o evento e a Signature fica em <evento>', () => {
    const env = `<envEvento xmlns="${NS_NFE}" versao="1.00"><idLote>1</idLote>${EVENTO}</envEvento>`;
    const assinado = assinarXml(env, 'infEvento', legado);
    expect(assinado).toMatch(/<\/infEvento><Signature [\s\S]*<\/Signature><\/evento><\/envEvento>$/);
    expect(verificarAssinatura(assinado).valida).toBe(true);
    expect(xmlsec(assinado, legado.certificadoPem, 'infEvento').status).toBe(0);
  });
});

describe('assinarXml — erros', () => {
  const erro = (fn: () => unknown): string => {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(AssinaturaError);
      return (e as Error).message;
    }
    throw new Error('esperava AssinaturaError');
  };

  it('recusa documento sem o elemento, sem Id, malformado, já assinado ou com dois elementos', () => {
    expect(erro(() => assinarXml(EVENTO, 'infNFe', gerado))).toBe('Elemento infNFe não encontrado no XML');
    expect(erro(() => assinarXml(NFE.replace(` Id="NFe${CHAVE}"`, ''), 'infNFe', gerado))).toBe('Elemento infNFe sem atributo Id');
    expect(erro(() => assinarXml(NFE.replace('</ide>', ''), 'infNFe', gerado))).toMatch(/^XML malformado/);
    expect(erro(() => assinarXml(assinarXml(NFE, 'infNFe', gerado), 'infNFe', gerado))).toBe('O documento já está assinado');
    const dois = `<enviNFe xmlns="${NS_NFE}">${NFE.replace(/^<\?xml[^>]*\?>/, '')}${NFE.replace(/^<\?xml[^>]*\?>/, '').replace(CHAVE, CHAVE.slice(0, -1) + '8')}</enviNFe>`;
    expect(erro(() => assinarXml(dois, 'infNFe', gerado))).toMatch(/^O XML contém 2 elementos infNFe/);
    expect(erro(() => assinarXml(`<infNFe Id="NFe${CHAVE}"/>`, 'infNFe', gerado))).toMatch(/precisa estar dentro de um elemento pai/);
  });
});

describe('verificarAssinatura — casos negativos', () => {
  it('documento sem assinatura', () => {
    expect(verificarAssinatura(NFE)).toEqual({ valida: false, motivo: 'Documento não assinado (elemento Signature não encontrado)', assinaturas: 0 });
  });

  it('assinatura cuja Reference aponta para elemento que não é irmão dela (signature wrapping)', () => {
    const assinado = assinarXml(NFE, 'infNFe', gerado);
    const assinatura = /<Signature [\s\S]*<\/Signature>/.exec(assinado)![0];
    // move a Signature para dentro de <ide>: o digest ainda "conferiria" para um verificador ingênuo? não;
    // aqui a regra estrutural do MOC recusa antes
    const movido = assinado.replace(assinatura, '').replace('</ide>', `${assinatura}</ide>`);
    const r = verificarAssinatura(movido);
    expect(r.valida).toBe(false);
    expect(r.motivo).toMatch(/não referencia um elemento irmão/);
  });

  it('XML malformado não lança: devolve valida=false', () => {
    expect(verificarAssinatura('<NFe><infNFe>').valida).toBe(false);
  });
});
