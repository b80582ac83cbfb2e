/** Error helpers of every screen: the message and the server body of an HttpError (providers/http.ts). */

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
