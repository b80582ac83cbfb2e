/**
 * Transmissão da NF-e (arquitetura §7) e reconciliação das notas pendentes.
 *
 * `transmitirNota`: numa transação de tenant trava o faturamento (FOR UPDATE), recusa se não estiver
 * em 'digitacao'/'rejeitada', aloca o número (se ainda não tiver; mantido na rejeição), monta a
 * NF-e (`montarNFeDoFaturamento`), o XML, assina e valida no schema. Falha de schema: 'rejeitada' e
 * os erros em pt-BR (HTTP 400). As regras do leiaute avaliáveis localmente (validacao-local.ts:
 * CFOP x finalidade/tpNF, NCM, totais) recusam com HTTP 400 e o campo, sem gravar nem enviar; depois
 * de um 656 a nota espera 1 h (consumo-indevido.ts). Senão GRAVA o XML assinado, põe 'transmitindo' + chave e faz COMMIT
 * antes de falar com a SEFAZ. Depois: `autorizar({sincrono:true})` (recibo assíncrono se vier 103),
 * grava envio/retorno; 100/150 -> nfeProc no banco e no arquivo, 'autorizada' + protocolo; 204/539
 * -> `corrigirDuplicidade` e anexa o protocolo; 110/301/302/205 -> 'denegada'; outra rejeição ->
 * 'rejeitada' com cStat/xMotivo; falha de rede que pode ter sido processada -> continua
 * 'transmitindo' (quem decide é a reconciliação).
 *
 * `reconciliarPendentes(db, config)`: para cada faturamento em 'transmitindo' (todas as empresas)
 * consulta a chave: 100 -> 'autorizada' com nfeProc; 217 (não consta) -> 'rejeitada' (o número fica
 * reservado para a nota; retransmita); outras respostas ou falhas: permanece e fica no log.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withOwner, withTenant, type TenantContext } from '../../db/tenant.ts';
import { ApiError, notFound } from '../../http/envelope.ts';
import { alocarNumero, exigirDestinatarioCompleto, montarNFeDoFaturamento } from '../fiscal/index.ts';
import { montarXmlNFe } from '../../../fiscal/nfe/index.ts';
import { assinarXml } from '../../../fiscal/assinatura/index.ts';
import { SefazError, montarNfeProc, sefazIndisponivel, type ResultadoAutorizacao } from '../../../fiscal/sefaz/index.ts';
import { obterRuntimeFiscal } from './runtime.ts';
import { registrarXml } from './xml-log.ts';
import { ctxEmitente } from '../../db/tenant.ts';
import { notificarCicloNFe, verificarAntesDeTransmitir } from './ciclo.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import {
  FALHAS_PARA_SUGERIR,
  dadosContingenciaNFe,
  lerContingencia,
  registrarFalhaAutorizador,
  registrarNotaSvc,
  registrarRespostaAutorizador,
  svcEmUso,
} from './contingencia.ts';
import { registrarEpecDaNota } from './epec.ts';
import { verificarDestinatarioNoCcc } from './ccc-transmissao.ts';
import { recusarDuranteConsumoIndevido } from './consumo-indevido.ts';

import {
  type ResultadoTransmissao,
  type ErroSchemaNota,
  exigirValidacaoLocal,
  type RespostaNFe,
  emitenteDaNota,
  clienteDoEmitente,
  atualizarStatusNfe,
  nfeGuardada,
  aplicarResultado,
  resposta,
  auditarTransmissao,
  AUTORIZADA,
  DENEGADA,
  gravarAutorizacao,
} from './nota-sefaz.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { SITUACOES_TRANSMISSIVEIS, gravarNumeroNota, mudarSituacaoNota } from './situacao-nota.ts';

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** TransmitirNota (ver cabeçalho). */
export async function transmitirNota(
  db: Database,
  config: Config,
  ctx: TenantContext,
  faturamentoId: number,
): Promise<RespostaNFe<ResultadoTransmissao | { erros: ErroSchemaNota[] }>> {
  const emitenteId = ctx.emitenteId!;
  const rt = obterRuntimeFiscal(config);
  const pacote = await rt.pacote();
  const recusaCcc = await withTenant(db, ctx, (c) => verificarDestinatarioNoCcc(c, config, emitenteId, faturamentoId));
  if (recusaCcc) throw recusaCcc;
  const prep = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query('SELECT id, situacao, numero, serie, modelo FROM faturamento WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [
      emitenteId,
      faturamentoId,
    ]);
    const fat = rows[0];
    if (!fat) throw notFound('Nota (faturamento) não encontrada.');
    await recusarDuranteConsumoIndevido(c, emitenteId, faturamentoId);
    if (!SITUACOES_TRANSMISSIVEIS.has(fat.situacao)) {
      throw new ApiError(
        400,
        fat.situacao === 'transmitindo'
          ? 'A nota já está em transmissão; aguarde ou consulte a situação.'
          : `A nota não pode ser transmitida na situação '${fat.situacao}'.`,
        { situacao: ['Somente notas em digitação ou rejeitadas podem ser transmitidas'] },
      );
    }
    await exigirDestinatarioCompleto(c, emitenteId, faturamentoId, String(fat.modelo ?? '55'));
    await verificarAntesDeTransmitir(c, emitenteId, faturamentoId);
    const cont = await lerContingencia(c, emitenteId, (await emitenteDaNota(c, emitenteId)).uf);
    const { cliente, emitente, certificado } = await clienteDoEmitente(c, config, emitenteId, svcEmUso(cont));
    const numero: number = fat.numero ?? (await alocarNumero(c, emitenteId, '55', Number(fat.serie)));
    if (!fat.numero) await gravarNumeroNota(c, emitenteId, faturamentoId, numero);
    const nfe = await montarNFeDoFaturamento(c, ctx, faturamentoId, numero, Number(fat.serie), dadosContingenciaNFe(cont));
    const xml = assinarXml(montarXmlNFe(nfe), 'infNFe', certificado);
    const v = pacote.validar(xml, 'nfe');
    if (!v.valido) {
      const erros: ErroSchemaNota[] = v.erros.map((e) => ({ mensagem: e.mensagem, linha: e.linha, ...(e.tag ? { campo: e.tag } : {}) }));
      await mudarSituacaoNota(c, emitenteId, faturamentoId, 'rejeitada');
      const xMotivo = `Erro de schema: ${erros[0]?.mensagem ?? ''}`;
      await atualizarStatusNfe(c, emitenteId, faturamentoId, { chave: nfe.chave, cStat: null, xMotivo });
      await auditarTransmissao(c, ctx, faturamentoId, fat.situacao, { situacao: 'rejeitada', chave: nfe.chave, numero, cStat: null, xMotivo, protocolo: null });
      return { invalido: true as const, erros, numero };
    }
    // regras do leiaute avaliáveis aqui (validacao-local.ts): recusa com o campo, nada gravado nem enviado
    await exigirValidacaoLocal(xml);
    await registrarXml(c, emitenteId, { faturamentoId, chave: nfe.chave, tipo: 'nfe', xml });
    await mudarSituacaoNota(c, emitenteId, faturamentoId, 'transmitindo', { chave: nfe.chave });
    await atualizarStatusNfe(c, emitenteId, faturamentoId, { chave: nfe.chave, cStat: null, xMotivo: 'Transmitindo' });
    return { invalido: false as const, cliente, emitente, xml, chave: nfe.chave, numero, anterior: String(fat.situacao), cont };
  });
  if (prep.invalido) {
    return {
      http: 400,
      sucesso: false,
      mensagem: `A NF-e não passou na validação do schema: ${prep.erros[0]?.mensagem ?? 'erro de schema'}`,
      dados: { erros: prep.erros },
    };
  }
  const { cliente, emitente, xml, chave, numero, anterior, cont } = prep;
  // contingência EPEC: o evento 110140 vai ao Ambiente Nacional em vez da autorização (epec.ts)
  if (cont.ativa && cont.modalidade === 'epec') return registrarEpecDaNota(db, config, ctx, { faturamentoId, chave, numero, xml, anterior, emitente, cliente });

  let r: ResultadoAutorizacao;
  try {
    r = await cliente.autorizar(xml, { sincrono: true });
    // assíncrono (103): consulta o recibo até o processamento (105 = em processamento)
    for (let i = 0; r.cStat === '103' && r.nRec && i < 10; i++) {
      const recibo: string = r.nRec;
      await withTenant(db, ctx, async (c) => {
        await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'envio', xml: r.requestXml });
        await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'retorno', xml: r.responseXml, cstat: r.cStat });
        await atualizarStatusNfe(c, emitenteId, faturamentoId, { chave, recibo, cStat: r.cStat, xMotivo: r.xMotivo });
      });
      let c2 = await cliente.consultarRecibo(recibo);
      for (let j = 0; c2.cStat === '105' && j < 10; j++) {
        await espera(1000);
        c2 = await cliente.consultarRecibo(recibo);
      }
      r = c2.cStat === '105' ? { ...c2, cStat: '103', nRec: recibo } : c2;
      if (c2.cStat === '105') break;
    }
  } catch (e) {
    if (!(e instanceof SefazError)) throw e;
    let mensagem = mensagemFalhaSefaz(e);
    const pendente = e.podeTerSidoProcessada;
    await withTenant(db, ctx, async (c) => {
      // SEFAZ indisponível (classificarFalhaSefaz: rede, tempo, TLS, HTTP 5xx): conta para sugerir SVC/EPEC
      if (!cont.ativa && sefazIndisponivel(e)) {
        const falhas = await registrarFalhaAutorizador(c, emitenteId, mensagem);
        if (falhas >= FALHAS_PARA_SUGERIR)
          mensagem += ` ${falhas} falhas seguidas com o autorizador normal: se ele continuar fora do ar, entre em contingência ${cont.nome} no gerenciador de NF-e.`;
      }
      if (e.requestXml) await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'envio', xml: e.requestXml });
      if (e.responseXml) await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'retorno', xml: e.responseXml });
      if (!pendente) await mudarSituacaoNota(c, emitenteId, faturamentoId, 'rejeitada', { somenteSe: ['transmitindo'] });
      await atualizarStatusNfe(c, emitenteId, faturamentoId, { chave, cStat: null, xMotivo: mensagem });
      await auditarTransmissao(c, ctx, faturamentoId, anterior, {
        situacao: pendente ? 'transmitindo' : 'rejeitada',
        chave,
        numero,
        cStat: null,
        xMotivo: mensagem,
        protocolo: null,
      });
    });
    if (pendente) {
      return resposta({
        situacao: 'transmitindo',
        chave,
        numero,
        cStat: null,
        protocolo: null,
        xMotivo: `${mensagem} A nota pode ter sido recebida: a situação será conferida na SEFAZ pela chave de acesso.`,
      });
    }
    return {
      http: 502,
      sucesso: false,
      mensagem: `${mensagem} A nota não foi recebida; transmita novamente.`,
      dados: { situacao: 'rejeitada', chave, numero, cStat: null, xMotivo: mensagem, protocolo: null },
    };
  }

  const semProtocolo = !(r.protocolos.find((p) => p.chNFe === chave) ?? r.protocolo);
  if (r.cStat !== '103' && semProtocolo && sefazIndisponivel(r)) {
    // serviço paralisado (cStat 108/109): a nota não foi recebida; é falha do autorizador, não rejeição
    const resp = r;
    let mensagem = `A SEFAZ autorizadora está com o serviço paralisado (${resp.cStat} - ${resp.xMotivo}).`;
    await withTenant(db, ctx, async (c) => {
      await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'envio', xml: resp.requestXml });
      await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'retorno', xml: resp.responseXml, cstat: resp.cStat });
      if (!cont.ativa) {
        const falhas = await registrarFalhaAutorizador(c, emitenteId, mensagem);
        if (falhas >= FALHAS_PARA_SUGERIR)
          mensagem += ` ${falhas} falhas seguidas com o autorizador normal: se ele continuar fora do ar, entre em contingência ${cont.nome} no gerenciador de NF-e.`;
      }
      await mudarSituacaoNota(c, emitenteId, faturamentoId, 'rejeitada', { somenteSe: ['transmitindo'] });
      await atualizarStatusNfe(c, emitenteId, faturamentoId, { chave, cStat: null, xMotivo: mensagem });
      await auditarTransmissao(c, ctx, faturamentoId, anterior, { situacao: 'rejeitada', chave, numero, cStat: null, xMotivo: mensagem, protocolo: null });
    });
    return {
      http: 502,
      sucesso: false,
      mensagem: `${mensagem} A nota não foi recebida; transmita novamente.`,
      dados: { situacao: 'rejeitada', chave, numero, cStat: null, xMotivo: mensagem, protocolo: null },
    };
  }

  const final = await withTenant(db, ctx, async (c) => {
    await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'envio', xml: r.requestXml });
    await registrarXml(c, emitenteId, { faturamentoId, chave, tipo: 'retorno', xml: r.responseXml, cstat: r.protocolo?.cStat ?? r.cStat });
    let res: ResultadoTransmissao;
    if (r.cStat === '103') {
      await atualizarStatusNfe(c, emitenteId, faturamentoId, { chave, recibo: r.nRec ?? null, cStat: '105', xMotivo: 'Lote em processamento' });
      res = {
        situacao: 'transmitindo',
        chave,
        numero,
        cStat: '105',
        xMotivo: 'Lote em processamento na SEFAZ; consulte a situação mais tarde.',
        protocolo: null,
      };
    } else res = await aplicarResultado(c, config, cliente, emitente, faturamentoId, numero, chave, xml, r);
    if (!cont.ativa) await registrarRespostaAutorizador(c, emitenteId);
    else if (res.situacao === 'autorizada')
      await registrarNotaSvc(c, emitenteId, { faturamentoId, chave: res.chave ?? chave, autorizador: cont.autorizador, protocolo: res.protocolo });
    await auditarTransmissao(c, ctx, faturamentoId, anterior, res);
    return res;
  });
  return resposta(final);
}

