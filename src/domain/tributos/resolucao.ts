/**
 * Resolução da regra tributária de um item: qual CST/CSOSN, CFOP, alíquotas, ST, IPI,
 * PIS/COFINS e IBS/CBS valem para um produto numa operação com um destino, a partir das regras
 * guardadas como dados (produto_tributacao, tributacao, aliquota, st_uf, estoque_st) e dos dados
 * do produto. Função pura: o servidor carrega as linhas e chama `resolverTributacao`.
 *
 * Precedência, campo a campo (o primeiro valor não vazio vence):
 *  1. a regra do produto (`produtoTributacao`) mais específica e vigente: UF de destino igual (peso
 *     4), operação igual (2), tipo de destinatário igual (1); campo vazio na regra = "qualquer";
 *     empate: vigência mais recente, depois o maior id;
 *  2. o perfil (`tributacoes`) indicado nessa regra;
 *  3. o perfil do produto (`produto.tributacao_id`);
 *  4. os dados do próprio produto.
 * A alíquota do ICMS numa operação interestadual só vem de regra com UF de destino informada; senão
 * da tabela `aliquota` (origem → destino) e, sem linha, da Res. SF 22/89 e 13/2012 (4 % para
 * importados, que prevalece sempre). Sem linha da empresa para a operação interna (ou para a
 * alíquota interna do destino no DIFAL), vale a alíquota modal da UF vigente na data do documento, da
 * tabela de referência global `icms_aliquota_interna_uf` (linhas em `aliquotasInternasUf`, com
 * vigência e fonte legal). O ST vem da regra (mva_st) ou da tabela `stUf` da UF de
 * destino (CEST igual, senão o maior prefixo de NCM), com MVA ajustada na interestadual.
 */
import { Dec, arred2 } from './numeros.ts';

/** Linha genérica (colunas do banco; numeric chega como texto). */
export type Linha = Record<string, unknown>;

/** Operação do documento: saída normal, devolução (finNFe 4) ou entrada (tpNF 0). */
export type Operacao = 'venda' | 'devolucao' | 'entrada';

const SUL_SUDESTE_SEM_ES = new Set(['SP', 'RJ', 'MG', 'PR', 'SC', 'RS']);

/**
 * Alíquota interestadual do ICMS: 4 % para mercadoria importada (origem 1, 2, 3 ou 8; Res. SF
 * 13/2012); 7 % das UFs do Sul/Sudeste (exceto ES) para N/NE/CO/ES e 12 % nas demais (Res. SF 22/89).
 */
export function aliquotaInterestadual(ufOrigem: string, ufDestino: string, origem: number): 4 | 7 | 12 {
  if ([1, 2, 3, 8].includes(origem)) return 4;
  if (SUL_SUDESTE_SEM_ES.has(ufOrigem) && !SUL_SUDESTE_SEM_ES.has(ufDestino)) return 7;
  return 12;
}

/**
 * MVA ajustada da operação interestadual, em % com 2 casas:
 * MVA ajustada = [(1 + MVA original) × (1 − ALQ inter) / (1 − ALQ intra)] − 1.
 * Quando ALQ intra ≤ ALQ inter, vale a MVA original.
 *
 * Fonte: fórmula do Convênio ICMS 35/2011 mantida nas legislações das UFs de destino; o Convênio
 * ICMS 142/2018, cláusula décima primeira, remete a MVA à legislação do destino e manda usar a MVA
 * das operações internas (original) quando o remetente é do Simples Nacional (ver `resolverSt`).
 */
export function mvaAjustada(mvaOriginal: number | string, aliquotaInter: number | string, aliquotaIntra: number | string): string {
  const mva = new Dec(mvaOriginal);
  const inter = new Dec(aliquotaInter);
  const intra = new Dec(aliquotaIntra);
  if (intra.lessThanOrEqualTo(inter)) return arred2(mva).toFixed(2);
  const fator = new Dec(100).plus(mva).dividedBy(100).times(new Dec(100).minus(inter).dividedBy(100)).dividedBy(new Dec(100).minus(intra).dividedBy(100));
  return arred2(fator.minus(1).times(100)).toFixed(2);
}

