/**
 * Hand-written modules (arquitetura §2 `src/server/modules/<area>/`), registered after the generic
 * routes: account (password reset/change, e-mail change, login check, self-registration), CEP
 * and CNPJ lookups, dashboard figures, fiscal (issuer certificate, numbering, faturamento taxes), NF-e, sessions, edit lock, support
 * tickets, the help centre (ajuda), the assistant (ChatGPT), the real-time hub at /hub (src/server/hub), and — last, since it owns the catch-all page routes — the web app.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/pool.ts';
import type { Registry } from '../../../schema/registry.ts';
import { registerMail } from '../mail/index.ts';
import { registerContaRoutes } from './conta/routes.ts';
import { registerCadastroRoutes } from './conta/cadastro.ts';
import { registerCepRoutes } from './cep/routes.ts';
import { registerCnpjRoutes } from './cnpj/routes.ts';
import { registerAssistenteRoutes } from './assistente/routes.ts';
import { registerGeneratorRoutes } from './generator/routes.ts';
import { registerDashboardRoutes } from './dashboard/routes.ts';
import { registerFiscalRoutes } from './fiscal/index.ts';
import { registerWebApp } from './web/static.ts';
import { registerNFeRoutes } from './nfe/index.ts';
import { registerHub } from '../hub/index.ts';
import { registerSuporteRoutes } from './suporte/index.ts';
import { registerSessoesRoutes } from './sessoes/routes.ts';
import { registerEdicaoRoutes } from './edicao/routes.ts';
import { registerAjudaRoutes } from './ajuda/index.ts';
import { registerJobs } from '../jobs/index.ts';
import { registerAuditoria } from './auditoria/index.ts';
import { registerTokensRoutes } from './tokens/routes.ts';
import { registerConversaoRoutes } from './conversao/routes.ts';
import { registerFinanceiroRoutes } from './financeiro/routes.ts';
import { registerEstoque } from './estoque/index.ts';
import { registerEstoqueImagens } from './estoque/imagens.ts';
import { registerEtiquetasRoutes } from './estoque/etiquetas.ts';
import { registerMarketRoutes } from './market/routes.ts';
import { registerTributosRoutes } from './tributos/index.ts';
import { registerRelatoriosRoutes } from './relatorios/routes.ts';
import { registerPdv } from './pdv/index.ts';
import { registerCompras } from './compras/index.ts';
import { registerPedidos } from './pedidos/index.ts';
import { registerLicencas } from './licencas/index.ts';
import { registerGestaoRoutes } from './gestao/index.ts';
import { registerConfig } from './config/index.ts';
import { registerNfse } from './nfse/index.ts';

export async function registerModules(app: FastifyInstance, config: Config, db: Database, registry: Registry): Promise<void> {
  registerMail(app, config);
  registerContaRoutes(app, config, db);
  registerCadastroRoutes(app, config, db, registry);
  registerCepRoutes(app, config, db);
  registerCnpjRoutes(app, config, db);
  registerDashboardRoutes(app, db);
  registerFiscalRoutes(app, config, db, registry);
  registerJobs(app, config, db);
  registerAuditoria(app, db, registry);
  registerTokensRoutes(app, db);
  registerConversaoRoutes(app, db, registry, app.jobs);
  registerRelatoriosRoutes(app, config, db);
  registerConfig(app, db, registry);
  registerFinanceiroRoutes(app, config, db, registry); // before NF-e: adds its check to CancelarNota
  registerTributosRoutes(app, db, registry);
  registerNFeRoutes(app, config, db, registry);
  registerNfse(app, config, db, registry);
  registerEstoque(app, db, registry);
  registerEstoqueImagens(app, config, db, registry);
  registerEtiquetasRoutes(app, db, registry);
  registerMarketRoutes(app, config, db);
  registerPdv(app, config, db, registry);
  registerCompras(app, config, db, registry);
  registerPedidos(app, config, db, registry); // after financeiro and estoque: its NF-e listener runs last
  registerLicencas(app, db);
  registerGestaoRoutes(app, db);
  registerSessoesRoutes(app, db);
  registerEdicaoRoutes(app, db);
  registerSuporteRoutes(app, config, db, registry);
  registerAjudaRoutes(app, config, db);
  registerAssistenteRoutes(app, config, db);
  registerGeneratorRoutes(app, db, registry);
  await registerHub(app, config, db);
  await registerWebApp(app, config, db);
}
