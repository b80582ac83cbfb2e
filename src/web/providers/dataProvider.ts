/**
 * react-admin data provider (arquitetura §8, SPEC §7):
 * - lists (`getList`, `getManyReference`) through ra-data-odata-server at `/OData`, with the
 *   registry mapping react-admin resource names (registry ids, e.g. `cliente`) to OData entity sets
 *   (`Cliente`), the `q` search sent as `$search` from 2 characters, and the safety fixes of
 *   odata.ts (HttpError on non-2xx, quotes escaped, boolean comparisons rewritten);
 * - records through the generic REST routes: `GET/DELETE /v1/{rest}/{id}`, `POST /v1/{rest}/`,
 *   `PUT /v1/{rest}/` (the body includes the key), answers unwrapped from `Data`;
 * - errors are HttpErrors from http.ts (`body.errors` nested for the form inputs, `body.fieldErrors`
 *   flat for tab/position display);
 * - custom list pages stand on `ListBase` like the generated ones (listas.ts): lists served by a
 *   module endpoint are **module resources** (`getList('trilhaAuditoria', ...)` -> `GET /v1/auditoria/`,
 *   `getOne` -> its record path), and registry lists with the pages' own filters (`or` groups,
 *   periods, quick filters) are sent as one OData request built by `consultaODataPropria`;
 * - module actions are **flat custom methods** of this object, `{verbo}{Documento}`
 *   (`dataProvider.transmitirNFe(id)`, `cancelarNFSe(id, motivo, justificativa)`, `manifestarDFe(...)`;
 *   list in acoes.ts), called through `useDataProvider()` + `useMutation`/`useQuery` so a 401 ends the
 *   session as for CRUD calls and success refreshes the list.
 * Records always carry `id` (react-admin) and their registry key (`codigo` for CEST, ...).
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import * as moduloOData from 'ra-data-odata-server';
import type { OdataDataProvider } from 'ra-data-odata-server';
import { resources, type Resource } from '../../generated/resources.ts';
import { criarAcoesDeModulo, type AcoesDeModulo } from './acoes.ts';
import { apiData } from './http.ts';
import { consultaODataPropria, recursoDeModulo } from './listas.ts';
import { dobrarAspas, fetchProxyOData, prepararFiltro } from './odata.ts';

/** OData `$top` cap of the server. */
export const ODATA_MAX_TOP = 1000;

type OdataProvider = OdataDataProvider;
type Fabrica = (apiUrl: string, opcoes?: () => Promise<Record<string, unknown>>) => Promise<OdataProvider>;

/** ra-data-odata-server's default export, whichever way the bundler wraps its ESM-in-CJS package. */
function fabricaPadrao(): Fabrica {
  let f: unknown = (moduloOData as unknown as { default?: unknown }).default ?? moduloOData;
  if (typeof f !== 'function') f = (f as { default?: unknown }).default;
  if (typeof f !== 'function') throw new Error('ra-data-odata-server indisponível');
  return f as Fabrica;
}

/**
 * Query string of a create/update: `?confirmarDuplicado=true` when the save carries
 * `meta.confirmarDuplicado` (the user confirmed a CPF/CNPJ already in another record,
 * src/web/resources/ConfirmacaoDuplicado.tsx), else empty.
 */
function consultaGravacao(meta: unknown): string {
  return meta && typeof meta === 'object' && (meta as { confirmarDuplicado?: unknown }).confirmarDuplicado === true ? '?confirmarDuplicado=true' : '';
}

export function recursoDoRegistro(nome: string): Resource {
  const r =
    resources.find((x) => x.name === nome) ?? resources.find((x) => x.odata === nome) ?? resources.find((x) => x.name.toLowerCase() === nome.toLowerCase());
  if (!r) throw new Error(`Recurso desconhecido: ${nome}`);
  return r;
}

/** Record as react-admin wants it: `id` set from the key, the key kept. */
export function comId<T extends Record<string, unknown>>(r: Resource, registro: T | null | undefined): RaRecord {
  const rec = (registro ?? {}) as Record<string, unknown>;
  if (r.key === 'id') return rec as RaRecord;
  const chave = rec[r.key] ?? rec.id;
  return { ...rec, id: chave as Identifier, [r.key]: chave };
}

/** Body for POST/PUT: only fields the registry knows (the server refuses unknown ones), key included. */
export function corpoParaApi(r: Resource, dados: Record<string, unknown>, id?: Identifier): Record<string, unknown> {
  const permitidos = new Set<string>([...r.fields.map((f) => f.name), ...r.children.map((c) => c.name), r.key]);
  const corpo: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(dados)) if (permitidos.has(k)) corpo[k] = v;
  if (id !== undefined && id !== null) corpo[r.key] = id;
  return corpo;
}

function urlRegistro(r: Resource, id: Identifier): string {
  return `/v1/${r.rest}/${encodeURIComponent(String(id))}`;
}

export interface OpcoesDataProvider {
  /** Base of the OData service (default `/OData`). */
  odataUrl?: string;
  /** Injectable for tests (default: ra-data-odata-server). */
  fabricaOData?: Fabrica;
}

/** The data provider with the module actions (acoes.ts) as custom methods. */
export type ErpDataProvider = DataProvider & AcoesDeModulo;

