/**
 * Pedido → venda do PDV com NFC-e ("convert to billing (NF-e...) or to a PDV
 * sale"). Para o balcão que recebe o pedido pronto (retirada na loja, delivery pago na entrega).
 *
 * `POST /v1/pedido/ConverterVenda` `{id}` (rotas em index.ts) -> a resposta da emissão da NFC-e
 * (`{venda_cupom_id, situacao, chave, ...}` do PDV), com:
 * - numa transação: a venda gravada pelo serviço do PDV (`gravarVenda`: itens com o preço e o
 *   desconto do pedido, desconto do pedido rateado, pagamentos do pedido — crédito em loja vira
 *   conta a receber —, saída de estoque pelo razão), sem caixa (venda de pedido, `caixaId: null`); o
 *   vendedor do pedido copiado para a venda (`venda_cupom.vendedor_id`); o
 *   pedido ligado à venda (`venda_cupom_id`) e levado à etapa `faturado`; a reserva de estoque do
 *   pedido marcada consumida (a saída é a da venda: sai uma vez só);
 * - na mesma transação, a NFC-e preparada (número, XML guardado, 'transmitindo'); depois do commit
 *   a transmissão (autorizada, rejeitada ou em contingência: a venda está feita de qualquer jeito,
 *   como no balcão), e a chave copiada para o pedido. Uma queda no meio deixa nada ou a venda em
 *   'transmitindo', concluída pela recuperação (pdv/recuperacao.ts).
 * Recusas (400, nada gravado): pedido fora de aprovado/em separação, já com NF-e ou venda, com frete
 * (a NFC-e não tem transporte: modFrete 9, MOC 7.0 regra de validação X01-10 para modelo 65), com
 * adicionais cobrados ou outras despesas (a venda do PDV não tem vOutro), com contas a receber já
 * lançadas pelo pedido (seriam lançadas de novo), ou sem pagamentos que fechem o total.
 */
import { Decimal } from 'decimal.js';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import { ApiError, notFound } from '../../http/envelope.ts';
import { encerrarReservas } from '../estoque/reserva.ts';
import { gravarVenda, type VendaEntrada } from '../pdv/venda.ts';
import { concluirEmissao, prepararEmissao, type RespostaVenda } from '../pdv/emissao.ts';
import { situacaoDaEtapa } from './cadastro.ts';
import { ETAPAS_COM_RESERVA, etapaDoPedido } from './etapas.ts';

const recusa = (mensagem: string, campo: string, detalhe: string) => new ApiError(400, mensagem, { [campo]: [detalhe] });

