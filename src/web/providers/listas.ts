/**
 * The two tables that let the custom list pages stand on react-admin's `ListBase` /
 * `useListController` (arquitetura §8) with page, per-page, sort and filter in the list params:
 *
 * - **module resources** (`RECURSOS_DE_MODULO`): lists served by a module endpoint instead of
 *   OData. One entry per resource name: the endpoint, how `getList` params become the endpoint's
 *   query string, and how its answer (`Data` of the envelope) becomes `{ data, total }`;
 * - **own filters of registry lists** (`FILTROS_PROPRIOS`): filter keys of the custom pages that
 *   ra-data-odata-server cannot express (`or` groups, date ranges in the business time zone, the
 *   receivables quick filters). Each key's value becomes one OData predicate; a list of these
 *   resources is sent as one `/OData/{Set}` request built here (`consultaODataPropria`), with the
 *   record key as sort tie-breaker, so paging is stable.
 *
 * Pure functions (no fetch): the data provider (dataProvider.ts) calls them and does the I/O.
 */
import type { GetListParams, RaRecord } from 'ra-core';
import type { Resource } from '../../generated/resources.ts';
import { isSearchLongEnough, normalizeSearch } from '../../domain/busca.ts';
import { consultaAuditoria, FILTROS_VAZIOS, type FiltrosAuditoria, type PaginaAuditoria } from '../pages/auditoria/auditoria.ts';
import { filtroTitulos, type Rapido } from '../pages/financeiro/filtro.ts';
import { filtroFaturamento } from '../pages/nfe/fiscal.ts';
import { dobrarAspas, operadorDoFiltro } from './odata.ts';

// ---------------------------------------------------------------- module resources

/** A list served by a module endpoint (`GET endpoint?consulta` answering the envelope). */
export interface RecursoDeModulo {
  /** Path of the endpoint, e.g. `/v1/auditoria/`. */
  endpoint: string;
  /** Query string (with `?`) of one page: filters, page and size as the endpoint names them. */
  consulta: (params: GetListParams) => string;
  /** The envelope's `Data` as react-admin wants it. */
  resposta: (dados: unknown) => { data: RaRecord[]; total: number };
  /** Path of one record (`getOne`), when the module serves it. */
  registro?: (id: string | number) => string;
}

const MAX_POR_PAGINA_MODULO = 100;

/** Page (1-based) and size of the list params, clamped to 1..100 per page. */
function paginaETamanho(params: GetListParams): { pagina: number; tamanho: number } {
  const pagina = Math.max(Math.trunc(params.pagination?.page ?? 1), 1);
  const tamanho = Math.min(Math.max(Math.trunc(params.pagination?.perPage ?? 25), 1), MAX_POR_PAGINA_MODULO);
  return { pagina, tamanho };
}

/** Module resources by name. Names never collide with registry names (`auditoria` is the registry's). */
export const RECURSOS_DE_MODULO: Readonly<Record<string, RecursoDeModulo>> = {
  /**
   * The issuer's audit trail, newest first (`GET /v1/auditoria/?entidade&acao&usuario_id&
   * registro_id&de&ate&pagina&tamanho` -> `{ itens, total, pagina, tamanho }`); the server fixes the order.
   */
  trilhaAuditoria: {
    endpoint: '/v1/auditoria/',
    consulta(params) {
      const filtros: FiltrosAuditoria = { ...FILTROS_VAZIOS };
      for (const k of Object.keys(FILTROS_VAZIOS) as Array<keyof FiltrosAuditoria>) {
        const v = params.filter?.[k];
        if (v !== undefined && v !== null) filtros[k] = String(v);
      }
      const { pagina, tamanho } = paginaETamanho(params);
      return consultaAuditoria(filtros, pagina, tamanho);
    },
    resposta(dados) {
      const p = (dados ?? {}) as Partial<PaginaAuditoria>;
      const itens = Array.isArray(p.itens) ? p.itens : [];
      return { data: itens as unknown as RaRecord[], total: typeof p.total === 'number' ? p.total : itens.length };
    },
    /** One entry with the fields before and after (`GET /v1/auditoria/{id}`). */
    registro: (id) => `/v1/auditoria/${encodeURIComponent(String(id))}`,
  },
};

export function recursoDeModulo(nome: string): RecursoDeModulo | undefined {
  return Object.hasOwn(RECURSOS_DE_MODULO, nome) ? RECURSOS_DE_MODULO[nome] : undefined;
}

// ---------------------------------------------------------------- own filters of registry lists

/** Filter key -> OData predicate of its value ('' when the value filters nothing). */
export type FiltrosProprios = Readonly<Record<string, (valor: unknown) => string>>;

