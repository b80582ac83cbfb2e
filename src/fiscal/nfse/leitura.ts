/**
 * Leitura da NFS-e gerada pela Sefin Nacional (`NFSe_v1.01.xsd` → `TCNFSe`/`TCInfNFSe`, com a DPS
 * dentro) e do evento registrado (`evento_v1.01.xsd`): o que o ERP grava, mostra e imprime no
 * DANFSe. Valores monetários em reais (`number`), datas como vieram do XML.
 */
import { atributoDe, elemento, texto } from './xml-util.ts';

/** Pessoa lida da NFS-e (emitente ou tomador). */
export interface PessoaNfseLida {
  /** CNPJ (14) ou CPF (11). */
  documento?: string;
  IM?: string;
  xNome?: string;
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

/** NFS-e lida (ver {@link lerNfse}). */
export interface NfseLida {
  /** Chave de acesso (50 dígitos), do `Id` `NFS...` de `infNFSe`. */
  chave: string;
  versao: string;
  nNFSe: string;
  /** Número do documento no ambiente gerador (`nDFSe`). */
  nDFSe: string;
  /** 100 gerada; 102 decisão judicial; 103 avulsa; 107 MEI. */
  cStat: string;
  /** Processamento pelo ambiente (`AAAA-MM-DDThh:mm:ss±hh:mm`). */
  dhProc: string;
  tpAmb: string;
  xLocEmi: string;
  xLocPrestacao: string;
  cLocIncid?: string;
  xLocIncid?: string;
  xTribNac: string;
  xTribMun?: string;
  xNBS?: string;
  emit: PessoaNfseLida;
  /** Valores calculados pelo ambiente. */
  valores: { vBC?: number; pAliqAplic?: number; vISSQN?: number; vTotalRet?: number; vLiq: number };
  /** Dados da DPS de origem. */
  dps: {
    id: string;
    serie: string;
    nDPS: string;
    dhEmi: string;
    dCompet: string;
    tpEmit: string;
    toma?: PessoaNfseLida;
    cTribNac: string;
    cTribMun?: string;
    cNBS?: string;
    xDescServ: string;
    cLocPrestacao?: string;
    cPaisPrestacao?: string;
    vServ: number;
    vDescIncond?: number;
    vDescCond?: number;
    tribISSQN: string;
    tpRetISSQN: string;
    pAliq?: number;
    vRetCP?: number;
    vRetIRRF?: number;
    vRetCSLL?: number;
    opSimpNac: string;
    regApTribSN?: string;
    /** Chave da NFS-e substituída (grupo `subst`), quando esta é substituta. */
    chSubstda?: string;
    xInfComp?: string;
  };
}

const num = (v: string | undefined): number | undefined => (v === undefined || v === '' ? undefined : Number(v));

function pessoa(xml: string | undefined): PessoaNfseLida | undefined {
  if (!xml) return undefined;
  return {
    documento: texto(xml, 'CNPJ') ?? texto(xml, 'CPF'),
    IM: texto(xml, 'IM'),
    xNome: texto(xml, 'xNome'),
    xLgr: texto(xml, 'xLgr'),
    nro: texto(xml, 'nro'),
    xCpl: texto(xml, 'xCpl'),
    xBairro: texto(xml, 'xBairro'),
    cMun: texto(xml, 'cMun'),
    UF: texto(xml, 'UF'),
    CEP: texto(xml, 'CEP'),
    fone: texto(xml, 'fone'),
    email: texto(xml, 'email'),
  };
}

/**
 * Lê a NFS-e (elemento `NFSe`, com ou sem declaração XML). Não valida schema nem assinatura
 * (use `PacoteNfse.validar(xml, 'nfse')` e `verificarAssinatura`).
 * @throws Error `'XML não é uma NFS-e (infNFSe com Id NFS...)'`.
 */
export function lerNfse(xml: string): NfseLida {
  const inf = elemento(xml, 'infNFSe');
  const id = atributoDe(inf, 'Id') ?? '';
  if (!inf || !/^NFS\d{50}$/.test(id)) throw new Error('XML não é uma NFS-e (infNFSe com Id NFS...)');
  const dpsXml = elemento(inf, 'DPS') ?? '';
  const infDps = elemento(dpsXml, 'infDPS') ?? '';
  // o emitente e os valores da NFS-e vêm antes da DPS: ler só o trecho de infNFSe anterior a ela
  const cabeca = inf.slice(0, inf.indexOf(dpsXml) >= 0 && dpsXml ? inf.indexOf(dpsXml) : inf.length);
  const valoresNfse = elemento(cabeca, 'valores');
  const prest = elemento(infDps, 'prest');
  const valoresDps = elemento(infDps, 'valores');
  const tribMun = elemento(valoresDps, 'tribMun');
  const tribFed = elemento(valoresDps, 'tribFed');
  return {
    chave: id.slice(3),
    versao: atributoDe(elemento(xml, 'NFSe'), 'versao') ?? '',
    nNFSe: texto(cabeca, 'nNFSe') ?? '',
    nDFSe: texto(cabeca, 'nDFSe') ?? '',
    cStat: texto(cabeca, 'cStat') ?? '',
    dhProc: texto(cabeca, 'dhProc') ?? '',
    tpAmb: texto(infDps, 'tpAmb') ?? '',
    xLocEmi: texto(cabeca, 'xLocEmi') ?? '',
    xLocPrestacao: texto(cabeca, 'xLocPrestacao') ?? '',
    cLocIncid: texto(cabeca, 'cLocIncid'),
    xLocIncid: texto(cabeca, 'xLocIncid'),
    xTribNac: texto(cabeca, 'xTribNac') ?? '',
    xTribMun: texto(cabeca, 'xTribMun'),
    xNBS: texto(cabeca, 'xNBS'),
    emit: pessoa(elemento(cabeca, 'emit')) ?? {},
    valores: {
      vBC: num(texto(valoresNfse, 'vBC')),
      pAliqAplic: num(texto(valoresNfse, 'pAliqAplic')),
      vISSQN: num(texto(valoresNfse, 'vISSQN')),
      vTotalRet: num(texto(valoresNfse, 'vTotalRet')),
      vLiq: num(texto(valoresNfse, 'vLiq')) ?? 0,
    },
    dps: {
      id: atributoDe(infDps, 'Id') ?? '',
      serie: texto(infDps, 'serie') ?? '',
      nDPS: texto(infDps, 'nDPS') ?? '',
      dhEmi: texto(infDps, 'dhEmi') ?? '',
      dCompet: texto(infDps, 'dCompet') ?? '',
      tpEmit: texto(infDps, 'tpEmit') ?? '',
      toma: pessoa(elemento(infDps, 'toma')),
      cTribNac: texto(infDps, 'cTribNac') ?? '',
      cTribMun: texto(infDps, 'cTribMun'),
      cNBS: texto(infDps, 'cNBS'),
      xDescServ: texto(infDps, 'xDescServ') ?? '',
      cLocPrestacao: texto(infDps, 'cLocPrestacao'),
      cPaisPrestacao: texto(infDps, 'cPaisPrestacao'),
      vServ: num(texto(valoresDps, 'vServ')) ?? 0,
      vDescIncond: num(texto(valoresDps, 'vDescIncond')),
      vDescCond: num(texto(valoresDps, 'vDescCond')),
      tribISSQN: texto(tribMun, 'tribISSQN') ?? '',
      tpRetISSQN: texto(tribMun, 'tpRetISSQN') ?? '',
      pAliq: num(texto(tribMun, 'pAliq')),
      vRetCP: num(texto(tribFed, 'vRetCP')),
      vRetIRRF: num(texto(tribFed, 'vRetIRRF')),
      vRetCSLL: num(texto(tribFed, 'vRetCSLL')),
      opSimpNac: texto(prest, 'opSimpNac') ?? '',
      regApTribSN: texto(prest, 'regApTribSN'),
      chSubstda: texto(elemento(infDps, 'subst'), 'chSubstda'),
      xInfComp: texto(infDps, 'xInfComp'),
    },
  };
}

/** Evento registrado lido (ver {@link lerEvento}). */
export interface EventoNfseLido {
  /** `EVT` + chave + tipo + número. */
  id: string;
  chave: string;
  tpEvento: string;
  nSeqEvento: string;
  dhProc: string;
  dhEvento: string;
  cMotivo?: string;
  xMotivo?: string;
  xDesc?: string;
  /** Só no 105102: a substituta. */
  chSubstituta?: string;
}

/**
 * Lê o evento registrado pelo ambiente (elemento `evento`).
 * @throws Error `'XML não é um evento da NFS-e'`.
 */
export function lerEvento(xml: string): EventoNfseLido {
  const inf = elemento(xml, 'infEvento');
  const id = atributoDe(inf, 'Id') ?? '';
  if (!inf || !/^EVT\d{59}$/.test(id)) throw new Error('XML não é um evento da NFS-e');
  const ped = elemento(inf, 'infPedReg');
  return {
    id,
    chave: id.slice(3, 53),
    tpEvento: id.slice(53, 59),
    nSeqEvento: texto(inf, 'nSeqEvento') ?? '',
    dhProc: texto(inf, 'dhProc') ?? '',
    dhEvento: texto(ped, 'dhEvento') ?? '',
    cMotivo: texto(ped, 'cMotivo'),
    xMotivo: texto(ped, 'xMotivo'),
    xDesc: texto(ped, 'xDesc'),
    chSubstituta: texto(ped, 'chSubstituta'),
  };
}
