/**
 * Fixed option lists of the NF-e editor, read from the registry (schema/entities/faturamento.json
 * and faturamentoPagamento.json: `enum` + `enumLabels`), and the item tax columns shown after
 * POST /v1/faturamento/Calcular. Pure data, no React.
 */
import { findResource } from '../../../resources/registry.ts';

/** The editor's tabs (same names as `abaDoCampo` in ../nota.ts returns). */
export type Aba = 'dados' | 'itens' | 'transporte' | 'pagamento' | 'adicionais';

/** One choice of a select: the stored value (as text) and its pt-BR label. */
export interface OpcaoEnum {
  valor: string;
  rotulo: string;
}

/**
 * The choices of an enum field of the registry, in registry order; the label falls back to the
 * value when the registry has no `enumLabels` entry. Empty when the resource or field is unknown.
 */
export function opcoesEnum(recurso: string, campo: string): OpcaoEnum[] {
  const f = findResource(recurso)?.fields.find((x) => x.name === campo);
  return (f?.enum ?? []).map((v) => ({ valor: String(v), rotulo: f?.enumLabels?.[String(v)] ?? String(v) }));
}

/** finNFe (1 normal, 2 complementar, 3 ajuste, 4 devolução). */
export const FINALIDADES = opcoesEnum('faturamento', 'finalidade');
/** indPres: presença do comprador. */
export const PRESENCAS = opcoesEnum('faturamento', 'presenca');
/** modFrete (0..4, 9 sem frete). */
export const FRETES = opcoesEnum('faturamento', 'modalidade_frete');
/** tpNF: 0 entrada, 1 saída. */
export const TIPOS = opcoesEnum('faturamento', 'tipo_operacao');
/** tPag: meios de pagamento (NT 2020.006). */
export const TPAG = opcoesEnum('faturamentoPagamento', 't_pag');

/** Item tax columns shown read-only after Calcular: [field of the computed item, label]. */
export const TRIBUTOS_ITEM: ReadonlyArray<[string, string]> = [
  ['cst', 'CST/CSOSN'],
  ['base_icms', 'BC ICMS'],
  ['aliquota_icms', 'Alíq. ICMS %'],
  ['valor_icms', 'ICMS'],
  ['base_icms_st', 'BC ST'],
  ['valor_icms_st', 'ICMS-ST'],
  ['valor_ipi', 'IPI'],
  ['valor_pis', 'PIS'],
  ['valor_cofins', 'COFINS'],
  ['valor_icms_uf_dest', 'DIFAL'],
  ['valor_ibs', 'IBS'],
  ['valor_cbs', 'CBS'],
];
