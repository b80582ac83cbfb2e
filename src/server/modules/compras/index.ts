/**
 * Módulo de compras: compras digitadas e importadas do XML do fornecedor (upload de
 * XML/ZIP, vínculo aprendido de itens, entrada no estoque pelo razão e contas a pagar), relatório
 * e a distribuição DF-e com a manifestação do destinatário (dfe-*.ts); detalhe da compra, XML e
 * cadastro do produto a partir do item da nota (detalhe.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { registrarHook } from '../../crud/hooks.ts';
import { hooksCompra } from './cadastro.ts';
import { registerCompraRoutes } from './routes.ts';
import { registerDFeRoutes } from './dfe-routes.ts';
import { registerCompraDetalheRoutes } from './detalhe.ts';

export { importarNota, finalizarCompra, vincularItem } from './importacao.ts';

export function registerCompras(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  registrarHook('compra', hooksCompra);
  registerCompraRoutes(app, db, registry);
  registerCompraDetalheRoutes(app, db, registry);
  registerDFeRoutes(app, config, db, registry);
}
