/**
 * Emissão da NFC-e da venda (arquitetura §7): numeração, assinatura, schema,
 * XML guardado antes e depois de cada troca com a SEFAZ, autorização síncrona e a contingência
 * off-line (tpEmis 9, MOC 7.0 item 5.8).
 *
 * `emitirVenda` = `prepararEmissao` + `concluirEmissao`. O preparo, numa transação (a da gravação
 * da venda, quando chamado por `criarVendaPdv`), trava a venda, aloca o número (série do modelo de
 * venda; mantido em rejeição), monta/assina/valida a NFC-e e grava o XML. Se o emitente está em
 * contingência, a venda termina ali como 'contingencia' (impressa com "EMITIDA EM CONTINGÊNCIA").
 * Senão grava 'transmitindo' e faz COMMIT antes de chamar a SEFAZ (tempo-limite curto,
 * `TIMEOUT_NFCE_MS`, configurável). SEFAZ indisponível de qualquer jeito — HTTP 5xx, TLS, tempo
 * esgotado, conexão recusada, cStat 108/109 (`classificarFalhaSefaz`, fiscal/sefaz/disponibilidade.ts):
 * o emitente entra em contingência automaticamente e a MESMA venda é emitida de novo com tpEmis 9
 * (mesmo número, nova chave) — a venda se completa na hora. Autorizada (100/150): nfeProc no banco e
 * no arquivo. Rejeitada de verdade (ex.: 225, 252): a situação 'rejeitada' guarda cStat e xMotivo.
 * Uma queda do processo entre o COMMIT e o fim é concluída pela recuperação (recuperacao.ts).
 *
 * `retransmitirVenda`: envia a NFC-e de contingência guardada. 100 -> autorizada; 539 (o número
 * já foi autorizado com outra chave: a tentativa on-line chegou à SEFAZ) -> consulta essa chave e,
 * se autorizada e guardada aqui, adota-a; falha de rede -> continua pendente; demais -> 'rejeitada'
 * (tp_emis 9 fica, para a lista de contingência rejeitada). O prazo de transmissão é de 24 h da
 * emissão (Ajuste SINIEF 19/2016 / MOC 7.0 item 5.8); `pendentesContingencia` marca alerta a partir
 * de 20 h (a lista e a tarefa de retransmissão estão em retransmissao.ts).
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import { ApiError, notFound } from '../../http/envelope.ts';
import { SefazError, montarNfeProc, sefazIndisponivel, type Protocolo, type ResultadoAutorizacao } from '../../../fiscal/sefaz/index.ts';
import { alocarNumero } from '../fiscal/index.ts';
import { obterRuntimeFiscal } from '../nfe/runtime.ts';
import { anomesDaChave, arquivarXml } from '../nfe/xml-log.ts';
import { exigirValidacaoLocal } from '../nfe/nota-sefaz.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import { clienteNFCe, cscDoEmitente, definirContingencia, estadoNFCe, type ClienteNFCe } from './config-nfce.ts';
import { modeloDeVenda } from './venda.ts';
import { montarNFCe } from './nfce.ts';
import { registrarEpecDaVenda } from './epec-nfce.ts';
import { GRUPOS_VENDA, gravarVenda } from './situacao-venda.ts';
import { ufTemEpecNFCe } from '../../../fiscal/nfce/index.ts';
import { agora, instanteDoBanco } from '../../../domain/relogio.ts';

/** cStat de autorização e de denegação (MOC 7.0, Anexo I). */
export const AUTORIZADA = new Set(['100', '150']);
export const DENEGADA = new Set(['110', '205', '301', '302', '303']);
/** Prazo para transmitir a NFC-e emitida em contingência (horas) e a antecedência do alerta. */
export const PRAZO_CONTINGENCIA_HORAS = 24;
export const ALERTA_CONTINGENCIA_HORAS = 20;

export interface ResultadoVenda {
  id: number;
  situacao: string;
  numero: number | null;
  serie: number;
  chave: string | null;
  tp_emis: number;
  cStat: string | null;
  xMotivo: string | null;
  protocolo: string | null;
  qrcode: string | null;
}

