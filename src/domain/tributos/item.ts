/**
 * Cálculo dos tributos de um item de NF-e (grupo `imposto`), produzindo os grupos com as tags
 * do leiaute 4.00 / PL_010d na ordem do XSD. Regras e fontes: `regras.ts`.
 */
import type { Decimal } from 'decimal.js';
import { Dec, arred2, decimalNaoNegativo, fmt2, fmt4, type Numero } from './numeros.ts';
import {
  aliquotaEfetiva,
  baseIcmsImportacao,
  baseIcmsPropria,
  baseIcmsSt,
  baseIpiImportacao,
  baseIbsCbs,
  basePisCofins,
  basePisCofinsImportacao,
  calcularDesoneracao,
  calcularDifal,
  creditoSimples,
  diferimento,
  valorFcp,
  valorFcpSt,
  valorIcms,
  valorIcmsSt,
  valorIpi,
  valorOperacao,
  valorPisCofins,
  type ValoresItem,
} from './regras.ts';
import type {
  GrupoCofins,
  GrupoIbsCbs,
  GrupoIcms,
  GrupoIcmsUfDest,
  GrupoIi,
  GrupoIpi,
  GrupoPis,
  GrupoReducaoIbsCbs,
  ItemCalculado,
  ItemTributavel,
  OpcoesTributos,
} from './tipos.ts';

/** CST do IPI tributados (`IPITrib`); os demais do `TIpi` vão em `IPINT`. */
const CST_IPI_TRIB = new Set(['00', '49', '50', '99']);
const CST_IPI_NT = new Set(['01', '02', '03', '04', '05', '51', '52', '53', '54', '55']);
/** CST de PIS/COFINS por grupo (XSD: PISAliq 01/02, PISNT 04..09, PISOutr 49..99). */
const CST_PC_ALIQ = new Set(['01', '02']);
const CST_PC_NT = new Set(['04', '05', '06', '07', '08', '09']);
const CST_PC_OUTR = new Set([
  '49',
  '50',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '67',
  '70',
  '71',
  '72',
  '73',
  '74',
  '75',
  '98',
  '99',
]);
/**
 * CST do IBS/CBS sem o grupo gIBSCBS (isenção 400; imunidade e não incidência 410), conforme a
 * tabela de CST/cClassTrib publicada com a NT 2025.002.
 */
const CST_IBSCBS_SEM_GRUPO = new Set(['400', '410']);

interface Contexto {
  valores: ValoresItem;
  valorOp: Decimal;
  vIPI: Decimal;
  opcoes: Required<OpcoesTributos>;
  /** Importação: valores do grupo II (bases de IPI e ICMS da importação). */
  importacao?: { vBC: Decimal; vDespAdu: Decimal; vII: Decimal; vIOF: Decimal };
}

const OPCOES_PADRAO: Required<OpcoesTributos> = {
  ipiNaBaseIcms: false,
  excluirIcmsBasePisCofins: true,
  metodoDifal: 'base-dupla',
  fcpNoDivisorDifal: false,
  excluirTributosBaseIbsCbs: true,
};

function pct(valor: Numero | undefined, campo: string): Decimal {
  const d = decimalNaoNegativo(valor, campo);
  if (d.greaterThan(999.9999)) throw new Error(`${campo}: percentual acima do limite do leiaute (${d.toString()})`);
  return d;
}

function positivo(d: Decimal): boolean {
  return d.greaterThan(0);
}

/** Grupo ICMS próprio (modBC, pRedBC?, vBC, pICMS, vICMS) calculado. */
interface IcmsProprio {
  modBC: string;
  pRedBC: Decimal;
  vBC: Decimal;
  pICMS: Decimal;
  vICMS: Decimal;
  baseSemReducao: Decimal;
}

