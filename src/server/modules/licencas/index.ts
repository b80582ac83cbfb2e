/**
 * Licenças: faturas mensais da cadeia de revenda, boleto Itaú, PIX (API BACEN `cob`),
 * Mercado Pago e o bloqueio somente-leitura por fatura vencida. Rotas em routes.ts; verificação de
 * bloqueio em bloqueio.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { registrarBloqueio } from './bloqueio.ts';
import { registerLicencasRoutes } from './routes.ts';
import { registerPlanosRoutes } from './planos-rotas.ts';
import { registerParametrosLicenca } from './parametros.ts';
import { registerBaixaManualLicenca } from './baixa-manual.ts';

export function registerLicencas(app: FastifyInstance, db: Database): void {
  registrarBloqueio(app, db);
  registerLicencasRoutes(app, db);
  registerPlanosRoutes(app, db);
  registerParametrosLicenca(app, db);
  registerBaixaManualLicenca(app, db);
}
