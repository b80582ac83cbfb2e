/**
 * QR Code da NFC-e (grupo ZX `infNFeSupl`: `qrCode` e `urlChave`).
 *
 * Versões (fontes: Manual de Padrões Técnicos do DANFE NFC-e e QR Code v5.0 para a versão 2.00;
 * NT 2025.001 v1.00 e o mesmo Manual v6.0 para a versão 3.00; padrões conferidos no
 * `leiauteNFe_v4.00.xsd` do pacote PL_010d, elemento `qrCode`):
 * - v2 on-line  (tpEmis 1): `{urlQR}?p={chave}|2|{tpAmb}|{cIdToken}|{cHashQRCode}`,
 *   cHashQRCode = SHA-1 hexadecimal maiúsculo de `{chave}|2|{tpAmb}|{cIdToken}` + CSC;
 * - v2 off-line (tpEmis 9): `{urlQR}?p={chave}|2|{tpAmb}|{dia}|{vNF}|{digValHex}|{cIdToken}|{cHash}`,
 *   digValHex = o texto Base64 do DigestValue da assinatura em hexadecimal (56 caracteres),
 *   cHash = SHA-1 de tudo antes dele (sem o último `|`) + CSC;
 * - v3 on-line: `{urlQR}?p={chave}|3|{tpAmb}` (sem CSC);
 * - v3 off-line: `{urlQR}?p={chave}|3|{tpAmb}|{dia}|{vNF}|{tpIdDest}|{idDest}|{assinatura}`,
 *   assinatura = RSA-SHA1 (chave privada do certificado do emitente), em Base64, de tudo antes dela.
 *   tpIdDest 1 CNPJ, 2 CPF, 3 estrangeiro; sem destinatário os dois campos ficam vazios.
 *   O padrão do XSD aceita `idDest` com 14 posições: o CPF vai completado com zeros à esquerda.
 * `cIdToken` é o identificador do CSC sem zeros à esquerda. `vNF` com 2 casas.
 */
import { createHash, createSign, createVerify } from 'node:crypto';

export type VersaoQrCode = 2 | 3;

export interface EntradaQrCode {
  /** 44 caracteres. */
  chave: string;
  versao: VersaoQrCode;
  /** 1 produção, 2 homologação. */
  tpAmb: 1 | 2;
  /** 1 normal (on-line) ou 9 contingência off-line. */
  tpEmis: 1 | 9;
  /** URL do QR Code da UF/ambiente (tabela `NfeConsultaQR`). */
  urlQr: string;
  /** v2: identificador do CSC (1 a 999999) e o CSC. */
  csc?: { idToken: number; csc: string };
  /** Off-line: `dhEmi` da nota (o dia vai no QR), `vNF` (texto decimal) e o DigestValue (v2). */
  dhEmi?: string;
  vNF?: string;
  digestValue?: string;
  /** v3 off-line: destinatário e a chave privada PEM do certificado do emitente. */
  dest?: { CNPJ?: string; CPF?: string; idEstrangeiro?: string };
  chavePrivadaPem?: string;
}

const sha1Hex = (s: string) => createHash('sha1').update(s, 'utf8').digest('hex').toUpperCase();

/**
 * Monta o conteúdo de `qrCode`.
 * @throws Error quando falta o CSC (v2), o DigestValue (v2 off-line) ou a chave privada (v3 off-line).
 */
export function montarQrCode(e: EntradaQrCode): string {
  const base = `${e.urlQr}?p=`;
  const dia = (e.dhEmi ?? '').slice(8, 10);
  const vNF = Number(e.vNF ?? 0).toFixed(2);
  if (e.versao === 2) {
    if (!e.csc?.csc || !e.csc.idToken) throw new Error('CSC da NFC-e não configurado para o ambiente (QR Code versão 2).');
    const id = String(Number(e.csc.idToken));
    if (e.tpEmis === 1) {
      const s = `${e.chave}|2|${e.tpAmb}|${id}`;
      return `${base}${s}|${sha1Hex(s + e.csc.csc)}`;
    }
    if (!e.digestValue) throw new Error('DigestValue da assinatura ausente (QR Code off-line).');
    const digHex = Buffer.from(e.digestValue, 'utf8').toString('hex');
    const s = `${e.chave}|2|${e.tpAmb}|${dia}|${vNF}|${digHex}|${id}`;
    return `${base}${s}|${sha1Hex(s + e.csc.csc)}`;
  }
  if (e.tpEmis === 1) return `${base}${e.chave}|3|${e.tpAmb}`;
  if (!e.chavePrivadaPem) throw new Error('Chave privada do certificado ausente (QR Code versão 3 off-line).');
  const [tp, id] = e.dest?.CNPJ ? ['1', e.dest.CNPJ] : e.dest?.CPF ? ['2', e.dest.CPF.padStart(14, '0')] : e.dest?.idEstrangeiro ? ['3', ''] : ['', ''];
  const s = `${e.chave}|3|${e.tpAmb}|${dia}|${vNF}|${tp}|${id}`;
  const assinatura = createSign('RSA-SHA1').update(s, 'utf8').sign(e.chavePrivadaPem, 'base64');
  return `${base}${s}|${assinatura}`;
}

/** Partes de um `qrCode` lido (para conferência: simulador, testes). */
export interface QrCodeLido {
  url: string;
  chave: string;
  versao: string;
  tpAmb: string;
  campos: string[];
}

/** Separa URL e parâmetros de um `qrCode`. @throws Error se não tiver `?p=`. */
export function lerQrCode(qr: string): QrCodeLido {
  const i = qr.indexOf('?p=');
  if (i < 0) throw new Error('QR Code sem o parâmetro p');
  const campos = qr.slice(i + 3).split('|');
  return { url: qr.slice(0, i), chave: campos[0], versao: campos[1], tpAmb: campos[2], campos };
}

/** Hash esperado de um QR v2 (on-line ou off-line) com o CSC dado: confere o último campo. */
export function hashQrV2Confere(qr: string, csc: string): boolean {
  const p = qr.slice(qr.indexOf('?p=') + 3);
  const k = p.lastIndexOf('|');
  return sha1Hex(p.slice(0, k) + csc) === p.slice(k + 1).toUpperCase();
}

/** Assinatura de um QR v3 off-line confere com o certificado PEM do emitente. */
export function assinaturaQrV3Confere(qr: string, certificadoPem: string): boolean {
  const p = qr.slice(qr.indexOf('?p=') + 3);
  const k = p.lastIndexOf('|');
  return createVerify('RSA-SHA1')
    .update(p.slice(0, k), 'utf8')
    .verify(certificadoPem, p.slice(k + 1), 'base64');
}
