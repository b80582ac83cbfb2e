/**
 * Relatório financeiro (SPEC §7 `POST /v1/{Receber|Pagar}/GetRelatorio`): totais por situação,
 * aging (idade dos vencidos), fluxo de caixa realizado x previsto e saldos das contas bancárias.
 *
 * Corpo: `{ data_inicial?, data_final? (ISO; padrão: 1º dia de 3 meses atrás até o 1º dia do 4º mês seguinte), agrupamento?: 'dia'|'mes',
 * cliente_id? | fornecedor_id? }`. Todas as somas são feitas em SQL sobre numeric e devolvidas como
 * texto com 2 casas (R$).
 * - resumo: a vencer (saldo aberto com vencimento >= hoje), vencidos (< hoje), pagos (valor_baixado
 *   por baixa), cancelados e próximos 7 dias (saldo aberto vencendo de hoje a hoje + 7); quantidade e valor.
 * - aging: saldo vencido por faixas de atraso 1-30, 31-60, 61-90, > 90 dias, e a vencer 0-30, 31-60, > 60.
 * - fluxo: por dia/mês do período, `realizado` = soma de valor_total das baixas (estornos entram
 *   negativos, na data do estorno) e `previsto` = saldo em aberto pelo vencimento.
 * `agingPorFaixa` e `fluxoPorPeriodo` (um lado por chamada) também montam os relatórios do catálogo
 * `aging_receber_pagar` e `fluxo_caixa` (relatorios/catalogo-financeiro.ts).
 * - contas: saldo de cada conta bancária = saldo_inicial + recebimentos - pagamentos desde a data do
 *   saldo inicial (os dois lados, sempre).
 */
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { dataIsoValida, somarMeses } from '../../../domain/financeiro/parcelas.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { LADO, type Lado } from './titulos.ts';

export interface Relatorio {
  hoje: string;
  data_inicial: string;
  data_final: string;
  agrupamento: 'dia' | 'mes';
  resumo: Record<'a_vencer' | 'vencidos' | 'pagos' | 'cancelados' | 'proximos_7_dias', { quantidade: number; valor: string }>;
  aging: Array<{ faixa: string; quantidade: number; valor: string }>;
  fluxo: Array<{ periodo: string; realizado: string; previsto: string }>;
  contas: Array<{ id: number; descricao: string; tipo: string; saldo: string }>;
}

/**
 * Faixa de idade: `de`..`ate` dias de atraso (hoje − vencimento), inclusive; negativos = a vencer
 * (vencimento depois de hoje; 0 = vence hoje).
 */
export interface FaixaAging {
  faixa: string;
  de: number;
  ate: number;
}
/** Faixas do GetRelatorio financeiro: a vencer em 3 faixas e vencidos em 4. */
export const FAIXAS_AGING: readonly FaixaAging[] = [
  { faixa: 'A vencer em mais de 60 dias', de: -100000, ate: -61 },
  { faixa: 'A vencer em 31 a 60 dias', de: -60, ate: -31 },
  { faixa: 'A vencer em até 30 dias', de: -30, ate: 0 },
  { faixa: 'Vencidos há 1 a 30 dias', de: 1, ate: 30 },
  { faixa: 'Vencidos há 31 a 60 dias', de: 31, ate: 60 },
  { faixa: 'Vencidos há 61 a 90 dias', de: 61, ate: 90 },
  { faixa: 'Vencidos há mais de 90 dias', de: 91, ate: 100000 },
];

/**
 * Saldo em aberto (situação aberto/parcial) de um lado por faixa de atraso em relação a `hoje`
 * (AAAA-MM-DD), na ordem de `faixas`, com as faixas vazias (quantidade 0, valor '0.00').
 * `filtro`: trecho SQL extra sobre `t` (só montado aqui dentro, com números). Valor em R$ texto 2 casas.
 */
