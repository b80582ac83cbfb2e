/**
 * Cálculo dos tributos e totais de um faturamento (regras como dados),
 * sem gravar nada.
 *
 * Entradas: o emitente (CRT, UF), o cliente (UF, indIEDest, país), a operação (venda, devolução,
 * entrada: `operacaoDoDocumento`) e, por item, a tributação RESOLVIDA (`resolverTributacao`, em
 * src/domain/tributos/resolucao.ts): regra do produto por UF/operação/destinatário > perfil da regra
 * > perfil do produto > cadastro do produto, com as tabelas de alíquotas e de ST da empresa
 * (modules/tributos/carregar.ts). Regras aplicadas aqui (o cálculo em si é `src/domain/tributos`):
 * - destino da operação (`idDest`): 1 interna (mesma UF), 2 interestadual, 3 exterior (cliente
 *   estrangeiro ou país ≠ Brasil); o 1º dígito do CFOP segue o destino (5/6/7 na saída, 1/2/3 na
 *   entrada), p.ex. 5102 -> 6102 para cliente de outra UF;
 * - alíquota do ICMS (CRT 2/3): a resolvida (interna do produto/regra; interestadual da tabela ou da
 *   Res. SF 22/89 e 13/2012); FCP próprio da regra ou da tabela (operação interna);
 * - DIFAL (grupo ICMSUFDest; EC 87/2015, LC 190/2022): consumidor final (indFinal = 1) não
 *   contribuinte (indIEDest = 9) em outra UF, emitente do regime normal e ICMS tributado; alíquota
 *   interna e FCP da UF de destino da tabela de alíquotas (sem linha: a alíquota modal da UF vigente
 *   na data, tabela global `icms_aliquota_interna_uf` com a fonte legal),
 *   fórmula da UF ou da configuração fiscal;
 * - IPI na base do ICMS ao consumidor final (LC 87/96 art. 13 § 2º) e PIS/COFINS com ou sem o ICMS
 *   (Tema 69) conforme a configuração fiscal do emitente (`carregarConfiguracaoCalculo`);
 * - ST (CST 10/30/70/90, CSOSN 201/202/203/900) pela regra ou pela tabela de ST da UF; ST retido
 *   anteriormente (CST 60, CSOSN 500) pela última entrada de `estoque_st` × quantidade;
 * - frete, seguro, outras despesas e desconto geral do cabeçalho são rateados entre os itens pelo
 *   valor dos produtos (o último item recebe a diferença de arredondamento), como o leiaute exige
 *   (os totais W são a soma dos itens);
 * - importação (CFOP 3xxx: tpNF 0 com fornecedor do exterior, finNFe 1 ou 2): grupo II do item com a base (padrão:
 *   o valor da operação do item), despesas aduaneiras, II e IOF informados; bases do IPI e do ICMS
 *   da importação (src/domain/tributos/regras.ts: `baseIpiImportacao`, `baseIcmsImportacao`, LC 87/96
 *   art. 13, V e § 1º, I); vII no total e na vNF; as DI do item conferidas em importacao.ts;
 * - IBS/CBS (NT 2025.002) quando a tributação tem CST e cClassTrib: alíquotas de teste de 2026
 *   (IBS UF 0,1 %, IBS Mun 0 %, CBS 0,9 %).
 * Cada item leva `regra_tributacao` (texto das regras usadas, com a fonte legal).
 */
import type { Decimal } from 'decimal.js';
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { carregarConfiguracaoCalculo, carregarRegras, opcoesDoItem } from '../tributos/carregar.ts';
import { aliquotaInterestadual, resolverTributacao, textoRegras, type Operacao, type RegraUsada } from '../../../domain/tributos/resolucao.ts';
import {
  Dec,
  arred2,
  type EntradaSt,
  type EntradaStRetido,
  calcularTributosItem,
  totalizar,
  type Crt,
  type ItemCalculado,
  type ItemTributavel,
  type TotaisNfe,
} from '../../../domain/tributos/index.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';

