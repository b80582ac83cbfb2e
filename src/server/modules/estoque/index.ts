/**
 * Módulo de estoque: razão imutável e saldo por local ({@link lancarMovimento}, a função
 * que todos os módulos usam para mexer em quantidade), baixa/estorno pela NF-e (ouvinte do ciclo),
 * transferência, contagem de inventário, posição, conferência do saldo contra o razão e a grade de
 * variações (grade.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { registrarEstoqueNFe } from './nfe.ts';
import { registerEstoqueRoutes } from './routes.ts';
import { registerGradeRoutes } from './grade.ts';
import { registrarRegrasCadastro } from './regras-cadastro.ts';
import { registrarRegrasCatalogo } from './regras-catalogo.ts';

export { lancarMovimento, OPERACOES, type Lancamento, type ResultadoLancamento, type CodigoOperacao } from './lancamento.ts';
export { conferirSaldos } from './consultas.ts';
export { conferirSaldoDaNota, estornarDocumento } from './nfe.ts';

export function registerEstoque(app: FastifyInstance, db: Database, registry: Registry): void {
  registrarEstoqueNFe();
  registrarRegrasCadastro();
  registrarRegrasCatalogo();
  registerEstoqueRoutes(app, db, registry);
  registerGradeRoutes(app, db, registry);
}