export interface RespostaVenda {
  http: number;
  sucesso: boolean;
  mensagem: string;
  dados: ResultadoVenda | { erros: Array<{ mensagem: string; linha: number }> };
}

type TipoXmlNFCe = 'nfe' | 'envio' | 'retorno' | 'nfeProc' | 'evento-envio' | 'evento-retorno' | 'procEvento' | 'inut-envio' | 'inut-retorno' | 'procInut';

/** Guarda um XML trocado (documento_fiscal_xml, ligado à venda). */
export async function registrarXmlVenda(
  c: Client,
  emitenteId: number,
  vendaId: number | null,
  chave: string | null,
  tipo: TipoXmlNFCe,
  xml: string,
  cstat?: string | null,
) {
  if (!xml) return;
  await c.query(`INSERT INTO documento_fiscal_xml (emitente_id, venda_cupom_id, chave, tipo, xml, cstat) VALUES ($1, $2, $3, $4, $5, $6)`, [
    emitenteId,
    vendaId,
    chave,
    tipo,
    xml,
    cstat ? String(cstat).slice(0, 3) : null,
  ]);
}

/** O último XML de um tipo da venda (opcionalmente da chave). */
export async function xmlDaVenda(c: Client, emitenteId: number, vendaId: number, tipo: TipoXmlNFCe, chave?: string | null): Promise<string | undefined> {
  const { rows } = await c.query(
    `SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND venda_cupom_id = $2 AND tipo = $3 AND ($4::text IS NULL OR chave = $4) ORDER BY id DESC LIMIT 1`,
    [emitenteId, vendaId, tipo, chave ?? null],
  );
  return rows[0]?.xml;
}

/** A venda (opcionalmente travada FOR UPDATE). @throws ApiError 404. */
export async function lerVenda(c: Client, emitenteId: number, id: number, travar = false): Promise<Record<string, any>> {
  const { rows } = await c.query(`SELECT * FROM venda_cupom WHERE emitente_id = $1 AND id = $2${travar ? ' FOR UPDATE' : ''}`, [emitenteId, id]);
  if (!rows[0]) throw notFound('Venda não encontrada.');
  return rows[0];
}

/** Linha de venda_cupom -> resultado da API. */
export function resultado(v: Record<string, any>): ResultadoVenda {
  return {
    id: v.id,
    situacao: v.situacao,
    numero: v.numero,
    serie: v.serie,
    chave: v.chave,
    tp_emis: Number(v.tp_emis),
    cStat: v.cstat,
    xMotivo: v.xmotivo,
    protocolo: v.protocolo,
    qrcode: v.qrcode,
  };
}

/**
 * Grava campos da venda (com a situação, pela máquina de estados de situacao-venda.ts) e devolve o resultado.
 * @throws TransicaoInvalidaVenda quando a situação pedida não é alcançável da atual.
 */
export async function atualizar(c: Client, emitenteId: number, id: number, campos: Record<string, unknown>): Promise<ResultadoVenda> {
  const v = await gravarVenda(c, emitenteId, id, campos);
  if (!v) throw notFound('Venda não encontrada.');
  return resultado(v);
}

/** Monta, assina, valida e guarda a NFC-e da venda `v` (travada em `c`) com o tpEmis dado. */
async function prepararXml(
  c: Client,
  config: Config,
  ctx: TenantContext,
  v: Record<string, any>,
  cli: ClienteNFCe,
  tpEmis: 1 | 4 | 9,
  contingencia?: { desde: Date; motivo: string },
) {
  const emitenteId = ctx.emitenteId!;
  const rt = obterRuntimeFiscal(config);
  const pacote = await rt.pacote();
  const modelo = await modeloDeVenda(c, emitenteId, v.modelo_venda_cupom_id);
  const csc = modelo.versao_qrcode === 2 ? await cscDoEmitente(c, config, emitenteId, cli.emitente.ambiente) : null;
  // sem CSC cadastrado a versão 3 (NT 2025.001, opcional para emitente CNPJ e sem CSC) evita parar o caixa
  const versaoQr = modelo.versao_qrcode === 2 && csc ? 2 : 3;
  const numero: number = v.numero ?? (await alocarNumero(c, emitenteId, '65', Number(v.serie)));
  const dhEmi = agora();
  const n = await montarNFCe(c, ctx, v.id, {
    numero,
    serie: Number(v.serie),
    tpEmis,
    dhEmi,
    contingencia,
    versaoQr,
    csc,
    certificado: cli.certificado,
  });
  const val = pacote.validar(n.xml, 'nfe');
  if (!val.valido) return { invalido: true as const, erros: val.erros.map((e) => ({ mensagem: e.mensagem, linha: e.linha })), numero };
  // as mesmas regras locais da NF-e (nfe/transmissao.ts): 400 com o campo e nada gravado (a transação desfaz a venda)
  await exigirValidacaoLocal(n.xml);
  await registrarXmlVenda(c, emitenteId, v.id, n.chave, 'nfe', n.xml);
  return { invalido: false as const, xml: n.xml, chave: n.chave, numero, dhEmi, qrcode: n.nfe.infNFeSupl!.qrCode, urlChave: n.nfe.infNFeSupl!.urlChave };
}

