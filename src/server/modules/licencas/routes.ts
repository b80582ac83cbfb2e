/**
 * Rotas de licença (SPEC §7 "Licence receivable", base `/v1/licencarecebivel`):
 * - `POST GerarFaturaLicencas?dataGeracao=AAAA-MM-DD` (administrador, Permitir.LicencaRecebivel.Gerenciar)
 *   -> `{competencia, geradas, existentes, total, valor_total}`; a mesma geração roda todo dia 1 às
 *   06:00 pela fila de tarefas (tipo 'licencas-faturas'); idempotente por mês.
 * - `GET Consultar?competencia=AAAA-MM&situacao=` -> faturas visíveis (a receber para o administrador,
 *   a pagar para a cadeia; a empresa vê as suas: Permitir.LicencaFaturaEmitente.Consultar e revenda 1).
 * - `POST GerarBoleto/{id}` -> boleto Itaú (JSON); `GET Boleto/{id}` -> PDF; `POST BaixarBoleto/{id}`
 *   (administrador) baixa manual `{valor_pago?}`.
 * - `POST GerarCobrancaImediata/{id}`, `GET ConsultaCobrancaImediata/{id}` (PIX BACEN `cob`);
 *   `POST WebhookPix/pix?token=` (webhook do PSP, sem sessão, token conferido).
 * - `POST GerarBoletoMP/{id}`, `POST GerarPIXMP/{id}`, `GET CobrancaMP/{id}` (Mercado Pago);
 *   `POST MovimentacaoMP?data.id=&type=payment` (webhook MP, sem sessão, x-signature conferida).
 * - `POST SolicitarMovimentacao?id=` consulta de novo os provedores da fatura e aplica pagamentos.
 * - `GET Bloqueio` (empresa da sessão) e `GET ConsultarBloqueio` (cadeia: empresas com fatura vencida
 *   ou com bloqueio/liberação manual: `manual`, `motivo_manual`, `liberado_ate`).
 * - Baixa manual com valor, data e motivo, bloqueio/desbloqueio manual e os meios de pagamento que
 *   funcionam: baixa-manual.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { type Client, withOwner, withTenant } from '../../db/tenant.ts';
import { ApiError, forbidden, ok, ValidationError } from '../../http/envelope.ts';
import type { UserContext } from '../../auth/context.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { dataIso, exigirAberta, faixaDataGeracao, gerarFaturas, listarFaturas, obterFatura, quitarFatura } from './faturas.ts';
import { boletoDaFatura, boletoPdf, gerarBoleto } from './boleto.ts';
import {
  aplicarPagamentoMP,
  consultarCobrancaImediata,
  consultarCobrancaMP,
  gerarCobrancaImediata,
  gerarCobrancaMP,
  processarWebhookPix,
  registrarMovimentacao,
} from './cobrancas.ts';
import { situacaoBloqueio } from './bloqueio.ts';
import { assinaturaMPValida, mpConfigurado, pixConfigurado, tokenWebhookPixValido } from './provedores.ts';
import { acao } from '../../http/contrato.ts';
import { LICENCAS } from '../../../contratos/licencas.ts';

const BASE = '/v1/licencarecebivel';

/** Empresa (nível emitente): só a própria fatura, com a regra de empresa e revenda 1 (SPEC §2/§6). */
function exigirLeitura(ctx: UserContext): void {
  if (ctx.nivel === 'emitente') {
    if (!ctx.regrasEmitente.has('Permitir.LicencaFaturaEmitente.Consultar') || ctx.emitente?.revenda_id !== 1) {
      throw forbidden('Você não tem permissão para esta operação (Permitir.LicencaFaturaEmitente.Consultar).');
    }
    return;
  }
  if (!ctx.regrasTipo.has('Permitir.LicencaRecebivel.Consultar'))
    throw forbidden('Você não tem permissão para esta operação (Permitir.LicencaRecebivel.Consultar).');
}
/** Pagar (gerar boleto/PIX/MP): a empresa da fatura ou a cadeia com Gerenciar. */
function exigirPagar(ctx: UserContext): void {
  exigirLeitura(ctx);
  if (ctx.nivel !== 'emitente' && !ctx.regrasTipo.has('Permitir.LicencaRecebivel.Gerenciar')) {
    throw forbidden('Você não tem permissão para esta operação (Permitir.LicencaRecebivel.Gerenciar).');
  }
}
function exigirAdmin(ctx: UserContext): void {
  if (ctx.nivel !== 'admin') throw forbidden('Recurso exclusivo do Administrador.');
  if (!ctx.regrasTipo.has('Permitir.LicencaRecebivel.Gerenciar'))
    throw forbidden('Você não tem permissão para esta operação (Permitir.LicencaRecebivel.Gerenciar).');
}

