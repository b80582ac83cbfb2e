/**
 * Rotas da NFS-e (`/v1/nfse`), todas no envelope `{Success, Message, Data}` e na transação do
 * inquilino:
 * - `POST /v1/nfse/` e `PUT /v1/nfse/` (Incluir/Alterar): grava a nota validada pelo registro
 *   (notaServico) com o ISS e as retenções calculados (calculo.ts); `POST /v1/nfse/Calcular`
 *   (Consultar) só calcula, para o editor mostrar os valores antes de gravar.
 * - `POST /v1/nfse/DoPedido/{pedido}` (Incluir): os serviços do pedido numa nota em digitação (pedido.ts).
 * - `POST /v1/nfse/{id}/Transmitir` (Gerenciar): DPS à Sefin Nacional (transmissao.ts).
 * - `POST /v1/nfse/{id}/Consultar` (Consultar): resolve um envio sem resposta pela DPS.
 * - `POST /v1/nfse/{id}/Cancelar` `{motivo, justificativa}` (Gerenciar): evento 101101.
 * - `POST /v1/nfse/{id}/Substituir` `{motivo}` (Gerenciar): nota substituta em digitação.
 * - `GET /v1/nfse/{id}/Xml` e `GET /v1/nfse/{id}/Danfse` (Consultar): XML da NFS-e e o DANFSe em PDF.
 * - `POST /v1/nfse/{id}/EnviarEmail` `{email?}` e `POST /v1/nfse/{id}/WhatsApp` `{telefone?}`
 *   (Consultar): XML e DANFSe por e-mail ao tomador; link wa.me com a chave e a consulta pública.
 * - `GET /v1/nfse/ArquivoMes?anomes=AAAAMM` (Consultar): ZIP com o XML de cada NFS-e autorizada
 *   no mês (pela data de emissão, fuso de Brasília) e de cada evento registrado, para a contabilidade.
 * Permissões: Permitir.NotaServico.{Consultar, Incluir, Alterar, Gerenciar} (lista da empresa).
 * Contratos (parâmetros, corpo e `Data` de cada rota): src/contratos/nfse.ts, presos com `acao()`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, ValidationError, notFound, ok } from '../../http/envelope.ts';
import { exigir } from '../../auth/exigir.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { acao } from '../../http/contrato.ts';
import { NFSE } from '../../../contratos/nfse.ts';
import { Repository } from '../../crud/repository.ts';
import { Validators } from '../../crud/validate.ts';
import { exigirEmailConfigurado } from '../../mail/index.ts';
import { gerarDanfse, urlConsultaNfse } from '../../../fiscal/nfse/index.ts';
import { formatMoeda } from '../../../domain/formatos.ts';
import { colunasCalculadas, prepararNotaServico, regimeDoEmitente } from './calculo.ts';
import { reconciliarNfse, transmitirNfse, type RespostaNfse } from './transmissao.ts';
import { cancelarNfse, iniciarSubstituicao } from './eventos.ts';
import { ultimoXmlNfse } from './xml-log.ts';
import { nfseDoPedido } from './pedido.ts';
import { criarZip } from '../../../fiscal/zip/gravar.ts';

const BASE = '/v1/nfse';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function idDaRota(v: unknown): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw new ValidationError({ id: ['Informe a NFS-e'] }, 'Informe a NFS-e.');
  return n;
}

function envelope(reply: FastifyReply, r: RespostaNfse) {
  return reply.code(r.http).send({ Success: r.sucesso, Message: r.mensagem, Data: r.dados });
}

export function registerNfseRoutes(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  const auth = { preHandler: app.authenticate };
  const e = registry.get('notaServico');
  const validators = new Validators(registry);
  const repo = new Repository(registry);

  app.post(`${BASE}/`, acao(NFSE.incluir, auth), async (req, reply) => {
    exigir(req.ctx, [['NotaServico', 'Incluir']]);
    const { record } = validators.validate(e, 'create', req.body);
    const salvo = await withTenant(db, req.ctx, (c) => repo.create(c, e, req.ctx, record, {}));
    return reply.code(201).send(ok(salvo, 'NFS-e gravada.'));
  });

  app.put(`${BASE}/`, acao(NFSE.alterar, auth), async (req) => {
    exigir(req.ctx, [['NotaServico', 'Alterar']]);
    const { record } = validators.validate(e, 'update', req.body);
    const salvo = await withTenant(db, req.ctx, (c) => repo.update(c, e, req.ctx, record, {}));
    return ok(salvo, 'NFS-e gravada.');
  });

  app.post(`${BASE}/Calcular`, acao(NFSE.calcular, auth), async (req) => {
    exigir(req.ctx, [['NotaServico', 'Consultar']]);
    const { record } = validators.validate(e, 'create', req.body);
    const r = await withTenant(db, req.ctx, async (c) => {
      await prepararNotaServico(c, req.ctx.emitenteId!, record);
      return { ...record, ...colunasCalculadas(record, await regimeDoEmitente(c, req.ctx.emitenteId!)) };
    });
    return ok(r);
  });

  app.get(`${BASE}/ArquivoMes`, acao(NFSE.arquivoMes, auth), async (req, reply) => {
    exigir(req.ctx, [['NotaServico', 'Consultar']]);
    const anomes = String((req.query as { anomes?: unknown }).anomes ?? '');
    if (!/^\d{4}(0[1-9]|1[0-2])$/.test(anomes)) throw new ValidationError({ anomes: ['Informe o mês como AAAAMM'] }, 'Informe o mês (AAAAMM).');
    const rows = await withTenant(db, req.ctx, async (c) => {
      const r = await c.query(
        `SELECT x.tipo, x.chave, x.codigo, x.xml, x.criado_em FROM nota_servico_xml x
           JOIN nota_servico n ON n.emitente_id = x.emitente_id AND n.id = x.nota_servico_id
          WHERE x.emitente_id = $1 AND x.tipo IN ('nfse', 'evento') AND to_char(n.data_emissao AT TIME ZONE 'America/Sao_Paulo', 'YYYYMM') = $2
          ORDER BY x.id`,
        [req.ctx.emitenteId, anomes],
      );
      return r.rows;
    });
    if (!rows.length) throw new ApiError(404, `Nenhuma NFS-e autorizada em ${anomes.slice(4)}/${anomes.slice(0, 4)}.`);
    const zip = criarZip(
      rows.map((x) => ({
        nome: x.tipo === 'nfse' ? `${x.chave}-nfse.xml` : `${x.chave}-evento-${x.codigo ?? ''}.xml`,
        dados: String(x.xml).startsWith('<?xml') ? x.xml : `<?xml version="1.0" encoding="UTF-8"?>${x.xml}`,
        data: new Date(x.criado_em),
      })),
    );
    return enviarArquivo(reply, 'application/zip', `NFSe-${anomes}.zip`, zip);
  });

  app.post(`${BASE}/DoPedido/:pedido`, acao(NFSE.doPedido, auth), async (req, reply) => {
    exigir(req.ctx, [['NotaServico', 'Incluir']]);
    const pedido = Number((req.params as { pedido: string }).pedido);
    if (!Number.isSafeInteger(pedido) || pedido < 1 || pedido > 2_147_483_647) throw new ValidationError({ pedido: ['Informe o pedido'] }, 'Informe o pedido.');
    const r = await withTenant(db, req.ctx, (c) => nfseDoPedido(c, req.ctx, repo, e, pedido));
    return reply.code(r.nova ? 201 : 200).send(ok(r, r.nova ? 'NFS-e do pedido criada em digitação: revise e transmita.' : 'O pedido já tem NFS-e.'));
  });

  app.post(`${BASE}/:id/Transmitir`, acao(NFSE.transmitir, auth), async (req, reply) => {
    exigir(req.ctx, [['NotaServico', 'Gerenciar']]);
    return envelope(reply, await transmitirNfse(db, config, req.ctx, idDaRota((req.params as { id: string }).id)));
  });

  app.post(`${BASE}/:id/Consultar`, acao(NFSE.consultar, auth), async (req) => {
    exigir(req.ctx, [['NotaServico', 'Consultar']]);
    const r = await reconciliarNfse(db, config, req.ctx, idDaRota((req.params as { id: string }).id));
    return ok(r, `Situação: ${r.situacao}.`);
  });

  app.post(`${BASE}/:id/Cancelar`, acao(NFSE.cancelar, auth), async (req) => {
    exigir(req.ctx, [['NotaServico', 'Gerenciar']]);
    const r = await cancelarNfse(db, config, req.ctx, idDaRota((req.params as { id: string }).id), (req.body ?? {}) as Record<string, unknown>);
    return ok(r, r.mensagem);
  });

  app.post(`${BASE}/:id/Substituir`, acao(NFSE.substituir, auth), async (req) => {
    exigir(req.ctx, [['NotaServico', 'Gerenciar']]);
    const r = await iniciarSubstituicao(db, req.ctx, idDaRota((req.params as { id: string }).id), (req.body ?? {}) as Record<string, unknown>);
    return ok(r, 'NFS-e substituta criada em digitação: revise e transmita.');
  });

  /** XML autorizado e situação da nota (404 de outra empresa; 400 sem NFS-e gerada). */
  async function nfseAutorizada(req: { ctx: Parameters<typeof withTenant>[1] & { emitenteId: number | null } }, id: number) {
    return withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(
        `SELECT n.situacao, n.chave, n.numero_nfse, n.valor_liquido, n.cliente_id, s.chave AS substituta, cl.nome AS tomador, cl.email, cl.telefone, e.nome AS emitente
           FROM nota_servico n JOIN emitente e ON e.id = n.emitente_id
           LEFT JOIN cliente cl ON cl.emitente_id = n.emitente_id AND cl.id = n.cliente_id
           LEFT JOIN nota_servico s ON s.emitente_id = n.emitente_id AND s.id = n.substituida_por_id
          WHERE n.emitente_id = $1 AND n.id = $2`,
        [req.ctx.emitenteId, id],
      );
      if (!rows[0]) throw notFound('NFS-e não encontrada.');
      const xml = await ultimoXmlNfse(c, req.ctx.emitenteId!, id, 'nfse');
      if (!xml) throw new ValidationError({ id: ['A NFS-e ainda não foi autorizada'] }, 'A NFS-e ainda não foi autorizada: não há XML.');
      return { ...rows[0], xml };
    });
  }

  const pdfDa = (n: { situacao: string; substituta: string | null; xml: string }) =>
    gerarDanfse(n.xml, { cancelada: n.situacao === 'cancelada', ...(n.situacao === 'substituida' && n.substituta ? { substituidaPor: n.substituta } : {}) });

  app.get(`${BASE}/:id/Xml`, acao(NFSE.xml, auth), async (req, reply) => {
    exigir(req.ctx, [['NotaServico', 'Consultar']]);
    const n = await nfseAutorizada(req, idDaRota((req.params as { id: string }).id));
    const xml = n.xml.startsWith('<?xml') ? n.xml : `<?xml version="1.0" encoding="UTF-8"?>${n.xml}`;
    return enviarArquivo(reply, 'application/xml', `${n.chave}-nfse.xml`, xml);
  });

  app.get(`${BASE}/:id/Danfse`, acao(NFSE.danfse, auth), async (req, reply) => {
    exigir(req.ctx, [['NotaServico', 'Consultar']]);
    const n = await nfseAutorizada(req, idDaRota((req.params as { id: string }).id));
    return enviarArquivo(reply, 'application/pdf', `NFSe-${n.numero_nfse}.pdf`, await pdfDa(n), 'inline');
  });

  app.post(`${BASE}/:id/EnviarEmail`, acao(NFSE.enviarEmail, auth), async (req) => {
    exigir(req.ctx, [['NotaServico', 'Consultar']]);
    const id = idDaRota((req.params as { id: string }).id);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const informado = typeof b.email === 'string' && b.email.trim() ? b.email.trim() : null;
    if (informado !== null && !EMAIL.test(informado)) throw new ValidationError({ email: ['E-mail inválido'] }, 'Informe um e-mail válido.');
    exigirEmailConfigurado(app.mailer);
    const n = await nfseAutorizada(req, id);
    const para = informado ?? n.email;
    if (!para) throw new ValidationError({ email: ['O tomador não tem e-mail; informe um'] }, 'Informe o e-mail do tomador.');
    const texto = `Prezado(a) ${n.tomador ?? ''},\n\nSegue a NFS-e ${n.numero_nfse} emitida por ${n.emitente}, no valor líquido de ${formatMoeda(Number(n.valor_liquido))}.\nChave de acesso: ${n.chave}\nConsulta pública: ${urlConsultaNfse(n.chave)}\n`;
    const xml = n.xml.startsWith('<?xml') ? n.xml : `<?xml version="1.0" encoding="UTF-8"?>${n.xml}`;
    const enviado = await app.mailer.enviar({
      para,
      assunto: `NFS-e ${n.numero_nfse} - ${n.emitente}`,
      texto,
      html: `<p>${texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`,
      anexos: [
        { nome: `${n.chave}-nfse.xml`, conteudo: xml, tipo: 'application/xml' },
        { nome: `NFSe-${n.numero_nfse}.pdf`, conteudo: await pdfDa(n), tipo: 'application/pdf' },
      ],
    });
    if (!enviado) throw new ApiError(502, 'O servidor de e-mail não aceitou a mensagem. Tente novamente.');
    return ok({ id, chave: n.chave, emails: [para] }, `NFS-e enviada para ${para}.`);
  });

  app.post(`${BASE}/:id/WhatsApp`, acao(NFSE.whatsapp, auth), async (req) => {
    exigir(req.ctx, [['NotaServico', 'Consultar']]);
    const id = idDaRota((req.params as { id: string }).id);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const n = await nfseAutorizada(req, id);
    const fone = String(b.telefone ?? n.telefone ?? '').replace(/\D/g, '');
    const numeroWa = fone ? (fone.startsWith('55') && fone.length > 11 ? fone : `55${fone}`) : '';
    const texto = `NFS-e ${n.numero_nfse} de ${n.emitente}: ${formatMoeda(Number(n.valor_liquido))}. Chave ${n.chave}. Consulte: ${urlConsultaNfse(n.chave)}`;
    return ok({ link: `https://wa.me/${numeroWa}?text=${encodeURIComponent(texto)}`, chave: n.chave, url_consulta: urlConsultaNfse(n.chave) });
  });
}