function icmsProprio(item: ItemTributavel, ctx: Contexto): IcmsProprio {
  const pICMS = pct(item.icms?.aliquota, 'icms.aliquota');
  const pRedBC = pct(item.icms?.reducaoBase, 'icms.reducaoBase');
  if (pRedBC.greaterThan(100)) throw new Error('icms.reducaoBase: acima de 100%');
  const imp = ctx.importacao;
  const baseSemReducao = imp
    ? baseIcmsImportacao(ctx.valorOp, { ...imp, vIPI: ctx.vIPI }, pICMS, new Dec(0))
    : baseIcmsPropria(ctx.valorOp, ctx.vIPI, ctx.opcoes.ipiNaBaseIcms, new Dec(0));
  const vBC = imp
    ? baseIcmsImportacao(ctx.valorOp, { ...imp, vIPI: ctx.vIPI }, pICMS, pRedBC)
    : baseIcmsPropria(ctx.valorOp, ctx.vIPI, ctx.opcoes.ipiNaBaseIcms, pRedBC);
  return { modBC: item.icms?.modalidadeBC ?? '3', pRedBC, vBC, pICMS, vICMS: valorIcms(vBC, pICMS), baseSemReducao };
}

/** Campos de ST (modBCST..vFCPST) para CST 10/90 e CSOSN 201/202/900. */
function camposSt(item: ItemTributavel, ctx: Contexto, icmsDeduzir: Decimal, fcpDeduzir: Decimal): Partial<GrupoIcms> {
  const st = item.st;
  if (!st) throw new Error(`grupo ST obrigatório para ${item.cst ?? item.csosn}`);
  const pMVAST = pct(st.mva, 'st.mva');
  const pRedBCST = pct(st.reducaoBase, 'st.reducaoBase');
  if (pRedBCST.greaterThan(100)) throw new Error('st.reducaoBase: acima de 100%');
  const pICMSST = pct(st.aliquotaInterna, 'st.aliquotaInterna');
  const vBCST = baseIcmsSt(ctx.valorOp, ctx.vIPI, pMVAST, pRedBCST);
  const campos: Partial<GrupoIcms> = { modBCST: st.modalidadeBC ?? '4' };
  if (positivo(pMVAST)) campos.pMVAST = fmt4(pMVAST);
  if (positivo(pRedBCST)) campos.pRedBCST = fmt4(pRedBCST);
  campos.vBCST = fmt2(vBCST);
  campos.pICMSST = fmt4(pICMSST);
  campos.vICMSST = fmt2(valorIcmsSt(vBCST, pICMSST, icmsDeduzir));
  const pFCPST = pct(st.fcpSt, 'st.fcpSt');
  if (positivo(pFCPST)) {
    campos.vBCFCPST = fmt2(vBCST);
    campos.pFCPST = fmt4(pFCPST);
    campos.vFCPST = fmt2(valorFcpSt(vBCST, pFCPST, fcpDeduzir));
  }
  return campos;
}

/** Campos FCP próprio (vBCFCP?, pFCP, vFCP), ou vazio se não houver pFCP. */
function camposFcp(item: ItemTributavel, vBC: Decimal, comBase: boolean): { campos: Partial<GrupoIcms>; vFCP: Decimal } {
  const pFCP = pct(item.fcp, 'fcp');
  if (!positivo(pFCP)) return { campos: {}, vFCP: new Dec(0) };
  const vFCP = valorFcp(vBC, pFCP);
  const campos: Partial<GrupoIcms> = comBase ? { vBCFCP: fmt2(vBC) } : {};
  campos.pFCP = fmt4(pFCP);
  campos.vFCP = fmt2(vFCP);
  return { campos, vFCP };
}

function camposDesoneracao(item: ItemTributavel, baseSemReducao: Decimal, icmsDestacado: Decimal): Partial<GrupoIcms> {
  const des = item.icms?.desoneracao;
  if (!des) return {};
  const pICMS = pct(item.icms?.aliquota, 'icms.aliquota');
  const valor =
    des.valor !== undefined ? arred2(decimalNaoNegativo(des.valor, 'icms.desoneracao.valor')) : calcularDesoneracao(baseSemReducao, pICMS, icmsDestacado);
  return { vICMSDeson: fmt2(valor), motDesICMS: des.motivo, indDeduzDeson: des.deduzirDoTotal ? '1' : '0' };
}