/** Consulta a chave de uma nota em 'transmitindo' e decide (usado na reconciliação e na consulta). */
export async function reconciliarNota(db: Database, config: Config, ctx: TenantContext, faturamentoId: number): Promise<ResultadoTransmissao> {
  const emitenteId = ctx.emitenteId!;
  const pre = await withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(`SELECT id, chave, numero, situacao FROM faturamento WHERE emitente_id = $1 AND id = $2`, [emitenteId, faturamentoId]);
    if (!rows[0]) throw notFound('Nota (faturamento) não encontrada.');
    const cont = await lerContingencia(c, emitenteId, (await emitenteDaNota(c, emitenteId)).uf);
    const naSvc = ['6', '7'].includes(String(rows[0].chave ?? '')[34]);
    const { cliente, emitente } = await clienteDoEmitente(c, config, emitenteId, naSvc ? svcEmUso(cont) : undefined);
    const nfe = rows[0].chave ? await nfeGuardada(c, emitenteId, faturamentoId, rows[0].chave) : undefined;
    return { fat: rows[0], cliente, emitente, nfe };
  });
  const { fat, cliente, emitente, nfe } = pre;
  const base = { chave: fat.chave as string | null, numero: fat.numero as number | null };
  if (fat.situacao !== 'transmitindo' || !fat.chave) return { ...base, situacao: fat.situacao, cStat: null, xMotivo: null, protocolo: null };
  const consulta = await cliente.consultarProtocolo(fat.chave);
  return withTenant(db, ctx, async (c) => {
    const { rows } = await c.query(`SELECT situacao FROM faturamento WHERE emitente_id = $1 AND id = $2 FOR UPDATE`, [emitenteId, faturamentoId]);
    await registrarXml(c, emitenteId, { faturamentoId, chave: fat.chave, tipo: 'envio', xml: consulta.requestXml });
    await registrarXml(c, emitenteId, { faturamentoId, chave: fat.chave, tipo: 'retorno', xml: consulta.responseXml, cstat: consulta.cStat });
    if (rows[0]?.situacao !== 'transmitindo')
      return { ...base, situacao: rows[0]?.situacao, cStat: consulta.cStat, xMotivo: consulta.xMotivo, protocolo: null };
    const prot = consulta.protocolo;
    if (prot && (AUTORIZADA.has(prot.cStat) || DENEGADA.has(prot.cStat)) && nfe) {
      const situacao = await gravarAutorizacao(c, config, emitente, faturamentoId, fat.chave, prot, montarNfeProc(nfe, prot.xml));
      if (consulta.cancelada) {
        await mudarSituacaoNota(c, emitenteId, faturamentoId, 'cancelada');
        if (situacao === 'autorizada') await notificarCicloNFe(c, emitenteId, faturamentoId, 'cancelada');
      }
      return { ...base, situacao: consulta.cancelada ? 'cancelada' : situacao, cStat: prot.cStat, xMotivo: prot.xMotivo, protocolo: prot.nProt ?? null };
    }
    if (consulta.cStat === '217') {
      await mudarSituacaoNota(c, emitenteId, faturamentoId, 'rejeitada');
      await atualizarStatusNfe(c, emitenteId, faturamentoId, { chave: fat.chave, cStat: '217', xMotivo: consulta.xMotivo });
      return { ...base, situacao: 'rejeitada', cStat: '217', xMotivo: consulta.xMotivo, protocolo: null };
    }
    return { ...base, situacao: 'transmitindo', cStat: consulta.cStat, xMotivo: consulta.xMotivo, protocolo: null };
  });
}

