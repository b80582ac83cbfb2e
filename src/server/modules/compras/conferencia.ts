/**
 * Conferência fiscal da NF-e de fornecedor antes de virar compra: só entra nota
 * verdadeira, autorizada, não cancelada e endereçada à empresa. Nada é gravado antes destas
 * conferências; cada recusa é um ValidationError 400 no campo `arquivo` que diz qual conferência
 * falhou, em pt-BR.
 *
 * Conferências, nesta ordem (a primeira que falha é a relatada):
 * 1. XML bem formado ({@link conferirXmlBemFormado}): arquivo truncado ou quebrado -> "XML malformado";
 * 2. sem evento de cancelamento (tpEvento 110111, leiaute de eventos do MOC 7.0 / NT 2014.002) para a
 *    chave, no próprio arquivo ou num procEventoNFe enviado junto ({@link chavesCanceladas});
 * 3. destinatário (grupo E, `dest/CNPJ` ou `dest/CPF`) igual ao documento da empresa; nota ao
 *    exterior (`idEstrangeiro`, CFOP 7xxx) ou sem destinatário não é compra da empresa;
 * 4. assinatura XMLDSig do `infNFe` (MOC 7.0 §4) conferida por `verificarAssinatura`
 *    (src/fiscal/assinatura): ausente ou que não confere (conteúdo alterado depois de assinado);
 * 5. protocolo de autorização `protNFe/infProt` (MOC 7.0 §5): cStat 100 (autorizado) ou 150
 *    (autorizado fora de prazo), `chNFe` igual à chave da nota e `digVal` igual ao `DigestValue`
 *    da assinatura (o protocolo é daquela nota, naquela versão).
 *
 * Arquivo "formatado" (quebras de linha e recuos entre as tags, como fazem alguns visualizadores e
 * e-mails): o MOC proíbe caracteres de edição entre as tags (rejeição 588), então a nota autorizada
 * não os tinha; se a assinatura não confere no texto recebido mas confere sem o espaço em branco
 * ENTRE tags (nenhum valor de campo muda), vale a forma sem ele, que é a guardada.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { verificarAssinatura } from '../../../fiscal/assinatura/index.ts';
import { ValidationError } from '../../http/envelope.ts';
import type { NotaFornecedor } from './nota-fornecedor.ts';

/** Recusa 400 no campo `arquivo`, com a mesma mensagem no envelope. */
export const recusa = (m: string) => new ValidationError({ arquivo: [m] }, m);

/**
 * Confere que o texto é XML bem formado (fast-xml-parser XMLValidator).
 * @throws ValidationError 400 "XML malformado (linha N): ..." para arquivo truncado ou quebrado.
 */
export function conferirXmlBemFormado(xml: string): void {
  const r = XMLValidator.validate(xml);
  if (r === true) return;
  const m = `XML malformado (linha ${r.err.line}): o arquivo está truncado ou não é um XML válido (${r.err.msg}).`;
  throw recusa(m);
}

const parserEventos = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });

/**
 * Chaves (44 caracteres) das NF-e com evento de cancelamento (tpEvento 110111, ou 110112
 * cancelamento por substituição) em qualquer `infEvento` do XML (procEventoNFe, evento, lote).
 * XML ilegível -> lista vazia.
 */
export function chavesCanceladas(xml: string): string[] {
  let raiz: unknown;
  try {
    raiz = parserEventos.parse(xml);
  } catch {
    return [];
  }
  const chaves: string[] = [];
  const visitar = (v: unknown, nome: string): void => {
    if (Array.isArray(v)) {
      for (const x of v) visitar(x, nome);
      return;
    }
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (nome === 'infEvento' && ['110111', '110112'].includes(String(o.tpEvento ?? '')) && typeof o.chNFe === 'string')
      chaves.push(o.chNFe.trim().toUpperCase());
    for (const [k, filho] of Object.entries(o)) visitar(filho, k);
  };
  visitar(raiz, '');
  return chaves;
}