/** Converte o pedido em venda do PDV e emite a NFC-e. @throws ApiError 400/404 (ver o módulo). */
export async function converterEmVendaPdv(db: Database, config: Config, ctx: TenantContext, pedidoId: number): Promise<RespostaVenda> {
  const emitenteId = ctx.emitenteId!;
  const venda = await withTenant(db, ctx, async (c) => {
    const etapa = await etapaDoPedido(c, emitenteId, pedidoId, true);
    const { rows } = await c.query(
      `SELECT p.*, p.valor_frete::text AS frete, p.valor_desconto::text AS desconto, p.valor_outros::text AS outros,
              pc.nome AS cliente_nome, pc.cpf_cnpj AS cliente_documento
         FROM pedido p LEFT JOIN pedido_cliente pc ON pc.emitente_id = p.emitente_id AND pc.pedido_id = p.id
        WHERE p.emitente_id = $1 AND p.id = $2`,
      [emitenteId, pedidoId],
    );
    const p = rows[0];
    if (!p) throw notFound('Pedido não encontrado.');
    if (p.faturamento_id) throw recusa(`Pedido já convertido na NF-e ${p.faturamento_id}.`, 'situacao', 'Pedido já tem NF-e');
    if (p.venda_cupom_id) throw recusa(`Pedido já convertido na venda ${p.venda_cupom_id} do PDV.`, 'situacao', 'Pedido já tem venda');
    if (!ETAPAS_COM_RESERVA.has(etapa)) throw recusa('Aprove o pedido antes de convertê-lo em venda.', 'situacao', `Etapa ${etapa}`);
    if (new Decimal(p.frete).gt(0)) throw recusa('A NFC-e não tem frete: gere a NF-e para este pedido.', 'valor_frete', 'Pedido com frete');
    const { rows: subs } = await c.query('SELECT coalesce(sum(valor_total), 0)::text AS v FROM pedido_sub_item WHERE emitente_id = $1 AND pedido_id = $2', [
      emitenteId,
      pedidoId,
    ]);
    if (new Decimal(p.outros).gt(0) || new Decimal(subs[0].v).gt(0)) {
      throw recusa(
        'A venda do PDV não leva outras despesas nem adicionais cobrados: gere a NF-e para este pedido.',
        'valor_outros',
        'Pedido com outras despesas',
      );
    }
    const { rows: lancados } = await c.query('SELECT 1 FROM pedido_receber WHERE emitente_id = $1 AND pedido_id = $2 LIMIT 1', [emitenteId, pedidoId]);
    if (lancados.length) throw recusa('O pedido já lançou contas a receber: gere a NF-e para não lançá-las de novo.', 'situacao', 'Contas já lançadas');
    const { rows: itens } = await c.query(
      `SELECT produto_id, quantidade::text AS quantidade, valor_unitario::text AS valor_unitario, valor_desconto::text AS valor_desconto, codigo_barras
         FROM pedido_item WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY id`,
      [emitenteId, pedidoId],
    );
    if (!itens.length) throw recusa('Pedido sem itens não vira venda.', 'Item', 'Inclua ao menos um item');
    const { rows: pags } = await c.query(
      'SELECT t_pag, valor::text AS valor, vencimento::text AS vencimento FROM pedido_pagamento WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY parcela, id',
      [emitenteId, pedidoId],
    );
    if (!pags.length) throw recusa('Informe os pagamentos do pedido antes de convertê-lo em venda.', 'Pagamento', 'Sem pagamentos');
    const entrada: VendaEntrada = {
      itens: itens.map((i) => ({
        produto_id: i.produto_id,
        quantidade: i.quantidade,
        valor_unitario: i.valor_unitario,
        valor_desconto: i.valor_desconto,
        codigo_barras: i.codigo_barras ?? null,
      })),
      pagamentos: pags.map((x) => ({ t_pag: x.t_pag, valor: x.valor, vencimento: x.vencimento })),
      valor_desconto: p.desconto,
      cliente_id: p.cliente_id ?? null,
      cpf_cnpj: p.cliente_documento ?? null,
      nome: p.cliente_nome ?? null,
      informacoes_complementares: `Pedido nº ${p.numero}.`,
    };
    const id = await gravarVenda(c, ctx, entrada, { usuarioId: ctx.usuarioId ?? null, caixaId: null, descontoIlimitado: true });
    if (p.vendedor_id) await c.query('UPDATE venda_cupom SET vendedor_id = $3 WHERE emitente_id = $1 AND id = $2', [emitenteId, id, p.vendedor_id]);
    const faturado = await situacaoDaEtapa(c, emitenteId, 'faturado');
    await c.query('UPDATE pedido SET venda_cupom_id = $3, situacao_pedido_id = $4 WHERE emitente_id = $1 AND id = $2', [emitenteId, pedidoId, id, faturado]);
    await encerrarReservas(c, emitenteId, 'pedido', pedidoId, 'consumida');
    // a NFC-e preparada na mesma transação: uma queda deixa nada ou a venda em 'transmitindo' (pdv/recuperacao.ts)
    return { id, prep: await prepararEmissao(c, config, ctx, id) };
  });
  const r = await concluirEmissao(db, config, ctx, venda.id, venda.prep);
  await withTenant(db, ctx, (c) =>
    c.query(
      `UPDATE pedido p SET chave_nfe = v.chave FROM venda_cupom v
        WHERE p.emitente_id = $1 AND p.id = $2 AND v.emitente_id = p.emitente_id AND v.id = p.venda_cupom_id AND v.chave IS NOT NULL`,
      [emitenteId, pedidoId],
    ),
  );
  return r;
}