function camposStRetido(item: ItemTributavel): Partial<GrupoIcms> {
  const r = item.stRetido;
  if (!r) return {};
  const campos: Partial<GrupoIcms> = {
    vBCSTRet: fmt2(decimalNaoNegativo(r.vBCSTRet, 'stRetido.vBCSTRet')),
    pST: fmt4(pct(r.pST, 'stRetido.pST')),
  };
  if (r.vICMSSubstituto !== undefined) campos.vICMSSubstituto = fmt2(decimalNaoNegativo(r.vICMSSubstituto, 'vICMSSubstituto'));
  campos.vICMSSTRet = fmt2(decimalNaoNegativo(r.vICMSSTRet, 'stRetido.vICMSSTRet'));
  if (r.vFCPSTRet !== undefined) {
    campos.vBCFCPSTRet = fmt2(decimalNaoNegativo(r.vBCFCPSTRet, 'stRetido.vBCFCPSTRet'));
    campos.pFCPSTRet = fmt4(pct(r.pFCPSTRet, 'stRetido.pFCPSTRet'));
    campos.vFCPSTRet = fmt2(decimalNaoNegativo(r.vFCPSTRet, 'stRetido.vFCPSTRet'));
  }
  return campos;
}

function grupoIcmsRegimeNormal(item: ItemTributavel, ctx: Contexto, orig: string): GrupoIcms {
  const cst = item.cst;
  switch (cst) {
    case '00': {
      const p = icmsProprio(item, ctx);
      return {
        grupo: 'ICMS00',
        orig,
        CST: '00',
        modBC: p.modBC,
        vBC: fmt2(p.vBC),
        pICMS: fmt4(p.pICMS),
        vICMS: fmt2(p.vICMS),
        ...camposFcp(item, p.vBC, false).campos,
      };
    }
    case '10': {
      const p = icmsProprio(item, ctx);
      const fcp = camposFcp(item, p.vBC, true);
      return {
        grupo: 'ICMS10',
        orig,
        CST: '10',
        modBC: p.modBC,
        vBC: fmt2(p.vBC),
        pICMS: fmt4(p.pICMS),
        vICMS: fmt2(p.vICMS),
        ...fcp.campos,
        ...camposSt(item, ctx, p.vICMS, fcp.vFCP),
      };
    }
    case '20': {
      const p = icmsProprio(item, ctx);
      return {
        grupo: 'ICMS20',
        orig,
        CST: '20',
        modBC: p.modBC,
        pRedBC: fmt4(p.pRedBC),
        vBC: fmt2(p.vBC),
        pICMS: fmt4(p.pICMS),
        vICMS: fmt2(p.vICMS),
        ...camposFcp(item, p.vBC, true).campos,
        ...camposDesoneracao(item, p.baseSemReducao, p.vICMS),
      };
    }
    case '40':
    case '41':
    case '50': {
      const base = baseIcmsPropria(ctx.valorOp, ctx.vIPI, ctx.opcoes.ipiNaBaseIcms, new Dec(0));
      return { grupo: 'ICMS40', orig, CST: cst, ...camposDesoneracao(item, base, new Dec(0)) };
    }
    case '51': {
      const p = icmsProprio(item, ctx);
      const pDif = item.icms?.diferimento === undefined ? new Dec(100) : pct(item.icms.diferimento, 'icms.diferimento');
      if (pDif.greaterThan(100)) throw new Error('icms.diferimento: acima de 100%');
      const d = diferimento(p.vBC, p.pICMS, pDif);
      const g: GrupoIcms = { grupo: 'ICMS51', orig, CST: '51', modBC: p.modBC };
      if (positivo(p.pRedBC)) g.pRedBC = fmt4(p.pRedBC);
      Object.assign(g, {
        vBC: fmt2(p.vBC),
        pICMS: fmt4(p.pICMS),
        vICMSOp: fmt2(d.vICMSOp),
        pDif: fmt4(pDif),
        vICMSDif: fmt2(d.vICMSDif),
        vICMS: fmt2(d.vICMS),
      });
      return Object.assign(g, camposFcp(item, p.vBC, true).campos);
    }
    case '60':
      return { grupo: 'ICMS60', orig, CST: '60', ...camposStRetido(item) };
    case '90': {
      const g: GrupoIcms = { grupo: 'ICMS90', orig, CST: '90' };
      let vICMS = new Dec(0);
      let vFCP = new Dec(0);
      let baseSemReducao = baseIcmsPropria(ctx.valorOp, ctx.vIPI, ctx.opcoes.ipiNaBaseIcms, new Dec(0));
      if (item.icms) {
        const p = icmsProprio(item, ctx);
        vICMS = p.vICMS;
        baseSemReducao = p.baseSemReducao;
        g.modBC = p.modBC;
        g.vBC = fmt2(p.vBC);
        if (positivo(p.pRedBC)) g.pRedBC = fmt4(p.pRedBC);
        g.pICMS = fmt4(p.pICMS);
        g.vICMS = fmt2(p.vICMS);
        const fcp = camposFcp(item, p.vBC, true);
        vFCP = fcp.vFCP;
        Object.assign(g, fcp.campos);
      }
      if (item.st) Object.assign(g, camposSt(item, ctx, vICMS, vFCP));
      return Object.assign(g, camposDesoneracao(item, baseSemReducao, vICMS));
    }
    default:
      throw new Error(`CST de ICMS não suportado pelo cálculo: ${String(cst)}`);
  }
}

