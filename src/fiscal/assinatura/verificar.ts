import { nodeForge } from '../certificado/forge.ts';
import { xmlCrypto } from './xml-crypto.ts';
import { ALGORITMOS_NFE } from './assinar.ts';
import { atributo, varrerElementos, type ElementoTexto } from './xml-texto.ts';

/** Resultado de {@link verificarAssinatura}. */
export interface ResultadoVerificacao {
  /** `true` se todas as assinaturas do documento conferem. */
  valida: boolean;
  /** Motivo da falha em pt-BR (ausente quando válida). */
  motivo?: string;
  /** Certificado (PEM) embutido na primeira assinatura, quando legível. */
  certificadoPem?: string;
  /** Quantas assinaturas `Signature` foram encontradas (ex.: `nfeProc` pode ter 2). */
  assinaturas?: number;
}

/** Opções de {@link verificarAssinatura}. */
export interface OpcoesVerificacao {
  /** Exige os algoritmos e a forma do MOC 7.0 §4 (RSA-SHA1, SHA-1, C14N, uma Reference com
   *  transforms enveloped-signature + C14N). Padrão `true`. */
  exigirPadraoNFe?: boolean;
}

function textoFilho(sigXml: string, local: string): string | undefined {
  const re = new RegExp(`<(?:[\\w.-]+:)?${local}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${local}>`);
  return re.exec(sigXml)?.[1];
}

function algoritmo(sigXml: string, local: string): string[] {
  const re = new RegExp(`<(?:[\\w.-]+:)?${local}\\s[^>]*Algorithm\\s*=\\s*["']([^"']*)["']`, 'g');
  return [...sigXml.matchAll(re)].map((m) => m[1]);
}

