/**
 * A visão do DANFE sobre um `nfeProc` (ou uma `NFe` ainda sem protocolo): só os campos que o
 * DANFE (MOC 7.0, Anexo II) e a impressão da CC-e precisam, lidos com fast-xml-parser.
 *
 * Independente de `src/fiscal/nfe` de propósito: o DANFE precisa imprimir QUALQUER NF-e válida de
 * terceiros (versões 3.10/4.00, grupos que o tipo completo ainda não descreve), então aqui tudo é
 * texto opcional e a leitura nunca falha por campo ausente. Valores ficam como texto decimal do XML
 * (`'500.00'`), sem conversão para float.
 */
import { XMLParser } from 'fast-xml-parser';

/** Endereço (enderEmit / enderDest / retirada / entrega). */
export interface EnderecoDanfe {
  xLgr?: string;
  nro?: string;
  xCpl?: string;
  xBairro?: string;
  cMun?: string;
  xMun?: string;
  UF?: string;
  CEP?: string;
  xPais?: string;
  fone?: string;
}

/** Emitente ou destinatário. */
export interface ParticipanteDanfe {
  /** CNPJ, CPF ou idEstrangeiro (sem máscara). */
  documento?: string;
  xNome?: string;
  xFant?: string;
  IE?: string;
  IEST?: string;
  IM?: string;
  CRT?: string;
  email?: string;
  endereco: EnderecoDanfe;
}

/** Item (`det`) como o quadro de produtos precisa. */
export interface ItemDanfe {
  nItem: string;
  cProd: string;
  xProd: string;
  infAdProd?: string;
  NCM?: string;
  CEST?: string;
  CFOP?: string;
  uCom?: string;
  qCom?: string;
  vUnCom?: string;
  vProd?: string;
  vDesc?: string;
  /** Origem da mercadoria (0..8). */
  orig?: string;
  /** CST (regime normal) ou CSOSN (Simples Nacional). */
  cst?: string;
  csosn?: boolean;
  vBC?: string;
  pICMS?: string;
  vICMS?: string;
  vBCST?: string;
  vICMSST?: string;
  vIPI?: string;
  pIPI?: string;
}

export interface DuplicataDanfe {
  nDup?: string;
  dVenc?: string;
  vDup?: string;
}

export interface VolumeDanfe {
  qVol?: string;
  esp?: string;
  marca?: string;
  nVol?: string;
  pesoL?: string;
  pesoB?: string;
}

export interface PagamentoDanfe {
  tPag?: string;
  vPag?: string;
}

/** Totais (ICMSTot + ISSQNtot + grupos da reforma tributária). */
export interface TotaisDanfe {
  icms: Record<string, string | undefined>;
  issqn?: { vServ?: string; vBC?: string; vISS?: string };
  /** IBSCBSTot (NT 2025.002), presente só quando a nota traz o grupo. */
  ibsCbs?: { vBCIBSCBS?: string; vIBS?: string; vIBSUF?: string; vIBSMun?: string; vCBS?: string };
  vIS?: string;
  vNFTot?: string;
}

export interface ProtocoloDanfe {
  nProt?: string;
  dhRecbto?: string;
  cStat?: string;
  xMotivo?: string;
  tpAmb?: string;
}

/** Tudo o que o DANFE imprime. */
export interface DadosDanfe {
  /** Chave de acesso (44 caracteres, sem o prefixo `NFe`). */
  chave: string;
  versao?: string;
  ide: {
    natOp?: string;
    mod?: string;
    serie?: string;
    nNF?: string;
    /** Data/hora de emissão como no XML (`dhEmi`, ou `dEmi` na versão 2.00). */
    dhEmi?: string;
    dhSaiEnt?: string;
    /** Hora de saída em leiautes antigos (`hSaiEnt`). */
    hSaiEnt?: string;
    tpNF?: string;
    tpEmis?: string;
    tpAmb?: string;
    finNFe?: string;
    dhCont?: string;
    xJust?: string;
    /** Chaves das NF-e referenciadas (`NFref/refNFe`), na ordem do XML. */
    refNFe?: string[];
    /** Demais documentos referenciados (refNFP, refNF, refCTe, refECF) descritos em texto, na ordem do XML. */
    outrasRef?: string[];
  };
  emit: ParticipanteDanfe;
  dest?: ParticipanteDanfe;
  retirada?: EnderecoDanfe & { documento?: string; xNome?: string };
  entrega?: EnderecoDanfe & { documento?: string; xNome?: string };
  itens: ItemDanfe[];
  totais: TotaisDanfe;
  transp: {
    modFrete?: string;
    transportadora?: {
      documento?: string;
      xNome?: string;
      IE?: string;
      xEnder?: string;
      xMun?: string;
      UF?: string;
    };
    placa?: string;
    ufVeiculo?: string;
    RNTC?: string;
    volumes: VolumeDanfe[];
  };
  fatura?: { nFat?: string; vOrig?: string; vDesc?: string; vLiq?: string };
  duplicatas: DuplicataDanfe[];
  pagamentos: PagamentoDanfe[];
  infAdFisco?: string;
  infCpl?: string;
  /** `obsCont`: pares xCampo/xTexto do contribuinte. */
  obsCont: { xCampo?: string; xTexto?: string }[];
  protocolo?: ProtocoloDanfe;
}

