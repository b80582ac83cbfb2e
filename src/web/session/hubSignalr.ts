/**
 * Production connection factory of the real-time client: `@microsoft/signalr` (only this module
 * imports it, and realtime.ts loads it with a dynamic import, so the library stays out of the
 * entry/sign-in chunk). Hub at `/hub` (same origin), WebSockets only, JSON protocol; the access
 * token goes through `accessTokenFactory` (`?access_token=`). Automatic reconnect uses the
 * library's default delays (0, 2, 10, 30 s); when those are exhausted the connection closes and
 * the client's 60 s fallback timer takes over. Library logs: errors only, as console.warn, with
 * any access_token redacted.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type ILogger } from '@microsoft/signalr';
import type { ConexaoHub } from './tempoRealCore.ts';

/** The hub path (SPEC §7 "Hub at the API address plus appHubPath"; same origin). */
export const CAMINHO_HUB = '/hub';

export function ocultarToken(texto: string): string {
  return texto.replace(/(access_token=)[^&\s'"]+/gi, '$1***').replace(/(Bearer\s+)[\w.~+/=-]+/gi, '$1***');
}

const registro: ILogger = {
  log(nivel, mensagem) {
    if (nivel >= LogLevel.Error && nivel !== LogLevel.None) console.warn(`[tempo real] ${ocultarToken(mensagem)}`);
  },
};

export function criarConexaoSignalr(accessTokenFactory: () => Promise<string>): ConexaoHub {
  return new HubConnectionBuilder()
    .withUrl(CAMINHO_HUB, { accessTokenFactory, transport: HttpTransportType.WebSockets })
    .withAutomaticReconnect()
    .configureLogging(registro)
    .build();
}
