/**
 * Pedidos faturado e entregue na demonstração. As etapas `faturado` e `entregue` só se alcançam
 * pela NF-e do pedido autorizada (faturar.ts), então não cabem na semente (que não fala com a
 * SEFAZ): no início do servidor, com o simulador da SEFAZ em uso, a loja grava dois pedidos pela
 * API, aprova, converte cada um em NF-e e a transmite — o ciclo da NF-e leva o pedido a faturado —
 * e marca o segundo como entregue, como um usuário faria no quadro de pedidos.
 *
 * Nunca em produção, nem sem o simulador (quem chama confere). Idempotente: uma loja que já tem
 * pedido faturado ou entregue não grava outros.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withOwner } from '../../db/tenant.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { sessaoDemo } from '../compras/dfe-demo.ts';

/**
 * Grava, fatura e (o segundo) entrega dois pedidos da loja da demonstração (ver cabeçalho).
 * @returns os ids dos pedidos por etapa final; vazio quando já existiam ou faltam cadastros.
 * @throws Error com a resposta da API quando uma etapa falha (a NF-e rejeitada, por exemplo).
 */
export async function faturarPedidosDemo(app: FastifyInstance, db: Database, login = 'loja'): Promise<{ faturado?: number; entregue?: number }> {
  const { rows } = await withOwner(db, (c) =>
    c.query<{ id: number; feito: boolean }>(
      `SELECT e.id, EXISTS (SELECT 1 FROM pedido p JOIN situacao_pedido s ON s.emitente_id = p.emitente_id AND s.id = p.situacao_pedido_id
                             WHERE p.emitente_id = e.id AND s.etapa IN ('faturado', 'entregue')) AS feito
         FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = $1`,
      [login],
    ),
  );
  if (!rows[0] || rows[0].feito) return {};
  const emitenteId = rows[0].id;
  const cadastros = await withOwner(db, async (c) => ({
    clientes: (
      await c.query<{ id: number }>(
        `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id
          WHERE c.emitente_id = $1 AND c.ativo AND c.uf = e.uf AND c.logradouro IS NOT NULL ORDER BY c.id LIMIT 2`,
        [emitenteId],
      )
    ).rows,
    produtos: (
      await c.query<{ id: number }>(
        `SELECT p.id FROM produto p WHERE p.emitente_id = $1 AND p.ativo AND p.movimenta_estoque AND p.preco_venda > 0
            AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM prod_kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND v.produto_id = p.id)
          ORDER BY p.id LIMIT 2`,
        [emitenteId],
      )
    ).rows,
    situacoes: (
      await c.query<{ etapa: string; id: number }>(
        'SELECT DISTINCT ON (etapa) etapa, id FROM situacao_pedido WHERE emitente_id = $1 AND ativo ORDER BY etapa, ordem, id',
        [emitenteId],
      )
    ).rows,
  }));
  const situacao = (etapa: string) => cadastros.situacoes.find((s) => s.etapa === etapa)?.id;
  if (!cadastros.clientes.length || !cadastros.produtos.length || !situacao('aprovado') || !situacao('entregue')) return {};
  const chamar = await sessaoDemo(app, login, 'Demonstração de pedidos faturados');
  const ids: { faturado?: number; entregue?: number } = {};
  for (const [n, etapa] of (['faturado', 'entregue'] as const).entries()) {
    const pedido = await chamar('POST', '/v1/pedido/', {
      cliente_id: cadastros.clientes[n % cadastros.clientes.length].id,
      observacao: etapa === 'faturado' ? 'Faturado: NF-e autorizada, aguardando a entrega.' : 'Entregue ao cliente com a NF-e.',
      Item: [{ produto_id: cadastros.produtos[n % cadastros.produtos.length].id, quantidade: n + 2 }],
    });
    await chamar('PUT', '/v1/pedido/', {
      id: pedido.id,
      Pagamento: [{ parcela: 1, t_pag: '01', vencimento: dataDeHoje(), valor: Number(pedido.total_pedido) }],
    });
    await chamar('POST', '/v1/pedido/AlterarSituacao', { id: pedido.id, situacao_pedido_id: situacao('aprovado') });
    const { faturamento_id } = await chamar('POST', '/v1/pedido/ConverterNFe', { id: pedido.id });
    const t = await chamar('GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${faturamento_id}`);
    if (t.situacao !== 'autorizada') throw new Error(`Demonstração de pedidos faturados: NF-e ${faturamento_id} ${t.situacao} (${t.cStat} ${t.xMotivo}).`);
    if (etapa === 'entregue') await chamar('POST', '/v1/pedido/AlterarSituacao', { id: pedido.id, situacao_pedido_id: situacao('entregue') });
    ids[etapa] = pedido.id as number;
  }
  return ids;
}
