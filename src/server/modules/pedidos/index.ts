/**
 * Módulo de pedidos (SPEC §3 "Order family", §6 pacote acima de 1, §7 Imprimir e
 * compartilhamento). O CRUD é o genérico (POST/PUT/GET/DELETE /v1/pedido/, OData /OData/Pedido) com o
 * hook de cadastro.ts; aqui ficam as ações:
 *
 * - `POST /v1/pedido/AlterarSituacao` `{id, situacao_pedido_id}` (quadro por situação; regras de
 *   etapa em situacao.ts) -> `{id, situacao_pedido_id, etapa}`; Permitir.Pedido.Alterar.
 * - `POST /v1/pedido/ConverterNFe` `{id}` -> `{faturamento_id, total_nota}` (faturar.ts);
 *   Permitir.Pedido.Alterar e Permitir.Faturamento.Incluir.
 * - `POST /v1/pedido/ConverterVenda` `{id}` -> a venda do PDV com a NFC-e emitida (venda-pdv.ts);
 *   Permitir.Pedido.Alterar e Permitir.VendasCupom.Incluir.
 * - `POST /v1/pedido/GerarReceber` `{id}` -> `{receber: [ids]}`; Permitir.Pedido.Alterar e
 *   Permitir.Receber.Incluir.
 * - `GET /v1/pedido/Imprimir/{id}` PDF A4 e `GET /v1/pedido/ImprimirSeparacao/{id}` lista de
 *   separação 80 mm (impressao.ts); Permitir.Pedido.Consultar.
 * - `GET /v1/pedido/Reservas/{id}` -> `{reservas, disponibilidade}` (estoque/reserva.ts).
 * - compartilhamento por e-mail e WhatsApp (compartilhamento.ts).
 * Toda rota confere a regra com `assertCan` e a entrada do registro, que inclui o pacote mínimo 2:
 * emitente de pacote 1 recebe 403 (SPEC §6).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ok, ValidationError } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { corpo } from '../comum.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { disponibilidade, reservasDoDocumento } from '../estoque/reserva.ts';
import { registrarHooksPedido } from './cadastro.ts';
import { alterarSituacao } from './situacao.ts';
import { converterEmNFe, gerarReceber, registrarPedidosNFe } from './faturar.ts';
import { converterEmVendaPdv } from './venda-pdv.ts';
import { dadosImpressao, pedidoPdf, separacaoPdf } from './impressao.ts';
import { registerCompartilhamentoPedido } from './compartilhamento.ts';
import { registerAnexosPedido } from './anexos.ts';
import { acao } from '../../http/contrato.ts';
import { PEDIDOS } from '../../../contratos/pedidos.ts';

/** Um id inteiro positivo de `valor`. @throws ValidationError 400 com o campo. */
function idValido(valor: unknown, campo: string): number {
  const id = Number(valor);
  if (!Number.isInteger(id) || id < 1) throw new ValidationError({ [campo]: ['Informe um código válido'] }, `${campo}: informe um código válido.`);
  return id;
}

export function registerPedidos(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  registrarHooksPedido();
  registrarPedidosNFe();
  const e = registry.get('pedido');
  const fat = registry.get('faturamento');
  const receber = registry.get('receber');
  const vendas = registry.get('vendasCupom');
  const auth = { preHandler: app.authenticate };

  app.post('/v1/pedido/AlterarSituacao', acao(PEDIDOS.alterarSituacao, auth), async (req) => {
    assertCan(req.ctx, e, 'Alterar');
    const b = corpo(req.body);
    const id = idValido(b.id, 'id');
    const situacao = idValido(b.situacao_pedido_id, 'situacao_pedido_id');
    return ok(await withTenant(db, req.ctx, (c) => alterarSituacao(c, req.ctx.emitenteId!, id, situacao)), 'Situação do pedido alterada.');
  });

  app.post('/v1/pedido/ConverterNFe', acao(PEDIDOS.converterNFe, auth), async (req) => {
    assertCan(req.ctx, e, 'Alterar');
    assertCan(req.ctx, fat, 'Incluir');
    const id = idValido(corpo(req.body).id, 'id');
    return ok(await withTenant(db, req.ctx, (c) => converterEmNFe(c, req.ctx, registry, id)), 'NF-e gerada a partir do pedido.');
  });

  app.post('/v1/pedido/ConverterVenda', acao(PEDIDOS.converterVenda, auth), async (req, reply) => {
    assertCan(req.ctx, e, 'Alterar');
    assertCan(req.ctx, vendas, 'Incluir');
    const id = idValido(corpo(req.body).id, 'id');
    const r = await converterEmVendaPdv(db, config, req.ctx, id);
    return reply.status(r.http).send({ Success: r.sucesso, Message: r.mensagem, Data: r.dados });
  });

  app.post('/v1/pedido/GerarReceber', acao(PEDIDOS.gerarReceber, auth), async (req) => {
    assertCan(req.ctx, e, 'Alterar');
    assertCan(req.ctx, receber, 'Incluir');
    const id = idValido(corpo(req.body).id, 'id');
    const ids = await withTenant(db, req.ctx, (c) => gerarReceber(c, req.ctx.emitenteId!, id));
    return ok({ receber: ids }, 'Contas a receber do pedido lançadas.');
  });

  for (const [rota, gerar, sufixo, contrato] of [
    ['Imprimir', pedidoPdf, '', PEDIDOS.imprimir],
    ['ImprimirSeparacao', separacaoPdf, '-separacao', PEDIDOS.imprimirSeparacao],
  ] as const) {
    app.get(`/v1/pedido/${rota}/:id`, acao(contrato, auth), async (req, reply) => {
      assertCan(req.ctx, e, 'Consultar');
      const id = idValido((req.params as { id: string }).id, 'id');
      const d = await withTenant(db, req.ctx, (c) => dadosImpressao(c, req.ctx.emitenteId!, req.ctx.usuarioId, id));
      return enviarArquivo(reply, 'application/pdf', `Pedido-${d.pedido.numero}${sufixo}.pdf`, await gerar(d), 'inline');
    });
  }

  app.get('/v1/pedido/Reservas/:id', acao(PEDIDOS.reservas, auth), async (req) => {
    assertCan(req.ctx, e, 'Consultar');
    const id = idValido((req.params as { id: string }).id, 'id');
    return ok(
      await withTenant(db, req.ctx, async (c) => {
        const reservas = await reservasDoDocumento(c, req.ctx.emitenteId!, 'pedido', id);
        const { rows } = await c.query('SELECT DISTINCT produto_id FROM pedido_item WHERE emitente_id = $1 AND pedido_id = $2', [req.ctx.emitenteId, id]);
        return {
          reservas,
          disponibilidade: await disponibilidade(
            c,
            req.ctx.emitenteId!,
            rows.map((r) => r.produto_id),
          ),
        };
      }),
    );
  });

  registerCompartilhamentoPedido(app, config, db, registry);
  registerAnexosPedido(app, config, db, registry);
}
