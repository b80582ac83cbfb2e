/**
 * Calls of the NF-e screens (SPEC §7 "NF-e manager", faturamento extras, emitente fiscal), all
 * through the shell's http layer (bearer token, refresh-and-retry on 401): envelopes with
 * `apiData`/`requisitar`, files with `apiFetch`, lists with the OData fetch proxy.
 */
import { apiData, apiFetch, erroHttp, lerCorpo, requisitar, type Envelope } from '../../providers/http.ts';
import { fetchProxyOData } from '../../providers/odata.ts';
import type { components } from '../../../generated/openapi.d.ts';

type Tipos = components['schemas'];

const G = '/v1/GerenciadorNFe';
const q = (v: unknown) => encodeURIComponent(String(v));

/** A SEFAZ answer relayed by the manager (contract ResultadoSefazNFe, src/contratos/nfe.ts; open, each action adds keys). */
export type ResultadoSefaz = Tipos['ResultadoSefazNFe'];

/** `GET ConsultarStatusServico` Data (contract src/contratos/nfe.ts). */
export type StatusServico = Tipos['StatusServicoNFe'];

/** Training switch "SEFAZ fora do ar" (GET/POST /v1/GerenciadorNFe/TreinamentoSefaz). */
export type TreinamentoSefaz = Tipos['TreinamentoSefaz'];

export const nfeApi = {
  treinamento: (signal?: AbortSignal) => requisitar<TreinamentoSefaz>(`${G}/TreinamentoSefaz`, { signal }),
  alterarTreinamento: (foraDoAr: boolean) => requisitar<TreinamentoSefaz>(`${G}/TreinamentoSefaz`, { method: 'POST', body: { foraDoAr } }),
  statusServico: (signal?: AbortSignal) => requisitar<StatusServico>(`${G}/ConsultarStatusServico`, { signal }),
  statusNota: (chave: string) => requisitar<ResultadoSefaz>(`${G}/ConsultarStatusNota?chave=${q(chave)}`),
  transmitir: (id: number | string) => requisitar<ResultadoSefaz>(`${G}/TransmitirNota?nota=${q(id)}`),
  cancelar: (id: number | string, justificativa: string) => requisitar<ResultadoSefaz>(`${G}/CancelarNota?nota=${q(id)}&justificativa=${q(justificativa)}`),
  inutilizar: (id: number | string) => requisitar<ResultadoSefaz>(`${G}/InutilizarNFe?id=${q(id)}`),
  transmitirCCe: (id: number | string) => requisitar<ResultadoSefaz>(`${G}/TransmitirCCeNFe?id=${q(id)}`),
  /** POST EnviarEmail: XML autorizado e DANFE ao `email` (ou aos e-mails de NF-e do cliente). */
  enviarEmail: (nota: number | string, email?: string) =>
    requisitar<Tipos['EmailNFe']>(`${G}/EnviarEmail`, { method: 'POST', body: { nota: Number(nota), ...(email ? { email } : {}) } }),
  corrigirDuplicidade: (id: number | string) => requisitar<ResultadoSefaz>(`${G}/CorrigirDuplicidadeNFe?nota=${q(id)}`),
  meses: () => apiData<Tipos['MesesXmlNFe']>(`${G}/GetXMLDownload`),
  urlDanfe: (id: number | string) => `${G}/ImprimirNFe/${q(id)}`,
  urlPrevia: (id: number | string) => `${G}/PrevisualizarNFe/${q(id)}`,
  urlCCe: (id: number | string) => `${G}/ImprimirCCe/${q(id)}`,
  urlXml: (id: number | string) => `${G}/DownloadXMLNFe?id=${q(id)}`,
  urlZip: (anomes: string | number) => `${G}/DownloadDiretorio?anomes=${q(anomes)}`,
  urlImprimirFaturamento: (id: number | string) => `/v1/faturamento/Imprimir/${q(id)}`,
};

/** Campo do formulário de um evento (descritor do servidor, src/fiscal/nfe/eventos/campos.ts). */
export type CampoEventoNFe = Tipos['CampoEventoNFe'];

