/**
 * Eventos do destinatário da reforma tributária (NT 2025.002; tabela em
 * src/fiscal/nfe/eventos/descritores.ts, autor `destinatario`): apropriação de crédito presumido
 * (211110), consumo pessoal (211120), imobilização (211130), crédito de combustível (211140) e
 * crédito dependente da atividade (211150), sobre a NF-e completa recebida pela distribuição DF-e
 * (compra_dfe_manifesto tipo procNFe), enviados à SVRS nacional (cOrgao 92) com o A1 da empresa.
 *
 * Como a manifestação (manifestacao.ts): o lote assinado é gravado em compra_dfe_evento ANTES do
 * envio e o retorno depois; o registrado (135/136) vira `procEventoNFe` em documento_fiscal_xml e no
 * arquivo de XML (`{chave}-procEventoNFe-{tpEvento}-{seq}.xml`, que entra no ZIP mensal).
 * Nota desconhecida ou operação não realizada (manifestação conclusiva negativa) não recebe evento.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { type Client, type TenantContext, withTenant } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound } from '../../http/envelope.ts';
import { CODIGOS_UF, SefazError, texto } from '../../../fiscal/sefaz/index.ts';
import { EVENTOS_NFE, descritorEvento, validarEntradaEvento } from '../../../fiscal/nfe/eventos/descritores.ts';
import { agora, deslocamentoUf } from '../../../domain/relogio.ts';
import { clienteDoEmitente, type RespostaNFe } from '../nfe/nota-sefaz.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { anomesDaChave, arquivarXml, registrarXml } from '../nfe/xml-log.ts';
import { concluirOutroEvento, itensDoXml, type ResultadoOutroEvento } from '../nfe/outros-eventos.ts';
import { VERSAO_PROCESSO } from '../fiscal/nfe.ts';

async function documentoRecebido(c: Client, emitenteId: number, id: number) {
  const { rows } = await c.query(
    `SELECT m.id, m.chave, m.tipo, m.manifestacao, x.xml FROM compra_dfe_manifesto m
       LEFT JOIN compra_dfe_xml x ON x.emitente_id = m.emitente_id AND x.manifesto_id = m.id
      WHERE m.emitente_id = $1 AND m.id = $2`,
    [emitenteId, id],
  );
  if (!rows[0]) throw notFound('Documento não encontrado.');
  return rows[0] as { id: number; chave: string; tipo: string; manifestacao: string; xml: string | null };
}

async function registradosDoDocumento(c: Client, emitenteId: number, id: number) {
  const { rows } = await c.query(
    `SELECT id, tipo_evento, protocolo, cstat, criado_em FROM compra_dfe_evento
      WHERE emitente_id = $1 AND manifesto_id = $2 AND cstat IN ('135', '136') ORDER BY id`,
    [emitenteId, id],
  );
  return rows.map((r, i, todos) => ({
    id: r.id as number,
    tpEvento: r.tipo_evento as string,
    titulo: EVENTOS_NFE.get(r.tipo_evento)?.titulo ?? r.tipo_evento,
    sequencia: todos.slice(0, i + 1).filter((x) => x.tipo_evento === r.tipo_evento).length,
    protocolo: r.protocolo as string | null,
    criadoEm: new Date(r.criado_em).toISOString(),
    cancelado: false,
  }));
}

function motivo(doc: { tipo: string; manifestacao: string; xml: string | null }): string | undefined {
  if (doc.tipo !== 'procNFe' || !doc.xml) return 'Os eventos do destinatário exigem a NF-e completa: manifeste a ciência e obtenha o XML.';
  if (doc.manifestacao === 'desconhecida' || doc.manifestacao === 'nao_realizada') return 'A nota foi manifestada como desconhecida ou não realizada.';
  return undefined;
}

/** Eventos do destinatário que cabem no documento recebido, os registrados e os itens da nota. */
export async function eventosDoDocumento(db: Database, ctx: TenantContext, id: number) {
  const emitenteId = ctx.emitenteId!;
  return withTenant(db, ctx, async (c) => {
    const doc = await documentoRecebido(c, emitenteId, id);
    const bloqueio = motivo(doc);
    const disponiveis = bloqueio ? [] : [...EVENTOS_NFE.values()].filter((d) => d.autor === 'destinatario').map((d) => d.tpEvento);
    return { disponiveis, registrados: await registradosDoDocumento(c, emitenteId, id), itens: doc.xml ? itensDoXml(doc.xml) : [], motivo: bloqueio ?? null };
  });
}

/**
 * Emite o evento do destinatário `tpEvento` sobre o documento recebido `id`.
 * @throws ValidationError 400 com o campo; ApiError 400 quando não cabe; 502 sem resposta da SEFAZ.
 */
