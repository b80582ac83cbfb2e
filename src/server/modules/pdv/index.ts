/**
 * Módulo PDV / NFC-e modelo 65 (issue 20): venda de balcão (venda.ts), caixa (caixa.ts), NFC-e
 * (nfce.ts), emissão com contingência off-line e retransmissão (emissao.ts), cancelamento e
 * inutilização (eventos.ts), compartilhamento por e-mail/WhatsApp (compartilhamento.ts), CSC e estado da contingência (config-nfce.ts), rotas (routes.ts) e a
 * tarefa 'nfce-contingencia' (a cada minuto) que retransmite as notas pendentes quando a SEFAZ volta.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { registerPdvRoutes } from './routes.ts';
import { registerCompartilhamentoRoutes } from './compartilhamento.ts';
import { retransmitirPendentes } from './emissao.ts';

export { criarVendaPdv } from './servico.ts';
export { retransmitirPendentes, pendentesContingencia } from './emissao.ts';

export const TIPO_TAREFA_CONTINGENCIA = 'nfce-contingencia';

export function registerPdv(app: FastifyInstance, config: Config, db: Database): void {
  registerPdvRoutes(app, config, db);
  registerCompartilhamentoRoutes(app, config, db);
  app.jobs.registrarTipo(
    TIPO_TAREFA_CONTINGENCIA,
    async () => {
      const r = await retransmitirPendentes(db, config, (m) => app.log.info(m));
      const autorizadas = r.reduce((a, x) => a + x.autorizadas, 0);
      return { mensagem: `${autorizadas} NFC-e de contingência autorizada(s).`, dados: { emitentes: r } };
    },
    { tentativas: 1, descricao: () => 'Retransmissão das NFC-e em contingência' },
  );
  void app.jobs.agendar(TIPO_TAREFA_CONTINGENCIA, '* * * * *', {}).catch(() => undefined);
}