function paraPem(base64: string): string {
  const limpo = base64.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${limpo.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
}

function traduzirErro(msg: string): string {
  if (/calculated digest/i.test(msg)) return 'DigestValue não confere: o conteúdo assinado foi alterado';
  if (/signature value .* is incorrect|invalid signature: the signature value/i.test(msg)) {
    return 'SignatureValue inválido: a assinatura não confere com o certificado';
  }
  if (/could not find such element/i.test(msg)) return 'O elemento referenciado pela assinatura não foi encontrado';
  if (/same value for the ID/i.test(msg)) return 'Mais de um elemento com o mesmo Id referenciado pela assinatura';
  return `Assinatura inválida: ${msg}`;
}

function verificarUma(xml: string, sigEl: ElementoTexto, estrito: boolean): ResultadoVerificacao {
  const sigXml = xml.slice(sigEl.inicio, sigEl.fim);
  const b64 = textoFilho(sigXml, 'X509Certificate');
  if (!b64) return { valida: false, motivo: 'Certificado (X509Certificate) ausente na assinatura' };
  const certificadoPem = paraPem(b64);
  try {
    nodeForge().pki.certificateFromPem(certificadoPem);
  } catch {
    return { valida: false, motivo: 'Certificado da assinatura ilegível' };
  }
  const refs = [...sigXml.matchAll(/<(?:[\w.-]+:)?Reference\s[^>]*URI\s*=\s*["']([^"']*)["']/g)].map((m) => m[1]);
  if (estrito) {
    const [c14n] = algoritmo(sigXml, 'CanonicalizationMethod');
    const [metodo] = algoritmo(sigXml, 'SignatureMethod');
    const digests = algoritmo(sigXml, 'DigestMethod');
    if (c14n !== ALGORITMOS_NFE.canonicalizacao) {
      return { valida: false, motivo: `Canonicalização não suportada: ${c14n ?? '(ausente)'}`, certificadoPem };
    }
    if (metodo !== ALGORITMOS_NFE.assinatura) {
      return { valida: false, motivo: `Algoritmo de assinatura não suportado: ${metodo ?? '(ausente)'}`, certificadoPem };
    }
    if (digests.length !== 1 || digests[0] !== ALGORITMOS_NFE.digest) {
      return { valida: false, motivo: `Algoritmo de digest não suportado: ${digests.join(', ') || '(ausente)'}`, certificadoPem };
    }
    if (refs.length !== 1) return { valida: false, motivo: 'A assinatura deve ter exatamente uma Reference', certificadoPem };
    const transforms = algoritmo(sigXml, 'Transform');
    if (transforms.length !== 2 || transforms[0] !== ALGORITMOS_NFE.envelopada || transforms[1] !== ALGORITMOS_NFE.canonicalizacao) {
      return { valida: false, motivo: `Transforms fora do padrão (enveloped-signature + C14N): ${transforms.join(', ') || '(ausente)'}`, certificadoPem };
    }
  }
  // A Reference deve apontar para um irmão da Signature (assinatura envelopada do MOC): impede
  // que uma assinatura válida de outro trecho "autentique" o documento (signature wrapping).
  for (const uri of refs) {
    if (!uri.startsWith('#') || uri.length < 2) {
      return { valida: false, motivo: `Reference com URI inválida: '${uri}'`, certificadoPem };
    }
    const id = uri.slice(1);
    const irmao = sigEl.pai?.filhos.find((f) => f !== sigEl && atributo(f, 'Id') === id);
    if (!irmao) {
      return { valida: false, motivo: `A assinatura não referencia um elemento irmão com Id '${id}'`, certificadoPem };
    }
  }
  const sig = new (xmlCrypto().SignedXml)({ publicCert: certificadoPem });
  try {
    sig.loadSignature(sigXml);
    const ok = sig.checkSignature(xml);
    if (!ok) return { valida: false, motivo: 'DigestValue não confere: o conteúdo assinado foi alterado', certificadoPem };
  } catch (e) {
    return { valida: false, motivo: traduzirErro(e instanceof Error ? e.message : String(e)), certificadoPem };
  }
  return { valida: true, certificadoPem };
}

/**
 * Verifica as assinaturas XMLDSig de um documento fiscal (NF-e, evento, inutilização, nfeProc).
 *
 * Para cada `Signature` (MOC 7.0 §4): confere os algoritmos do padrão (RSA-SHA1, SHA-1, C14N,
 * uma Reference com os transforms enveloped-signature + C14N; desligável com
 * `exigirPadraoNFe: false`), que a `Reference` aponta (`#Id`) para
 * um elemento irmão da `Signature`, o `DigestValue` do elemento referenciado e o `SignatureValue`
 * com o certificado embutido em `KeyInfo/X509Data/X509Certificate` (xml-crypto).
 * NÃO confere a cadeia do certificado, revogação nem validade (a SEFAZ faz isso à parte:
 * cStat 280-286); nem se o CNPJ do certificado é o do emitente (cStat 213).
 *
 * @param xml documento assinado, exatamente como recebido.
 * @param opcoes ver {@link OpcoesVerificacao}.
 * @returns `{ valida, motivo?, certificadoPem?, assinaturas }`. Não lança erros: XML malformado
 *   ou sem assinatura resultam em `valida: false` com o motivo em pt-BR.
 */
export function verificarAssinatura(xml: string, opcoes: OpcoesVerificacao = {}): ResultadoVerificacao {
  const estrito = opcoes.exigirPadraoNFe ?? true;
  let elementos: ElementoTexto[];
  try {
    elementos = varrerElementos(xml);
  } catch (e) {
    return { valida: false, motivo: e instanceof Error ? e.message : 'XML malformado', assinaturas: 0 };
  }
  const assinaturas = elementos.filter((e) => e.local === 'Signature');
  if (assinaturas.length === 0) {
    return { valida: false, motivo: 'Documento não assinado (elemento Signature não encontrado)', assinaturas: 0 };
  }
  let primeiro: string | undefined;
  for (const s of assinaturas) {
    const r = verificarUma(xml, s, estrito);
    primeiro ??= r.certificadoPem;
    if (!r.valida) return { ...r, assinaturas: assinaturas.length };
  }
  return { valida: true, certificadoPem: primeiro, assinaturas: assinaturas.length };
}
