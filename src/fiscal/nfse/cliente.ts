/**
 * Cliente da API da Sefin Nacional (Sistema Nacional NFS-e) por HTTPS com certificado de cliente
 * (mTLS: o A1 do emitente). Rotas (Manual de integração da API Sefin Nacional / Swagger do
 * ambiente; base `https://sefin.nfse.gov.br/SefinNacional` em produção e
 * `https://sefin.producaorestrita.nfse.gov.br/SefinNacional` na produção restrita):
 *
 * - `POST /nfse` com `{"dpsXmlGZipB64"}` → 201 `{chaveAcesso, idDps, nfseXmlGZipB64, alertas}`
 *   ou 400 `{erros: [{codigo, descricao, complemento}]}` (códigos E0001...E9999 do Anexo I);
 * - `GET /nfse/{chaveAcesso}` → `{chaveAcesso, nfseXmlGZipB64}` (404: não existe);
 * - `GET /dps/{idDps}` → `{idDps, chaveAcesso}`: a NFS-e gerada por uma DPS (resolve o envio sem
 *   resposta antes de reenviar: a Sefin recusa a mesma DPS duas vezes, E0014);
 * - `POST /nfse/{chaveAcesso}/eventos` com `{"pedidoRegistroEventoXmlGZipB64"}` → 201
 *   `{eventoXmlGZipB64}` ou 400 `{erros}`;
 * - `GET /nfse/{chaveAcesso}/eventos/{tipoEvento}/{numSeqEvento}` → `{eventoXmlGZipB64}`.
 *
 * Sem banco e sem estado: o chamador guarda DPS, NFS-e e eventos. Falha de comunicação vira
 * {@link NfseComunicacaoError} (com `podeTerSidoProcessada`); rejeição volta como resultado.
 * POST nunca é repetido sozinho depois que a requisição saiu.
 */
import https from 'node:https';
import { carregarCertificadoA1 } from '../certificado/index.ts';
import { classificar, type FalhaInterna } from '../sefaz/transporte.ts';
import { compactarXml, descompactarXml } from './assinatura.ts';
import { chaveNfseValida } from './chave.ts';

/** URLs oficiais da Sefin Nacional por ambiente (1 produção, 2 produção restrita). */
export const URLS_SEFIN_NACIONAL = {
  '1': 'https://sefin.nfse.gov.br/SefinNacional',
  '2': 'https://sefin.producaorestrita.nfse.gov.br/SefinNacional',
} as const;

/** Certificado de cliente: o .pfx do A1 com a senha, ou PEMs já abertos. */
export type CertificadoCliente = { pfx: Buffer; senha: string } | { certificadoPem: string; chavePrivadaPem: string };

/** Opções de {@link criarClienteNfse}. */
export interface OpcoesClienteNfse {
  /** URL base, sem barra final (ex.: {@link URLS_SEFIN_NACIONAL} ou a do simulador). */
  url: string;
  certificado: CertificadoCliente;
  /** ACs confiáveis para o certificado do servidor (PEM); sem elas, as ACs padrão do Node. */
  ca?: string[];
  /** Padrão 10 s. */
  timeoutConexaoMs?: number;
  /** Padrão 60 s. */
  timeoutRespostaMs?: number;
}

/** Mensagem de processamento da API (`erros`/`alertas`). */
export interface MensagemSefin {
  /** Código oficial (ex.: `'E0014'`). */
  codigo: string;
  descricao: string;
  complemento?: string;
}

/** Resultado de {@link ClienteNfse.emitir}. */
export type ResultadoEmissaoNfse =
  | { gerada: true; chave: string; idDps: string; nfseXml: string; dhProc?: string; alertas: MensagemSefin[]; status: number }
  | { gerada: false; erros: MensagemSefin[]; idDps?: string; status: number };

/** Resultado de {@link ClienteNfse.registrarEvento}. */
export type ResultadoEventoNfse = { registrado: true; eventoXml: string; status: number } | { registrado: false; erros: MensagemSefin[]; status: number };