/** Campos tributários que uma camada (regra, perfil, produto) pode definir. */
export const CAMPOS_TRIBUTARIOS = [
  'cfop',
  'cst_icms',
  'csosn',
  'aliquota_icms',
  'reducao_base_icms',
  'fcp',
  'credito_simples',
  'mva_st',
  'aliquota_st',
  'reducao_base_st',
  'fcp_st',
  'cst_ipi',
  'aliquota_ipi',
  'enquadramento_ipi',
  'cst_pis',
  'aliquota_pis',
  'cst_cofins',
  'aliquota_cofins',
  'cst_ibs_cbs',
  'classificacao_tributaria',
] as const;
export type CampoTributario = (typeof CAMPOS_TRIBUTARIOS)[number];

/** Uma regra usada na resolução, para mostrar ao usuário ("qual regra valeu"). */
export interface RegraUsada {
  tipo: 'produtoTributacao' | 'tributacoes' | 'produto' | 'aliquota' | 'stUf' | 'estoqueSt' | 'padrao' | 'configuracao';
  id?: number;
  descricao: string;
  fonte_legal?: string;
}

/** Entrada da resolução: o produto, as linhas candidatas e o contexto da operação. */
export interface EntradaResolucao {
  produto: Linha;
  /** Linhas de produto_tributacao DESTE produto (ativas). */
  regrasProduto: Linha[];
  /** Perfis (tributacao) por id. */
  perfis: ReadonlyMap<number, Linha>;
  /** Linhas de aliquota do emitente (ativas). */
  aliquotas: Linha[];
  /**
   * Linhas da tabela global icms_aliquota_interna_uf (uf, aliquota, vigencia_inicio, vigencia_fim,
   * fonte_legal) das UFs da operação, todos os períodos: a resolução escolhe a vigente em `data`.
   */
  aliquotasInternasUf: Linha[];
  /** Linhas de st_uf do emitente (ativas). */
  stUf: Linha[];
  /** Entrada mais recente de estoque_st do produto, se houver. */
  estoqueSt?: Linha;
  ufOrigem: string;
  /** UF do destinatário ('EX' ou null no exterior). */
  ufDestino: string | null;
  /** 1 interna, 2 interestadual, 3 exterior. */
  idDest: 1 | 2 | 3;
  operacao: Operacao;
  contribuinte: boolean;
  /** Simples Nacional (CRT 1 ou 4). */
  simples: boolean;
  /** Data da operação, AAAA-MM-DD (vigências). */
  data: string;
}

/** Resultado: valores por campo (texto decimal ou código) e as regras usadas. */
export interface TributacaoResolvida {
  valores: Partial<Record<CampoTributario, string>>;
  /** De onde veio cada campo. */
  origemCampo: Partial<Record<CampoTributario, string>>;
  /** Alíquota do ICMS da operação (%), já com a regra interestadual aplicada. */
  aliquotaIcms: string | undefined;
  /** Dados do ICMS-ST quando a tributação tem ST e há regra/tabela. */
  st?: { mva: string; aliquotaInterna: string; reducaoBase: string; fcpSt: string; modalidadeBC: string };
  /** Linha de alíquota da UF de destino (DIFAL/FCP), se houver. */
  aliquotaDestino?: Linha;
  /** Alíquota interna e FCP da UF de destino usados no DIFAL. */
  difal: { aliquotaInterna: string; fcp: string; metodo?: 'base-unica' | 'base-dupla'; fcpNoDivisor?: boolean };
  /** FCP próprio da operação interna (%). */
  fcp: string | undefined;
  regras: RegraUsada[];
}

/** Percentual para exibição: sem zeros à direita ('7.0000' -> '7', '20.50' -> '20.5'). */
const pctTxt = (v: unknown): string => (vazio(v) ? '' : new Dec(String(v)).toString());
const vazio = (v: unknown): boolean => v === null || v === undefined || v === '';
const txt = (v: unknown): string | undefined => (vazio(v) ? undefined : String(v));