/** Tipo de evento (GET TiposEventoNFe). */
export type TipoEventoNFe = Tipos['TipoEventoNFe'];

/** Eventos da nota (GET EventosNFe; na nota recebida, GET /v1/compraDFeManifesto/EventosDocumento com o motivo). */
export type EventosDaNotaNFe = Tipos['EventosDaNotaNFe'];

/** Outros eventos da NF-e emitida. */
export const outrosEventosApi = {
  tipos: () => apiData<TipoEventoNFe[]>(`${G}/TiposEventoNFe`),
  daNota: (nota: number | string) => apiData<EventosDaNotaNFe>(`${G}/EventosNFe?nota=${q(nota)}`),
  emitir: (nota: number | string, tpEvento: string, corpo: Record<string, unknown>) =>
    requisitar<ResultadoSefaz>(`${G}/EmitirEventoNFe?nota=${q(nota)}&tpEvento=${q(tpEvento)}`, { method: 'POST', body: corpo }),
  urlImprimir: (id: number | string) => `${G}/ImprimirEventoNFe/${q(id)}`,
};

/** Eventos do destinatário (NT 2025.002) sobre um documento recebido pela distribuição DF-e. */
export const eventosDestinatarioApi = {
  tipos: outrosEventosApi.tipos,
  daNota: (id: number | string) => apiData<Tipos['EventosDocumentoDFe']>(`/v1/compraDFeManifesto/EventosDocumento?id=${q(id)}`),
  emitir: (id: number | string, tpEvento: string, corpo: Record<string, unknown>) =>
    requisitar<ResultadoSefaz>(`/v1/compraDFeManifesto/EmitirEvento?id=${q(id)}&tpEvento=${q(tpEvento)}`, { method: 'POST', body: corpo }),
  urlImprimir: (id: number | string) => `/v1/compraDFeManifesto/ImprimirEvento/${q(id)}`,
};

export const faturamentoApi = {
  obter: (id: number | string) => apiData<Record<string, unknown>>(`/v1/faturamento/${q(id)}`),
  criar: (dados: Record<string, unknown>) => apiData<Record<string, unknown>>('/v1/faturamento/', { method: 'POST', body: dados }),
  alterar: (dados: Record<string, unknown>) => apiData<Record<string, unknown>>('/v1/faturamento/', { method: 'PUT', body: dados }),
  calcular: (dados: Record<string, unknown>, signal?: AbortSignal) =>
    apiData<Record<string, unknown>>('/v1/faturamento/Calcular', { method: 'POST', body: dados, signal }),
};

export const registroApi = {
  obter: <T = Record<string, unknown>>(rest: string, id: number | string) => apiData<T>(`/v1/${rest}/${q(id)}`),
  criar: <T = Record<string, unknown>>(rest: string, dados: Record<string, unknown>) => apiData<T>(`/v1/${rest}/`, { method: 'POST', body: dados }),
  alterar: <T = Record<string, unknown>>(rest: string, dados: Record<string, unknown>) => apiData<T>(`/v1/${rest}/`, { method: 'PUT', body: dados }),
};

/** Metadados do certificado digital A1 (GET/POST /v1/emitenteFiscal/Certificado; contrato src/contratos/cadastros.ts). */
export type Certificado = Tipos['CertificadoDigital'];

/** Pacote de schemas da NF-e em uso (`GET /v1/GerenciadorNFe/PacoteSchemas`). */
export type PacoteSchemasEmUso = Tipos['PacoteSchemasEmUso'];

export const emitenteFiscalApi = {
  atual: () => apiData<Record<string, unknown>>('/v1/emitenteFiscal/Atual'),
  pacoteSchemas: () => apiData<PacoteSchemasEmUso | null>('/v1/GerenciadorNFe/PacoteSchemas'),
  certificado: () => apiData<Certificado | null>('/v1/emitenteFiscal/Certificado'),
  enviarCertificado: (arquivo: File, senha: string) => {
    const fd = new FormData();
    fd.append('senha', senha);
    fd.append('arquivo', arquivo, arquivo.name);
    return requisitar<Certificado>('/v1/emitenteFiscal/Certificado', { method: 'POST', body: fd });
  },
};

