/**
 * Rotas e tarefa da distribuição DF-e (SPEC §7 "compraDFeManifesto, all GET with query"):
 * - `GET /v1/compraDFeManifesto/ObterNotas` (ou `?chave=` para uma nota) consulta o AN agora, pelo
 *   ultNSU guardado (respeitando a espera do 137 e o disjuntor do 656) → {cStat, ultNSU, recebidos...}.
 *   Permitir.ManifestoDFe.Gerenciar.
 * - `GET /v1/compraDFeManifesto/ObterCTe` o mesmo na distribuição de CT-e (empresa tomadora).
 * - `GET /v1/compraDFeManifesto/ManifestarDocumento?ids=1,2&evento=210210&justificativa=` manifesta um
 *   ou vários documentos (manifestacao.ts) → `Data: [{id, chave, Success, cStat, Message, protocolo}]` (Gerenciar).
 * - `GET /v1/compraDFeManifesto/DownloadXML?id=` o XML guardado do documento (Consultar).
 * - `GET /v1/compraDFeManifesto/ImprimirNFe/{id}` o DANFE da nota completa recebida (Consultar).
 * - `GET /v1/compraDFeManifesto/EventosDocumento?id=` eventos do destinatário (NT 2025.002) que cabem na
 *   nota recebida, os registrados e os itens (Consultar); `POST EmitirEvento?id&tpEvento` com os campos
 *   no corpo JSON (Gerenciar); `GET ImprimirEvento/{id}` o PDF do evento registrado (Consultar).
 *   (eventos-destinatario.ts)
 * - Tarefa agendada `compras-dfe` (a cada hora, minuto 7): uma rodada por emitente com certificado;
 *   a própria consulta pula quem está na espera do 137 ou com o disjuntor aberto.
 *
 * Contratos (parâmetros, query, corpo e `Data` de cada rota): src/contratos/compras.ts, presos com `acao()`.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { ctxEmitente, withOwner, withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { consultarDFe, type ResultadoConsultaDFe } from './dfe-consulta.ts';
import { manifestarDocumentos } from './manifestacao.ts';
import { emitirEventoDestinatario, eventoDestinatarioParaImpressao, eventosDoDocumento } from './eventos-destinatario.ts';
import { gerarDanfe, gerarPdfOutroEvento } from '../../../fiscal/danfe/index.ts';
import { acao } from '../../http/contrato.ts';
import { COMPRA_DFE } from '../../../contratos/compras.ts';

export const TIPO_TAREFA_DFE = 'compras-dfe';

const mensagem = (r: ResultadoConsultaDFe) =>
  r.aguardando
    ? `O Ambiente Nacional só aceita nova consulta a partir de ${new Date(r.proximaConsulta!).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`
    : r.cStat === '656'
      ? 'O Ambiente Nacional recusou por consumo indevido (656): novas consultas suspensas por 1 hora.'
      : `${r.recebidos} documento(s) recebido(s). ${r.cStat} - ${r.xMotivo}`;

export function registerDFeRoutes(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  const manifesto = registry.get('compraDFeManifesto');

  for (const [rota, servico, contrato] of [
    ['ObterNotas', 'nfe', COMPRA_DFE.obterNotas],
    ['ObterCTe', 'cte', COMPRA_DFE.obterCTe],
  ] as const) {
    app.get(`/v1/compraDFeManifesto/${rota}`, acao(contrato, { preHandler: app.authenticate }), async (req) => {
      assertCan(req.ctx, manifesto, 'Gerenciar');
      const q = (req.query ?? {}) as Record<string, string | undefined>;
      const chave = q.chave ? String(q.chave).toUpperCase() : undefined;
      if (chave !== undefined && !/^[0-9A-Z]{44}$/.test(chave)) throw new ValidationError({ chave: ['Chave de acesso deve ter 44 caracteres'] });
      const r = await consultarDFe(db, config, req.ctx, { servico, chave });
      return ok(r, mensagem(r));
    });
  }

  app.get('/v1/compraDFeManifesto/ManifestarDocumento', acao(COMPRA_DFE.manifestar, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, manifesto, 'Gerenciar');
    const q = (req.query ?? {}) as Record<string, string | undefined>;
    const lista = String(q.ids ?? q.id ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    if (!lista.length || lista.some((x) => !/^\d{1,9}$/.test(x))) throw new ValidationError({ ids: ['Informe os códigos dos documentos (ids=1,2,3)'] });
    const r = await manifestarDocumentos(db, config, req.ctx, [...new Set(lista.map(Number))], String(q.evento ?? ''), q.justificativa ?? null);
    const okN = r.filter((x) => x.Success).length;
    return ok(r, `${okN} de ${r.length} documento(s) manifestado(s).`);
  });

  app.get('/v1/compraDFeManifesto/DownloadXML', acao(COMPRA_DFE.downloadXml, { preHandler: app.authenticate }), async (req, reply) => {
    assertCan(req.ctx, manifesto, 'Consultar');
    const id = Number((req.query as Record<string, string>)?.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError({ id: ['Código inválido'] });
    const r = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(
        `SELECT m.chave, m.tipo, x.xml FROM compra_dfe_manifesto m JOIN compra_dfe_xml x ON x.emitente_id = m.emitente_id AND x.manifesto_id = m.id
          WHERE m.emitente_id = $1 AND m.id = $2`,
        [req.ctx.emitenteId, id],
      );
      return rows[0];
    });
    if (!r) throw new ApiError(404, 'Documento não encontrado.');
    return enviarArquivo(reply, 'application/xml; charset=utf-8', `${r.chave}-${r.tipo}.xml`, r.xml);
  });

  app.get('/v1/compraDFeManifesto/ImprimirNFe/:id', acao(COMPRA_DFE.imprimirNFe, { preHandler: app.authenticate }), async (req, reply) => {
    assertCan(req.ctx, manifesto, 'Consultar');
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError({ id: ['Código inválido'] });
    const r = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(
        `SELECT m.chave, m.tipo, x.xml FROM compra_dfe_manifesto m JOIN compra_dfe_xml x ON x.emitente_id = m.emitente_id AND x.manifesto_id = m.id
          WHERE m.emitente_id = $1 AND m.id = $2`,
        [req.ctx.emitenteId, id],
      );
      return rows[0];
    });
    if (!r) throw new ApiError(404, 'Documento não encontrado.');
    if (r.tipo !== 'procNFe')
      throw new ApiError(400, 'Só há o resumo desta nota: manifeste a ciência da operação e obtenha o XML completo para imprimir o DANFE.');
    return enviarArquivo(reply, 'application/pdf', `DANFE-${r.chave}.pdf`, await gerarDanfe(r.xml), 'inline');
  });

  const idValido = (v: unknown, campo = 'id') => {
    const id = Number(v);
    if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError({ [campo]: ['Código inválido'] });
    return id;
  };
  app.get('/v1/compraDFeManifesto/EventosDocumento', acao(COMPRA_DFE.eventosDocumento, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, manifesto, 'Consultar');
    return ok(await eventosDoDocumento(db, req.ctx, idValido((req.query as Record<string, string>)?.id)));
  });
  app.post('/v1/compraDFeManifesto/EmitirEvento', acao(COMPRA_DFE.emitirEvento, { preHandler: app.authenticate }), async (req, reply) => {
    assertCan(req.ctx, manifesto, 'Gerenciar');
    const q = (req.query ?? {}) as Record<string, string | undefined>;
    const corpo = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const r = await emitirEventoDestinatario(db, config, req.ctx, idValido(q.id), q.tpEvento, corpo);
    return reply.code(r.http).send({ Success: r.sucesso, Message: r.mensagem, Data: r.dados });
  });
  app.get('/v1/compraDFeManifesto/ImprimirEvento/:id', acao(COMPRA_DFE.imprimirEvento, { preHandler: app.authenticate }), async (req, reply) => {
    assertCan(req.ctx, manifesto, 'Consultar');
    const id = idValido((req.params as { id: string }).id);
    const e = await withTenant(db, req.ctx, (c) => eventoDestinatarioParaImpressao(c, req.ctx.emitenteId!, id));
    const pdf = await gerarPdfOutroEvento({ xmlEvento: e.xml, ...(e.nfe ? { nfe: e.nfe } : {}) });
    return enviarArquivo(reply, 'application/pdf', `Evento-${e.tipo}-${e.chave}-${e.seq}.pdf`, pdf, 'inline');
  });

  // Tarefa agendada: uma rodada por emitente com certificado A1 cadastrado.
  app.jobs.registrarTipo<Record<string, never>>(
    TIPO_TAREFA_DFE,
    async () => {
      const r = await rodadaDFeDosEmitentes(db, config);
      return { mensagem: `${r.recebidos} documento(s) recebido(s) de ${r.empresas} empresa(s).`, dados: r };
    },
    { tentativas: 1, descricao: () => 'Distribuição DF-e (notas emitidas contra a empresa)' },
  );
  void app.jobs.agendar(TIPO_TAREFA_DFE, '7 * * * *', {}).catch(() => undefined);
}

/**
 * Uma rodada da distribuição DF-e (NF-e e CT-e) para cada emitente com certificado A1, em sequência;
 * a consulta de cada um obedece à sua própria espera do 137 e ao seu disjuntor, e a falha de um
 * (certificado vencido, rede) não impede os demais — tenta de novo na próxima hora.
 * @returns documentos recebidos, empresas consultadas e as que falharam.
 */
export async function rodadaDFeDosEmitentes(db: Database, config: Config): Promise<{ recebidos: number; empresas: number; falhas: number[] }> {
  const emitentes = await withOwner(db, async (c) => {
    const { rows } = await c.query('SELECT emitente_id FROM emitente_fiscal WHERE certificado_cifrado IS NOT NULL ORDER BY emitente_id');
    return rows.map((r) => r.emitente_id as number);
  });
  let recebidos = 0;
  const falhas: number[] = [];
  for (const id of emitentes) {
    for (const servico of ['nfe', 'cte'] as const) {
      try {
        recebidos += (await consultarDFe(db, config, ctxEmitente(id), { servico })).recebidos;
      } catch {
        falhas.push(id);
      }
    }
  }
  return { recebidos, empresas: emitentes.length, falhas: [...new Set(falhas)] };
}
