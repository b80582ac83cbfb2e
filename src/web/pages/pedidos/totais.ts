/**
 * Totais do pedido calculados na tela enquanto se digita, com a mesma regra do
 * servidor (src/server/modules/pedidos/cadastro.ts): item = quantidade × valor unitário − desconto,
 * arredondado a centavos meio-para-cima; adicional = quantidade × valor; total do pedido = itens +
 * adicionais + frete + outras despesas − desconto geral. Aritmética exata em inteiros (BigInt: 4
 * casas para quantidade e valor unitário, centavos no resultado), nunca ponto flutuante. O servidor
 * recalcula e grava; a tela só mostra.
 */

type Linha = Record<string, unknown> | null | undefined;

/** `v` em unidades de 10^-`casas` (arredondado), 0n quando vazio ou inválido. */
function escalar(v: unknown, casas: number): bigint {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n)) return 0n;
  return BigInt(Math.round(n * 10 ** casas));
}

/** Divide `v` (inteiro) por 10^`casas`, arredondando meio-para-cima (afastando do zero). */
function arredondar(v: bigint, casas: number): bigint {
  const d = 10n ** BigInt(casas);
  const meio = d / 2n;
  return v >= 0n ? (v + meio) / d : -((-v + meio) / d);
}

/** Total de uma linha em centavos: quantidade × valor unitário − desconto; null sem quantidade ou valor. */
export function centavosDoItem(item: Linha): bigint | null {
  if (!item) return null;
  const vazio = (v: unknown) => v === null || v === undefined || v === '';
  if (vazio(item.quantidade) || vazio(item.valor_unitario)) return null;
  const bruto = arredondar(escalar(item.quantidade, 4) * escalar(item.valor_unitario, 4), 6);
  return bruto - escalar(item.valor_desconto, 2);
}

/** Centavos em reais (número com 2 casas), para campos e `moeda()`. */
export function reais(centavos: bigint): number {
  return Number(centavos) / 100;
}

/** Totais do pedido `v` (valores do formulário): itens+adicionais, total e a soma dos pagamentos, em centavos. */
export function totaisDoPedido(v: Record<string, unknown>): { produtos: bigint; total: bigint; pagamentos: bigint } {
  const lista = (k: string) => (Array.isArray(v[k]) ? (v[k] as Linha[]) : []);
  let produtos = 0n;
  for (const i of lista('Item')) produtos += centavosDoItem(i) ?? 0n;
  for (const s of lista('SubItem')) {
    const q = s?.quantidade === null || s?.quantidade === undefined || s?.quantidade === '' ? 1 : s.quantidade;
    produtos += arredondar(escalar(q, 4) * escalar(s?.valor_unitario, 4), 6);
  }
  const total = produtos + escalar(v.valor_frete, 2) + escalar(v.valor_outros, 2) - escalar(v.valor_desconto, 2);
  let pagamentos = 0n;
  for (const p of lista('Pagamento')) pagamentos += escalar(p?.valor, 2);
  return { produtos, total, pagamentos };
}