/** `GET /OData/{set}?...` -> `{ value, count }`. */
export async function listarOData<T = Record<string, unknown>>(
  set: string,
  params: { filter?: string; orderby?: string; top?: number; skip?: number; count?: boolean; select?: string; expand?: string },
): Promise<{ value: T[]; count: number | null }> {
  const p = new URLSearchParams();
  if (params.filter) p.set('$filter', params.filter);
  if (params.orderby) p.set('$orderby', params.orderby);
  if (params.top !== undefined) p.set('$top', String(params.top));
  if (params.skip) p.set('$skip', String(params.skip));
  if (params.count) p.set('$count', 'true');
  if (params.select) p.set('$select', params.select);
  if (params.expand) p.set('$expand', params.expand);
  const { content } = await fetchProxyOData(`/OData/${set}?${p.toString()}`);
  const c = (content ?? {}) as { value?: T[]; '@odata.count'?: number };
  return { value: c.value ?? [], count: typeof c['@odata.count'] === 'number' ? c['@odata.count'] : null };
}

/** File name from Content-Disposition (`filename*=UTF-8''...` or `filename="..."`). */
export function nomeDoArquivo(cd: string | null, padrao: string): string {
  if (!cd) return padrao;
  const m1 = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(cd);
  if (m1) {
    try {
      return decodeURIComponent(m1[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const m2 = /filename\s*=\s*"?([^";]+)"?/i.exec(cd);
  return m2 ? m2[1].trim() : padrao;
}

/**
 * Downloads a file (PDF, XML, ZIP) with the bearer token. Reports progress while streaming when
 * the server sends Content-Length (`total` null otherwise). Errors become HttpErrors with the
 * server's message.
 */
export async function baixarArquivo(
  url: string,
  opts: { signal?: AbortSignal; progresso?: (recebido: number, total: number | null) => void; padrao?: string } = {},
): Promise<{ blob: Blob; nome: string; tipo: string }> {
  const res = await apiFetch(url, { signal: opts.signal, headers: { Accept: '*/*' } });
  if (!res.ok) throw erroHttp(res.status, await lerCorpo(res));
  const tipo = res.headers.get('Content-Type') ?? 'application/octet-stream';
  if (/application\/json/i.test(tipo)) {
    // an envelope where a file was expected: an error the server answered with 200
    const corpo = (await lerCorpo(res)) as Envelope | null;
    throw erroHttp(400, corpo ?? { Message: 'O servidor não devolveu um arquivo.' });
  }
  const nome = nomeDoArquivo(res.headers.get('Content-Disposition'), opts.padrao ?? 'arquivo');
  const tamanho = Number(res.headers.get('Content-Length'));
  const total = Number.isFinite(tamanho) && tamanho > 0 ? tamanho : null;
  if (!res.body || !opts.progresso) return { blob: await res.blob(), nome, tipo };
  const leitor = res.body.getReader();
  const partes: Uint8Array[] = [];
  let recebido = 0;
  opts.progresso(0, total);
  for (;;) {
    const { done, value } = await leitor.read();
    if (done) break;
    partes.push(value);
    recebido += value.byteLength;
    opts.progresso(recebido, total);
  }
  return { blob: new Blob(partes as BlobPart[], { type: tipo }), nome, tipo };
}

/** Saves a blob through a temporary link. */
export function salvarBlob(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Message of any error (HttpError, Error, string). */
export function mensagemDeErro(e: unknown, padrao = 'Falha de comunicação com o servidor.'): string {
  const m = (e as { message?: unknown })?.message;
  return typeof m === 'string' && m ? m : typeof e === 'string' ? e : padrao;
}

/** The server body of an HttpError. */
export function corpoDoErro(e: unknown): Record<string, unknown> | null {
  const b = (e as { body?: unknown })?.body;
  return b && typeof b === 'object' ? (b as Record<string, unknown>) : null;
}
