/**
 * Estoque × ciclo de vida da NF-e: ouvinte registrado em nfe/ciclo.ts, chamado na mesma
 * transação em que o faturamento passa a 'autorizada' ou 'cancelada'.
 *
 * - autorizada: cada item lança no local padrão — saída (`venda`; `devolucao` se finalidade 4) numa
 *   nota de saída (tpNF 1), entrada numa nota de entrada (tpNF 0: `compra` pelo valor unitário, ou
 *   `devolucao` pelo custo médio se finalidade 4). Kits baixam os componentes; a combinação da
 *   grade é o próprio produto do item. Notas complementares e de ajuste (finVFe 2 e 3, MOC 7.0
 *   campo B25) não movimentam quantidade. Nada se lança se a configuração do emitente desliga a
 *   baixa (`baixa_estoque_faturamento`) ou se a operação escolhida (modelo de faturamento) não movimenta estoque (ex.: venda para entrega futura, simples faturamento).
 * - cancelada: estorna cada lançamento da nota ainda não estornado (índice único em estorno_de).
 *
 * Idempotente: uma nota que já tem lançamentos não lança de novo; um estorno não se repete.
 * A autorização já aconteceu na SEFAZ quando o ouvinte roda, então a política de estoque negativo
 * não pode desfazê-la: aqui a saída é sempre aceita (`permitir`). Quem quer bloquear venda sem
 * saldo confere antes de transmitir com {@link conferirSaldoDaNota}.
 */
import type { Client } from '../../db/tenant.ts';
import { registrarOuvinteCicloNFe, registrarVerificacaoAntesDeTransmitir, type NotaCiclo } from '../nfe/ciclo.ts';
import { ApiError } from '../../http/envelope.ts';
import { decimal, lancarMovimento, type CodigoOperacao } from './lancamento.ts';

export const DOCUMENTO_NFE = 'faturamento';

export function registrarEstoqueNFe(): void {
  registrarOuvinteCicloNFe({ nome: 'estoque', aoMudar: aoMudarNota });
  registrarVerificacaoAntesDeTransmitir({ nome: 'estoque', verificar: exigirSaldoParaTransmitir });
}

async function aoMudarNota({ c, emitenteId, faturamentoId, evento }: NotaCiclo): Promise<void> {
  if (evento === 'autorizada') await baixarNota(c, emitenteId, faturamentoId);
  else await estornarDocumento(c, emitenteId, DOCUMENTO_NFE, faturamentoId, null);
}

async function baixarNota(c: Client, emitenteId: number, faturamentoId: number): Promise<void> {
  const {
    rows: [f],
  } = await c.query(
    `SELECT f.tipo_operacao, f.finalidade, cfg.baixa_estoque_faturamento AND coalesce(mf.movimenta_estoque, true) AS baixa,
            EXISTS (SELECT 1 FROM estoque_movimentacao m WHERE m.emitente_id = $1 AND m.documento_tipo = $3 AND m.documento_id = f.id) AS lancada,
            EXISTS (SELECT 1 FROM troca t WHERE t.emitente_id = $1 AND t.faturamento_id = f.id) AS da_troca
       FROM faturamento f LEFT JOIN configuracao cfg ON cfg.emitente_id = f.emitente_id
       LEFT JOIN modelos_faturamento mf ON mf.emitente_id = f.emitente_id AND mf.id = f.modelo_faturamento_id
      WHERE f.emitente_id = $1 AND f.id = $2`,
    [emitenteId, faturamentoId, DOCUMENTO_NFE],
  );
  // a nota de entrada de uma troca no balcão: a mercadoria já voltou ao estoque na troca (pdv/troca.ts)
  if (!f || f.lancada || f.da_troca || f.baixa === false || f.finalidade === 2 || f.finalidade === 3) return;
  const entrada = Number(f.tipo_operacao) === 0;
  const operacao: CodigoOperacao = f.finalidade === 4 ? 'devolucao' : entrada ? 'compra' : 'venda';
  // um lançamento por produto (itens repetidos somados), em ordem de produto: trava sempre na mesma ordem
  const { rows: itens } = await c.query(
    `SELECT produto_id, sum(quantidade)::text AS quantidade,
            (sum(quantidade * valor_unitario) / sum(quantidade))::numeric(15,4)::text AS custo
       FROM faturamento_item WHERE emitente_id = $1 AND faturamento_id = $2 GROUP BY produto_id ORDER BY produto_id`,
    [emitenteId, faturamentoId],
  );
  for (const i of itens) {
    const q = decimal(i.quantidade, 'quantidade');
    await lancarMovimento(c, emitenteId, {
      produtoId: i.produto_id,
      quantidade: entrada ? q : `-${q}`,
      operacao,
      custoUnitario: entrada && operacao === 'compra' ? i.custo : null,
      documento: { tipo: DOCUMENTO_NFE, id: faturamentoId },
      politica: 'permitir',
      aceitarPaiDeGrade: true,
    });
  }
}

