/**
 * The few non-CRUD calls of the generated screens and the dashboard (`GET /v1/cep/{cep}`,
 * `GET /v1/dashboard/resumo`), through the shell's fetch wrapper (bearer token, refresh and
 * retry on 401, SPEC §4 and §7), with a time limit and one error type.
 */
import { requisitar, type Envelope } from '../providers/http.ts';

export type { Envelope };

/** A failed call: HTTP status (0 when the network failed or timed out) and a pt-BR message. */
export class RequestError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/**
 * GET a `/v1` path and return the envelope.
 * @param opts.timeoutMs aborts after this many milliseconds (0 or absent: no limit).
 * @throws RequestError with the server `Message` on HTTP errors; status 0 on network failure,
 *   time-out or abort.
 */
export async function getEnvelope<T>(path: string, opts: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<Envelope<T>> {
  const ctrl = new AbortController();
  const timer = opts.timeoutMs ? setTimeout(() => ctrl.abort(), opts.timeoutMs) : undefined;
  const onAbort = () => ctrl.abort();
  if (opts.signal?.aborted) ctrl.abort();
  opts.signal?.addEventListener('abort', onAbort);
  try {
    return await requisitar<T>(path, { method: 'GET', signal: ctrl.signal });
  } catch (e) {
    const err = e as { status?: unknown; message?: unknown; body?: unknown; name?: unknown };
    if (err?.name === 'AbortError') throw new RequestError(0, 'A consulta demorou demais e foi cancelada');
    const status = typeof err?.status === 'number' ? err.status : 0;
    const message = typeof err?.message === 'string' && err.message ? err.message : 'Falha de comunicação com o servidor';
    throw new RequestError(status, message, err?.body);
  } finally {
    if (timer) clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}
