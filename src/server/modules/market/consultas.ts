/**
 * Leituras da loja pública (market, SPEC §1-§2). Sem sessão: as consultas correm
 * como dono do banco (sem RLS) e por isso CADA uma filtra explicitamente — o tenant pelo `url` da
 * configuração white-label ativa, o emitente (a "loja") pela cadeia desse tenant, e o produto por
 * `publico AND ativo`. Nada além do que a vitrine mostra sai daqui (sem custo, sem quantidade exata).
 *
 * Cadeia: uma configuração com distribuidor master/distribuidor/revenda nulos é a do administrador
 * (todas as lojas); com eles preenchidos, só os emitentes abaixo dela (SPEC §6).
 */
import type { Database } from '../../db/pool.ts';
import { withOwner } from '../../db/tenant.ts';

export interface Tenant {
  id: number;
  url: string;
  nome_empresa: string;
  logo: string | null;
  cor_primaria: string;
  site: string | null;
  distribuidor_master_id: number | null;
  distribuidor_id: number | null;
  revenda_id: number | null;
}

export interface Loja {
  id: number;
  nome: string;
  cidade: string;
  uf: string;
  telefone: string | null;
}

export interface ProdutoVitrine {
  id: number;
  emitente_id: number;
  codigo: string;
  descricao: string;
  unidade: string;
  /** Preço de venda em R$ (texto decimal do banco). */
  preco_venda: string;
  informacao_adicional: string | null;
  /** Id da imagem de capa, se houver. */
  capa_id: number | null;
  /** Há saldo positivo em algum local (do produto ou de uma combinação da grade). */
  disponivel: boolean;
  gtin: string | null;
}

export interface Combinacao {
  id: number;
  rotulo: string;
  preco_venda: string;
  disponivel: boolean;
}

const DA_CADEIA = `e.ativo
  AND ($1::int IS NULL OR e.distribuidor_master_id = $1)
  AND ($2::int IS NULL OR e.distribuidor_id = $2)
  AND ($3::int IS NULL OR e.revenda_id = $3)`;

const cadeia = (t: Tenant) => [t.distribuidor_master_id, t.distribuidor_id, t.revenda_id];

/** A configuração white-label ativa do `url` (sem diferenciar maiúsculas), ou null. */
export async function tenantDoUrl(db: Database, url: string): Promise<Tenant | null> {
  if (!/^[A-Za-z0-9._~-]{1,255}$/.test(url)) return null;
  const { rows } = await db.pool.query(
    `SELECT id, url, nome_empresa, logo, cor_primaria, site, distribuidor_master_id, distribuidor_id, revenda_id
       FROM configuracao_white_label WHERE ativo AND lower(url) = lower($1) LIMIT 1`,
    [url],
  );
  return rows[0] ?? null;
}

const SALDO = `EXISTS (SELECT 1 FROM estoque s WHERE s.emitente_id = p.emitente_id AND s.quantidade > 0
    AND (s.produto_id = p.id OR s.produto_id IN (SELECT v.produto_variacao_id FROM estoque_variacao v
          WHERE v.emitente_id = p.emitente_id AND v.produto_id = p.id AND v.ativo)))`;

const CAPA = `(SELECT i.id FROM estoque_imagem i WHERE i.emitente_id = p.emitente_id AND i.produto_id = p.id
    ORDER BY i.capa DESC, i.ordem, i.id LIMIT 1)`;

/** Combinações de grade não aparecem soltas: aparecem na página do produto pai. */
const NAO_E_COMBINACAO = `NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND v.produto_variacao_id = p.id)`;

/**
 * Lojas do tenant com ao menos um produto público e a vitrine de cada uma (até `limite` produtos por
 * loja, por descrição; `busca` filtra descrição e código sem diferenciar acentos).
 */