/**
 * Estorna os lançamentos do documento ainda não estornados, do mais novo ao mais antigo, cada um
 * com a quantidade oposta no mesmo local e pelo custo com que saiu/entrou.
 * @returns quantos lançamentos foram estornados.
 */
export async function estornarDocumento(c: Client, emitenteId: number, tipo: string, documentoId: number, usuarioId: number | null): Promise<number> {
  const { rows } = await c.query(
    `SELECT m.id, m.produto_id, m.tipo_estoque_id, (-m.quantidade)::text AS quantidade, m.custo_unitario::text AS custo
       FROM estoque_movimentacao m
      WHERE m.emitente_id = $1 AND m.documento_tipo = $2 AND m.documento_id = $3 AND m.estorno_de IS NULL
        AND NOT EXISTS (SELECT 1 FROM estoque_movimentacao e WHERE e.emitente_id = $1 AND e.estorno_de = m.id)
      ORDER BY m.produto_id, m.id DESC`,
    [emitenteId, tipo, documentoId],
  );
  for (const m of rows) {
    await lancarMovimento(c, emitenteId, {
      produtoId: m.produto_id,
      tipoEstoqueId: m.tipo_estoque_id,
      quantidade: m.quantidade,
      operacao: 'estorno',
      custoUnitario: m.quantidade.startsWith('-') ? null : m.custo,
      documento: { tipo: tipo as 'faturamento', id: documentoId },
      estornoDe: m.id,
      usuarioId,
      politica: 'permitir',
      observacao: `Estorno do lançamento ${m.id}`,
      aceitarPaiDeGrade: true,
    });
  }
  return rows.length;
}

/**
 * Produtos-folha de uma ou mais notas, com os kits desdobrados (até 3 níveis) e itens repetidos
 * somados: `notas(id, propria)` é definida por quem usa; `folhas(produto_id, q, comprometido)` traz a
 * quantidade das notas próprias (`q`, null se o produto só aparece nas outras) e a das outras.
 * Parâmetro $1 = emitente.
 */
const CTE_FOLHAS = `
  itens AS (
    SELECT fi.produto_id, fi.quantidade::numeric AS q, n.propria, 0 AS nivel
      FROM notas n JOIN faturamento_item fi ON fi.emitente_id = $1 AND fi.faturamento_id = n.id
    UNION ALL
    SELECT pk.produto_id, i.q * pk.quantidade, i.propria, i.nivel + 1 FROM itens i
      JOIN kit k ON k.emitente_id = $1 AND k.produto_id = i.produto_id AND k.ativo
      JOIN prod_kit pk ON pk.emitente_id = $1 AND pk.kit_id = k.id
     WHERE i.nivel < 3),
  folhas AS (
    SELECT i.produto_id, sum(i.q) FILTER (WHERE i.propria) AS q, coalesce(sum(i.q) FILTER (WHERE NOT i.propria), 0) AS comprometido
      FROM itens i
     WHERE NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = $1 AND k.produto_id = i.produto_id AND k.ativo)
     GROUP BY i.produto_id
    HAVING bool_or(i.propria))`;

/**
 * Saldo que faltaria se a nota fosse autorizada agora (saídas, local padrão, kits desdobrados):
 * lista vazia quando há saldo para tudo. Para a emissão chamar antes de transmitir quando a política
 * do emitente é `bloquear` (a autorização em si não pode ser recusada pelo estoque).
 *
 * Com `descontarEmTransmissao`, o saldo de cada produto é diminuído do que outras notas de saída do
 * emitente já em transmissão (situação 'transmitindo' ou 'epec') vão baixar quando autorizadas —
 * elas passaram pela mesma conferência e a baixa delas só acontece na autorização (ver
 * {@link exigirSaldoParaTransmitir}).
 * @returns [{produto_id, descricao, saldo, comprometido, necessario}] em texto decimal
 *   (`comprometido` = quantidade nas outras notas em transmissão; '0' sem `descontarEmTransmissao`).
 */
