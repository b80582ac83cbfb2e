/**
 * NF-e (modelo 55) / NFC-e (modelo 65) como objeto tipado, seguindo o leiaute 4.00 do pacote
 * PL_010d (`leiauteNFe_v4.00.xsd` + `DFeTiposBasicos_v1.00.xsd` para IBS/CBS).
 *
 * Convenções:
 * - chaves com os NOMES DE TAG oficiais; grupos opcionais do schema são opcionais aqui;
 * - valores em texto JÁ FORMATADOS como o leiaute pede (decimais com `.` e casas fixas,
 *   datas `AAAA-MM-DD`, data-hora `AAAA-MM-DDThh:mm:ss-03:00`), sem máscara em CNPJ/CPF/CEP;
 * - listas (`det`, `dup`, `detPag`, `vol`, `autXML`, ...) são arrays;
 * - o grupo `imposto` reaproveita a saída de `calcularTributosItem` (src/domain/tributos) e
 *   `total` a de `totalizar`.
 *
 * Só os grupos usados pelo ERP estão tipados (importação: DI/adi e II); combustíveis, veículos,
 * medicamentos, ISSQN, exportação, cana etc. ainda não. `montarXmlNFe` recusa (lança) chaves que
 * não conhece, para nada ser descartado em silêncio.
 */
import type { GrupoCofins, GrupoIbsCbs, GrupoIcms, GrupoIcmsUfDest, GrupoIi, GrupoIpi, GrupoPis, IbsCbsTot, IcmsTot } from '../../domain/tributos/index.ts';

/** Modelo do documento fiscal (`mod`). */
export type ModeloNFe = '55' | '65';

/** Nota modelo 1/1A ou 2 (`refNF`) ou de produtor/avulsa (`refNFP`, com CPF ou CNPJ e IE). */
export interface RefNotaPapel {
  /** Código IBGE da UF do emitente do documento. */
  cUF: string;
  /** Ano e mês da emissão (`AAMM`). */
  AAMM: string;
  CNPJ?: string;
  CPF?: string;
  /** Só em `refNFP`: dígitos ou `ISENTO`. */
  IE?: string;
  /** refNF: 01/02; refNFP: 04 (produtor) ou 01 (avulsa). */
  mod: string;
  /** Zero quando não há série. */
  serie: string;
  nNF: string;
}

/**
 * Documento referenciado (`NFref`, grupo BA): uma `xs:choice` — informe UM dos campos: chave de
 * NF-e/NFC-e (`refNFe`), nota em papel modelo 1/1A/2 (`refNF`), nota de produtor (`refNFP`), chave
 * de CT-e (`refCTe`) ou cupom fiscal (`refECF`: mod 2B/2C/2D, nº do ECF, COO).
 */
export interface NFRef {
  refNFe?: string;
  refNF?: RefNotaPapel;
  refNFP?: RefNotaPapel;
  refCTe?: string;
  refECF?: { mod: string; nECF: string; nCOO: string };
}

/** Grupo B — identificação (`ide`). */
export interface Ide {
  cUF: string;
  cNF: string;
  natOp: string;
  mod: ModeloNFe;
  serie: string;
  nNF: string;
  /** `AAAA-MM-DDThh:mm:ss-03:00` (ver `formatarDataHoraNFe`). */
  dhEmi: string;
  dhSaiEnt?: string;
  /** `AAAA-MM-DD`. */
  dPrevEntrega?: string;
  /** 0 entrada, 1 saída. */
  tpNF: string;
  /** 1 interna, 2 interestadual, 3 exterior. */
  idDest: string;
  cMunFG: string;
  /** Município de ocorrência do fato gerador do IBS/CBS (NT 2025.002), quando difere. */
  cMunFGIBS?: string;
  tpImp: string;
  tpEmis: string;
  cDV: string;
  /** 1 produção, 2 homologação. */
  tpAmb: string;
  finNFe: string;
  tpNFDebito?: string;
  tpNFCredito?: string;
  /** 0 normal, 1 consumidor final. */
  indFinal: string;
  indPres: string;
  indIntermed?: string;
  procEmi: string;
  verProc: string;
  /** Contingência: data-hora de entrada e justificativa (ambos ou nenhum). */
  dhCont?: string;
  xJust?: string;
  NFref?: NFRef[];
}

/** Endereço do emitente (`TEnderEmi`). */
export interface EnderEmit {
  xLgr: string;
  nro: string;
  xCpl?: string;
  xBairro: string;
  cMun: string;
  xMun: string;
  UF: string;
  CEP: string;
  cPais?: string;
  xPais?: string;
  fone?: string;
}

