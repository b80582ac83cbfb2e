/**
 * Tipos de entrada e saída do cálculo de tributos por item de NF-e.
 *
 * As saídas usam os NOMES DE TAG do leiaute 4.00 (PL_010d, `leiauteNFe_v4.00.xsd` e
 * `DFeTiposBasicos_v1.00.xsd`), com as chaves de cada objeto na ORDEM do schema, valores em
 * texto (2 casas para valores, 4 casas para alíquotas). Campos opcionais do schema aparecem
 * só quando se aplicam.
 */
import type { Numero } from './numeros.ts';

/** Código de Regime Tributário (tag `CRT`): 1 Simples, 2 Simples excesso de sublimite, 3 normal, 4 MEI. */
export type Crt = 1 | 2 | 3 | 4;

/** Modalidade da base do ICMS próprio (`modBC`): 0 margem, 1 pauta, 2 preço tabelado, 3 valor da operação. */
export type ModalidadeBc = '0' | '1' | '2' | '3';

/** Modalidade da base do ICMS-ST (`modBCST`): 0..3 preços/listas, 4 MVA, 5 pauta, 6 valor da operação. */
export type ModalidadeBcSt = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/** Dados do ICMS próprio do item. */
export interface EntradaIcms {
  /** pICMS em % (ex.: 18). Para CSOSN 201/202/900 com ST é a alíquota usada para deduzir o "ICMS próprio". */
  aliquota: Numero;
  /** pRedBC em % (CST 20, 51, 90, CSOSN 900). */
  reducaoBase?: Numero;
  /** modBC; padrão '3' (valor da operação). */
  modalidadeBC?: ModalidadeBc;
  /** pDif em % para CST 51 (diferimento); padrão 100 (diferimento total). */
  diferimento?: Numero;
  /** Desoneração (CST 20, 40, 41, 50, 90): motivo `motDesICMS` e se deduz do vNF (`indDeduzDeson`). */
  desoneracao?: {
    motivo: string;
    /** `indDeduzDeson` = 1 (o vICMSDeson é deduzido do vNF, NT 2023.004); padrão false. */
    deduzirDoTotal?: boolean;
    /** Valor informado pela UF; se ausente, calculado pela fórmula simples (ver `calcularDesoneracao`). */
    valor?: Numero;
  };
}

/** Dados do ICMS-ST (substituição tributária com MVA). */
export interface EntradaSt {
  /** pMVAST em % (ex.: 40). */
  mva: Numero;
  /** pICMSST em % — alíquota interna da UF de destino. */
  aliquotaInterna: Numero;
  /** pRedBCST em %. */
  reducaoBase?: Numero;
  /** modBCST; padrão '4' (margem de valor agregado). */
  modalidadeBC?: ModalidadeBcSt;
  /** pFCPST em %. */
  fcpSt?: Numero;
}

/** ICMS-ST retido anteriormente (informativo em CST 60 e CSOSN 500), valores como vieram da entrada. */
export interface EntradaStRetido {
  vBCSTRet: Numero;
  pST: Numero;
  vICMSSubstituto?: Numero;
  vICMSSTRet: Numero;
  vBCFCPSTRet?: Numero;
  pFCPSTRet?: Numero;
  vFCPSTRet?: Numero;
}

/** Dados do DIFAL (consumidor final não contribuinte em outra UF). */
/**
 * Importação (CFOP 3xxx): valores da Declaração de Importação informados pelo usuário (R$), que vão
 * ao grupo II do item e às bases do IPI e do ICMS (`baseIpiImportacao`, `baseIcmsImportacao`).
 */
export interface EntradaImportacao {
  /** Base do Imposto de Importação (valor aduaneiro), `II/vBC`. */
  baseII: Numero;
  /** Despesas aduaneiras (Siscomex, PIS/COFINS-Importação, AFRMM...), `II/vDespAdu`. */
  despesasAduaneiras: Numero;
  /** Imposto de Importação, `II/vII`. */
  valorII: Numero;
  /** IOF da operação de câmbio, `II/vIOF`. */
  valorIOF: Numero;
}

export interface EntradaDifal {
  ufDestino: string;
  /** pICMSUFDest em %. */
  aliquotaInternaDestino: Numero;
  /** pICMSInter: 4, 7 ou 12. */
  aliquotaInterestadual: 4 | 7 | 12;
  /** pFCPUFDest em %. */
  fcpDestino?: Numero;
}

