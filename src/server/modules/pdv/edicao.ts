/**
 * `PUT /v1/vendasCupomItem/Edicao/` (SPEC §7): corrige um item de uma venda
 * cuja NFC-e ainda não foi autorizada (situação 'digitacao' ou 'rejeitada' — ex.: rejeição por
 * dado do produto, ou venda gravada sem emitir pela conversão de pedido). Corpo: `id` do item e
 * `quantidade`, `valor_unitario`, `valor_desconto` (R$) e/ou `cancelado` (true tira o item da nota).
 *
 * Na mesma transação: recalcula tributos e totais de todos os itens (mesmo cálculo da venda),
 * acerta o estoque pela diferença (saída 'venda' a mais, ou 'devolucao' do que saiu a mais, pelo
 * razão), e o troco: o total novo não pode passar do que foi pago (HTTP 400 — cancele a venda e
 * refaça), e o troco muda pela diferença (lançada no caixa como 'troco'). Depois é só transmitir.
 *
 * Limite de desconto (o mesmo da venda, `conferirDesconto` em desconto.ts): depois do recálculo,
 * se a correção aumentou o percentual de desconto do item ou da venda, o novo percentual tem de
 * caber no limite do usuário (ou ser liberado por `supervisor: {login, senha}` no corpo). Baixar o
 * `valor_unitario` abaixo do que a venda gravou conta como desconto (sobre o preço original). Um
 * percentual que já estava na venda (aprovado ao vender) não é conferido de novo.
 * @throws ValidationError (400) com a chave do campo; ApiError 400 (situação), 403 (supervisor) ou 404.
 */
import { Decimal } from 'decimal.js';
import type { Client, TenantContext } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound } from '../../http/envelope.ts';
import type { DadosCliente } from '../fiscal/calculo.ts';
import { calcularTributosDoDocumento } from '../fiscal/tributos-do-documento.ts';
import { lancarMovimento } from '../estoque/index.ts';
import { conferirDesconto, type DescontoItem } from './desconto.ts';
import { modeloDeVenda } from './venda.ts';

function decimal(v: unknown, campo: string, casas: number, positivo = false): Decimal {
  let d: Decimal;
  try {
    d = new Decimal(typeof v === 'string' ? v.replace(',', '.').trim() : (v as number));
  } catch {
    throw new ValidationError({ [campo]: ['Valor numérico inválido'] });
  }
  if (!d.isFinite() || d.isNegative() || (positivo && d.isZero()))
    throw new ValidationError({ [campo]: [positivo ? 'Deve ser maior que zero' : 'Não pode ser negativo'] });
  if (d.decimalPlaces() > casas) throw new ValidationError({ [campo]: [`Use no máximo ${casas} casas decimais`] });
  return d;
}

const razao = (desconto: Decimal, bruto: Decimal) => (bruto.isZero() ? new Decimal(0) : desconto.dividedBy(bruto));

/**
 * Corrige o item (ver cabeçalho) na transação de tenant `c`.
 * @param o.descontoIlimitado gerente (Permitir.Configuracao.Alterar): sem limite de desconto.
 */
