import https from 'node:https';
import type { EntradaServico } from './tabela.ts';
import { NS_SOAP12, semDeclaracao } from './xml.ts';

/** Tipo de falha de comunicação com a SEFAZ. */
export type CodigoErroSefaz = 'rede' | 'timeout' | 'tls' | 'certificado-servidor' | 'cliente-recusado' | 'http' | 'resposta' | 'validacao' | 'configuracao';

/**
 * Falha de comunicação ou de uso (nunca uma rejeição: rejeições voltam como `cStat`).
 * Leva o XML enviado e o que tiver sido recebido, para o chamador guardar (arquitetura §7).
 */
export class SefazError extends Error {
  readonly codigo: CodigoErroSefaz;
  /** Quantas tentativas foram feitas. */
  tentativas: number;
  requestXml?: string;
  responseXml?: string;
  /** `true` se a requisição pode ter chegado à SEFAZ (reconciliar com consultarProtocolo). */
  podeTerSidoProcessada: boolean;
  /** Status HTTP recebido (códigos 'http' e 'resposta'). */
  status?: number;
  constructor(
    codigo: CodigoErroSefaz,
    mensagem: string,
    extra: { tentativas?: number; requestXml?: string; responseXml?: string; podeTerSidoProcessada?: boolean; status?: number; cause?: unknown } = {},
  ) {
    super(mensagem, extra.cause !== undefined ? { cause: extra.cause } : undefined);
    this.name = 'SefazError';
    this.codigo = codigo;
    this.tentativas = extra.tentativas ?? 0;
    this.requestXml = extra.requestXml;
    this.responseXml = extra.responseXml;
    this.podeTerSidoProcessada = extra.podeTerSidoProcessada ?? false;
    this.status = extra.status;
  }
}

export interface OpcoesTransporte {
  /** Certificado do transmissor (PEM da folha + cadeia) e chave privada (PEM). */
  certificadoPem: string;
  chavePrivadaPem: string;
  /** ACs confiáveis para o certificado do servidor (PEMs importados pelo administrador). */
  ca: string[];
  timeoutConexaoMs: number;
  timeoutRespostaMs: number;
  /** Total de tentativas em falha de rede (1 = sem repetição). */
  tentativas: number;
  /** Espera antes da 2ª tentativa; dobra a cada nova tentativa. */
  backoffMs: number;
}

/**
 * Envelope SOAP 1.2 do leiaute 4.00 (sem `nfeCabecMsg`, removido no 4.00). A distribuição DF-e do
 * Ambiente Nacional (WSDL NFeDistribuicaoDFe/CTeDistribuicaoDFe) embrulha `nfeDadosMsg` no elemento
 * da operação (`nfeDistDFeInteresse`/`cteDistDFeInteresse`).
 */
