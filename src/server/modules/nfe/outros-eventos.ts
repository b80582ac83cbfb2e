/**
 * "Outros eventos" da NF-e emitida: um serviço para todos os tipos da tabela de
 * descritores (src/fiscal/nfe/eventos/descritores.ts) cujo autor é o emitente.
 *
 * Fluxo de `emitirEventoNota`: confere a situação e o modelo da nota, a aplicabilidade pelos itens
 * (CFOP) e o evento anterior exigido (o cancelado, ou o 1º pedido de prorrogação); valida a entrada
 * (400 com a mensagem por campo, nada gravado nem enviado); monta e assina o lote e o grava
 * (`evento-envio`) ANTES da troca com a SEFAZ; envia ao órgão do descritor (UF, AN cOrgao 91 ou SVRS
 * cOrgao 92); grava o retorno (`evento-retorno`) e, registrado (135/136), o `procEventoNFe` em
 * documento_fiscal_xml, no arquivo de XML da empresa (`{chave}-procEventoNFe-{tpEvento}-{seq}.xml`,
 * que entra no ZIP mensal) e em faturamento_evento (com `referido_id` do evento a que se refere).
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { type Client, type TenantContext, withTenant } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound } from '../../http/envelope.ts';
import { CODIGOS_UF, SefazError, elementos, atributoDe, texto } from '../../../fiscal/sefaz/index.ts';
import { type DescritorEvento, type ItemNotaEvento, descritorEvento, EVENTOS_NFE, validarEntradaEvento } from '../../../fiscal/nfe/eventos/descritores.ts';
import { agora, deslocamentoUf } from '../../../domain/relogio.ts';
import { clienteDoEmitente, type RespostaNFe } from './nota-sefaz.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { anomesDaChave, arquivarXml, registrarXml } from './xml-log.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { VERSAO_PROCESSO } from '../fiscal/nfe.ts';

/** Resultado de um evento (Data da resposta). */
export interface ResultadoOutroEvento {
  id: number | null;
  tpEvento: string;
  sequencia: number;
  cStat: string;
  xMotivo: string;
  protocolo: string | null;
  situacao: 'registrado' | 'rejeitado';
}

/** Os tipos que cancelam o evento a que se referem (110131, 110193, 110751, 111502, 111503). */
const TIPOS_CANCELAMENTO = [...EVENTOS_NFE.values()].filter((d) => d.referencia?.cancela).map((d) => d.tpEvento);

/** Um evento registrado da nota (lista da tela). */
export interface EventoRegistradoNota {
  id: number;
  tpEvento: string;
  titulo: string;
  sequencia: number;
  protocolo: string | null;
  cStat: string | null;
  criadoEm: string;
  /** `true` quando um cancelamento registrado aponta para este evento. */
  cancelado: boolean;
}

/** Os itens (`det`) da NF-e autorizada, lidos do nfeProc. */
export function itensDoXml(xml: string): ItemNotaEvento[] {
  return elementos(xml, 'det').map((det) => {
    const prod = elementos(det, 'prod')[0] ?? det;
    return {
      nItem: Number(atributoDe(det, 'nItem')),
      xProd: texto(prod, 'xProd') ?? '',
      CFOP: texto(prod, 'CFOP') ?? '',
      qCom: Number(texto(prod, 'qCom') ?? 0),
      uCom: texto(prod, 'uCom') ?? '',
    };
  });
}

interface NotaEvento {
  id: number;
  situacao: string;
  chave: string;
  modelo: string;
  protocolo: string | null;
}

async function notaDoEmitente(c: Client, emitenteId: number, faturamentoId: number, travar: boolean): Promise<NotaEvento> {
  const { rows } = await c.query(
    `SELECT f.id, f.situacao, f.chave, f.modelo::text AS modelo, n.protocolo FROM faturamento f
       LEFT JOIN faturamento_nfe n ON n.emitente_id = f.emitente_id AND n.faturamento_id = f.id
      WHERE f.emitente_id = $1 AND f.id = $2${travar ? ' FOR UPDATE OF f' : ''}`,
    [emitenteId, faturamentoId],
  );
  if (!rows[0]) throw notFound('Nota (faturamento) não encontrada.');
  return { ...rows[0], modelo: String(rows[0].modelo ?? '55') } as NotaEvento;
}

