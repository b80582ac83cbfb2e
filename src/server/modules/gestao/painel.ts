/**
 * Painel do Gestor (SPEC §2 Gestão › gestor/gerenciar, Permitir.Gestor.Gerenciar, administrador): números da base de clientes do produto, lidos como dono do banco (o
 * administrador enxerga todas as empresas; as tabelas fiscais têm RLS por empresa).
 *
 * `painelGestor(c, hoje, meses)` -> {
 *   ativos, novos_mes, cancelados_mes (empresas desativadas no mês),
 *   mrr (R$: soma do plano vigente de cada empresa ativa, com usuários adicionais — a mesma conta da fatura),
 *   inadimplencia { valor (R$ vencido e em aberto), faturas, empresas, percentual (% do valor faturado nos últimos 3 meses) },
 *   serie: [{ mes 'AAAA-MM', nfe (autorizadas, cStat 100), novos, faturado (R$), recebido (R$) }] dos últimos `meses` meses
 * }.
 */
import type { Client } from '../../db/tenant.ts';

export interface PainelGestor {
  ativos: number;
  novos_mes: number;
  cancelados_mes: number;
  mrr: string;
  inadimplencia: { valor: string; faturas: number; empresas: number; percentual: string };
  serie: Array<{ mes: string; nfe: number; novos: number; faturado: string; recebido: string }>;
}

export async function painelGestor(c: Client, hoje: string, meses = 12): Promise<PainelGestor> {
  const mes = `${hoje.slice(0, 7)}-01`;
  const base = await c.query(
    `SELECT count(*) FILTER (WHERE e.ativo)::int AS ativos,
            count(*) FILTER (WHERE e.criado_em >= $1::date)::int AS novos_mes,
            count(*) FILTER (WHERE NOT e.ativo AND e.alterado_em >= $1::date)::int AS cancelados_mes,
            coalesce(sum(pl.valor_mensal + greatest(0, u.n - pl.usuarios_inclusos) * pl.valor_usuario_adicional) FILTER (WHERE e.ativo), 0)::numeric(15,2)::text AS mrr
       FROM emitente e
       LEFT JOIN LATERAL (SELECT x.* FROM plano_licenca x WHERE x.ativo AND x.tipo_pacote <= e.tipo_pacote ORDER BY x.tipo_pacote DESC LIMIT 1) pl ON true
       CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM usuario us WHERE us.emitente_id = e.id AND us.ativo) u`,
    [mes],
  );
  const inad = await c.query(
    `SELECT coalesce(sum(valor) FILTER (WHERE situacao = 'aberto' AND vencimento < $1::date), 0)::numeric(15,2)::text AS valor,
            count(*) FILTER (WHERE situacao = 'aberto' AND vencimento < $1::date)::int AS faturas,
            count(DISTINCT emitente_id) FILTER (WHERE situacao = 'aberto' AND vencimento < $1::date)::int AS empresas,
            CASE WHEN coalesce(sum(valor) FILTER (WHERE competencia >= $2::date - interval '2 months' AND situacao <> 'cancelado'), 0) = 0 THEN '0.00'
                 ELSE round(100 * coalesce(sum(valor) FILTER (WHERE situacao = 'aberto' AND vencimento < $1::date AND competencia >= $2::date - interval '2 months'), 0)
                      / sum(valor) FILTER (WHERE competencia >= $2::date - interval '2 months' AND situacao <> 'cancelado'), 2)::text END AS percentual
       FROM licenca_recebivel`,
    [hoje, mes],
  );
  const serie = await c.query(
    `WITH m AS (SELECT generate_series($1::date - make_interval(months => $2 - 1), $1::date, interval '1 month')::date AS mes)
     SELECT to_char(m.mes, 'YYYY-MM') AS mes,
            (SELECT count(*)::int FROM faturamento_nfe n WHERE n.cstat = '100' AND n.alterado_em >= m.mes AND n.alterado_em < m.mes + interval '1 month') AS nfe,
            (SELECT count(*)::int FROM emitente e WHERE e.criado_em >= m.mes AND e.criado_em < m.mes + interval '1 month') AS novos,
            (SELECT coalesce(sum(valor), 0)::numeric(15,2)::text FROM licenca_recebivel l WHERE l.competencia = m.mes AND l.situacao <> 'cancelado') AS faturado,
            (SELECT coalesce(sum(valor_pago), 0)::numeric(15,2)::text FROM licenca_recebivel l WHERE l.pago_em >= m.mes AND l.pago_em < m.mes + interval '1 month') AS recebido
       FROM m ORDER BY m.mes`,
    [mes, meses],
  );
  return { ...base.rows[0], inadimplencia: inad.rows[0], serie: serie.rows };
}
