/**
 * Estoque da demonstração, para o emitente de varejo: um segundo local
 * (Depósito), um kit de café da manhã com dois produtos do catálogo, as variações Cor (3) e Tamanho
 * (4) com uma camiseta em grade de 12 combinações, dois acessórios sem grade, e quatro meses de
 * movimentos — compras no depósito,
 * transferências para a loja, vendas de balcão, perdas e uma contagem — todos lançados por
 * lancarMovimento (razão e saldo conferem). Determinístico (gerador com semente).
 */
import type { Client } from '../db/tenant.ts';
import { loadRegistry } from '../../../schema/registry.ts';
import { gerarGrade } from '../modules/estoque/grade.ts';
import { lancarMovimento } from '../modules/estoque/lancamento.ts';
import { contagem, transferir } from '../modules/estoque/acoes.ts';
import type { Rng } from './dados-demo.ts';

const DIA = 86_400_000;

export async function seedDemoEstoque(c: Client, r: Rng, emitenteId: number): Promise<void> {
  const um = async (sql: string, args: unknown[]) => (await c.query(sql, args)).rows[0];
  const loja = (await um('SELECT id FROM tipo_estoque WHERE emitente_id = $1 AND padrao', [emitenteId])).id as number;
  const deposito = (await um(`INSERT INTO tipo_estoque (emitente_id, descricao) VALUES ($1, 'Depósito') RETURNING id`, [emitenteId])).id as number;
  const data = (diasAtras: number, hora = 10) => new Date(Date.now() - diasAtras * DIA + (hora - 12) * 3_600_000).toISOString();

  // kit: dois itens do catálogo da mercearia
  const { rows: comps } = await c.query(
    `SELECT p.id FROM produto p JOIN grupo g ON g.emitente_id = p.emitente_id AND g.id = p.grupo_id
      WHERE p.emitente_id = $1 AND g.descricao <> 'Vestuário' ORDER BY p.id LIMIT 2`,
    [emitenteId],
  );
  if (comps.length === 2) {
    const kitProduto = (
      await um(
        `INSERT INTO produto (emitente_id, codigo, descricao, ncm, cfop, unidade, unidade_tributavel, origem, csosn, cst_pis, aliquota_pis, cst_cofins, aliquota_cofins, preco_venda, grupo_id)
         SELECT $1, 'KIT-CAFE', 'Kit café da manhã', ncm, '5102', 'UN', 'UN', 0, '0102', '49', 0, '49', 0, 39.9, grupo_id FROM produto WHERE emitente_id = $1 AND id = $2
         RETURNING id`,
        [emitenteId, comps[0].id],
      )
    ).id;
    const kit = (await um('INSERT INTO kit (emitente_id, produto_id) VALUES ($1, $2) RETURNING id', [emitenteId, kitProduto])).id;
    await c.query('INSERT INTO prod_kit (emitente_id, kit_id, produto_id, quantidade) VALUES ($1, $2, $3, 1), ($1, $2, $4, 2)', [
      emitenteId,
      kit,
      comps[0].id,
      comps[1].id,
    ]);
  }

  // grade: Cor x Tamanho
  const variacao = async (descricao: string, valores: Array<[string, string]>) => {
    const v = (await um('INSERT INTO variacao (emitente_id, descricao) VALUES ($1, $2) RETURNING id', [emitenteId, descricao])).id;
    const ids: number[] = [];
    for (const [i, [d, sigla]] of valores.entries()) {
      ids.push(
        (
          await um('INSERT INTO variacao_item (emitente_id, variacao_id, descricao, sigla, ordem) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
            emitenteId,
            v,
            d,
            sigla,
            i + 1,
          ])
        ).id,
      );
    }
    return ids;
  };
  const cores = await variacao('Cor', [
    ['Branco', 'BR'],
    ['Preto', 'PT'],
    ['Azul', 'AZ'],
  ]);
  const tamanhos = await variacao('Tamanho', [
    ['P', 'P'],
    ['M', 'M'],
    ['G', 'G'],
    ['GG', 'GG'],
  ]);
  const grupo = (await um(`INSERT INTO grupo (emitente_id, descricao) VALUES ($1, 'Vestuário') RETURNING id`, [emitenteId])).id;
  const camiseta = (
    await um(
      `INSERT INTO produto (emitente_id, codigo, descricao, ncm, cfop, unidade, unidade_tributavel, origem, csosn, cst_pis, aliquota_pis, cst_cofins, aliquota_cofins,
                            preco_custo, preco_venda, grupo_id, estoque_minimo)
       VALUES ($1, 'CAM-BAS', 'Camiseta básica algodão', '61091000', '5102', 'UN', 'UN', 0, '0102', '49', 0, '49', 0, 22, 49.9, $2, 3) RETURNING id`,
      [emitenteId, grupo],
    )
  ).id as number;
  await gerarGrade(c, emitenteId, camiseta, cores, tamanhos, Object.keys(loadRegistry().get('produto').properties));
  const { rows: combinacoes } = await c.query('SELECT produto_variacao_id AS id FROM estoque_variacao WHERE emitente_id = $1 AND produto_id = $2 ORDER BY id', [
    emitenteId,
    camiseta,
  ]);
  // GTIN próprio por combinação (prefixo 789 + sequência, dígito verificador GS1)
  for (const [i, v] of combinacoes.entries()) {
    const base = `789${String(7001000 + i).padStart(9, '0')}`;
    const dv = (10 - ([...base].reduce((s, d, k) => s + Number(d) * (k % 2 ? 3 : 1), 0) % 10)) % 10;
    await c.query('UPDATE produto SET gtin = $3 WHERE emitente_id = $1 AND id = $2', [emitenteId, v.id, base + dv]);
  }

  // acessórios vendidos sem grade (criados por último: são os produtos mais recentes do cadastro)
  const acessorios: number[] = [];
  for (const [codigo, descricao, ncm, preco] of [
    ['MEIA-ESP', 'Meia esportiva cano médio', '61159500', 14.9],
    ['BONE-ABA', 'Boné aba curva', '65050090', 39.9],
  ] as const) {
    acessorios.push(
      (
        await um(
          `INSERT INTO produto (emitente_id, codigo, descricao, ncm, cfop, unidade, unidade_tributavel, origem, csosn, cst_pis, aliquota_pis, cst_cofins, aliquota_cofins,
                                preco_custo, preco_venda, grupo_id)
           VALUES ($1, $2, $3, $4, '5102', 'UN', 'UN', 0, '0102', '49', 0, '49', 0, $5, $6, $7) RETURNING id`,
          [emitenteId, codigo, descricao, ncm, Math.round(preco * 45) / 100, preco, grupo],
        )
      ).id,
    );
  }

  // quatro meses de movimentos
  // saídas limitadas ao saldo do local (a demonstração não deixa saldo negativo)
  const mov = async (
    produtoId: number,
    quantidade: number,
    operacao: 'compra' | 'venda' | 'perda',
    dias: number,
    local: number,
    custo?: number,
    observacao?: string,
  ) => {
    if (quantidade < 0) {
      const s = await um('SELECT quantidade::float8 AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2 AND tipo_estoque_id = $3', [
        emitenteId,
        produtoId,
        local,
      ]);
      quantidade = -Math.min(-quantidade, Math.floor(s?.q ?? 0));
      if (quantidade === 0) return;
    }
    await lancarMovimento(c, emitenteId, {
      produtoId,
      quantidade,
      operacao,
      tipoEstoqueId: local,
      custoUnitario: custo ?? null,
      documento: { tipo: 'manual' },
      observacao: observacao ?? null,
      data: data(dias, 9 + Math.floor(r() * 9)),
      politica: 'permitir',
    });
  };
  for (const id of acessorios) {
    await mov(
      id,
      40,
      'compra',
      110,
      loja,
      Number((await um('SELECT preco_custo::float8 AS c FROM produto WHERE emitente_id = $1 AND id = $2', [emitenteId, id])).c),
    );
    for (let semana = 15; semana >= 0; semana--) await mov(id, -(1 + Math.floor(r() * 2)), 'venda', semana * 7 + 3, loja, undefined, 'Venda no balcão');
  }
  for (const [i, v] of combinacoes.entries()) {
    await mov(v.id, 24, 'compra', 118, deposito, 21.5, 'Pedido de compra 1021 — confecção');
    await mov(v.id, 18, 'compra', 58, deposito, 23.1 + (i % 3) * 0.2, 'Pedido de compra 1088 — confecção');
  }
  for (let semana = 16; semana >= 0; semana--) {
    const dias = semana * 7 + 2;
    if (semana % 4 === 0 || semana === 16) {
      for (const v of combinacoes) {
        const { rows } = await c.query('SELECT quantidade::float8 AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2 AND tipo_estoque_id = $3', [
          emitenteId,
          v.id,
          deposito,
        ]);
        const q = Math.min(rows[0]?.q ?? 0, 8);
        if (q > 0) {
          await transferir(c, emitenteId, {
            produtoId: v.id,
            origemId: deposito,
            destinoId: loja,
            quantidade: q,
            observacao: 'Reposição da loja',
            usuarioId: null,
            data: data(dias + 1, 8),
          });
        }
      }
    }
    for (const v of combinacoes) {
      const vendas = Math.floor(r() * 3);
      if (vendas > 0) await mov(v.id, -vendas, 'venda', dias - (r() < 0.5 ? 1 : 0), loja, undefined, 'Venda no balcão');
    }
  }
  // catálogo: reposição mensal e algumas perdas nos 20 primeiros produtos da mercearia
  const { rows: catalogo } = await c.query(
    `SELECT p.id, p.preco_custo::float8 AS custo FROM produto p WHERE p.emitente_id = $1 AND p.grupo_id IS NOT NULL AND p.grupo_id <> $2
       AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = $1 AND k.produto_id = p.id) ORDER BY p.id LIMIT 20`,
    [emitenteId, grupo],
  );
  for (const mes of [3, 2, 1, 0]) {
    for (const p of catalogo) {
      await mov(
        p.id,
        10 + Math.floor(r() * 30),
        'compra',
        mes * 30 + 5,
        loja,
        Math.round(p.custo * (0.95 + r() * 0.12) * 100) / 100,
        `NF de compra ${4200 + mes}`,
      );
      for (let s = 0; s < 4; s++) {
        const dias = mes * 30 + 4 - s * 7;
        if (dias >= 0) await mov(p.id, -(1 + Math.floor(r() * 8)), 'venda', dias, loja, undefined, 'Venda no balcão');
      }
      if (r() < 0.15) await mov(p.id, -1, 'perda', mes * 30 + 1, loja, undefined, 'Avaria no transporte');
    }
  }
  // uma contagem da loja na semana passada (alguns itens com diferença)
  const itens: Array<{ produto_id: number; quantidade: string }> = [];
  for (const p of catalogo.slice(0, 8)) {
    const { rows } = await c.query('SELECT quantidade::float8 AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2 AND tipo_estoque_id = $3', [
      emitenteId,
      p.id,
      loja,
    ]);
    const q = Math.max(0, (rows[0]?.q ?? 0) + (r() < 0.4 ? Math.floor(r() * 5) - 2 : 0));
    itens.push({ produto_id: p.id, quantidade: String(q) });
  }
  await contagem(c, emitenteId, loja, itens, true, null, data(6, 18));
}
