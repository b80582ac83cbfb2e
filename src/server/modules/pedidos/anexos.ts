/**
 * Anexos do pedido (SPEC §3 pedidoAnexo): `POST /v1/pedido/Anexo` (multipart
 * `pedido_id` + `arquivo`), `GET`/`DELETE /v1/pedido/Anexo/{id}`; Permitir.Pedido.Alterar/Consultar.
 * A lista vem do OData (`/OData/PedidoAnexo?$filter=pedido_id eq N`). As rotas são as de qualquer
 * anexo de registro (suporte/anexos-registro.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { registrarAnexosDoRegistro } from '../suporte/anexos-registro.ts';
import { ANEXOS } from '../../../contratos/anexos.ts';

export function registerAnexosPedido(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  registrarAnexosDoRegistro(app, config, db, {
    entidade: registry.get('pedido'),
    base: '/v1/pedido/Anexo',
    tabela: 'pedido',
    tabelaAnexo: 'pedido_anexo',
    fk: 'pedido_id',
    rotulo: 'o pedido',
    naoEncontrado: 'Pedido não encontrado',
    pasta: 'anexos-pedido',
    contratos: ANEXOS.pedido,
  });
}
