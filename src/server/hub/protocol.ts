/**
 * The ASP.NET Core SignalR JSON hub protocol, version 1 (arquitetura §6): text records terminated by the
 * record separator 0x1E. Only what our hub needs: handshake, Invocation (1), Completion (3),
 * Ping (6) and Close (7); stream messages (2, 4, 5) are answered or ignored by the hub.
 */
export const RS = '\x1e';

export const TipoMensagem = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface Invocation {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}
export interface Completion {
  type: 3;
  invocationId: string;
  result?: unknown;
  error?: string;
}
export interface Close {
  type: 7;
  error?: string;
  allowReconnect?: boolean;
}
export type Mensagem = Invocation | Completion | { type: 6 } | Close | { type: 2 | 4 | 5; invocationId?: string; [k: string]: unknown };

/** One record: JSON + 0x1E. */
export const registro = (m: unknown): string => JSON.stringify(m) + RS;

export const PING = registro({ type: TipoMensagem.Ping });

/** Splits incoming text into complete records; returns them and the unterminated rest. */
export function separar(buffer: string): { registros: string[]; resto: string } {
  const partes = buffer.split(RS);
  const resto = partes.pop() ?? '';
  return { registros: partes, resto };
}