function grupoIcmsSimples(item: ItemTributavel, ctx: Contexto, orig: string): GrupoIcms {
  const csosn = item.csosn;
  const credito = (): Partial<GrupoIcms> => {
    const pCredSN = pct(item.creditoSimples, 'creditoSimples');
    return { pCredSN: fmt4(pCredSN), vCredICMSSN: fmt2(creditoSimples(ctx.valorOp, pCredSN)) };
  };
  /** ICMS "próprio" hipotético a deduzir do ST do optante: valor da operação × icms.aliquota. */
  const proprioHipotetico = (): Decimal => valorIcms(ctx.valorOp, pct(item.icms?.aliquota, 'icms.aliquota'));
  switch (csosn) {
    case '101':
      return { grupo: 'ICMSSN101', orig, CSOSN: '101', ...credito() };
    case '102':
    case '103':
    case '300':
    case '400':
      return { grupo: 'ICMSSN102', orig, CSOSN: csosn };
    case '201':
      return { grupo: 'ICMSSN201', orig, CSOSN: '201', ...camposSt(item, ctx, proprioHipotetico(), new Dec(0)), ...credito() };
    case '202':
    case '203':
      return { grupo: 'ICMSSN202', orig, CSOSN: csosn, ...camposSt(item, ctx, proprioHipotetico(), new Dec(0)) };
    case '500':
      return { grupo: 'ICMSSN500', orig, CSOSN: '500', ...camposStRetido(item) };
    case '900': {
      const g: GrupoIcms = { grupo: 'ICMSSN900', orig, CSOSN: '900' };
      let vICMS = new Dec(0);
      if (item.icms && positivo(pct(item.icms.aliquota, 'icms.aliquota'))) {
        const p = icmsProprio(item, ctx);
        vICMS = p.vICMS;
        g.modBC = p.modBC;
        g.vBC = fmt2(p.vBC);
        if (positivo(p.pRedBC)) g.pRedBC = fmt4(p.pRedBC);
        g.pICMS = fmt4(p.pICMS);
        g.vICMS = fmt2(p.vICMS);
      }
      if (item.st) Object.assign(g, camposSt(item, ctx, g.vICMS ? vICMS : proprioHipotetico(), new Dec(0)));
      if (positivo(pct(item.creditoSimples, 'creditoSimples'))) Object.assign(g, credito());
      return g;
    }
    default:
      throw new Error(`CSOSN não suportado pelo cálculo: ${String(csosn)}`);
  }
}

function grupoIpi(item: ItemTributavel, ctx: Contexto): GrupoIpi | undefined {
  const ipi = item.ipi;
  if (!ipi) return undefined;
  const cEnq = ipi.cEnq ?? '999';
  if (CST_IPI_TRIB.has(ipi.cst)) {
    const pIPI = pct(ipi.aliquota, 'ipi.aliquota');
    const base = ctx.importacao ? baseIpiImportacao(ctx.valorOp, ctx.importacao.vII) : ctx.valorOp;
    return {
      cEnq,
      IPITrib: { CST: ipi.cst, vBC: fmt2(base), pIPI: fmt4(pIPI), vIPI: fmt2(valorIpi(base, pIPI)) },
    };
  }
  if (CST_IPI_NT.has(ipi.cst)) return { cEnq, IPINT: { CST: ipi.cst } };
  throw new Error(`CST de IPI inválido: ${ipi.cst}`);
}

