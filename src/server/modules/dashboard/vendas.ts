/**
 * O dinheiro no Dashboard (issue 21, escopo 6): o que a empresa faturou e o que a rede emitiu.
 *
 * `vendasDoEmitente` (na transação de tenant do emitente; RLS e predicado explícito):
 * - `hoje`, `mes`, `mesAnterior`: R$ de NF-e AUTORIZADAS (situação 'autorizada': cancelada não
 *   conta) pela data de emissão no fuso do servidor (-03:00, SPEC §7), soma de `total_nota` (vNF);
 * - `notasMes`: notas emitidas no mês por situação (autorizadas, canceladas, rejeitadas, denegadas);
 * - `porDia`: R$ e quantidade de notas autorizadas em cada um dos últimos `DIAS_GRAFICO` dias (zeros incluídos);
 * - `topClientes` e `topProdutos`: os 5 maiores do mês em R$ (itens: `valor_produto` − descontos).
 * `cadeiaDoUsuario` (usuários da cadeia de revenda): empresas ativas visíveis pela RLS da cadeia
 * (SPEC §6), novas no mês e NF-e autorizadas por mês nos últimos 12 meses. As notas de cada empresa
 * só são legíveis no tenant dela, então a contagem roda como dono com o predicado explícito
 * `emitente_id = ANY(empresas visíveis)` e devolve só totais.
 */
import { withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import { SERVER_TIME_ZONE, type Database } from '../../db/pool.ts';
import { DIAS_GRAFICO, type CadeiaDashboard, type VendasDashboard } from '../../../domain/index.ts';
import { agora, dataDeHoje } from '../../../domain/relogio.ts';

const TOP = 5;

/**
 * Início do mês corrente (deslocamento em meses) no fuso do servidor, como expressão SQL sobre $tz
 * e o parâmetro `agora` (o instante do relógio do negócio, `agora()` de domain/relogio.ts; nunca o
 * now() do banco, para que o "hoje" seja um só e os testes possam fixá-lo).
 */
const inicioMes = (tz: string, agora: string, meses = 0) =>
  `(date_trunc('month', ${agora}::timestamptz AT TIME ZONE ${tz}) + interval '${meses} month') AT TIME ZONE ${tz}`;

/** Figuras de vendas do emitente (ver cabeçalho). */
export async function vendasDoEmitente(c: Client, emitenteId: number): Promise<VendasDashboard> {
  const tz = '$2';
  const agoraSql = '$3';
  const {
    rows: [t],
  } = await c.query(
    `SELECT coalesce(sum(total_nota) FILTER (WHERE situacao = 'autorizada' AND data_emissao >= date_trunc('day', $3::timestamptz AT TIME ZONE $2) AT TIME ZONE $2), 0) AS hoje,
            coalesce(sum(total_nota) FILTER (WHERE situacao = 'autorizada' AND data_emissao >= ${inicioMes(tz, agoraSql)}), 0) AS mes,
            coalesce(sum(total_nota) FILTER (WHERE situacao = 'autorizada' AND data_emissao < ${inicioMes(tz, agoraSql)}), 0) AS mes_anterior,
            count(*) FILTER (WHERE situacao = 'autorizada' AND data_emissao >= ${inicioMes(tz, agoraSql)})::int AS autorizadas,
            count(*) FILTER (WHERE situacao = 'cancelada' AND data_emissao >= ${inicioMes(tz, agoraSql)})::int AS canceladas,
            count(*) FILTER (WHERE situacao = 'rejeitada' AND data_emissao >= ${inicioMes(tz, agoraSql)})::int AS rejeitadas,
            count(*) FILTER (WHERE situacao = 'denegada' AND data_emissao >= ${inicioMes(tz, agoraSql)})::int AS denegadas,
            count(*) FILTER (WHERE situacao = 'autorizada' AND data_emissao >= date_trunc('day', $3::timestamptz AT TIME ZONE $2) AT TIME ZONE $2)::int AS notas_hoje
       FROM faturamento
      WHERE emitente_id = $1 AND data_emissao >= ${inicioMes(tz, agoraSql, -1)}`,
    [emitenteId, SERVER_TIME_ZONE, agora()],
  );
  const { rows: porDia } = await c.query(
    `WITH hoje AS (SELECT $4::date AS d),
          dias AS (SELECT (SELECT d FROM hoje) - g AS dia FROM generate_series(0, $3::int - 1) g),
          v AS (SELECT (data_emissao AT TIME ZONE $2)::date AS dia, sum(total_nota) AS valor, count(*) AS notas FROM faturamento
                 WHERE emitente_id = $1 AND situacao = 'autorizada'
                   AND data_emissao >= ((SELECT d FROM hoje) - ($3::int - 1))::timestamp AT TIME ZONE $2
                 GROUP BY 1)
     SELECT to_char(dias.dia, 'YYYY-MM-DD') AS dia, coalesce(v.valor, 0) AS valor, coalesce(v.notas, 0)::int AS notas
       FROM dias LEFT JOIN v ON v.dia = dias.dia ORDER BY dias.dia`,
    [emitenteId, SERVER_TIME_ZONE, DIAS_GRAFICO, dataDeHoje()],
  );
  const { rows: topClientes } = await c.query(
    `SELECT cl.id, cl.nome, sum(f.total_nota) AS valor, count(*)::int AS notas
       FROM faturamento f JOIN cliente cl ON cl.emitente_id = f.emitente_id AND cl.id = f.cliente_id
      WHERE f.emitente_id = $1 AND f.situacao = 'autorizada' AND f.data_emissao >= ${inicioMes(tz, agoraSql)}
      GROUP BY cl.id, cl.nome ORDER BY valor DESC, cl.nome LIMIT ${TOP}`,
    [emitenteId, SERVER_TIME_ZONE, agora()],
  );
  const { rows: topProdutos } = await c.query(
    `SELECT i.produto_id AS id, min(i.descricao) AS descricao, sum(i.quantidade) AS quantidade,
            round(sum(coalesce(i.valor_produto, 0) - coalesce(i.valor_desconto_rateado, 0)), 2) AS valor
       FROM faturamento f JOIN faturamento_item i ON i.emitente_id = f.emitente_id AND i.faturamento_id = f.id
      WHERE f.emitente_id = $1 AND f.situacao = 'autorizada' AND f.data_emissao >= ${inicioMes(tz, agoraSql)}
      GROUP BY i.produto_id ORDER BY valor DESC, descricao LIMIT ${TOP}`,
    [emitenteId, SERVER_TIME_ZONE, agora()],
  );
  return {
    hoje: t.hoje,
    mes: t.mes,
    mesAnterior: t.mes_anterior,
    notasHoje: t.notas_hoje,
    notasMes: { autorizadas: t.autorizadas, canceladas: t.canceladas, rejeitadas: t.rejeitadas, denegadas: t.denegadas },
    porDia,
    topClientes,
    topProdutos,
  };
}

/**
 * Figuras da rede do usuário da cadeia (ver cabeçalho). Duas transações em sequência (o PGlite tem
 * uma conexão só): a de tenant do usuário, sem empresa, lista as empresas que a RLS da cadeia deixa
 * ver; a do dono conta as notas só dessas empresas.
 */
export async function cadeiaDoUsuario(db: Database, ctx: TenantContext): Promise<CadeiaDashboard> {
  const empresas = await withTenant(
    db,
    { ...ctx, emitenteId: null },
    async (t) => (await t.query(`SELECT id, ativo, criado_em >= ${inicioMes('$1', '$2')} AS nova FROM emitente`, [SERVER_TIME_ZONE, agora()])).rows,
  );
  const ativas = empresas.filter((e) => e.ativo).map((e) => e.id as number);
  const { rows: porMes } = await db.pool.query(
    `WITH meses AS (SELECT to_char(date_trunc('month', $3::timestamptz AT TIME ZONE $2) - make_interval(months => g), 'YYYY-MM') AS mes FROM generate_series(0, 11) g),
          n AS (SELECT to_char(data_emissao AT TIME ZONE $2, 'YYYY-MM') AS mes, count(*) AS quantidade FROM faturamento
                 WHERE emitente_id = ANY($1::int[]) AND situacao IN ('autorizada', 'cancelada')
                   AND data_emissao >= ${inicioMes('$2', '$3', -11)}
                 GROUP BY 1)
     SELECT meses.mes, coalesce(n.quantidade, 0)::int AS quantidade FROM meses LEFT JOIN n ON n.mes = meses.mes ORDER BY meses.mes`,
    [empresas.map((e) => e.id), SERVER_TIME_ZONE, agora()],
  );
  return {
    empresasAtivas: ativas.length,
    empresasNovasMes: empresas.filter((e) => e.nova).length,
    documentosPorMes: porMes,
  };
}