/** Tipo de falha de comunicação. */
export type CodigoFalhaNfse = FalhaInterna['codigo'] | 'timeout';

/** Falha de comunicação com a Sefin Nacional (nunca uma rejeição). */
export class NfseComunicacaoError extends Error {
  /**
   * @param codigo `'rede' | 'timeout' | 'tls' | 'certificado-servidor' | 'cliente-recusado' | 'http' | 'resposta' | 'configuracao'`.
   * @param podeTerSidoProcessada `true` se o pedido pode ter chegado: consulte pela DPS (`consultarDps`) antes de reenviar.
   */
  constructor(
    readonly codigo: string,
    mensagem: string,
    readonly podeTerSidoProcessada: boolean,
    readonly status?: number,
    readonly corpo?: string,
  ) {
    super(mensagem);
    this.name = 'NfseComunicacaoError';
  }
}

/** Cliente da Sefin Nacional (ver o cabeçalho do módulo). */
export interface ClienteNfse {
  /** Envia a DPS assinada (XML exato, sem reformatar). */
  emitir(dpsAssinada: string): Promise<ResultadoEmissaoNfse>;
  /** NFS-e pela chave; `null` se a Sefin não a conhece (404). */
  consultarNfse(chave: string): Promise<{ chave: string; nfseXml: string } | null>;
  /** Chave da NFS-e gerada pela DPS; `null` se nenhuma NFS-e foi gerada por ela (404). */
  consultarDps(idDps: string): Promise<{ idDps: string; chave: string } | null>;
  /** {@link consultarDps} seguida de {@link consultarNfse}: a NFS-e de um envio sem resposta, ou `null`. */
  recuperarPorDps(idDps: string): Promise<{ chave: string; nfseXml: string } | null>;
  /** Envia o pedido de registro de evento assinado. */
  registrarEvento(chave: string, pedidoAssinado: string): Promise<ResultadoEventoNfse>;
  /** Evento registrado; `null` se não existe (404). */
  consultarEvento(chave: string, tpEvento: string, nSeqEvento?: number): Promise<string | null>;
}

interface RespostaHttp {
  status: number;
  corpo: string;
}

function campo(obj: Record<string, unknown> | null | undefined, nome: string): unknown {
  if (!obj || typeof obj !== 'object') return undefined;
  const alvo = nome.toLowerCase();
  for (const [k, v] of Object.entries(obj)) if (k.toLowerCase() === alvo) return v;
  return undefined;
}

function mensagens(lista: unknown): MensagemSefin[] {
  if (!Array.isArray(lista)) return [];
  return lista.map((m) => {
    const o = m as Record<string, unknown>;
    const complemento = campo(o, 'complemento');
    return {
      codigo: String(campo(o, 'codigo') ?? ''),
      descricao: String(campo(o, 'descricao') ?? campo(o, 'mensagem') ?? ''),
      ...(complemento ? { complemento: String(complemento) } : {}),
    };
  });
}

/**
 * Cria o cliente. O .pfx é aberto aqui (uma vez).
 * @throws CertificadoError (src/fiscal/certificado) se o .pfx ou a senha forem inválidos;
 *   NfseComunicacaoError `'configuracao'` se a URL não for HTTPS.
 */
