/**
 * Catálogo de relatórios (SPEC §3 `relatorios` / `relatoriosModulos`): cada
 * definição tem id, módulo, título, parâmetros, colunas e a consulta SQL. As consultas recebem
 * sempre `$1` = emitente da sessão e rodam dentro de `withTenant` (RLS + predicado explícito).
 *
 * Regras de negócio:
 * - vendas = NF-e de saída (`tipo_operacao = 1`) com `situacao = 'autorizada'` (canceladas,
 *   rejeitadas e em digitação não são venda); datas pela emissão no fuso do servidor;
 * - curva ABC: produtos em ordem decrescente de valor; classe A enquanto o percentual acumulado
 *   ANTES do item é menor que 80 %, B enquanto é menor que 95 %, C o resto (regra de Pareto
 *   80/15/5 usual em ERPs);
 * - posição de estoque: valor = quantidade × custo médio (R$, 2 casas, arredondado no SQL numeric);
 * - vendas por vendedor: NF-e de venda autorizadas mais NFC-e (venda_cupom) autorizadas do período
 *   por `vendedor_id`; ticket médio = total / documentos; comissão = total × percentual_comissao do
 *   cadastro / 100 (2 casas, arredondado por vendedor); documentos sem vendedor numa linha
 *   "Sem vendedor" (sempre a última), sem comissão;
 * - aging e fluxo de caixa: catalogo-financeiro.ts (reaproveita financeiro/relatorio.ts).
 * Valores em R$ são `numeric` do PostgreSQL, devolvidos como texto decimal (sem ponto flutuante).
 */
import { SERVER_TIME_ZONE } from '../../db/pool.ts';
import type { Client } from '../../db/tenant.ts';
import { RELATORIOS_FINANCEIRO } from './catalogo-financeiro.ts';
import { RELATORIOS_NFSE } from './catalogo-nfse.ts';

export type TipoParametro = 'data' | 'inteiro' | 'opcao';
export interface Parametro {
  nome: string;
  rotulo: string;
  tipo: TipoParametro;
  obrigatorio: boolean;
  /** Para `opcao`: valores aceitos e rótulos. */
  opcoes?: Array<{ valor: string; rotulo: string }>;
  padrao?: string;
}
export type TipoColuna = 'texto' | 'inteiro' | 'numero' | 'moeda' | 'percentual';
export interface Coluna {
  campo: string;
  titulo: string;
  tipo: TipoColuna;
  /** Somada na linha de total. */
  total?: boolean;
}
export interface Grafico {
  tipo: 'barra' | 'linha';
  /** Coluna do eixo X (rótulo) e colunas das séries. */
  x: string;
  series: string[];
}
export interface DefinicaoRelatorio {
  id: string;
  modulo: string;
  titulo: string;
  descricao: string;
  parametros: Parametro[];
  colunas: Coluna[];
  grafico?: Grafico;
  /** SQL com `$1` = emitente; os demais valores na ordem devolvida. */
  consulta?(p: Record<string, string | number | null>): { sql: string; valores: unknown[] };
  /** Alternativa a `consulta` para relatórios montados por funções de outro módulo (várias consultas). */
  carregar?(c: Client, emitenteId: number, p: Record<string, string | number | null>): Promise<Array<Record<string, unknown>>>;
}

