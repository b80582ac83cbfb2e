/**
 * Construtores compartilhados pela NF-e (modelo 55) e pela NFC-e (modelo 65): o grupo C `emit` e o
 * item H `det` (prod I e imposto M), a partir dos dados do emitente, do item gravado, do produto e
 * do grupo `imposto` calculado (src/domain/tributos). O que muda de um modelo para o outro fica em
 * {@link REGRAS_DO_MODELO}; o resto é um só. Valores no formato do leiaute 4.00 (MOC 7.0):
 * quantidades com 4 casas, valores unitários com até 10, valores com 2 (strings com ponto).
 */
import type { ItemCalculado } from '../../domain/tributos/index.ts';
import type { Det, Emit, Imposto, Prod } from './tipos.ts';

/** Texto do 1º item em homologação (NT 2011.004). */
export const XPROD_HOMOLOGACAO = 'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

/** Modelo do documento: 55 NF-e, 65 NFC-e. */
export type ModeloDocumento = '55' | '65';

/** O que difere entre os modelos na montagem de `emit` e `det`. */
export interface RegrasDoModelo {
  /** `emit` leva IM e CNAE (MOC 7.0 C19/C20: prestação de serviço na NF-e conjugada). */
  inscricaoMunicipal: boolean;
  /** `prod` leva NCM do item gravado (antes do do produto) e EXTIPI. */
  ncmDoItem: boolean;
  /** Unidade e fator tributáveis do produto (uTrib/qTrib/vUnTrib); sem: iguais aos comerciais. */
  unidadeTributavel: boolean;
  /** Grupos IPI, II e ICMSUFDest no `imposto` (a NFC-e é operação interna ao consumidor, sem eles). */
  ipiIiDifal: boolean;
}

export const REGRAS_DO_MODELO: Readonly<Record<ModeloDocumento, RegrasDoModelo>> = {
  '55': { inscricaoMunicipal: true, ncmDoItem: true, unidadeTributavel: true, ipiIiDifal: true },
  '65': { inscricaoMunicipal: false, ncmDoItem: false, unidadeTributavel: false, ipiIiDifal: false },
};

type Valor = string | number | null | undefined;

/** Emitente: colunas de `emitente` com o nome do município (`municipio`). */
export interface DadosEmitente {
  cnpj: string;
  nome: string;
  fantasia?: string | null;
  logradouro: string;
  numero: string;
  complemento?: string | null;
  bairro: string;
  cidade_id: number | string;
  municipio: string;
  uf: string;
  cep: string;
  telefone?: string | null;
  ie: string;
  iest?: string | null;
  im?: string | null;
  cnae?: string | null;
  crt: number | string;
}

/** Grupo C `emit` do emitente, no modelo `modelo`. */
export function montarEmit(emit: DadosEmitente, modelo: ModeloDocumento): Emit {
  const r = REGRAS_DO_MODELO[modelo];
  return {
    ...(String(emit.cnpj).length === 11 ? { CPF: emit.cnpj } : { CNPJ: emit.cnpj }),
    xNome: emit.nome,
    ...(emit.fantasia ? { xFant: emit.fantasia } : {}),
    enderEmit: {
      xLgr: emit.logradouro,
      nro: emit.numero,
      ...(emit.complemento ? { xCpl: emit.complemento } : {}),
      xBairro: emit.bairro,
      cMun: String(emit.cidade_id),
      xMun: emit.municipio,
      UF: emit.uf,
      CEP: emit.cep,
      cPais: '1058',
      xPais: 'Brasil',
      ...(emit.telefone ? { fone: emit.telefone } : {}),
    },
    IE: emit.ie,
    ...(emit.iest ? { IEST: emit.iest } : {}),
    ...(r.inscricaoMunicipal && emit.im ? { IM: emit.im, ...(emit.cnae ? { CNAE: emit.cnae } : {}) } : {}),
    CRT: String(emit.crt),
  };
}

/** Item gravado do documento (faturamento_item ou venda_cupom_item). */
export interface ItemDoDocumento {
  produto_id: number | string;
  descricao: string;
  ncm?: string | null;
  cfop: string;
  unidade: string;
  quantidade: Valor;
  valor_unitario: Valor;
  informacao_adicional?: string | null;
}