function grupoPisCofins(tributo: 'PIS' | 'COFINS', entrada: { cst: string; aliquota?: Numero }, base: Decimal): GrupoPis | GrupoCofins {
  const { cst } = entrada;
  if (CST_PC_NT.has(cst)) return tributo === 'PIS' ? { PISNT: { CST: cst } } : { COFINSNT: { CST: cst } };
  const tipo = CST_PC_ALIQ.has(cst) ? 'Aliq' : CST_PC_OUTR.has(cst) ? 'Outr' : undefined;
  if (!tipo) throw new Error(`CST de ${tributo} não suportado: ${cst} (03 por quantidade não é tratado)`);
  const p = pct(entrada.aliquota, `${tributo.toLowerCase()}.aliquota`);
  const valor = fmt2(valorPisCofins(base, p));
  if (tributo === 'PIS') {
    const g = { CST: cst, vBC: fmt2(base), pPIS: fmt4(p), vPIS: valor };
    return tipo === 'Aliq' ? { PISAliq: g } : { PISOutr: g };
  }
  const g = { CST: cst, vBC: fmt2(base), pCOFINS: fmt4(p), vCOFINS: valor };
  return tipo === 'Aliq' ? { COFINSAliq: g } : { COFINSOutr: g };
}

function lerValorGrupo(grupo: GrupoPis | GrupoCofins): Decimal {
  const interno = Object.values(grupo)[0] as { vPIS?: string; vCOFINS?: string };
  return new Dec(interno.vPIS ?? interno.vCOFINS ?? 0);
}

function grupoDifal(item: ItemTributavel, ctx: Contexto): GrupoIcmsUfDest | undefined {
  const difal = item.difal;
  if (!difal) return undefined;
  if (![4, 7, 12].includes(difal.aliquotaInterestadual)) throw new Error('difal.aliquotaInterestadual deve ser 4, 7 ou 12');
  // Consumidor final: o IPI integra a base (LC 87/96 art. 13 § 2º), independentemente da flag.
  const vBC = arred2(ctx.valorOp.plus(ctx.vIPI));
  const pDest = pct(difal.aliquotaInternaDestino, 'difal.aliquotaInternaDestino');
  const pInter = new Dec(difal.aliquotaInterestadual);
  const pFcp = pct(difal.fcpDestino, 'difal.fcpDestino');
  const r = calcularDifal(vBC, pDest, pInter, pFcp, ctx.opcoes.metodoDifal, ctx.opcoes.fcpNoDivisorDifal);
  const g: GrupoIcmsUfDest = {
    vBCUFDest: fmt2(r.vBCUFDest),
    pICMSUFDest: fmt4(pDest),
    pICMSInter: `${difal.aliquotaInterestadual}.00` as GrupoIcmsUfDest['pICMSInter'],
    pICMSInterPart: '100.00',
    vICMSUFDest: fmt2(r.vICMSUFDest),
    vICMSUFRemet: '0.00',
  };
  if (difal.fcpDestino === undefined) return g;
  return {
    vBCUFDest: g.vBCUFDest,
    vBCFCPUFDest: fmt2(r.vBCUFDest),
    pFCPUFDest: fmt4(pFcp),
    pICMSUFDest: g.pICMSUFDest,
    pICMSInter: g.pICMSInter,
    pICMSInterPart: '100.00',
    vFCPUFDest: fmt2(r.vFCPUFDest),
    vICMSUFDest: g.vICMSUFDest,
    vICMSUFRemet: '0.00',
  };
}

