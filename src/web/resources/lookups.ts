/**
 * Address by CEP (`GET /v1/cep/{cep}`, SPEC §7 "Extras") and company data by CNPJ (the public
 * company registry of SPEC §7 "Outside the product API", asked by the server: `GET /v1/cnpj/{cnpj}`).
 * Answer parsing and the rules that decide which form fields are filled are pure and unit-tested;
 * the CNPJ call never throws. The CEP call (through the API) is in cep-api.ts.
 */
import { isValidCnpj, maskTelefone, normalizeCpfCnpj, onlyDigits } from '../../domain/index.ts';
import { getEnvelope, RequestError } from './http.ts';

// ---------------------------------------------------------------------------------------------
// CEP
// ---------------------------------------------------------------------------------------------

/** An address found by CEP. */
export interface CepAddress {
  cep: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  /** IBGE municipality code (`cidade_id`). */
  cidade_id?: number;
  /** Municipality name, for the note. */
  cidade?: string;
  uf?: string;
  /** The answer came from the server's local (offline) base, not from the live service. */
  offline: boolean;
}

function pickString(o: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const v = o[k];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
}

function pickInt(o: Record<string, unknown>, ...keys: string[]): number | undefined {
  for (const k of keys) {
    const v = o[k];
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
    if (Number.isInteger(n) && n > 0) return n;
  }
  return undefined;
}

/**
 * Reads the `Data` of `GET /v1/cep/{cep}` (tolerant to the usual names: `logradouro`/`street`,
 * `cidade_id`/`ibge`, `uf`/`state`, ...). The offline flag is `offline: true`, or a
 * `fonte`/`origem`/`source` naming the local base, or a message saying so.
 * @returns null when the answer has no address at all.
 */
export function parseCepAnswer(cep: string, data: unknown, message?: string | null): CepAddress | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const cidadeObj = d.cidade && typeof d.cidade === 'object' ? (d.cidade as Record<string, unknown>) : null;
  const addr: CepAddress = {
    cep: onlyDigits(pickString(d, 'cep') ?? cep),
    logradouro: pickString(d, 'logradouro', 'street', 'endereco'),
    complemento: pickString(d, 'complemento'),
    bairro: pickString(d, 'bairro', 'neighborhood', 'district'),
    cidade_id: pickInt(d, 'cidade_id', 'ibge', 'codigo_ibge', 'codigo_municipio', 'cMun') ?? (cidadeObj ? pickInt(cidadeObj, 'id', 'ibge') : undefined),
    cidade: pickString(d, 'localidade', 'municipio', 'city', 'nome_cidade') ?? (cidadeObj ? pickString(cidadeObj, 'nome') : pickString(d, 'cidade')),
    uf: pickString(d, 'uf', 'state', 'estado')?.toUpperCase().slice(0, 2),
    offline: false,
  };
  const source = [pickString(d, 'fonte', 'origem', 'source', 'provider'), message ?? ''].join(' ').toLowerCase();
  addr.offline = d.offline === true || d.fallback === true || /offline|local|fallback|contingên|contingen/.test(source);
  if (!addr.logradouro && !addr.bairro && !addr.cidade_id && !addr.uf) return null;
  return addr;
}

/** Address fields a CEP fills, in the order they are set (UF before the municipality filter). */
export const CEP_TARGETS = ['uf', 'cidade_id', 'logradouro', 'bairro'] as const;

/**
 * The values a CEP answer writes into the form: each target field that exists in the form is
 * filled when it is empty or still holds what a previous lookup put there (so typing a new CEP
 * replaces an address that came from the old one, but never what the user typed).
 * @param current current values of the form scope (record or child item).
 * @param previous what the previous lookup filled (null if none).
 * @param available names of the fields present in the form.
 */
