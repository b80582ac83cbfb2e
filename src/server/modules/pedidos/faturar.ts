/**
 * Pedido → NF-e e contas a receber.
 *
 * - {@link converterEmNFe}: gera o faturamento (NF-e modelo 55 em digitação) a partir do pedido
 *   aprovado/em separação, com o modelo de faturamento do pedido (natureza, série, tipo,
 *   finalidade, presença, frete, meio de pagamento, informações complementares) e o vendedor do
 *   pedido (`vendedor_id`, relatório de vendas por vendedor); os adicionais
 *   entram em "outras despesas" (vOutro, rateado) e na informação adicional do item; os pagamentos
 *   viram detPag (grupo YA) e as parcelas a prazo viram duplicatas (grupo Y) — a não ser que o
 *   pedido já tenha lançado as suas contas a receber. O pedido guarda o id do faturamento.
 * - Ouvinte do ciclo da NF-e (nfe/ciclo.ts) `pedidos`: nota do pedido `autorizada` → o pedido vai
 *   para a situação da etapa `faturado` com a chave, a reserva de estoque é marcada consumida (a
 *   baixa é a da NF-e, feita pelo ouvinte do estoque: sai uma vez só) e os títulos das duplicatas
 *   lançados pelo financeiro são ligados ao pedido (pedido_receber). `cancelada` → o pedido volta a
 *   aprovado, sem NF-e, e a reserva é refeita (o estoque voltou pelo estorno).
 * - {@link gerarReceber}: lança as contas a receber dos pagamentos do pedido com
 *   `lancarTitulos` (financeiro/titulos.ts), origem 'pedido' e idempotente por parcela.
 */
import { Decimal } from 'decimal.js';
import type { Client, TenantContext } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, notFound, ValidationError } from '../../http/envelope.ts';
import { Repository } from '../../crud/repository.ts';
import { Validators } from '../../crud/validate.ts';
import { registrarOuvinteCicloNFe, type NotaCiclo } from '../nfe/ciclo.ts';
import { calcularTributosDoDocumento } from '../fiscal/tributos-do-documento.ts';
import { lancarTitulos } from '../financeiro/titulos.ts';
import { encerrarReservas, reservar } from '../estoque/reserva.ts';
import { situacaoDaEtapa } from './cadastro.ts';
import { ETAPAS_COM_RESERVA, etapaDoPedido } from './etapas.ts';
import { itensParaReserva } from './situacao.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';

type Linha = Record<string, unknown>;

/** Meios de pagamento à vista (sem duplicata): dinheiro, cheque, cartões, vales, PIX, depósito. */
const A_VISTA = new Set(['01', '02', '03', '04', '10', '11', '12', '13', '16', '17', '18', '20']);

async function lerPedido(c: Client, emitenteId: number, pedidoId: number) {
  const { rows } = await c.query(
    `SELECT p.*, p.valor_frete::text AS valor_frete, p.valor_desconto::text AS valor_desconto, p.valor_outros::text AS valor_outros
       FROM pedido p WHERE p.emitente_id = $1 AND p.id = $2`,
    [emitenteId, pedidoId],
  );
  if (!rows[0]) throw notFound('Pedido não encontrado.');
  return rows[0];
}

/**
 * Gera a NF-e (faturamento em digitação) do pedido e liga os dois.
 * @returns `{faturamento_id, total_nota}`.
 * @throws ApiError 400 `situacao` (etapa que não fatura; pedido já com NF-e), 400 `Item` (sem itens),
 * ValidationError dos campos do faturamento; 404 pedido inexistente.
 */