/** O trecho `<NFe ...>...</NFe>` (a nota assinada, sem o protocolo), ou undefined. */
function trechoNFe(xml: string): string | undefined {
  return /<(?:[\w.-]+:)?NFe[\s>][\s\S]*<\/(?:[\w.-]+:)?NFe>/.exec(xml)?.[0];
}
const texto = (trecho: string | undefined, tag: string) =>
  trecho ? new RegExp(`<(?:[\\w.-]+:)?${tag}(?:\\s[^>]*)?>([^<]*)<`).exec(trecho)?.[1]?.trim() : undefined;

/**
 * Confere destinatário, assinatura e protocolo de uma nota já lida (passos 3 a 5 do topo).
 * @param xml o arquivo como recebido.
 * @param nota a leitura de `lerNotaFornecedor(xml)`.
 * @param documentoEmpresa CNPJ (ou CPF) da empresa que importa.
 * @param rotulo "NF-e número/série de fornecedor", para as mensagens.
 * @returns o XML a guardar: o recebido, ou sem espaço entre tags quando só assim a assinatura confere.
 * @throws ValidationError 400 (`arquivo`) dizendo qual conferência falhou.
 */
export function conferirNotaRecebida(xml: string, nota: NotaFornecedor, documentoEmpresa: string, rotulo: string): string {
  const empresa = documentoEmpresa.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (!nota.destDocumento) {
    const exterior = /<(?:[\w.-]+:)?idEstrangeiro[\s>/]/.test(xml) || nota.itens.some((i) => i.CFOP?.startsWith('7'));
    throw recusa(
      exterior
        ? `${rotulo} é destinada ao exterior (destinatário estrangeiro, CFOP de exportação): o destinatário não é esta empresa (CNPJ ${empresa}).`
        : `${rotulo} não tem CNPJ/CPF de destinatário: o destinatário não é esta empresa (CNPJ ${empresa}).`,
    );
  }
  if (nota.destDocumento !== empresa) {
    throw recusa(`${rotulo}: o destinatário da nota (${nota.destDocumento}) não é esta empresa (CNPJ ${empresa}). Só se importa nota endereçada à empresa.`);
  }
  let documento = xml;
  let ass = verificarAssinatura(documento);
  if (!ass.valida && ass.assinaturas) {
    const semFormatacao = xml
      .replace(/^\uFEFF/, '')
      .trim()
      .replace(/>\s+</g, '><');
    const outra = verificarAssinatura(semFormatacao);
    if (outra.valida) {
      documento = semFormatacao;
      ass = outra;
    }
  }
  const nfe = trechoNFe(documento);
  if (!ass.assinaturas || !nfe || !/<(?:[\w.-]+:)?Signature[\s>]/.test(nfe)) {
    throw recusa(`${rotulo} não está assinada (sem a assinatura digital do emitente, elemento Signature): não é uma NF-e válida.`);
  }
  if (!ass.valida) throw recusa(`${rotulo}: a assinatura digital não confere (${ass.motivo}). A nota foi alterada depois de assinada.`);
  const cStat = nota.protocolo?.cStat;
  if (cStat !== '100' && cStat !== '150') {
    throw recusa(
      nota.protocolo
        ? `${rotulo}: o protocolo não é de autorização (cStat ${cStat ?? 'ausente'}; autorizada é 100 ou 150).`
        : `${rotulo} não tem protocolo de autorização (nfeProc com protNFe e cStat 100): importe o XML de distribuição.`,
    );
  }
  const infProt = /<(?:[\w.-]+:)?infProt[\s>][\s\S]*?<\/(?:[\w.-]+:)?infProt>/.exec(documento)?.[0];
  const chProt = texto(infProt, 'chNFe')?.toUpperCase();
  if (chProt !== nota.chave) throw recusa(`${rotulo}: o protocolo de autorização é de outra nota (chNFe ${chProt ?? 'ausente'}, chave da nota ${nota.chave}).`);
  const digVal = texto(infProt, 'digVal');
  const digest = texto(nfe, 'DigestValue');
  if (!digVal || digVal !== digest) {
    throw recusa(`${rotulo}: o protocolo não confere com a assinatura da nota (digVal ${digVal ?? 'ausente'} ≠ DigestValue ${digest ?? 'ausente'}).`);
  }
  return documento;
}
