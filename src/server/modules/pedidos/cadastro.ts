/**
 * Gravação do pedido pela API genérica (POST/PUT /v1/pedido/, hook de src/server/crud/hooks.ts):
 *
 * - número sequencial por empresa (o maior + 1, sob trava transacional do emitente) e situação
 *   inicial = a primeira situação ativa da etapa `orcamento` (pela ordem do quadro);
 * - itens: descrição, unidade, código de barras (GTIN) e valor unitário (preço de venda) do produto
 *   quando não informados; total do
 *   item = quantidade × valor unitário − desconto (R$, 2 casas, arredondamento meio-para-cima);
 * - adicionais (pedidoSubItem): total = qtd × valor;
 * - totais: total_produtos = itens + adicionais; total_pedido = produtos + frete + outras − desconto
 *   (desconto maior que o pedido: 400 `valor_desconto`);
 * - o orçamento é um rascunho: pode ser gravado com pagamentos que ainda não fecham o total ou com
 *   adicional apontando para um item que ainda não existe. Para aprovar (e enquanto aprovado/em
 *   separação) vale o estrito ({@link calcular} com `estrito`): cada adicional aponta para um item
 *   da lista (400 `SubItem[n].item`) e, havendo pagamentos, a soma fecha com o total (400 `Pagamento`,
 *   valores em pt-BR: "A soma dos pagamentos (R$ 9,00) difere do total do pedido (R$ 88,41)");
 * - cliente e endereço de cobrança são copiados do cadastro do cliente quando não enviados (e
 *   recopiados quando o cliente muda), para o pedido impresso não mudar com o cadastro;
 * - só se altera/exclui pedido nas etapas orçamento, aprovado e em separação e ainda sem NF-e
 *   (400 `situacao`); num pedido aprovado/em separação, itens alterados refazem a reserva de estoque.
 * Valores em R$ com decimal.js; nunca ponto flutuante (arquitetura §4).
 */
import { Decimal } from 'decimal.js';
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { registrarHook, type ArgsGravar } from '../../crud/hooks.ts';
import { encerrarReservas, reservar } from '../estoque/reserva.ts';
import { formatarMoeda } from '../financeiro/formato.ts';
import { ETAPAS_COM_RESERVA, ETAPAS_EDITAVEIS, etapaDoPedido, type Etapa } from './etapas.ts';

type Linha = Record<string, unknown>;
const dec = (v: unknown) => new Decimal(v === undefined || v === null || v === '' ? 0 : (v as Decimal.Value));
const r2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Próximo número de pedido do emitente (trava transacional: dois pedidos simultâneos não repetem). */
async function proximoNumero(c: Client, emitenteId: number): Promise<number> {
  await c.query("SELECT pg_advisory_xact_lock(hashtext('pedido_numero'), $1)", [emitenteId]);
  const { rows } = await c.query('SELECT coalesce(max(numero), 0) + 1 AS n FROM pedido WHERE emitente_id = $1', [emitenteId]);
  return Number(rows[0].n);
}

/** Situação inicial (etapa orçamento, menor ordem). @throws ApiError 400 quando a empresa não tem nenhuma. */
export async function situacaoDaEtapa(c: Client, emitenteId: number, etapa: Etapa): Promise<number> {
  const { rows } = await c.query('SELECT id FROM situacao_pedido WHERE emitente_id = $1 AND etapa = $2 AND ativo ORDER BY ordem, id LIMIT 1', [
    emitenteId,
    etapa,
  ]);
  if (!rows[0]) throw new ApiError(400, `Cadastre uma situação de pedido ativa na etapa "${etapa}".`, { situacao_pedido_id: ['Situação não cadastrada'] });
  return rows[0].id;
}

