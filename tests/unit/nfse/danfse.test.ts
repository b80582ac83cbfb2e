/**
 * DANFSe gerado localmente do XML da NFS-e: PDF A4 de uma página com a chave de acesso, o QR Code
 * da consulta pública do portal nacional, os valores e a marca de cancelada.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emitirCertificadoServidorTeste } from '../../../src/fiscal/certificado/index.ts';
import {
  assinarDps,
  carregarPacoteNfse,
  criarClienteNfse,
  formatarChaveNfse,
  gerarDanfse,
  montarXmlDps,
  urlConsultaNfse,
} from '../../../src/fiscal/nfse/index.ts';
import { certificadosDeTeste, dadosDps } from './dados.ts';

const certs = certificadosDeTeste();
let nfseXml = '';
let chave = '';

/** Texto de um PDF sem compressão: cada operador Tj/TJ (hex WinAnsi do pdfkit) vira uma linha. */
function textoPdf(pdf: Buffer): string {
  const hex = (h: string) => Buffer.from(h, 'hex').toString('latin1');
  const linhas: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    linhas.push(m[1] !== undefined ? [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => hex(h[1])).join('') : hex(m[2]));
  }
  return linhas.join('\n');
}

beforeAll(async () => {
  const pacote = await carregarPacoteNfse();
  const { iniciarSimuladorNfse } = await import('../../../src/sefaz-simulator/nfse/index.ts');
  const sim = await iniciarSimuladorNfse({ pacote, ca: certs.ca, certificadoServidor: emitirCertificadoServidorTeste(certs.ca) });
  try {
    const cliente = criarClienteNfse({ url: sim.url, certificado: { pfx: certs.pfx, senha: certs.senha }, ca: [certs.ca.certificadoPem] });
    const dps = montarXmlDps(dadosDps({ dhEmi: new Date(), dCompet: new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10) }));
    const r = await cliente.emitir(assinarDps(dps.xml, certs.cert));
    if (!r.gerada) throw new Error(JSON.stringify(r.erros));
    nfseXml = r.nfseXml;
    chave = r.chave;
  } finally {
    await sim.parar();
    pacote.dispose();
  }
}, 60_000);

describe('gerarDanfse', () => {
  it('PDF de uma página com a chave, o QR Code da consulta pública, prestador, tomador e valores', async () => {
    const pdf = await gerarDanfse(nfseXml, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((pdf.toString('latin1').match(/\/Type \/Page(?!s)/g) ?? []).length).toBe(1);
    const texto = textoPdf(pdf);
    expect(texto).toContain(formatarChaveNfse(chave));
    expect(formatarChaveNfse(chave).replace(/ /g, '')).toBe(chave);
    expect(texto).toContain('DANFSe v1.0');
    expect(texto).toContain('Metalúrgica Vale do Aço & Cia');
    expect(texto).toContain('11.444.777/0001-61');
    expect(texto).toContain('R$ 1.500,00');
    expect(texto).toContain('R$ 30,00');
    expect(texto).toContain('14.01.01');
    expect(texto).toContain('SEM VALIDADE JURÍDICA');
    // QR Code vetorial: centenas de módulos `re` pintados de uma vez
    expect(/(?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re\n){200,}f\n/.test(pdf.toString('latin1'))).toBe(true);
    expect(urlConsultaNfse(chave)).toBe(`https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${chave}`);
  });

  it('NFS-e cancelada leva a marca CANCELADA; XML que não é NFS-e é recusado', async () => {
    expect(textoPdf(await gerarDanfse(nfseXml, { compress: false, cancelada: true }))).toContain('CANCELADA');
    await expect(gerarDanfse('<DPS/>')).rejects.toThrow(/não é uma NFS-e/);
  });
});
