/**
 * Gerenciador de NF-e (SPEC §7 "/v1/GerenciadorNFe", todas GET com parâmetros de consulta) e a
 * impressão do faturamento (`GET /v1/faturamento/Imprimir/{id}`). Permissões (SPEC §6, lista da
 * empresa): Permitir.GerenciadorNFe.Consultar (status, consultas, impressões, XML da nota),
 * .Gerenciar (transmitir, cancelar, corrigir duplicidade), .Inutilizar, .CartaCorrecao,
 * .ArquivosXML (lista e ZIP mensal); Permitir.Faturamento.Consultar (impressão do faturamento e
 * pré-visualização). Cada rota roda em transações de tenant; respostas e logs nunca levam o
 * certificado, a senha ou detalhes internos.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type Client } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, ValidationError, notFound, ok } from '../../http/envelope.ts';
import type { UserContext } from '../../auth/context.ts';
import { montarNFeDoFaturamento } from '../fiscal/index.ts';
import { montarXmlNFe } from '../../../fiscal/nfe/index.ts';
import { gerarDanfe, gerarPdfCCe } from '../../../fiscal/danfe/index.ts';
import { montarNfeProc } from '../../../fiscal/sefaz/index.ts';
import { clienteDoEmitente, type RespostaNFe } from './nota-sefaz.ts';
import { reconciliarNota, transmitirNota } from './transmissao.ts';
import { cancelarNota, inutilizarFaixa, transmitirCCe } from './eventos.ts';
import { anomesDaChave, arquivarXml, registrarXml } from './xml-log.ts';
import { criarZip } from '../../../fiscal/zip/gravar.ts';
import {
  LIMITE_ZIP_DIRETO,
  TIPO_ARQUIVO_MES,
  contarXmlDoMes,
  entradasZip,
  inutilizacoesDoMes,
  mesAno,
  nomeZipDoMes,
  registrarTarefaArquivoMes,
  xmlDoMes,
} from './arquivo-mes.ts';
import { registerPacoteRoutes } from './pacote.ts';
import { notificarCicloNFe } from './ciclo.ts';
import { registerConsultaCadastroRoutes } from './cadastro-sefaz.ts';
import { registerContingenciaRoutes } from './contingencia-rotas.ts';
import { registerTreinamentoRoutes } from './treinamento.ts';
import { registrarRespostaAutorizador } from './contingencia.ts';
import { danfeEpecDaNota } from './epec.ts';
import { registerEmailNFeRoute } from './email-nfe-rota.ts';
import { registerOutrosEventosRoutes } from './outros-eventos-rotas.ts';

import { exigir } from '../../auth/exigir.ts';
import { acao } from '../../http/contrato.ts';
import { FATURAMENTO_ACOES, NFE } from '../../../contratos/nfe.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { sefaz } from '../../http/sefaz.ts';
import { ultimoXml, eventosDaNota } from './xml-log.ts';
import { mudarSituacaoNota } from './situacao-nota.ts';

const BASE = '/v1/GerenciadorNFe';

function inteiro(v: unknown, campo: string, rotulo: string): number {
  const n = Number(v);
  if (v === undefined || v === null || v === '' || !Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
    throw new ValidationError({ [campo]: [`Informe ${rotulo}`] }, `Informe ${rotulo}.`);
  }
  return n;
}

function envelope<T>(reply: FastifyReply, r: RespostaNFe<T>) {
  return reply.code(r.http).send({ Success: r.sucesso, Message: r.mensagem, Data: r.dados });
}

async function faturamentoDoEmitente(c: Client, emitenteId: number, id: number) {
  const { rows } = await c.query('SELECT id, situacao, numero, serie, chave FROM faturamento WHERE emitente_id = $1 AND id = $2', [emitenteId, id]);
  if (!rows[0]) throw notFound('Nota (faturamento) não encontrada.');
  return rows[0] as { id: number; situacao: string; numero: number | null; serie: number; chave: string | null };
}

/** DANFE de pré-visualização do faturamento atual (sem alocar número; chave provisória). */
async function danfePrevia(db: Database, ctx: UserContext, id: number): Promise<{ pdf: Buffer; nome: string }> {
  const xml = await withTenant(db, ctx, async (c) => {
    const f = await faturamentoDoEmitente(c, ctx.emitenteId!, id);
    const nfe = await montarNFeDoFaturamento(c, ctx, id, f.numero ?? 0, Number(f.serie));
    return montarXmlNFe(nfe);
  });
  return { pdf: await gerarDanfe(xml, { semValorFiscal: true }), nome: `NFe-previa-${id}.pdf` };
}

