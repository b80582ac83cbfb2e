/**
 * Variações e adicionais escolhidos no balcão.
 *
 * - Variação: a grade do estoque (`estoque_variacao`) liga o produto pai a um produto por
 *   combinação (`produto_variacao_id`, com preço, GTIN e saldo próprios). No PDV vende-se sempre a
 *   combinação: o item leva o `produto_id` dela, e a baixa de estoque pelo razão sai dela (o razão
 *   recusa o pai de grade, estoque/lancamento.ts).
 * - Adicionais: os grupos do produto (`produto_adicional` → `adicional_grupo`, com mínimo e máximo
 *   de escolhas, e os itens `adicional_grupo_item` com preço no grupo, ou o do `adicional`). Para
 *   uma combinação valem os grupos dela e os do pai. O preço dos adicionais (por unidade do item)
 *   soma no valor unitário do item (vUnCom) e o texto "Adicionais: X, Y x2" vai na informação
 *   adicional do item (infAdProd, MOC 7.0 V01) — o mesmo texto que o pedido põe na NF-e
 *   (pedidos/faturar.ts).
 */
import { Decimal } from 'decimal.js';
import type { Client } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';

/** Um adicional escolhido: quantidade por unidade do item (padrão 1, inteira de 1 a 99). */
export interface EscolhaAdicional {
  adicional_id: number;
  quantidade?: number | string | null;
}

export interface GrupoAdicionais {
  id: number;
  descricao: string;
  minimo: number;
  maximo: number;
  itens: Array<{ adicional_id: number; descricao: string; preco: string }>;
}

export interface OpcoesProduto {
  produto: { id: number; descricao: string; preco_venda: string };
  /** Combinações ativas da grade (vazia quando o produto não tem variação). */
  variacoes: Array<{ produto_id: number; descricao: string; rotulo: string; preco_venda: string; gtin: string | null; unidade: string; codigo: string }>;
  grupos: GrupoAdicionais[];
}

/** O pai de grade da combinação `produtoId` (ou `null`). */
async function paiDaCombinacao(c: Client, emitenteId: number, produtoId: number): Promise<number | null> {
  const { rows } = await c.query('SELECT produto_id FROM estoque_variacao WHERE emitente_id = $1 AND produto_variacao_id = $2 LIMIT 1', [
    emitenteId,
    produtoId,
  ]);
  return rows[0]?.produto_id ?? null;
}

/** Grupos de adicionais ativos do produto (e do pai, se for combinação), na ordem do cadastro. */
export async function gruposDoProduto(c: Client, emitenteId: number, produtoId: number): Promise<GrupoAdicionais[]> {
  const pai = await paiDaCombinacao(c, emitenteId, produtoId);
  const { rows } = await c.query(
    `SELECT g.id, g.descricao, g.minimo_escolhas, g.maximo_escolhas, min(pa.ordem) AS ordem
       FROM produto_adicional pa JOIN adicional_grupo g ON g.emitente_id = pa.emitente_id AND g.id = pa.adicional_grupo_id AND g.ativo
      WHERE pa.emitente_id = $1 AND pa.produto_id = ANY($2::int[])
      GROUP BY g.id, g.descricao, g.minimo_escolhas, g.maximo_escolhas ORDER BY ordem, g.id`,
    [emitenteId, pai ? [produtoId, pai] : [produtoId]],
  );
  if (!rows.length) return [];
  const { rows: itens } = await c.query(
    `SELECT gi.adicional_grupo_id, a.id AS adicional_id, a.descricao, coalesce(gi.preco, a.preco)::text AS preco
       FROM adicional_grupo_item gi JOIN adicional a ON a.emitente_id = gi.emitente_id AND a.id = gi.adicional_id AND a.ativo
      WHERE gi.emitente_id = $1 AND gi.adicional_grupo_id = ANY($2::int[]) ORDER BY gi.ordem, a.descricao`,
    [emitenteId, rows.map((g) => g.id)],
  );
  return rows.map((g) => ({
    id: g.id,
    descricao: g.descricao,
    minimo: Number(g.minimo_escolhas ?? 0),
    maximo: Number(g.maximo_escolhas ?? 0),
    itens: itens
      .filter((i) => i.adicional_grupo_id === g.id)
      .map((i) => ({ adicional_id: i.adicional_id, descricao: i.descricao, preco: new Decimal(i.preco ?? 0).toFixed(2) })),
  }));
}

