/**
 * QR Code da NFC-e (v2 com CSC, on-line e off-line; v3 on-line e off-line com assinatura — NT
 * 2025.001) conferido contra os padrões do `qrCode` no leiauteNFe_v4.00.xsd do PL_010d, e a leitura
 * de código de barras do PDV (quantidade x código, GTIN, etiqueta de balança).
 */
import { describe, expect, it } from 'vitest';
import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { assinaturaQrV3Confere, hashQrV2Confere, lerQrCode, montarQrCode } from '../../../src/fiscal/nfce/index.ts';
import { criarAutoridadeTeste } from '../../../src/fiscal/certificado/index.ts';
import { digitoGs1, gtinValido, lerEntradaPdv } from '../../../src/domain/pdv/codigo-barras.ts';

// padrões copiados do leiauteNFe_v4.00.xsd (PL_010d), elemento qrCode
const V2_ON = /^((HTTPS?|https?):\/\/.*\?p=([0-9]{6}[0-9A-Z]{12}[0-9]{16}(1|3|4)[0-9]{9})\|[2]\|[1-2]\|(0|[1-9]{1}([0-9]{1,5})?)\|[A-Fa-f0-9]{40})$/;
const V2_OFF =
  /^((HTTPS?|https?):\/\/.*\?p=([0-9]{6}[0-9A-Z]{12}[0-9]{16}9[0-9]{9})\|[2]\|[1-2]\|([0]{1}[1-9]{1}|[1-2]{1}[0-9]{1}|[3]{1}[0-1]{1})\|(0|0\.[0-9]{2}|[1-9]{1}[0-9]{0,12}(\.[0-9]{2})?)\|[A-Fa-f0-9]{56}\|(0|[1-9]{1}([0-9]{1,5})?)\|[A-Fa-f0-9]{40})$/;
const V3_ON = /^((HTTPS?|https?):\/\/.*\?p=([0-9]{6}[0-9A-Z]{12}[0-9]{16}(1|3|4)[0-9]{9})\|[3]\|[1-2])$/;
const V3_OFF =
  /^((HTTPS?|https?):\/\/.*\?p=([0-9]{6}[0-9A-Z]{12}[0-9]{16}(9)[0-9]{9})\|[3]\|[1-2]\|([0]{1}[1-9]{1}|[1-2]{1}[0-9]{1}|[3]{1}[0-1]{1})\|(0|0\.[0-9]{2}|[1-9]{1}[0-9]{0,12}(\.[0-9]{2})?)\|((1|2|3)?)\|(([0-9A-Z]{12}[0-9]{2})?)\|([a-zA-Z0-9+/]+[=]{0,2}))$/;

const ON = '35261111222333000181650010000000011123456780';
const OFF = '35261111222333000181650010000000019123456785';
const URL = 'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode';

describe('QR Code da NFC-e', () => {
  it('v2 on-line e off-line seguem o XSD e o hash confere só com o CSC certo', () => {
    const csc = { idToken: 1, csc: 'ABCDEF0123456789' };
    const on = montarQrCode({ chave: ON, versao: 2, tpAmb: 2, tpEmis: 1, urlQr: URL, csc });
    expect(on).toMatch(V2_ON);
    expect(hashQrV2Confere(on, csc.csc)).toBe(true);
    expect(hashQrV2Confere(on, 'OUTRO0123456789A')).toBe(false);
    const off = montarQrCode({
      chave: OFF,
      versao: 2,
      tpAmb: 2,
      tpEmis: 9,
      urlQr: URL,
      csc,
      dhEmi: '2026-11-24T10:00:00-03:00',
      vNF: '12.5',
      digestValue: 'X7yGBiI3hqx0b6mWvD1H1U1w5p4=',
    });
    expect(off).toMatch(V2_OFF);
    expect(lerQrCode(off).campos.slice(3, 5)).toEqual(['24', '12.50']);
    expect(hashQrV2Confere(off, csc.csc)).toBe(true);
    expect(() => montarQrCode({ chave: ON, versao: 2, tpAmb: 2, tpEmis: 1, urlQr: URL })).toThrow(/CSC/);
  });

  it('v3 on-line sem CSC; off-line assinado com a chave do certificado e conferido com ele', () => {
    expect(montarQrCode({ chave: ON, versao: 3, tpAmb: 1, tpEmis: 1, urlQr: URL })).toMatch(V3_ON);
    const ca = criarAutoridadeTeste();
    const off = montarQrCode({
      chave: OFF,
      versao: 3,
      tpAmb: 2,
      tpEmis: 9,
      urlQr: URL,
      dhEmi: '2026-11-05T10:00:00-03:00',
      vNF: '7.00',
      dest: { CNPJ: '11222333000181' },
      chavePrivadaPem: ca.chavePrivadaPem,
    });
    expect(off).toMatch(V3_OFF);
    expect(lerQrCode(off).campos.slice(3, 7)).toEqual(['05', '7.00', '1', '11222333000181']);
    expect(assinaturaQrV3Confere(off, new X509Certificate(ca.certificadoPem).toString())).toBe(true);
    const outro = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(assinaturaQrV3Confere(off, outro)).toBe(false);
    const semDest = montarQrCode({
      chave: OFF,
      versao: 3,
      tpAmb: 2,
      tpEmis: 9,
      urlQr: URL,
      dhEmi: '2026-11-05T10:00:00-03:00',
      vNF: '7',
      chavePrivadaPem: ca.chavePrivadaPem,
    });
    expect(semDest).toMatch(V3_OFF);
  });
});

describe('leitura do PDV', () => {
  it('GTIN, quantidade x código, balança por peso e por preço, busca', () => {
    expect(gtinValido('7891000315507')).toBe(true);
    expect(gtinValido('7891000315508')).toBe(false);
    expect(lerEntradaPdv('3x7891000315507')).toEqual({ tipo: 'gtin', codigo: '7891000315507', quantidade: '3' });
    expect(lerEntradaPdv('0,5*7891000315507')).toEqual({ tipo: 'gtin', codigo: '7891000315507', quantidade: '0.5' });
    const base = '200001201250';
    const etiqueta = base + digitoGs1(base);
    expect(lerEntradaPdv(etiqueta)).toMatchObject({ tipo: 'balanca', codigoProduto: '12', peso: '1.250' });
    expect(lerEntradaPdv(etiqueta, 'preco')).toMatchObject({ tipo: 'balanca', codigoProduto: '12', preco: '12.50' });
    expect(lerEntradaPdv('arroz')).toEqual({ tipo: 'busca', texto: 'arroz' });
    expect(lerEntradaPdv('a').tipo).toBe('invalido');
    expect(lerEntradaPdv('7891000315508').tipo).toBe('invalido');
  });
});