export { aliquotaInterestadual };
/** IBS/CBS de 2026 (ano de teste, LC 214/2025 art. 343 e 346). */
export const ALIQUOTAS_IBS_CBS_2026 = { ibsUf: 0.1, ibsMun: 0, cbs: 0.9 };
/** CST do ICMS (regime normal) com ICMS próprio destacado, que geram DIFAL ao consumidor final de outra UF. */
const CST_TRIBUTADO = new Set(['00', '10', '20', '51', '70', '90']);

export interface DadosEmitente {
  id: number;
  crt: Crt;
  uf: string;
  cidade_id: number;
  [k: string]: unknown;
}
export interface DadosCliente {
  id: number;
  uf: string | null;
  ind_ie_dest: number;
  tipo_pessoa: string;
  pais_id: number | null;
  consumidor_final: boolean;
  [k: string]: unknown;
}

/** Campos calculados de um item (colunas de faturamento_item). */
export interface ItemFaturamentoCalculado extends Record<string, unknown> {
  produto_id: number;
  descricao: string;
  ncm: string | null;
  cfop: string;
  unidade: string;
  quantidade: number;
  valor_unitario: number;
  valor_desconto: number;
  valor_produto: number;
  valor_desconto_rateado: number;
  valor_frete: number;
  valor_seguro: number;
  valor_outros: number;
  cst: string;
  base_icms: number;
  aliquota_icms: number;
  valor_icms: number;
  base_icms_st: number;
  valor_icms_st: number;
  valor_ipi: number;
  valor_pis: number;
  valor_cofins: number;
  valor_icms_uf_dest: number;
  valor_ibs: number;
  valor_cbs: number;
  /** Regras usadas (texto para o usuário). */
  regra_tributacao: string;
  /** Grupo `imposto` calculado (JSON de ItemCalculado), guardado para montar a NF-e. */
  tributos: string;
}

export interface ResultadoCalculo {
  emitente: DadosEmitente;
  cliente: DadosCliente;
  /** 1 interna, 2 interestadual, 3 exterior. */
  idDest: 1 | 2 | 3;
  consumidorFinal: 0 | 1;
  itens: ItemFaturamentoCalculado[];
  calculados: ItemCalculado[];
  totais: TotaisNfe;
  /** Colunas total_* do faturamento. */
  cabecalho: Record<string, number>;
  /** Por item (mesma ordem de `itens`): regras usadas e origem de cada campo. */
  detalhes: DetalheItem[];
}

const num = (v: unknown): Decimal => new Dec(v === null || v === undefined || v === '' ? 0 : String(v));
const n2 = (s: string | undefined): number => (s === undefined ? 0 : Number(s));

/** Rateia `total` pelos pesos; a última parcela com peso absorve a diferença de arredondamento. */
export function ratear(total: Decimal, pesos: Decimal[]): Decimal[] {
  const soma = pesos.reduce((a, b) => a.plus(b), new Dec(0));
  if (total.isZero() || pesos.length === 0) return pesos.map(() => new Dec(0));
  if (soma.isZero()) return pesos.map((_, i) => (i === pesos.length - 1 ? total : new Dec(0)));
  const partes = pesos.map((p) => arred2(total.times(p).dividedBy(soma)));
  const resto = total.minus(partes.reduce((a, b) => a.plus(b), new Dec(0)));
  let ultimo = pesos.length - 1;
  while (ultimo > 0 && pesos[ultimo].isZero()) ultimo--;
  partes[ultimo] = partes[ultimo].plus(resto);
  return partes;
}

function valorPisCofins(g: object, campo: 'vPIS' | 'vCOFINS'): number {
  const interno = Object.values(g)[0] as Record<string, string | undefined>;
  return n2(interno[campo]);
}

/** Detalhe do cálculo de um item: regras usadas e de onde veio cada campo (simulador, tela). */
export interface DetalheItem {
  regras: RegraUsada[];
  origemCampo: Record<string, string>;
  opcoes: ReturnType<typeof opcoesDoItem>;
}

/**
 * Calcula tributos e totais de um faturamento (cabeçalho + itens), lendo emitente, cliente e
 * produtos na transação de tenant `c`. Não grava.
 * @throws ValidationError com chaves `cliente_id`, `Item[i].produto_id`... (pt-BR).
 */