async function itensDaNota(c: Client, emitenteId: number, faturamentoId: number): Promise<ItemNotaEvento[]> {
  const { rows } = await c.query(
    `SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc' ORDER BY id DESC LIMIT 1`,
    [emitenteId, faturamentoId],
  );
  return rows[0] ? itensDoXml(rows[0].xml as string) : [];
}

/** Eventos registrados da nota com a marca de cancelado. */
export async function eventosRegistradosDaNota(c: Client, emitenteId: number, faturamentoId: number): Promise<EventoRegistradoNota[]> {
  const { rows } = await c.query(
    `SELECT e.id, e.tipo, e.sequencia, e.protocolo, e.cstat, e.criado_em,
            EXISTS (SELECT 1 FROM faturamento_evento x WHERE x.emitente_id = e.emitente_id AND x.referido_id = e.id AND x.tipo = ANY($3::text[])) AS cancelado
       FROM faturamento_evento e WHERE e.emitente_id = $1 AND e.faturamento_id = $2 ORDER BY e.id`,
    [emitenteId, faturamentoId, TIPOS_CANCELAMENTO],
  );
  return rows.map((r) => ({
    id: r.id,
    tpEvento: r.tipo,
    titulo:
      EVENTOS_NFE.get(r.tipo)?.titulo ??
      (r.tipo === '110110' ? 'Carta de Correção' : r.tipo === '110111' ? 'Cancelamento' : r.tipo === '110140' ? 'EPEC' : r.tipo),
    sequencia: r.sequencia,
    protocolo: r.protocolo,
    cStat: r.cstat,
    criadoEm: new Date(r.criado_em).toISOString(),
    cancelado: r.cancelado === true,
  }));
}

/** O evento de que `d` depende, ainda não cancelado (o último registrado do tipo). */
function eventoReferido(d: DescritorEvento, registrados: EventoRegistradoNota[]): EventoRegistradoNota | undefined {
  if (!d.referencia) return undefined;
  return [...registrados].reverse().find((e) => e.tpEvento === d.referencia!.tpEvento && !e.cancelado && e.protocolo);
}

/**
 * Por que o evento `d` não cabe na nota (mensagem pt-BR), ou `undefined` se cabe.
 * Regras: autor emitente, modelo e situação do descritor, CFOP (prorrogação), evento anterior.
 */
export function motivoIndisponivel(d: DescritorEvento, nota: NotaEvento, itens: ItemNotaEvento[], registrados: EventoRegistradoNota[]): string | undefined {
  if (d.autor !== 'emitente') return 'Este evento é do destinatário da nota: registre-o em Compras › Documentos recebidos.';
  if (!d.modelos.includes(nota.modelo)) return `O evento não se aplica ao modelo ${nota.modelo}.`;
  if (!d.situacoes.includes(nota.situacao)) return 'O evento exige uma nota autorizada.';
  if (d.aplicavel && !d.aplicavel(itens)) return d.motivoNaoAplicavel ?? 'O evento não se aplica a esta nota.';
  if (d.referencia && !eventoReferido(d, registrados)) {
    const ref = EVENTOS_NFE.get(d.referencia.tpEvento);
    return d.referencia.cancela
      ? `Não há ${ref?.titulo.toLowerCase() ?? 'evento'} registrado (e não cancelado) para cancelar.`
      : `Registre antes: ${ref?.titulo ?? d.referencia.tpEvento}.`;
  }
  return undefined;
}