export async function emitirEventoDestinatario(
  db: Database,
  config: Config,
  ctx: TenantContext,
  id: number,
  tpEvento: unknown,
  entrada: Record<string, unknown>,
): Promise<RespostaNFe<ResultadoOutroEvento>> {
  const d = descritorEvento(String(tpEvento ?? ''));
  if (d?.autor !== 'destinatario') throw new ValidationError({ tpEvento: ['Tipo de evento do destinatário desconhecido'] }, 'Tipo de evento desconhecido.');
  const emitenteId = ctx.emitenteId!;
  const pre = await withTenant(db, ctx, async (c) => {
    const doc = await documentoRecebido(c, emitenteId, id);
    const m = motivo(doc);
    if (m) throw new ApiError(400, m, { tpEvento: [m] });
    const { cliente, emitente } = await clienteDoEmitente(c, config, emitenteId);
    const fuso = deslocamentoUf(emitente.uf);
    const instante = agora();
    const v = validarEntradaEvento(d, entrada, itensDoXml(doc.xml!), { agora: instante, fuso });
    const primeiro = Object.values(v.erros)[0];
    if (primeiro) throw new ValidationError(v.erros, `${primeiro[0]}.`);
    const seq = (await registradosDoDocumento(c, emitenteId, id)).filter((e) => e.tpEvento === d.tpEvento).length + 1;
    if (seq > d.maxSequencia) throw new ApiError(400, `O documento já tem ${d.maxSequencia} eventos "${d.titulo}" (limite da SEFAZ).`);
    const dados = {
      chave: doc.chave,
      tpEvento: d.tpEvento,
      nSeqEvento: seq,
      cOrgao: '92',
      autorizador: 'SVRS',
      detalheXml: d.montar(v.entrada, {
        agora: instante,
        fuso,
        chave: doc.chave,
        cUFAutor: CODIGOS_UF[emitente.uf],
        verAplic: VERSAO_PROCESSO,
        nProtNota: texto(doc.xml!, 'nProt') ?? '',
      }),
    };
    let lote: string;
    try {
      lote = cliente.montarLoteEvento(dados);
    } catch (e) {
      if (e instanceof SefazError) throw new ApiError(400, e.message);
      throw e;
    }
    const { rows } = await c.query('INSERT INTO compra_dfe_evento (emitente_id, manifesto_id, tipo_evento, xml_envio) VALUES ($1, $2, $3, $4) RETURNING id', [
      emitenteId,
      id,
      d.tpEvento,
      lote,
    ]);
    return { doc, cliente, emitente, seq, dados, lote, eventoId: rows[0].id as number };
  });
  let r: Awaited<ReturnType<typeof pre.cliente.enviarEvento>>;
  try {
    r = await pre.cliente.enviarEvento(pre.dados, pre.lote);
  } catch (e) {
    if (e instanceof SefazError)
      throw new ApiError(e.codigo === 'validacao' ? 400 : 502, e.codigo === 'validacao' ? e.message : `${mensagemFalhaSefaz(e)} Tente novamente.`);
    throw e;
  }
  return withTenant(db, ctx, async (c) => {
    const ev = r.evento;
    const cStat = ev?.cStat ?? r.cStat;
    const xMotivo = ev?.xMotivo ?? r.xMotivo;
    const chave = pre.doc.chave;
    const registrado = !!r.procEventoNFe && (cStat === '135' || cStat === '136');
    await c.query('UPDATE compra_dfe_evento SET xml_retorno = $3, cstat = $4, protocolo = $5 WHERE emitente_id = $1 AND id = $2', [
      emitenteId,
      pre.eventoId,
      r.responseXml,
      cStat.slice(0, 3),
      ev?.nProt ?? null,
    ]);
    if (registrado && r.procEventoNFe) {
      await registrarXml(c, emitenteId, { chave, tipo: 'procEvento', xml: r.procEventoNFe, cstat: cStat });
      await arquivarXml(config, pre.emitente.cnpj, anomesDaChave(chave), `${chave}-procEventoNFe-${d.tpEvento}-${pre.seq}.xml`, r.procEventoNFe);
    }
    return concluirOutroEvento(c, ctx, {
      entidade: 'compraDFeManifesto',
      registroId: id,
      id: registrado ? pre.eventoId : null,
      chave,
      tpEvento: d.tpEvento,
      titulo: d.titulo,
      sequencia: pre.seq,
      cStat,
      xMotivo,
      nProt: ev?.nProt ?? null,
      registrado,
    });
  });
}

/** O `procEventoNFe` de um evento do destinatário registrado e o XML da nota, para a impressão. */
export async function eventoDestinatarioParaImpressao(c: Client, emitenteId: number, eventoId: number) {
  const { rows } = await c.query(
    `SELECT e.tipo_evento, e.manifesto_id, m.chave, x.xml AS nfe FROM compra_dfe_evento e
       JOIN compra_dfe_manifesto m ON m.emitente_id = e.emitente_id AND m.id = e.manifesto_id
       LEFT JOIN compra_dfe_xml x ON x.emitente_id = e.emitente_id AND x.manifesto_id = e.manifesto_id
      WHERE e.emitente_id = $1 AND e.id = $2 AND e.cstat IN ('135', '136')`,
    [emitenteId, eventoId],
  );
  const e = rows[0];
  if (!e) throw notFound('Evento não encontrado.');
  const { rows: p } = await c.query(
    `SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND chave = $2 AND tipo = 'procEvento' AND xml LIKE $3 ORDER BY id`,
    [emitenteId, e.chave, `%<tpEvento>${e.tipo_evento}</tpEvento>%`],
  );
  const { rows: ordem } = await c.query(
    `SELECT id FROM compra_dfe_evento WHERE emitente_id = $1 AND manifesto_id = $2 AND tipo_evento = $3 AND cstat IN ('135', '136') ORDER BY id`,
    [emitenteId, e.manifesto_id, e.tipo_evento],
  );
  const ix = ordem.findIndex((o) => o.id === eventoId);
  const xml = p[ix]?.xml as string | undefined;
  if (!xml) throw notFound('XML do evento não encontrado.');
  return { xml, nfe: e.nfe as string | undefined, chave: e.chave as string, tipo: e.tipo_evento as string, seq: ix + 1 };
}