/** Dados do IBS/CBS (NT 2025.002, LC 214/2025). */
export interface EntradaIbsCbs {
  /** CST do IBS/CBS, 3 dígitos (ex.: '000'). */
  cst: string;
  /** cClassTrib, 6 dígitos (ex.: '000001'). */
  classificacaoTributaria: string;
  /** pIBSUF em % (2026: 0,1). */
  aliquotaIbsUf: Numero;
  /** pIBSMun em % (2026: 0). */
  aliquotaIbsMun: Numero;
  /** pCBS em % (2026: 0,9). */
  aliquotaCbs: Numero;
  /** pRedAliq em % (reduções de alíquota da LC 214/2025, ex.: 30, 60), aplicada a IBS UF, IBS Mun e CBS. */
  reducao?: Numero;
}

/** Um item da NF-e, com tudo o que o cálculo precisa. */
export interface ItemTributavel {
  /** vProd = qCom × vUnCom, já arredondado em 2 casas. */
  valorProduto: Numero;
  valorFrete?: Numero;
  valorSeguro?: Numero;
  valorDesconto?: Numero;
  valorOutros?: Numero;
  /** Origem da mercadoria (`orig`, 0 a 8). */
  origem: string | number;
  crt: Crt;
  /** CST do ICMS (2 dígitos: '00', '10', '20', '40', '41', '50', '51', '60', '90') — CRT 2 e 3. */
  cst?: string;
  /** CSOSN ('101', '102', '103', '201', '202', '203', '300', '400', '500', '900') — CRT 1 e 4. */
  csosn?: string;
  icms?: EntradaIcms;
  st?: EntradaSt;
  stRetido?: EntradaStRetido;
  /** pFCP em %, sobre a base do ICMS próprio. */
  fcp?: Numero;
  /** pCredSN em % (CSOSN 101, 201, 900). */
  creditoSimples?: Numero;
  ipi?: { cst: string; aliquota?: Numero; cEnq?: string };
  pis: { cst: string; aliquota?: Numero };
  cofins: { cst: string; aliquota?: Numero };
  difal?: EntradaDifal;
  ibsCbs?: EntradaIbsCbs;
  /** Importação: grupo II e bases de IPI/ICMS da importação. */
  importacao?: EntradaImportacao;
}

/** Opções do cálculo (valem para a nota inteira). */
export interface OpcoesTributos {
  /**
   * Soma o IPI à base do ICMS próprio (destinatário consumidor final, ou uso/consumo/ativo):
   * LC 87/96 art. 13 § 2º. Padrão false (operação entre contribuintes para comercialização).
   */
  ipiNaBaseIcms?: boolean;
  /** Exclui o ICMS destacado da base de PIS/COFINS (STF RE 574.706, Tema 69). Padrão true. */
  excluirIcmsBasePisCofins?: boolean;
  /** Fórmula do DIFAL: 'base-dupla' (padrão; LC 190/2022) ou 'base-unica' (UFs que a mantêm). */
  metodoDifal?: 'base-unica' | 'base-dupla';
  /** Na base dupla, divide por (1 − pICMSUFDest − pFCPUFDest) em vez de (1 − pICMSUFDest). Padrão false. */
  fcpNoDivisorDifal?: boolean;
  /**
   * Exclui ICMS, FCP, DIFAL, PIS e COFINS da base do IBS/CBS (período de transição; ver
   * `calcularIbsCbs`). Padrão true.
   */
  excluirTributosBaseIbsCbs?: boolean;
}

/** Nome do grupo de ICMS no XML. */
export type GrupoIcmsNome =
  | 'ICMS00'
  | 'ICMS10'
  | 'ICMS20'
  | 'ICMS40'
  | 'ICMS51'
  | 'ICMS60'
  | 'ICMS90'
  | 'ICMSSN101'
  | 'ICMSSN102'
  | 'ICMSSN201'
  | 'ICMSSN202'
  | 'ICMSSN500'
  | 'ICMSSN900';

/** Grupo ICMSxx / ICMSSNxxx: `grupo` é o nome do elemento; as demais chaves são tags, na ordem do XSD. */
export interface GrupoIcms {
  grupo: GrupoIcmsNome;
  orig: string;
  CST?: string;
  CSOSN?: string;
  modBC?: string;
  pRedBC?: string;
  vBC?: string;
  pICMS?: string;
  vICMSOp?: string;
  pDif?: string;
  vICMSDif?: string;
  vICMS?: string;
  vBCFCP?: string;
  pFCP?: string;
  vFCP?: string;
  modBCST?: string;
  pMVAST?: string;
  pRedBCST?: string;
  vBCST?: string;
  pICMSST?: string;
  vICMSST?: string;
  vBCFCPST?: string;
  pFCPST?: string;
  vFCPST?: string;
  vBCSTRet?: string;
  pST?: string;
  vICMSSubstituto?: string;
  vICMSSTRet?: string;
  vBCFCPSTRet?: string;
  pFCPSTRet?: string;
  vFCPSTRet?: string;
  vICMSDeson?: string;
  motDesICMS?: string;
  indDeduzDeson?: '0' | '1';
  pCredSN?: string;
  vCredICMSSN?: string;
}