/** Produto do item (colunas de `produto`); ausente: código = id do produto, SEM GTIN, NCM 00. */
export interface ProdutoDoItem {
  codigo?: string | null;
  gtin?: string | null;
  gtin_tributavel?: string | null;
  ncm?: string | null;
  cest?: string | null;
  ex_tipi?: string | null;
  unidade_tributavel?: string | null;
  fator_tributavel?: Valor;
}

export interface OpcoesDet {
  modelo: ModeloDocumento;
  /** tpAmb 2: o 1º item leva {@link XPROD_HOMOLOGACAO}. */
  homologacao: boolean;
  /** Casas de qCom e vUnCom da empresa (padrão 4 e 10), sem nunca perder uma casa gravada. */
  casas?: { quantidade: number; valor: number };
  /** Grupo DI do item (importação, NF-e). */
  DI?: Prod['DI'];
}

const dec = (v: Valor, casas: number): string => Number(v ?? 0).toFixed(casas);
const positivo = (v: Valor): boolean => Number(v ?? 0) > 0;
/** `v` com `casas` casas, ou mais se o valor gravado tiver mais, até `max`. */
const nasCasas = (v: Valor, casas: number, max: number): string => dec(v, Math.min(max, Math.max(casas, (String(Number(v ?? 0)).split('.')[1] ?? '').length)));

/**
 * Grupo H `det` do item de índice `n` (0 = 1º): prod com os valores do grupo `imposto` calculado
 * (vProd, vFrete, vSeg, vDesc, vOutro) e o imposto (ICMS, PIS, COFINS, IBSCBS e, na NF-e, IPI, II e
 * ICMSUFDest); infAdProd com até 500 caracteres (MOC 7.0 V01).
 */
export function montarDet(n: number, i: ItemDoDocumento, p: ProdutoDoItem, t: ItemCalculado, o: OpcoesDet): Det {
  const r = REGRAS_DO_MODELO[o.modelo];
  const gtin = p.gtin ?? 'SEM GTIN';
  const fator = r.unidadeTributavel ? Number(p.fator_tributavel ?? 1) || 1 : 1;
  const imposto: Imposto = {
    ICMS: t.ICMS,
    ...(r.ipiIiDifal && t.IPI ? { IPI: t.IPI } : {}),
    ...(r.ipiIiDifal && t.II ? { II: t.II } : {}),
    PIS: t.PIS,
    COFINS: t.COFINS,
    ...(r.ipiIiDifal && t.ICMSUFDest ? { ICMSUFDest: t.ICMSUFDest } : {}),
    ...(t.IBSCBS ? { IBSCBS: t.IBSCBS } : {}),
  };
  return {
    nItem: String(n + 1),
    prod: {
      cProd: String(p.codigo ?? i.produto_id),
      cEAN: gtin,
      xProd: o.homologacao && n === 0 ? XPROD_HOMOLOGACAO : i.descricao,
      NCM: (r.ncmDoItem ? i.ncm : undefined) ?? p.ncm ?? '00',
      ...(p.cest ? { CEST: p.cest } : {}),
      ...(r.ncmDoItem && p.ex_tipi ? { EXTIPI: p.ex_tipi } : {}),
      CFOP: i.cfop,
      uCom: i.unidade,
      qCom: nasCasas(i.quantidade, o.casas?.quantidade ?? 4, 4),
      vUnCom: nasCasas(i.valor_unitario, o.casas?.valor ?? 10, 10),
      vProd: t.prod.vProd,
      cEANTrib: p.gtin_tributavel ?? gtin,
      uTrib: (r.unidadeTributavel && p.unidade_tributavel) || i.unidade,
      qTrib: dec(Number(i.quantidade) * fator, 4),
      vUnTrib: dec(Number(i.valor_unitario) / fator, 10),
      ...(positivo(t.prod.vFrete) ? { vFrete: t.prod.vFrete } : {}),
      ...(positivo(t.prod.vSeg) ? { vSeg: t.prod.vSeg } : {}),
      ...(positivo(t.prod.vDesc) ? { vDesc: t.prod.vDesc } : {}),
      ...(positivo(t.prod.vOutro) ? { vOutro: t.prod.vOutro } : {}),
      indTot: '1',
      ...(o.DI ? { DI: o.DI } : {}),
    },
    imposto,
    ...(i.informacao_adicional ? { infAdProd: String(i.informacao_adicional).slice(0, 500) } : {}),
  };
}
