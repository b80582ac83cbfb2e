/**
 * Module actions as custom methods of the data provider (arquitetura §8): flat names
 * `{verbo}{Documento}` (`transmitirNFe`, `cancelarNFSe`, `finalizarCompra`...) so that
 * `useDataProvider()` wraps each call like the CRUD ones (a 401 that survives the refresh ends the
 * session through `authProvider.checkError`). Pages call them through `useMutation`/`useQuery`
 * (@tanstack/react-query, the cache react-admin runs on), refresh the list on success and show
 * errors with the server's pt-BR `Message` (`mensagemDeErro`).
 *
 * Each method reuses the call of its area (`pages/<área>/api.ts`) and answers what that call answers:
 * the envelope `{ Success, Message, Data }` for actions (the SEFAZ result is in `Data`), the `Data`
 * alone for reads. Errors are the http layer's `HttpError`s (body = the server's envelope).
 */
import type { Identifier } from 'ra-core';
import { apiData } from './http.ts';
import type { components } from '../../generated/openapi.d.ts';
import { nfeApi } from '../pages/nfe/api.ts';
import { nfseApi } from '../pages/nfse/api.ts';
import { comprasApi } from '../pages/compras/api.ts';
import { financeiroApi, type Lado } from '../pages/financeiro/api.ts';

/** Filter options of the audit trail (`GET /v1/auditoria/Opcoes`), generated from its contract (src/contratos/configuracao.ts). */
export type OpcoesAuditoria = components['schemas']['OpcoesAuditoria'];

export function criarAcoesDeModulo() {
  return {
    // NF-e (GerenciadorNFe, src/server/modules/nfe)
    /** `GET /v1/GerenciadorNFe/TransmitirNota?nota=` -> envelope with the SEFAZ result. */
    transmitirNFe: (id: Identifier) => nfeApi.transmitir(id),
    /** `GET CancelarNota?nota=&justificativa=` (15-255 characters, checked by the server too). */
    cancelarNFe: (id: Identifier, justificativa: string) => nfeApi.cancelar(id, justificativa),
    /** `GET ConsultarStatusNota?chave=` (situação of the note at the SEFAZ). */
    consultarSituacaoNFe: (chave: string) => nfeApi.statusNota(chave),
    /** `GET CorrigirDuplicidadeNFe?nota=` (attaches the protocol of rejections 204/539). */
    corrigirDuplicidadeNFe: (id: Identifier) => nfeApi.corrigirDuplicidade(id),

    // NFS-e (src/server/modules/nfse)
    transmitirNFSe: (id: Identifier) => nfseApi.transmitir(id),
    consultarNFSe: (id: Identifier) => nfseApi.consultar(id),
    /** Event 101101 with the motive code (1, 2 or 9) and the justification (15-255). */
    cancelarNFSe: (id: Identifier, motivo: string, justificativa: string) => nfseApi.cancelar(id, motivo, justificativa),
    substituirNFSe: (id: Identifier, motivo: string) => nfseApi.substituir(id, motivo),
    enviarEmailNFSe: (id: Identifier) => nfseApi.enviarEmail(id),
    whatsappNFSe: (id: Identifier) => nfseApi.whatsapp(id),

    // purchases and DF-e (src/server/modules/compras)
    finalizarCompra: (id: number) => comprasApi.finalizar(id),
    cancelarCompra: (id: number) => comprasApi.cancelar(id),
    /** Several NF-e XML and ZIP files at once (`POST /v1/compra/Upload`); one result per file in `Data`. */
    importarArquivosCompra: (arquivos: File[]) => comprasApi.upload(arquivos),
    /** The DF-e document of `chave` becomes a purchase (`ImportarXML?chave=`). */
    importarCompraDaChave: (chave: string) => comprasApi.importarChave(chave),
    buscarNotasDFe: () => comprasApi.obterNotas(),
    buscarCTeDFe: () => comprasApi.obterCTe(),
    /** Manifestation event (210200, 210210, 210220, 210240 with justification) for several documents. */
    manifestarDFe: (ids: number[], evento: string, justificativa?: string) => comprasApi.manifestar(ids, evento, justificativa),

    // finance (src/server/modules/financeiro)
    /** Summary of the titles of one side (a vencer, vencidos, pagos) from `GetRelatorio`. */
    relatorioFinanceiro: (lado: Lado) => financeiroApi.relatorio(lado),

    // audit trail (src/server/modules/auditoria)
    opcoesAuditoria: () => apiData<OpcoesAuditoria>('/v1/auditoria/Opcoes'),
  };
}

/** The custom methods the data provider carries. */
export type AcoesDeModulo = ReturnType<typeof criarAcoesDeModulo>;
