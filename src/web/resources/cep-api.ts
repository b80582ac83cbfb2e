/** The CEP lookup call (`GET /v1/cep/{cep}`, SPEC §7 "Extras"); never throws. */
import { isValidCep, onlyDigits } from '../../domain/index.ts';
import { getEnvelope, RequestError } from './http.ts';
import { parseCepAnswer, type CepAddress } from './lookups.ts';

export type CepResult = { ok: true; address: CepAddress } | { ok: false; notFound: boolean; message: string };

/**
 * Looks a CEP up on the server. Never throws.
 * @returns the address, or a pt-BR message: not found, or unavailable (network/server).
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepResult> {
  const digits = onlyDigits(cep);
  if (!isValidCep(digits)) return { ok: false, notFound: true, message: 'CEP inválido' };
  try {
    const env = await getEnvelope<unknown>(`/v1/cep/${digits}`, { signal, timeoutMs: 8000 });
    const address = parseCepAnswer(digits, env.Data, env.Message);
    if (!address) return { ok: false, notFound: true, message: 'CEP não encontrado' };
    return { ok: true, address };
  } catch (e) {
    if (e instanceof RequestError && (e.status === 404 || e.status === 400)) {
      return { ok: false, notFound: true, message: /CEP/i.test(e.message) ? e.message : 'CEP não encontrado' };
    }
    return { ok: false, notFound: false, message: 'Consulta de CEP indisponível: preencha o endereço' };
  }
}
