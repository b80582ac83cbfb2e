/**
 * Leitura da NF-e de um fornecedor (`nfeProc`: NFe + protNFe, MOC 7.0 leiaute 4.00 e 3.10) no
 * formato que a compra precisa: emitente (o fornecedor), itens com os valores que compõem o custo
 * (vProd, vDesc, vFrete, vSeg, vOutro, IPI, ICMS-ST + FCP-ST), totais (W02) e duplicatas (Y07).
 *
 * Valores ficam como texto decimal do XML (`'500.00'`): nunca float (arquitetura §4). Independente de
 * `src/fiscal/nfe` (que descreve só o leiaute atual) porque notas de terceiros chegam de qualquer
 * versão; a leitura é tolerante a grupos ausentes, mas exige a estrutura mínima de uma NF-e.
 */
import { XMLParser } from 'fast-xml-parser';

type Obj = Record<string, unknown>;

/** Endereço e contato do fornecedor (grupo C05 enderEmit). */
export interface EmitenteNota {
  /** CNPJ (14, numérico ou alfanumérico — NT 2025.001) ou CPF (11). */
  documento: string;
  xNome: string;
  xFant?: string;
  IE?: string;
  xLgr?: string;
  nro?: string;
  xCpl?: string;
  xBairro?: string;
  cMun?: string;
  UF?: string;
  CEP?: string;
  fone?: string;
  email?: string;
}

/** Um item (`det`, grupo H/I) com o que compõe o custo de aquisição. Valores em R$ (texto). */
export interface ItemNota {
  nItem: number;
  cProd: string;
  /** GTIN (cEAN) ou null quando 'SEM GTIN'/ausente. */
  cEAN: string | null;
  xProd: string;
  NCM?: string;
  CFOP?: string;
  uCom: string;
  qCom: string;
  vUnCom: string;
  vProd: string;
  vDesc: string;
  vFrete: string;
  vSeg: string;
  vOutro: string;
  vIPI: string;
  /** ICMS-ST retido nesta operação + FCP-ST (N23 vICMSST + N23d vFCPST). */
  vICMSST: string;
  /** ICMS próprio destacado (N15 vBC, N16 pICMS em %, N17 vICMS): o crédito tomado; '0' quando não há. */
  vBC: string;
  pICMS: string;
  vICMS: string;
  /** Base (N21 vBCST) e alíquota (N22 pICMSST, %) do ICMS-ST. */
  vBCST: string;
  pICMSST: string;
  /** PIS e COFINS do item (Q09 vPIS, S11 vCOFINS). */
  vPIS: string;
  vCOFINS: string;
}

export interface DuplicataNota {
  nDup: string;
  /** AAAA-MM-DD */
  dVenc: string;
  vDup: string;
}

export interface NotaFornecedor {
  chave: string;
  modelo: string;
  serie: string;
  numero: string;
  natOp?: string;
  /** Data/hora de emissão como no XML (dhEmi, ou dEmi em leiautes antigos). */
  dhEmi?: string;
  tpNF?: string;
  tpAmb?: string;
  emit: EmitenteNota;
  /** Documento do destinatário (CNPJ/CPF), para conferir se a nota é mesmo da empresa. */
  destDocumento?: string;
  itens: ItemNota[];
  totais: { vProd: string; vDesc: string; vFrete: string; vSeg: string; vOutro: string; vIPI: string; vST: string; vNF: string };
  duplicatas: DuplicataNota[];
  protocolo?: { cStat?: string; nProt?: string };
}

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, trimValues: true });

const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const lista = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : v === undefined || v === null ? [] : [obj(v)]);
const txt = (o: Obj, k: string): string | undefined => {
  const v = o[k];
  if (v === undefined || v === null) return undefined;
  const s = String(typeof v === 'object' ? ((v as Obj)['#text'] ?? '') : v).trim();
  return s === '' ? undefined : s;
};
const valor = (o: Obj, k: string) => txt(o, k) ?? '0';

/** O primeiro subgrupo de um grupo de escolha (ex.: ICMS > ICMS00 | ICMS10 | ...). */
const escolha = (o: Obj): Obj => obj(Object.values(o).find((v) => v && typeof v === 'object'));

function somar(...vs: string[]): string {
  // centavos inteiros: soma exata de valores com até 2 casas
  let centavos = 0n;
  for (const v of vs) {
    const [i, d = ''] = v.split('.');
    const neg = i.startsWith('-');
    const c = BigInt(i.replace('-', '') || '0') * 100n + BigInt((d + '00').slice(0, 2));
    centavos += neg ? -c : c;
  }
  const neg = centavos < 0n;
  const a = neg ? -centavos : centavos;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

/** Localiza NFe e protNFe (nfeProc, NFe solta ou dentro de um envelope). */
function localizar(raiz: Obj): { nfe: Obj; prot?: Obj } | undefined {
  if (raiz.NFe) return { nfe: obj(raiz.NFe), prot: raiz.protNFe ? obj(raiz.protNFe) : undefined };
  for (const v of Object.values(raiz)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const achado = localizar(v as Obj);
      if (achado) return achado;
    }
  }
  return undefined;
}