/** Cria um pedido de inutilização a partir dos parâmetros da consulta (InutilizarNFe sem `id`). */
async function criarInutilizacao(db: Database, ctx: UserContext, q: Record<string, unknown>): Promise<number> {
  const erros: Record<string, string[]> = {};
  const n = (k: string, min: number, max: number) => {
    const v = Number(q[k]);
    if (q[k] === undefined || q[k] === '' || !Number.isInteger(v) || v < min || v > max) {
      erros[k] = [`Informe um número de ${min} a ${max}`];
      return 0;
    }
    return v;
  };
  const serie = n('serie', 0, 999);
  const ini = n('numero_inicial', 1, 999_999_999);
  const fim = n('numero_final', 1, 999_999_999);
  const ano = q.ano !== undefined && q.ano !== '' ? n('ano', 2000, 2099) : null;
  const just = String(q.justificativa ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  if (just.length < 15 || just.length > 255) erros.justificativa = ['A justificativa deve ter de 15 a 255 caracteres'];
  if (!erros.numero_inicial && !erros.numero_final && ini > fim) erros.numero_final = ['O número final deve ser maior ou igual ao inicial'];
  if (Object.keys(erros).length) throw new ValidationError(erros, Object.values(erros)[0][0]);
  return withTenant(
    db,
    ctx,
    async (c) =>
      (
        await c.query(
          `INSERT INTO inutilizacao_nfe (emitente_id, serie, numero_inicial, numero_final, justificativa, ano) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [ctx.emitenteId, serie, ini, fim, just, ano],
        )
      ).rows[0].id,
  );
}

/** Cria uma Carta de Correção a partir dos parâmetros da consulta (TransmitirCCeNFe sem `id`). */
async function criarCartaCorrecao(db: Database, ctx: UserContext, q: Record<string, unknown>): Promise<number> {
  const nota = inteiro(q.nota, 'nota', 'a nota (faturamento)');
  const correcao = String(q.correcao ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  if (correcao.length < 15 || correcao.length > 1000)
    throw new ValidationError({ correcao: ['A correção deve ter de 15 a 1000 caracteres'] }, 'A correção deve ter de 15 a 1000 caracteres.');
  return withTenant(db, ctx, async (c) => {
    await faturamentoDoEmitente(c, ctx.emitenteId!, nota);
    return (
      await c.query(`INSERT INTO carta_correcao_nfe (emitente_id, faturamento_id, correcao) VALUES ($1, $2, $3) RETURNING id`, [ctx.emitenteId, nota, correcao])
    ).rows[0].id;
  });
}

export function registerNFeRoutes(app: FastifyInstance, config: Config, db: Database, _registry: Registry): void {
  registerPacoteRoutes(app, config);
  registerConsultaCadastroRoutes(app, config, db);
  registerContingenciaRoutes(app, config, db);
  registerTreinamentoRoutes(app, config, db);
  registerEmailNFeRoute(app, db);
  registerOutrosEventosRoutes(app, config, db);
  const auth = { preHandler: app.authenticate };

  app.get(`${BASE}/ConsultarStatusServico`, acao(NFE.statusServico, auth), async (req) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Consultar']]);
    const { cliente } = await withTenant(db, req.ctx, (c) => clienteDoEmitente(c, config, req.ctx.emitenteId!));
    const r = await sefaz(() => cliente.statusServico());
    // the normal authorizer answered "in operation": the contingency suggestion (contingencia.ts) goes away
    if (r.cStat === '107') await withTenant(db, req.ctx, (c) => registrarRespostaAutorizador(c, req.ctx.emitenteId!));
    return {
      Success: r.cStat === '107',
      Message: `${r.cStat} - ${r.xMotivo}`,
      Data: { cStat: r.cStat, xMotivo: r.xMotivo, tMed: r.tMed ?? null, dhRecbto: r.dhRecbto ?? null },
    };
  });

  app.get(`${BASE}/ConsultarStatusNota`, acao(NFE.statusNota, auth), async (req) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Consultar']]);
    const chave = String((req.query as Record<string, unknown>).chave ?? '')
      .replace(/\s/g, '')
      .toUpperCase();
    if (!/^[0-9A-Z]{44}$/.test(chave)) throw new ValidationError({ chave: ['Chave de acesso inválida (44 caracteres)'] }, 'Chave de acesso inválida.');
    const emitenteId = req.ctx.emitenteId!;
    const fat = await withTenant(
      db,
      req.ctx,
      async (c) => (await c.query(`SELECT id, situacao FROM faturamento WHERE emitente_id = $1 AND chave = $2`, [emitenteId, chave])).rows[0],
    );
    if (fat?.situacao === 'transmitindo') {
      const r = await sefaz(() => reconciliarNota(db, config, req.ctx, fat.id));
      return ok({ ...r, faturamento_id: fat.id }, r.cStat ? `${r.cStat} - ${r.xMotivo}` : null);
    }
    const { cliente } = await withTenant(db, req.ctx, (c) => clienteDoEmitente(c, config, emitenteId));
    const r = await sefaz(() => cliente.consultarProtocolo(chave));
    let situacao: string | null = fat?.situacao ?? null;
    if (fat) {
      situacao = await withTenant(db, req.ctx, async (c) => {
        await registrarXml(c, emitenteId, { faturamentoId: fat.id, chave, tipo: 'envio', xml: r.requestXml });
        await registrarXml(c, emitenteId, { faturamentoId: fat.id, chave, tipo: 'retorno', xml: r.responseXml, cstat: r.cStat });
        if (r.cancelada && fat.situacao === 'autorizada') {
          for (const p of r.procEventos) await registrarXml(c, emitenteId, { faturamentoId: fat.id, chave, tipo: 'procEvento', xml: p, cstat: '135' });
          await mudarSituacaoNota(c, emitenteId, fat.id, 'cancelada');
          await notificarCicloNFe(c, emitenteId, fat.id, 'cancelada');
          return 'cancelada';
        }
        return fat.situacao;
      });
    }
    return ok(
      { chave, cStat: r.cStat, xMotivo: r.xMotivo, protocolo: r.protocolo?.nProt ?? null, cancelada: r.cancelada, situacao, faturamento_id: fat?.id ?? null },
      `${r.cStat} - ${r.xMotivo}`,
    );
  });

  app.get(`${BASE}/TransmitirNota`, acao(NFE.transmitir, auth), async (req, reply) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Gerenciar']]);
    const id = inteiro((req.query as Record<string, unknown>).nota, 'nota', 'a nota (faturamento)');
    return envelope(reply, await transmitirNota(db, config, req.ctx, id));
  });

  app.get(`${BASE}/CancelarNota`, acao(NFE.cancelar, auth), async (req, reply) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Gerenciar']]);
    const q = req.query as Record<string, unknown>;
    const id = inteiro(q.nota, 'nota', 'a nota (faturamento)');
    return envelope(reply, await cancelarNota(db, config, req.ctx, id, q.justificativa));
  });

  app.get(`${BASE}/InutilizarNFe`, acao(NFE.inutilizar, auth), async (req, reply) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Inutilizar']]);
    const q = req.query as Record<string, unknown>;
    // sem `id`: cria o pedido com os parâmetros (serie, numero_inicial, numero_final, justificativa, ano) e transmite
    const id = q.id !== undefined ? inteiro(q.id, 'id', 'a inutilização') : await criarInutilizacao(db, req.ctx, q);
    return envelope(reply, await inutilizarFaixa(db, config, req.ctx, id));
  });

  app.get(`${BASE}/TransmitirCCeNFe`, acao(NFE.transmitirCCe, auth), async (req, reply) => {
    exigir(req.ctx, [['GerenciadorNFe', 'CartaCorrecao']]);
    const q = req.query as Record<string, unknown>;
    // sem `id`: cria a Carta de Correção da `nota` com a `correcao` e transmite
    const id = q.id !== undefined ? inteiro(q.id, 'id', 'a Carta de Correção') : await criarCartaCorrecao(db, req.ctx, q);
    return envelope(reply, await transmitirCCe(db, config, req.ctx, id));
  });

  app.get(`${BASE}/CorrigirDuplicidadeNFe`, acao(NFE.corrigirDuplicidade, auth), async (req, reply) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Gerenciar']]);
    const id = inteiro((req.query as Record<string, unknown>).nota, 'nota', 'a nota (faturamento)');
    const emitenteId = req.ctx.emitenteId!;
    const pre = await withTenant(db, req.ctx, async (c) => {
      const f = await faturamentoDoEmitente(c, emitenteId, id);
      if (!f.chave || !['transmitindo', 'rejeitada'].includes(f.situacao)) {
        throw new ApiError(400, 'Somente notas transmitidas e não autorizadas (em transmissão ou rejeitadas) podem ter a duplicidade corrigida.');
      }
      const nfe = await ultimoXml(c, emitenteId, id, 'nfe');
      return { f, nfe, ...(await clienteDoEmitente(c, config, emitenteId)) };
    });
    const d = await sefaz(() => pre.cliente.corrigirDuplicidade(pre.f.chave!, pre.nfe?.xml));
    const r = await withTenant(db, req.ctx, async (c) => {
      await registrarXml(c, emitenteId, { faturamentoId: id, chave: pre.f.chave, tipo: 'envio', xml: d.consulta.requestXml });
      await registrarXml(c, emitenteId, { faturamentoId: id, chave: pre.f.chave, tipo: 'retorno', xml: d.consulta.responseXml, cstat: d.consulta.cStat });
      const p = d.protocolo;
      if (p?.cStat !== '100' || !pre.nfe)
        return {
          http: 200,
          sucesso: false,
          mensagem: `${d.consulta.cStat} - ${d.consulta.xMotivo}`,
          dados: { situacao: pre.f.situacao, cStat: d.consulta.cStat, xMotivo: d.consulta.xMotivo, chave: pre.f.chave, numero: pre.f.numero, protocolo: null },
        };
      const nfeProc = d.nfeProc ?? montarNfeProc(pre.nfe.xml, p.xml);
      await registrarXml(c, emitenteId, { faturamentoId: id, chave: pre.f.chave, tipo: 'nfeProc', xml: nfeProc, cstat: p.cStat });
      await arquivarXml(config, pre.emitente.cnpj, anomesDaChave(pre.f.chave!), `${pre.f.chave}-procNFe.xml`, nfeProc);
      await mudarSituacaoNota(c, emitenteId, id, 'autorizada');
      await notificarCicloNFe(c, emitenteId, id, 'autorizada');
      await c.query(
        `INSERT INTO faturamento_nfe (emitente_id, faturamento_id, chave, protocolo, data_autorizacao, cstat, xmotivo) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (emitente_id, faturamento_id) DO UPDATE SET chave = EXCLUDED.chave, protocolo = EXCLUDED.protocolo, data_autorizacao = EXCLUDED.data_autorizacao,
           cstat = EXCLUDED.cstat, xmotivo = EXCLUDED.xmotivo, alterado_em = now()`,
        [emitenteId, id, pre.f.chave, p.nProt ?? null, p.dhRecbto ?? null, p.cStat, p.xMotivo],
      );
      return {
        http: 200,
        sucesso: true,
        mensagem: `Protocolo ${p.nProt} anexado à nota.`,
        dados: { situacao: 'autorizada', cStat: p.cStat, xMotivo: p.xMotivo, chave: pre.f.chave, numero: pre.f.numero, protocolo: p.nProt ?? null },
      };
    });
    return envelope(reply, r);
  });

  app.get(`${BASE}/ImprimirNFe/:id`, acao(NFE.imprimir, auth), async (req, reply) => {
    exigir(req.ctx, [['GerenciadorNFe', 'Consultar']]);
    const id = inteiro((req.params as Record<string, unknown>).id, 'id', 'a nota (faturamento)');
    const proc = await withTenant(db, req.ctx, async (c) => {
      await faturamentoDoEmitente(c, req.ctx.emitenteId!, id);
      const xml = await ultimoXml(c, req.ctx.emitenteId!, id, 'nfeProc');
      return xml && { ...xml, eventos: await eventosDaNota(c, req.ctx.emitenteId!, id) };
    });
    if (!proc) {
      // nota em contingência EPEC: DANFE com a expressão do EPEC (epec.ts)
      const epec = await danfeEpecDaNota(db, req.ctx, id);
      if (epec) return enviarArquivo(reply, 'application/pdf', epec.nome, epec.pdf, 'inline');
      throw new ApiError(400, 'A nota ainda não foi autorizada; use a pré-visualização.');
    }
    return enviarArquivo(reply, 'application/pdf', `NFe-${proc.chave}.pdf`, await gerarDanfe(proc.xml, { eventos: proc.eventos }), 'inline');
  });

  app.get(`${BASE}/PrevisualizarNFe/:id`, acao(NFE.previsualizar, auth), async (req, reply) => {
    exigir(req.ctx, [
      ['GerenciadorNFe', 'Consultar'],
      ['Faturamento', 'Consultar'],
    ]);
    const id = inteiro((req.params as Record<string, unknown>).id, 'id', 'a nota (faturamento)');
    const { pdf, nome } = await danfePrevia(db, req.ctx, id);
    return enviarArquivo(reply, 'application/pdf', nome, pdf, 'inline');
  });

  app.get(`${BASE}/ImprimirCCe/:id`, acao(NFE.imprimirCCe, auth), async (req, reply) => {
    exigir(req.ctx, [
      ['GerenciadorNFe', 'Consultar'],
      ['GerenciadorNFe', 'CartaCorrecao'],
    ]);
    const id = inteiro((req.params as Record<string, unknown>).id, 'id', 'a Carta de Correção');
    const emitenteId = req.ctx.emitenteId!;
    const dados = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(`SELECT faturamento_id, sequencia, situacao FROM carta_correcao_nfe WHERE emitente_id = $1 AND id = $2`, [emitenteId, id]);
      if (!rows[0]) throw notFound('Carta de Correção não encontrada.');
      if (rows[0].situacao !== 'registrada') throw new ApiError(400, 'A Carta de Correção ainda não foi registrada na SEFAZ.');
      const { rows: ev } = await c.query(
        `SELECT xml FROM faturamento_evento WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = '110110' AND sequencia = $3`,
        [emitenteId, rows[0].faturamento_id, rows[0].sequencia],
      );
      const proc = await ultimoXml(c, emitenteId, rows[0].faturamento_id, 'nfeProc');
      return { evento: ev[0]?.xml as string | undefined, nfe: proc?.xml, chave: proc?.chave, seq: rows[0].sequencia };
    });
    if (!dados.evento) throw new ApiError(400, 'XML do evento não encontrado.');
    const pdf = await gerarPdfCCe({ xmlEvento: dados.evento, ...(dados.nfe ? { nfe: dados.nfe } : {}) });
    return enviarArquivo(reply, 'application/pdf', `CCe-${dados.chave ?? id}-${dados.seq}.pdf`, pdf, 'inline');
  });

  app.get(`${BASE}/DownloadXMLNFe`, acao(NFE.downloadXml, auth), async (req, reply) => {
    exigir(req.ctx, [
      ['GerenciadorNFe', 'Consultar'],
      ['GerenciadorNFe', 'ArquivosXML'],
    ]);
    const id = inteiro((req.query as Record<string, unknown>).id, 'id', 'a nota (faturamento)');
    const proc = await withTenant(db, req.ctx, async (c) => {
      await faturamentoDoEmitente(c, req.ctx.emitenteId!, id);
      return ultimoXml(c, req.ctx.emitenteId!, id, 'nfeProc');
    });
    if (!proc) throw new ApiError(400, 'A nota ainda não foi autorizada: não há XML de distribuição.');
    return enviarArquivo(reply, 'application/xml; charset=utf-8', `${proc.chave}-procNFe.xml`, proc.xml, 'attachment');
  });

  app.get(`${BASE}/GetXMLDownload`, acao(NFE.meses, auth), async (req) => {
    exigir(req.ctx, [['GerenciadorNFe', 'ArquivosXML']]);
    const rows = await withTenant(
      db,
      req.ctx,
      async (c) =>
        (
          await c.query(
            `SELECT '20' || substr(chave, 3, 4) AS anomes, count(DISTINCT chave)::int AS quantidade FROM documento_fiscal_xml
        WHERE emitente_id = $1 AND tipo = 'nfeProc' AND chave IS NOT NULL GROUP BY 1 ORDER BY 1 DESC`,
            [req.ctx.emitenteId],
          )
        ).rows,
    );
    return ok(rows);
  });

  // Meses grandes (ou modo=tarefa) viram tarefa em segundo plano: 202 com a tarefa em Data (arquivo-mes.ts).
  registrarTarefaArquivoMes(app.jobs, config, db);
  app.get(`${BASE}/DownloadDiretorio`, acao(NFE.downloadDiretorio, auth), async (req, reply) => {
    exigir(req.ctx, [['GerenciadorNFe', 'ArquivosXML']]);
    const q = req.query as Record<string, unknown>;
    const anomes = String(q.anomes ?? '');
    if (!/^20[0-9]{2}(0[1-9]|1[0-2])$/.test(anomes))
      throw new ValidationError({ anomes: ['Informe o mês no formato AAAAMM'] }, 'Informe o mês no formato AAAAMM.');
    const modo = q.modo === undefined || q.modo === '' ? 'auto' : String(q.modo);
    if (!['auto', 'direto', 'tarefa'].includes(modo)) throw new ValidationError({ modo: ['Use direto ou tarefa'] }, 'O modo deve ser "direto" ou "tarefa".');
    const emitenteId = req.ctx.emitenteId!;
    const quantidade = await withTenant(db, req.ctx, (c) => contarXmlDoMes(c, emitenteId, anomes));
    if (!quantidade) throw notFound(`Nenhum XML autorizado em ${mesAno(anomes)}.`);
    if (modo === 'tarefa' || (modo === 'auto' && quantidade > LIMITE_ZIP_DIRETO)) {
      const id = await app.jobs.enfileirar(req.ctx, TIPO_ARQUIVO_MES, { anomes });
      return reply.code(202).send(ok(await app.jobs.ler(emitenteId, id), 'O arquivo está sendo preparado em segundo plano: acompanhe em Tarefas.'));
    }
    const { rows, nome } = await withTenant(db, req.ctx, async (c) => ({
      rows: [...(await xmlDoMes(c, emitenteId, anomes)), ...(await inutilizacoesDoMes(c, emitenteId, anomes))],
      nome: await nomeZipDoMes(c, emitenteId, anomes),
    }));
    return enviarArquivo(reply, 'application/zip', nome, criarZip(entradasZip(rows, new Set(), { n: 0 })), 'attachment');
  });

  app.get('/v1/faturamento/Imprimir/:id', acao(FATURAMENTO_ACOES.imprimir, auth), async (req, reply) => {
    exigir(req.ctx, [['Faturamento', 'Consultar']]);
    const id = inteiro((req.params as Record<string, unknown>).id, 'id', 'o faturamento');
    const proc = await withTenant(db, req.ctx, async (c) => {
      const f = await faturamentoDoEmitente(c, req.ctx.emitenteId!, id);
      if (!['autorizada', 'cancelada', 'denegada'].includes(f.situacao)) return undefined;
      const xml = await ultimoXml(c, req.ctx.emitenteId!, id, 'nfeProc');
      return xml && { ...xml, eventos: await eventosDaNota(c, req.ctx.emitenteId!, id) };
    });
    if (proc) return enviarArquivo(reply, 'application/pdf', `NFe-${proc.chave}.pdf`, await gerarDanfe(proc.xml, { eventos: proc.eventos }), 'inline');
    const epec = await danfeEpecDaNota(db, req.ctx, id);
    if (epec) return enviarArquivo(reply, 'application/pdf', epec.nome, epec.pdf, 'inline');
    const { pdf, nome } = await danfePrevia(db, req.ctx, id);
    return enviarArquivo(reply, 'application/pdf', nome.replace('NFe-previa', 'Faturamento'), pdf, 'inline');
  });
}