const TZ = SERVER_TIME_ZONE.replace(/'/g, '');
const PERIODO: Parametro[] = [
  { nome: 'data_inicial', rotulo: 'Data inicial', tipo: 'data', obrigatorio: true },
  { nome: 'data_final', rotulo: 'Data final', tipo: 'data', obrigatorio: true },
];
const DIA = (col: string) => `(${col} AT TIME ZONE '${TZ}')::date`;
/** Filtro de NF-e de venda autorizada no período ($2, $3). */
const VENDA = `f.emitente_id = $1 AND f.situacao = 'autorizada' AND f.tipo_operacao = 1 AND ${DIA('f.data_emissao')} BETWEEN $2::date AND $3::date`;

export const RELATORIOS: readonly DefinicaoRelatorio[] = [
  {
    id: 'vendas_periodo',
    modulo: 'Vendas',
    titulo: 'Vendas por período',
    descricao: 'NF-e de saída autorizadas somadas por dia ou por mês.',
    parametros: [
      ...PERIODO,
      {
        nome: 'agrupamento',
        rotulo: 'Agrupar por',
        tipo: 'opcao',
        obrigatorio: true,
        padrao: 'dia',
        opcoes: [
          { valor: 'dia', rotulo: 'Dia' },
          { valor: 'mes', rotulo: 'Mês' },
        ],
      },
    ],
    colunas: [
      { campo: 'periodo', titulo: 'Período', tipo: 'texto' },
      { campo: 'notas', titulo: 'Notas', tipo: 'inteiro', total: true },
      { campo: 'total_produtos', titulo: 'Produtos (R$)', tipo: 'moeda', total: true },
      { campo: 'total_desconto', titulo: 'Descontos (R$)', tipo: 'moeda', total: true },
      { campo: 'total_nota', titulo: 'Total (R$)', tipo: 'moeda', total: true },
    ],
    grafico: { tipo: 'barra', x: 'periodo', series: ['total_nota'] },
    consulta: (p) => {
      const fmt = p.agrupamento === 'mes' ? 'YYYY-MM' : 'YYYY-MM-DD';
      return {
        sql: `SELECT to_char(${DIA('f.data_emissao')}, '${fmt}') AS periodo, count(*)::int AS notas,
                     sum(f.total_produtos) AS total_produtos, sum(f.total_desconto) AS total_desconto, sum(f.total_nota) AS total_nota
                FROM faturamento f WHERE ${VENDA} GROUP BY 1 ORDER BY 1`,
        valores: [p.data_inicial, p.data_final],
      };
    },
  },
  {
    id: 'vendas_cliente',
    modulo: 'Vendas',
    titulo: 'Vendas por cliente',
    descricao: 'NF-e de saída autorizadas por cliente, do maior para o menor valor.',
    parametros: [...PERIODO, { nome: 'cliente_id', rotulo: 'Cliente (código)', tipo: 'inteiro', obrigatorio: false }],
    colunas: [
      { campo: 'cliente', titulo: 'Cliente', tipo: 'texto' },
      { campo: 'cpf_cnpj', titulo: 'CPF/CNPJ', tipo: 'texto' },
      { campo: 'notas', titulo: 'Notas', tipo: 'inteiro', total: true },
      { campo: 'total_nota', titulo: 'Total (R$)', tipo: 'moeda', total: true },
    ],
    grafico: { tipo: 'barra', x: 'cliente', series: ['total_nota'] },
    consulta: (p) => ({
      sql: `SELECT c.nome AS cliente, c.cpf_cnpj, count(*)::int AS notas, sum(f.total_nota) AS total_nota
              FROM faturamento f JOIN cliente c ON c.emitente_id = f.emitente_id AND c.id = f.cliente_id
             WHERE ${VENDA} AND ($4::int IS NULL OR f.cliente_id = $4)
             GROUP BY c.id, c.nome, c.cpf_cnpj ORDER BY total_nota DESC, c.nome`,
      valores: [p.data_inicial, p.data_final, p.cliente_id],
    }),
  },
  {
    id: 'vendas_produto',
    modulo: 'Vendas',
    titulo: 'Vendas por produto (curva ABC)',
    descricao: 'Quantidade e valor vendidos por produto, com participação e classe ABC (80 % / 95 % acumulados).',
    parametros: [...PERIODO, { nome: 'produto_id', rotulo: 'Produto (código interno)', tipo: 'inteiro', obrigatorio: false }],
    colunas: [
      { campo: 'codigo', titulo: 'Código', tipo: 'texto' },
      { campo: 'descricao', titulo: 'Produto', tipo: 'texto' },
      { campo: 'quantidade', titulo: 'Quantidade', tipo: 'numero', total: true },
      { campo: 'valor', titulo: 'Valor (R$)', tipo: 'moeda', total: true },
      { campo: 'participacao', titulo: 'Participação (%)', tipo: 'percentual' },
      { campo: 'acumulado', titulo: 'Acumulado (%)', tipo: 'percentual' },
      { campo: 'classe', titulo: 'Classe', tipo: 'texto' },
    ],
    grafico: { tipo: 'barra', x: 'codigo', series: ['valor'] },
    consulta: (p) => ({
      sql: `WITH v AS (
              SELECT i.produto_id, sum(i.quantidade) AS quantidade, sum(i.valor_produto - i.valor_desconto_rateado) AS valor
                FROM faturamento f JOIN faturamento_item i ON i.emitente_id = f.emitente_id AND i.faturamento_id = f.id
               WHERE ${VENDA} AND ($4::int IS NULL OR i.produto_id = $4)
               GROUP BY i.produto_id),
            o AS (
              SELECT v.*, sum(valor) OVER () AS total,
                     coalesce(sum(valor) OVER (ORDER BY valor DESC, produto_id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS anterior
                FROM v)
            SELECT pr.codigo, pr.descricao, o.quantidade, o.valor,
                   CASE WHEN o.total > 0 THEN round(o.valor * 100 / o.total, 2) ELSE 0 END AS participacao,
                   CASE WHEN o.total > 0 THEN round((o.anterior + o.valor) * 100 / o.total, 2) ELSE 0 END AS acumulado,
                   CASE WHEN o.total <= 0 OR o.anterior * 100 < o.total * 80 THEN 'A' WHEN o.anterior * 100 < o.total * 95 THEN 'B' ELSE 'C' END AS classe
              FROM o JOIN produto pr ON pr.emitente_id = $1 AND pr.id = o.produto_id
             ORDER BY o.valor DESC, o.produto_id`,
      valores: [p.data_inicial, p.data_final, p.produto_id],
    }),
  },
  {
    id: 'vendas_vendedor',
    modulo: 'Vendas',
    titulo: 'Vendas por vendedor',
    descricao: 'NF-e e NFC-e autorizadas por vendedor: documentos, total, ticket médio e comissão (percentual do cadastro do vendedor).',
    parametros: [...PERIODO, { nome: 'vendedor_id', rotulo: 'Vendedor (código)', tipo: 'inteiro', obrigatorio: false }],
    colunas: [
      { campo: 'vendedor', titulo: 'Vendedor', tipo: 'texto' },
      { campo: 'nfe', titulo: 'NF-e', tipo: 'inteiro', total: true },
      { campo: 'nfce', titulo: 'NFC-e', tipo: 'inteiro', total: true },
      { campo: 'documentos', titulo: 'Documentos', tipo: 'inteiro', total: true },
      { campo: 'total', titulo: 'Total (R$)', tipo: 'moeda', total: true },
      { campo: 'ticket_medio', titulo: 'Ticket médio (R$)', tipo: 'moeda' },
      { campo: 'percentual_comissao', titulo: 'Comissão (%)', tipo: 'percentual' },
      { campo: 'comissao', titulo: 'Comissão (R$)', tipo: 'moeda', total: true },
    ],
    grafico: { tipo: 'barra', x: 'vendedor', series: ['total', 'comissao'] },
    consulta: (p) => ({
      sql: `WITH d AS (
              SELECT f.vendedor_id, 1 AS nfe, 0 AS nfce, f.total_nota AS valor FROM faturamento f WHERE ${VENDA}
              UNION ALL
              SELECT v.vendedor_id, 0, 1, v.valor_total FROM venda_cupom v
               WHERE v.emitente_id = $1 AND v.situacao = 'autorizada' AND ${DIA('v.data_emissao')} BETWEEN $2::date AND $3::date)
            SELECT coalesce(ve.nome, 'Sem vendedor') AS vendedor, sum(d.nfe)::int AS nfe, sum(d.nfce)::int AS nfce, count(*)::int AS documentos,
                   sum(d.valor) AS total, round(sum(d.valor) / count(*), 2) AS ticket_medio, ve.percentual_comissao,
                   CASE WHEN ve.id IS NULL THEN 0 ELSE round(sum(d.valor) * ve.percentual_comissao / 100, 2) END AS comissao
              FROM d LEFT JOIN vendedor ve ON ve.emitente_id = $1 AND ve.id = d.vendedor_id
             WHERE $4::int IS NULL OR d.vendedor_id = $4
             GROUP BY ve.id, ve.nome, ve.percentual_comissao
             ORDER BY ve.id IS NULL, total DESC, ve.nome`,
      valores: [p.data_inicial, p.data_final, p.vendedor_id],
    }),
  },
  {
    id: 'nfe_mes',
    modulo: 'Fiscal',
    titulo: 'NF-e emitidas e canceladas por mês',
    descricao: 'Notas que chegaram a ser autorizadas (emitidas), quantas foram canceladas depois e os valores.',
    parametros: PERIODO,
    colunas: [
      { campo: 'mes', titulo: 'Mês', tipo: 'texto' },
      { campo: 'emitidas', titulo: 'Emitidas', tipo: 'inteiro', total: true },
      { campo: 'canceladas', titulo: 'Canceladas', tipo: 'inteiro', total: true },
      { campo: 'valor_autorizado', titulo: 'Valor autorizado (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_cancelado', titulo: 'Valor cancelado (R$)', tipo: 'moeda', total: true },
    ],
    grafico: { tipo: 'barra', x: 'mes', series: ['emitidas', 'canceladas'] },
    consulta: (p) => ({
      sql: `SELECT to_char(${DIA('f.data_emissao')}, 'YYYY-MM') AS mes, count(*)::int AS emitidas,
                   count(*) FILTER (WHERE f.situacao = 'cancelada')::int AS canceladas,
                   coalesce(sum(f.total_nota) FILTER (WHERE f.situacao = 'autorizada'), 0) AS valor_autorizado,
                   coalesce(sum(f.total_nota) FILTER (WHERE f.situacao = 'cancelada'), 0) AS valor_cancelado
              FROM faturamento f
             WHERE f.emitente_id = $1 AND f.situacao IN ('autorizada', 'cancelada') AND ${DIA('f.data_emissao')} BETWEEN $2::date AND $3::date
             GROUP BY 1 ORDER BY 1`,
      valores: [p.data_inicial, p.data_final],
    }),
  },
  {
    id: 'tributos_cfop_cst',
    modulo: 'Fiscal',
    titulo: 'Tributos por CFOP e CST',
    descricao: 'Bases e valores de ICMS, ICMS-ST, IPI, PIS, COFINS, IBS e CBS dos itens das NF-e autorizadas.',
    parametros: PERIODO,
    colunas: [
      { campo: 'cfop', titulo: 'CFOP', tipo: 'texto' },
      { campo: 'cst', titulo: 'CST/CSOSN', tipo: 'texto' },
      { campo: 'itens', titulo: 'Itens', tipo: 'inteiro', total: true },
      { campo: 'valor_produto', titulo: 'Valor (R$)', tipo: 'moeda', total: true },
      { campo: 'base_icms', titulo: 'BC ICMS (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_icms', titulo: 'ICMS (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_icms_st', titulo: 'ICMS-ST (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_ipi', titulo: 'IPI (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_pis', titulo: 'PIS (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_cofins', titulo: 'COFINS (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_ibs', titulo: 'IBS (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_cbs', titulo: 'CBS (R$)', tipo: 'moeda', total: true },
    ],
    consulta: (p) => ({
      sql: `SELECT coalesce(i.cfop, '') AS cfop, coalesce(i.cst, '') AS cst, count(*)::int AS itens, sum(i.valor_produto) AS valor_produto,
                   sum(i.base_icms) AS base_icms, sum(i.valor_icms) AS valor_icms, sum(i.valor_icms_st) AS valor_icms_st,
                   sum(i.valor_ipi) AS valor_ipi, sum(i.valor_pis) AS valor_pis, sum(i.valor_cofins) AS valor_cofins,
                   sum(i.valor_ibs) AS valor_ibs, sum(i.valor_cbs) AS valor_cbs
              FROM faturamento f JOIN faturamento_item i ON i.emitente_id = f.emitente_id AND i.faturamento_id = f.id
             WHERE f.emitente_id = $1 AND f.situacao = 'autorizada' AND ${DIA('f.data_emissao')} BETWEEN $2::date AND $3::date
             GROUP BY 1, 2 ORDER BY 1, 2`,
      valores: [p.data_inicial, p.data_final],
    }),
  },
  {
    id: 'posicao_estoque',
    modulo: 'Estoque',
    titulo: 'Posição de estoque',
    descricao: 'Saldo atual por produto e local, valorizado pelo custo médio (quantidade × custo médio).',
    parametros: [
      { nome: 'tipo_estoque_id', rotulo: 'Local de estoque (código)', tipo: 'inteiro', obrigatorio: false },
      { nome: 'produto_id', rotulo: 'Produto (código interno)', tipo: 'inteiro', obrigatorio: false },
    ],
    colunas: [
      { campo: 'codigo', titulo: 'Código', tipo: 'texto' },
      { campo: 'descricao', titulo: 'Produto', tipo: 'texto' },
      { campo: 'local', titulo: 'Local', tipo: 'texto' },
      { campo: 'quantidade', titulo: 'Quantidade', tipo: 'numero', total: true },
      { campo: 'custo_medio', titulo: 'Custo médio (R$)', tipo: 'numero' },
      { campo: 'valor', titulo: 'Valor (R$)', tipo: 'moeda', total: true },
    ],
    consulta: (p) => ({
      sql: `SELECT pr.codigo, pr.descricao, t.descricao AS local, e.quantidade, e.custo_medio, round(e.quantidade * e.custo_medio, 2) AS valor
              FROM estoque e
              JOIN produto pr ON pr.emitente_id = e.emitente_id AND pr.id = e.produto_id
              JOIN tipo_estoque t ON t.emitente_id = e.emitente_id AND t.id = e.tipo_estoque_id
             WHERE e.emitente_id = $1 AND ($2::int IS NULL OR e.tipo_estoque_id = $2) AND ($3::int IS NULL OR e.produto_id = $3)
             ORDER BY pr.descricao, t.descricao`,
      valores: [p.tipo_estoque_id, p.produto_id],
    }),
  },
  ...RELATORIOS_FINANCEIRO,
  ...RELATORIOS_NFSE,
];

export const relatorioPorId = (id: unknown): DefinicaoRelatorio | undefined => RELATORIOS.find((r) => r.id === id);
