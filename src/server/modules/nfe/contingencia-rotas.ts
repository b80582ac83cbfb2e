/**
 * Rotas da contingência SVC no gerenciador de NF-e (SPEC §7 "/v1/GerenciadorNFe", todas GET; regras em contingencia.ts):
 *
 * - `GET /v1/GerenciadorNFe/Contingencia` (Permitir.GerenciadorNFe.Consultar): o estado
 *   ({@link EstadoContingenciaNFe}: ativa, SVC da UF, desde, justificativa, falhas seguidas,
 *   `sugerir`, notas pendentes de conciliação).
 * - `GET /v1/GerenciadorNFe/EntrarContingencia?justificativa=&modalidade=` (Permitir.GerenciadorNFe.Gerenciar):
 *   entra na SVC da UF (`modalidade` svc, o padrão) ou no EPEC (`epec`, NF-e modelo 55, evento
 *   110140; epec.ts); 400 com `justificativa` fora de 15 a 256 caracteres ou `modalidade` inválida.
 * - `GET /v1/GerenciadorNFe/SairContingencia` (Gerenciar): volta ao autorizador normal (409 se ele
 *   ainda não está em operação), concilia as notas emitidas na SVC e transmite ao autorizador
 *   normal as notas em EPEC.
 * - `GET /v1/GerenciadorNFe/ConciliarContingencia` (Gerenciar): repete a conciliação das notas
 *   ainda pendentes (a SVC pode demorar a repassá-las à SEFAZ de origem) e, fora da contingência,
 *   a transmissão das notas em EPEC.
 * - Tarefa `nfe-conciliacao-svc` a cada 5 minutos: a mesma conciliação (SVC e EPEC) para todas as
 *   empresas fora de contingência com notas pendentes.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ok } from '../../http/envelope.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { TIPO_TAREFA_CONCILIACAO_SVC, conciliarContingenciasPendentes, conciliarNotasSvc, sairContingencia } from './contingencia-saida.ts';
import { entrarContingencia, lerContingencia, type EstadoContingenciaNFe } from './contingencia.ts';
import { emitenteDaNota } from './nota-sefaz.ts';
import { transmitirNotasEpec } from './epec.ts';
import { exigir } from '../../auth/exigir.ts';
import { acao } from '../../http/contrato.ts';
import { NFE } from '../../../contratos/nfe.ts';

export type { EstadoContingenciaNFe };

const BASE = '/v1/GerenciadorNFe';

export function registerContingenciaRoutes(app: FastifyInstance, config: Config, db: Database): void {
  const auth = { preHandler: app.authenticate };
  app.jobs.registrarTipo(
    TIPO_TAREFA_CONCILIACAO_SVC,
    async () => {
      const r = await conciliarContingenciasPendentes(db, config, (m) => app.log.info(m));
      const n = r.reduce((a, x) => a + x.conciliadas, 0);
      return { mensagem: `${n} NF-e emitida(s) na SVC conciliada(s) com o autorizador normal.`, dados: { emitentes: r } };
    },
    { tentativas: 1, descricao: () => 'Conciliação das NF-e emitidas em contingência SVC' },
  );
  void app.jobs.agendar(TIPO_TAREFA_CONCILIACAO_SVC, '*/5 * * * *', {}).catch(() => undefined);

  app.get(`${BASE}/Contingencia`, acao(NFE.contingencia, auth), async (req) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Consultar']]);
    const emitenteId = req.ctx.emitenteId!;
    return ok(await withTenant(db, req.ctx, async (c) => lerContingencia(c, emitenteId, (await emitenteDaNota(c, emitenteId)).uf)));
  });

  app.get(`${BASE}/EntrarContingencia`, acao(NFE.entrarContingencia, auth), async (req) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Gerenciar']]);
    const emitenteId = req.ctx.emitenteId!;
    const q = req.query as Record<string, unknown>;
    const justificativa = String(q.justificativa ?? '');
    const modalidade = q.modalidade === undefined || q.modalidade === '' ? 'svc' : String(q.modalidade);
    const estado = await withTenant(db, req.ctx, async (c) => {
      const antes = await lerContingencia(c, emitenteId, (await emitenteDaNota(c, emitenteId)).uf);
      const depois = await entrarContingencia(c, emitenteId, antes.uf, justificativa, modalidade);
      await registrarAuditoria(c, {
        ctx: req.ctx,
        entidade: 'nfe_contingencia',
        registroId: emitenteId,
        acao: 'outra',
        antes: { ativa: antes.ativa },
        depois: { ativa: true, modalidade: depois.modalidade, autorizador: depois.autorizador, desde: depois.desde, justificativa: depois.justificativa },
        descricao: `Entrada em contingência ${depois.nome}: ${depois.justificativa}`,
      });
      return depois;
    });
    const como =
      estado.modalidade === 'epec'
        ? 'têm o EPEC registrado no Ambiente Nacional e são transmitidas ao autorizador normal quando ele voltar'
        : `são autorizadas pela ${estado.nome}`;
    return ok(estado, `Contingência ${estado.nome} ativada: as próximas NF-e saem com tpEmis ${estado.tpEmis} e ${como}.`);
  });

  app.get(`${BASE}/SairContingencia`, acao(NFE.sairContingencia, auth), async (req) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Gerenciar']]);
    const r = await sairContingencia(db, config, req.ctx);
    await withTenant(db, req.ctx, (c) =>
      registrarAuditoria(c, {
        ctx: req.ctx,
        entidade: 'nfe_contingencia',
        registroId: req.ctx.emitenteId!,
        acao: 'outra',
        antes: { ativa: true },
        depois: { ativa: false, conciliadas: r.notas.filter((n) => n.conciliada).length, notas: r.notas.length },
        descricao: r.mensagem,
      }),
    );
    return ok({ ...r.estado, notas: r.notas, epec: r.epec }, r.mensagem);
  });

  app.get(`${BASE}/ConciliarContingencia`, acao(NFE.conciliarContingencia, auth), async (req) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Gerenciar']]);
    const emitenteId = req.ctx.emitenteId!;
    const notas = await conciliarNotasSvc(db, config, req.ctx);
    const ok2 = notas.filter((n) => n.conciliada).length;
    const ativa = await withTenant(db, req.ctx, async (c) => (await lerContingencia(c, emitenteId, (await emitenteDaNota(c, emitenteId)).uf)).ativa);
    const epec = ativa ? { notas: [], restantes: 0, aviso: null } : await transmitirNotasEpec(db, config, req.ctx);
    const autorizadas = epec.notas.filter((n) => n.situacao === 'autorizada').length;
    const textoEpec =
      epec.notas.length || epec.aviso
        ? ` ${autorizadas} de ${epec.notas.length + epec.restantes} nota(s) em EPEC autorizada(s).${epec.aviso ? ` ${epec.aviso}` : ''}`
        : '';
    return ok({ notas, epec: epec.notas }, `${ok2} de ${notas.length} nota(s) emitida(s) na SVC conciliada(s) com o autorizador normal.${textoEpec}`);
  });
}
