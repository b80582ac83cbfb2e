/**
 * Catálogo da demonstração: todo produto recebe o tipo de produto do seu código
 * SPED (os tipos nascem com a empresa, migração 1763700002550); no varejo, categorias de estoque
 * (Giro rápido, Perecíveis) distribuídas entre os produtos e um lanche com dois grupos de
 * adicionais de food service — "Ponto da carne" (escolha obrigatória de 1) e "Turbine seu lanche"
 * (opcional, até 3, com preços). Determinístico (sem sorteio).
 */
import type { Client } from '../db/tenant.ts';

/** Tipos de produto em todos os produtos do emitente; no varejo (`comAdicionais`), categorias e adicionais. */
export async function seedDemoCatalogo(c: Client, emitenteId: number, comAdicionais: boolean): Promise<void> {
  await c.query(
    `UPDATE produto p SET tipo_produto_id = t.id FROM tipo_produto t
      WHERE p.emitente_id = $1 AND t.emitente_id = p.emitente_id AND t.tipo_item = p.tipo_item AND p.tipo_produto_id IS NULL`,
    [emitenteId],
  );
  if (!comAdicionais) return;
  const um = async (sql: string, args: unknown[]) => (await c.query(sql, args)).rows[0];
  const giro = (await um(`INSERT INTO categoria_estoque (emitente_id, descricao) VALUES ($1, 'Giro rápido') RETURNING id`, [emitenteId])).id;
  const pereciveis = (await um(`INSERT INTO categoria_estoque (emitente_id, descricao) VALUES ($1, 'Perecíveis') RETURNING id`, [emitenteId])).id;
  // metade dos produtos em cada categoria (ordem do código), para a posição por categoria não vir vazia
  await c.query(
    `UPDATE produto p SET categoria_estoque_id = CASE WHEN n % 2 = 0 THEN $2::int ELSE $3::int END
       FROM (SELECT id, row_number() OVER (ORDER BY codigo) AS n FROM produto WHERE emitente_id = $1) o
      WHERE p.emitente_id = $1 AND p.id = o.id`,
    [emitenteId, giro, pereciveis],
  );

  const mercadoria = (await um(`SELECT id FROM tipo_produto WHERE emitente_id = $1 AND tipo_item = '00' ORDER BY id LIMIT 1`, [emitenteId])).id;
  const lanche = (
    await um(
      `INSERT INTO produto (emitente_id, codigo, descricao, ncm, cfop, unidade, unidade_tributavel, origem, csosn, cst_pis, aliquota_pis, cst_cofins, aliquota_cofins, preco_venda, movimenta_estoque, tipo_produto_id, categoria_estoque_id)
       VALUES ($1, 'LANCHE-XB', 'X-burguer artesanal', '21069090', '5102', 'UN', 'UN', 0, '0102', '49', 0, '49', 0, 32.9, false, $2, $3) RETURNING id`,
      [emitenteId, mercadoria, pereciveis],
    )
  ).id;
  const adicional = async (descricao: string, preco: string) =>
    (await um('INSERT INTO adicional (emitente_id, descricao, preco) VALUES ($1, $2, $3) RETURNING id', [emitenteId, descricao, preco])).id as number;
  const grupo = async (descricao: string, minimo: number, maximo: number, itens: number[], ordem: number) => {
    const g = (
      await um('INSERT INTO adicional_grupo (emitente_id, descricao, minimo_escolhas, maximo_escolhas) VALUES ($1, $2, $3, $4) RETURNING id', [
        emitenteId,
        descricao,
        minimo,
        maximo,
      ])
    ).id;
    for (const [i, a] of itens.entries()) {
      await c.query('INSERT INTO adicional_grupo_item (emitente_id, adicional_grupo_id, adicional_id, ordem) VALUES ($1, $2, $3, $4)', [
        emitenteId,
        g,
        a,
        i + 1,
      ]);
    }
    await c.query('INSERT INTO produto_adicional (emitente_id, produto_id, adicional_grupo_id, ordem) VALUES ($1, $2, $3, $4)', [emitenteId, lanche, g, ordem]);
  };
  const ponto = [await adicional('Mal passado', '0'), await adicional('Ao ponto', '0'), await adicional('Bem passado', '0')];
  await grupo('Ponto da carne', 1, 1, ponto, 1);
  const extras = [
    await adicional('Bacon extra', '4.00'),
    await adicional('Cheddar cremoso', '3.50'),
    await adicional('Ovo', '2.50'),
    await adicional('Cebola caramelizada', '3.00'),
  ];
  await grupo('Turbine seu lanche', 0, 3, extras, 2);
}