export function criarClienteNfse(o: OpcoesClienteNfse): ClienteNfse {
  const base = new URL(o.url.replace(/\/+$/, '') + '/');
  if (base.protocol !== 'https:') throw new NfseComunicacaoError('configuracao', `URL da Sefin Nacional deve ser HTTPS: ${o.url}`, false);
  let certPem: string;
  let chavePem: string;
  if ('pfx' in o.certificado) {
    const a1 = carregarCertificadoA1(o.certificado.pfx, o.certificado.senha);
    certPem = [a1.certificadoPem, ...a1.cadeiaPem].join('\n');
    chavePem = a1.chavePrivadaPem;
  } else {
    certPem = o.certificado.certificadoPem;
    chavePem = o.certificado.chavePrivadaPem;
  }
  const timeoutConexao = o.timeoutConexaoMs ?? 10_000;
  const timeoutResposta = o.timeoutRespostaMs ?? 60_000;

  const requisitar = (metodo: 'GET' | 'POST', caminho: string, json?: unknown): Promise<RespostaHttp> =>
    new Promise((resolve, reject) => {
      const url = new URL(caminho.replace(/^\//, ''), base);
      const corpo = json === undefined ? undefined : JSON.stringify(json);
      let enviada = false;
      let terminado = false;
      const falhar = (f: { codigo: string; mensagem: string; enviada: boolean }) => {
        if (terminado) return;
        terminado = true;
        clearTimeout(tConexao);
        clearTimeout(tResposta);
        reject(new NfseComunicacaoError(f.codigo, f.mensagem.replace(/SEFAZ/g, 'Sefin Nacional'), metodo === 'POST' && f.enviada));
      };
      const req = https.request({
        protocol: 'https:',
        hostname: url.hostname,
        port: url.port || 443,
        path: url.pathname + url.search,
        method: metodo,
        cert: certPem,
        key: chavePem,
        ...(o.ca ? { ca: o.ca } : {}),
        rejectUnauthorized: true,
        agent: false,
        headers: {
          Accept: 'application/json',
          ...(corpo !== undefined ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(corpo, 'utf8') } : {}),
        },
      });
      const tConexao = setTimeout(() => {
        req.destroy();
        falhar({ codigo: 'timeout', mensagem: `Tempo de conexão com a Sefin Nacional (${url.host}) esgotado (${timeoutConexao} ms)`, enviada: false });
      }, timeoutConexao);
      let tResposta: NodeJS.Timeout | undefined;
      req.on('socket', (s) => {
        s.once('secureConnect', () => {
          clearTimeout(tConexao);
          enviada = true;
          tResposta = setTimeout(() => {
            req.destroy();
            falhar({ codigo: 'timeout', mensagem: `A Sefin Nacional (${url.host}) não respondeu em ${timeoutResposta} ms`, enviada: true });
          }, timeoutResposta);
        });
      });
      req.on('error', (e) => falhar(classificar(e, url.host, enviada)));
      req.on('response', (res) => {
        const partes: Buffer[] = [];
        res.on('data', (c: Buffer) => partes.push(c));
        res.on('aborted', () => falhar(classificar(new Error('resposta interrompida'), url.host, true)));
        res.on('end', () => {
          if (terminado) return;
          terminado = true;
          clearTimeout(tConexao);
          clearTimeout(tResposta);
          resolve({ status: res.statusCode ?? 0, corpo: Buffer.concat(partes).toString('utf8') });
        });
      });
      req.end(corpo);
    });

  const json = (r: RespostaHttp, metodo: 'GET' | 'POST'): Record<string, unknown> => {
    try {
      const v = JSON.parse(r.corpo) as unknown;
      if (v && typeof v === 'object') return v as Record<string, unknown>;
    } catch {
      /* cai no erro abaixo */
    }
    throw new NfseComunicacaoError(
      'resposta',
      `Resposta inesperada da Sefin Nacional (HTTP ${r.status})`,
      metodo === 'POST' && r.status !== 503,
      r.status,
      r.corpo.slice(0, 2000),
    );
  };
  /** 2xx: JSON; 4xx com `erros`: rejeição (devolve o JSON); o resto: falha de comunicação. */
  const classificarResposta = (r: RespostaHttp, metodo: 'GET' | 'POST'): { ok: boolean; dados: Record<string, unknown> } => {
    if (r.status >= 200 && r.status < 300) return { ok: true, dados: json(r, metodo) };
    if (r.status >= 400 && r.status < 500) {
      const dados = json(r, metodo);
      if (Array.isArray(campo(dados, 'erros')) || Array.isArray(campo(dados, 'erro'))) return { ok: false, dados };
    }
    throw new NfseComunicacaoError(
      'http',
      `Sefin Nacional respondeu HTTP ${r.status}`,
      metodo === 'POST' && r.status !== 503,
      r.status,
      r.corpo.slice(0, 2000),
    );
  };
  const errosDe = (dados: Record<string, unknown>) => mensagens(campo(dados, 'erros') ?? campo(dados, 'erro'));
  const texto = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

  const cliente: ClienteNfse = {
    async emitir(dpsAssinada) {
      const r = await requisitar('POST', 'nfse', { dpsXmlGZipB64: compactarXml(dpsAssinada) });
      const { ok, dados } = classificarResposta(r, 'POST');
      const idDps = texto(campo(dados, 'idDps'));
      if (!ok) return { gerada: false, erros: errosDe(dados), ...(idDps ? { idDps } : {}), status: r.status };
      const chave = texto(campo(dados, 'chaveAcesso')) ?? '';
      const b64 = texto(campo(dados, 'nfseXmlGZipB64'));
      if (!chaveNfseValida(chave) || !b64) {
        throw new NfseComunicacaoError('resposta', 'Resposta da Sefin Nacional sem chave de acesso ou XML da NFS-e', true, r.status, r.corpo.slice(0, 2000));
      }
      return {
        gerada: true,
        chave,
        idDps: idDps ?? '',
        nfseXml: descompactarXml(b64),
        dhProc: texto(campo(dados, 'dataHoraProcessamento')),
        alertas: mensagens(campo(dados, 'alertas')),
        status: r.status,
      };
    },
    async consultarNfse(chave) {
      if (!chaveNfseValida(chave)) throw new RangeError('Chave de acesso da NFS-e inválida');
      const r = await requisitar('GET', `nfse/${chave}`);
      if (r.status === 404) return null;
      const { ok, dados } = classificarResposta(r, 'GET');
      const b64 = texto(campo(dados, 'nfseXmlGZipB64'));
      if (!ok || !b64) return null;
      return { chave: texto(campo(dados, 'chaveAcesso')) ?? chave, nfseXml: descompactarXml(b64) };
    },
    async consultarDps(idDps) {
      if (!/^DPS\d{42}$/.test(idDps)) throw new RangeError('Id da DPS inválido (DPS + 42 dígitos)');
      const r = await requisitar('GET', `dps/${idDps}`);
      if (r.status === 404) return null;
      const { ok, dados } = classificarResposta(r, 'GET');
      const chave = texto(campo(dados, 'chaveAcesso'));
      if (!ok || !chave) return null;
      return { idDps, chave };
    },
    async recuperarPorDps(idDps) {
      const d = await cliente.consultarDps(idDps);
      return d ? cliente.consultarNfse(d.chave) : null;
    },
    async registrarEvento(chave, pedidoAssinado) {
      if (!chaveNfseValida(chave)) throw new RangeError('Chave de acesso da NFS-e inválida');
      const r = await requisitar('POST', `nfse/${chave}/eventos`, { pedidoRegistroEventoXmlGZipB64: compactarXml(pedidoAssinado) });
      const { ok, dados } = classificarResposta(r, 'POST');
      if (!ok) return { registrado: false, erros: errosDe(dados), status: r.status };
      const b64 = texto(campo(dados, 'eventoXmlGZipB64'));
      if (!b64) throw new NfseComunicacaoError('resposta', 'Resposta da Sefin Nacional sem o XML do evento', true, r.status, r.corpo.slice(0, 2000));
      return { registrado: true, eventoXml: descompactarXml(b64), status: r.status };
    },
    async consultarEvento(chave, tpEvento, nSeqEvento = 1) {
      if (!chaveNfseValida(chave)) throw new RangeError('Chave de acesso da NFS-e inválida');
      if (!/^\d{6}$/.test(tpEvento)) throw new RangeError('Código do evento: 6 dígitos');
      const r = await requisitar('GET', `nfse/${chave}/eventos/${tpEvento}/${nSeqEvento}`);
      if (r.status === 404) return null;
      const { ok, dados } = classificarResposta(r, 'GET');
      const b64 = texto(campo(dados, 'eventoXmlGZipB64'));
      return ok && b64 ? descompactarXml(b64) : null;
    },
  };
  return cliente;
}