export function envelopeSoap(servico: EntradaServico, dadosXml: string): string {
  const ns = `http://www.portalfiscal.inf.br/nfe/wsdl/${servico.operacao}`;
  const dados = semDeclaracao(dadosXml);
  const corpo = /DistDFeInteresse$/.test(servico.metodo)
    ? `<${servico.metodo} xmlns="${ns}"><nfeDadosMsg>${dados}</nfeDadosMsg></${servico.metodo}>`
    : `<nfeDadosMsg xmlns="${ns}">${dados}</nfeDadosMsg>`;
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap12="${NS_SOAP12}"><soap12:Body>${corpo}</soap12:Body></soap12:Envelope>`
  );
}

const ERROS_CERT_SERVIDOR = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

export interface FalhaInterna {
  codigo: CodigoErroSefaz;
  mensagem: string;
  /** A requisição chegou a ser (total ou parcialmente) enviada? */
  enviada: boolean;
  causa: unknown;
}

/** Classifica uma falha de `https.request` (certificado do servidor, cliente recusado, TLS, rede). Usada também pelo cliente da NFS-e Nacional. */
export function classificar(e: unknown, host: string, enviada: boolean): FalhaInterna {
  const err = e as NodeJS.ErrnoException & { code?: string };
  const code = err?.code ?? '';
  if (ERROS_CERT_SERVIDOR.has(code)) {
    return {
      codigo: 'certificado-servidor',
      mensagem:
        `Certificado do servidor da SEFAZ (${host}) não é confiável (${code}): a conexão foi recusada. ` +
        'Importe as ACs da cadeia ICP-Brasil do servidor no pacote de ACs do cliente SEFAZ.',
      enviada: false,
      causa: e,
    };
  }
  if (/CERTIFICATE_REQUIRED|BAD_CERTIFICATE|UNKNOWN_CA|CERTIFICATE_UNKNOWN|ALERT_HANDSHAKE_FAILURE/i.test(code + ' ' + (err?.message ?? ''))) {
    return {
      codigo: 'cliente-recusado',
      mensagem: `O servidor da SEFAZ (${host}) recusou o certificado digital do transmissor (${code || err.message})`,
      enviada: false,
      causa: e,
    };
  }
  if (/^ERR_SSL_|^EPROTO$|^ERR_TLS_/.test(code) || /before secure TLS connection/i.test(err?.message ?? '')) {
    return {
      codigo: 'tls',
      mensagem: `Falha no TLS com a SEFAZ (${host}): ${code || err?.message}`,
      enviada: false,
      causa: e,
    };
  }
  return {
    codigo: 'rede',
    mensagem: `Falha de rede ao comunicar com a SEFAZ (${host}): ${code || err?.message || String(e)}`,
    enviada,
    causa: e,
  };
}

function umaRequisicao(url: URL, acao: string, corpo: string, o: OpcoesTransporte): Promise<{ status: number; corpo: string }> {
  return new Promise((resolve, reject) => {
    let enviada = false;
    let terminado = false;
    const falhar = (f: FalhaInterna) => {
      if (terminado) return;
      terminado = true;
      clearTimeout(tConexao);
      clearTimeout(tResposta);
      reject(f);
    };
    const req = https.request({
      protocol: 'https:',
      hostname: url.hostname,
      port: url.port || 443,
      path: url.pathname + url.search,
      method: 'POST',
      cert: o.certificadoPem,
      key: o.chavePrivadaPem,
      ca: o.ca,
      rejectUnauthorized: true,
      agent: false,
      headers: {
        'Content-Type': `application/soap+xml; charset=utf-8; action="${acao}"`,
        'Content-Length': Buffer.byteLength(corpo, 'utf8'),
      },
    });
    const tConexao = setTimeout(() => {
      req.destroy();
      falhar({
        codigo: 'timeout',
        mensagem: `Tempo de conexão com a SEFAZ (${url.host}) esgotado (${o.timeoutConexaoMs} ms)`,
        enviada: false,
        causa: undefined,
      });
    }, o.timeoutConexaoMs);
    let tResposta: NodeJS.Timeout | undefined;
    req.on('socket', (s) => {
      s.once('secureConnect', () => {
        clearTimeout(tConexao);
        enviada = true;
        tResposta = setTimeout(() => {
          req.destroy();
          falhar({ codigo: 'timeout', mensagem: `A SEFAZ (${url.host}) não respondeu em ${o.timeoutRespostaMs} ms`, enviada: true, causa: undefined });
        }, o.timeoutRespostaMs);
      });
    });
    req.on('error', (e) => falhar(classificar(e, url.host, enviada)));
    req.on('response', (res) => {
      const partes: Buffer[] = [];
      res.on('data', (c: Buffer) => partes.push(c));
      res.on('error', (e) => falhar(classificar(e, url.host, true)));
      res.on('aborted', () => falhar(classificar(new Error('resposta interrompida'), url.host, true)));
      res.on('end', () => {
        if (terminado) return;
        terminado = true;
        clearTimeout(tConexao);
        clearTimeout(tResposta);
        resolve({ status: res.statusCode ?? 0, corpo: Buffer.concat(partes).toString('utf8') });
      });
    });
    req.end(corpo, 'utf8');
  });
}

export interface RespostaSoap {
  /** Conteúdo de `nfeResultMsg` (o XML de retorno da SEFAZ, ex.: `retEnviNFe`). */
  retornoXml: string;
  /** Envelope SOAP completo recebido. */
  envelopeResposta: string;
  /** Envelope SOAP completo enviado. */
  envelopeRequisicao: string;
  tentativas: number;
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Envia `dadosXml` ao serviço. Repete (com backoff exponencial) só em falhas de rede; com
 * `idempotente: false` (autorização, evento, inutilização) só repete se a requisição com certeza
 * não saiu (falha antes do TLS concluído): o chamador reconcilia com a consulta de protocolo.
 */
export async function enviarSoap(servico: EntradaServico, dadosXml: string, o: OpcoesTransporte, idempotente: boolean): Promise<RespostaSoap> {
  const url = new URL(servico.url);
  if (url.protocol !== 'https:') throw new SefazError('configuracao', `URL da SEFAZ deve ser HTTPS: ${servico.url}`);
  const envelope = envelopeSoap(servico, dadosXml);
  const acao = `http://www.portalfiscal.inf.br/nfe/wsdl/${servico.operacao}/${servico.metodo}`;
  const max = Math.max(1, o.tentativas);
  for (let tentativa = 1; ; tentativa++) {
    try {
      const r = await umaRequisicao(url, acao, envelope, o);
      const retorno = /<(?:[\w.-]+:)?(nfeResultMsg|\w+DistDFeInteresseResult)\b[^>]*>([\s\S]*)<\/(?:[\w.-]+:)?\1>/.exec(r.corpo);
      if (!retorno) {
        const fault = /<(?:[\w.-]+:)?Text\b[^>]*>([\s\S]*?)<\//.exec(r.corpo)?.[1];
        throw new SefazError(r.status >= 400 ? 'http' : 'resposta', `Resposta inesperada da SEFAZ (HTTP ${r.status})${fault ? `: ${fault}` : ''}`, {
          tentativas: tentativa,
          requestXml: dadosXml,
          responseXml: r.corpo,
          // 503 Service Unavailable: the authorizer is down and did not process the request
          podeTerSidoProcessada: r.status !== 503,
          status: r.status,
        });
      }
      return { retornoXml: retorno[2].trim(), envelopeResposta: r.corpo, envelopeRequisicao: envelope, tentativas: tentativa };
    } catch (e) {
      if (e instanceof SefazError) throw e;
      const f = e as FalhaInterna;
      const repetivel = (f.codigo === 'rede' || f.codigo === 'timeout' || f.codigo === 'tls') && (idempotente || !f.enviada);
      if (!repetivel || tentativa >= max) {
        throw new SefazError(f.codigo, tentativa > 1 ? `${f.mensagem} (após ${tentativa} tentativas)` : f.mensagem, {
          tentativas: tentativa,
          requestXml: dadosXml,
          podeTerSidoProcessada: f.enviada,
          cause: f.causa,
        });
      }
      await espera(o.backoffMs * 2 ** (tentativa - 1));
    }
  }
}
