/**
 * Reserva de estoque: quantidade comprometida por um documento (hoje o pedido aprovado)
 * em um produto/local, sem tocar no razão. `estoque_reserva` guarda uma linha por produto e
 * documento; a posição "disponível" de um produto num local é saldo − soma das reservas ativas
 * ({@link disponibilidade}). O razão (`estoque_movimentacao`, {@link lancarMovimento}) continua
 * sendo a única coisa que muda saldo: a saída de verdade acontece quando o documento é faturado
 * (a NF-e autorizada baixa pelo ouvinte do ciclo em nfe.ts) e a reserva é então marcada
 * `consumida` — uma reserva nunca baixa saldo, então nada sai duas vezes.
 *
 * Estados de uma reserva: `ativa` -> `liberada` (documento cancelado/voltou a orçamento) ou
 * `consumida` (documento faturado). Só produtos com `movimenta_estoque` reservam; o local é o padrão
 * do emitente (onde o faturamento baixa). Kits reservam o próprio produto do item (os componentes
 * saem na baixa da NF-e). Quantidades em texto decimal (4 casas), somadas em `numeric` no banco.
 */
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';

/** Tipos de documento que reservam. */
export type DocumentoReserva = 'pedido';

/** Uma linha a reservar: produto e quantidade (texto decimal ou número, > 0). */
export interface ItemReserva {
  produtoId: number;
  quantidade: string | number;
}

/** Disponibilidade de um produto no local padrão (texto decimal com 4 casas). */
export interface Disponivel {
  produto_id: number;
  saldo: string;
  reservado: string;
  disponivel: string;
}

/**
 * Reserva os itens de um documento no local padrão, somando itens repetidos do mesmo produto.
 * Idempotente: um documento que já tem reservas ativas não reserva de novo (chame
 * {@link encerrarReservas} antes para refazer). Produtos que não movimentam estoque são ignorados.
 * Não recusa por falta de saldo: a reserva mostra o que está comprometido (o disponível pode ficar
 * negativo, e a tela avisa); quem bloqueia saída sem saldo é a transmissão da NF-e.
 * @returns quantas linhas foram reservadas.
 * @throws ValidationError 400 `tipo_estoque_id` quando o emitente não tem local padrão.
 */
export async function reservar(c: Client, emitenteId: number, tipo: DocumentoReserva, documentoId: number, itens: ItemReserva[]): Promise<number> {
  const { rows: ja } = await c.query(
    `SELECT 1 FROM estoque_reserva WHERE emitente_id = $1 AND documento_tipo = $2 AND documento_id = $3 AND situacao = 'ativa' LIMIT 1`,
    [emitenteId, tipo, documentoId],
  );
  if (ja.length) return 0;
  const { rows: local } = await c.query('SELECT id FROM tipo_estoque WHERE emitente_id = $1 AND padrao', [emitenteId]);
  if (!local[0]) throw new ValidationError({ tipo_estoque_id: ['Nenhum local de estoque padrão cadastrado'] }, 'Cadastre um local de estoque padrão.');
  const { rowCount } = await c.query(
    `INSERT INTO estoque_reserva (emitente_id, produto_id, tipo_estoque_id, quantidade, documento_tipo, documento_id)
     SELECT $1, x.produto_id, $2, sum(x.quantidade), $3, $4
       FROM json_to_recordset($5::json) AS x(produto_id integer, quantidade numeric)
       JOIN produto p ON p.emitente_id = $1 AND p.id = x.produto_id AND p.movimenta_estoque
      GROUP BY x.produto_id HAVING sum(x.quantidade) > 0
      ORDER BY x.produto_id`,
    [emitenteId, local[0].id, tipo, documentoId, JSON.stringify(itens.map((i) => ({ produto_id: i.produtoId, quantidade: String(i.quantidade) })))],
  );
  return rowCount ?? 0;
}

/**
 * Encerra as reservas ativas de um documento: `liberada` (cancelamento, volta a orçamento, itens
 * alterados) ou `consumida` (faturado). Idempotente.
 * @returns quantas reservas foram encerradas agora.
 */
export async function encerrarReservas(
  c: Client,
  emitenteId: number,
  tipo: DocumentoReserva,
  documentoId: number,
  como: 'liberada' | 'consumida',
): Promise<number> {
  const { rowCount } = await c.query(
    `UPDATE estoque_reserva SET situacao = $4, encerrado_em = now()
      WHERE emitente_id = $1 AND documento_tipo = $2 AND documento_id = $3 AND situacao = 'ativa'`,
    [emitenteId, tipo, documentoId, como],
  );
  return rowCount ?? 0;
}

/**
 * Saldo, reservado (reservas ativas de todos os documentos) e disponível dos produtos no local
 * padrão. Produtos sem linha de saldo aparecem com saldo 0.
 */
export async function disponibilidade(c: Client, emitenteId: number, produtoIds: number[]): Promise<Disponivel[]> {
  const { rows } = await c.query(
    `SELECT p.id AS produto_id, coalesce(e.quantidade, 0)::numeric(15,4)::text AS saldo,
            coalesce(r.q, 0)::numeric(15,4)::text AS reservado,
            (coalesce(e.quantidade, 0) - coalesce(r.q, 0))::numeric(15,4)::text AS disponivel
       FROM produto p
       LEFT JOIN tipo_estoque t ON t.emitente_id = $1 AND t.padrao
       LEFT JOIN estoque e ON e.emitente_id = $1 AND e.produto_id = p.id AND e.tipo_estoque_id = t.id
       LEFT JOIN LATERAL (SELECT sum(quantidade) AS q FROM estoque_reserva x
                           WHERE x.emitente_id = $1 AND x.produto_id = p.id AND x.tipo_estoque_id = t.id AND x.situacao = 'ativa') r ON true
      WHERE p.emitente_id = $1 AND p.id = ANY($2::int[])
      ORDER BY p.id`,
    [emitenteId, produtoIds],
  );
  return rows;
}

/** Reservas de um documento (todas as situações), para a tela e os testes. */
export async function reservasDoDocumento(
  c: Client,
  emitenteId: number,
  tipo: DocumentoReserva,
  documentoId: number,
): Promise<Array<{ produto_id: number; quantidade: string; situacao: string }>> {
  const { rows } = await c.query(
    `SELECT produto_id, quantidade::text AS quantidade, situacao FROM estoque_reserva
      WHERE emitente_id = $1 AND documento_tipo = $2 AND documento_id = $3 ORDER BY id`,
    [emitenteId, tipo, documentoId],
  );
  return rows;
}