/**
 * Emite a venda em contingência (mesmo número) na transação `c`; devolve o resultado. Emitente de SP
 * com a modalidade EPEC (epec-nfce.ts): tpEmis 4 com o EPEC registrado; sem o registro (EPEC
 * recusado, ambiente EPEC fora do ar), ou nas demais UFs: off-line, tpEmis 9.
 */
async function emitirEmContingencia(c: Client, config: Config, ctx: TenantContext, v: Record<string, any>, cli: ClienteNFCe): Promise<RespostaVenda> {
  const emitenteId = ctx.emitenteId!;
  const estado = await estadoNFCe(c, emitenteId, cli.emitente.ambiente);
  const desde = estado.contingenciaDesde ? instanteDoBanco(estado.contingenciaDesde) : agora();
  const motivo = estado.contingenciaMotivo ?? 'Falha de comunicação com a SEFAZ autorizadora';
  if (estado.epec && ufTemEpecNFCe(cli.emitente.uf)) {
    const e = await prepararXml(c, config, ctx, v, cli, 4, { desde, motivo });
    if (e.invalido) return invalida(c, emitenteId, v, e.erros, e.numero);
    const reg = await registrarEpecDaVenda(config, cli, e.chave, e.xml, (chave, tipo, xml, cstat) =>
      registrarXmlVenda(c, emitenteId, v.id, chave, tipo, xml, cstat),
    );
    if (reg.registrado) {
      const r = await atualizar(c, emitenteId, v.id, {
        situacao: 'contingencia',
        tp_emis: 4,
        numero: e.numero,
        chave: e.chave,
        qrcode: e.qrcode,
        url_chave: e.urlChave,
        data_emissao: e.dhEmi,
        data_contingencia: desde,
        justificativa_contingencia: motivo,
        cstat: '136',
        xmotivo: `EPEC registrado (protocolo ${reg.nProt}); a NFC-e será transmitida quando a SEFAZ autorizadora responder.`,
      });
      return {
        http: 200,
        sucesso: true,
        mensagem: `NFC-e EMITIDA EM CONTINGÊNCIA EPEC (protocolo do EPEC ${reg.nProt}): será transmitida automaticamente quando a SEFAZ responder.`,
        dados: r,
      };
    }
    await registrarAuditoria(c, { ctx, entidade: 'vendasCupom', registroId: v.id, acao: 'outra', descricao: `${reg.motivo}: contingência off-line` });
  }
  const p = await prepararXml(c, config, ctx, v, cli, 9, { desde, motivo });
  if (p.invalido) return invalida(c, emitenteId, v, p.erros, p.numero);
  const r = await atualizar(c, emitenteId, v.id, {
    situacao: 'contingencia',
    tp_emis: 9,
    numero: p.numero,
    chave: p.chave,
    qrcode: p.qrcode,
    url_chave: p.urlChave,
    data_emissao: p.dhEmi,
    data_contingencia: desde,
    justificativa_contingencia: estado.contingenciaMotivo,
    cstat: null,
    xmotivo: 'Emitida em contingência off-line; será transmitida quando a SEFAZ responder.',
  });
  return { http: 200, sucesso: true, mensagem: 'NFC-e EMITIDA EM CONTINGÊNCIA: será transmitida automaticamente quando a SEFAZ responder.', dados: r };
}