export function criarDataProvider(opcoes: OpcoesDataProvider = {}): ErpDataProvider {
  const odataUrl = opcoes.odataUrl ?? '/OData';
  let odata: Promise<OdataProvider> | null = null;

  /** The library reads `$metadata` once; a failure is not cached, so the next list call retries. */
  function obterOData(): Promise<OdataProvider> {
    if (!odata) {
      const fabrica = opcoes.fabricaOData ?? fabricaPadrao();
      odata = fabrica(odataUrl, async () => ({ fetchProxy: fetchProxyOData })).catch((e: unknown) => {
        odata = null;
        throw e;
      });
    }
    return odata;
  }

  async function listar(r: Resource, params: GetListParams & { signal?: AbortSignal }) {
    const propria = consultaODataPropria(r, params, ODATA_MAX_TOP);
    if (propria) {
      const { content } = await fetchProxyOData(propria);
      const c = (content ?? {}) as { value?: Record<string, unknown>[]; '@odata.count'?: number };
      const value = c.value ?? [];
      return { data: value.map((x) => comId(r, x)), total: typeof c['@odata.count'] === 'number' ? c['@odata.count'] : value.length };
    }
    const p = await obterOData();
    const perPage = Math.min(Math.max(params.pagination?.perPage ?? 25, 1), ODATA_MAX_TOP);
    const page = Math.max(params.pagination?.page ?? 1, 1);
    const field = params.sort?.field || r.orderBy || r.key;
    const order = params.sort?.order === 'DESC' ? 'DESC' : 'ASC';
    const res = await p.getList(r.odata, {
      ...params,
      pagination: { page, perPage },
      sort: { field: field === r.key && r.key !== 'id' ? 'id' : field, order },
      filter: prepararFiltro(params.filter, r),
    });
    return { data: res.data.map((x: RaRecord) => comId(r, x)), total: res.total ?? res.data.length };
  }

  const provider: ErpDataProvider = {
    ...criarAcoesDeModulo(),

    async getList(resource, params) {
      const modulo = recursoDeModulo(resource);
      if (modulo) {
        const dados = await apiData<unknown>(`${modulo.endpoint}${modulo.consulta(params)}`, { signal: params.signal });
        return modulo.resposta(dados) as never;
      }
      return listar(recursoDoRegistro(resource), params) as never;
    },

    async getManyReference(resource, params) {
      const r = recursoDoRegistro(resource);
      const { target, id, ...resto } = params;
      return listar(r, { ...resto, filter: { ...(params.filter ?? {}), [`${target}_eq`]: id } }) as never;
    },

    async getOne(resource, params) {
      const modulo = recursoDeModulo(resource);
      if (modulo?.registro) return { data: await apiData<Record<string, unknown>>(modulo.registro(params.id), { signal: params.signal }) } as never;
      const r = recursoDoRegistro(resource);
      const dados = await apiData<Record<string, unknown>>(urlRegistro(r, params.id), { signal: params.signal });
      return { data: comId(r, dados ?? { [r.key]: params.id }) } as never;
    },

    async getMany(resource, params) {
      const r = recursoDoRegistro(resource);
      const ids = [...new Set(params.ids.filter((x) => x !== undefined && x !== null && x !== ''))];
      // one OData request per 100 ids (`key in (...)`) instead of one GET per id
      const numerica = ['integer', 'number'].includes(r.fields.find((f) => f.name === r.key)?.type ?? '');
      const literal = (v: unknown) => (numerica ? String(Number(v)) : `'${dobrarAspas(String(v))}'`);
      const data: Record<string, unknown>[] = [];
      for (let i = 0; i < ids.length; i += 100) {
        const lote = ids.slice(i, i + 100);
        const filtro = encodeURIComponent(`${r.key} in (${lote.map(literal).join(',')})`);
        const { content } = await fetchProxyOData(`/OData/${r.odata}?$filter=${filtro}&$top=${lote.length}`);
        data.push(...((content as { value: Record<string, unknown>[] }).value ?? []).map((x) => comId(r, x)));
      }
      return { data } as never;
    },

    async create(resource, params) {
      const r = recursoDoRegistro(resource);
      const dados = await apiData<Record<string, unknown>>(`/v1/${r.rest}/${consultaGravacao(params.meta)}`, {
        method: 'POST',
        body: corpoParaApi(r, params.data as Record<string, unknown>),
      });
      return { data: comId(r, dados ?? (params.data as Record<string, unknown>)) } as never;
    },

    async update(resource, params) {
      const r = recursoDoRegistro(resource);
      const dados = await apiData<Record<string, unknown>>(`/v1/${r.rest}/${consultaGravacao(params.meta)}`, {
        method: 'PUT',
        body: corpoParaApi(r, params.data as Record<string, unknown>, params.id),
      });
      return { data: comId(r, dados ?? { ...(params.data as Record<string, unknown>), [r.key]: params.id }) } as never;
    },

    async updateMany(resource, params) {
      const r = recursoDoRegistro(resource);
      await Promise.all(
        params.ids.map(async (id) => {
          const atual = await apiData<Record<string, unknown>>(urlRegistro(r, id));
          await apiData(`/v1/${r.rest}/`, { method: 'PUT', body: corpoParaApi(r, { ...atual, ...(params.data as Record<string, unknown>) }, id) });
        }),
      );
      return { data: params.ids };
    },

    async delete(resource, params) {
      const r = recursoDoRegistro(resource);
      await apiData(urlRegistro(r, params.id), { method: 'DELETE' });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      const r = recursoDoRegistro(resource);
      await Promise.all(params.ids.map((id) => apiData(urlRegistro(r, id), { method: 'DELETE' })));
      return { data: params.ids };
    },
  };
  return provider;
}

export const dataProvider = criarDataProvider();
