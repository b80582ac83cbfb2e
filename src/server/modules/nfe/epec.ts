/**
 * Contingência EPEC da NF-e modelo 55 (evento 110140, `tpEmis` 4; NT 2013.004; MOC 7.0, Anexo
 * "EPEC"). A entrada e a saída são as da contingência (contingencia.ts, com
 * `modalidade` 'epec'); aqui o que muda na transmissão:
 *
 * - {@link registrarEpecDaNota}: chamada por `transmitirNota` depois de a NF-e `tpEmis` 4 (com
 *   `dhCont`/`xJust`) ter sido montada, assinada, validada, GRAVADA e a nota posta em
 *   'transmitindo' (commit antes da troca). Envia o EPEC ao Ambiente Nacional (`cOrgao` 91) e grava
 *   envio/retorno em `documento_fiscal_xml`. 136 -> situação 'epec' (EPEC registrado, aguardando
 *   transmissão), o `procEventoNFe` no banco (`faturamento_evento` 110140, `procEvento`) e no arquivo;
 *   rejeição -> 'rejeitada' com cStat/xMotivo; falha de comunicação -> 'rejeitada' (502; transmita de
 *   novo: mesma chave).
 * - {@link transmitirNotasEpec}: com o autorizador normal de volta (saída da contingência, botão
 *   Conciliar e a tarefa `nfe-conciliacao-svc`), envia a NF-e GUARDADA de cada nota em 'epec' (mesma
 *   chave, `tpEmis` 4) ao autorizador normal; o resultado segue a transmissão normal
 *   (`aplicarResultado`: 100 autorizada com nfeProc, 204 duplicidade corrigida, rejeição 'rejeitada').
 *   Falha de comunicação: as notas ficam em 'epec' para a próxima tentativa.
 * - {@link danfeEpecDaNota}: DANFE da nota em 'epec' (NF-e assinada + protocolo do EPEC) com a
 *   expressão "DANFE impresso em contingência - EPEC regularmente recebido pela Receita Federal do
 *   Brasil".
 *
 * Limite conhecido: se a resposta do EPEC se perde depois de o AN registrá-lo, a nova transmissão
 * recebe 573 (duplicidade de evento) e a nota fica rejeitada; o AN não oferece consulta do EPEC.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type TenantContext } from '../../db/tenant.ts';
import { SefazError, enviarEpec, texto, type ClienteSefaz, type ResultadoAutorizacao, type ResultadoEvento } from '../../../fiscal/sefaz/index.ts';
import { gerarDanfe } from '../../../fiscal/danfe/index.ts';
import { VERSAO_PROCESSO } from '../fiscal/nfe.ts';
import { anomesDaChave, arquivarXml, registrarXml } from './xml-log.ts';
import {
  aplicarResultado,
  atualizarStatusNfe,
  auditarTransmissao,
  clienteDoEmitente,
  nfeGuardada,
  resposta,
  type EmitenteNota,
  type RespostaNFe,
  type ResultadoTransmissao,
} from './nota-sefaz.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { registrarRespostaAutorizador } from './contingencia.ts';
import { mudarSituacaoNota } from './situacao-nota.ts';

/** cStat do EPEC registrado no AN ("Evento registrado, mas não vinculado a NF-e"). */
export const CSTAT_EPEC_REGISTRADO = '136';

/** A nota já preparada por `transmitirNota` (NF-e `tpEmis` 4 assinada e gravada, situação 'transmitindo'). */
export interface NotaParaEpec {
  faturamentoId: number;
  chave: string;
  numero: number;
  /** NF-e assinada (`NFe`), exatamente a que será transmitida depois ao autorizador normal. */
  xml: string;
  /** Situação antes da transmissão (auditoria). */
  anterior: string;
  emitente: EmitenteNota;
  /** Cliente do autorizador normal (o EPEC vai ao AN pela mesma tabela de webservices). */
  cliente: ClienteSefaz;
}

