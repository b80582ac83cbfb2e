/**
 * Kit desmembrado na NF-e ("a kit sells as one line and explodes into its
 * components for stock and, where the issuer chooses, into items on the NF-e").
 *
 * Com `configuracao.kit_desmembrar_nfe` ligado, cada item de faturamento cujo produto é um kit ativo
 * vira um item por componente, antes do cálculo dos tributos (cada componente leva o próprio NCM,
 * CFOP e tributação na nota):
 * - quantidade = quantidade do kit × quantidade do componente (prodKit);
 * - valor: o total do kit (quantidade × valor unitário, em R$) é rateado pelo peso de cada componente
 *   (preço de venda × quantidade; todos sem preço: por quantidade), em centavos, e o último recebe o
 *   resto — a soma dos itens é exatamente o total do kit; o valor unitário é esse total ÷ quantidade
 *   (até 10 casas, vUnCom do leiaute 4.00) e o desconto do kit é rateado do mesmo jeito;
 * - `informacao_adicional` (infAdProd) diz de que kit o item veio.
 * O estoque não muda de resultado: a baixa por nota já desdobra kits (nfe.ts); desmembrados, os
 * componentes baixam como itens comuns.
 * Itens que não são kit passam intactos, na ordem.
 */
import type { Client } from '../../db/tenant.ts';

type Item = Record<string, unknown>;

const centavos = (v: unknown) => Math.round(Number(v ?? 0) * 100);

/** Rateia `total` centavos pelos pesos; a soma do resultado é exatamente `total`. */
export function ratear(total: number, pesos: number[]): number[] {
  const soma = pesos.reduce((a, b) => a + b, 0);
  const base = soma > 0 ? pesos : pesos.map(() => 1);
  const s = base.reduce((a, b) => a + b, 0);
  const partes = base.map((p) => Math.floor((total * p) / s));
  partes[partes.length - 1]! += total - partes.reduce((a, b) => a + b, 0);
  return partes;
}

/**
 * Os itens com os kits trocados pelos componentes quando o emitente escolheu desmembrar; senão, os
 * mesmos itens. @throws nada além de erros do banco.
 */
export async function desmembrarKits(c: Client, emitenteId: number, itens: Item[]): Promise<Item[]> {
  const { rows: cfg } = await c.query('SELECT kit_desmembrar_nfe FROM configuracao WHERE emitente_id = $1', [emitenteId]);
  if (!cfg[0]?.kit_desmembrar_nfe) return itens;
  const ids = [...new Set(itens.map((i) => Number(i.produto_id)).filter((n) => Number.isSafeInteger(n) && n > 0))];
  if (!ids.length) return itens;
  const { rows } = await c.query(
    `SELECT k.produto_id AS kit_produto_id, kp.descricao AS kit_descricao, pk.produto_id, pk.quantidade::text AS quantidade, p.preco_venda::text AS preco
       FROM kit k
       JOIN produto kp ON kp.emitente_id = k.emitente_id AND kp.id = k.produto_id
       JOIN prod_kit pk ON pk.emitente_id = k.emitente_id AND pk.kit_id = k.id
       JOIN produto p ON p.emitente_id = pk.emitente_id AND p.id = pk.produto_id
      WHERE k.emitente_id = $1 AND k.ativo AND k.produto_id = ANY($2::int[])
      ORDER BY k.produto_id, pk.id`,
    [emitenteId, ids],
  );
  const componentes = new Map<number, Array<{ produto_id: number; quantidade: number; preco: number; kit: string }>>();
  for (const r of rows) {
    const l = componentes.get(r.kit_produto_id) ?? [];
    l.push({ produto_id: r.produto_id, quantidade: Number(r.quantidade), preco: Number(r.preco), kit: r.kit_descricao });
    componentes.set(r.kit_produto_id, l);
  }
  const saida: Item[] = [];
  for (const item of itens) {
    const comps = componentes.get(Number(item.produto_id));
    if (!comps?.length) {
      saida.push(item);
      continue;
    }
    const qtdKit = Number(item.quantidade ?? 0);
    const total = Math.round(qtdKit * Number(item.valor_unitario ?? 0) * 100);
    const pesos = comps.map((k) => Math.round(k.preco * k.quantidade * 10000));
    const valores = ratear(total, pesos);
    const descontos = ratear(centavos(item.valor_desconto), pesos);
    comps.forEach((k, n) => {
      const quantidade = Number((qtdKit * k.quantidade).toFixed(4));
      saida.push({
        produto_id: k.produto_id,
        quantidade,
        valor_unitario: quantidade > 0 ? Number((valores[n]! / 100 / quantidade).toFixed(10)) : 0,
        valor_desconto: descontos[n]! / 100,
        informacao_adicional: `Componente do kit ${k.kit}`.slice(0, 500),
      });
    });
  }
  return saida;
}
