/**
 * Helpers that make ra-data-odata-server 5.0.0 safe against our server (STACK "Web" traps):
 * - the fetch proxy raises react-admin `HttpError` on non-2xx (its default fetch ignores the status:
 *   a 401 would become an empty list) and goes through the http wrapper (bearer, refresh on 401);
 * - filter values have `'` doubled (`D'Ávila` -> `'D''Ávila'`), since the library does not escape;
 * - its boolean function comparisons (`Contains(Nome,'x') eq true`, `(...) eq false`) are rewritten
 *   to plain predicates (`Contains(Nome,'x')`, `not (...)`), which our OData compiler accepts;
 * - filters without an operator suffix get one from the registry field type (booleans, numbers,
 *   enums and references compare with `eq`; free text keeps `contains`).
 */
import type { Resource } from '../../generated/resources.ts';
import { isSearchLongEnough, normalizeSearch } from '../../domain/busca.ts';
import { apiFetch, erroHttp, lerCorpo } from './http.ts';

/** Operators understood by ra-data-odata-server's filterNameParser, in its matching order. */
export const OPERADORES = ['q', 'q_int', 'neq', 'eq', 'lte', 'lt', 'gte', 'gt', 'eq_any', 'neq_any', 'boolean', 'inc', 'inc_any', 'ninc_any'] as const;
export type Operador = (typeof OPERADORES)[number];

/** Operator of a filter key the way the library reads it, or null when it has none. */
export function operadorDoFiltro(chave: string): Operador | null {
  for (const op of OPERADORES) if (chave.endsWith(`_${op}`)) return op;
  return null;
}

/** Operators whose value the library quotes itself (a value starting with `'` is used raw). */
const COMPARACOES = new Set<Operador>(['neq', 'eq', 'lte', 'lt', 'gte', 'gt', 'eq_any', 'neq_any', 'boolean']);

export function dobrarAspas(v: string): string {
  return v.replace(/'/g, "''");
}

function escaparValor(op: Operador, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  // comparisons: hand the library an already quoted literal (it passes values starting with ' through)
  if (COMPARACOES.has(op)) return `'${dobrarAspas(v)}'`;
  // contains / inc: the library wraps the value in quotes itself
  return dobrarAspas(v);
}

/**
 * The react-admin filter prepared for the library: the `q` search only from 2 characters (SPEC §5)
 * and passed on as `$search`; empty values dropped; an operator chosen for keys without one;
 * quotes escaped in every string value.
 */
export function prepararFiltro(filtro: Record<string, unknown> | undefined, recurso?: Resource): Record<string, unknown> {
  const saida: Record<string, unknown> = {};
  for (const [chaveOriginal, valor] of Object.entries(filtro ?? {})) {
    if (valor === undefined || valor === null || valor === '') continue;
    if (Array.isArray(valor) && valor.length === 0) continue;
    if (chaveOriginal === 'q') {
      const termo = normalizeSearch(String(valor));
      if (isSearchLongEnough(termo)) saida.q = termo;
      continue;
    }
    let chave = chaveOriginal;
    let op = operadorDoFiltro(chave);
    if (op === null) {
      op = operadorPadrao(chave, valor, recurso);
      chave = `${chave}_${op}`;
    }
    saida[chave] = Array.isArray(valor) ? valor.map((v) => escaparValor(op, v)) : escaparValor(op, valor);
  }
  return saida;
}

function operadorPadrao(campo: string, valor: unknown, recurso?: Resource): Operador {
  if (Array.isArray(valor)) return 'eq_any';
  if (typeof valor === 'boolean' || typeof valor === 'number') return 'eq';
  const f = recurso?.fields.find((x) => x.name === campo);
  if (f && (f.type !== 'string' || f.enum || f.ref || f.format === 'date' || f.format === 'date-time' || campo === recurso?.key)) return 'eq';
  return 'q';
}

/**
 * Rewrites the library's `(<boolean expression>) eq true` into the expression and
 * `(<boolean expression>) eq false` into `not (<expression>)`, outside string literals.
 * A function call counts as one group (`Contains(Nome,'x') eq true` -> `Contains(Nome,'x')`).
 */
export function normalizarFiltroOData(filtro: string): string {
  let atual = filtro;
  // one rewrite per pass (the first group closed before an `eq true|false`), until none is left
  for (let passo = 0; passo < 200; passo++) {
    const proximo = reescreverPrimeiro(atual);
    if (proximo === null) break;
    atual = proximo;
  }
  return atual;
}

function reescreverPrimeiro(filtro: string): string | null {
  const abertos: number[] = [];
  let i = 0;
  while (i < filtro.length) {
    const c = filtro[i];
    if (c === "'") {
      i++;
      while (i < filtro.length && !(filtro[i] === "'" && filtro[i + 1] !== "'")) i += filtro[i] === "'" ? 2 : 1;
      i++;
      continue;
    }
    if (c === '(') abertos.push(i);
    else if (c === ')') {
      let inicio = abertos.pop() ?? 0;
      while (inicio > 0 && /[A-Za-z0-9_]/.test(filtro[inicio - 1])) inicio--;
      const resto = /^\s+eq\s+(true|false)\b/i.exec(filtro.slice(i + 1));
      if (resto) {
        const grupo = filtro.slice(inicio, i + 1);
        const substituto = resto[1].toLowerCase() === 'true' ? grupo : `not ${grupo}`;
        return filtro.slice(0, inicio) + substituto + filtro.slice(i + 1 + resto[0].length);
      }
    }
    i++;
  }
  return null;
}

/** The URL with its `$filter` normalised (see normalizarFiltroOData). */
export function normalizarUrlOData(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const f = params.get('$filter');
  if (f === null) return url;
  if (f.trim() === '') params.delete('$filter');
  else params.set('$filter', normalizarFiltroOData(f));
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** The fetch proxy handed to @odata/client: http wrapper + HttpError on non-2xx. */
export async function fetchProxyOData(
  url: string,
  init: { method?: string; headers?: Record<string, string> | Headers; body?: unknown } = {},
): Promise<{ content: unknown; response: Response }> {
  const res = await apiFetch(normalizarUrlOData(url), {
    method: init.method ?? 'GET',
    headers: init.headers as HeadersInit | undefined,
    body: init.body ?? undefined,
  });
  const content = await lerCorpo(res);
  if (!res.ok) throw erroHttp(res.status, content);
  return { content, response: res };
}

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
/**
 * A row of an OData list of a registry entity, typed from its generated type (src/generated/types.ts)
 * instead of a copy: the selected fields `K`, all present in the answer (the list returns every
 * selected column), and `null` besides their type for the columns in `N` that may be empty.
 * E.g. `LinhaOData<TipoEstoque, 'id' | 'descricao'>`.
 */
export type LinhaOData<T, K extends keyof T, N extends K = never> = { [P in K]-?: Exclude<T[P], undefined> | (P extends N ? null : never) };