export async function agingPorFaixa(
  c: Client,
  emitenteId: number,
  lado: Lado,
  hoje: string,
  faixas: readonly FaixaAging[],
  filtro = '',
): Promise<Array<{ faixa: string; quantidade: number; valor: string }>> {
  const L = LADO[lado];
  const { rows } = await c.query(
    `WITH f(ordem, faixa, de, ate) AS (SELECT * FROM unnest($3::int[], $4::text[], $5::int[], $6::int[]))
     SELECT f.faixa, count(t.id)::int AS quantidade, COALESCE(sum(t.saldo), 0)::numeric(15,2)::text AS valor
       FROM f LEFT JOIN ${L.tabela} t ON t.emitente_id = $1 AND t.situacao IN ('aberto','parcial')${filtro}
            AND ($2::date - t.vencimento) BETWEEN f.de AND f.ate
      GROUP BY f.ordem, f.faixa ORDER BY f.ordem`,
    [emitenteId, hoje, faixas.map((_, i) => i + 1), faixas.map((f) => f.faixa), faixas.map((f) => f.de), faixas.map((f) => f.ate)],
  );
  return rows as Array<{ faixa: string; quantidade: number; valor: string }>;
}

/**
 * Fluxo de um lado de `ini` a `fim` (AAAA-MM-DD) por dia, semana (rótulo = segunda-feira,
 * AAAA-MM-DD) ou mês (AAAA-MM), com todos os períodos do intervalo: `realizado` = soma de
 * valor_total das baixas (estornos negativos, na data do estorno), `previsto` = saldo em aberto
 * pelo vencimento. R$ texto com 2 casas.
 */
export async function fluxoPorPeriodo(
  c: Client,
  emitenteId: number,
  lado: Lado,
  ini: string,
  fim: string,
  agr: 'dia' | 'semana' | 'mes',
  filtro = '',
): Promise<Array<{ periodo: string; realizado: string; previsto: string }>> {
  const L = LADO[lado];
  const fmt = agr === 'mes' ? 'YYYY-MM' : 'YYYY-MM-DD';
  const unidade = agr === 'dia' ? 'day' : agr === 'semana' ? 'week' : 'month';
  const per = (col: string) => `to_char(date_trunc('${unidade}', ${col}), '${fmt}')`;
  const { rows } = await c.query(
    `WITH periodos AS (
       SELECT to_char(g, '${fmt}') AS periodo FROM generate_series(date_trunc('${unidade}', $2::date), $3::date, interval '1 ${unidade}') g),
     realizado AS (
       SELECT ${per('p.data')} AS periodo, sum(p.valor_total) AS v FROM ${L.baixas} p
         JOIN ${L.tabela} t ON t.emitente_id = p.emitente_id AND t.id = p.${L.fk}
        WHERE p.emitente_id = $1 AND p.tipo IN ('baixa','estorno') AND p.data BETWEEN $2::date AND $3::date${filtro} GROUP BY 1),
     previsto AS (
       SELECT ${per('t.vencimento')} AS periodo, sum(t.saldo) AS v FROM ${L.tabela} t
        WHERE t.emitente_id = $1 AND t.situacao IN ('aberto','parcial') AND t.vencimento BETWEEN $2::date AND $3::date${filtro} GROUP BY 1)
     SELECT pe.periodo, COALESCE(r.v, 0)::numeric(15,2)::text AS realizado, COALESCE(pr.v, 0)::numeric(15,2)::text AS previsto
       FROM periodos pe LEFT JOIN realizado r USING (periodo) LEFT JOIN previsto pr USING (periodo) ORDER BY pe.periodo`,
    [emitenteId, ini, fim],
  );
  return rows as Array<{ periodo: string; realizado: string; previsto: string }>;
}

