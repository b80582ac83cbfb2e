/**
 * Configurações da empresa: relatórios por perfil (relatorios-perfil.ts),
 * preferências do emitente (configuracao.ts), perfis e regras da empresa (restricoes-empresa.ts), a
 * liberação temporária de acesso (liberacao.ts) e as consultas salvas das listas
 * (consulta-avancada.ts) e o assistente de primeiros passos (assistente-modulos.ts). Registrado em modules/index.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { registerConsultaAvancadaRoutes } from './consulta-avancada.ts';
import { registerAssistenteModulosRoutes } from './assistente-modulos.ts';
import { registerRelatoriosPerfilRoutes } from './relatorios-perfil.ts';
import { registerConfiguracaoRoutes } from './configuracao.ts';
import { registerRestricoesEmpresaRoutes } from './restricoes-empresa.ts';
import { registerLiberacaoRoutes } from './liberacao.ts';

export function registerConfig(app: FastifyInstance, db: Database, registry: Registry): void {
  registerRelatoriosPerfilRoutes(app, db);
  registerConfiguracaoRoutes(app, db);
  registerRestricoesEmpresaRoutes(app, db);
  registerLiberacaoRoutes(app, db);
  registerConsultaAvancadaRoutes(app, db, registry);
  registerAssistenteModulosRoutes(app, db);
}