export async function converterEmNFe(c: Client, ctx: TenantContext, registry: Registry, pedidoId: number) {
  const emitenteId = ctx.emitenteId!;
  const etapa = await etapaDoPedido(c, emitenteId, pedidoId, true);
  const p = await lerPedido(c, emitenteId, pedidoId);
  if (p.faturamento_id) throw new ApiError(400, `Pedido já convertido na NF-e ${p.faturamento_id}.`, { situacao: ['Pedido já tem NF-e'] });
  if (!ETAPAS_COM_RESERVA.has(etapa)) throw new ApiError(400, 'Aprove o pedido antes de gerar a NF-e.', { situacao: [`Etapa ${etapa}`] });
  const { rows: itens } = await c.query(
    `SELECT id, produto_id, descricao, unidade, quantidade::text AS quantidade, valor_unitario::text AS valor_unitario,
            valor_desconto::text AS valor_desconto, observacao FROM pedido_item WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY id`,
    [emitenteId, pedidoId],
  );
  if (!itens.length) throw new ApiError(400, 'Pedido sem itens não gera NF-e.', { Item: ['Inclua ao menos um item'] });
  const { rows: subs } = await c.query(
    'SELECT item, descricao, quantidade::text AS quantidade, valor_total::text AS valor_total FROM pedido_sub_item WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY id',
    [emitenteId, pedidoId],
  );
  const { rows: pags } = await c.query(
    'SELECT parcela, t_pag, vencimento::text AS vencimento, valor::text AS valor FROM pedido_pagamento WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY parcela, id',
    [emitenteId, pedidoId],
  );
  const { rows: jaLancados } = await c.query('SELECT 1 FROM pedido_receber WHERE emitente_id = $1 AND pedido_id = $2 LIMIT 1', [emitenteId, pedidoId]);
  const { rows: mod } = p.modelo_faturamento_id
    ? await c.query('SELECT * FROM modelos_faturamento WHERE emitente_id = $1 AND id = $2', [emitenteId, p.modelo_faturamento_id])
    : { rows: [] as Linha[] };
  const m = mod[0] ?? {};
  const adicionais = subs.reduce((a, s) => a.plus(s.valor_total), new Decimal(0));
  const infCpl = [m.informacoes_complementares, `Pedido nº ${p.numero}.`, p.observacao].filter((x) => typeof x === 'string' && x.trim()).join(' ');
  const cabecalho: Linha = {
    cliente_id: p.cliente_id,
    natureza_operacao: m.natureza_operacao ?? 'Venda de mercadoria',
    serie: m.serie ?? 1,
    tipo_operacao: m.tipo_operacao ?? 1,
    finalidade: m.finalidade ?? 1,
    presenca: m.presenca ?? 1,
    modalidade_frete: m.modalidade_frete ?? (p.transportadora_id ? 0 : 9),
    ...(p.transportadora_id ? { transportadora_id: p.transportadora_id } : {}),
    ...(p.vendedor_id ? { vendedor_id: p.vendedor_id } : {}),
    valor_frete: Number(p.valor_frete),
    valor_desconto: Number(p.valor_desconto),
    valor_outros: Number(new Decimal(p.valor_outros).plus(adicionais).toFixed(2)),
    ...(infCpl ? { informacoes_complementares: infCpl.slice(0, 5000) } : {}),
  };
  const itensNota = itens.map((i, n) => {
    const add = subs.filter((s) => Number(s.item) === n + 1).map((s) => `${s.descricao}${Number(s.quantidade) !== 1 ? ` x${Number(s.quantidade)}` : ''}`);
    const info = [i.observacao, add.length ? `Adicionais: ${add.join(', ')}` : null].filter(Boolean).join(' — ');
    return {
      produto_id: i.produto_id,
      ...(i.descricao ? { descricao: i.descricao } : {}),
      ...(i.unidade ? { unidade: i.unidade } : {}),
      quantidade: Number(i.quantidade),
      valor_unitario: Number(i.valor_unitario),
      valor_desconto: Number(i.valor_desconto),
      ...(info ? { informacao_adicional: info.slice(0, 500) } : {}),
    };
  });
  const validators = new Validators(registry);
  const fat = registry.get('faturamento');
  // total da nota com os tributos (ST/IPI podem somar): o último pagamento absorve a diferença
  const { resultado: previa } = await calcularTributosDoDocumento(c, emitenteId, { cabecalho: { ...cabecalho }, itens: itensNota.map((i) => ({ ...i })) });
  const totalNota = new Decimal(String(previa.cabecalho.total_nota ?? 0));
  const pagamentos = pags.map((x) => ({ t_pag: x.t_pag, valor: new Decimal(x.valor) }));
  if (!pagamentos.length && m.t_pag) pagamentos.push({ t_pag: m.t_pag, valor: totalNota });
  const soma = pagamentos.reduce((a, x) => a.plus(x.valor), new Decimal(0));
  if (pagamentos.length && !soma.equals(totalNota)) {
    const ultimo = pagamentos[pagamentos.length - 1];
    ultimo.valor = Decimal.max(0, ultimo.valor.plus(totalNota.minus(soma)));
  }
  const hoje = dataDeHoje();
  const aPrazo = jaLancados.length ? [] : pags.filter((x) => !A_VISTA.has(x.t_pag) && x.vencimento > hoje);
  const corpo = {
    ...cabecalho,
    Item: itensNota,
    Pagamento: pagamentos.map((x) => ({ t_pag: x.t_pag, valor: Number(x.valor.toFixed(2)) })),
    ...(aPrazo.length
      ? { Duplicata: aPrazo.map((x, n) => ({ numero: String(n + 1).padStart(3, '0'), vencimento: x.vencimento, valor: Number(x.valor) })) }
      : {}),
  };
  const { record, children } = validators.validate(fat, 'create', corpo);
  const nota = await new Repository(registry).create(c, fat, ctx, record, children);
  await c.query('UPDATE pedido SET faturamento_id = $3 WHERE emitente_id = $1 AND id = $2', [emitenteId, pedidoId, nota.id]);
  return { faturamento_id: nota.id as number, total_nota: nota.total_nota };
}

/**
 * Lança as contas a receber dos pagamentos do pedido (uma por parcela) e liga-as ao pedido.
 * Idempotente por parcela (origem 'pedido', origem_id = id do pagamento).
 * @returns ids dos títulos do pedido (todos, inclusive os já lançados antes).
 * @throws ApiError 400 (pedido cancelado ou em orçamento; NF-e gerada com duplicatas; sem pagamentos).
 */