/** Registra o EPEC da nota (ver cabeçalho). */
export async function registrarEpecDaNota(db: Database, config: Config, ctx: TenantContext, n: NotaParaEpec): Promise<RespostaNFe<ResultadoTransmissao>> {
  const emitenteId = ctx.emitenteId!;
  const { faturamentoId, chave, numero } = n;
  let r: ResultadoEvento;
  try {
    r = await enviarEpec(n.cliente, n.xml, VERSAO_PROCESSO);
  } catch (e) {
    if (!(e instanceof SefazError)) throw e;
    const mensagem = `${mensagemFalhaSefaz(e)} O EPEC não foi registrado no Ambiente Nacional; transmita novamente.`;
    const res: ResultadoTransmissao = { situacao: 'rejeitada', chave, numero, cStat: null, xMotivo: mensagem, protocolo: null };
    await withTenant(db, ctx, async (c) => {
      if (e.requestXml) await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'evento-envio', xml: e.requestXml });
      if (e.responseXml) await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'evento-retorno', xml: e.responseXml });
      await mudarSituacaoNota(c, emitenteId, faturamentoId, 'rejeitada', { somenteSe: ['transmitindo'] });
      await atualizarStatusNfe(c, emitenteId, faturamentoId, { chave, cStat: null, xMotivo: mensagem });
      await auditarTransmissao(c, ctx, faturamentoId, n.anterior, res);
    });
    return { http: e.codigo === 'validacao' ? 400 : 502, sucesso: false, mensagem: mensagem, dados: res };
  }
  const res = await withTenant(db, ctx, async (c) => {
    const ev = r.evento;
    const cStat = ev?.cStat ?? r.cStat;
    const xMotivo = ev?.xMotivo ?? r.xMotivo;
    await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'evento-envio', xml: r.requestXml });
    await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'evento-retorno', xml: r.responseXml, cstat: cStat });
    let out: ResultadoTransmissao;
    if (cStat === CSTAT_EPEC_REGISTRADO && r.procEventoNFe) {
      await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'procEvento', xml: r.procEventoNFe, cstat: cStat });
      await arquivarXml(config, n.emitente.cnpj, anomesDaChave(chave), `${chave}-procEventoNFe-110140-1.xml`, r.procEventoNFe);
      await c.query(
        `INSERT INTO faturamento_evento (emitente_id, faturamento_id, tipo, sequencia, protocolo, cstat, xml) VALUES ($1, $2, '110140', 1, $3, $4, $5)
         ON CONFLICT (emitente_id, faturamento_id, tipo, sequencia) DO UPDATE SET protocolo = EXCLUDED.protocolo, cstat = EXCLUDED.cstat, xml = EXCLUDED.xml`,
        [emitenteId, faturamentoId, ev?.nProt ?? null, cStat, r.procEventoNFe],
      );
      await mudarSituacaoNota(c, emitenteId, faturamentoId, 'epec');
      const motivo = `EPEC registrado (protocolo ${ev?.nProt}); aguardando transmissão ao autorizador normal`;
      await atualizarStatusNfe(c, emitenteId, faturamentoId, { chave, cStat, xMotivo: motivo });
      out = { situacao: 'epec', chave, numero, cStat, xMotivo, protocolo: ev?.nProt ?? null };
    } else {
      await mudarSituacaoNota(c, emitenteId, faturamentoId, 'rejeitada');
      await atualizarStatusNfe(c, emitenteId, faturamentoId, { chave, cStat, xMotivo });
      out = { situacao: 'rejeitada', chave, numero, cStat, xMotivo, protocolo: null };
    }
    await auditarTransmissao(c, ctx, faturamentoId, n.anterior, out);
    return out;
  });
  if (res.situacao !== 'epec') return resposta(res);
  return {
    http: 200,
    sucesso: true,
    mensagem:
      `EPEC registrado no Ambiente Nacional (protocolo ${res.protocolo}). Imprima o DANFE em contingência; ` +
      'a NF-e será transmitida ao autorizador normal na saída da contingência.',
    dados: res,
  };
}

/** Resultado de uma nota em 'epec' enviada ao autorizador normal. */
export interface NotaEpecTransmitida {
  faturamentoId: number;
  chave: string;
  situacao: string;
  cStat: string | null;
  xMotivo: string | null;
  protocolo: string | null;
}

/**
 * Transmite ao autorizador normal as notas da empresa em 'epec' (ver cabeçalho). Nunca lança por
 * falha de comunicação: devolve em `aviso` a mensagem em pt-BR e em `restantes` as notas que
 * ficaram em 'epec' sem tentativa.
 */