/**
 * Variações e grupos de adicionais do produto para o diálogo do balcão.
 * @throws ApiError 404 produto inexistente ou inativo.
 */
export async function opcoesDoProduto(c: Client, emitenteId: number, produtoId: number): Promise<OpcoesProduto> {
  const { rows } = await c.query('SELECT id, descricao, preco_venda::text AS preco_venda FROM produto WHERE emitente_id = $1 AND id = $2 AND ativo', [
    emitenteId,
    produtoId,
  ]);
  if (!rows[0]) throw new ApiError(404, 'Produto não encontrado.');
  const { rows: vs } = await c.query(
    `SELECT p.id AS produto_id, p.descricao, p.preco_venda::text AS preco_venda, p.gtin, p.unidade, p.codigo,
            concat_ws(' / ', i1.descricao, i2.descricao) AS rotulo
       FROM estoque_variacao ev JOIN produto p ON p.emitente_id = ev.emitente_id AND p.id = ev.produto_variacao_id AND p.ativo
       LEFT JOIN variacao_item i1 ON i1.emitente_id = ev.emitente_id AND i1.id = ev.variacao_item_id
       LEFT JOIN variacao_item i2 ON i2.emitente_id = ev.emitente_id AND i2.id = ev.variacao_item2_id
      WHERE ev.emitente_id = $1 AND ev.produto_id = $2 AND ev.ativo
      ORDER BY i1.ordem NULLS LAST, i2.ordem NULLS LAST, p.id`,
    [emitenteId, produtoId],
  );
  return { produto: rows[0], variacoes: vs, grupos: await gruposDoProduto(c, emitenteId, produtoId) };
}

/** `true` quando o produto é pai de grade com combinações ativas (não se vende o pai no PDV). */
export async function ePaiDeGrade(c: Client, emitenteId: number, produtoId: number): Promise<boolean> {
  const { rows } = await c.query('SELECT 1 FROM estoque_variacao WHERE emitente_id = $1 AND produto_id = $2 AND ativo LIMIT 1', [emitenteId, produtoId]);
  return rows.length > 0;
}

/**
 * Confere e precifica os adicionais escolhidos para um item.
 * @returns `valor` (R$ por unidade do item, somado ao unitário) e `texto` ("Adicionais: ...", ou
 * `null` sem adicionais), ou `erro` (mensagem pt-BR: adicional fora dos grupos do produto,
 * quantidade inválida, grupo abaixo do mínimo ou acima do máximo de escolhas).
 */
export async function precificarAdicionais(
  c: Client,
  emitenteId: number,
  produtoId: number,
  escolhas: EscolhaAdicional[] | null | undefined,
): Promise<{ valor: Decimal; texto: string | null; erro?: string }> {
  const lista = Array.isArray(escolhas) ? escolhas : [];
  const grupos = await gruposDoProduto(c, emitenteId, produtoId);
  if (!grupos.length && !lista.length) return { valor: new Decimal(0), texto: null };
  const contagem = new Map<number, number>();
  let valor = new Decimal(0);
  const partes: string[] = [];
  for (const e of lista) {
    const id = Number(e?.adicional_id);
    const q = e?.quantidade === undefined || e?.quantidade === null || e?.quantidade === '' ? 1 : Number(e.quantidade);
    if (!Number.isInteger(q) || q < 1 || q > 99) return { valor, texto: null, erro: 'Quantidade do adicional deve ser um número inteiro de 1 a 99' };
    const g = grupos.find((x) => x.itens.some((i) => i.adicional_id === id));
    if (!g) return { valor, texto: null, erro: `Adicional ${id} não pertence aos grupos deste produto` };
    const item = g.itens.find((i) => i.adicional_id === id)!;
    contagem.set(g.id, (contagem.get(g.id) ?? 0) + q);
    valor = valor.plus(new Decimal(item.preco).times(q));
    partes.push(`${item.descricao}${q !== 1 ? ` x${q}` : ''}`);
  }
  for (const g of grupos) {
    const n = contagem.get(g.id) ?? 0;
    if (n < g.minimo) return { valor, texto: null, erro: `Escolha ao menos ${g.minimo} em "${g.descricao}"` };
    if (g.maximo > 0 && n > g.maximo) return { valor, texto: null, erro: `Escolha no máximo ${g.maximo} em "${g.descricao}"` };
  }
  return { valor, texto: partes.length ? `Adicionais: ${partes.join(', ')}` : null };
}