export async function relatorio(c: Client, emitenteId: number, lado: Lado, corpo: unknown): Promise<Relatorio> {
  const L = LADO[lado];
  const b = (corpo ?? {}) as Record<string, unknown>;
  const hoje = dataDeHoje();
  const ini = (b.data_inicial as string) ?? `${somarMeses(hoje, -3).slice(0, 8)}01`;
  const fim = (b.data_final as string) ?? somarMeses(`${hoje.slice(0, 8)}01`, 4); // 1º dia do 4º mês seguinte
  const erros: Record<string, string[]> = {};
  if (!dataIsoValida(ini)) erros.data_inicial = ['Data inválida (use AAAA-MM-DD)'];
  if (!dataIsoValida(fim)) erros.data_final = ['Data inválida (use AAAA-MM-DD)'];
  else if (dataIsoValida(ini) && fim < ini) erros.data_final = ['Anterior à data inicial'];
  const agr = b.agrupamento === 'dia' ? 'dia' : b.agrupamento === undefined || b.agrupamento === 'mes' ? 'mes' : null;
  if (!agr) erros.agrupamento = ["Use 'dia' ou 'mes'"];
  const pessoa = b[L.pessoa] === undefined || b[L.pessoa] === null ? null : Number(b[L.pessoa]);
  if (pessoa !== null && !Number.isSafeInteger(pessoa)) erros[L.pessoa] = ['Código inválido'];
  if (Object.keys(erros).length) {
    const [k, v] = Object.entries(erros)[0];
    throw new ValidationError(erros, `${k}: ${v[0]}`);
  }
  const filtro = pessoa !== null ? ` AND t.${L.pessoa} = ${Number(pessoa)}` : '';
  const { rows: res } = await c.query(
    `SELECT
       count(*) FILTER (WHERE situacao IN ('aberto','parcial') AND vencimento >= $2::date)::int AS av_q,
       COALESCE(sum(saldo) FILTER (WHERE situacao IN ('aberto','parcial') AND vencimento >= $2::date), 0)::numeric(15,2)::text AS av_v,
       count(*) FILTER (WHERE situacao IN ('aberto','parcial') AND vencimento < $2::date)::int AS ve_q,
       COALESCE(sum(saldo) FILTER (WHERE situacao IN ('aberto','parcial') AND vencimento < $2::date), 0)::numeric(15,2)::text AS ve_v,
       count(*) FILTER (WHERE situacao IN ('aberto','parcial') AND vencimento BETWEEN $2::date AND $2::date + 7)::int AS p7_q,
       COALESCE(sum(saldo) FILTER (WHERE situacao IN ('aberto','parcial') AND vencimento BETWEEN $2::date AND $2::date + 7), 0)::numeric(15,2)::text AS p7_v,
       count(*) FILTER (WHERE situacao = 'pago')::int AS pg_q,
       COALESCE((SELECT sum(p.valor) FROM ${L.baixas} p JOIN ${L.tabela} t ON t.emitente_id = p.emitente_id AND t.id = p.${L.fk}
                  WHERE p.emitente_id = $1 AND p.tipo IN ('baixa','estorno')${filtro}), 0)::numeric(15,2)::text AS pg_v,
       count(*) FILTER (WHERE situacao = 'cancelado')::int AS ca_q,
       COALESCE(sum(valor) FILTER (WHERE situacao = 'cancelado'), 0)::numeric(15,2)::text AS ca_v
     FROM ${L.tabela} t WHERE t.emitente_id = $1${filtro}`,
    [emitenteId, hoje],
  );
  const r = res[0];
  const aging = await agingPorFaixa(c, emitenteId, lado, hoje, FAIXAS_AGING, filtro);
  const fluxo = await fluxoPorPeriodo(c, emitenteId, lado, ini, fim, agr!, filtro);
  const { rows: contas } = await c.query(
    `SELECT cb.id, cb.descricao, cb.tipo,
            (cb.saldo_inicial
              + COALESCE((SELECT sum(p.valor_total) FROM receber_pagamento p WHERE p.emitente_id = cb.emitente_id AND p.conta_bancaria_id = cb.id AND p.data >= cb.data_saldo_inicial), 0)
              - COALESCE((SELECT sum(p.valor_total) FROM pagar_pagamento p WHERE p.emitente_id = cb.emitente_id AND p.conta_bancaria_id = cb.id AND p.data >= cb.data_saldo_inicial), 0)
            )::numeric(15,2)::text AS saldo
       FROM conta_bancaria cb WHERE cb.emitente_id = $1 AND cb.ativo ORDER BY cb.descricao`,
    [emitenteId],
  );
  return {
    hoje,
    data_inicial: ini,
    data_final: fim,
    agrupamento: agr!,
    resumo: {
      a_vencer: { quantidade: r.av_q, valor: r.av_v },
      vencidos: { quantidade: r.ve_q, valor: r.ve_v },
      pagos: { quantidade: r.pg_q, valor: r.pg_v },
      cancelados: { quantidade: r.ca_q, valor: r.ca_v },
      proximos_7_dias: { quantidade: r.p7_q, valor: r.p7_v },
    },
    aging,
    fluxo,
    contas,
  };
}
