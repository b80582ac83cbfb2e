/**
 * Rotas do financeiro (SPEC §7 "Receivables and payables"), para `Receber` e `Pagar`:
 * - `POST /v1/{Receber|Pagar}/{ReceberRegistros|PagarRegistros}/` baixa uma ou várias parcelas
 *   (corpo em baixas.ts `PedidoBaixa`) -> `{guid_transacao, valor_total, Registros}`;
 * - `GET /v1/{Receber|Pagar}/Estornar?guid_transacao=` estorna exatamente essa transação;
 * - `POST .../ReplicarRegistros/` (recorrência) e `.../RenegociarRegistros/` (renegociação.ts);
 * - `POST .../ImprimirRecibo/` `{guid_transacao}` -> PDF (recibo.ts);
 * - `POST .../GetRelatorio` -> resumo, aging, fluxo de caixa e saldos (relatorio.ts); com
 *   `formato: 'pdf'`, o mesmo em PDF (relatorio-pdf.ts); `formato: 'xlsx'`, em planilha (relatorio-xlsx.ts);
 * - anexos (anexos.ts), previsão de parcelas da condição e PIX (extras.ts).
 * Permissões: Permitir.{Receber|Pagar}.Consultar (recibo), .Alterar (baixa, estorno, renegociação),
 * .Incluir (recorrência), .Relatorios (relatório) — e pacote acima de 1 (SPEC §6), conferidos por
 * `assertCan` com a entrada do registro, como a API genérica.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ok } from '../../http/envelope.ts';
import { type Acao, assertCan } from '../../auth/permissions.ts';
import { registrarHook } from '../../crud/hooks.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { registrarOuvinteCicloNFe } from '../nfe/ciclo.ts';
import { baixar, estornar } from './baixas.ts';
import { renegociar, replicar } from './renegociacao.ts';
import { dadosRecibo, reciboPdf } from './recibo.ts';
import { relatorio } from './relatorio.ts';
import { relatorioPdf } from './relatorio-pdf.ts';
import { relatorioXlsx } from './relatorio-xlsx.ts';
import { cancelarTitulosDoFaturamento, exigirSemBaixasParaCancelar, LADO, type Lado, lancarDuplicatasDoFaturamento } from './titulos.ts';
import { registrarHooksTitulos } from './cadastro.ts';
import { registerFinanceiroExtras } from './extras.ts';
import { registerAnexosFinanceiro } from './anexos.ts';
import { acao } from '../../http/contrato.ts';
import type { Contrato } from '../../../contratos/base.ts';
import { FINANCEIRO_LADOS } from '../../../contratos/financeiro.ts';

export function registerFinanceiroRoutes(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  registrarOuvinteCicloNFe({
    nome: 'financeiro',
    aoMudar: async ({ c, emitenteId, faturamentoId, evento }) => {
      if (evento === 'autorizada') await lancarDuplicatasDoFaturamento(c, emitenteId, faturamentoId);
      else await cancelarTitulosDoFaturamento(c, emitenteId, faturamentoId);
    },
  });
  registrarHooksTitulos(registrarHook);
  registerFinanceiroExtras(app, db, registry);
  registerAnexosFinanceiro(app, config, db, registry);

  // Cancelamento de NF-e com duplicata já recebida: recusado ANTES de falar com a SEFAZ (ver titulos.ts).
  app.addHook('onRoute', (opts: RouteOptions) => {
    if (opts.method !== 'GET' || !/^\/v1\/GerenciadorNFe\/CancelarNota$/i.test(opts.url)) return;
    const antes = opts.preHandler ? (Array.isArray(opts.preHandler) ? opts.preHandler : [opts.preHandler]) : [];
    opts.preHandler = [
      ...antes,
      async (req: FastifyRequest) => {
        const id = Number((req.query as Record<string, unknown>)?.nota);
        if (!req.ctx?.emitenteId || !Number.isSafeInteger(id)) return;
        await withTenant(db, req.ctx, (c) => exigirSemBaixasParaCancelar(c, req.ctx.emitenteId!, id));
      },
    ];
  });

  for (const lado of ['receber', 'pagar'] as Lado[]) {
    const e = registry.get(lado);
    const base = `/v1/${LADO[lado].regra}`;
    const C = FINANCEIRO_LADOS[lado];
    const contrato: Record<string, Contrato> = {
      [`${LADO[lado].regra}Registros`]: C.baixar,
      Estornar: C.estornar,
      ReplicarRegistros: C.replicar,
      RenegociarRegistros: C.renegociar,
      ImprimirRecibo: C.recibo,
      GetRelatorio: C.relatorio,
    };
    const rota = (metodo: 'get' | 'post', caminho: string, permissao: Acao, fn: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
      const h = async (req: FastifyRequest, reply: FastifyReply) => {
        assertCan(req.ctx, e, permissao);
        return fn(req, reply);
      };
      const opcoes = acao(contrato[caminho], { preHandler: app.authenticate });
      app[metodo](`${base}/${caminho}`, opcoes, h);
      if (metodo === 'post') app.post(`${base}/${caminho}/`, opcoes, h);
    };
    const tx = <T>(req: FastifyRequest, fn: (c: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) => withTenant(db, req.ctx, fn);

    rota('post', `${LADO[lado].regra}Registros`, 'Alterar', async (req) => {
      const r = await tx(req, (c) => baixar(c, req.ctx.emitenteId!, req.ctx.usuarioId, lado, req.body));
      return ok(r, `${r.Registros.length} parcela(s) ${lado === 'receber' ? 'recebida(s)' : 'paga(s)'}: ${r.valor_total}`);
    });
    rota('get', 'Estornar', 'Alterar', async (req) => {
      const r = await tx(req, (c) => estornar(c, req.ctx.emitenteId!, req.ctx.usuarioId, lado, (req.query as Record<string, unknown>).guid_transacao));
      return ok(r, 'Transação estornada.');
    });
    rota('post', 'ReplicarRegistros', 'Incluir', async (req) => {
      const r = await tx(req, (c) => replicar(c, req.ctx.emitenteId!, lado, req.body));
      return ok(r, `${r.ids.length} título(s) criado(s).`);
    });
    rota('post', 'RenegociarRegistros', 'Alterar', async (req) => {
      const r = await tx(req, (c) => renegociar(c, req.ctx.emitenteId!, req.ctx.usuarioId, lado, req.body));
      return ok(r, `${r.fechados.length} parcela(s) renegociada(s) em ${r.ids.length}.`);
    });
    rota('post', 'ImprimirRecibo', 'Consultar', async (req, reply) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const d = await tx(req, (c) => dadosRecibo(c, req.ctx.emitenteId!, lado, b.guid_transacao));
      return enviarArquivo(reply, 'application/pdf', `recibo-${d.numero}.pdf`, await reciboPdf(d), 'inline');
    });
    rota('post', 'GetRelatorio', 'Relatorios', async (req, reply) => {
      const { r, emitente } = await tx(req, async (c) => ({
        r: await relatorio(c, req.ctx.emitenteId!, lado, req.body),
        emitente: (await c.query('SELECT nome FROM emitente WHERE id = $1', [req.ctx.emitenteId])).rows[0]?.nome ?? '',
      }));
      const formato = (req.body as Record<string, unknown> | null)?.formato;
      if (formato === 'xlsx') {
        return enviarArquivo(
          reply,
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          `relatorio-${lado}.xlsx`,
          relatorioXlsx(r, lado, emitente),
        );
      }
      if (formato !== 'pdf') return ok(r);
      return enviarArquivo(reply, 'application/pdf', `relatorio-${lado}.pdf`, await relatorioPdf(r, lado, emitente), 'inline');
    });
  }
}