/** Completa os itens com os dados do produto e calcula os totais; lança 400 por campo. */
export async function calcular(c: Client, emitenteId: number, cab: Linha, itens: Linha[], subs: Linha[], pagamentos: Linha[] | undefined, estrito: boolean) {
  const erros: Record<string, string[]> = {};
  const ids = [...new Set(itens.map((i) => Number(i.produto_id)))];
  const { rows: prods } = await c.query(
    'SELECT id, descricao, unidade, gtin, preco_venda::text AS preco_venda FROM produto WHERE emitente_id = $1 AND id = ANY($2::int[])',
    [emitenteId, ids],
  );
  const porId = new Map(prods.map((p) => [p.id, p]));
  let total = new Decimal(0);
  itens.forEach((i, n) => {
    const p = porId.get(Number(i.produto_id));
    if (!p) {
      erros[`Item[${n}].produto_id`] = ['Produto não encontrado'];
      return;
    }
    i.descricao = i.descricao || p.descricao;
    i.unidade = i.unidade || p.unidade;
    if (i.valor_unitario === undefined || i.valor_unitario === null || i.valor_unitario === '') i.valor_unitario = Number(p.preco_venda ?? 0);
    if (!i.codigo_barras && p.gtin && /^([0-9]{8}|[0-9]{12,14})$/.test(p.gtin)) i.codigo_barras = p.gtin;
    const bruto = dec(i.quantidade).times(dec(i.valor_unitario));
    const desc = dec(i.valor_desconto);
    if (desc.greaterThan(bruto)) erros[`Item[${n}].valor_desconto`] = ['Desconto maior que o valor do item'];
    i.valor_total = r2(bruto.minus(desc)).toFixed(2);
    total = total.plus(i.valor_total as string);
  });
  subs.forEach((s, n) => {
    if (estrito && (!Number.isInteger(Number(s.item)) || Number(s.item) < 1 || Number(s.item) > itens.length))
      erros[`SubItem[${n}].item`] = [`Informe o número de um item do pedido (1 a ${itens.length})`];
    s.quantidade ??= 1;
    s.valor_unitario ??= 0;
    s.valor_total = r2(dec(s.quantidade).times(dec(s.valor_unitario))).toFixed(2);
    total = total.plus(s.valor_total as string);
  });
  const totalPedido = total.plus(dec(cab.valor_frete)).plus(dec(cab.valor_outros)).minus(dec(cab.valor_desconto));
  if (totalPedido.isNegative()) erros.valor_desconto = ['Desconto maior que o total do pedido'];
  if (estrito && pagamentos?.length) {
    const soma = pagamentos.reduce((a, p) => a.plus(dec(p.valor)), new Decimal(0));
    if (!soma.equals(r2(totalPedido)))
      erros.Pagamento = [`A soma dos pagamentos (${formatarMoeda(soma)}) difere do total do pedido (${formatarMoeda(totalPedido)})`];
  }
  if (Object.keys(erros).length) {
    const [k, v] = Object.entries(erros)[0];
    throw new ValidationError(erros, `${k}: ${v[0]}`);
  }
  return { total_produtos: r2(total).toFixed(2), total_pedido: r2(totalPedido).toFixed(2) };
}

/** Cópia do cadastro do cliente: [Cliente], [Endereco] (vazia quando o cadastro não tem endereço). */
async function copiaDoCliente(c: Client, emitenteId: number, clienteId: unknown): Promise<{ cliente: Linha[]; endereco: Linha[] }> {
  const { rows } = await c.query(
    `SELECT nome, cpf_cnpj, ie, email, telefone, cep, logradouro, numero, complemento, bairro, cidade_id, uf
       FROM cliente WHERE emitente_id = $1 AND id = $2`,
    [emitenteId, clienteId],
  );
  const k = rows[0];
  if (!k) throw new ValidationError({ cliente_id: ['Cliente não encontrado'] }, 'cliente_id: Cliente não encontrado');
  const corte = (v: unknown, n: number) => (typeof v === 'string' && v ? v.slice(0, n) : null);
  return {
    cliente: [{ nome: corte(k.nome, 60), cpf_cnpj: corte(k.cpf_cnpj, 14), ie: corte(k.ie, 14), email: corte(k.email, 60), telefone: corte(k.telefone, 14) }],
    endereco: k.logradouro
      ? [
          {
            cep: k.cep,
            logradouro: corte(k.logradouro, 60),
            numero: corte(k.numero, 60) ?? 'S/N',
            complemento: corte(k.complemento, 60),
            bairro: corte(k.bairro, 60),
            cidade_id: k.cidade_id,
            uf: k.uf,
          },
        ]
      : [],
  };
}

