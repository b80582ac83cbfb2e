/**
 * Calls of the NF-e screens (SPEC §7 "NF-e manager": transmission, events, XML and DANFE), all
 * through the shell's http layer (bearer token, refresh-and-retry on 401): envelopes with
 * `apiData`/`requisitar`. Generic helpers (errors, files, OData lists, REST of the registry) live in
 * src/web/providers; the issuer's fiscal settings in pages/emitente/api.ts, the faturamento calls in
 * pages/faturamento/api.ts.
 */
import { apiData, requisitar } from '../../providers/http.ts';
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
