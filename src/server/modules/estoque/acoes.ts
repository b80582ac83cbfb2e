/**
 * Ações do estoquista sobre {@link lancarMovimento}: transferência entre locais
 * e contagem de inventário. Cada uma roda inteira na transação de quem chama (tudo ou nada).
 */
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { decimal, lancarMovimento, type MovimentoGravado, type ResultadoLancamento } from './lancamento.ts';

/**
 * Transfere `quantidade` (> 0) de `produtoId` do local `origemId` para `destinoId`: uma saída na
 * origem (com a política do emitente: `bloquear` recusa sem saldo) e uma entrada no destino pelo
 * custo médio da origem, ambas com a operação `transferencia` e o id da saída como documento.
 * Kits transferem os componentes.
 * @throws ValidationError origem = destino (`destino_id`), quantidade ≤ 0, saldo insuficiente.
 */
export async function transferir(
  c: Client,
  emitenteId: number,
  t: {
    produtoId: number;
    origemId: number;
    destinoId: number;
    quantidade: number | string;
    observacao?: string | null;
    usuarioId: number | null;
    /** Só cargas (demonstração, importação): data do lançamento, ISO 8601. */
    data?: string | null;
  },
): Promise<ResultadoLancamento> {
  const q = decimal(t.quantidade, 'quantidade');
  if (q.startsWith('-') || /^0+(\.0+)?$/.test(q)) throw new ValidationError({ quantidade: ['Informe uma quantidade maior que zero'] });
  if (t.origemId === t.destinoId) throw new ValidationError({ destino_id: ['O destino deve ser outro local'] });
  const { rows: destino } = await c.query('SELECT ativo FROM tipo_estoque WHERE emitente_id = $1 AND id = $2', [emitenteId, t.destinoId]);
  if (!destino[0]?.ativo) throw new ValidationError({ destino_id: ['Local de destino não encontrado ou inativo'] });
  // trava os dois saldos em ordem de local: duas transferências opostas do mesmo produto não se travam mutuamente
  await c.query('SELECT 1 FROM estoque WHERE emitente_id = $1 AND produto_id = $2 AND tipo_estoque_id IN ($3, $4) ORDER BY tipo_estoque_id FOR UPDATE', [
    emitenteId,
    t.produtoId,
    t.origemId,
    t.destinoId,
  ]);
  const doc = await numeroDocumento(c);
  const comum = { operacao: 'transferencia' as const, observacao: t.observacao ?? null, usuarioId: t.usuarioId, data: t.data ?? null };
  const saida = await lancarMovimento(c, emitenteId, {
    ...comum,
    produtoId: t.produtoId,
    tipoEstoqueId: t.origemId,
    quantidade: `-${q}`,
    documento: { tipo: 'transferencia', id: doc },
  });
  const out: ResultadoLancamento = { movimentos: [...saida.movimentos], avisos: [...saida.avisos] };
  for (const m of saida.movimentos) {
    const e = await lancarMovimento(c, emitenteId, {
      ...comum,
      produtoId: m.produtoId,
      tipoEstoqueId: t.destinoId,
      quantidade: m.quantidade.slice(1),
      custoUnitario: m.custoUnitario,
      documento: { tipo: 'transferencia', id: doc },
    });
    out.movimentos.push(...e.movimentos);
  }
  return out;
}

/** Número do documento interno (transferência, contagem) que agrupa os lançamentos no razão. */
async function numeroDocumento(c: Client): Promise<number> {
  const { rows } = await c.query(`SELECT nextval('estoque_documento_seq')::int AS n`);
  return rows[0].n;
}

/** '38.0000' -> '38', '2.5000' -> '2.5' (texto decimal sem zeros à direita). */
const curto = (v: string) => v.replace(/\.0+$|(\.\d*?)0+$/, '$1');

/** Uma linha da contagem: produto e quantidade contada (≥ 0) no local. */
export interface ItemContagem {
  produto_id: number;
  quantidade: number | string;
}

/** Diferença de uma linha: saldo no sistema, contado e diferença (texto decimal). */
export interface DiferencaContagem {
  produto_id: number;
  codigo: string;
  descricao: string;
  unidade: string;
  sistema: string;
  contado: string;
  diferenca: string;
  custo_medio: string;
  /** R$ da diferença ao custo médio (2 casas). */
  valor: string;
}

/**
 * Compara a contagem do local com os saldos e, com `confirmar`, lança um `ajuste` por produto com
 * diferença (entradas pelo custo médio vigente), tudo na mesma transação. Os saldos são travados
 * (FOR UPDATE) antes da comparação, então uma venda simultânea espera o fim do ajuste. Produtos
 * não listados não são alterados (contagem parcial). Linhas repetidas do mesmo produto são somadas
 * (o leitor de código de barras lê uma unidade por vez).
 * @throws ValidationError lista vazia, produto inexistente, sem estoque (serviço), kit ou pai de grade, quantidade negativa.
 */