type Obj = Record<string, unknown>;

const LISTAS = new Set(['det', 'dup', 'detPag', 'vol', 'obsCont', 'obsFisco', 'NFref', 'reboque']);

function parser(): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: true,
    htmlEntities: true,
    isArray: (nome) => LISTAS.has(nome),
  });
}

function obj(v: unknown): Obj {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {};
}

function lista(v: unknown): Obj[] {
  if (v === undefined || v === null || v === '') return [];
  return (Array.isArray(v) ? v : [v]).map(obj);
}

/** Texto de um campo simples (ou `undefined` se ausente/vazio). */
function txt(o: Obj, campo: string): string | undefined {
  const v = o[campo];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'object') {
    const t = (v as Obj)['#text'];
    return t === undefined ? undefined : String(t);
  }
  const s = String(v);
  return s === '' ? undefined : s;
}

/** Primeiro filho que é objeto (grupos de escolha: ICMS00, ICMSSN102, IPITrib...). */
function grupoEscolha(o: Obj): Obj {
  for (const v of Object.values(o)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Obj;
  }
  return {};
}

function endereco(o: Obj): EnderecoDanfe {
  return {
    xLgr: txt(o, 'xLgr'),
    nro: txt(o, 'nro'),
    xCpl: txt(o, 'xCpl'),
    xBairro: txt(o, 'xBairro'),
    cMun: txt(o, 'cMun'),
    xMun: txt(o, 'xMun'),
    UF: txt(o, 'UF'),
    CEP: txt(o, 'CEP'),
    xPais: txt(o, 'xPais'),
    fone: txt(o, 'fone'),
  };
}

function documento(o: Obj): string | undefined {
  return txt(o, 'CNPJ') ?? txt(o, 'CPF') ?? txt(o, 'idEstrangeiro');
}

function participante(o: Obj, enderTag: string): ParticipanteDanfe {
  return {
    documento: documento(o),
    xNome: txt(o, 'xNome'),
    xFant: txt(o, 'xFant'),
    IE: txt(o, 'IE'),
    IEST: txt(o, 'IEST'),
    IM: txt(o, 'IM'),
    CRT: txt(o, 'CRT'),
    email: txt(o, 'email'),
    endereco: endereco(obj(o[enderTag])),
  };
}

function item(det: Obj): ItemDanfe {
  const prod = obj(det.prod);
  const imposto = obj(det.imposto);
  const icms = grupoEscolha(obj(imposto.ICMS));
  const ipiTrib = obj(obj(imposto.IPI).IPITrib);
  const csosn = txt(icms, 'CSOSN');
  return {
    nItem: String(det['@_nItem'] ?? ''),
    cProd: txt(prod, 'cProd') ?? '',
    xProd: txt(prod, 'xProd') ?? '',
    infAdProd: txt(det, 'infAdProd'),
    NCM: txt(prod, 'NCM'),
    CEST: txt(prod, 'CEST'),
    CFOP: txt(prod, 'CFOP'),
    uCom: txt(prod, 'uCom'),
    qCom: txt(prod, 'qCom'),
    vUnCom: txt(prod, 'vUnCom'),
    vProd: txt(prod, 'vProd'),
    vDesc: txt(prod, 'vDesc'),
    orig: txt(icms, 'orig'),
    cst: csosn ?? txt(icms, 'CST'),
    csosn: csosn !== undefined,
    vBC: txt(icms, 'vBC'),
    pICMS: txt(icms, 'pICMS'),
    vICMS: txt(icms, 'vICMS'),
    vBCST: txt(icms, 'vBCST'),
    vICMSST: txt(icms, 'vICMSST'),
    vIPI: txt(ipiTrib, 'vIPI'),
    pIPI: txt(ipiTrib, 'pIPI'),
  };
}

