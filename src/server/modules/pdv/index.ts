/**
 * Módulo PDV / NFC-e modelo 65: venda de balcão (venda.ts), caixa (caixa.ts), NFC-e
 * (nfce.ts), emissão com contingência off-line e retransmissão (emissao.ts), transformação em NF-e (transformar.ts), correção de item antes da autorização (edicao.ts), cancelamento e
 * inutilização (eventos.ts), compartilhamento por e-mail/WhatsApp (compartilhamento.ts), CSC e estado da contingência (config-nfce.ts), rotas (routes.ts) e a
 * tarefa 'nfce-contingencia' (a cada minuto) que retransmite as notas pendentes quando a SEFAZ volta.
 * Depois do `listen` (gancho onListen, em segundo plano): o aquecimento da emissão (aquecimento.ts) e
 * a recuperação dos documentos deixados pela metade por uma queda (recuperacao.ts), que também roda
 * a cada minuto como a tarefa 'recuperacao-documentos'.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ok } from '../../http/envelope.ts';
import { exigir } from '../../auth/exigir.ts';
import { transformarVenda } from './transformar.ts';
import { editarItemVenda } from './edicao.ts';
import { withTenant } from '../../db/tenant.ts';
import { hasRule, regra } from '../../auth/permissions.ts';
import { registerPdvRoutes } from './routes.ts';
import { registerTrocaRoutes } from './routes-troca.ts';
import { registerCompartilhamentoRoutes } from './compartilhamento.ts';
import { retransmitirPendentes } from './retransmissao.ts';
import { recuperarPendentes, TIPO_TAREFA_RECUPERACAO } from './recuperacao.ts';
import { aquecerEmissao } from './aquecimento.ts';
import { acao } from '../../http/contrato.ts';
import { PDV_VENDA } from '../../../contratos/pdv.ts';
import { aposPartida } from '../../http/apos-partida.ts';

export { criarVendaPdv } from './servico.ts';
export { retransmitirPendentes, pendentesContingencia } from './retransmissao.ts';
export { recuperarPendentes, recuperarVenda, TIPO_TAREFA_RECUPERACAO } from './recuperacao.ts';

export const TIPO_TAREFA_CONTINGENCIA = 'nfce-contingencia';

export function registerPdv(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  registerPdvRoutes(app, config, db);
  registerTrocaRoutes(app, db);
  app.put('/v1/VendasCupom/TransformarVenda', acao(PDV_VENDA.transformar, { preHandler: app.authenticate }), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Alterar']]);
    exigir(req.ctx, [['Faturamento', 'Incluir']]);
    const r = await transformarVenda(db, config, registry, req.ctx, req.query as Record<string, unknown>);
    return ok(r, `Venda transformada na NF-e (faturamento ${r.faturamento_id}): complete o endereço do destinatário e transmita.`);
  });
  app.put('/v1/vendasCupomItem/Edicao/', acao(PDV_VENDA.corrigirItem, { preHandler: app.authenticate }), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Alterar']]);
    const descontoIlimitado = hasRule(req.ctx, 'emitente', regra('Configuracao', 'Alterar'));
    const r = await withTenant(db, req.ctx, (c) => editarItemVenda(c, req.ctx, (req.body ?? {}) as Record<string, unknown>, { descontoIlimitado }));
    return ok(r, 'Item corrigido: transmita a NFC-e.');
  });
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

  // recuperação: no início, tudo o que ficou em 'transmitindo' antes deste processo; depois, a cada
  // minuto, o que está parado há mais de config.recuperacaoSegundos (uma rodada por vez no processo)
  const inicio = new Date();
  let rodada: Promise<unknown> = Promise.resolve();
  const recuperar = (antesDe: Date) => {
    rodada = rodada.catch(() => undefined).then(() => recuperarPendentes(db, config, { antesDe, log: (m) => app.log.info(m) }));
    return rodada as Promise<Awaited<ReturnType<typeof recuperarPendentes>>>;
  };
  app.jobs.registrarTipo(
    TIPO_TAREFA_RECUPERACAO,
    async () => {
      const limite = new Date(Math.max(inicio.getTime(), Date.now() - config.recuperacaoSegundos * 1000));
      const r = await recuperar(limite);
      return { mensagem: `${r.length} documento(s) pendente(s) conferido(s).`, dados: { documentos: r } };
    },
    { tentativas: 1, descricao: () => 'Recuperação de vendas e NF-e interrompidas' },
  );
  void app.jobs.agendar(TIPO_TAREFA_RECUPERACAO, '* * * * *', {}).catch(() => undefined);
  app.addHook('onListen', async () => {
    // em segundo plano, depois da primeira resposta (http/apos-partida.ts); o aquecimento vem antes da recuperação (envios já quentes)
    aposPartida(app, 'Recuperação no início', () => {
      void aquecerEmissao(db, config, (m) => app.log.warn(m))
        .catch(() => undefined)
        .then(() => recuperar(inicio))
        .catch((e) => app.log.error(`Recuperação no início falhou: ${e instanceof Error ? e.message : String(e)}`));
    });
  });
}