export async function calcularFaturamento(
  c: Client,
  emitenteId: number,
  fat: Record<string, unknown>,
  itensEntrada: Array<Record<string, unknown>>,
): Promise<ResultadoCalculo> {
  const { rows: cl } = await c.query('SELECT * FROM cliente WHERE emitente_id = $1 AND id = $2', [emitenteId, fat.cliente_id]);
  if (!cl[0]) throw new ValidationError({ cliente_id: ['Cliente não encontrado'] }, 'Cliente: não encontrado.');
  return calcularParaDestinatario(c, emitenteId, cl[0] as DadosCliente, fat, itensEntrada);
}

/** Operação do documento para a escolha da regra: `fat.operacao` se vier, senão tpNF 0 = entrada, finNFe 4 = devolução, demais = venda. */
export function operacaoDoDocumento(fat: Record<string, unknown>): Operacao {
  if (fat.operacao === 'venda' || fat.operacao === 'devolucao' || fat.operacao === 'entrada') return fat.operacao;
  if (Number(fat.tipo_operacao ?? 1) === 0) return 'entrada';
  if (Number(fat.finalidade ?? 1) === 4) return 'devolucao';
  return 'venda';
}

/**
 * Como `calcularFaturamento`, com o destinatário já em mãos (cliente gravado ou o destinatário
 * hipotético do simulador: uf, ind_ie_dest, tipo_pessoa, pais_id, consumidor_final).
 */