const CAMPOS_ICMSTOT = [
  'vBC',
  'vICMS',
  'vICMSDeson',
  'vFCPUFDest',
  'vICMSUFDest',
  'vICMSUFRemet',
  'vFCP',
  'vBCST',
  'vST',
  'vFCPST',
  'vFCPSTRet',
  'vProd',
  'vFrete',
  'vSeg',
  'vDesc',
  'vII',
  'vIPI',
  'vIPIDevol',
  'vPIS',
  'vCOFINS',
  'vOutro',
  'vNF',
  'vTotTrib',
];

function totais(total: Obj): TotaisDanfe {
  const icmsTot = obj(total.ICMSTot);
  const icms: Record<string, string | undefined> = {};
  for (const c of CAMPOS_ICMSTOT) icms[c] = txt(icmsTot, c);
  const r: TotaisDanfe = { icms };
  if (total.ISSQNtot) {
    const i = obj(total.ISSQNtot);
    r.issqn = { vServ: txt(i, 'vServ'), vBC: txt(i, 'vBC'), vISS: txt(i, 'vISS') };
  }
  if (total.IBSCBSTot) {
    const t = obj(total.IBSCBSTot);
    const gIBS = obj(t.gIBS);
    r.ibsCbs = {
      vBCIBSCBS: txt(t, 'vBCIBSCBS'),
      vIBS: txt(gIBS, 'vIBS'),
      vIBSUF: txt(obj(gIBS.gIBSUF), 'vIBSUF'),
      vIBSMun: txt(obj(gIBS.gIBSMun), 'vIBSMun'),
      vCBS: txt(obj(t.gCBS), 'vCBS'),
    };
  }
  if (total.ISTot) r.vIS = txt(obj(total.ISTot), 'vIS');
  r.vNFTot = txt(total, 'vNFTot');
  return r;
}

/** Encontra `NFe` e `protNFe` em `nfeProc`, `NFe` solta ou envelopes comuns (ex.: SOAP). */
function localizar(raiz: Obj): { nfe: Obj; prot?: Obj } | undefined {
  if (raiz.nfeProc) {
    const p = obj(raiz.nfeProc);
    return { nfe: obj(p.NFe), prot: p.protNFe ? obj(p.protNFe) : undefined };
  }
  if (raiz.NFe) return { nfe: obj(raiz.NFe), prot: raiz.protNFe ? obj(raiz.protNFe) : undefined };
  for (const v of Object.values(raiz)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const achado = localizar(v as Obj);
      if (achado) return achado;
    }
  }
  return undefined;
}

/**
 * Lê os campos do DANFE de um `nfeProc` (NF-e + protNFe) ou de uma `NFe` sem protocolo.
 *
 * @param xml o XML (UTF-8, com ou sem declaração).
 * @returns os dados do DANFE; `protocolo` fica `undefined` se não houver `protNFe`.
 * @throws Error se o XML não contiver `NFe/infNFe`.
 */

/**
 * Texto de um documento referenciado que não é NF-e por chave (para as informações complementares):
 * `refNFP` "NF de produtor mod. 04 série 1 nº 321, UF 35, emissão 10/2026, CPF/CNPJ ..., IE ...";
 * `refNF` "NF mod. 01 ..."; `refCTe` "CT-e chave ..."; `refECF` "Cupom fiscal mod. 2D, ECF 1, COO 123".
 * `undefined` para refNFe (listado à parte) ou grupo desconhecido.
 */
function descreverReferencia(r: Record<string, unknown>): string | undefined {
  const papel = (g: Record<string, unknown>, nome: string) =>
    `${nome} mod. ${txt(g, 'mod') ?? ''} série ${txt(g, 'serie') ?? ''} nº ${txt(g, 'nNF') ?? ''}, UF ${txt(g, 'cUF') ?? ''}, emissão ${(txt(g, 'AAMM') ?? '').replace(/^(\d{2})(\d{2})$/, '$2/20$1')}, ${txt(g, 'CNPJ') ? `CNPJ ${txt(g, 'CNPJ')}` : `CPF ${txt(g, 'CPF') ?? ''}`}${txt(g, 'IE') ? `, IE ${txt(g, 'IE')}` : ''}`;
  if (r.refNFP) return papel(obj(r.refNFP), 'NF de produtor');
  if (r.refNF) return papel(obj(r.refNF), 'NF');
  if (r.refCTe) return `CT-e chave ${txt(r, 'refCTe')}`;
  if (r.refECF) {
    const e = obj(r.refECF);
    return `Cupom fiscal mod. ${txt(e, 'mod') ?? ''}, ECF ${txt(e, 'nECF') ?? ''}, COO ${txt(e, 'nCOO') ?? ''}`;
  }
  return undefined;
}

