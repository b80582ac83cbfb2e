/**
 * Fluxo do pedido por etapa: cada situação cadastrada (situacaoPedido) pertence a uma
 * etapa; o quadro arrasta o pedido entre situações e {@link alterarSituacao} decide pela etapa:
 *
 * | de \ para   | orcamento | aprovado | separacao | faturado | entregue | cancelado |
 * |-------------|-----------|----------|-----------|----------|----------|-----------|
 * | orcamento   | sim       | sim (reserva) | sim (reserva) | não | não | sim |
 * | aprovado    | sim (libera) | sim   | sim       | não      | não      | sim (libera) |
 * | separacao   | sim (libera) | sim   | sim       | não      | não      | sim (libera) |
 * | faturado    | não       | não      | não       | sim      | sim      | não       |
 * | entregue    | não       | não      | não       | sim      | sim      | não       |
 * | cancelado   | sim       | não      | não       | não      | não      | sim       |
 *
 * `faturado` só se alcança pela autorização da NF-e gerada do pedido (ciclo da NF-e, faturar.ts);
 * um pedido com NF-e ainda não autorizada não muda de situação à mão. Cancelar também cancela as
 * contas a receber do pedido ainda sem baixa (com baixa: 400, estorne antes). Bling/Tiny: o mesmo
 * fluxo "Em aberto → Aprovado → Em andamento → Atendido / Cancelado".
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { auditar } from '../auditoria/registro.ts';
import { encerrarReservas, reservar } from '../estoque/reserva.ts';
import { cancelarTitulosEmAberto, titulosComBaixa } from '../financeiro/titulos.ts';
import { calcular } from './cadastro.ts';
import { ETAPAS_COM_RESERVA, ETAPAS_EDITAVEIS, ROTULO_ETAPA as ROTULO, type Etapa, transicaoPermitida, etapaDoPedido } from './etapas.ts';

/** Itens do pedido para a reserva. */
export async function itensParaReserva(c: Client, emitenteId: number, pedidoId: number) {
  const { rows } = await c.query(
    'SELECT produto_id, quantidade::text AS quantidade FROM pedido_item WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY produto_id',
    [emitenteId, pedidoId],
  );
  return rows.map((r) => ({ produtoId: r.produto_id as number, quantidade: r.quantidade as string }));
}

/**
 * Move o pedido para a situação `situacaoId` aplicando a tabela de etapas e seus efeitos: reserva
 * ao entrar em aprovado/em separação, liberação ao voltar a orçamento ou cancelar, cancelamento dos
 * títulos em aberto ao cancelar.
 * @returns `{id, situacao_pedido_id, etapa}`.
 * @throws ValidationError 400 `situacao_pedido_id` (situação inexistente/inativa, transição
 * recusada, pedido sem itens para aprovar); ApiError 400 `Receber` (títulos com baixa ao cancelar);
 * 404 pedido inexistente.
 */
export async function alterarSituacao(c: Client, emitenteId: number, pedidoId: number, situacaoId: number) {
  const de = await etapaDoPedido(c, emitenteId, pedidoId, true);
  const { rows: s } = await c.query('SELECT id, etapa, descricao FROM situacao_pedido WHERE emitente_id = $1 AND id = $2 AND ativo', [emitenteId, situacaoId]);
  if (!s[0])
    throw new ValidationError({ situacao_pedido_id: ['Situação não encontrada ou inativa'] }, 'situacao_pedido_id: Situação não encontrada ou inativa');
  const para = s[0].etapa as Etapa;
  const { rows: p } = await c.query('SELECT faturamento_id, situacao_pedido_id FROM pedido WHERE emitente_id = $1 AND id = $2', [emitenteId, pedidoId]);
  const recusar = (msg: string) => {
    throw new ValidationError({ situacao_pedido_id: [msg] }, msg);
  };
  if (para === 'faturado' && de !== 'faturado' && de !== 'entregue') recusar('O pedido passa a faturado quando a NF-e gerada dele é autorizada.');
  if (p[0].faturamento_id && ETAPAS_EDITAVEIS.has(de)) recusar('Pedido aguardando a autorização da NF-e gerada: a situação muda com ela.');
  if (!transicaoPermitida(de, para)) recusar(`Um pedido ${ROTULO[de]} não pode passar para ${ROTULO[para]}.`);
  const itens = await itensParaReserva(c, emitenteId, pedidoId);
  if (ETAPAS_COM_RESERVA.has(para) && !itens.length) recusar('Inclua ao menos um item antes de aprovar o pedido.');
  if (ETAPAS_COM_RESERVA.has(para) && !ETAPAS_COM_RESERVA.has(de)) {
    await conferirParaAprovar(c, emitenteId, pedidoId);
    await reservar(c, emitenteId, 'pedido', pedidoId, itens);
  }
  if (!ETAPAS_COM_RESERVA.has(para) && ETAPAS_COM_RESERVA.has(de)) await encerrarReservas(c, emitenteId, 'pedido', pedidoId, 'liberada');
  if (para === 'cancelado' && de !== 'cancelado') await cancelarTitulosDoPedido(c, emitenteId, pedidoId);
  await c.query('UPDATE pedido SET situacao_pedido_id = $3 WHERE emitente_id = $1 AND id = $2', [emitenteId, pedidoId, situacaoId]);
  await auditar(c, {
    entidade: 'pedido',
    acao: 'alterar',
    descricao: `Situação: ${s[0].descricao}`.slice(0, 300),
    itens: [{ registroId: pedidoId, antes: { situacao_pedido_id: p[0].situacao_pedido_id }, depois: { situacao_pedido_id: situacaoId } }],
  });
  return { id: pedidoId, situacao_pedido_id: situacaoId, etapa: para };
}

/**
 * Antes de aprovar: as regras estritas do pedido (adicionais apontando para itens existentes,
 * pagamentos fechando o total) sobre o que está gravado.
 * @throws ValidationError 400 por campo (ver cadastro.ts `calcular`).
 */
async function conferirParaAprovar(c: Client, emitenteId: number, pedidoId: number): Promise<void> {
  const q = async (sql: string) => (await c.query(sql, [emitenteId, pedidoId])).rows;
  const [cab] = await q('SELECT valor_frete, valor_desconto, valor_outros FROM pedido WHERE emitente_id = $1 AND id = $2');
  const itens = await q('SELECT produto_id, quantidade, valor_unitario, valor_desconto FROM pedido_item WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY id');
  const subs = await q('SELECT item, quantidade, valor_unitario FROM pedido_sub_item WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY id');
  const pags = await q('SELECT valor FROM pedido_pagamento WHERE emitente_id = $1 AND pedido_id = $2 ORDER BY id');
  await calcular(c, emitenteId, cab, itens, subs, pags, true);
}

/**
 * Cancela os títulos a receber lançados pelo pedido (origem 'pedido') ainda sem baixa.
 * @throws ApiError 400 `Receber` quando algum já tem recebimento (estornar antes, como na NF-e).
 */
async function cancelarTitulosDoPedido(c: Client, emitenteId: number, pedidoId: number): Promise<void> {
  const rows = await titulosComBaixa(c, emitenteId, 'receber', { pedidoId });
  if (rows.length) {
    const lista = rows.map((r) => r.documento).join(', ');
    throw new ApiError(400, `Estorne antes os recebimentos das parcelas ${lista}: o pedido tem contas a receber já recebidas.`, { Receber: [lista] });
  }
  await cancelarTitulosEmAberto(c, emitenteId, 'receber', { pedidoId }, 'o pedido');
}
