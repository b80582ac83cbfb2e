/**
 * Produto com ICMS-ST retido da indústria da demonstração: a Metalúrgica (regime
 * normal, MG) vende parafusos para revenda; na venda interna a contribuinte ela retém o ICMS devido
 * nas operações seguintes (substituto tributário, CST 10: ICMS próprio + ST; MOC 7.0 grupo N03).
 *
 * - Produto: NCM 7318.15.00 (parafusos de ferro ou aço, presente na Tabela NCM vigente que a
 *   validação antes do envio confere — rejeição 778) com o CEST 10.058.00 (Conv. ICMS 142/2018,
 *   Anexo XI, segmento 10 "materiais de construção": parafusos... de ferro ou aço, NCM 7318), CST 010
 *   (origem 0 + CST 10).
 * - Regra de tributação do produto (produto_tributacao, o mecanismo de regras do módulo de tributos):
 *   UF de destino MG, operação venda, destinatário contribuinte -> CST 10, MVA 37 % e alíquota
 *   interna 18 %. A MVA é um valor de exemplo para a demonstração: a vigente vem do RICMS da UF.
 *   Uma regra genérica (qualquer UF/operação/destinatário, menos específica) cobre as demais vendas
 *   (consumidor final, outras UFs): CST 00, CFOP 5101, ICMS próprio sem retenção. A alíquota do ICMS
 *   próprio fica com a tabela de alíquotas (origem/destino).
 */
import type { Client } from '../db/tenant.ts';

/** Código do produto com ST na demonstração (os testes o localizam por ele). */
export const CODIGO_PRODUTO_ST = 'ST-PAR-M10';

/**
 * Cria o produto com ST e as suas regras de tributação no emitente `emitenteId` (regime normal).
 * @returns id do produto.
 */
export async function seedDemoProdutoSt(c: Client, emitenteId: number): Promise<number> {
  const um = async (sql: string, args: unknown[]) => (await c.query(sql, args)).rows[0];
  const grupo = (await um(`SELECT id FROM grupo WHERE emitente_id = $1 AND descricao = 'Fixadores'`, [emitenteId]))?.id ?? null;
  const produto = (
    await um(
      `INSERT INTO produto (emitente_id, codigo, gtin, descricao, ncm, cest, cfop, unidade, unidade_tributavel, origem, cst_icms, aliquota_icms,
                            cst_pis, aliquota_pis, cst_cofins, aliquota_cofins, cst_ipi, aliquota_ipi, preco_custo, preco_venda, grupo_id, ativo)
       VALUES ($1, $2, 'SEM GTIN', 'Parafuso Sextavado Aço Zincado M10 (revenda, ICMS-ST)', '73181500', '1005800', '5401', 'CT', 'CT', 0, '010', 18,
               '01', 1.65, '01', 7.6, '50', 5, 0.62, 1.15, $3, true)
       RETURNING id`,
      [emitenteId, CODIGO_PRODUTO_ST, grupo],
    )
  ).id as number;
  const regra = `INSERT INTO produto_tributacao (emitente_id, produto_id, uf_destino, operacao, tipo_destinatario, cfop, cst_icms, aliquota_icms, mva_st, aliquota_st, fonte_legal)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8, $9, $10)`;
  await c.query(regra, [
    emitenteId,
    produto,
    'MG',
    'venda',
    'contribuinte',
    '5401',
    '10',
    37,
    18,
    'Conv. ICMS 142/2018 (CEST 10.058.00, materiais de construção) e RICMS/MG: ST nas saídas internas a contribuinte. MVA 37 % de exemplo da demonstração.',
  ]);
  await c.query(regra, [
    emitenteId,
    produto,
    null,
    null,
    null,
    '5101',
    '00',
    null,
    null,
    'Demais operações (consumidor final, outras UFs): ICMS próprio, sem retenção.',
  ]);
  // saldo inicial pelo razão (operação 9), como os demais produtos da demonstração
  await c.query(
    `WITH l AS (SELECT id FROM tipo_estoque WHERE emitente_id = $1 AND padrao),
          m AS (INSERT INTO estoque_movimentacao (emitente_id, data, produto_id, tipo_estoque_id, operacao_id, quantidade, custo_unitario, saldo_apos, custo_medio_apos, observacao)
                SELECT $1, now() - interval '120 days', $2, l.id, 9, 400, 0.62, 400, 0.62, 'Saldo inicial (demonstração)' FROM l)
     INSERT INTO estoque (emitente_id, produto_id, tipo_estoque_id, quantidade, custo_medio) SELECT $1, $2, l.id, 400, 0.62 FROM l`,
    [emitenteId, produto],
  );
  return produto;
}
