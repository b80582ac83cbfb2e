/**
 * Pedido com serviços convertido em NFS-e: os itens do pedido cujo produto tem o código de
 * tributação nacional (serviços) viram uma nota em digitação, do cliente do pedido, com a condição
 * de pagamento dele, a discriminação dos itens e o valor somado; o usuário revisa e transmite.
 * A DPS leva um serviço (cServ) por nota: serviços de códigos diferentes no mesmo pedido são
 * recusados com a lista. Idempotente: um pedido com NFS-e não cancelada devolve a que já existe.
 */
import type { Client, TenantContext } from '../../db/tenant.ts';
import { ApiError, notFound } from '../../http/envelope.ts';
import type { EntityDef } from '../../../../schema/registry.ts';
import type { Repository } from '../../crud/repository.ts';

export async function nfseDoPedido(c: Client, ctx: TenantContext, repo: Repository, e: EntityDef, pedidoId: number): Promise<{ id: number; nova: boolean }> {
  const emitenteId = ctx.emitenteId!;
  const { rows: p } = await c.query('SELECT id, cliente_id, condicao_id FROM pedido WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, pedidoId]);
  if (!p[0]) throw notFound('Pedido não encontrado.');
  const { rows: ja } = await c.query(
    `SELECT id FROM nota_servico WHERE emitente_id = $1 AND pedido_id = $2 AND situacao NOT IN ('cancelada', 'substituida') ORDER BY id LIMIT 1`,
    [emitenteId, pedidoId],
  );
  if (ja[0]) return { id: ja[0].id, nova: false };
  const { rows: itens } = await c.query(
    `SELECT i.produto_id, coalesce(i.descricao, pr.descricao) AS descricao, i.quantidade::float8 AS quantidade, i.valor_total::text AS valor,
            pr.codigo_tributacao_nacional
       FROM pedido_item i JOIN produto pr ON pr.emitente_id = i.emitente_id AND pr.id = i.produto_id
      WHERE i.emitente_id = $1 AND i.pedido_id = $2 AND pr.codigo_tributacao_nacional IS NOT NULL ORDER BY i.id`,
    [emitenteId, pedidoId],
  );
  if (!itens.length) throw new ApiError(400, 'O pedido não tem serviços (produtos com o código de tributação nacional).', { pedido: ['Sem serviços'] });
  const codigos = [...new Set(itens.map((i) => i.codigo_tributacao_nacional as string))];
  if (codigos.length > 1)
    throw new ApiError(400, `A NFS-e leva um serviço por nota: o pedido tem os códigos ${codigos.join(', ')}. Emita uma nota por código.`, {
      pedido: [`Códigos de tributação diferentes: ${codigos.join(', ')}`],
    });
  const total = itens.reduce((s, i) => s + Math.round(Number(i.valor) * 100), 0) / 100;
  const descricao = itens
    .map((i) => `${Number(i.quantidade).toLocaleString('pt-BR')} x ${i.descricao}`)
    .join('; ')
    .slice(0, 2000);
  const salvo = await repo.create(
    c,
    e,
    ctx,
    {
      cliente_id: p[0].cliente_id,
      produto_id: itens[0].produto_id,
      pedido_id: pedidoId,
      condicao_id: p[0].condicao_id ?? null,
      descricao,
      valor_servico: total.toFixed(2),
    },
    {},
  );
  return { id: salvo.id as number, nova: true };
}
