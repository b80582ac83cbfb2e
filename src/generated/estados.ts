/* gerado por npm run codegen — não edite (fonte: schema/entities/*.json, gerador: codegen/) */

/** Máquina de estados de um documento, declarada no registro (`x-estados` do campo). */
export interface MaquinaDeEstados<E extends string = string, G extends string = string> {
  /** Id da entidade (schema/entities/{entidade}.json). */
  readonly entidade: string;
  /** Tabela e coluna que guardam o estado. */
  readonly tabela: string;
  readonly campo: string;
  /** Estados na ordem do enum. */
  readonly estados: readonly E[];
  /** Rótulo pt-BR de cada estado (x-enumLabels). */
  readonly rotulos: { readonly [K in E]: string };
  /** Conjuntos nomeados de estados. */
  readonly grupos: { readonly [K in G]: readonly E[] };
  /** Estado -> estados para os quais o módulo dono pode levá-lo (null: sem transições declaradas). */
  readonly transicoes: { readonly [K in E]: readonly E[] } | null;
}

/** Se a máquina `m` leva de `de` a `para` (ficar no mesmo estado também é permitido; sem transições declaradas, nada mais). */
export function transicaoPermitida<E extends string>(m: MaquinaDeEstados<E, string>, de: string, para: E): boolean {
  if (de === para) return true;
  const saidas = (m.transicoes as Record<string, readonly string[]> | null)?.[de];
  return saidas?.includes(para) ?? false;
}

/** Faturamento: Situação (`faturamento.situacao`, tabela `faturamento`). */
export type SituacaoFaturamento = 'digitacao' | 'transmitindo' | 'epec' | 'autorizada' | 'rejeitada' | 'cancelada' | 'denegada' | 'inutilizada';

export const ESTADOS_FATURAMENTO = {
  entidade: 'faturamento',
  tabela: 'faturamento',
  campo: 'situacao',
  estados: ['digitacao', 'transmitindo', 'epec', 'autorizada', 'rejeitada', 'cancelada', 'denegada', 'inutilizada'],
  rotulos: {
    digitacao: 'Em digitação',
    transmitindo: 'Transmitindo',
    epec: 'EPEC registrado, aguardando transmissão',
    autorizada: 'Autorizada',
    rejeitada: 'Rejeitada',
    cancelada: 'Cancelada',
    denegada: 'Denegada',
    inutilizada: 'Inutilizada',
  },
  grupos: { editavel: ['digitacao', 'rejeitada'], transmissivel: ['digitacao', 'rejeitada'], danfeFiscal: ['autorizada', 'cancelada', 'epec'] },
  transicoes: {
    digitacao: ['transmitindo', 'rejeitada', 'inutilizada'],
    transmitindo: ['autorizada', 'denegada', 'rejeitada', 'epec'],
    epec: ['autorizada', 'denegada', 'rejeitada'],
    autorizada: ['cancelada'],
    rejeitada: ['transmitindo', 'autorizada', 'inutilizada'],
    cancelada: [],
    denegada: [],
    inutilizada: [],
  },
} as const satisfies MaquinaDeEstados<SituacaoFaturamento, 'editavel' | 'transmissivel' | 'danfeFiscal'>;

/** Venda (PDV / NFC-e): Situação (`vendasCupom.situacao`, tabela `venda_cupom`). */
export type SituacaoVendasCupom = 'digitacao' | 'transmitindo' | 'contingencia' | 'autorizada' | 'rejeitada' | 'denegada' | 'cancelada' | 'inutilizada' | 'transformada';

export const ESTADOS_VENDAS_CUPOM = {
  entidade: 'vendasCupom',
  tabela: 'venda_cupom',
  campo: 'situacao',
  estados: ['digitacao', 'transmitindo', 'contingencia', 'autorizada', 'rejeitada', 'denegada', 'cancelada', 'inutilizada', 'transformada'],
  rotulos: {
    digitacao: 'Em digitação',
    transmitindo: 'Transmitindo',
    contingencia: 'Em contingência',
    autorizada: 'Autorizada',
    rejeitada: 'Rejeitada',
    denegada: 'Denegada',
    cancelada: 'Cancelada',
    inutilizada: 'Inutilizada',
    transformada: 'Transformada em NF-e',
  },
  grupos: {
    transmissivel: ['digitacao', 'rejeitada'],
    cancelavelSemEvento: ['digitacao', 'rejeitada'],
    inutilizavel: ['digitacao', 'rejeitada'],
    transformavel: ['autorizada', 'digitacao', 'rejeitada'],
    aguardandoSefaz: ['transmitindo', 'contingencia'],
  },
  transicoes: {
    digitacao: ['transmitindo', 'contingencia', 'rejeitada', 'cancelada', 'inutilizada', 'transformada'],
    transmitindo: ['autorizada', 'denegada', 'rejeitada', 'contingencia', 'digitacao'],
    contingencia: ['autorizada', 'denegada', 'rejeitada'],
    autorizada: ['cancelada'],
    rejeitada: ['transmitindo', 'contingencia', 'cancelada', 'inutilizada', 'transformada'],
    denegada: [],
    cancelada: ['transformada'],
    inutilizada: [],
    transformada: [],
  },
} as const satisfies MaquinaDeEstados<SituacaoVendasCupom, 'transmissivel' | 'cancelavelSemEvento' | 'inutilizavel' | 'transformavel' | 'aguardandoSefaz'>;