export function lerDadosDanfe(xml: string): DadosDanfe {
  const raiz = obj(parser().parse(xml));
  const achado = localizar(raiz);
  const inf = obj(achado?.nfe.infNFe);
  if (!achado || Object.keys(inf).length === 0) {
    throw new Error('XML não contém uma NF-e (NFe/infNFe)');
  }
  const ide = obj(inf.ide);
  const emit = obj(inf.emit);
  const transp = obj(inf.transp);
  const transporta = obj(transp.transporta);
  const veic = obj(transp.veicTransp);
  const cobr = obj(inf.cobr);
  const infAdic = obj(inf.infAdic);
  const infProt = achado.prot ? obj(achado.prot.infProt) : undefined;
  const id = String(inf['@_Id'] ?? '');
  const chave = id.replace(/^NFe/i, '') || (infProt ? (txt(infProt, 'chNFe') ?? '') : '');
  const localExtra = (o: unknown) => {
    if (!o) return undefined;
    const e = obj(o);
    return { ...endereco(e), documento: documento(e), xNome: txt(e, 'xNome') };
  };
  const fat = cobr.fat ? obj(cobr.fat) : undefined;

  return {
    chave,
    versao: inf['@_versao'] === undefined ? undefined : String(inf['@_versao']),
    ide: {
      natOp: txt(ide, 'natOp'),
      mod: txt(ide, 'mod'),
      serie: txt(ide, 'serie'),
      nNF: txt(ide, 'nNF'),
      dhEmi: txt(ide, 'dhEmi') ?? txt(ide, 'dEmi'),
      dhSaiEnt: txt(ide, 'dhSaiEnt') ?? txt(ide, 'dSaiEnt'),
      hSaiEnt: txt(ide, 'hSaiEnt'),
      tpNF: txt(ide, 'tpNF'),
      tpEmis: txt(ide, 'tpEmis'),
      tpAmb: txt(ide, 'tpAmb'),
      finNFe: txt(ide, 'finNFe'),
      dhCont: txt(ide, 'dhCont'),
      xJust: txt(ide, 'xJust'),
      refNFe: lista(ide.NFref)
        .map((r) => txt(r, 'refNFe'))
        .filter((r): r is string => !!r),
      outrasRef: lista(ide.NFref)
        .map(descreverReferencia)
        .filter((r): r is string => !!r),
    },
    emit: participante(emit, 'enderEmit'),
    dest: inf.dest ? participante(obj(inf.dest), 'enderDest') : undefined,
    retirada: localExtra(inf.retirada),
    entrega: localExtra(inf.entrega),
    itens: lista(inf.det).map(item),
    totais: totais(obj(inf.total)),
    transp: {
      modFrete: txt(transp, 'modFrete'),
      transportadora: transp.transporta
        ? {
            documento: documento(transporta),
            xNome: txt(transporta, 'xNome'),
            IE: txt(transporta, 'IE'),
            xEnder: txt(transporta, 'xEnder'),
            xMun: txt(transporta, 'xMun'),
            UF: txt(transporta, 'UF'),
          }
        : undefined,
      placa: txt(veic, 'placa'),
      ufVeiculo: txt(veic, 'UF'),
      RNTC: txt(veic, 'RNTC'),
      volumes: lista(transp.vol).map((v) => ({
        qVol: txt(v, 'qVol'),
        esp: txt(v, 'esp'),
        marca: txt(v, 'marca'),
        nVol: txt(v, 'nVol'),
        pesoL: txt(v, 'pesoL'),
        pesoB: txt(v, 'pesoB'),
      })),
    },
    fatura: fat ? { nFat: txt(fat, 'nFat'), vOrig: txt(fat, 'vOrig'), vDesc: txt(fat, 'vDesc'), vLiq: txt(fat, 'vLiq') } : undefined,
    duplicatas: lista(cobr.dup).map((d) => ({ nDup: txt(d, 'nDup'), dVenc: txt(d, 'dVenc'), vDup: txt(d, 'vDup') })),
    pagamentos: lista(obj(inf.pag).detPag).map((p) => ({ tPag: txt(p, 'tPag'), vPag: txt(p, 'vPag') })),
    infAdFisco: txt(infAdic, 'infAdFisco'),
    infCpl: txt(infAdic, 'infCpl'),
    obsCont: lista(infAdic.obsCont).map((o) => ({ xCampo: o['@_xCampo'] as string | undefined, xTexto: txt(o, 'xTexto') })),
    protocolo: infProt
      ? {
          nProt: txt(infProt, 'nProt'),
          dhRecbto: txt(infProt, 'dhRecbto'),
          cStat: txt(infProt, 'cStat'),
          xMotivo: txt(infProt, 'xMotivo'),
          tpAmb: txt(infProt, 'tpAmb'),
        }
      : undefined,
  };
}