function grupoIbsCbs(item: ItemTributavel, ctx: Contexto, tributosExcluidos: Decimal): GrupoIbsCbs | undefined {
  const e = item.ibsCbs;
  if (!e) return undefined;
  if (!/^\d{3}$/.test(e.cst)) throw new Error(`ibsCbs.cst deve ter 3 dígitos: ${e.cst}`);
  if (!/^\d{6}$/.test(e.classificacaoTributaria)) throw new Error(`ibsCbs.classificacaoTributaria deve ter 6 dígitos`);
  const grupo: GrupoIbsCbs = { CST: e.cst, cClassTrib: e.classificacaoTributaria };
  if (CST_IBSCBS_SEM_GRUPO.has(e.cst)) return grupo;
  const vBC = baseIbsCbs(ctx.valorOp, tributosExcluidos, ctx.opcoes.excluirTributosBaseIbsCbs);
  const pRed = pct(e.reducao, 'ibsCbs.reducao');
  if (pRed.greaterThan(100)) throw new Error('ibsCbs.reducao: acima de 100%');
  const calc = (aliquota: Numero, campo: string): { p: Decimal; gRed?: GrupoReducaoIbsCbs; v: Decimal } => {
    const p = pct(aliquota, campo);
    if (!positivo(pRed)) return { p, v: arred2(vBC.times(p).dividedBy(100)) };
    const efet = aliquotaEfetiva(p, pRed);
    return { p, gRed: { pRedAliq: fmt4(pRed), pAliqEfet: fmt4(efet) }, v: arred2(vBC.times(efet).dividedBy(100)) };
  };
  const uf = calc(e.aliquotaIbsUf, 'ibsCbs.aliquotaIbsUf');
  const mun = calc(e.aliquotaIbsMun, 'ibsCbs.aliquotaIbsMun');
  const cbs = calc(e.aliquotaCbs, 'ibsCbs.aliquotaCbs');
  grupo.gIBSCBS = {
    vBC: fmt2(vBC),
    gIBSUF: { pIBSUF: fmt4(uf.p), ...(uf.gRed ? { gRed: uf.gRed } : {}), vIBSUF: fmt2(uf.v) },
    gIBSMun: { pIBSMun: fmt4(mun.p), ...(mun.gRed ? { gRed: mun.gRed } : {}), vIBSMun: fmt2(mun.v) },
    vIBS: fmt2(uf.v.plus(mun.v)),
    gCBS: { pCBS: fmt4(cbs.p), ...(cbs.gRed ? { gRed: cbs.gRed } : {}), vCBS: fmt2(cbs.v) },
  };
  return grupo;
}

/**
 * Calcula os tributos de um item de NF-e: ICMS (CST do regime normal ou CSOSN do Simples),
 * ICMS-ST com MVA, FCP, IPI, PIS, COFINS, DIFAL (ICMSUFDest) e IBS/CBS (NT 2025.002).
 *
 * Ordem: valor da operação → IPI → ICMS próprio/FCP → ST → DIFAL → PIS/COFINS → IBS/CBS. CRT 1 e
 * 4 exigem `csosn`; CRT 2 e 3 exigem `cst` (leiaute: grupos ICMSSN só para CRT 1/4). As regras e
 * fontes de cada valor estão em `regras.ts`. Com `importacao` (CFOP 3xxx): grupo II com os valores
 * informados, base do IPI = valor aduaneiro + II (`baseIpiImportacao`) e base do ICMS próprio com
 * II, IPI, IOF e despesas aduaneiras, por dentro (`baseIcmsImportacao`, LC 87/96 art. 13, V e § 1º, I);
 * base de PIS/COFINS = valor aduaneiro (`basePisCofinsImportacao`, Lei 10.865/2004 art. 7º, I).
 *
 * @param item dados do item (valores em reais e percentuais em %, como texto/number/Decimal).
 * @param opcoes flags do cálculo (IPI na base do ICMS, exclusão do ICMS de PIS/COFINS, método do DIFAL...).
 * @returns grupos do XML com tags do leiaute, valores em texto com 2 casas (4 nas alíquotas).
 * @throws Error com mensagem em pt-BR para entrada inválida ou código não suportado.
 */