/** Endereço do destinatário (`TEndereco`): CEP opcional (exterior). */
export interface EnderDest extends Omit<EnderEmit, 'CEP'> {
  CEP?: string;
}

/** Grupo C — emitente. Informe `CNPJ` (14, pode ser alfanumérico) ou `CPF`. */
export interface Emit {
  CNPJ?: string;
  CPF?: string;
  xNome: string;
  xFant?: string;
  enderEmit: EnderEmit;
  IE: string;
  IEST?: string;
  IM?: string;
  CNAE?: string;
  /** 1 Simples Nacional, 2 Simples excesso de sublimite, 3 regime normal, 4 MEI. */
  CRT: string;
}

/** Grupo E — destinatário. Informe um de `CNPJ`, `CPF` ou `idEstrangeiro`. */
export interface Dest {
  CNPJ?: string;
  CPF?: string;
  idEstrangeiro?: string;
  xNome?: string;
  enderDest?: EnderDest;
  /** 1 contribuinte com IE, 2 isento, 9 não contribuinte. */
  indIEDest: string;
  IE?: string;
  ISUF?: string;
  IM?: string;
  email?: string;
}

/** Grupo GA — pessoas autorizadas a obter o XML. */
export interface AutXML {
  CNPJ?: string;
  CPF?: string;
}

/** Adição da DI (`adi`, I25). */
export interface AdicaoDI {
  nAdicao?: string;
  /** Número sequencial do item na adição (1 a 99999). */
  nSeqAdic: string;
  cFabricante: string;
  vDescDI?: string;
  nDraw?: string;
}

/** Declaração de Importação (`DI`, I18; NT 2011/004). Datas `AAAA-MM-DD`. */
export interface DI {
  nDI: string;
  dDI: string;
  xLocDesemb: string;
  UFDesemb: string;
  dDesemb: string;
  /** 1 marítima ... 13 por reboque. */
  tpViaTransp: string;
  /** AFRMM, obrigatório na via marítima. */
  vAFRMM?: string;
  /** 1 por conta própria, 2 por conta e ordem, 3 encomenda. */
  tpIntermedio: string;
  CNPJ?: string;
  CPF?: string;
  UFTerceiro?: string;
  cExportador: string;
  adi: AdicaoDI[];
}

/** Grupo I — produto/serviço (`prod`), com as DI da importação; sem veículos, combustíveis etc. */
export interface Prod {
  cProd: string;
  /** GTIN ou `SEM GTIN`. */
  cEAN: string;
  cBarra?: string;
  xProd: string;
  NCM: string;
  CEST?: string;
  indEscala?: string;
  CNPJFab?: string;
  cBenef?: string;
  EXTIPI?: string;
  CFOP: string;
  uCom: string;
  /** Até 4 casas (`TDec_1104v`). */
  qCom: string;
  /** Até 10 casas (`TDec_1110v`). */
  vUnCom: string;
  vProd: string;
  cEANTrib: string;
  cBarraTrib?: string;
  uTrib: string;
  qTrib: string;
  vUnTrib: string;
  vFrete?: string;
  vSeg?: string;
  vDesc?: string;
  vOutro?: string;
  /** 1 o valor compõe o total da NF-e. */
  indTot: string;
  indBemMovelUsado?: string;
  DI?: DI[];
  xPed?: string;
  nItemPed?: string;
  nFCI?: string;
}

/**
 * Grupo M — tributos do item. `ICMS` é o grupo calculado (`grupo` = nome do elemento filho de
 * `<ICMS>`, ex. `ICMSSN102`); IPI/PIS/COFINS/ICMSUFDest/IBSCBS como `calcularTributosItem`.
 */
export interface Imposto {
  vTotTrib?: string;
  ICMS: GrupoIcms;
  IPI?: GrupoIpi;
  /** Imposto de Importação (P01). */
  II?: GrupoIi;
  PIS: GrupoPis;
  COFINS: GrupoCofins;
  ICMSUFDest?: GrupoIcmsUfDest;
  IBSCBS?: GrupoIbsCbs;
}

/** Grupo H — item (`det`), atributo `nItem` de 1 a 990. */
export interface Det {
  nItem: string;
  prod: Prod;
  imposto: Imposto;
  /** Grupo UA — devolução: percentual devolvido e IPI devolvido (NT 2016.002). */
  impostoDevol?: { pDevol: string; IPI: { vIPIDevol: string } };
  infAdProd?: string;
  vItem?: string;
}

