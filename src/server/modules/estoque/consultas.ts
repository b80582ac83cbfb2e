/**
 * Consultas do estoque: conferência do saldo contra o razão e posição por local.
 * Funções puras de SQL sobre uma transação de tenant; as rotas estão em routes.ts.
 */
import type { Client } from '../../db/tenant.ts';

/** Uma divergência entre o saldo gravado e o razão. Valores em texto decimal. */
export interface Divergencia {
  produto_id: number;
  tipo_estoque_id: number;
  saldo: string;
  razao: string;
  custo_medio: string;
  custo_medio_razao: string | null;
}

/**
 * Recalcula cada saldo (produto × local) do emitente a partir do razão — soma das quantidades e
 * custo médio do último lançamento — e devolve onde o saldo gravado difere. Lista vazia = confere.
 */
export async function conferirSaldos(c: Client, emitenteId: number): Promise<Divergencia[]> {
  const { rows } = await c.query(
    `WITH r AS (
       SELECT produto_id, tipo_estoque_id, sum(quantidade) AS soma,
              (array_agg(custo_medio_apos ORDER BY id DESC))[1] AS custo
         FROM estoque_movimentacao WHERE emitente_id = $1 GROUP BY produto_id, tipo_estoque_id),
     s AS (SELECT produto_id, tipo_estoque_id, quantidade, custo_medio FROM estoque WHERE emitente_id = $1)
     SELECT coalesce(s.produto_id, r.produto_id) AS produto_id, coalesce(s.tipo_estoque_id, r.tipo_estoque_id) AS tipo_estoque_id,
            coalesce(s.quantidade, 0)::text AS saldo, coalesce(r.soma, 0)::text AS razao,
            coalesce(s.custo_medio, 0)::text AS custo_medio, r.custo::text AS custo_medio_razao
       FROM s FULL JOIN r ON r.produto_id = s.produto_id AND r.tipo_estoque_id = s.tipo_estoque_id
      WHERE coalesce(s.quantidade, 0) <> coalesce(r.soma, 0) OR (r.custo IS NOT NULL AND s.custo_medio IS DISTINCT FROM r.custo)
      ORDER BY 1, 2`,
    [emitenteId],
  );
  return rows;
}

/** Posição de estoque: totais por local e por grupo, e as linhas por produto (R$ = quantidade × custo médio, 2 casas). */
export interface Posicao {
  locais: Array<{ tipo_estoque_id: number; descricao: string; itens: number; quantidade: string; valor: string }>;
  grupos: Array<{ grupo: string; valor: string; quantidade: string }>;
  /** Totais por categoria de estoque (produto sem categoria: "Sem categoria"). */
  categorias: Array<{ categoria: string; valor: string; quantidade: string }>;
  produtos: Array<{
    produto_id: number;
    codigo: string;
    descricao: string;
    unidade: string;
    grupo: string;
    categoria: string;
    tipo_estoque_id: number;
    local: string;
    quantidade: string;
    custo_medio: string;
    valor: string;
    estoque_minimo: string | null;
  }>;
  total: string;
}

/**
 * Posição por local (todos, ou só `tipoEstoqueId`), só saldos diferentes de zero. `busca` filtra
 * código/descrição (sem acento não é exigido aqui); `categoriaEstoqueId` só os produtos da
 * categoria de estoque; `limite` corta a lista de produtos (maiores valores primeiro).
 */
export async function posicaoEstoque(
  c: Client,
  emitenteId: number,
  tipoEstoqueId: number | null,
  busca: string | null,
  limite = 500,
  categoriaEstoqueId: number | null = null,
): Promise<Posicao> {
  const base = `FROM estoque e JOIN produto p ON p.emitente_id = e.emitente_id AND p.id = e.produto_id
                JOIN tipo_estoque t ON t.emitente_id = e.emitente_id AND t.id = e.tipo_estoque_id
                LEFT JOIN grupo g ON g.emitente_id = p.emitente_id AND g.id = p.grupo_id
                LEFT JOIN categoria_estoque ce ON ce.emitente_id = p.emitente_id AND ce.id = p.categoria_estoque_id
               WHERE e.emitente_id = $1 AND e.quantidade <> 0 AND ($2::int IS NULL OR e.tipo_estoque_id = $2::int)
                 AND ($3::text IS NULL OR p.codigo ILIKE '%' || $3 || '%' OR p.descricao ILIKE '%' || $3 || '%')
                 AND ($4::int IS NULL OR p.categoria_estoque_id = $4::int)`;
  const args = [emitenteId, tipoEstoqueId, busca || null, categoriaEstoqueId];
  const locais = await c.query(
    `SELECT t.id AS tipo_estoque_id, t.descricao, count(*)::int AS itens, sum(e.quantidade)::text AS quantidade,
            round(sum(e.quantidade * e.custo_medio), 2)::text AS valor ${base} GROUP BY t.id, t.descricao ORDER BY t.descricao`,
    args,
  );
  const grupos = await c.query(
    `SELECT coalesce(g.descricao, 'Sem grupo') AS grupo, round(sum(e.quantidade * e.custo_medio), 2)::text AS valor,
            sum(e.quantidade)::text AS quantidade ${base} GROUP BY 1 ORDER BY sum(e.quantidade * e.custo_medio) DESC`,
    args,
  );
  const categorias = await c.query(
    `SELECT coalesce(ce.descricao, 'Sem categoria') AS categoria, round(sum(e.quantidade * e.custo_medio), 2)::text AS valor,
            sum(e.quantidade)::text AS quantidade ${base} GROUP BY 1 ORDER BY sum(e.quantidade * e.custo_medio) DESC`,
    args,
  );
  const produtos = await c.query(
    `SELECT p.id AS produto_id, p.codigo, p.descricao, p.unidade, coalesce(g.descricao, 'Sem grupo') AS grupo,
            coalesce(ce.descricao, 'Sem categoria') AS categoria, t.id AS tipo_estoque_id,
            t.descricao AS local, e.quantidade::text, e.custo_medio::text, round(e.quantidade * e.custo_medio, 2)::text AS valor,
            p.estoque_minimo::text
       ${base} ORDER BY e.quantidade * e.custo_medio DESC, p.descricao LIMIT $5`,
    [...args, limite],
  );
  const total = await c.query(`SELECT coalesce(round(sum(e.quantidade * e.custo_medio), 2), 0)::text AS total ${base}`, args);
  return { locais: locais.rows, grupos: grupos.rows, categorias: categorias.rows, produtos: produtos.rows, total: total.rows[0].total };
}