function vigente(l: Linha, data: string): boolean {
  if (l.ativo === false) return false;
  const ini = txt(l.vigencia_inicio)?.slice(0, 10);
  const fim = txt(l.vigencia_fim)?.slice(0, 10);
  return (!ini || ini <= data) && (!fim || fim >= data);
}

/** Escolhe a regra de produto mais específica vigente (ver o comentário do módulo), ou undefined. */
export function escolherRegraProduto(e: Pick<EntradaResolucao, 'regrasProduto' | 'ufDestino' | 'operacao' | 'contribuinte' | 'data'>): Linha | undefined {
  const tipo = e.contribuinte ? 'contribuinte' : 'nao_contribuinte';
  const candidatas = e.regrasProduto
    .filter((r) => vigente(r, e.data))
    .filter((r) => vazio(r.uf_destino) || r.uf_destino === e.ufDestino)
    .filter((r) => vazio(r.operacao) || r.operacao === e.operacao)
    .filter((r) => vazio(r.tipo_destinatario) || r.tipo_destinatario === tipo)
    .map((r) => ({ r, peso: (vazio(r.uf_destino) ? 0 : 4) + (vazio(r.operacao) ? 0 : 2) + (vazio(r.tipo_destinatario) ? 0 : 1) }));
  candidatas.sort(
    (a, b) =>
      b.peso - a.peso ||
      String(txt(b.r.vigencia_inicio) ?? '').localeCompare(String(txt(a.r.vigencia_inicio) ?? '')) ||
      Number(b.r.id ?? 0) - Number(a.r.id ?? 0),
  );
  return candidatas[0]?.r;
}

/** Campos do produto no formato das regras (CST 2 dígitos, CSOSN 3 dígitos). */
function camadaProduto(p: Linha): Linha {
  return {
    ...p,
    cst_icms: txt(p.cst_icms)?.slice(-2),
    csosn: txt(p.csosn)?.slice(-3),
    reducao_base_icms: undefined,
    fcp: undefined,
    credito_simples: undefined,
    mva_st: undefined,
    aliquota_st: undefined,
    reducao_base_st: undefined,
    fcp_st: undefined,
  };
}

function descreverRegra(r: Linha): string {
  const partes = [`regra #${r.id} do produto`];
  const filtros = [r.uf_destino ? `UF ${r.uf_destino}` : 'qualquer UF', r.operacao ? String(r.operacao) : 'qualquer operação'];
  if (r.tipo_destinatario) filtros.push(r.tipo_destinatario === 'contribuinte' ? 'contribuinte' : 'não contribuinte');
  return `${partes[0]} (${filtros.join(', ')})`;
}

function linhaAliquota(aliquotas: Linha[], origem: string, destino: string, data: string): Linha | undefined {
  return aliquotas
    .filter((a) => a.uf_origem === origem && a.uf_destino === destino && vigente(a, data))
    .sort((a, b) => String(txt(b.vigencia_inicio) ?? '').localeCompare(String(txt(a.vigencia_inicio) ?? '')) || Number(b.id) - Number(a.id))[0];
}

/**
 * Alíquota interna modal do ICMS da UF vigente em `data` (AAAA-MM-DD), entre as linhas da tabela
 * `icms_aliquota_interna_uf`; com mais de um período vigente, o de início mais recente. Sem linha:
 * undefined.
 */
export function aliquotaInternaUf(linhas: readonly Linha[], uf: string, data: string): Linha | undefined {
  return linhas
    .filter((l) => l.uf === uf && vigente(l, data))
    .sort((a, b) => String(txt(b.vigencia_inicio) ?? '').localeCompare(String(txt(a.vigencia_inicio) ?? '')))[0];
}