export function calcularTributosItem(item: ItemTributavel, opcoes: OpcoesTributos = {}): ItemCalculado {
  const valores: ValoresItem = {
    vProd: arred2(decimalNaoNegativo(item.valorProduto, 'valorProduto')),
    vFrete: arred2(decimalNaoNegativo(item.valorFrete, 'valorFrete')),
    vSeg: arred2(decimalNaoNegativo(item.valorSeguro, 'valorSeguro')),
    vOutro: arred2(decimalNaoNegativo(item.valorOutros, 'valorOutros')),
    vDesc: arred2(decimalNaoNegativo(item.valorDesconto, 'valorDesconto')),
  };
  const orig = String(item.origem);
  if (!/^[0-8]$/.test(orig)) throw new Error(`origem inválida: ${orig}`);
  const valorOp = valorOperacao(valores);
  const ctx: Contexto = { valores, valorOp, vIPI: new Dec(0), opcoes: { ...OPCOES_PADRAO, ...opcoes } };
  let II: GrupoIi | undefined;
  if (item.importacao) {
    const im = item.importacao;
    ctx.importacao = {
      vBC: arred2(decimalNaoNegativo(im.baseII, 'importacao.baseII')),
      vDespAdu: arred2(decimalNaoNegativo(im.despesasAduaneiras, 'importacao.despesasAduaneiras')),
      vII: arred2(decimalNaoNegativo(im.valorII, 'importacao.valorII')),
      vIOF: arred2(decimalNaoNegativo(im.valorIOF, 'importacao.valorIOF')),
    };
    II = { vBC: fmt2(ctx.importacao.vBC), vDespAdu: fmt2(ctx.importacao.vDespAdu), vII: fmt2(ctx.importacao.vII), vIOF: fmt2(ctx.importacao.vIOF) };
  }

  const IPI = grupoIpi(item, ctx);
  if (IPI && 'IPITrib' in IPI) ctx.vIPI = new Dec(IPI.IPITrib.vIPI);

  let ICMS: GrupoIcms;
  if (item.crt === 1 || item.crt === 4) {
    if (!item.csosn) throw new Error('CRT 1/4 (Simples Nacional/MEI) exige csosn');
    ICMS = grupoIcmsSimples(item, ctx, orig);
  } else if (item.crt === 2 || item.crt === 3) {
    if (!item.cst) throw new Error('CRT 2/3 (regime normal) exige cst');
    ICMS = grupoIcmsRegimeNormal(item, ctx, orig);
  } else {
    throw new Error(`CRT inválido: ${String(item.crt)}`);
  }

  const ICMSUFDest = grupoDifal(item, ctx);

  const vICMS = new Dec(ICMS.vICMS ?? 0);
  // importação: base = valor aduaneiro (Lei 10.865/2004 art. 7º, I), não a operação menos o ICMS
  const basePc = ctx.importacao ? basePisCofinsImportacao(ctx.importacao.vBC) : basePisCofins(valorOp, vICMS, ctx.opcoes.excluirIcmsBasePisCofins);
  const PIS = grupoPisCofins('PIS', item.pis, basePc) as GrupoPis;
  const COFINS = grupoPisCofins('COFINS', item.cofins, basePc) as GrupoCofins;

  const excluidos = vICMS
    .plus(ICMS.vFCP ?? 0)
    .plus(ICMSUFDest?.vICMSUFDest ?? 0)
    .plus(ICMSUFDest?.vFCPUFDest ?? 0)
    .plus(lerValorGrupo(PIS))
    .plus(lerValorGrupo(COFINS));
  const IBSCBS = grupoIbsCbs(item, ctx, excluidos);

  const resultado: ItemCalculado = { ICMS } as ItemCalculado;
  if (IPI) resultado.IPI = IPI;
  if (II) resultado.II = II;
  resultado.PIS = PIS;
  resultado.COFINS = COFINS;
  if (ICMSUFDest) resultado.ICMSUFDest = ICMSUFDest;
  if (IBSCBS) resultado.IBSCBS = IBSCBS;
  resultado.prod = {
    vProd: fmt2(valores.vProd),
    vFrete: fmt2(valores.vFrete),
    vSeg: fmt2(valores.vSeg),
    vDesc: fmt2(valores.vDesc),
    vOutro: fmt2(valores.vOutro),
  };
  return resultado;
}