async function antesDeGravar({ c, ctx, record, children, current }: ArgsGravar): Promise<void> {
  const emitenteId = ctx.emitenteId!;
  let etapa: Etapa = 'orcamento';
  if (current) {
    etapa = await etapaDoPedido(c, emitenteId, current.id as number, true);
    exigirEditavel(etapa, current.faturamento_id);
  } else {
    record.numero = await proximoNumero(c, emitenteId);
    record.situacao_pedido_id = await situacaoDaEtapa(c, emitenteId, 'orcamento');
  }
  // itens com id precisam ser deste pedido
  const erros: Record<string, string[]> = {};
  for (const [nome, lista] of Object.entries(children)) {
    const meus = new Set(((current?.[nome] as Linha[] | undefined) ?? []).map((i) => i.id));
    lista.forEach((i, n) => {
      if (i.id !== undefined && i.id !== null && !meus.has(i.id)) erros[`${nome}[${n}].id`] = ['Item não pertence a este registro'];
    });
  }
  if (Object.keys(erros).length) throw new ValidationError(erros, 'Item não pertence a este registro.');
  const cab = { ...(current ?? {}), ...record };
  const itens = children.Item ?? ((current?.Item as Linha[] | undefined) ?? []).map((i) => ({ ...i }));
  const subs = children.SubItem ?? ((current?.SubItem as Linha[] | undefined) ?? []).map((i) => ({ ...i }));
  const pags = children.Pagamento ?? (current?.Pagamento as Linha[] | undefined);
  Object.assign(record, await calcular(c, emitenteId, cab, itens, subs, pags, ETAPAS_COM_RESERVA.has(etapa)));
  if (children.Item) children.Item = itens;
  if (children.SubItem) children.SubItem = subs;
  const clienteMudou = current && record.cliente_id !== undefined && record.cliente_id !== current.cliente_id;
  if (!current || clienteMudou) {
    const copia = await copiaDoCliente(c, emitenteId, cab.cliente_id);
    if (!children.Cliente?.length) children.Cliente = copia.cliente;
    if (!children.Endereco?.length) children.Endereco = copia.endereco;
  }
  if (current && children.Item && ETAPAS_COM_RESERVA.has(etapa)) {
    await encerrarReservas(c, emitenteId, 'pedido', current.id as number, 'liberada');
    await reservar(
      c,
      emitenteId,
      'pedido',
      current.id as number,
      itens.map((i) => ({ produtoId: Number(i.produto_id), quantidade: String(i.quantidade) })),
    );
  }
}

/** @throws ApiError 400 `situacao` quando o pedido não aceita mais alterações. */
function exigirEditavel(etapa: Etapa, faturamentoId: unknown): void {
  if (faturamentoId) throw new ApiError(400, 'Pedido já convertido em NF-e não pode ser alterado', { situacao: ['Pedido já convertido em NF-e'] });
  if (!ETAPAS_EDITAVEIS.has(etapa)) throw new ApiError(400, 'Pedido faturado, entregue ou cancelado não pode ser alterado', { situacao: [`Etapa ${etapa}`] });
}

/** Registra o hook do pedido (gravação e exclusão; a exclusão libera a reserva). */
export function registrarHooksPedido(): void {
  registrarHook('pedido', {
    antesDeGravar,
    antesDeExcluir: async ({ c, ctx, current }) => {
      const etapa = await etapaDoPedido(c, ctx.emitenteId!, current.id as number, true);
      exigirEditavel(etapa, current.faturamento_id);
      await encerrarReservas(c, ctx.emitenteId!, 'pedido', current.id as number, 'liberada');
    },
  });
}