/** Os eventos da tabela que cabem na nota agora, e os já registrados. */
export async function eventosDisponiveisDaNota(db: Database, ctx: TenantContext, faturamentoId: number) {
  const emitenteId = ctx.emitenteId!;
  return withTenant(db, ctx, async (c) => {
    const nota = await notaDoEmitente(c, emitenteId, faturamentoId, false);
    const itens = await itensDaNota(c, emitenteId, faturamentoId);
    const registrados = await eventosRegistradosDaNota(c, emitenteId, faturamentoId);
    const disponiveis = [...EVENTOS_NFE.values()].filter((d) => !motivoIndisponivel(d, nota, itens, registrados)).map((d) => d.tpEvento);
    return { disponiveis, registrados, itens };
  });
}

/**
 * Emite o evento `tpEvento` da nota `faturamentoId` com a `entrada` do formulário.
 * @throws ValidationError 400 (campo nomeado) sem nada gravar; ApiError 400 quando o evento não
 *   cabe na nota; 502 se a SEFAZ não responde.
 */
export async function emitirEventoNota(
  db: Database,
  config: Config,
  ctx: TenantContext,
  faturamentoId: number,
  tpEvento: unknown,
  entrada: Record<string, unknown>,
): Promise<RespostaNFe<ResultadoOutroEvento>> {
  const d = descritorEvento(String(tpEvento ?? ''));
  if (!d) throw new ValidationError({ tpEvento: ['Tipo de evento desconhecido'] }, 'Tipo de evento desconhecido.');
  const emitenteId = ctx.emitenteId!;
  const pre = await withTenant(db, ctx, async (c) => {
    const nota = await notaDoEmitente(c, emitenteId, faturamentoId, true);
    const itens = await itensDaNota(c, emitenteId, faturamentoId);
    const registrados = await eventosRegistradosDaNota(c, emitenteId, faturamentoId);
    const motivo = motivoIndisponivel(d, nota, itens, registrados);
    if (motivo) throw new ApiError(400, motivo, { tpEvento: [motivo] });
    if (!nota.protocolo) throw new ApiError(400, 'Protocolo de autorização da nota não encontrado.');
    const { cliente, emitente } = await clienteDoEmitente(c, config, emitenteId);
    const fuso = deslocamentoUf(emitente.uf);
    const instante = agora();
    const v = validarEntradaEvento(d, entrada, itens, { agora: instante, fuso });
    const primeiro = Object.values(v.erros)[0];
    if (primeiro) throw new ValidationError(v.erros, `${primeiro[0]}.`);
    const seq = registrados.filter((e) => e.tpEvento === d.tpEvento).reduce((m, e) => Math.max(m, e.sequencia), 0) + 1;
    if (seq > d.maxSequencia)
      throw new ApiError(400, `A nota já tem ${d.maxSequencia} eventos "${d.titulo}" (limite da SEFAZ).`, { tpEvento: ['Limite de eventos'] });
    const ref = eventoReferido(d, registrados);
    const detalheXml = d.montar(v.entrada, {
      agora: instante,
      fuso,
      chave: nota.chave,
      cUFAutor: CODIGOS_UF[emitente.uf],
      verAplic: VERSAO_PROCESSO,
      nProtNota: nota.protocolo,
      ...(ref ? { referido: { tpEvento: ref.tpEvento, nSeqEvento: ref.sequencia, nProt: ref.protocolo! } } : {}),
    });
    const orgao = d.orgao(nota.modelo);
    const dados = {
      chave: nota.chave,
      tpEvento: d.tpEvento,
      nSeqEvento: seq,
      detalheXml,
      ...(orgao === 'an' ? { cOrgao: '91' } : orgao === 'svrs' ? { cOrgao: '92', autorizador: 'SVRS' } : {}),
    };
    let lote: string;
    try {
      lote = cliente.montarLoteEvento(dados);
    } catch (e) {
      if (e instanceof SefazError) throw new ApiError(400, e.message);
      throw e;
    }
    // o XML assinado fica gravado antes da troca com a SEFAZ
    await registrarXml(c, emitenteId, { faturamentoId, chave: nota.chave, tipo: 'evento-envio', xml: lote });
    return { nota, cliente, emitente, seq, ref, dados, lote };
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
    const chave = pre.nota.chave;
    await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'evento-retorno', xml: r.responseXml, cstat: cStat });
    const registrado = !!r.procEventoNFe && (cStat === '135' || cStat === '136');
    let id: number | null = null;
    if (registrado && r.procEventoNFe) {
      await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'procEvento', xml: r.procEventoNFe, cstat: cStat });
      await arquivarXml(config, pre.emitente.cnpj, anomesDaChave(chave), `${chave}-procEventoNFe-${d.tpEvento}-${pre.seq}.xml`, r.procEventoNFe);
      const { rows } = await c.query(
        `INSERT INTO faturamento_evento (emitente_id, faturamento_id, tipo, sequencia, protocolo, cstat, xml, referido_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [emitenteId, faturamentoId, d.tpEvento, pre.seq, ev?.nProt ?? null, cStat.slice(0, 3), r.procEventoNFe, pre.ref?.id ?? null],
      );
      id = rows[0].id;
    }
    return concluirOutroEvento(c, ctx, {
      entidade: 'faturamento',
      registroId: faturamentoId,
      id,
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

/**
 * Fecha a troca de um evento (do emitente ou do destinatário): monta o resultado, grava a auditoria
 * na entidade do documento e devolve a resposta da rota (200; `sucesso` false na rejeição, com o
 * cStat e o xMotivo da SEFAZ na mensagem).
 */
export async function concluirOutroEvento(
  c: Client,
  ctx: TenantContext,
  r: {
    entidade: string;
    registroId: number;
    id: number | null;
    chave: string;
    tpEvento: string;
    titulo: string;
    sequencia: number;
    cStat: string;
    xMotivo: string;
    nProt: string | null;
    registrado: boolean;
  },
): Promise<RespostaNFe<ResultadoOutroEvento>> {
  const dados: ResultadoOutroEvento = {
    id: r.id,
    tpEvento: r.tpEvento,
    sequencia: r.sequencia,
    cStat: r.cStat,
    xMotivo: r.xMotivo,
    protocolo: r.nProt,
    situacao: r.registrado ? 'registrado' : 'rejeitado',
  };
  await registrarAuditoria(c, {
    ctx,
    entidade: r.entidade,
    registroId: r.registroId,
    acao: 'outra',
    depois: { ...dados, chave: r.chave },
    descricao: `Evento ${r.tpEvento} (${r.titulo}): ${r.cStat} - ${r.xMotivo}`.slice(0, 300),
  });
  return r.registrado
    ? { http: 200, sucesso: true, mensagem: `${r.titulo}: evento registrado (protocolo ${r.nProt}).`, dados }
    : { http: 200, sucesso: false, mensagem: `Rejeição ${r.cStat}: ${r.xMotivo}`, dados };
}

/** O `procEventoNFe` de um evento registrado da nota e o nfeProc (para a impressão). */
export async function eventoParaImpressao(
  c: Client,
  emitenteId: number,
  eventoId: number,
): Promise<{ xml: string; nfe?: string; chave: string; tipo: string; seq: number }> {
  const { rows } = await c.query(
    `SELECT e.xml, e.tipo, e.sequencia, e.faturamento_id, f.chave FROM faturamento_evento e JOIN faturamento f ON f.emitente_id = e.emitente_id AND f.id = e.faturamento_id
      WHERE e.emitente_id = $1 AND e.id = $2`,
    [emitenteId, eventoId],
  );
  const e = rows[0];
  if (!e?.xml) throw notFound('Evento não encontrado.');
  const { rows: p } = await c.query(
    `SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc' ORDER BY id DESC LIMIT 1`,
    [emitenteId, e.faturamento_id],
  );
  return { xml: e.xml, nfe: p[0]?.xml, chave: e.chave, tipo: e.tipo, seq: e.sequencia };
}