const idParam = (req: FastifyRequest): number => {
  const id = Number((req.params as { id?: string }).id ?? (req.query as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError({ id: ['Código inválido'] }, 'id: código inválido.');
  return id;
};
const proprio = (ctx: UserContext) => (ctx.nivel === 'emitente' ? ctx.emitenteId : null);

export const TIPO_FATURAS_LICENCA = 'licencas-faturas';

export function registerLicencasRoutes(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };
  const tx = <T>(req: FastifyRequest, fn: (c: Client) => Promise<T>) => withTenant(db, req.ctx, fn);

  // tarefa mensal: gera as faturas do mês (idempotente), como dono do banco (enxerga todas as empresas)
  app.jobs.registrarTipo<{ dataGeracao?: string }>(
    TIPO_FATURAS_LICENCA,
    async ({ dados }) => {
      const r = await withOwner(db, (c) => gerarFaturas(c, dados?.dataGeracao ?? dataDeHoje()));
      return { mensagem: `${r.geradas} fatura(s) de licença gerada(s) para ${r.competencia} (${r.existentes} já existia(m)).`, dados: r };
    },
    { tentativas: 3, descricao: () => 'Faturas de licença do mês' },
  );
  void app.jobs.agendar(TIPO_FATURAS_LICENCA, '0 6 1 * *', {}).catch(() => undefined);

  app.post(`${BASE}/GerarFaturaLicencas`, acao(LICENCAS.gerarFaturas, auth), async (req) => {
    exigirAdmin(req.ctx);
    const hoje = dataDeHoje();
    const data = dataIso((req.query as Record<string, unknown>).dataGeracao ?? hoje, 'dataGeracao', faixaDataGeracao(hoje));
    const r = await tx(req, (c) => gerarFaturas(c, data));
    return ok(r, `${r.geradas} fatura(s) gerada(s) para ${r.competencia.slice(5, 7)}/${r.competencia.slice(0, 4)}; ${r.existentes} já existia(m).`);
  });

  app.get(`${BASE}/Consultar`, acao(LICENCAS.consultar, auth), async (req) => {
    exigirLeitura(req.ctx);
    const q = req.query as Record<string, string | undefined>;
    const l = await tx(req, (c) =>
      listarFaturas(c, dataDeHoje(), req.ctx.nivel, { competencia: q.competencia, situacao: q.situacao, emitenteId: proprio(req.ctx) }),
    );
    return ok(l);
  });

  const comFatura =
    (acao: 'ler' | 'pagar', fn: (c: Client, req: FastifyRequest, f: Awaited<ReturnType<typeof obterFatura>>, reply: FastifyReply) => Promise<unknown>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      if (acao === 'pagar') exigirPagar(req.ctx);
      else exigirLeitura(req.ctx);
      const id = idParam(req);
      return tx(req, async (c) => fn(c, req, await obterFatura(c, dataDeHoje(), id, proprio(req.ctx)), reply));
    };

  app.post(
    `${BASE}/GerarBoleto/:id`,
    acao(LICENCAS.gerarBoleto, auth),
    comFatura('pagar', async (c, _req, f) => {
      exigirAberta(f);
      return ok(await gerarBoleto(c, f, dataDeHoje()), 'Boleto gerado.');
    }),
  );
  app.get(`${BASE}/Boleto/:id`, acao(LICENCAS.boletoPdf, auth), async (req, reply) => {
    exigirLeitura(req.ctx);
    const id = idParam(req);
    const { b, f } = await tx(req, async (c) => {
      const f = await obterFatura(c, dataDeHoje(), id, proprio(req.ctx));
      return { f, b: await boletoDaFatura(c, f.id) };
    });
    if (!b) throw new ApiError(404, 'Gere o boleto desta fatura primeiro.');
    return enviarArquivo(reply, 'application/pdf', `boleto-licenca-${f.id}.pdf`, await boletoPdf(b, f), 'inline');
  });
  app.post(`${BASE}/BaixarBoleto/:id`, acao(LICENCAS.baixarBoleto, auth), async (req) => {
    exigirAdmin(req.ctx);
    const id = idParam(req);
    const b = (req.body ?? {}) as Record<string, unknown>;
    return tx(req, async (c) => {
      const f = await obterFatura(c, dataDeHoje(), id);
      exigirAberta(f);
      const valor = b.valor_pago === undefined || b.valor_pago === null ? f.valor : Number(b.valor_pago);
      if (typeof valor === 'number' && (!Number.isFinite(valor) || valor <= 0))
        throw new ValidationError({ valor_pago: ['Informe um valor maior que zero'] }, 'valor_pago: informe um valor maior que zero.');
      await quitarFatura(c, f.id, 'boleto', typeof valor === 'number' ? valor.toFixed(2) : valor);
      return ok(await obterFatura(c, dataDeHoje(), id), 'Fatura baixada.');
    });
  });

  app.post(
    `${BASE}/GerarCobrancaImediata/:id`,
    acao(LICENCAS.gerarCobrancaImediata, auth),
    comFatura('pagar', async (c, _req, f) => {
      exigirAberta(f);
      const cob = await gerarCobrancaImediata(c, f);
      const bwipjs = (await import('bwip-js')).default; // carregado no primeiro QR Code, não na partida
      const png = await bwipjs.toBuffer({ bcid: 'qrcode', text: cob.copia_e_cola ?? '', scale: 4, eclevel: 'M' } as Parameters<typeof bwipjs.toBuffer>[0]);
      return ok({ ...cob, imagem: `data:image/png;base64,${png.toString('base64')}` }, 'Cobrança PIX gerada.');
    }),
  );
  app.get(
    `${BASE}/ConsultaCobrancaImediata/:id`,
    acao(LICENCAS.consultaCobrancaImediata, auth),
    comFatura('ler', async (c, _req, f) => {
      const r = await consultarCobrancaImediata(c, f.id);
      return ok(r, r.fatura_paga || f.situacao === 'pago' ? 'Pagamento confirmado.' : `Cobrança ${r.status}.`);
    }),
  );

  const mp = (meio: 'pix' | 'boleto') =>
    comFatura('pagar', async (c, req, f) => {
      exigirAberta(f);
      const { rows } = await c.query('SELECT email FROM emitente WHERE id = $1', [f.emitente_id]);
      return ok(
        await gerarCobrancaMP(c, f, meio, rows[0]?.email || req.ctx.email),
        meio === 'pix' ? 'PIX do Mercado Pago gerado.' : 'Boleto do Mercado Pago gerado.',
      );
    });
  app.post(`${BASE}/GerarPIXMP/:id`, acao(LICENCAS.gerarPixMP, auth), mp('pix'));
  app.post(`${BASE}/GerarBoletoMP/:id`, acao(LICENCAS.gerarBoletoMP, auth), mp('boleto'));
  app.get(
    `${BASE}/CobrancaMP/:id`,
    acao(LICENCAS.cobrancaMP, auth),
    comFatura('ler', async (c, _req, f) => ok(await consultarCobrancaMP(c, f.id))),
  );

  app.post(`${BASE}/SolicitarMovimentacao`, acao(LICENCAS.solicitarMovimentacao, auth), async (req) => {
    exigirLeitura(req.ctx);
    const id = idParam(req);
    return tx(req, async (c) => {
      const f = await obterFatura(c, dataDeHoje(), id, proprio(req.ctx));
      const { rows } = await c.query('SELECT DISTINCT provedor FROM cobranca_licenca WHERE licenca_recebivel_id = $1', [f.id]);
      const feitos: string[] = [];
      for (const { provedor } of rows) {
        if (provedor === 'pix' && pixConfigurado()) feitos.push(`PIX ${(await consultarCobrancaImediata(c, f.id)).status}`);
        if (provedor === 'mp' && mpConfigurado()) feitos.push(`Mercado Pago ${(await consultarCobrancaMP(c, f.id)).status}`);
      }
      const depois = await obterFatura(c, dataDeHoje(), id, proprio(req.ctx));
      return ok(depois, feitos.length ? `Consultado: ${feitos.join(', ')}.` : 'Nenhuma cobrança para consultar.');
    });
  });

  // Webhook do PSP PIX (BACEN: POST {webhookUrl}/pix). Sem sessão: o token na URL identifica o PSP.
  app.post(`${BASE}/WebhookPix/pix`, acao(LICENCAS.webhookPix), async (req) => {
    if (!tokenWebhookPixValido((req.query as Record<string, unknown>).token)) throw new ApiError(401, 'Webhook PIX não autorizado.');
    const r = await withOwner(db, (c) => processarWebhookPix(c, req.body));
    return ok(r, r.repetidos ? 'Notificação já processada.' : 'Notificação processada.');
  });

  // Webhook do Mercado Pago: assinatura conferida antes de qualquer consulta; repetição não muda nada.
  app.post(`${BASE}/MovimentacaoMP`, acao(LICENCAS.movimentacaoMP), async (req) => {
    const q = req.query as Record<string, unknown>;
    const corpo = (req.body ?? {}) as { type?: string; action?: string; data?: { id?: string | number } };
    const dataId = String(q['data.id'] ?? corpo.data?.id ?? '');
    if (!assinaturaMPValida(req.headers['x-signature'], req.headers['x-request-id'], dataId))
      throw new ApiError(401, 'Assinatura da notificação do Mercado Pago inválida.');
    const tipo = String(q.type ?? corpo.type ?? '');
    if (tipo !== 'payment' || !dataId) return ok({ ignorada: true }, 'Notificação ignorada (não é de pagamento).');
    return withOwner(db, async (c) => {
      const r = await aplicarPagamentoMP(c, dataId);
      const nova = await registrarMovimentacao(c, 'mp', `${dataId}:${r.status}`, r.faturaId, r.paga ? 'fatura paga' : r.status);
      return ok({ ...r, repetida: !nova }, nova ? 'Notificação processada.' : 'Notificação já processada.');
    });
  });

  app.get(`${BASE}/Bloqueio`, acao(LICENCAS.bloqueio, auth), async (req) => {
    if (!req.ctx.emitenteId) return ok(null);
    return ok(await tx(req, (c) => situacaoBloqueio(c, req.ctx.emitenteId!, dataDeHoje())));
  });
  app.get(`${BASE}/ConsultarBloqueio`, acao(LICENCAS.consultarBloqueio, auth), async (req) => {
    if (req.ctx.nivel === 'emitente' || !req.ctx.regrasTipo.has('Permitir.BloqueioLicenca.Consultar')) {
      throw forbidden('Você não tem permissão para esta operação (Permitir.BloqueioLicenca.Consultar).');
    }
    const { rows } = await tx(req, (c) =>
      c.query(
        `WITH venc AS (
           SELECT l.emitente_id, min(l.vencimento) AS vencimento, sum(l.valor) AS valor_aberto, count(*)::int AS faturas,
                  (min(l.vencimento) + p.dias_bloqueio < $1::date) AS bloqueado
             FROM licenca_recebivel l JOIN parametro_licenca p ON p.id = 1
            WHERE l.situacao = 'aberto' AND l.vencimento < $1::date
            GROUP BY l.emitente_id, p.dias_bloqueio),
         man AS (SELECT emitente_id, situacao, motivo, liberado_ate FROM licenca_bloqueio_manual WHERE situacao = 'bloqueado' OR liberado_ate >= $1::date)
         SELECT e.id AS emitente_id, e.nome AS emitente, e.cnpj, r.nome AS revenda, v.vencimento::text AS vencimento,
                coalesce(v.valor_aberto, 0)::text AS valor_aberto, coalesce(v.faturas, 0) AS faturas,
                CASE m.situacao WHEN 'bloqueado' THEN true WHEN 'liberado' THEN false ELSE coalesce(v.bloqueado, false) END AS bloqueado,
                m.situacao AS manual, m.motivo AS motivo_manual, m.liberado_ate::text AS liberado_ate
           FROM venc v FULL JOIN man m ON m.emitente_id = v.emitente_id
           JOIN emitente e ON e.id = coalesce(v.emitente_id, m.emitente_id) JOIN revenda r ON r.id = e.revenda_id
          ORDER BY v.vencimento NULLS LAST, e.nome`,
        [dataDeHoje()],
      ),
    );
    return ok(rows);
  });
}