export async function conferirSaldoDaNota(
  c: Client,
  emitenteId: number,
  faturamentoId: number,
  opcoes: { descontarEmTransmissao?: boolean } = {},
): Promise<Array<Record<string, string | number>>> {
  const { rows } = await c.query(
    `WITH RECURSIVE notas AS (
       SELECT $2::int AS id, true AS propria
       UNION ALL
       SELECT f.id, false FROM faturamento f
         LEFT JOIN modelos_faturamento mf ON mf.emitente_id = f.emitente_id AND mf.id = f.modelo_faturamento_id
        WHERE $3::boolean AND f.emitente_id = $1 AND f.id <> $2 AND f.situacao IN ('transmitindo', 'epec')
          AND f.tipo_operacao = 1 AND f.finalidade NOT IN (2, 3) AND coalesce(mf.movimenta_estoque, true)),
     ${CTE_FOLHAS}
     SELECT p.id AS produto_id, p.descricao, coalesce(e.quantidade, 0)::text AS saldo, f.comprometido::text AS comprometido, f.q::text AS necessario
       FROM folhas f JOIN produto p ON p.emitente_id = $1 AND p.id = f.produto_id AND p.movimenta_estoque
       LEFT JOIN tipo_estoque t ON t.emitente_id = $1 AND t.padrao
       LEFT JOIN estoque e ON e.emitente_id = $1 AND e.produto_id = p.id AND e.tipo_estoque_id = t.id
      WHERE coalesce(e.quantidade, 0) - f.comprometido < f.q
      ORDER BY p.id`,
    [emitenteId, faturamentoId, opcoes.descontarEmTransmissao === true],
  );
  return rows;
}

/**
 * Trava (FOR UPDATE) as linhas de saldo do local padrão de todos os produtos-folha da nota, em ordem
 * de produto — a mesma ordem em que o PDV, as ações de estoque e a baixa da NF-e travam (evita
 * impasse entre duas transações). Produto sem linha de saldo não trava nada: o saldo é 0 e a
 * conferência recusa qualquer saída.
 */
async function travarSaldosDaNota(c: Client, emitenteId: number, faturamentoId: number): Promise<void> {
  await c.query(
    `WITH RECURSIVE notas AS (SELECT $2::int AS id, true AS propria), ${CTE_FOLHAS}
     SELECT e.produto_id FROM estoque e
       JOIN tipo_estoque t ON t.emitente_id = $1 AND t.padrao AND t.id = e.tipo_estoque_id
      WHERE e.emitente_id = $1 AND e.produto_id IN (SELECT produto_id FROM folhas)
      ORDER BY e.produto_id FOR UPDATE OF e`,
    [emitenteId, faturamentoId],
  );
}

/**
 * Antes de transmitir (nfe/ciclo.ts): com a política `bloquear` do emitente, uma nota de saída que
 * baixa estoque (finalidade 1 ou 4, baixa no faturamento ligada) sem saldo para todos os itens no
 * local padrão é recusada, antes de alocar número e de falar com a SEFAZ — depois de autorizada, a
 * baixa não pode mais ser recusada.
 *
 * Concorrência: roda na transação que prepara a transmissão e põe a nota em
 * 'transmitindo'. Primeiro trava as linhas de saldo dos produtos da nota (FOR UPDATE, em ordem de
 * produto); depois, numa instrução nova (que em READ COMMITTED já enxerga o que a transação
 * anterior na trava gravou), confere o saldo menos o que as outras notas em transmissão vão baixar.
 * A baixa de cada nota acontece na transação da autorização, junto com a mudança de situação: em
 * qualquer instante a nota ou está em transmissão (descontada aqui) ou autorizada (já no saldo) ou
 * recusada (em nenhum dos dois). Assim dez notas simultâneas contra saldo 3 autorizam só três.
 * @throws ApiError 400 com cada produto em falta (saldo, já comprometido em outras notas em
 *   transmissão e necessário) na mensagem e em `itens`.
 */
export async function exigirSaldoParaTransmitir(c: Client, emitenteId: number, faturamentoId: number): Promise<void> {
  const {
    rows: [f],
  } = await c.query(
    `SELECT f.tipo_operacao, f.finalidade, cfg.baixa_estoque_faturamento AND coalesce(mf.movimenta_estoque, true) AS baixa,
            coalesce(cfg.politica_estoque_negativo, 'avisar') AS politica
       FROM faturamento f LEFT JOIN configuracao cfg ON cfg.emitente_id = f.emitente_id
       LEFT JOIN modelos_faturamento mf ON mf.emitente_id = f.emitente_id AND mf.id = f.modelo_faturamento_id
      WHERE f.emitente_id = $1 AND f.id = $2`,
    [emitenteId, faturamentoId],
  );
  if (f?.politica !== 'bloquear' || f.baixa === false || Number(f.tipo_operacao) === 0 || f.finalidade === 2 || f.finalidade === 3) return;
  await travarSaldosDaNota(c, emitenteId, faturamentoId);
  const faltas = await conferirSaldoDaNota(c, emitenteId, faturamentoId, { descontarEmTransmissao: true });
  if (!faltas.length) return;
  const fmt = (v: unknown) =>
    String(v)
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '')
      .replace('.', ',');
  const itens = faltas.map(
    (x) =>
      `${x.descricao}: saldo ${fmt(x.saldo)}${Number(x.comprometido) > 0 ? ` (${fmt(x.comprometido)} já em outras notas em transmissão)` : ''}, necessário ${fmt(x.necessario)}`,
  );
  throw new ApiError(400, `Estoque insuficiente para transmitir a nota (a empresa bloqueia estoque negativo). ${itens.join('; ')}.`, { itens });
}