/** Grupo IPI (`TIpi`): tributado (`IPITrib`) ou não tributado (`IPINT`). */
export type GrupoIpi = { cEnq: string; IPITrib: { CST: string; vBC: string; pIPI: string; vIPI: string } } | { cEnq: string; IPINT: { CST: string } };

/** Grupo PIS: `PISAliq` (CST 01/02), `PISNT` (04 a 09) ou `PISOutr` (49 a 99). */
export type GrupoPis =
  | { PISAliq: { CST: string; vBC: string; pPIS: string; vPIS: string } }
  | { PISNT: { CST: string } }
  | { PISOutr: { CST: string; vBC: string; pPIS: string; vPIS: string } };

/** Grupo COFINS: `COFINSAliq`, `COFINSNT` ou `COFINSOutr`. */
export type GrupoCofins =
  | { COFINSAliq: { CST: string; vBC: string; pCOFINS: string; vCOFINS: string } }
  | { COFINSNT: { CST: string } }
  | { COFINSOutr: { CST: string; vBC: string; pCOFINS: string; vCOFINS: string } };

/** Grupo ICMSUFDest (DIFAL). */
/** Grupo II (P01) — Imposto de Importação: vBC, vDespAdu, vII, vIOF (2 casas). */
export interface GrupoIi {
  vBC: string;
  vDespAdu: string;
  vII: string;
  vIOF: string;
}

export interface GrupoIcmsUfDest {
  vBCUFDest: string;
  vBCFCPUFDest?: string;
  pFCPUFDest?: string;
  pICMSUFDest: string;
  pICMSInter: '4.00' | '7.00' | '12.00';
  pICMSInterPart: '100.00';
  vFCPUFDest?: string;
  vICMSUFDest: string;
  vICMSUFRemet: '0.00';
}

/** Redução de alíquota do IBS/CBS (`TRed`). */
export interface GrupoReducaoIbsCbs {
  pRedAliq: string;
  pAliqEfet: string;
}

/** Grupo IBSCBS (`TTribNFe`), com `gIBSCBS` (`TCIBS`) quando há tributação. */
export interface GrupoIbsCbs {
  CST: string;
  cClassTrib: string;
  gIBSCBS?: {
    vBC: string;
    gIBSUF: { pIBSUF: string; gRed?: GrupoReducaoIbsCbs; vIBSUF: string };
    gIBSMun: { pIBSMun: string; gRed?: GrupoReducaoIbsCbs; vIBSMun: string };
    vIBS: string;
    gCBS: { pCBS: string; gRed?: GrupoReducaoIbsCbs; vCBS: string };
  };
}

/** Resultado do cálculo de um item: os grupos de `imposto` e os valores de `prod` usados nos totais. */
export interface ItemCalculado {
  ICMS: GrupoIcms;
  IPI?: GrupoIpi;
  II?: GrupoIi;
  PIS: GrupoPis;
  COFINS: GrupoCofins;
  ICMSUFDest?: GrupoIcmsUfDest;
  IBSCBS?: GrupoIbsCbs;
  /** Valores do item (tags de `prod`) com 2 casas, para a totalização. */
  prod: { vProd: string; vFrete: string; vSeg: string; vDesc: string; vOutro: string };
}

/** Totais `ICMSTot` (grupo W02), na ordem do XSD. */
export interface IcmsTot {
  vBC: string;
  vICMS: string;
  vICMSDeson: string;
  vFCPUFDest: string;
  vICMSUFDest: string;
  vICMSUFRemet: string;
  vFCP: string;
  vBCST: string;
  vST: string;
  vFCPST: string;
  vFCPSTRet: string;
  vProd: string;
  vFrete: string;
  vSeg: string;
  vDesc: string;
  vII: string;
  vIPI: string;
  vIPIDevol: string;
  vPIS: string;
  vCOFINS: string;
  vOutro: string;
  vNF: string;
}

/** Totais `IBSCBSTot` (`TIBSCBSMonoTot`), sem os grupos opcionais gMono e gEstornoCred. */
export interface IbsCbsTot {
  vBCIBSCBS: string;
  gIBS: {
    gIBSUF: { vDif: string; vDevTrib: string; vIBSUF: string };
    gIBSMun: { vDif: string; vDevTrib: string; vIBSMun: string };
    vIBS: string;
    vCredPres: string;
    vCredPresCondSus: string;
  };
  gCBS: { vDif: string; vDevTrib: string; vCBS: string; vCredPres: string; vCredPresCondSus: string };
}

/** Resultado de `totalizar`. */
export interface TotaisNfe {
  ICMSTot: IcmsTot;
  /** Presente quando algum item tem o grupo IBSCBS. */
  IBSCBSTot?: IbsCbsTot;
}
