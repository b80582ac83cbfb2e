/**
 * A nota e a SEFAZ, a camada de baixo do módulo: o emitente e o cliente SEFAZ da nota, a mensagem
 * pt-BR de uma falha de comunicação, a gravação da situação/autorização (`faturamento_nfe`,
 * `nfeProc`), a auditoria da transmissão e as regras locais antes do envio. Usada pela transmissão,
 * pelos eventos, pela contingência (SVC/EPEC), pelo PDV e pelo DF-e; não importa nenhum deles.
 */
import type { Config } from '../../config.ts';
import type { Client, TenantContext } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import { carregarCertificadoDoEmitente } from '../fiscal/index.ts';
import { ClienteSefaz, montarNfeProc, type Protocolo, type ResultadoAutorizacao } from '../../../fiscal/sefaz/index.ts';
import type { CertificadoA1 } from '../../../fiscal/certificado/index.ts';
import { obterRuntimeFiscal } from './runtime.ts';
import { anomesDaChave, arquivarXml, registrarXml } from './xml-log.ts';
import { notificarCicloNFe } from './ciclo.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';
import type { AutorizadorSvc } from '../../../fiscal/sefaz/contingencia.ts';
import { carregarNcmOficial, validarNFeAntesDoEnvio } from '../../../fiscal/nfe/validacao-local.ts';
import { mudarSituacaoNota } from './situacao-nota.ts';

/** cStat de uso autorizado (MOC 7.0: 100, e 150 fora do prazo). */
export const AUTORIZADA = new Set(['100', '150']);
/** cStat de uso denegado (MOC 7.0 §5: 110, 205, 301, 302, 303). */
export const DENEGADA = new Set(['110', '205', '301', '302', '303']);

export interface ResultadoTransmissao {
  situacao: string;
  cStat: string | null;
  xMotivo: string | null;
  chave: string | null;
  numero: number | null;
  protocolo: string | null;
}

export interface ErroSchemaNota {
  mensagem: string;
  linha: number;
  campo?: string;
}

/**
 * Regras do leiaute que o produto avalia antes de transmitir (validacao-local.ts: CFOP x finalidade
 * e tpNF, NCM, totais 564/531/532/610/629, NFC-e a contribuinte 729/789) sobre o XML assinado da
 * NF-e ou da NFC-e. Usada pela transmissão da NF-e e pela emissão da NFC-e no PDV.
 * @throws ApiError 400 com a 1ª mensagem e todas por campo (`Item[n].ncm`, `total_nota`, `cliente_id`...).
 */
export async function exigirValidacaoLocal(xml: string): Promise<void> {
  const locais = validarNFeAntesDoEnvio(xml, await carregarNcmOficial());
  if (!locais.length) return;
  const campos: Record<string, string[]> = {};
  for (const e of locais) (campos[e.campo] ??= []).push(e.mensagem);
  throw new ApiError(400, locais[0].mensagem, campos);
}

/** Resultado para a rota: HTTP, sucesso, mensagem e dados. */
export interface RespostaNFe<T> {
  http: number;
  sucesso: boolean;
  mensagem: string | null;
  dados: T;
}

export interface EmitenteNota {
  id: number;
  cnpj: string;
  uf: string;
  ambiente: 1 | 2;
}

export async function emitenteDaNota(c: Client, emitenteId: number): Promise<EmitenteNota> {
  const { rows } = await c.query(
    `SELECT e.id, e.cnpj, e.uf, COALESCE(f.ambiente, 2) AS ambiente FROM emitente e LEFT JOIN emitente_fiscal f ON f.emitente_id = e.id WHERE e.id = $1`,
    [emitenteId],
  );
  if (!rows[0]) throw new ApiError(400, 'Empresa não encontrada.');
  return { id: rows[0].id, cnpj: rows[0].cnpj, uf: rows[0].uf, ambiente: Number(rows[0].ambiente) === 1 ? 1 : 2 };
}

/**
 * Cliente SEFAZ do emitente (certificado decifrado dentro da transação `c`); com `svc`, falando com
 * a SEFAZ Virtual de Contingência da UF (contingencia.ts).
 */