export function cepFill(
  current: Record<string, unknown>,
  previous: Record<string, unknown> | null,
  found: CepAddress,
  available: ReadonlySet<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of CEP_TARGETS) {
    if (!available.has(k)) continue;
    const v = found[k];
    if (v === undefined || v === '') continue;
    const cur = current[k];
    const empty = cur === null || cur === undefined || cur === '';
    if (empty || (previous && previous[k] !== undefined && previous[k] === cur)) out[k] = v;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// CNPJ (through the server: GET /v1/cnpj/{cnpj})
// ---------------------------------------------------------------------------------------------

/** Time limit of the server's call to the CNPJ provider. */
export const CNPJ_TIMEOUT_MS = 5000;
/** Message when the registry cannot be reached. */
export const CNPJ_INDISPONIVEL = 'Consulta de CNPJ indisponível no momento';

/** Whether the value is a complete, valid CNPJ (14 characters, alphanumeric ready). */
export function isCnpjLookupable(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const doc = normalizeCpfCnpj(value);
  return doc.length === 14 && isValidCnpj(doc);
}

/** Company data found by CNPJ, as form values (registry field names). */
export interface CnpjData {
  values: Record<string, string | number>;
  /** Lines shown to the user before filling ("Razão social: ..."). */
  summary: Array<{ label: string; value: string }>;
}

function clean(v: unknown): string {
  return typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : typeof v === 'number' ? String(v) : '';
}

/** Maps the server's answer (BrasilAPI format) to form values (names of the registry fields). */
export function mapCnpjAnswer(api: Record<string, unknown>): CnpjData {
  const values: Record<string, string | number> = {};
  const summary: CnpjData['summary'] = [];
  const add = (field: string, value: string | number, label?: string, shown?: string) => {
    if (value === '' || value === 0) return;
    values[field] = value;
    if (label) summary.push({ label, value: shown ?? String(value) });
  };
  add('nome', clean(api.razao_social), 'Razão social');
  add('fantasia', clean(api.nome_fantasia), 'Nome fantasia');
  add('email', clean(api.email).toLowerCase(), 'E-mail');
  const fone = onlyDigits(clean(api.ddd_telefone_1)).slice(0, 11);
  add('telefone', fone, 'Telefone', maskTelefone(fone));
  const tipo = clean(api.descricao_tipo_de_logradouro);
  const lgr = clean(api.logradouro);
  const logradouro = tipo && lgr && !lgr.toUpperCase().startsWith(tipo.toUpperCase()) ? `${tipo} ${lgr}` : lgr;
  add('cep', onlyDigits(clean(api.cep)).slice(0, 8));
  add('logradouro', logradouro);
  add('numero', clean(api.numero));
  add('complemento', clean(api.complemento));
  add('bairro', clean(api.bairro));
  const ibge = Number(api.codigo_municipio_ibge);
  if (Number.isInteger(ibge) && ibge >= 1000000 && ibge <= 9999999) values.cidade_id = ibge;
  add('uf', clean(api.uf).toUpperCase().slice(0, 2));
  const cnae = clean(api.cnae_fiscal);
  if (/^\d{7}$/.test(cnae)) values.cnae = cnae;
  const endereco = [logradouro, clean(api.numero), clean(api.bairro), [clean(api.municipio), clean(api.uf)].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(', ');
  if (endereco) summary.push({ label: 'Endereço', value: endereco });
  const situacao = clean(api.descricao_situacao_cadastral);
  if (situacao) summary.push({ label: 'Situação cadastral', value: situacao });
  values.tipo_pessoa = 'J';
  return { values, summary };
}

export type CnpjResult = { ok: true; data: CnpjData } | { ok: false; message: string };

/**
 * Looks a CNPJ up through the server (`GET /v1/cnpj/{cnpj}`: configurable provider, cache, 5 s
 * limit on the provider; modules/cnpj). Never throws.
 * @param get the envelope GET (injected in unit tests; default `getEnvelope` of http.ts).
 * @returns the data, or a pt-BR message: not found, invalid, or unavailable (the server's message
 *   when it gives one, else {@link CNPJ_INDISPONIVEL}).
 */
export async function lookupCnpj(
  cnpj: string,
  get: (path: string, opts: { timeoutMs: number }) => Promise<{ Data: unknown; Message?: string | null }> = getEnvelope,
): Promise<CnpjResult> {
  const doc = normalizeCpfCnpj(cnpj);
  if (!isCnpjLookupable(doc)) return { ok: false, message: 'CNPJ inválido' };
  try {
    const env = await get(`/v1/cnpj/${doc}`, { timeoutMs: CNPJ_TIMEOUT_MS + 3000 });
    const body = env.Data;
    if (!body || typeof body !== 'object') return { ok: false, message: CNPJ_INDISPONIVEL };
    const data = mapCnpjAnswer(body as Record<string, unknown>);
    if ((body as { desatualizado?: unknown }).desatualizado === true) {
      data.summary.push({ label: 'Atenção', value: 'Receita Federal fora do ar: dados da última consulta guardada' });
    }
    return { ok: true, data };
  } catch (e) {
    if (e instanceof RequestError && e.status === 404) return { ok: false, message: 'CNPJ não encontrado na Receita Federal' };
    if (e instanceof RequestError && (e.status === 400 || e.status === 503) && e.message) return { ok: false, message: e.message };
    return { ok: false, message: CNPJ_INDISPONIVEL };
  }
}