/** Vigência de uma linha para exibição: "desde 23/02/2025", "até 31/12/2023", "de … a …". */
function textoVigencia(l: Linha): string {
  const br = (v: unknown): string | undefined => txt(v)?.slice(0, 10).split('-').reverse().join('/');
  const ini = br(l.vigencia_inicio);
  const fim = br(l.vigencia_fim);
  if (ini && fim) return `vigente de ${ini} a ${fim}`;
  if (ini) return `vigente desde ${ini}`;
  return fim ? `vigente até ${fim}` : 'vigente';
}

/** Linha de ST da UF para o produto: CEST igual primeiro, depois o maior prefixo de NCM. */
export function escolherStUf(linhas: Linha[], uf: string, ncm: string | undefined, cest: string | undefined, data: string): Linha | undefined {
  const daUf = linhas.filter((l) => l.uf_destino === uf && vigente(l, data));
  const porCest = cest ? daUf.find((l) => l.cest === cest && (vazio(l.ncm) || (ncm ?? '').startsWith(String(l.ncm)))) : undefined;
  if (porCest) return porCest;
  if (!ncm) return undefined;
  return daUf
    .filter((l) => !vazio(l.ncm) && vazio(l.cest) && ncm.startsWith(String(l.ncm)))
    .sort((a, b) => String(b.ncm).length - String(a.ncm).length || Number(b.id) - Number(a.id))[0];
}

const CST_COM_ST = new Set(['10', '30', '70', '90']);
const CSOSN_COM_ST = new Set(['201', '202', '203', '900']);

/**
 * Resolve a tributação de um item. Não calcula valores (isso é `calcularTributosItem`); devolve os
 * códigos e alíquotas a usar e as regras consultadas.
 */