async function invalida(
  c: Client,
  emitenteId: number,
  v: Record<string, any>,
  erros: Array<{ mensagem: string; linha: number }>,
  numero: number,
): Promise<RespostaVenda> {
  await atualizar(c, emitenteId, v.id, { situacao: 'rejeitada', numero, cstat: null, xmotivo: `Erro de schema: ${erros[0]?.mensagem ?? ''}`.slice(0, 500) });
  return { http: 400, sucesso: false, mensagem: `A NFC-e não passou na validação do schema: ${erros[0]?.mensagem ?? 'erro de schema'}`, dados: { erros } };
}

/** Grava autorização (ou denegação) da chave com o protocolo. */
export async function gravarAutorizacao(
  c: Client,
  config: Config,
  cli: ClienteNFCe,
  v: Record<string, any>,
  chave: string,
  prot: Protocolo,
  nfeProc: string,
  extra: Record<string, unknown> = {},
) {
  const emitenteId = cli.emitente.id;
  const situacao = AUTORIZADA.has(prot.cStat) ? 'autorizada' : 'denegada';
  await registrarXmlVenda(c, emitenteId, v.id, chave, 'nfeProc', nfeProc, prot.cStat);
  try {
    await arquivarXml(config, cli.emitente.cnpj, anomesDaChave(chave), `${chave}-procNFe.xml`, nfeProc);
  } catch {
    // o nfeProc já está no banco; o arquivo é refeito pelo ZIP mensal
  }
  return atualizar(c, emitenteId, v.id, {
    situacao,
    chave,
    protocolo: prot.nProt ?? null,
    data_autorizacao: prot.dhRecbto ?? null,
    cstat: prot.cStat,
    xmotivo: prot.xMotivo.slice(0, 500),
    ...extra,
  });
}

