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
 * - contas: saldo de cada conta bancária = saldo_inicial + recebimentos - pagamentos desde a data do
 *   saldo inicial (os dois lados, sempre).
 */
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { dataIsoValida, somarMeses } from '../../../domain/financeiro/parcelas.ts';
import { hojeNoServidor } from './baixas.ts';
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

export async function relatorio(c: Client, emitenteId: number, lado: Lado, corpo: unknown): Promise<Relatorio> {
  const L = LADO[lado];
  const b = (corpo ?? {}) as Record<string, unknown>;
  const hoje = hojeNoServidor();
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
  const { rows: aging } = await c.query(
    `WITH f(ordem, faixa, de, ate) AS (VALUES (1, 'A vencer em mais de 60 dias', -100000, -61), (2, 'A vencer em 31 a 60 dias', -60, -31),
            (3, 'A vencer em até 30 dias', -30, 0), (4, 'Vencidos há 1 a 30 dias', 1, 30), (5, 'Vencidos há 31 a 60 dias', 31, 60),
            (6, 'Vencidos há 61 a 90 dias', 61, 90), (7, 'Vencidos há mais de 90 dias', 91, 100000))
     SELECT f.faixa, count(t.id)::int AS quantidade, COALESCE(sum(t.saldo), 0)::numeric(15,2)::text AS valor
       FROM f LEFT JOIN ${L.tabela} t ON t.emitente_id = $1 AND t.situacao IN ('aberto','parcial')${filtro}
            AND ($2::date - t.vencimento) BETWEEN f.de AND f.ate
      GROUP BY f.ordem, f.faixa ORDER BY f.ordem`,
    [emitenteId, hoje],
  );
  const fmt = agr === 'dia' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const passo = agr === 'dia' ? '1 day' : '1 month';
  const { rows: fluxo } = await c.query(
    `WITH periodos AS (
       SELECT to_char(g, '${fmt}') AS periodo FROM generate_series(date_trunc('${agr === 'dia' ? 'day' : 'month'}', $2::date), $3::date, interval '${passo}') g),
     realizado AS (
       SELECT to_char(p.data, '${fmt}') AS periodo, sum(p.valor_total) AS v FROM ${L.baixas} p
         JOIN ${L.tabela} t ON t.emitente_id = p.emitente_id AND t.id = p.${L.fk}
        WHERE p.emitente_id = $1 AND p.tipo IN ('baixa','estorno') AND p.data BETWEEN $2::date AND $3::date${filtro} GROUP BY 1),
     previsto AS (
       SELECT to_char(t.vencimento, '${fmt}') AS periodo, sum(t.saldo) AS v FROM ${L.tabela} t
        WHERE t.emitente_id = $1 AND t.situacao IN ('aberto','parcial') AND t.vencimento BETWEEN $2::date AND $3::date${filtro} GROUP BY 1)
     SELECT pe.periodo, COALESCE(r.v, 0)::numeric(15,2)::text AS realizado, COALESCE(pr.v, 0)::numeric(15,2)::text AS previsto
       FROM periodos pe LEFT JOIN realizado r USING (periodo) LEFT JOIN previsto pr USING (periodo) ORDER BY pe.periodo`,
    [emitenteId, ini, fim],
  );
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