export async function transmitirNotasEpec(
  db: Database,
  config: Config,
  ctx: TenantContext,
): Promise<{ notas: NotaEpecTransmitida[]; restantes: number; aviso: string | null }> {
  const emitenteId = ctx.emitenteId!;
  const pre = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(`SELECT id, chave, numero FROM faturamento WHERE emitente_id = $1 AND situacao = 'epec' AND chave IS NOT NULL ORDER BY id`, [
      emitenteId,
    ]);
    if (!rows.length) return null;
    const notas: Array<{ id: number; chave: string; numero: number; xml: string | undefined }> = [];
    for (const r of rows) notas.push({ id: Number(r.id), chave: r.chave, numero: Number(r.numero), xml: await nfeGuardada(c, emitenteId, r.id, r.chave) });
    return { notas, ...(await clienteDoEmitente(c, config, emitenteId)) };
  });
  if (!pre) return { notas: [], restantes: 0, aviso: null };
  const out: NotaEpecTransmitida[] = [];
  for (const [k, n] of pre.notas.entries()) {
    if (!n.xml) continue;
    let r: ResultadoAutorizacao;
    try {
      r = await pre.cliente.autorizar(n.xml, { sincrono: true });
    } catch (e) {
      if (!(e instanceof SefazError)) throw e;
      return {
        notas: out,
        restantes: pre.notas.length - k,
        aviso: `${mensagemFalhaSefaz(e)} As NF-e em EPEC continuam aguardando a transmissão ao autorizador normal.`,
      };
    }
    const res = await withTenant(db, ctx, async (c) => {
      const { rows } = await c.query(`SELECT situacao FROM faturamento WHERE emitente_id = $1 AND id = $2 FOR UPDATE`, [emitenteId, n.id]);
      await registrarXml(c, emitenteId, { faturamentoId: n.id, chave: n.chave, tipo: 'envio', xml: r.requestXml });
      await registrarXml(c, emitenteId, { faturamentoId: n.id, chave: n.chave, tipo: 'retorno', xml: r.responseXml, cstat: r.protocolo?.cStat ?? r.cStat });
      await registrarRespostaAutorizador(c, emitenteId);
      if (rows[0]?.situacao !== 'epec' || r.cStat === '103')
        return { situacao: rows[0]?.situacao ?? 'epec', chave: n.chave, numero: n.numero, cStat: r.cStat, xMotivo: r.xMotivo, protocolo: null };
      const t = await aplicarResultado(c, config, pre.cliente, pre.emitente, n.id, n.numero, n.chave, n.xml!, r);
      await auditarTransmissao(c, ctx, n.id, 'epec', t);
      return t;
    });
    out.push({ faturamentoId: n.id, chave: res.chave ?? n.chave, situacao: res.situacao, cStat: res.cStat, xMotivo: res.xMotivo, protocolo: res.protocolo });
  }
  return { notas: out, restantes: 0, aviso: null };
}

/**
 * DANFE (PDF) da nota em 'epec': a NF-e assinada guardada com a expressão do EPEC e o protocolo do
 * evento; undefined quando a nota não está em 'epec'.
 */
export async function danfeEpecDaNota(db: Database, ctx: TenantContext, faturamentoId: number): Promise<{ pdf: Buffer; nome: string } | undefined> {
  const emitenteId = ctx.emitenteId!;
  const d = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(
      `SELECT f.chave, e.protocolo, e.xml FROM faturamento f JOIN faturamento_evento e ON e.emitente_id = f.emitente_id AND e.faturamento_id = f.id AND e.tipo = '110140'
        WHERE f.emitente_id = $1 AND f.id = $2 AND f.situacao = 'epec' ORDER BY e.sequencia DESC LIMIT 1`,
      [emitenteId, faturamentoId],
    );
    if (!rows[0]) return undefined;
    const nfe = await nfeGuardada(c, emitenteId, faturamentoId, rows[0].chave);
    return nfe && { chave: rows[0].chave as string, nfe, nProt: String(rows[0].protocolo ?? ''), dhRegEvento: texto(rows[0].xml, 'dhRegEvento') };
  });
  if (!d) return undefined;
  const pdf = await gerarDanfe(d.nfe, { epec: { nProt: d.nProt, dhRegEvento: d.dhRegEvento } });
  return { pdf, nome: `NFe-${d.chave}-EPEC.pdf` };
}
