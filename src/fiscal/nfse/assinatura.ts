/**
 * Assinatura XMLDSig da DPS e do pedido de registro de evento da NFS-e Nacional, com o mesmo
 * assinador da NF-e (src/fiscal/assinatura: RSA-SHA1, SHA-1, C14N 1.0, enveloped, `Reference
 * URI="#Id"`, `Signature` como último filho do pai do elemento assinado; `ds:Signature` opcional
 * no XSD da DPS e do pedRegEvento, obrigatória para a Sefin Nacional, que recusa DPS sem
 * assinatura de certificado ICP-Brasil do emitente), e a compactação GZip + Base64 que a API da
 * Sefin Nacional usa nos campos `dpsXmlGZipB64`, `nfseXmlGZipB64`, `pedidoRegistroEventoXmlGZipB64`
 * e `eventoXmlGZipB64`.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { assinarXml } from '../assinatura/index.ts';
import type { CertificadoA1 } from '../certificado/index.ts';

/**
 * Assina a DPS (`infDPS`). Envie exatamente a string devolvida (reformatar invalida a assinatura).
 * @throws AssinaturaError (src/fiscal/assinatura) se não houver `infDPS` com Id, já houver assinatura ou faltar a chave privada.
 */
export function assinarDps(xml: string, cert: CertificadoA1): string {
  return assinarXml(xml, 'infDPS', cert);
}

/**
 * Assina o pedido de registro de evento (`infPedReg`).
 * @throws AssinaturaError como {@link assinarDps}.
 */
export function assinarPedidoEvento(xml: string, cert: CertificadoA1): string {
  return assinarXml(xml, 'infPedReg', cert);
}

/** XML (UTF-8) → GZip → Base64, como nos campos `*XmlGZipB64` da API da Sefin Nacional. */
export function compactarXml(xml: string): string {
  return gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
}

/**
 * Base64 → GZip → XML (UTF-8).
 * @throws Error `'Conteúdo GZip/Base64 inválido'` se não descompactar.
 */
export function descompactarXml(b64: string): string {
  try {
    return gunzipSync(Buffer.from(b64, 'base64')).toString('utf8');
  } catch {
    throw new Error('Conteúdo GZip/Base64 inválido');
  }
}