export async function vitrine(db: Database, t: Tenant, busca: string, limite = 48): Promise<Array<{ loja: Loja; produtos: ProdutoVitrine[] }>> {
  return withOwner(db, async (c) => {
    const { rows: lojas } = await c.query(
      `SELECT e.id, COALESCE(NULLIF(e.fantasia, ''), e.nome) AS nome, ci.nome AS cidade, e.uf, e.telefone
         FROM emitente e JOIN cidade ci ON ci.id = e.cidade_id
        WHERE ${DA_CADEIA} AND EXISTS (SELECT 1 FROM produto p WHERE p.emitente_id = e.id AND p.publico AND p.ativo)
        ORDER BY 2 LIMIT 50`,
      cadeia(t),
    );
    const termo = busca.trim().slice(0, 60);
    const saida = [];
    for (const loja of lojas as Loja[]) {
      const { rows } = await c.query(
        `SELECT p.id, p.emitente_id, p.codigo, p.descricao, p.unidade, p.preco_venda::text AS preco_venda, p.informacao_adicional, p.gtin,
                ${CAPA} AS capa_id, ${SALDO} AS disponivel
           FROM produto p
          WHERE p.emitente_id = $1 AND p.publico AND p.ativo AND ${NAO_E_COMBINACAO}
            AND ($2 = '' OR erp_sem_acento(p.descricao) ILIKE '%' || erp_sem_acento($2) || '%' OR p.codigo ILIKE $2 || '%')
          ORDER BY p.descricao LIMIT $3`,
        [loja.id, termo, limite],
      );
      if (rows.length) saida.push({ loja, produtos: rows as ProdutoVitrine[] });
    }
    return saida;
  });
}

/**
 * Um produto público da loja `lojaId` deste tenant, com as imagens (ids, na ordem, capa primeiro) e
 * as combinações da grade; null quando não existe, não é público ou a loja não é do tenant.
 */
export async function produtoPublico(
  db: Database,
  t: Tenant,
  lojaId: number,
  produtoId: number,
): Promise<{ loja: Loja; produto: ProdutoVitrine; imagens: Array<{ id: number; legenda: string | null }>; combinacoes: Combinacao[] } | null> {
  return withOwner(db, async (c) => {
    const { rows: lojas } = await c.query(
      `SELECT e.id, COALESCE(NULLIF(e.fantasia, ''), e.nome) AS nome, ci.nome AS cidade, e.uf, e.telefone
         FROM emitente e JOIN cidade ci ON ci.id = e.cidade_id WHERE ${DA_CADEIA} AND e.id = $4`,
      [...cadeia(t), lojaId],
    );
    if (!lojas[0]) return null;
    const { rows: ps } = await c.query(
      `SELECT p.id, p.emitente_id, p.codigo, p.descricao, p.unidade, p.preco_venda::text AS preco_venda, p.informacao_adicional, p.gtin,
              ${CAPA} AS capa_id, ${SALDO} AS disponivel
         FROM produto p WHERE p.emitente_id = $1 AND p.id = $2 AND p.publico AND p.ativo`,
      [lojaId, produtoId],
    );
    if (!ps[0]) return null;
    const { rows: imagens } = await c.query('SELECT id, legenda FROM estoque_imagem WHERE emitente_id = $1 AND produto_id = $2 ORDER BY capa DESC, ordem, id', [
      lojaId,
      produtoId,
    ]);
    const { rows: combinacoes } = await c.query(
      `SELECT f.id, concat_ws(' / ', i1.descricao, i2.descricao) AS rotulo, f.preco_venda::text AS preco_venda,
              EXISTS (SELECT 1 FROM estoque s WHERE s.emitente_id = f.emitente_id AND s.produto_id = f.id AND s.quantidade > 0) AS disponivel
         FROM estoque_variacao v
         JOIN produto f ON f.emitente_id = v.emitente_id AND f.id = v.produto_variacao_id AND f.ativo
         JOIN variacao_item i1 ON i1.emitente_id = v.emitente_id AND i1.id = v.variacao_item_id
         LEFT JOIN variacao_item i2 ON i2.emitente_id = v.emitente_id AND i2.id = v.variacao_item2_id
        WHERE v.emitente_id = $1 AND v.produto_id = $2 AND v.ativo
        ORDER BY i1.ordem, i1.descricao, i2.ordem, i2.descricao`,
      [lojaId, produtoId],
    );
    return { loja: lojas[0], produto: ps[0], imagens, combinacoes };
  });
}

/**
 * A chave do arquivo de uma imagem cujo produto é público numa loja do tenant, ou null.
 */
export async function imagemPublica(db: Database, t: Tenant, lojaId: number, imagemId: number): Promise<string | null> {
  return withOwner(db, async (c) => {
    const { rows } = await c.query(
      `SELECT i.chave FROM estoque_imagem i
         JOIN produto p ON p.emitente_id = i.emitente_id AND p.id = i.produto_id AND p.publico AND p.ativo
         JOIN emitente e ON e.id = i.emitente_id
        WHERE ${DA_CADEIA} AND i.emitente_id = $4 AND i.id = $5`,
      [...cadeia(t), lojaId, imagemId],
    );
    return rows[0]?.chave ?? null;
  });
}