export async function calcularParaDestinatario(
  c: Client,
  emitenteId: number,
  cliente: DadosCliente,
  fat: Record<string, unknown>,
  itensEntrada: Array<Record<string, unknown>>,
): Promise<ResultadoCalculo> {
  const { rows: em } = await c.query('SELECT * FROM emitente WHERE id = $1', [emitenteId]);
  if (!em[0]) throw new ValidationError({}, 'Empresa não encontrada.');
  const emitente = em[0] as DadosEmitente;
  const ids = [...new Set(itensEntrada.map((i) => Number(i.produto_id)))];
  const { rows: ps } = await c.query('SELECT * FROM produto WHERE emitente_id = $1 AND id = ANY($2::int[])', [emitenteId, ids]);
  const produtos = new Map(ps.map((p) => [Number(p.id), p]));

  const exterior =
    cliente.tipo_pessoa === 'E' || (cliente.pais_id !== null && cliente.pais_id !== undefined && Number(cliente.pais_id) !== 1058) || cliente.uf === 'EX';
  const idDest: 1 | 2 | 3 = exterior ? 3 : cliente.uf && cliente.uf !== emitente.uf ? 2 : 1;
  const saida = Number(fat.tipo_operacao ?? 1) === 1;
  const consumidorFinal: 0 | 1 =
    fat.consumidor_final === undefined || fat.consumidor_final === null ? (cliente.consumidor_final ? 1 : 0) : Number(fat.consumidor_final) === 1 ? 1 : 0;
  const crt = Number(emitente.crt) as Crt;
  const simples = crt === 1 || crt === 4;
  const operacao = operacaoDoDocumento(fat);
  const ufDestino = exterior ? null : (cliente.uf ?? emitente.uf);
  const data = typeof fat.data_emissao === 'string' && /^\d{4}-\d{2}-\d{2}/.test(fat.data_emissao) ? fat.data_emissao.slice(0, 10) : dataDeHoje();
  const regrasCarregadas = await carregarRegras(c, emitenteId, ps, emitente.uf, ufDestino);
  const cfg = await carregarConfiguracaoCalculo(c, emitenteId);

  const erros: Record<string, string[]> = {};
  const vProds = itensEntrada.map((i) => arred2(num(i.quantidade).times(num(i.valor_unitario))));
  const frete = ratear(arred2(num(fat.valor_frete)), vProds);
  const seguro = ratear(arred2(num(fat.valor_seguro)), vProds);
  const outros = ratear(arred2(num(fat.valor_outros)), vProds);
  const desconto = ratear(arred2(num(fat.valor_desconto)), vProds);

  const itens: ItemFaturamentoCalculado[] = [];
  const calculados: ItemCalculado[] = [];
  const detalhes: DetalheItem[] = [];
  itensEntrada.forEach((entrada, i) => {
    const campo = `Item[${i}].produto_id`;
    const p = produtos.get(Number(entrada.produto_id));
    if (!p) {
      erros[campo] = ['Produto não encontrado'];
      return;
    }
    const origem = Number(p.origem ?? 0);
    const res = resolverTributacao({
      produto: p,
      regrasProduto: regrasCarregadas.porProduto.get(Number(p.id)) ?? [],
      perfis: regrasCarregadas.perfis,
      aliquotas: regrasCarregadas.aliquotas,
      aliquotasInternasUf: regrasCarregadas.aliquotasInternasUf,
      stUf: regrasCarregadas.stUf,
      estoqueSt: regrasCarregadas.estoqueSt.get(Number(p.id)),
      ufOrigem: emitente.uf,
      ufDestino,
      idDest,
      operacao,
      contribuinte: Number(cliente.ind_ie_dest) === 1,
      simples,
      data,
    });
    const v = res.valores;
    const cfopBase = String(entrada.cfop ?? v.cfop ?? '5102');
    const digito = saida ? { 1: '5', 2: '6', 3: '7' }[idDest] : { 1: '1', 2: '2', 3: '3' }[idDest];
    const cfop = digito + cfopBase.slice(1);
    const descontoItem = arred2(num(entrada.valor_desconto)).plus(desconto[i]);
    // importação: entrada do exterior (CFOP 3xxx) normal ou complementar; devolução e ajuste não
    const importacao = cfop.startsWith('3') && !saida && [1, 2].includes(Number(fat.finalidade ?? 1));
    const item: ItemTributavel = {
      valorProduto: vProds[i],
      valorFrete: frete[i],
      valorSeguro: seguro[i],
      valorOutros: outros[i],
      valorDesconto: descontoItem,
      origem,
      crt,
      pis: { cst: v.cst_pis ?? '99', aliquota: v.aliquota_pis ?? 0 },
      cofins: { cst: v.cst_cofins ?? '99', aliquota: v.aliquota_cofins ?? 0 },
    };
    let cst: string;
    if (simples) {
      if (!v.csosn) {
        erros[campo] = [`Produto ${p.codigo} sem CSOSN cadastrado (empresa do Simples Nacional)`];
        return;
      }
      cst = v.csosn;
      item.csosn = cst;
      if (res.aliquotaIcms !== undefined) item.icms = { aliquota: res.aliquotaIcms, ...(v.reducao_base_icms ? { reducaoBase: v.reducao_base_icms } : {}) };
      if (v.credito_simples) item.creditoSimples = v.credito_simples;
    } else {
      if (!v.cst_icms) {
        erros[campo] = [`Produto ${p.codigo} sem CST do ICMS cadastrado`];
        return;
      }
      cst = v.cst_icms;
      item.cst = cst;
      item.icms = { aliquota: res.aliquotaIcms ?? 0, ...(v.reducao_base_icms ? { reducaoBase: v.reducao_base_icms } : {}) };
      if (res.fcp && CST_TRIBUTADO.has(cst)) item.fcp = res.fcp;
      if (idDest === 2 && consumidorFinal === 1 && Number(cliente.ind_ie_dest) === 9 && CST_TRIBUTADO.has(cst) && res.difal.aliquotaInterna) {
        const inter = Number(res.aliquotaIcms);
        item.difal = {
          ufDestino: String(cliente.uf),
          aliquotaInternaDestino: res.difal.aliquotaInterna,
          aliquotaInterestadual: inter === 4 || inter === 7 || inter === 12 ? inter : aliquotaInterestadual(emitente.uf, String(cliente.uf), origem),
          ...(Number(res.difal.fcp) > 0 ? { fcpDestino: res.difal.fcp } : {}),
        };
      }
    }
    if (res.st) {
      item.st = { mva: res.st.mva, aliquotaInterna: res.st.aliquotaInterna, modalidadeBC: res.st.modalidadeBC as EntradaSt['modalidadeBC'] };
      if (Number(res.st.reducaoBase) > 0) item.st.reducaoBase = res.st.reducaoBase;
      if (Number(res.st.fcpSt) > 0) item.st.fcpSt = res.st.fcpSt;
    }
    const est = regrasCarregadas.estoqueSt.get(Number(p.id));
    if ((cst === '60' || cst === '500') && est) item.stRetido = stRetidoDaEntrada(est, num(entrada.quantidade));
    if (v.cst_ipi) item.ipi = { cst: v.cst_ipi, aliquota: v.aliquota_ipi ?? 0, cEnq: v.enquadramento_ipi ?? '999' };
    if (v.cst_ibs_cbs && v.classificacao_tributaria) {
      item.ibsCbs = {
        cst: v.cst_ibs_cbs,
        classificacaoTributaria: v.classificacao_tributaria,
        aliquotaIbsUf: ALIQUOTAS_IBS_CBS_2026.ibsUf,
        aliquotaIbsMun: ALIQUOTAS_IBS_CBS_2026.ibsMun,
        aliquotaCbs: ALIQUOTAS_IBS_CBS_2026.cbs,
      };
    }
    if (importacao)
      item.importacao = {
        // sem a base do II informada: o valor aduaneiro é o valor da operação do item
        baseII: (entrada.base_ii as number | string | null | undefined) ?? vProds[i].plus(frete[i]).plus(seguro[i]).plus(outros[i]).minus(descontoItem),
        despesasAduaneiras: num(entrada.despesas_aduaneiras),
        valorII: num(entrada.valor_ii),
        valorIOF: num(entrada.valor_iof),
      };
    const opcoes = opcoesDoItem(cfg, consumidorFinal === 1, res.difal);
    let r: ItemCalculado;
    try {
      r = calcularTributosItem(item, opcoes);
    } catch (err) {
      erros[campo] = [(err as Error).message];
      return;
    }
    const regras = [...res.regras, ...regrasDaConfiguracao(opcoes, item)];
    calculados.push(r);
    detalhes.push({ regras, origemCampo: res.origemCampo as Record<string, string>, opcoes });
    const ipi = r.IPI && 'IPITrib' in r.IPI ? r.IPI.IPITrib.vIPI : undefined;
    itens.push({
      ...(entrada.id !== undefined && entrada.id !== null ? { id: entrada.id } : {}),
      produto_id: Number(entrada.produto_id),
      descricao: String(entrada.descricao ?? p.descricao).slice(0, 120),
      ncm: (entrada.ncm as string | undefined) ?? p.ncm ?? null,
      cfop,
      unidade: String(entrada.unidade ?? p.unidade),
      quantidade: Number(entrada.quantidade),
      valor_unitario: Number(entrada.valor_unitario),
      valor_desconto: Number(entrada.valor_desconto ?? 0),
      informacao_adicional: (entrada.informacao_adicional as string | undefined) ?? p.informacao_adicional ?? null,
      valor_produto: n2(r.prod.vProd),
      valor_desconto_rateado: Number(desconto[i].toFixed(2)),
      valor_frete: n2(r.prod.vFrete),
      valor_seguro: n2(r.prod.vSeg),
      valor_outros: n2(r.prod.vOutro),
      cst,
      base_icms: n2(r.ICMS.vBC),
      aliquota_icms: n2(r.ICMS.pICMS),
      valor_icms: n2(r.ICMS.vICMS),
      base_icms_st: n2(r.ICMS.vBCST),
      valor_icms_st: n2(r.ICMS.vICMSST),
      valor_ipi: n2(ipi),
      base_ii: r.II ? n2(r.II.vBC) : null,
      despesas_aduaneiras: r.II ? n2(r.II.vDespAdu) : null,
      valor_ii: r.II ? n2(r.II.vII) : null,
      valor_iof: r.II ? n2(r.II.vIOF) : null,
      di: typeof entrada.di === 'string' && entrada.di.trim() ? entrada.di : null,
      valor_pis: valorPisCofins(r.PIS, 'vPIS'),
      valor_cofins: valorPisCofins(r.COFINS, 'vCOFINS'),
      valor_icms_uf_dest: n2(r.ICMSUFDest?.vICMSUFDest),
      valor_ibs: n2(r.IBSCBS?.gIBSCBS?.vIBS),
      valor_cbs: n2(r.IBSCBS?.gIBSCBS?.gCBS.vCBS),
      regra_tributacao: textoRegras(regras),
      tributos: JSON.stringify(r),
    });
  });
  if (Object.keys(erros).length) {
    const [k, v] = Object.entries(erros)[0];
    const n = Number(/\[(\d+)\]/.exec(k)?.[1] ?? 0) + 1;
    throw new ValidationError(erros, `Item ${n}: ${v[0]}`);
  }
  const totais = totalizar(calculados);
  const t = totais.ICMSTot;
  const cabecalho = {
    total_produtos: n2(t.vProd),
    total_desconto: n2(t.vDesc),
    total_bc_icms: n2(t.vBC),
    total_icms: n2(t.vICMS),
    total_bc_st: n2(t.vBCST),
    total_st: n2(t.vST),
    total_ipi: n2(t.vIPI),
    total_ii: n2(t.vII),
    total_pis: n2(t.vPIS),
    total_cofins: n2(t.vCOFINS),
    total_icms_uf_dest: n2(t.vICMSUFDest),
    total_fcp_uf_dest: n2(t.vFCPUFDest),
    total_ibs: n2(totais.IBSCBSTot?.gIBS.vIBS),
    total_cbs: n2(totais.IBSCBSTot?.gCBS.vCBS),
    total_nota: n2(t.vNF),
  };
  return { emitente, cliente, idDest, consumidorFinal, itens, calculados, totais, cabecalho, detalhes };
}