const DATA = /^\d{4}-\d{2}-\d{2}$/;
const texto = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** Start/end of a business day (AAAA-MM-DD) in the issuer's time zone (arquitetura §4: -03:00 on the wire). */
const inicioDoDia = (campo: string) => (v: unknown) => (DATA.test(texto(v)) ? `${campo} ge ${texto(v)}T00:00:00-03:00` : '');
const fimDoDia = (campo: string) => (v: unknown) => (DATA.test(texto(v)) ? `${campo} le ${texto(v)}T23:59:59-03:00` : '');

/** Receivables/payables: quick filter (`rapido`), due-date period and search (filtro.ts). */
const FILTROS_TITULOS: FiltrosProprios = {
  rapido: (v) => filtroTitulos(texto(v) as Rapido, '', '', ''),
  vencimento_de: (v) => filtroTitulos('todos', texto(v), '', ''),
  vencimento_ate: (v) => filtroTitulos('todos', '', texto(v), ''),
  busca: (v) => filtroTitulos('todos', '', '', texto(v)),
};

export const FILTROS_PROPRIOS: Readonly<Record<string, FiltrosProprios>> = {
  /** NF-e lists (Faturamento, Gerenciador de NF-e): search, emission period, "all but digitação". */
  faturamento: {
    busca: (v) => filtroFaturamento({ busca: texto(v) }),
    emissao_de: (v) => filtroFaturamento({ de: texto(v) }),
    emissao_ate: (v) => filtroFaturamento({ ate: texto(v) }),
    excluirDigitacao: (v) => (v === true || v === 'true' ? "situacao ne 'digitacao'" : ''),
  },
  receber: FILTROS_TITULOS,
  pagar: FILTROS_TITULOS,
  /** Stock ledger of a product: period of the movement. */
  estoqueMovimentacao: { data_de: inicioDoDia('data'), data_ate: fimDoDia('data') },
};

/** OData literal of a plain `campo` / `campo_eq` / `campo_neq` filter, typed by the registry field. */
function literal(r: Resource, campo: string, valor: unknown): string | null {
  const f = r.fields.find((x) => x.name === campo);
  if (!f && campo !== r.key) return null;
  if (typeof valor === 'boolean') return String(valor);
  const numerico = f ? f.type === 'integer' || f.type === 'number' : r.key === 'id';
  if (numerico) {
    const n = Number(valor);
    return Number.isFinite(n) && String(valor).trim() !== '' ? String(n) : null;
  }
  if (f?.type === 'boolean') return valor === 'true' ? 'true' : valor === 'false' ? 'false' : null;
  return `'${dobrarAspas(String(valor))}'`;
}

/**
 * The `/OData/{Set}?...` URL of a list of a resource with own filters, or null when the resource has
 * none or the filter uses an operator other than eq/neq (only the library path knows them): then the
 * list goes through ra-data-odata-server as the generated screens do.
 * `$orderby` is the sort field plus the key in the same direction; `$top` is capped at `maxTop`;
 * `q` becomes `$search` from 2 characters (SPEC §5).
 */
export function consultaODataPropria(r: Resource, params: GetListParams, maxTop: number): string | null {
  const proprios = FILTROS_PROPRIOS[r.name];
  if (!proprios) return null;
  const filtro = params.filter ?? {};
  const predicados: string[] = [];
  let busca: string | null = null;
  for (const [chave, valor] of Object.entries(filtro)) {
    if (valor === undefined || valor === null || valor === '' || (Array.isArray(valor) && valor.length === 0)) continue;
    if (Object.hasOwn(proprios, chave)) {
      const p = proprios[chave](valor);
      if (p) predicados.push(`(${p})`);
      continue;
    }
    if (chave === 'q') {
      const termo = normalizeSearch(String(valor));
      if (isSearchLongEnough(termo)) busca = termo;
      continue;
    }
    const op = operadorDoFiltro(chave);
    if (op !== null && op !== 'eq' && op !== 'neq') return null;
    const campo = op === null ? chave : chave.slice(0, -(op.length + 1));
    if (Array.isArray(valor)) return null;
    const lit = literal(r, campo, valor);
    if (lit === null) return null;
    predicados.push(`${campo} ${op === 'neq' ? 'ne' : 'eq'} ${lit}`);
  }
  const porPagina = Math.min(Math.max(params.pagination?.perPage ?? 25, 1), maxTop);
  const pagina = Math.max(params.pagination?.page ?? 1, 1);
  const campo = params.sort?.field || r.orderBy || r.key;
  const dir = params.sort?.order === 'DESC' ? 'desc' : 'asc';
  const q = new URLSearchParams();
  if (predicados.length) q.set('$filter', predicados.join(' and '));
  q.set('$orderby', campo === r.key ? `${campo} ${dir}` : `${campo} ${dir},${r.key} ${dir}`);
  q.set('$top', String(porPagina));
  if (pagina > 1) q.set('$skip', String((pagina - 1) * porPagina));
  q.set('$count', 'true');
  if (busca) q.set('$search', busca);
  return `/OData/${r.odata}?${q.toString()}`;
}