export async function clienteDoEmitente(
  c: Client,
  config: Config,
  emitenteId: number,
  svc?: AutorizadorSvc,
): Promise<{ cliente: ClienteSefaz; emitente: EmitenteNota; certificado: CertificadoA1 }> {
  const emitente = await emitenteDaNota(c, emitenteId);
  const certificado = await carregarCertificadoDoEmitente(c, config.fiscalSecret, emitenteId);
  const cliente = await obterRuntimeFiscal(config).cliente(certificado, emitente.uf, emitente.ambiente, svc);
  return { cliente, emitente, certificado };
}

/** Grava a situação SEFAZ da nota em `faturamento_nfe` (chave, protocolo, cStat/xMotivo, recibo). */
export async function atualizarStatusNfe(
  c: Client,
  emitenteId: number,
  faturamentoId: number,
  s: {
    chave?: string | null;
    protocolo?: string | null;
    dataAutorizacao?: string | null;
    cStat?: string | null;
    xMotivo?: string | null;
    recibo?: string | null;
  },
): Promise<void> {
  await c.query(
    `INSERT INTO faturamento_nfe (emitente_id, faturamento_id, chave, protocolo, data_autorizacao, cstat, xmotivo, recibo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (emitente_id, faturamento_id) DO UPDATE SET
       chave = COALESCE(EXCLUDED.chave, faturamento_nfe.chave),
       protocolo = COALESCE(EXCLUDED.protocolo, faturamento_nfe.protocolo),
       data_autorizacao = COALESCE(EXCLUDED.data_autorizacao, faturamento_nfe.data_autorizacao),
       cstat = EXCLUDED.cstat, xmotivo = EXCLUDED.xmotivo,
       recibo = COALESCE(EXCLUDED.recibo, faturamento_nfe.recibo), alterado_em = now()`,
    [
      emitenteId,
      faturamentoId,
      s.chave ?? null,
      s.protocolo ?? null,
      s.dataAutorizacao ?? null,
      s.cStat ?? null,
      s.xMotivo?.slice(0, 500) ?? null,
      s.recibo ?? null,
    ],
  );
}

/** Grava a autorização: nfeProc (banco + arquivo), situação 'autorizada' (ou 'denegada') e protocolo. */
export async function gravarAutorizacao(
  c: Client,
  config: Config,
  emitente: EmitenteNota,
  faturamentoId: number,
  chave: string,
  prot: Protocolo,
  nfeProc: string,
): Promise<string> {
  const situacao = AUTORIZADA.has(prot.cStat) ? ('autorizada' as const) : ('denegada' as const);
  await registrarXml(c, emitente.id, { faturamentoId, chave, tipo: 'nfeProc', xml: nfeProc, cstat: prot.cStat });
  await arquivarXml(config, emitente.cnpj, anomesDaChave(chave), `${chave}-procNFe.xml`, nfeProc);
  await mudarSituacaoNota(c, emitente.id, faturamentoId, situacao, { chave });
  await atualizarStatusNfe(c, emitente.id, faturamentoId, {
    chave,
    protocolo: prot.nProt ?? null,
    dataAutorizacao: prot.dhRecbto ?? null,
    cStat: prot.cStat,
    xMotivo: prot.xMotivo,
  });
  if (situacao === 'autorizada') await notificarCicloNFe(c, emitente.id, faturamentoId, 'autorizada');
  return situacao;
}

/** XML da NF-e assinada mais recente do faturamento com a chave (guardado antes do envio). */
export async function nfeGuardada(c: Client, emitenteId: number, faturamentoId: number, chave: string): Promise<string | undefined> {
  const { rows } = await c.query(
    `SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND chave = $3 AND tipo = 'nfe' ORDER BY id DESC LIMIT 1`,
    [emitenteId, faturamentoId, chave],
  );
  return rows[0]?.xml;
}

/**
 * Trata a resposta de autorização (ou de consulta de recibo) da nota `chave`: grava retorno e o
 * resultado. Roda numa transação do emitente.
 */