/** Trata o retorno da autorização. */
async function aplicarRetorno(
  c: Client,
  config: Config,
  cli: ClienteNFCe,
  v: Record<string, any>,
  chave: string,
  xml: string,
  r: ResultadoAutorizacao,
): Promise<ResultadoVenda> {
  const emitenteId = cli.emitente.id;
  await registrarXmlVenda(c, emitenteId, v.id, chave, 'envio', r.requestXml);
  await registrarXmlVenda(c, emitenteId, v.id, chave, 'retorno', r.responseXml, r.protocolo?.cStat ?? r.cStat);
  const prot = r.protocolos.find((p) => p.chNFe === chave) ?? r.protocolo;
  if (prot && (AUTORIZADA.has(prot.cStat) || DENEGADA.has(prot.cStat))) {
    return gravarAutorizacao(c, config, cli, v, chave, prot, r.nfeProcs[chave] ?? montarNfeProc(xml, prot.xml));
  }
  const cStat = prot?.cStat ?? r.cStat;
  const xMotivo = prot?.xMotivo ?? r.xMotivo;
  if (cStat === '539' || cStat === '204') {
    // o número (539) ou a chave (204) já estão autorizados: a tentativa anterior chegou à SEFAZ
    const outra = cStat === '204' ? chave : (/([0-9]{6}[0-9A-Z]{12}[0-9]{26})/.exec(xMotivo)?.[1] ?? null);
    const guardada = outra ? await xmlDaVenda(c, emitenteId, v.id, 'nfe', outra) : undefined;
    if (outra && guardada) {
      const cons = await cli.cliente.consultarProtocolo(outra);
      await registrarXmlVenda(c, emitenteId, v.id, outra, 'envio', cons.requestXml);
      await registrarXmlVenda(c, emitenteId, v.id, outra, 'retorno', cons.responseXml, cons.cStat);
      if (cons.protocolo && AUTORIZADA.has(cons.protocolo.cStat)) {
        const qr = /<qrCode>(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?<\/qrCode>/.exec(guardada)?.[1] ?? null;
        const tp = Number(outra[34]) === 9 ? 9 : 1;
        return gravarAutorizacao(c, config, cli, v, outra, cons.protocolo, montarNfeProc(guardada, cons.protocolo.xml), {
          qrcode: qr?.replace(/&amp;/g, '&') ?? v.qrcode,
          tp_emis: tp,
        });
      }
    }
  }
  return atualizar(c, emitenteId, v.id, { situacao: 'rejeitada', cstat: cStat?.slice(0, 3) ?? null, xmotivo: (xMotivo ?? '').slice(0, 500) });
}

/** Resultado gravado -> resposta da rota (HTTP, sucesso, mensagem pt-BR). */
export function resposta(r: ResultadoVenda): RespostaVenda {
  if (r.situacao === 'autorizada') return { http: 200, sucesso: true, mensagem: `Autorizado o uso da NFC-e (protocolo ${r.protocolo}).`, dados: r };
  if (r.situacao === 'contingencia') return { http: 200, sucesso: true, mensagem: 'NFC-e EMITIDA EM CONTINGÊNCIA.', dados: r };
  if (r.situacao === 'denegada') return { http: 200, sucesso: false, mensagem: `Uso denegado: ${r.cStat} - ${r.xMotivo}`, dados: r };
  return { http: 200, sucesso: false, mensagem: r.cStat ? `Rejeição ${r.cStat}: ${r.xMotivo}` : (r.xMotivo ?? 'NFC-e rejeitada'), dados: r };
}

/** O que falta depois de {@link prepararEmissao}: nada (resposta pronta) ou a chamada à SEFAZ. */
export type PreparoEmissao = { pronto: RespostaVenda } | { pronto?: undefined; cli: ClienteNFCe; xml: string; chave: string; anterior: string };

/**
 * Primeira metade da emissão, na transação `c` (a da gravação da venda, em `criarVendaPdv`, para
 * que uma queda do processo deixe ou nada ou a venda completa em 'transmitindo' com o XML
 * guardado): trava a venda, aloca o número, monta/assina/valida e guarda a NFC-e e grava
 * 'transmitindo' — ou, com o emitente em contingência, já a emite com tpEmis 9.
 * @throws ApiError 400 (situação não transmissível, certificado/CSC ausentes), 404.
 */
export async function prepararEmissao(c: Client, config: Config, ctx: TenantContext, vendaId: number): Promise<PreparoEmissao> {
  const emitenteId = ctx.emitenteId!;
  const v = await lerVenda(c, emitenteId, vendaId, true);
  if (v.situacao === 'contingencia') return { pronto: await retransmitirNaTransacao(c, config, ctx, v) };
  if (!(GRUPOS_VENDA.transmissivel as readonly string[]).includes(v.situacao)) {
    throw new ApiError(400, `A venda não pode ser transmitida na situação '${v.situacao}'.`, { situacao: ['Somente vendas em digitação ou rejeitadas'] });
  }
  const cli = await clienteNFCe(c, config, emitenteId);
  const estado = await estadoNFCe(c, emitenteId, cli.emitente.ambiente);
  if (estado.contingencia) return { pronto: await emitirEmContingencia(c, config, ctx, v, cli) };
  const p = await prepararXml(c, config, ctx, v, cli, 1);
  if (p.invalido) return { pronto: await invalida(c, emitenteId, v, p.erros, p.numero) };
  await atualizar(c, emitenteId, vendaId, {
    situacao: 'transmitindo',
    tp_emis: 1,
    numero: p.numero,
    chave: p.chave,
    qrcode: p.qrcode,
    url_chave: p.urlChave,
    data_emissao: p.dhEmi,
    cstat: null,
    xmotivo: 'Transmitindo',
  });
  return { cli, xml: p.xml, chave: p.chave, anterior: String(v.situacao) };
}

/**
 * A SEFAZ está indisponível (classificarFalhaSefaz): liga a contingência do emitente, audita e emite
 * a MESMA venda com tpEmis 9 (mesmo número, nova chave) na transação `c`.
 */
export async function contingenciaPorIndisponibilidade(
  c: Client,
  config: Config,
  ctx: TenantContext,
  v: Record<string, any>,
  cli: ClienteNFCe,
  motivo: string,
): Promise<RespostaVenda> {
  await definirContingencia(c, ctx.emitenteId!, cli.emitente.ambiente, true, `SEFAZ indisponível: ${motivo}`);
  await registrarAuditoria(c, {
    ctx,
    entidade: 'vendasCupom',
    registroId: v.id,
    acao: 'outra',
    descricao: `SEFAZ indisponível (${motivo}): contingência off-line`,
  });
  return emitirEmContingencia(c, config, ctx, v, cli);
}

/**
 * Segunda metade da emissão (depois do COMMIT de {@link prepararEmissao}): autorização síncrona.
 * SEFAZ indisponível (HTTP 5xx, TLS, tempo esgotado, conexão recusada, cStat 108/109 —
 * `classificarFalhaSefaz`): contingência off-line na hora. Rejeição: 'rejeitada' com cStat/xMotivo.
 */
export async function concluirEmissao(db: Database, config: Config, ctx: TenantContext, vendaId: number, prep: PreparoEmissao): Promise<RespostaVenda> {
  if (prep.pronto) return prep.pronto;
  const emitenteId = ctx.emitenteId!;
  const { cli, xml, chave } = prep;
  let r: ResultadoAutorizacao;
  try {
    r = await cli.cliente.autorizar(xml, { sincrono: true });
  } catch (e) {
    if (!(e instanceof SefazError)) throw e;
    return withTenant(db, ctx, async (c) => {
      const v = await lerVenda(c, emitenteId, vendaId, true);
      if (e.requestXml) await registrarXmlVenda(c, emitenteId, vendaId, chave, 'envio', e.requestXml);
      if (e.responseXml) await registrarXmlVenda(c, emitenteId, vendaId, chave, 'retorno', e.responseXml);
      if (v.situacao !== 'transmitindo') return resposta(resultado(v)); // a recuperação já concluiu esta venda
      if (sefazIndisponivel(e)) return contingenciaPorIndisponibilidade(c, config, ctx, v, cli, mensagemFalhaSefaz(e));
      const r2 = await atualizar(c, emitenteId, vendaId, { situacao: 'rejeitada', xmotivo: mensagemFalhaSefaz(e) });
      return { http: 502, sucesso: false, mensagem: `${mensagemFalhaSefaz(e)} Transmita novamente.`, dados: r2 };
    });
  }
  return withTenant(db, ctx, async (c) => {
    const v = await lerVenda(c, emitenteId, vendaId, true);
    if (v.situacao !== 'transmitindo') return resposta(resultado(v));
    const prot = r.protocolos.find((p) => p.chNFe === chave) ?? r.protocolo;
    if (!prot && sefazIndisponivel(r)) {
      await registrarXmlVenda(c, emitenteId, vendaId, chave, 'envio', r.requestXml);
      await registrarXmlVenda(c, emitenteId, vendaId, chave, 'retorno', r.responseXml, r.cStat);
      return contingenciaPorIndisponibilidade(c, config, ctx, v, cli, `${r.cStat} - ${r.xMotivo}`);
    }
    const res = await aplicarRetorno(c, config, cli, v, chave, xml, r);
    await registrarAuditoria(c, {
      ctx,
      entidade: 'vendasCupom',
      registroId: vendaId,
      acao: 'transmitir',
      depois: { ...res },
      descricao: res.cStat ? `${res.cStat} - ${res.xMotivo ?? ''}` : res.xMotivo,
    });
    return resposta(res);
  });
}

/**
 * TransmitirNFCe?cupom (e o fim de cada venda): ver cabeçalho.
 * @throws ApiError 400 (situação não transmissível, certificado/CSC ausentes), 404.
 */
export async function emitirVenda(db: Database, config: Config, ctx: TenantContext, vendaId: number): Promise<RespostaVenda> {
  const prep = await withTenant(db, ctx, (c) => prepararEmissao(c, config, ctx, vendaId));
  return concluirEmissao(db, config, ctx, vendaId, prep);
}

/** Retransmite na transação `c` (a venda `v` travada) a NFC-e de contingência guardada. */
async function retransmitirNaTransacao(c: Client, config: Config, ctx: TenantContext, v: Record<string, any>): Promise<RespostaVenda> {
  const emitenteId = ctx.emitenteId!;
  const cli = await clienteNFCe(c, config, emitenteId);
  const xml = await xmlDaVenda(c, emitenteId, v.id, 'nfe', v.chave);
  if (!xml) throw new ApiError(400, 'XML da NFC-e de contingência não encontrado.');
  let r: ResultadoAutorizacao;
  try {
    r = await cli.cliente.autorizar(xml, { sincrono: true });
  } catch (e) {
    if (!(e instanceof SefazError)) throw e;
    if (e.requestXml) await registrarXmlVenda(c, emitenteId, v.id, v.chave, 'envio', e.requestXml);
    return { http: 200, sucesso: false, mensagem: `${mensagemFalhaSefaz(e)} A NFC-e continua em contingência.`, dados: resultado(v) };
  }
  if (!(r.protocolos.find((p) => p.chNFe === v.chave) ?? r.protocolo) && sefazIndisponivel(r)) {
    // serviço paralisado (108/109): a nota não foi recebida e continua pendente
    return { http: 200, sucesso: false, mensagem: `${r.cStat} - ${r.xMotivo}. A NFC-e continua em contingência.`, dados: resultado(v) };
  }
  const res = await aplicarRetorno(c, config, cli, v, v.chave, xml, r);
  await registrarAuditoria(c, {
    ctx,
    entidade: 'vendasCupom',
    registroId: v.id,
    acao: 'transmitir',
    depois: { ...res },
    descricao: `${res.cStat ?? ''} ${res.xMotivo ?? ''}`,
  });
  return resposta(res);
}

/** Retransmite uma venda em contingência (TransmitirNFCe de uma venda 'contingencia'). */
export async function retransmitirVenda(db: Database, config: Config, ctx: TenantContext, vendaId: number): Promise<RespostaVenda> {
  return withTenant(db, ctx, async (c) => {
    const v = await lerVenda(c, ctx.emitenteId!, vendaId, true);
    if (v.situacao !== 'contingencia')
      return { http: 200, sucesso: v.situacao === 'autorizada', mensagem: `Venda na situação '${v.situacao}'.`, dados: resultado(v) };
    return retransmitirNaTransacao(c, config, ctx, v);
  });
}

/**
 * ConsultarStatusNFCe?cupom: reconcilia a venda com a SEFAZ. 'transmitindo' (queda durante o envio):
 * consulta a chave; 100 -> autorizada com o nfeProc; 217 (não consta) -> 'rejeitada' (retransmita).
 * 'contingencia': tenta a retransmissão. Demais situações: devolve o que está gravado.
 */
export async function consultarVenda(db: Database, config: Config, ctx: TenantContext, vendaId: number): Promise<RespostaVenda> {
  const emitenteId = ctx.emitenteId!;
  return withTenant(db, ctx, async (c) => {
    const v = await lerVenda(c, emitenteId, vendaId, true);
    if (v.situacao === 'contingencia') return retransmitirNaTransacao(c, config, ctx, v);
    if (v.situacao !== 'transmitindo' || !v.chave) return { http: 200, sucesso: true, mensagem: `Venda na situação '${v.situacao}'.`, dados: resultado(v) };
    const cli = await clienteNFCe(c, config, emitenteId);
    const cons = await cli.cliente.consultarProtocolo(v.chave);
    await registrarXmlVenda(c, emitenteId, vendaId, v.chave, 'envio', cons.requestXml);
    await registrarXmlVenda(c, emitenteId, vendaId, v.chave, 'retorno', cons.responseXml, cons.cStat);
    const xml = await xmlDaVenda(c, emitenteId, vendaId, 'nfe', v.chave);
    if (cons.protocolo && AUTORIZADA.has(cons.protocolo.cStat) && xml) {
      return resposta(await gravarAutorizacao(c, config, cli, v, v.chave, cons.protocolo, montarNfeProc(xml, cons.protocolo.xml)));
    }
    if (cons.cStat === '217')
      return resposta(await atualizar(c, emitenteId, vendaId, { situacao: 'rejeitada', cstat: '217', xmotivo: cons.xMotivo.slice(0, 500) }));
    return { http: 200, sucesso: false, mensagem: `${cons.cStat} - ${cons.xMotivo}`, dados: resultado(v) };
  });
}

/** Resultado gravado da venda (sem falar com a SEFAZ). */
export async function situacaoVenda(c: Client, emitenteId: number, vendaId: number): Promise<ResultadoVenda> {
  return resultado(await lerVenda(c, emitenteId, vendaId));
}