/**
 * Reconciliação (tarefa de recuperação, pdv/recuperacao.ts, no início e a cada minuto; e nos
 * testes): toda nota em 'transmitindo', de todas as empresas — com `antesDe`, só as paradas desde
 * antes desse instante (as mais novas podem estar com uma requisição em curso). Cada nota decidida
 * vai à auditoria. Devolve o resultado por faturamento; nunca lança.
 */
export async function reconciliarPendentes(
  db: Database,
  config: Config,
  log: (m: string) => void = () => undefined,
  antesDe?: Date,
): Promise<Array<{ emitenteId: number; faturamentoId: number; situacao: string; cStat: string | null; erro?: string }>> {
  const { rows } = await withOwner(db, (c) =>
    c.query(
      `SELECT emitente_id, id FROM faturamento WHERE situacao = 'transmitindo' AND ($1::timestamptz IS NULL OR alterado_em < $1) ORDER BY emitente_id, id`,
      [antesDe ?? null],
    ),
  );
  const out: Array<{ emitenteId: number; faturamentoId: number; situacao: string; cStat: string | null; erro?: string }> = [];
  for (const r of rows) {
    try {
      const ctx = ctxEmitente(r.emitente_id);
      const res = await reconciliarNota(db, config, ctx, r.id);
      out.push({ emitenteId: r.emitente_id, faturamentoId: r.id, situacao: res.situacao, cStat: res.cStat });
      if (res.situacao !== 'transmitindo')
        await withTenant(db, ctx, (c) =>
          registrarAuditoria(c, {
            ctx,
            entidade: 'faturamento',
            registroId: r.id,
            acao: 'outra',
            descricao: `Recuperação após queda: nota em transmissão consultada pela chave -> ${res.situacao}${res.cStat ? ` (cStat ${res.cStat})` : ''}`,
          }),
        );
      log(`NF-e pendente ${r.emitente_id}/${r.id}: ${res.situacao}${res.cStat ? ` (cStat ${res.cStat})` : ''}`);
    } catch (e) {
      const erro = e instanceof SefazError ? mensagemFalhaSefaz(e) : e instanceof Error ? e.message : String(e);
      out.push({ emitenteId: r.emitente_id, faturamentoId: r.id, situacao: 'transmitindo', cStat: null, erro });
      log(`NF-e pendente ${r.emitente_id}/${r.id}: não reconciliada (${erro})`);
    }
  }
  return out;
}
