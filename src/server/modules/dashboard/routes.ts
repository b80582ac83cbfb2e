/**
 * `GET /v1/dashboard/resumo`: the figures of the Dashboard page (SPEC §2 /{url}/dashboard) for the
 * issuer the session acts on, in one tenant transaction (RLS applies) with a few aggregate queries.
 *
 * Data:
 * - `semEmpresa`: true when the session has no issuer (chain users before choosing a company);
 *   then every figure is null.
 * - `clientes {total, ativos, novosMes}` and `clientesPorDia [{dia:'YYYY-MM-DD', quantidade}]` — the
 *   last 30 days including today, zeros included, days in the server zone (-03:00, SPEC §7).
 *   null when the user lacks Permitir.Cliente.Consultar.
 * - `produtos {total, ativos, valorEstoque}` — valorEstoque in R$, Σ estoque.quantidade ×
 *   custo_medio rounded to cents — and `produtosPorGrupo [{grupo, quantidade}]` (largest first; past
 *   the 9th group the rest is summed as 'Outros'; products without group as 'Sem grupo').
 *   null when the user lacks Permitir.Produto.Consultar.
 * - `documentos {hoje, mes, disponivel}`: authorised NF-e today and this month; `disponivel` is false
 *   (and the counts 0) when the user may not see billing.
 * - `vendas`: billed R$ today / month / previous month, notes of the month by situation, R$ per day
 *   over 30 days, top 5 customers and products of the month (dashboard/vendas.ts); null without
 *   Permitir.Faturamento.Consultar or Permitir.GerenciadorNFe.Consultar.
 * - `cadeia`: for chain users (admin, master, distribuidor, revenda), the issuers they see (SPEC §6)
 *   and NF-e issued per month over 12 months; null for issuer users.
 *
 * Any signed-in user may call it; each block follows its own permission.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { SERVER_TIME_ZONE } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { cadeiaDoUsuario, vendasDoEmitente } from './vendas.ts';
import { ok } from '../../http/envelope.ts';
import { hasRule } from '../../auth/permissions.ts';
import { DIAS_GRAFICO, type ResumoDashboard } from '../../../domain/index.ts';
import { dataDeHoje, limitesDoMes } from '../../../domain/relogio.ts';
import { acao } from '../../http/contrato.ts';
import { GERAL } from '../../../contratos/geral.ts';

export const MAX_GRUPOS = 10;
export { DIAS_GRAFICO, type ResumoDashboard };

export function registerDashboardRoutes(app: FastifyInstance, db: Database): void {
  app.get('/v1/dashboard/resumo', acao(GERAL.dashboard, { preHandler: app.authenticate }), async (req) => {
    const ctx = req.ctx;
    const out: ResumoDashboard = {
      semEmpresa: ctx.emitenteId === null,
      clientes: null,
      produtos: null,
      documentos: { hoje: 0, mes: 0, disponivel: false },
      clientesPorDia: null,
      produtosPorGrupo: null,
      vendas: null,
      cadeia: null,
    };
    if (ctx.nivel !== 'emitente') {
      out.cadeia = await cadeiaDoUsuario(db, ctx);
    }
    if (ctx.emitenteId === null) return ok(out);
    const emitente = ctx.emitenteId;
    const veClientes = hasRule(ctx, 'emitente', 'Permitir.Cliente.Consultar');
    const veProdutos = hasRule(ctx, 'emitente', 'Permitir.Produto.Consultar');
    const veVendas = hasRule(ctx, 'emitente', 'Permitir.Faturamento.Consultar') || hasRule(ctx, 'emitente', 'Permitir.GerenciadorNFe.Consultar');
    if (!veClientes && !veProdutos && !veVendas) return ok(out);

    await withTenant(db, ctx, async (c) => {
      if (veVendas) {
        out.vendas = await vendasDoEmitente(c, emitente);
        out.documentos = { hoje: out.vendas.notasHoje, mes: out.vendas.notasMes.autorizadas, disponivel: true };
      }
      if (veClientes) {
        const {
          rows: [r],
        } = await c.query(
          `SELECT count(*) AS total, count(*) FILTER (WHERE ativo) AS ativos,
                  count(*) FILTER (WHERE criado_em >= $3::date::timestamp AT TIME ZONE $2) AS novos
             FROM cliente WHERE emitente_id = $1`,
          [emitente, SERVER_TIME_ZONE, limitesDoMes(dataDeHoje()).inicio],
        );
        out.clientes = { total: r.total, ativos: r.ativos, novosMes: r.novos };
        const { rows } = await c.query(
          `WITH hoje AS (SELECT $4::date AS d),
                dias AS (SELECT (SELECT d FROM hoje) - g AS dia FROM generate_series(0, $3::int - 1) g),
                novos AS (SELECT (criado_em AT TIME ZONE $2)::date AS dia, count(*) AS n FROM cliente
                           WHERE emitente_id = $1 AND criado_em >= ((SELECT d FROM hoje) - ($3::int - 1))::timestamp AT TIME ZONE $2
                           GROUP BY 1)
           SELECT to_char(dias.dia, 'YYYY-MM-DD') AS dia, coalesce(novos.n, 0)::int AS quantidade
             FROM dias LEFT JOIN novos ON novos.dia = dias.dia ORDER BY dias.dia`,
          [emitente, SERVER_TIME_ZONE, DIAS_GRAFICO, dataDeHoje()],
        );
        out.clientesPorDia = rows;
      }
      if (veProdutos) {
        const {
          rows: [r],
        } = await c.query(
          `SELECT (SELECT count(*) FROM produto WHERE emitente_id = $1) AS total,
                  (SELECT count(*) FROM produto WHERE emitente_id = $1 AND ativo) AS ativos,
                  (SELECT coalesce(round(sum(quantidade * custo_medio), 2), 0) FROM estoque WHERE emitente_id = $1) AS valor`,
          [emitente],
        );
        out.produtos = { total: r.total, ativos: r.ativos, valorEstoque: r.valor };
        const { rows } = await c.query(
          `SELECT coalesce(g.descricao, 'Sem grupo') AS grupo, count(*)::int AS quantidade
             FROM produto p LEFT JOIN grupo g ON g.emitente_id = p.emitente_id AND g.id = p.grupo_id
            WHERE p.emitente_id = $1
            GROUP BY 1 ORDER BY 2 DESC, 1`,
          [emitente],
        );
        out.produtosPorGrupo = agruparOutros(rows);
      }
    });
    return ok(out);
  });
}

/** Keeps the 9 largest groups and sums the rest as 'Outros' (at most MAX_GRUPOS slices). */
export function agruparOutros(rows: Array<{ grupo: string; quantidade: number }>): Array<{ grupo: string; quantidade: number }> {
  if (rows.length <= MAX_GRUPOS) return rows;
  const head = rows.slice(0, MAX_GRUPOS - 1);
  const resto = rows.slice(MAX_GRUPOS - 1).reduce((s, r) => s + r.quantidade, 0);
  return [...head, { grupo: 'Outros', quantidade: resto }];
}