export function resolverTributacao(e: EntradaResolucao): TributacaoResolvida {
  const regras: RegraUsada[] = [];
  const camadas: Array<{ linha: Linha; nome: string }> = [];
  const regra = escolherRegraProduto(e);
  if (regra) {
    camadas.push({ linha: regra, nome: descreverRegra(regra) });
    regras.push({ tipo: 'produtoTributacao', id: Number(regra.id), descricao: descreverRegra(regra), fonte_legal: txt(regra.fonte_legal) });
    const perfil = vazio(regra.tributacao_id) ? undefined : e.perfis.get(Number(regra.tributacao_id));
    if (perfil && perfil.ativo !== false) {
      camadas.push({ linha: perfil, nome: `perfil #${perfil.id} "${perfil.descricao}"` });
      regras.push({ tipo: 'tributacoes', id: Number(perfil.id), descricao: `perfil "${perfil.descricao}" da regra`, fonte_legal: txt(perfil.fonte_legal) });
    }
  }
  const perfilProduto = vazio(e.produto.tributacao_id) ? undefined : e.perfis.get(Number(e.produto.tributacao_id));
  if (perfilProduto && perfilProduto.ativo !== false && !camadas.some((c) => c.linha === perfilProduto)) {
    camadas.push({ linha: perfilProduto, nome: `perfil #${perfilProduto.id} "${perfilProduto.descricao}"` });
    regras.push({
      tipo: 'tributacoes',
      id: Number(perfilProduto.id),
      descricao: `perfil "${perfilProduto.descricao}" do produto`,
      fonte_legal: txt(perfilProduto.fonte_legal),
    });
  }
  camadas.push({ linha: camadaProduto(e.produto), nome: 'cadastro do produto' });
  if (camadas.length === 1)
    regras.push({ tipo: 'produto', id: Number(e.produto.id), descricao: 'padrão do cadastro do produto (nenhuma regra por UF/operação)' });

  const valores: Partial<Record<CampoTributario, string>> = {};
  const origemCampo: Partial<Record<CampoTributario, string>> = {};
  for (const campo of CAMPOS_TRIBUTARIOS) {
    for (const c of camadas) {
      const v = txt(c.linha[campo]);
      if (v !== undefined) {
        valores[campo] = v;
        origemCampo[campo] = c.nome;
        break;
      }
    }
  }

  const origem = Number(e.produto.origem ?? 0);
  const destino = e.ufDestino && e.ufDestino !== 'EX' ? e.ufDestino : undefined;
  const ufSt = e.idDest === 1 ? e.ufOrigem : destino;

  // Alíquota do ICMS da operação.
  let aliquotaIcms: string | undefined;
  const regraComUf = regra && !vazio(regra.uf_destino) && !vazio(regra.aliquota_icms);
  if (regraComUf) {
    aliquotaIcms = txt(regra.aliquota_icms);
  } else if (e.idDest === 2 && destino) {
    const importado = [1, 2, 3, 8].includes(origem);
    const linha = importado ? undefined : linhaAliquota(e.aliquotas, e.ufOrigem, destino, e.data);
    if (linha) {
      aliquotaIcms = txt(linha.aliquota_icms);
      regras.push({
        tipo: 'aliquota',
        id: Number(linha.id),
        descricao: `ICMS ${e.ufOrigem}→${destino} ${pctTxt(aliquotaIcms)} % (tabela de alíquotas)`,
        fonte_legal: txt(linha.fonte_legal),
      });
    } else {
      aliquotaIcms = String(aliquotaInterestadual(e.ufOrigem, destino, origem));
      regras.push({
        tipo: 'padrao',
        descricao: `ICMS interestadual ${e.ufOrigem}→${destino} ${aliquotaIcms} %`,
        fonte_legal: importado ? 'Res. SF 13/2012 (importados)' : 'Res. SF 22/89',
      });
    }
    origemCampo.aliquota_icms = regras[regras.length - 1].descricao;
  } else if (e.idDest === 3) {
    aliquotaIcms = valores.aliquota_icms;
  } else {
    aliquotaIcms = valores.aliquota_icms;
    if (aliquotaIcms === undefined) {
      const linha = linhaAliquota(e.aliquotas, e.ufOrigem, e.ufOrigem, e.data);
      if (linha) {
        aliquotaIcms = txt(linha.aliquota_icms);
        regras.push({
          tipo: 'aliquota',
          id: Number(linha.id),
          descricao: `ICMS interno ${e.ufOrigem} ${pctTxt(aliquotaIcms)} % (tabela de alíquotas)`,
          fonte_legal: txt(linha.fonte_legal),
        });
      } else {
        const modal = aliquotaInternaUf(e.aliquotasInternasUf, e.ufOrigem, e.data);
        if (modal) {
          aliquotaIcms = pctTxt(modal.aliquota);
          regras.push({
            tipo: 'padrao',
            descricao: `ICMS interno ${e.ufOrigem} ${aliquotaIcms} % (alíquota modal da UF, ${textoVigencia(modal)})`,
            fonte_legal: txt(modal.fonte_legal),
          });
        }
      }
      if (aliquotaIcms !== undefined) origemCampo.aliquota_icms = regras[regras.length - 1].descricao;
    }
  }

  // FCP próprio (operação interna) e dados do destino (DIFAL).
  const linhaInterna = linhaAliquota(e.aliquotas, e.ufOrigem, e.ufOrigem, e.data);
  let fcp = valores.fcp;
  if (fcp === undefined && e.idDest === 1 && linhaInterna && Number(linhaInterna.fcp_destino ?? 0) > 0) {
    fcp = txt(linhaInterna.fcp_destino);
    origemCampo.fcp = `tabela de alíquotas #${linhaInterna.id}`;
  }
  const aliquotaDestino = destino ? linhaAliquota(e.aliquotas, e.ufOrigem, destino, e.data) : undefined;
  const difal: TributacaoResolvida['difal'] = {
    aliquotaInterna:
      txt(aliquotaDestino?.aliquota_interna_destino) ?? (destino ? pctTxt(aliquotaInternaUf(e.aliquotasInternasUf, destino, e.data)?.aliquota) : ''),
    fcp: txt(aliquotaDestino?.fcp_destino) ?? '0',
  };
  if (aliquotaDestino && !vazio(aliquotaDestino.metodo_difal)) difal.metodo = aliquotaDestino.metodo_difal as 'base-unica' | 'base-dupla';
  if (aliquotaDestino && !vazio(aliquotaDestino.fcp_no_divisor_difal)) difal.fcpNoDivisor = aliquotaDestino.fcp_no_divisor_difal === true;

  // ICMS-ST.
  const cst = e.simples ? valores.csosn : valores.cst_icms;
  let st: TributacaoResolvida['st'];
  const temSt = cst !== undefined && (e.simples ? CSOSN_COM_ST.has(cst) : CST_COM_ST.has(cst));
  if (temSt && ufSt) {
    const linhaSt = escolherStUf(e.stUf, ufSt, txt(e.produto.ncm), txt(e.produto.cest), e.data);
    const internaDestino = txt(linhaSt?.aliquota_interna_st) ?? valores.aliquota_st ?? difal.aliquotaInterna;
    if (valores.mva_st !== undefined) {
      st = {
        mva: valores.mva_st,
        aliquotaInterna: valores.aliquota_st ?? internaDestino,
        reducaoBase: valores.reducao_base_st ?? txt(linhaSt?.reducao_base_st) ?? '0',
        fcpSt: valores.fcp_st ?? txt(linhaSt?.fcp_st) ?? '0',
        modalidadeBC: txt(linhaSt?.modalidade_bc_st) ?? '4',
      };
    } else if (linhaSt) {
      let mva = txt(linhaSt.mva_original) ?? '0';
      let descricaoMva = `MVA original ${pctTxt(mva)} %`;
      if (e.idDest === 2) {
        if (!vazio(linhaSt.mva_ajustada)) {
          mva = String(linhaSt.mva_ajustada);
          descricaoMva = `MVA ajustada ${pctTxt(mva)} % (tabela)`;
        } else if (e.simples) {
          descricaoMva = `MVA original ${pctTxt(mva)} % (remetente do Simples Nacional, Conv. ICMS 142/2018 cl. 11ª)`;
        } else if (aliquotaIcms !== undefined && internaDestino) {
          mva = mvaAjustada(mva, aliquotaIcms, internaDestino);
          descricaoMva = `MVA ajustada ${mva} % = [(1 + ${pctTxt(linhaSt.mva_original)} %) × (1 − ${pctTxt(aliquotaIcms)} %) / (1 − ${pctTxt(internaDestino)} %)] − 1`;
        }
      }
      st = {
        mva,
        aliquotaInterna: valores.aliquota_st ?? String(linhaSt.aliquota_interna_st),
        reducaoBase: valores.reducao_base_st ?? txt(linhaSt.reducao_base_st) ?? '0',
        fcpSt: valores.fcp_st ?? txt(linhaSt.fcp_st) ?? '0',
        modalidadeBC: txt(linhaSt.modalidade_bc_st) ?? '4',
      };
      const chave = linhaSt.cest ? `CEST ${linhaSt.cest}` : `NCM ${linhaSt.ncm}`;
      regras.push({ tipo: 'stUf', id: Number(linhaSt.id), descricao: `ST ${ufSt} ${chave}: ${descricaoMva}`, fonte_legal: txt(linhaSt.fonte_legal) });
    }
  }
  if (cst !== undefined && (cst === '60' || cst === '500') && e.estoqueSt) {
    regras.push({
      tipo: 'estoqueSt',
      id: Number(e.estoqueSt.id),
      descricao: `ST retido na entrada de ${txt(e.estoqueSt.data_entrada)?.slice(0, 10)}`,
      fonte_legal: txt(e.estoqueSt.fonte_legal),
    });
  }
  return { valores, origemCampo, aliquotaIcms, st, aliquotaDestino, difal, fcp, regras };
}

/** Texto curto das regras usadas (coluna faturamento_item.regra_tributacao), até 1000 caracteres. */
export function textoRegras(regras: readonly RegraUsada[]): string {
  return regras
    .map((r) => (r.fonte_legal ? `${r.descricao} — ${r.fonte_legal}` : r.descricao))
    .join('; ')
    .slice(0, 1000);
}