export async function editarItemVenda(c: Client, ctx: TenantContext, b: Record<string, unknown>, o: { descontoIlimitado?: boolean } = {}) {
  const emitenteId = ctx.emitenteId!;
  const itemId = Number(b?.id);
  if (!Number.isInteger(itemId) || itemId < 1) throw new ValidationError({ id: ['Informe o item'] });
  const { rows: ir } = await c.query('SELECT * FROM venda_cupom_item WHERE emitente_id = $1 AND id = $2', [emitenteId, itemId]);
  const item = ir[0];
  if (!item) throw notFound('Item não encontrado.');
  const { rows: vr } = await c.query('SELECT * FROM venda_cupom WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, item.venda_cupom_id]);
  const v = vr[0];
  if (v.situacao !== 'digitacao' && v.situacao !== 'rejeitada')
    throw new ApiError(400, `Itens só podem ser corrigidos antes da autorização (a venda está '${v.situacao}').`, { situacao: ['Venda já emitida'] });
  const novo = {
    quantidade: b.quantidade !== undefined ? decimal(b.quantidade, 'quantidade', 4, true) : new Decimal(item.quantidade),
    valor_unitario: b.valor_unitario !== undefined ? decimal(b.valor_unitario, 'valor_unitario', 4) : new Decimal(item.valor_unitario),
    valor_desconto: b.valor_desconto !== undefined ? decimal(b.valor_desconto, 'valor_desconto', 2) : new Decimal(item.valor_desconto),
    cancelado: b.cancelado !== undefined ? b.cancelado === true || b.cancelado === 'true' : Boolean(item.cancelado),
  };
  if (novo.valor_desconto.greaterThan(novo.quantidade.times(novo.valor_unitario).toDecimalPlaces(2)))
    throw new ValidationError({ valor_desconto: ['O desconto não pode passar do valor do item'] });
  await c.query('UPDATE venda_cupom_item SET quantidade = $3, valor_unitario = $4, valor_desconto = $5, cancelado = $6 WHERE emitente_id = $1 AND id = $2', [
    emitenteId,
    itemId,
    novo.quantidade.toString(),
    novo.valor_unitario.toString(),
    novo.valor_desconto.toFixed(2),
    novo.cancelado,
  ]);
  const { rows: itens } = await c.query('SELECT * FROM venda_cupom_item WHERE emitente_id = $1 AND venda_cupom_id = $2 AND NOT cancelado ORDER BY id', [
    emitenteId,
    v.id,
  ]);
  if (!itens.length) throw new ValidationError({ cancelado: ['A venda precisa de ao menos um item: cancele a venda'] });
  const { rows: em } = await c.query('SELECT uf FROM emitente WHERE id = $1', [emitenteId]);
  const consumidor: DadosCliente = { id: 0, uf: em[0]?.uf ?? null, ind_ie_dest: 9, tipo_pessoa: 'F', pais_id: 1058, consumidor_final: true };
  const { resultado: calc } = await calcularTributosDoDocumento(c, emitenteId, {
    cabecalho: { tipo_operacao: 1, finalidade: 1, consumidor_final: 1, operacao: 'venda' },
    itens: itens.map((i) => ({
      produto_id: i.produto_id,
      quantidade: String(i.quantidade),
      valor_unitario: String(i.valor_unitario),
      valor_desconto: String(i.valor_desconto),
      cfop: i.cfop,
    })),
    destinatario: consumidor,
  });
  const liberadoPor = await conferirCorrecao(c, ctx, b, o, {
    v,
    item,
    novo,
    vProd: new Decimal(calc.totais.ICMSTot.vProd),
    vDesc: new Decimal(calc.totais.ICMSTot.vDesc),
  });
  if (liberadoPor) await c.query('UPDATE venda_cupom SET desconto_liberado_por = $3 WHERE emitente_id = $1 AND id = $2', [emitenteId, v.id, liberadoPor]);
  for (const [n, i] of calc.itens.entries()) {
    await c.query('UPDATE venda_cupom_item SET valor_total = $3, tributos = $4 WHERE emitente_id = $1 AND id = $2', [
      emitenteId,
      itens[n].id,
      i.valor_produto,
      i.tributos,
    ]);
  }
  const total = new Decimal(calc.totais.ICMSTot.vNF);
  const pago = new Decimal(v.valor_pago);
  if (total.greaterThan(pago))
    throw new ValidationError(
      { quantidade: [`O novo total (R$ ${total.toFixed(2).replace('.', ',')}) passa do valor pago: cancele a venda e refaça`] },
      'Total maior que o pago.',
    );
  const trocoNovo = pago.minus(total);
  const { rows: din } = await c.query(
    `SELECT coalesce(sum(valor), 0) AS v FROM venda_cupom_pagamento WHERE emitente_id = $1 AND venda_cupom_id = $2 AND t_pag = '01'`,
    [emitenteId, v.id],
  );
  if (trocoNovo.greaterThan(din[0].v)) throw new ValidationError({ quantidade: ['O troco passaria do valor pago em dinheiro'] });
  const diferencaTroco = trocoNovo.minus(v.valor_troco);
  await c.query('UPDATE venda_cupom SET valor_produtos = $3, valor_desconto = $4, valor_total = $5, valor_troco = $6 WHERE emitente_id = $1 AND id = $2', [
    emitenteId,
    v.id,
    calc.totais.ICMSTot.vProd,
    calc.totais.ICMSTot.vDesc,
    total.toFixed(2),
    trocoNovo.toFixed(2),
  ]);
  if (v.caixa_id && !diferencaTroco.isZero())
    await c.query(
      `INSERT INTO caixa_movimento (emitente_id, caixa_id, tipo, t_pag, valor, venda_cupom_id, usuario_id, observacao) VALUES ($1, $2, 'troco', '01', $3, $4, $5, 'Ajuste do troco (item corrigido)')`,
      [emitenteId, v.caixa_id, diferencaTroco.negated().toFixed(2), v.id, ctx.usuarioId || null],
    );
  // estoque: quantidade que deveria ter saído menos a que saiu, por produto
  const antes = new Decimal(item.cancelado ? 0 : item.quantidade);
  const depois = novo.cancelado ? new Decimal(0) : novo.quantidade;
  const delta = depois.minus(antes);
  if (!delta.isZero()) {
    await lancarMovimento(c, emitenteId, {
      produtoId: item.produto_id,
      quantidade: delta.negated().toString(),
      operacao: delta.greaterThan(0) ? 'venda' : 'devolucao',
      documento: { tipo: 'venda_cupom', id: v.id },
      usuarioId: ctx.usuarioId || null,
      observacao: `Correção do item da venda PDV ${v.id}`,
    });
  }
  return { venda: v.id, item: itemId, valor_total: total.toFixed(2), valor_troco: trocoNovo.toFixed(2) };
}

/**
 * Confere o limite de desconto depois da correção (ver cabeçalho): só o que subiu é conferido.
 * Preço unitário abaixo do gravado vira desconto sobre o preço original (bruto de referência).
 * @returns id do supervisor que liberou, ou `null`.
 * @throws ValidationError 400 (acima do limite; campo `valor_desconto` ou `valor_unitario`), ApiError 403 (supervisor).
 */
async function conferirCorrecao(
  c: Client,
  ctx: TenantContext,
  b: Record<string, unknown>,
  o: { descontoIlimitado?: boolean },
  x: {
    v: Record<string, any>;
    item: Record<string, any>;
    novo: { quantidade: Decimal; valor_unitario: Decimal; valor_desconto: Decimal; cancelado: boolean };
    vProd: Decimal;
    vDesc: Decimal;
  },
): Promise<number | null> {
  const { v, item, novo } = x;
  const vuAntes = new Decimal(item.valor_unitario);
  const reducaoPreco = novo.valor_unitario.lessThan(vuAntes);
  // item depois: bruto ao preço de referência e desconto efetivo (desconto + redução do preço)
  const brutoRef = novo.quantidade.times(Decimal.max(vuAntes, novo.valor_unitario)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const liquido = novo.quantidade.times(novo.valor_unitario).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).minus(novo.valor_desconto);
  const descItem = brutoRef.minus(liquido);
  const antesItem = item.cancelado
    ? new Decimal(0)
    : razao(new Decimal(item.valor_desconto), new Decimal(item.quantidade).times(vuAntes).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  const itemSubiu = !novo.cancelado && razao(descItem, brutoRef).greaterThan(antesItem);
  // venda depois: totais recalculados mais a redução do preço do item
  const extra = novo.cancelado ? new Decimal(0) : brutoRef.minus(novo.quantidade.times(novo.valor_unitario).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  const brutoVenda = x.vProd.plus(extra);
  const descVenda = x.vDesc.plus(extra);
  const vendaSubiu = razao(descVenda, brutoVenda).greaterThan(razao(new Decimal(v.valor_desconto), new Decimal(v.valor_produtos)));
  if (!itemSubiu && !vendaSubiu) return null;
  const modelo = await modeloDeVenda(c, ctx.emitenteId!, v.modelo_venda_cupom_id ?? null).catch(() => modeloDeVenda(c, ctx.emitenteId!, null));
  const itens: DescontoItem[] = itemSubiu ? [{ bruto: brutoRef, desconto: descItem }] : [];
  return conferirDesconto(
    c,
    ctx.emitenteId!,
    {
      usuarioId: ctx.usuarioId || null,
      ilimitado: o.descontoIlimitado,
      limiteModelo: modelo.desconto_maximo,
      supervisor: (b.supervisor as Record<string, unknown> | null) ?? null,
      campoItem: reducaoPreco && b.valor_desconto === undefined ? 'valor_unitario' : 'valor_desconto',
    },
    itens,
    brutoVenda,
    vendaSubiu ? descVenda : new Decimal(0),
  );
}