export async function gerarReceber(c: Client, emitenteId: number, pedidoId: number): Promise<number[]> {
  const etapa = await etapaDoPedido(c, emitenteId, pedidoId, true);
  const p = await lerPedido(c, emitenteId, pedidoId);
  if (etapa === 'orcamento' || etapa === 'cancelado')
    throw new ApiError(400, 'Aprove o pedido antes de gerar as contas a receber.', { situacao: [`Etapa ${etapa}`] });
  if (p.faturamento_id) {
    const { rows } = await c.query('SELECT 1 FROM faturamento_duplicata WHERE emitente_id = $1 AND faturamento_id = $2 LIMIT 1', [
      emitenteId,
      p.faturamento_id,
    ]);
    if (rows.length) throw new ApiError(400, 'As contas a receber deste pedido vêm das duplicatas da NF-e gerada.', { Receber: ['NF-e com duplicatas'] });
  }
  const { rows: pags } = await c.query(
    `SELECT pp.id, pp.parcela, pp.t_pag, pp.vencimento::text AS vencimento, pp.valor::text AS valor,
            coalesce(pp.especie_id, (SELECT e.id FROM especie e WHERE e.emitente_id = pp.emitente_id AND e.t_pag = pp.t_pag ORDER BY e.id LIMIT 1)) AS especie_id
       FROM pedido_pagamento pp WHERE pp.emitente_id = $1 AND pp.pedido_id = $2 ORDER BY pp.parcela, pp.id`,
    [emitenteId, pedidoId],
  );
  if (!pags.length) throw new ValidationError({ Pagamento: ['Informe os pagamentos do pedido'] }, 'Pagamento: informe os pagamentos do pedido.');
  const novos = await lancarTitulos(
    c,
    emitenteId,
    'receber',
    pags.map((x, n) => ({
      documento: `PED ${p.numero}`,
      parcela: n + 1,
      total_parcelas: pags.length,
      pessoa_id: p.cliente_id,
      descricao: `Pedido nº ${p.numero} — parcela ${n + 1}/${pags.length}`,
      vencimento: x.vencimento,
      emissao: x.vencimento < dataDeHoje() ? x.vencimento : undefined,
      valor: x.valor,
      especie_id: x.especie_id,
      origem: 'pedido' as const,
      origem_id: x.id,
    })),
  );
  if (novos.length)
    await c.query('INSERT INTO pedido_receber (emitente_id, pedido_id, receber_id) SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING', [
      emitenteId,
      pedidoId,
      novos,
    ]);
  const { rows } = await c.query('SELECT receber_id FROM pedido_receber WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY receber_id', [emitenteId, pedidoId]);
  return rows.map((r) => r.receber_id);
}

async function aoMudarNota({ c, emitenteId, faturamentoId, evento }: NotaCiclo): Promise<void> {
  const { rows } = await c.query('SELECT id FROM pedido WHERE emitente_id = $1 AND faturamento_id = $2 FOR UPDATE', [emitenteId, faturamentoId]);
  if (!rows[0]) return;
  const pedidoId = rows[0].id as number;
  if (evento === 'autorizada') {
    const situacao = await situacaoDaEtapa(c, emitenteId, 'faturado');
    await c.query(
      `UPDATE pedido p SET situacao_pedido_id = $3, chave_nfe = f.chave FROM faturamento f
        WHERE p.emitente_id = $1 AND p.id = $2 AND f.emitente_id = p.emitente_id AND f.id = p.faturamento_id`,
      [emitenteId, pedidoId, situacao],
    );
    await encerrarReservas(c, emitenteId, 'pedido', pedidoId, 'consumida');
    await c.query(
      `INSERT INTO pedido_receber (emitente_id, pedido_id, receber_id)
       SELECT $1, $2, r.id FROM receber r WHERE r.emitente_id = $1 AND r.faturamento_id = $3 ON CONFLICT DO NOTHING`,
      [emitenteId, pedidoId, faturamentoId],
    );
  } else {
    const situacao = await situacaoDaEtapa(c, emitenteId, 'aprovado');
    await c.query(
      `UPDATE pedido SET situacao_pedido_id = $3, faturamento_id = NULL, chave_nfe = NULL,
              observacao_interna = left(concat_ws(E'\\n', observacao_interna, 'NF-e ' || chave_nfe || ' cancelada; pedido voltou a aprovado.'), 2000)
        WHERE emitente_id = $1 AND id = $2`,
      [emitenteId, pedidoId, situacao],
    );
    await reservar(c, emitenteId, 'pedido', pedidoId, await itensParaReserva(c, emitenteId, pedidoId));
  }
}

/** Registra o ouvinte `pedidos` no ciclo da NF-e. */
export function registrarPedidosNFe(): void {
  registrarOuvinteCicloNFe({ nome: 'pedidos', aoMudar: aoMudarNota });
}
