import type forge from 'node-forge';
import { nodeForge } from './forge.ts';
import { isValidCnpj, isValidCpf, normalizeCpfCnpj } from '../../domain/index.ts';

/**
 * OIDs do campo `otherName` da extensão subjectAltName nos certificados ICP-Brasil
 * (DOC-ICP-04, "Requisitos mínimos para as políticas de certificado na ICP-Brasil", item 7.1.2.3).
 */
export const OID_ICP_BRASIL = {
  /** Pessoa física titular: nascimento(8) CPF(11) NIS(11) RG(15) órgão expedidor+UF(6). */
  dadosPessoaFisica: '2.16.76.1.3.1',
  /** e-CNPJ: nome do responsável pelo certificado. */
  nomeResponsavel: '2.16.76.1.3.2',
  /** e-CNPJ: CNPJ da pessoa jurídica titular (14 caracteres). */
  cnpj: '2.16.76.1.3.3',
  /** e-CNPJ: dados do responsável, no mesmo leiaute de 2.16.76.1.3.1. */
  dadosResponsavel: '2.16.76.1.3.4',
  /** Pessoa física: título de eleitor, zona, seção, município/UF. */
  tituloEleitor: '2.16.76.1.3.5',
  /** Pessoa física: número do CEI/INSS. */
  ceiPessoaFisica: '2.16.76.1.3.6',
  /** e-CNPJ: número do CEI/INSS da pessoa jurídica (12 caracteres). */
  ceiPessoaJuridica: '2.16.76.1.3.7',
} as const;

const OID_SUBJECT_ALT_NAME = '2.5.29.17';

/** CNPJ (numérico ou alfanumérico) ou CPF, com ou sem máscara, ocupando todo o texto. */
const RE_DOCUMENTO_CN = /^(?:[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}|\d{3}\.?\d{3}\.?\d{3}-?\d{2})$/i;

/**
 * Lê os `otherName` da extensão subjectAltName (RFC 5280 §4.2.1.6:
 * `OtherName ::= SEQUENCE { type-id OID, value [0] EXPLICIT ANY }`).
 *
 * Na ICP-Brasil o valor é `OCTET STRING` (DOC-ICP-04 admite também `PrintableString`/
 * `UTF8String`/`IA5String`); todos são devolvidos como texto ASCII/latin1.
 *
 * @param cert certificado já lido pelo node-forge.
 * @returns mapa OID -> valor (texto); vazio se não houver a extensão. Não lança erros: um
 *   subjectAltName malformado é tratado como ausente.
 */
export function lerOtherNames(cert: forge.pki.Certificate): Map<string, string> {
  const resultado = new Map<string, string>();
  const ext = (cert.extensions as Array<{ id?: string; value?: unknown }>).find((e) => e.id === OID_SUBJECT_ALT_NAME);
  if (!ext || typeof ext.value !== 'string') return resultado;
  try {
    const seq = nodeForge().asn1.fromDer(ext.value);
    for (const gn of seq.value as forge.asn1.Asn1[]) {
      // otherName = [0] IMPLICIT (construído), contexto-específico
      if (gn.tagClass !== nodeForge().asn1.Class.CONTEXT_SPECIFIC || gn.type !== 0 || !Array.isArray(gn.value)) continue;
      const [oidNode, valorExplicito] = gn.value as forge.asn1.Asn1[];
      if (!oidNode || oidNode.type !== nodeForge().asn1.Type.OID || typeof oidNode.value !== 'string') continue;
      const oid = nodeForge().asn1.derToOid(oidNode.value);
      let valor: unknown = valorExplicito?.value;
      // [0] EXPLICIT envolve o valor universal
      if (Array.isArray(valor)) valor = (valor[0] as forge.asn1.Asn1 | undefined)?.value;
      if (typeof valor === 'string') resultado.set(oid, valor);
    }
  } catch {
    return new Map();
  }
  return resultado;
}

/**
 * Monta um `otherName` ICP-Brasil para a extensão subjectAltName, com o valor em
 * `OCTET STRING` como as ACs da ICP-Brasil emitem (DOC-ICP-04 item 7.1.2.3).
 *
 * @param oid OID do campo (ver {@link OID_ICP_BRASIL}).
 * @param valor texto ASCII já no tamanho do leiaute (ex.: 14 caracteres para o CNPJ).
 * @returns nó ASN.1 `[0] { OID, [0] EXPLICIT OCTET STRING }`.
 */
export function criarOtherName(oid: string, valor: string): forge.asn1.Asn1 {
  const { asn1 } = nodeForge();
  return asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, valor)]),
  ]);
}

/** Identificação do titular extraída de um certificado. */
export interface DocumentoTitular {
  cnpj?: string;
  cpf?: string;
  /** CPF do responsável por um e-CNPJ (OID 2.16.76.1.3.4), quando presente. */
  cpfResponsavel?: string;
}

/**
 * Extrai o CPF do leiaute "dados de pessoa física" (OIDs 2.16.76.1.3.1 e 2.16.76.1.3.4):
 * posições 9 a 19 (após a data de nascimento `DDMMAAAA`), conforme DOC-ICP-04.
 *
 * @returns o CPF (11 dígitos) se for válido; `undefined` se ausente, zerado ou inválido.
 */
export function cpfDosDadosPessoais(dados: string | undefined): string | undefined {
  if (!dados || dados.length < 19) return undefined;
  const cpf = dados.slice(8, 19);
  return isValidCpf(cpf) ? cpf : undefined;
}

/**
 * Determina CNPJ/CPF do titular.
 *
 * Ordem (DOC-ICP-04): otherName 2.16.76.1.3.3 (CNPJ) e 2.16.76.1.3.1 (CPF, posições 9-19);
 * na falta deles, o sufixo `:CNPJ`/`:CPF` do CN (padrão e-CNPJ/e-CPF `NOME:documento`); por
 * fim, um CN que seja só o documento (com ou sem máscara, como nos certificados de teste).
 * Só documentos com DV válido (CNPJ alfanumérico aceito, NT 2025.001) são devolvidos.
 *
 * @param otherNames saída de {@link lerOtherNames}.
 * @param cn Common Name do titular.
 */
export function documentoDoTitular(otherNames: Map<string, string>, cn: string): DocumentoTitular {
  const r: DocumentoTitular = {};
  const cnpjOther = otherNames.get(OID_ICP_BRASIL.cnpj)?.trim();
  if (cnpjOther && isValidCnpj(cnpjOther)) r.cnpj = normalizeCpfCnpj(cnpjOther);
  const cpf = cpfDosDadosPessoais(otherNames.get(OID_ICP_BRASIL.dadosPessoaFisica));
  if (cpf) r.cpf = cpf;
  const cpfResp = cpfDosDadosPessoais(otherNames.get(OID_ICP_BRASIL.dadosResponsavel));
  if (cpfResp) r.cpfResponsavel = cpfResp;
  if (!r.cnpj && !r.cpf) {
    const sufixo = cn.includes(':') ? cn.slice(cn.lastIndexOf(':') + 1).trim() : '';
    for (const candidato of [sufixo, cn.trim()]) {
      if (!RE_DOCUMENTO_CN.test(candidato)) continue;
      const doc = normalizeCpfCnpj(candidato);
      if (doc.length === 14 && isValidCnpj(doc)) {
        r.cnpj = doc;
        break;
      }
      if (doc.length === 11 && isValidCpf(doc)) {
        r.cpf = doc;
        break;
      }
    }
  }
  return r;
}