export async function contagem(
  c: Client,
  emitenteId: number,
  tipoEstoqueId: number,
  itens: ItemContagem[],
  confirmar: boolean,
  usuarioId: number | null,
  /** Só cargas (demonstração): data dos ajustes, ISO 8601. */
  data: string | null = null,
): Promise<{ diferencas: DiferencaContagem[]; movimentos: MovimentoGravado[]; documento: number | null }> {
  if (!Array.isArray(itens) || itens.length === 0) throw new ValidationError({ itens: ['Conte ao menos um produto'] });
  const erros: Record<string, string[]> = {};
  const linhas = itens.map((i, n) => {
    let q = '';
    try {
      q = decimal(i?.quantidade, `itens[${n}].quantidade`);
    } catch {
      erros[`itens[${n}].quantidade`] = ['Número inválido'];
    }
    if (q.startsWith('-')) erros[`itens[${n}].quantidade`] = ['A quantidade contada não pode ser negativa'];
    if (!Number.isSafeInteger(i?.produto_id)) erros[`itens[${n}].produto_id`] = ['Produto inválido'];
    return { produto_id: i?.produto_id, quantidade: q };
  });
  if (Object.keys(erros).length) throw new ValidationError(erros);
  const { rows: local } = await c.query('SELECT ativo FROM tipo_estoque WHERE emitente_id = $1 AND id = $2', [emitenteId, tipoEstoqueId]);
  if (!local[0]?.ativo) throw new ValidationError({ tipo_estoque_id: ['Local de estoque não encontrado ou inativo'] });
  const { rows } = await c.query(
    `WITH x AS (SELECT produto_id, sum(quantidade)::numeric(15,4) AS contado FROM json_to_recordset($3::json) AS x(produto_id integer, quantidade numeric) GROUP BY produto_id),
          trava AS (SELECT produto_id, quantidade, custo_medio FROM estoque
                     WHERE emitente_id = $1 AND tipo_estoque_id = $2 AND produto_id IN (SELECT produto_id FROM x) ORDER BY produto_id FOR UPDATE)
     SELECT x.produto_id, p.id IS NOT NULL AS existe, p.codigo, p.descricao, p.unidade, p.movimenta_estoque,
            EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = $1 AND k.produto_id = x.produto_id AND k.ativo) AS kit,
            EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = $1 AND v.produto_id = x.produto_id) AS grade,
            coalesce(t.quantidade, 0)::numeric(15,4)::text AS sistema, x.contado::text AS contado, (x.contado - coalesce(t.quantidade, 0))::numeric(15,4)::text AS diferenca,
            coalesce(t.custo_medio, 0)::text AS custo_medio, round((x.contado - coalesce(t.quantidade, 0)) * coalesce(t.custo_medio, 0), 2)::text AS valor
       FROM x LEFT JOIN produto p ON p.emitente_id = $1 AND p.id = x.produto_id LEFT JOIN trava t ON t.produto_id = x.produto_id
      ORDER BY x.produto_id`,
    [emitenteId, tipoEstoqueId, JSON.stringify(linhas)],
  );
  for (const r of rows) {
    const n = linhas.findIndex((l) => l.produto_id === r.produto_id);
    if (!r.existe) erros[`itens[${n}].produto_id`] = ['Produto não encontrado'];
    else if (!r.movimenta_estoque) erros[`itens[${n}].produto_id`] = [`"${r.descricao}" não movimenta estoque`];
    else if (r.kit) erros[`itens[${n}].produto_id`] = [`"${r.descricao}" é kit: conte os componentes`];
    else if (r.grade) erros[`itens[${n}].produto_id`] = [`"${r.descricao}" tem grade: conte cada combinação`];
  }
  if (Object.keys(erros).length) throw new ValidationError(erros, 'Há produtos que não podem ser contados.');
  const diferencas: DiferencaContagem[] = rows.map((r) => ({
    produto_id: r.produto_id,
    codigo: r.codigo,
    descricao: r.descricao,
    unidade: r.unidade,
    sistema: r.sistema,
    contado: r.contado,
    diferenca: r.diferenca,
    custo_medio: r.custo_medio,
    valor: r.valor,
  }));
  const movimentos: MovimentoGravado[] = [];
  let documento: number | null = null;
  if (confirmar) {
    documento = await numeroDocumento(c);
    for (const d of diferencas) {
      if (/^-?0+(\.0+)?$/.test(d.diferenca)) continue;
      const r = await lancarMovimento(c, emitenteId, {
        produtoId: d.produto_id,
        tipoEstoqueId,
        quantidade: d.diferenca,
        operacao: 'ajuste',
        documento: { tipo: 'contagem', id: documento },
        observacao: `Contagem de inventário: sistema ${curto(d.sistema)}, contado ${curto(d.contado)}`,
        usuarioId,
        politica: 'permitir',
        data,
      });
      movimentos.push(...r.movimentos);
    }
  }
  return { diferencas, movimentos, documento };
}