function item(det: Obj): ItemNota {
  const prod = obj(det.prod);
  const imposto = obj(det.imposto);
  const icms = escolha(obj(imposto.ICMS));
  const ipi = obj(obj(imposto.IPI).IPITrib);
  const cEAN = txt(prod, 'cEAN');
  return {
    nItem: Number(det['@_nItem'] ?? 0),
    cProd: txt(prod, 'cProd') ?? '',
    cEAN: cEAN && /^\d{8,14}$/.test(cEAN) ? cEAN : null,
    xProd: txt(prod, 'xProd') ?? '',
    NCM: txt(prod, 'NCM'),
    CFOP: txt(prod, 'CFOP'),
    uCom: txt(prod, 'uCom') ?? 'UN',
    qCom: valor(prod, 'qCom'),
    vUnCom: valor(prod, 'vUnCom'),
    vProd: valor(prod, 'vProd'),
    vDesc: valor(prod, 'vDesc'),
    vFrete: valor(prod, 'vFrete'),
    vSeg: valor(prod, 'vSeg'),
    vOutro: valor(prod, 'vOutro'),
    vIPI: valor(ipi, 'vIPI'),
    vICMSST: somar(valor(icms, 'vICMSST'), valor(icms, 'vFCPST')),
    vBC: valor(icms, 'vBC'),
    pICMS: valor(icms, 'pICMS'),
    vICMS: valor(icms, 'vICMS'),
    vBCST: valor(icms, 'vBCST'),
    pICMSST: valor(icms, 'pICMSST'),
    vPIS: valor(escolha(obj(imposto.PIS)), 'vPIS'),
    vCOFINS: valor(escolha(obj(imposto.COFINS)), 'vCOFINS'),
  };
}

/**
 * Lê uma NF-e de fornecedor.
 * @param xml o XML (nfeProc de preferência; uma NFe sem protocolo também é lida, `protocolo` fica vazio).
 * @throws Error (mensagem pt-BR) se o texto não é XML ou não contém NFe/infNFe com emitente e itens.
 */
export function lerNotaFornecedor(xml: string): NotaFornecedor {
  let raiz: Obj;
  try {
    raiz = obj(parser.parse(xml));
  } catch {
    throw new Error('o arquivo não é um XML válido');
  }
  const achado = localizar(raiz);
  const inf = obj(achado?.nfe.infNFe);
  if (!achado || !inf.ide) throw new Error('o XML não contém uma NF-e (NFe/infNFe)');
  const ide = obj(inf.ide);
  const emit = obj(inf.emit);
  const ender = obj(emit.enderEmit);
  const dest = obj(inf.dest);
  const tot = obj(obj(inf.total).ICMSTot);
  const infProt = achado.prot ? obj(achado.prot.infProt) : undefined;
  const chave = String(inf['@_Id'] ?? '').replace(/^NFe/i, '') || (infProt ? (txt(infProt, 'chNFe') ?? '') : '');
  const documento = (txt(emit, 'CNPJ') ?? txt(emit, 'CPF') ?? '').toUpperCase();
  if (!documento || !txt(emit, 'xNome')) throw new Error('a NF-e não tem emitente (emit/CNPJ e xNome)');
  const itens = lista(inf.det).map(item);
  if (!itens.length) throw new Error('a NF-e não tem itens (det)');
  return {
    chave,
    modelo: txt(ide, 'mod') ?? '55',
    serie: txt(ide, 'serie') ?? '0',
    numero: txt(ide, 'nNF') ?? '',
    natOp: txt(ide, 'natOp'),
    dhEmi: txt(ide, 'dhEmi') ?? txt(ide, 'dEmi'),
    tpNF: txt(ide, 'tpNF'),
    tpAmb: txt(ide, 'tpAmb'),
    emit: {
      documento,
      xNome: txt(emit, 'xNome') ?? '',
      xFant: txt(emit, 'xFant'),
      IE: txt(emit, 'IE'),
      xLgr: txt(ender, 'xLgr'),
      nro: txt(ender, 'nro'),
      xCpl: txt(ender, 'xCpl'),
      xBairro: txt(ender, 'xBairro'),
      cMun: txt(ender, 'cMun'),
      UF: txt(ender, 'UF'),
      CEP: txt(ender, 'CEP'),
      fone: txt(ender, 'fone'),
      email: txt(emit, 'email'),
    },
    destDocumento: (txt(dest, 'CNPJ') ?? txt(dest, 'CPF'))?.toUpperCase(),
    itens,
    totais: {
      vProd: valor(tot, 'vProd'),
      vDesc: valor(tot, 'vDesc'),
      vFrete: valor(tot, 'vFrete'),
      vSeg: valor(tot, 'vSeg'),
      vOutro: valor(tot, 'vOutro'),
      vIPI: valor(tot, 'vIPI'),
      vST: somar(valor(tot, 'vST'), valor(tot, 'vFCPST')),
      vNF: valor(tot, 'vNF'),
    },
    duplicatas: lista(obj(inf.cobr).dup).map((d) => ({ nDup: txt(d, 'nDup') ?? '', dVenc: txt(d, 'dVenc') ?? '', vDup: valor(d, 'vDup') })),
    protocolo: infProt ? { cStat: txt(infProt, 'cStat'), nProt: txt(infProt, 'nProt') } : undefined,
  };
}
