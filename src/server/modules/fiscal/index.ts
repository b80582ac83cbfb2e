/**
 * Módulo fiscal: configuração fiscal e certificado A1 do emitente, numeração por série,
 * faturamento com tributos calculados pelo servidor e montagem da NF-e a partir do faturamento.
 * Ver certificado.ts, numeracao.ts, faturamento.ts, calculo.ts e nfe.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { registerCertificadoRoutes } from './certificado.ts';
import { registerFaturamentoRoutes } from './faturamento.ts';
import { registerFinalidadeRoutes } from './devolucao.ts';
import { registerPredefinicoesRoutes } from './predefinicoes.ts';

export { alocarNumero } from './numeracao.ts';
export { carregarCertificadoDoEmitente } from './certificado.ts';
export { montarNFeDoFaturamento } from './nfe.ts';
export { exigirDestinatarioCompleto } from './destinatario.ts';
export { calcularFaturamento } from './calculo.ts';

export function registerFiscalRoutes(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  registerCertificadoRoutes(app, config, db, registry);
  registerFaturamentoRoutes(app, db, registry);
  registerFinalidadeRoutes(app, db, registry);
  registerPredefinicoesRoutes(app, db, registry);
}