/** Grupo W — totais. */
export interface Total {
  ICMSTot: IcmsTot & { vTotTrib?: string };
  IBSCBSTot?: IbsCbsTot;
  vNFTot?: string;
}

/** Transportador (`transporta`). */
export interface Transporta {
  CNPJ?: string;
  CPF?: string;
  xNome?: string;
  IE?: string;
  xEnder?: string;
  xMun?: string;
  UF?: string;
}

/** Veículo (`TVeiculo`). */
export interface Veiculo {
  placa: string;
  UF?: string;
  RNTC?: string;
}

/** Lacre de volume. */
export interface Lacre {
  nLacre: string;
}

/** Volume transportado (`vol`). Pesos com 3 casas. */
export interface Vol {
  qVol?: string;
  esp?: string;
  marca?: string;
  nVol?: string;
  pesoL?: string;
  pesoB?: string;
  lacres?: Lacre[];
}

/** Grupo X — transporte. */
export interface Transp {
  /** 0 emitente (CIF), 1 destinatário (FOB), 2 terceiros, 3/4 próprio, 9 sem frete. */
  modFrete: string;
  transporta?: Transporta;
  veicTransp?: Veiculo;
  reboque?: Veiculo[];
  vol?: Vol[];
}

/** Fatura (`fat`). */
export interface Fat {
  nFat?: string;
  vOrig?: string;
  vDesc?: string;
  vLiq?: string;
}

/** Duplicata (`dup`): `nDup` com 3 dígitos (`001`), `dVenc` `AAAA-MM-DD`. */
export interface Dup {
  nDup?: string;
  dVenc?: string;
  vDup: string;
}

/** Grupo Y — cobrança. */
export interface Cobr {
  fat?: Fat;
  dup?: Dup[];
}

/** Cartão (`card`). */
export interface Card {
  tpIntegra: string;
  CNPJ?: string;
  tBand?: string;
  cAut?: string;
  CNPJReceb?: string;
  idTermPag?: string;
}

/** Forma de pagamento (`detPag`). `tPag`: 01 dinheiro, 03 crédito, 15 boleto, 17 PIX, 90 sem pagamento... */
export interface DetPag {
  /** 0 à vista, 1 a prazo. */
  indPag?: string;
  tPag: string;
  xPag?: string;
  vPag: string;
  dPag?: string;
  CNPJPag?: string;
  UFPag?: string;
  card?: Card;
}

/** Grupo YA — pagamento. */
export interface Pag {
  detPag: DetPag[];
  vTroco?: string;
}

/** Observação (`obsCont`/`obsFisco`): atributo `xCampo` e texto `xTexto`. */
export interface Observacao {
  xCampo: string;
  xTexto: string;
}

/** Grupo Z — informações adicionais. */
export interface InfAdic {
  infAdFisco?: string;
  infCpl?: string;
  obsCont?: Observacao[];
  obsFisco?: Observacao[];
}

/** Responsável técnico (`infRespTec`, `TInfRespTec`). */
export interface InfRespTec {
  CNPJ: string;
  xContato: string;
  email: string;
  fone: string;
  idCSRT?: string;
  hashCSRT?: string;
}

/** Informações suplementares da NFC-e (QR code). */
export interface InfNFeSupl {
  qrCode: string;
  urlChave: string;
}

/** NF-e/NFC-e (conteúdo de `infNFe`, mais `infNFeSupl` da NFC-e). */
export interface NFe {
  /** Chave de acesso (44 caracteres, sem o prefixo `NFe`); o `Id` de `infNFe` é `NFe{chave}`. */
  chave: string;
  /** Atributo `versao` de `infNFe`; padrão `'4.00'`. */
  versao?: '4.00';
  ide: Ide;
  emit: Emit;
  dest?: Dest;
  autXML?: AutXML[];
  det: Det[];
  total: Total;
  transp: Transp;
  cobr?: Cobr;
  pag: Pag;
  infAdic?: InfAdic;
  infRespTec?: InfRespTec;
  infNFeSupl?: InfNFeSupl;
}

/** Protocolo de autorização (`protNFe/infProt`). */
export interface ProtNFe {
  tpAmb: string;
  verAplic: string;
  chNFe: string;
  dhRecbto: string;
  nProt?: string;
  digVal?: string;
  cStat: string;
  xMotivo: string;
}

/** NF-e com protocolo (`nfeProc`), como lida por `lerNFeProc`. */
export interface NFeProc {
  versao: string;
  nfe: NFe;
  protNFe: ProtNFe;
}
