/**
 * O dinheiro no Dashboard: o que a empresa faturou e o que a rede emitiu.
 *
 * `vendasDoEmitente` (na transação de tenant do emitente; RLS e predicado explícito):
 * - `hoje`, `mes`, `mesAnterior`: R$ de NF-e e NFC-e AUTORIZADAS (situação 'autorizada': cancelada,
 *   em contingência ainda não autorizada ou transformada em NF-e não contam) pela data de emissão
 *   no dia do negócio do emitente (fuso da UF, domain/relogio.ts; -03:00 sem UF), soma do vNF
 *   (`faturamento.total_nota`, `venda_cupom.valor_total`);
 * - `notasMes`: notas (NF-e e NFC-e) emitidas no mês por situação (autorizadas, canceladas, rejeitadas, denegadas);
 * - `porDia`: R$ e quantidade de notas autorizadas em cada um dos últimos `DIAS_GRAFICO` dias (zeros incluídos);
 * - `topClientes` e `topProdutos`: os 5 maiores do mês em R$ (itens: valor dos produtos − descontos;
 *   itens cancelados da NFC-e fora).
 * `cadeiaDoUsuario` (usuários da cadeia de revenda): empresas ativas visíveis pela RLS da cadeia
 * (SPEC §6), novas no mês e NF-e autorizadas por mês nos últimos 12 meses. As notas de cada empresa
 * só são legíveis no tenant dela, então a contagem roda como dono com o predicado explícito
 * `emitente_id = ANY(empresas visíveis)` e devolve só totais.
 */
import { withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import { SERVER_TIME_ZONE, type Database } from '../../db/pool.ts';
import { DIAS_GRAFICO, type CadeiaDashboard, type VendasDashboard } from '../../../domain/index.ts';
import { agora, dataDeHoje, fusoDaUf } from '../../../domain/relogio.ts';

const TOP = 5;

/**
 * Início do mês corrente (deslocamento em meses) no fuso do servidor, como expressão SQL sobre $tz
 * e o parâmetro `agora` (o instante do relógio do negócio, `agora()` de domain/relogio.ts; nunca o
 * now() do banco, para que o "hoje" seja um só e os testes possam fixá-lo).
 */
const inicioMes = (tz: string, agora: string, meses = 0) =>
  `(date_trunc('month', ${agora}::timestamptz AT TIME ZONE ${tz}) + interval '${meses} month') AT TIME ZONE ${tz}`;

/**
 * Documentos de venda do emitente numa só relação (SQL de uma CTE `docs`): NF-e (`faturamento`,
 * vNF em `total_nota`) e NFC-e do PDV (`venda_cupom` modelo 65, vNF em `valor_total`). A NFC-e
 * transformada em NF-e fica de fora (a NF-e que a substituiu já conta). Parâmetros: $1 emitente,
 * $2 fuso, $3 agora.
 */
const DOCS = `docs AS (
    SELECT 'nfe' AS tipo, id, data_emissao, situacao, total_nota AS valor, cliente_id FROM faturamento
     WHERE emitente_id = $1 AND data_emissao >= ${inicioMes('$2', '$3', -1)}
    UNION ALL
    SELECT 'nfce', id, data_emissao, situacao, valor_total, cliente_id FROM venda_cupom
     WHERE emitente_id = $1 AND modelo = '65' AND data_emissao >= ${inicioMes('$2', '$3', -1)})`;

/**
 * Figuras de vendas do emitente (ver cabeçalho): NF-e e NFC-e autorizadas, com o dia e o mês do
 * negócio no fuso da UF do emitente (`fusoDaUf`, domain/relogio.ts; -03:00 sem UF).
 */
export async function vendasDoEmitente(c: Client, emitenteId: number): Promise<VendasDashboard> {
  const tz = '$2';
  const agoraSql = '$3';
  const uf = (await c.query('SELECT uf FROM emitente WHERE id = $1', [emitenteId])).rows[0]?.uf ?? null;
  const fuso = fusoDaUf(uf);
  const inicioDia = `date_trunc('day', $3::timestamptz AT TIME ZONE $2) AT TIME ZONE $2`;
  const {
    rows: [t],
  } = await c.query(
    `WITH ${DOCS}
     SELECT coalesce(sum(valor) FILTER (WHERE situacao = 'autorizada' AND data_emissao >= ${inicioDia}), 0) AS hoje,
            coalesce(sum(valor) FILTER (WHERE situacao = 'autorizada' AND data_emissao >= ${inicioMes(tz, agoraSql)}), 0) AS mes,
            coalesce(sum(valor) FILTER (WHERE situacao = 'autorizada' AND data_emissao < ${inicioMes(tz, agoraSql)}), 0) AS mes_anterior,
            count(*) FILTER (WHERE situacao = 'autorizada' AND data_emissao >= ${inicioMes(tz, agoraSql)})::int AS autorizadas,
            count(*) FILTER (WHERE situacao = 'cancelada' AND data_emissao >= ${inicioMes(tz, agoraSql)})::int AS canceladas,
            count(*) FILTER (WHERE situacao = 'rejeitada' AND data_emissao >= ${inicioMes(tz, agoraSql)})::int AS rejeitadas,
            count(*) FILTER (WHERE situacao = 'denegada' AND data_emissao >= ${inicioMes(tz, agoraSql)})::int AS denegadas,
            count(*) FILTER (WHERE situacao = 'autorizada' AND data_emissao >= ${inicioDia})::int AS notas_hoje
       FROM docs`,
    [emitenteId, fuso, agora()],
  );
  const { rows: porDia } = await c.query(
    `WITH hoje AS (SELECT $4::date AS d),
          dias AS (SELECT (SELECT d FROM hoje) - g AS dia FROM generate_series(0, $5::int - 1) g),
          ${DOCS},
          v AS (SELECT (data_emissao AT TIME ZONE $2)::date AS dia, sum(valor) AS valor, count(*) AS notas FROM docs
                 WHERE situacao = 'autorizada' AND data_emissao >= ((SELECT d FROM hoje) - ($5::int - 1))::timestamp AT TIME ZONE $2
                 GROUP BY 1)
     SELECT to_char(dias.dia, 'YYYY-MM-DD') AS dia, coalesce(v.valor, 0) AS valor, coalesce(v.notas, 0)::int AS notas
       FROM dias LEFT JOIN v ON v.dia = dias.dia ORDER BY dias.dia`,
    [emitenteId, fuso, agora(), dataDeHoje(uf), DIAS_GRAFICO],
  );
  const { rows: topClientes } = await c.query(
    `WITH ${DOCS}
     SELECT cl.id, cl.nome, sum(d.valor) AS valor, count(*)::int AS notas
       FROM docs d JOIN cliente cl ON cl.emitente_id = $1 AND cl.id = d.cliente_id
      WHERE d.situacao = 'autorizada' AND d.data_emissao >= ${inicioMes(tz, agoraSql)}
      GROUP BY cl.id, cl.nome ORDER BY valor DESC, cl.nome LIMIT ${TOP}`,
    [emitenteId, fuso, agora()],
  );
  const { rows: topProdutos } = await c.query(
    `WITH itens AS (
       SELECT i.produto_id, i.descricao, i.quantidade, coalesce(i.valor_produto, 0) - coalesce(i.valor_desconto_rateado, 0) AS valor
         FROM faturamento f JOIN faturamento_item i ON i.emitente_id = f.emitente_id AND i.faturamento_id = f.id
        WHERE f.emitente_id = $1 AND f.situacao = 'autorizada' AND f.data_emissao >= ${inicioMes(tz, agoraSql)}
       UNION ALL
       SELECT i.produto_id, i.descricao, i.quantidade, i.valor_total - i.valor_desconto
         FROM venda_cupom v JOIN venda_cupom_item i ON i.emitente_id = v.emitente_id AND i.venda_cupom_id = v.id
        WHERE v.emitente_id = $1 AND v.modelo = '65' AND v.situacao = 'autorizada' AND NOT i.cancelado
          AND v.data_emissao >= ${inicioMes(tz, agoraSql)})
     SELECT produto_id AS id, min(descricao) AS descricao, sum(quantidade) AS quantidade, round(sum(valor), 2) AS valor
       FROM itens GROUP BY produto_id ORDER BY valor DESC, descricao LIMIT ${TOP}`,
    [emitenteId, fuso, agora()],
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