export async function aplicarResultado(
  c: Client,
  config: Config,
  cliente: ClienteSefaz,
  emitente: EmitenteNota,
  faturamentoId: number,
  numero: number,
  chave: string,
  nfeXml: string,
  r: ResultadoAutorizacao,
): Promise<ResultadoTransmissao> {
  const prot = r.protocolos.find((p) => p.chNFe === chave) ?? r.protocolo;
  const base = { chave, numero };
  if ((prot && AUTORIZADA.has(prot.cStat)) || (prot && DENEGADA.has(prot.cStat))) {
    const nfeProc = r.nfeProcs[chave] ?? montarNfeProc(nfeXml, prot.xml);
    const situacao = await gravarAutorizacao(c, config, emitente, faturamentoId, chave, prot, nfeProc);
    return { ...base, situacao, cStat: prot.cStat, xMotivo: prot.xMotivo, protocolo: prot.nProt ?? null };
  }
  const cStat = prot?.cStat ?? r.cStat;
  const xMotivo = prot?.xMotivo ?? r.xMotivo;
  if (ClienteSefaz.exigeConsulta(cStat)) {
    // 204: esta chave já foi autorizada; 539: outra chave com o mesmo número (uma transmissão nossa anterior?)
    let alvo = chave;
    let xml = nfeXml;
    if (cStat === '539') {
      const outra = /\[chNFe:\s*([0-9A-Z]{44})\]/.exec(xMotivo)?.[1] ?? /([0-9]{44})/.exec(xMotivo)?.[1];
      const guardada = outra ? await nfeGuardada(c, emitente.id, faturamentoId, outra) : undefined;
      if (outra && guardada) {
        alvo = outra;
        xml = guardada;
      }
    }
    const d = await cliente.corrigirDuplicidade(alvo, xml);
    await registrarXml(c, emitente.id, { faturamentoId, chave: alvo, tipo: 'envio', xml: d.consulta.requestXml });
    await registrarXml(c, emitente.id, { faturamentoId, chave: alvo, tipo: 'retorno', xml: d.consulta.responseXml, cstat: d.consulta.cStat });
    if (d.protocolo && AUTORIZADA.has(d.protocolo.cStat) && d.nfeProc) {
      const situacao = await gravarAutorizacao(c, config, emitente, faturamentoId, alvo, d.protocolo, d.nfeProc);
      return { situacao, chave: alvo, numero, cStat: d.protocolo.cStat, xMotivo: d.protocolo.xMotivo, protocolo: d.protocolo.nProt ?? null };
    }
  }
  await mudarSituacaoNota(c, emitente.id, faturamentoId, 'rejeitada');
  await atualizarStatusNfe(c, emitente.id, faturamentoId, { chave, cStat, xMotivo });
  return { ...base, situacao: 'rejeitada', cStat, xMotivo, protocolo: null };
}

/** Resultado da transmissão como resposta da rota (HTTP, sucesso, mensagem em pt-BR). */
export function resposta(r: ResultadoTransmissao): RespostaNFe<ResultadoTransmissao> {
  if (r.situacao === 'autorizada') return { http: 200, sucesso: true, mensagem: `Autorizado o uso da NF-e (protocolo ${r.protocolo}).`, dados: r };
  if (r.situacao === 'transmitindo') return { http: 202, sucesso: true, mensagem: r.xMotivo, dados: r };
  if (r.situacao === 'denegada') return { http: 200, sucesso: false, mensagem: `Uso denegado: ${r.cStat} - ${r.xMotivo}`, dados: r };
  return { http: 200, sucesso: false, mensagem: r.cStat ? `Rejeição ${r.cStat}: ${r.xMotivo}` : r.xMotivo, dados: r };
}

/** A linha de auditoria da transmissão (uma por chamada de TransmitirNota), na transação `c` do resultado. */
export async function auditarTransmissao(
  c: Client,
  ctx: TenantContext,
  faturamentoId: number,
  situacaoAnterior: string,
  r: ResultadoTransmissao,
): Promise<void> {
  await registrarAuditoria(c, {
    ctx,
    entidade: 'faturamento',
    registroId: faturamentoId,
    acao: 'transmitir',
    antes: { situacao: situacaoAnterior },
    depois: { ...r },
    descricao: r.cStat ? `${r.cStat} - ${r.xMotivo ?? ''}` : r.xMotivo,
  });
}
