/**
 * `GET /v1/cep/{cep}` (SPEC §7 "Extras"): address by CEP for the customer/company forms and the
 * public register page — so it is public, limited to 60 calls per minute per IP.
 *
 * 1. The CEP must have 8 digits (mask allowed, SPEC §5): else 400 'CEP inválido'.
 * 2. Online lookup when CEP_API_URL is set (default ViaCEP; `off` disables it): `{cep}` in the
 *    template is replaced, 2.5 s time-out, any failure or odd answer just falls through.
 *    ViaCEP's answer maps to `{cep, logradouro, bairro, cidade_id (IBGE), cidade, uf, fonte: 'viacep'}`.
 * 3. Offline: the UF from the Correios' ranges and, inside a capital's range, the capital
 *    (faixas.ts); `fonte: 'offline'`, logradouro and bairro null.
 * 4. 404 'CEP não encontrado' when not even the UF is known.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { MENSAGENS, isValidCep } from '../../../domain/index.ts';
import { capitalDoCep, ufDoCep } from './faixas.ts';
import { acao } from '../../http/contrato.ts';
import { GERAL } from '../../../contratos/geral.ts';

export interface Endereco {
  cep: string;
  logradouro: string | null;
  bairro: string | null;
  cidade_id: number | null;
  cidade: string | null;
  uf: string;
  fonte: 'viacep' | 'offline';
}

export const TEMPO_LIMITE_MS = 2500;
const UFS = new Set([
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
]);

const textoOuNull = (v: unknown, max = 60): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/**
 * Looks the CEP up online. Never throws: null when disabled, unreachable, slow, not found or the
 * answer does not look like ViaCEP's.
 */
export async function consultarOnline(template: string | null, cep: string, timeoutMs = TEMPO_LIMITE_MS): Promise<Endereco | null> {
  if (!template) return null;
  try {
    const res = await fetch(template.replace('{cep}', cep), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!res.ok) return null;
    const j = (await res.json()) as Record<string, unknown>;
    if (!j || typeof j !== 'object' || j.erro === true || j.erro === 'true') return null;
    const uf = typeof j.uf === 'string' ? j.uf.toUpperCase() : '';
    const ibge = typeof j.ibge === 'string' || typeof j.ibge === 'number' ? String(j.ibge) : '';
    if (!UFS.has(uf)) return null;
    return {
      cep,
      logradouro: textoOuNull(j.logradouro),
      bairro: textoOuNull(j.bairro),
      cidade_id: /^\d{7}$/.test(ibge) ? Number(ibge) : null,
      cidade: textoOuNull(j.localidade),
      uf,
      fonte: 'viacep',
    };
  } catch {
    return null;
  }
}

/** The offline answer (UF, and the capital when the CEP is in its range), or null. */
export async function consultarOffline(db: Database, cep: string): Promise<Endereco | null> {
  const uf = ufDoCep(cep);
  if (!uf) return null;
  const capital = capitalDoCep(cep);
  let cidade: string | null = null;
  if (capital) {
    const { rows } = await db.pool.query('SELECT nome FROM cidade WHERE id = $1', [capital.cidade_id]);
    cidade = rows[0]?.nome ?? capital.nome;
  }
  return { cep, logradouro: null, bairro: null, cidade_id: capital?.cidade_id ?? null, cidade, uf, fonte: 'offline' };
}

export function registerCepRoutes(app: FastifyInstance, config: Config, db: Database): void {
  app.get('/v1/cep/:cep', acao(GERAL.cep, { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }), async (req) => {
    const raw = (req.params as { cep: string }).cep;
    if (!isValidCep(raw)) throw new ValidationError({ cep: [MENSAGENS.cepInvalido] }, MENSAGENS.cepInvalido);
    const cep = raw.replace(/\D/g, '');
    const endereco = (await consultarOnline(config.cepApiUrl, cep)) ?? (await consultarOffline(db, cep));
    if (!endereco) throw new ApiError(404, 'CEP não encontrado');
    return ok(endereco);
  });
}
