/**
 * NFS-e do Padrão Nacional (módulo do servidor): gravação com o cálculo do ISS (calculo.ts, gancho
 * do registro notaServico e rotas `/v1/nfse`), transmissão da DPS à Sefin Nacional e resolução dos
 * envios sem resposta (transmissao.ts), cancelamento e substituição (eventos.ts), XML, DANFSe,
 * e-mail e WhatsApp (rotas.ts), runtime com o simulador da API nacional (runtime.ts). Uma tarefa
 * a cada minuto resolve as notas paradas em 'transmitindo' pela consulta da DPS (no início do
 * processo, todas: um envio interrompido por queda é resolvido sem número duplicado).
 * Permissões: Permitir.NotaServico.{Consultar, Incluir, Alterar, Gerenciar}.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { registrarHook } from '../../crud/hooks.ts';
import { antesDeGravarNotaServico, exigirNfseEditavel } from './calculo.ts';
import { registerNfseRoutes } from './rotas.ts';
import { reconciliarNfsePendentes } from './transmissao.ts';
import { aposPartida } from '../../http/apos-partida.ts';

export { transmitirNfse, reconciliarNfse, reconciliarNfsePendentes } from './transmissao.ts';
export { obterRuntimeNfse, iniciarSimuladorNfseDoServidor } from './runtime.ts';

/** Tarefa periódica que resolve as NFS-e em 'transmitindo'. */
export const TIPO_TAREFA_NFSE_PENDENTES = 'nfse-pendentes';

export function registerNfse(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  registrarHook('notaServico', {
    antesDeGravar: antesDeGravarNotaServico,
    antesDeExcluir: async ({ c, ctx, current }) => exigirNfseEditavel(c, ctx.emitenteId!, current.id),
  });
  registerNfseRoutes(app, config, db, registry);
  const inicio = new Date();
  app.jobs.registrarTipo(
    TIPO_TAREFA_NFSE_PENDENTES,
    async () => {
      // as paradas desde antes deste processo (queda) ou há mais de config.recuperacaoSegundos
      const limite = new Date(Math.max(inicio.getTime(), Date.now() - config.recuperacaoSegundos * 1000));
      const r = await reconciliarNfsePendentes(db, config, (m) => app.log.info(m), limite);
      return { mensagem: `${r.length} NFS-e pendente(s) conferida(s) pela DPS.`, dados: { notas: r } };
    },
    { tentativas: 1, descricao: () => 'Resolução das NFS-e enviadas sem resposta' },
  );
  void app.jobs.agendar(TIPO_TAREFA_NFSE_PENDENTES, '* * * * *', {}).catch(() => undefined);
  app.addHook('onListen', async () => {
    // no início, em segundo plano (depois da primeira resposta, http/apos-partida.ts): tudo o que ficou em 'transmitindo' antes deste processo (queda)
    aposPartida(app, 'Resolução das NFS-e pendentes', () => {
      void reconciliarNfsePendentes(db, config, (m) => app.log.info(m), inicio).catch((e) =>
        app.log.error(`Resolução das NFS-e pendentes no início falhou: ${e instanceof Error ? e.message : String(e)}`),
      );
    });
  });
}
