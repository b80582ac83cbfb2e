import { xmlCrypto } from './xml-crypto.ts';
import type { CertificadoA1 } from '../certificado/carregar.ts';
import { atributo, varrerElementos, XmlTextoError, type ElementoTexto } from './xml-texto.ts';

/** Algoritmos exigidos pelo MOC 7.0 §4 (padrão de assinatura digital da NF-e). */
export const ALGORITMOS_NFE = {
  assinatura: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  digest: 'http://www.w3.org/2000/09/xmldsig#sha1',
  canonicalizacao: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  envelopada: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
} as const;

/** Namespace XMLDSig. */
export const NS_XMLDSIG = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * Elementos que levam atributo `Id` e são assinados: NF-e/NFC-e, evento, inutilização; e, na
 * NFS-e Padrão Nacional (leiaute 1.01), a DPS (`infDPS`), o pedido de registro de evento
 * (`infPedReg`), a NFS-e (`infNFSe`) e o evento registrado (`infEvento`), no mesmo padrão XMLDSig.
 */
export type TagAssinavel = 'infNFe' | 'infEvento' | 'infInut' | 'infDPS' | 'infPedReg' | 'infNFSe';

const TAGS: readonly TagAssinavel[] = ['infNFe', 'infEvento', 'infInut', 'infDPS', 'infPedReg', 'infNFSe'];

/** Erro ao assinar ou ao preparar o XML para assinatura; mensagem em pt-BR. */
export class AssinaturaError extends Error {
  /** @param mensagem texto pt-BR exibido ao usuário. */
  constructor(mensagem: string) {
    super(mensagem);
    this.name = 'AssinaturaError';
  }
}

/**
 * Localiza o único elemento `tag` (pelo nome local, com ou sem prefixo) a ser assinado.
 *
 * Regra do MOC 7.0 §4: a assinatura referencia o elemento pelo atributo `Id` e fica no pai dele.
 *
 * @param elementos saída de `varrerElementos(xml)`.
 * @param tag nome local (ex.: `'infNFe'`).
 * @returns `{ alvo, pai, id }` com as posições no texto.
 * @throws AssinaturaError `'Elemento <tag> não encontrado no XML'`, `'O XML contém N elementos
 *   <tag>; assine cada documento separadamente'`, `'O elemento <tag> precisa estar dentro de um
 *   elemento pai (ex.: <NFe>)'`, `'Elemento <tag> sem atributo Id'`.
 */
export function localizarElementoAssinavel(elementos: ElementoTexto[], tag: string): { alvo: ElementoTexto; pai: ElementoTexto; id: string } {
  const alvos = elementos.filter((e) => e.local === tag);
  if (alvos.length === 0) throw new AssinaturaError(`Elemento ${tag} não encontrado no XML`);
  if (alvos.length > 1) {
    throw new AssinaturaError(`O XML contém ${alvos.length} elementos ${tag}; assine cada documento separadamente`);
  }
  const alvo = alvos[0];
  if (!alvo.pai) throw new AssinaturaError(`O elemento ${tag} precisa estar dentro de um elemento pai (ex.: <NFe>)`);
  const id = atributo(alvo, 'Id');
  if (!id) throw new AssinaturaError(`Elemento ${tag} sem atributo Id`);
  return { alvo, pai: alvo.pai, id };
}

/**
 * Assina um documento fiscal com XMLDSig envelopada, no padrão do MOC 7.0 §4 ("Padrão de
 * assinatura digital") e do schema `xmldsig-core-schema_v1.01.xsd` dos pacotes PL_010:
 *
 * - `SignatureMethod` RSA-SHA1, `DigestMethod` SHA-1, `CanonicalizationMethod` C14N 1.0
 *   (`http://www.w3.org/TR/2001/REC-xml-c14n-20010315`);
 * - uma `Reference` com `URI="#<Id do elemento>"` (ex.: `#NFe3526...`) e os transforms
 *   enveloped-signature + C14N;
 * - `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">` como ÚLTIMO filho do PAI do
 *   elemento assinado (`<NFe><infNFe Id="NFe...">...</infNFe>[<infNFeSupl/>]<Signature/></NFe>`,
 *   `<evento><infEvento/><Signature/></evento>`, `<inutNFe><infInut/><Signature/></inutNFe>`);
 * - `KeyInfo/X509Data/X509Certificate` com o certificado do titular em base64 sem cabeçalhos
 *   nem quebras de linha.
 *
 * O texto original NÃO é reformatado: a assinatura é inserida por emenda de texto antes da tag
 * de fechamento do pai, e nenhum outro byte muda (reformatar depois de assinar gera a rejeição
 * 297 "Assinatura difere do calculado"). Envie exatamente a string devolvida.
 * A validade do certificado não é conferida aqui (use `exigirValido` antes).
 *
 * @param xml documento com exatamente um elemento `tagId` portando atributo `Id`.
 * @param tagId `'infNFe'`, `'infEvento'` ou `'infInut'`.
 * @param cert certificado A1 aberto (`carregarCertificadoA1`).
 * @returns o XML assinado.
 * @throws AssinaturaError `'Elemento <tag> não encontrado no XML'`, `'Elemento <tag> sem atributo
 *   Id'`, `'O XML contém N elementos <tag>; ...'`, `'O documento já está assinado'`,
 *   `'XML malformado: ...'`, `'Tag a assinar não suportada: ...'`, `'Certificado sem chave privada'`.
 */
export function assinarXml(xml: string, tagId: TagAssinavel, cert: CertificadoA1): string {
  if (!TAGS.includes(tagId)) throw new AssinaturaError(`Tag a assinar não suportada: ${String(tagId)}`);
  if (!cert?.chavePrivadaPem) throw new AssinaturaError('Certificado sem chave privada');
  let elementos: ElementoTexto[];
  try {
    elementos = varrerElementos(xml);
  } catch (e) {
    if (e instanceof XmlTextoError) throw new AssinaturaError(e.message);
    throw e;
  }
  const { pai } = localizarElementoAssinavel(elementos, tagId);
  if (pai.filhos.some((f) => f.local === 'Signature')) throw new AssinaturaError('O documento já está assinado');

  const sig = new (xmlCrypto().SignedXml)({
    privateKey: cert.chavePrivadaPem,
    publicCert: cert.certificadoPem,
    signatureAlgorithm: ALGORITMOS_NFE.assinatura,
    canonicalizationAlgorithm: ALGORITMOS_NFE.canonicalizacao,
  });
  const xpath = `//*[local-name(.)='${tagId}']`;
  sig.addReference({
    xpath,
    transforms: [ALGORITMOS_NFE.envelopada, ALGORITMOS_NFE.canonicalizacao],
    digestAlgorithm: ALGORITMOS_NFE.digest,
  });
  try {
    sig.computeSignature(xml, { location: { reference: `${xpath}/..`, action: 'append' } });
  } catch (e) {
    throw new AssinaturaError(`Não foi possível assinar o XML: ${e instanceof Error ? e.message : String(e)}`);
  }
  const assinatura = sig.getSignatureXml();
  return xml.slice(0, pai.inicioFechamento) + assinatura + xml.slice(pai.inicioFechamento);
}