/**
 * ST retido anteriormente (CST 60 / CSOSN 500) a partir da entrada mais recente do produto: cada
 * valor unitário × quantidade, arredondado em 2 casas (grupo N, campos vBCSTRet..vFCPSTRet).
 */
export function stRetidoDaEntrada(est: Record<string, unknown>, quantidade: Decimal): EntradaStRetido {
  const vezes = (v: unknown) => arred2(num(v).times(quantidade));
  const r: EntradaStRetido = { vBCSTRet: vezes(est.base_st_unitaria), pST: String(est.aliquota_st), vICMSSTRet: vezes(est.icms_st_unitario) };
  if (est.icms_substituto_unitario !== null && est.icms_substituto_unitario !== undefined) r.vICMSSubstituto = vezes(est.icms_substituto_unitario);
  if (Number(est.aliquota_fcp_st ?? 0) > 0) {
    r.vBCFCPSTRet = r.vBCSTRet;
    r.pFCPSTRet = String(est.aliquota_fcp_st);
    r.vFCPSTRet = vezes(est.fcp_st_unitario);
  }
  return r;
}

/** As escolhas da configuração fiscal que valeram no item, como regras usadas. */
function regrasDaConfiguracao(o: ReturnType<typeof opcoesDoItem>, item: ItemTributavel): RegraUsada[] {
  const r: RegraUsada[] = [
    {
      tipo: 'configuracao',
      descricao: o.excluirIcmsBasePisCofins ? 'PIS/COFINS sem o ICMS na base' : 'PIS/COFINS com o ICMS na base',
      fonte_legal: o.excluirIcmsBasePisCofins ? 'STF RE 574.706 (Tema 69); Lei 14.592/2023' : 'opção do emitente (configuração fiscal)',
    },
  ];
  if (o.ipiNaBaseIcms && item.ipi) r.push({ tipo: 'configuracao', descricao: 'IPI na base do ICMS (consumidor final)', fonte_legal: 'LC 87/96 art. 13 § 2º' });
  if (item.difal)
    r.push({
      tipo: 'configuracao',
      descricao: `DIFAL ${item.difal.ufDestino}: ${o.metodoDifal === 'base-dupla' ? 'base dupla' : 'base única'}${o.fcpNoDivisorDifal ? ', FCP no divisor' : ''}`,
      fonte_legal: o.metodoDifal === 'base-dupla' ? 'LC 190/2022; Conv. ICMS 236/2021' : 'EC 87/2015; legislação da UF de destino',
    });
  return r;
}
