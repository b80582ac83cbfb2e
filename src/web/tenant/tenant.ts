/**
 * Tenant handling of SPEC §2: the `{url}` path segment (1-255 characters, or a 36-character
 * identifier), the stored tenant (localStorage, built-in default `erp`) and the cached white-label
 * configuration (sessionStorage), reloaded from `GET /v1/ConfiguracaoWhiteLabel/CarregarUrl/{url}`
 * whenever the segment changes. No React here: the gate component (TenantGate.tsx) drives it.
 */
import { urlSegura } from '../../domain/url.ts';
import { CHAVES, TENANT_PADRAO, gravar, gravarJson, ler, lerJson } from '../session/chaves.ts';

/** The public branding fields of a tenant (SPEC §3 "White-label configuration"). */
export interface WhiteLabel {
  url: string;
  nome_empresa: string | null;
  site: string | null;
  logo: string | null;
  logo_white: string | null;
  logo_black: string | null;
  login_fundo: string | null;
  icone: string | null;
  login_titulo: string | null;
  login_descricao: string | null;
  cor_primaria: string | null;
}

export const TENANT_MIN = 1;
export const TENANT_MAX = 255;
/** Length of the alternative tenant identifier (SPEC §2, §9). */
export const TENANT_ID_LEN = 36;
export const COR_PRIMARIA_PADRAO = '#50CD89';
export const TITULO_LOGIN_PADRAO = 'Rápido, Eficiente e Produtivo';

/** Built-in branding used before a tenant loads or when its configuration leaves a field empty. */
export const WHITE_LABEL_PADRAO: WhiteLabel = {
  url: TENANT_PADRAO,
  nome_empresa: 'ERP Fiscal',
  site: null,
  logo: '/logo.svg',
  logo_white: '/logo-white.svg',
  logo_black: '/logo.svg',
  login_fundo: null,
  icone: '/favicon.svg',
  login_titulo: TITULO_LOGIN_PADRAO,
  login_descricao: 'Emita NF-e e NFC-e, controle estoque, vendas e financeiro da sua empresa em um só lugar.',
  cor_primaria: COR_PRIMARIA_PADRAO,
};

/** SPEC §5: a tenant segment is valid when 1 to 255 characters long. */
export function tenantValido(seg: string | null | undefined): seg is string {
  return typeof seg === 'string' && seg.length >= TENANT_MIN && seg.length <= TENANT_MAX && !seg.includes('/');
}

/** Path parts without empty strings: '/erp/sign-in' -> ['erp', 'sign-in']. */
function partes(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((p) => p.length > 0)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
}

/**
 * The tenant segment of a navigation (SPEC §2): the route parameter, else the second path part
 * (the first non-empty one, since the path starts with '/').
 */
export function segmentoDaRota(param: string | undefined, pathname: string): string | undefined {
  if (param !== undefined && param !== '') return param;
  return partes(pathname)[0];
}

/**
 * The root redirect of SPEC §2: `/{url}/` -> `/{url}/sign-in`, and when the first segment is not
 * 36 characters long but the second path part is, that part is the tenant. Returns `null` when
 * the path is not a root path (more than two parts, or two without the 36-character rule).
 */
export function redirecionamentoRaiz(pathname: string): string | null {
  const p = partes(pathname);
  if (p.length === 1) return `/${encodeURIComponent(p[0])}/sign-in`;
  if (p.length === 2 && p[0].length !== TENANT_ID_LEN && p[1].length === TENANT_ID_LEN) return `/${encodeURIComponent(p[1])}/sign-in`;
  return null;
}

export function tenantArmazenado(): string | null {
  const t = ler('local', CHAVES.tenant);
  return tenantValido(t) ? t : null;
}

/** Stored tenant or the built-in default, for redirects (`/` -> `/{stored or default}/sign-in`). */
export function tenantAtual(): string {
  return tenantArmazenado() ?? TENANT_PADRAO;
}

export function whiteLabelEmCache(): WhiteLabel | null {
  const w = lerJson<WhiteLabel>('session', CHAVES.whiteLabel);
  // normalised again: a copy cached before the URL rule could hold a javascript: site
  return w && typeof w === 'object' ? normalizarWhiteLabel(w, typeof w.url === 'string' ? w.url : TENANT_PADRAO) : null;
}

export function limparTenant(): void {
  gravar('local', CHAVES.tenant, null);
  gravar('session', CHAVES.whiteLabel, null);
}

export function gravarTenant(url: string, config: WhiteLabel): void {
  gravar('local', CHAVES.tenant, url);
  gravarJson('session', CHAVES.whiteLabel, config);
}

/** True when the segment differs from the stored tenant or no configuration is cached (SPEC §2). */
export function precisaCarregar(seg: string): boolean {
  return seg !== tenantArmazenado() || whiteLabelEmCache() === null;
}

export type ResultadoTenant = { ok: true; config: WhiteLabel } | { ok: false; motivo: 'invalido' | 'nao-encontrado' | 'falha' };

/**
 * Loads a tenant by url (SPEC §2): clears the stored tenant and cached configuration, asks the
 * server, and on `Success` with `Data` stores both. Anything else leaves the tenant empty.
 * @param fetcher injectable for tests; defaults to the global fetch (the call is public).
 */
export async function carregarTenant(seg: string, fetcher: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<ResultadoTenant> {
  if (!tenantValido(seg)) return { ok: false, motivo: 'invalido' };
  limparTenant();
  try {
    const res = await fetcher(`/v1/ConfiguracaoWhiteLabel/CarregarUrl/${encodeURIComponent(seg)}`, { headers: { Accept: 'application/json' } });
    const body = (await res.json().catch(() => null)) as { Success?: boolean; Data?: Partial<WhiteLabel> | null } | null;
    if (!res.ok || !body?.Success || !body.Data) return { ok: false, motivo: res.ok || res.status === 404 ? 'nao-encontrado' : 'falha' };
    const config = normalizarWhiteLabel(body.Data, seg);
    gravarTenant(seg, config);
    return { ok: true, config };
  } catch {
    return { ok: false, motivo: 'falha' };
  }
}

/**
 * The logo to show on a dark background: logo_white when the tenant has a distinct one, else the
 * regular logo with `inverter` (render it white with a CSS filter).
 */
export function logoParaFundoEscuro(c: WhiteLabel): { src: string | null; inverter: boolean } {
  if (c.logo_white && c.logo_white !== c.logo) return { src: c.logo_white, inverter: false };
  return { src: c.logo, inverter: !!c.logo };
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Fills empty branding fields with the built-in defaults (default title, primary colour, logos).
 * Address fields keep only safe values (src/domain/url.ts): the site only as http(s), images as
 * http(s), data:image or a server path; anything else (a `javascript:` stored before the rule)
 * counts as empty, so it is never rendered as a link or image source.
 */
export function normalizarWhiteLabel(d: Partial<WhiteLabel>, seg: string): WhiteLabel {
  const texto = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  const imagem = (v: unknown) => urlSegura(texto(v), 'imagem');
  const cor = texto(d.cor_primaria);
  return {
    url: texto(d.url) ?? seg,
    nome_empresa: texto(d.nome_empresa) ?? WHITE_LABEL_PADRAO.nome_empresa,
    site: urlSegura(texto(d.site), 'link'),
    logo: imagem(d.logo) ?? WHITE_LABEL_PADRAO.logo,
    logo_white: imagem(d.logo_white) ?? (imagem(d.logo) ? null : WHITE_LABEL_PADRAO.logo_white),
    logo_black: imagem(d.logo_black) ?? imagem(d.logo) ?? WHITE_LABEL_PADRAO.logo_black,
    login_fundo: imagem(d.login_fundo),
    icone: imagem(d.icone) ?? WHITE_LABEL_PADRAO.icone,
    login_titulo: texto(d.login_titulo) ?? TITULO_LOGIN_PADRAO,
    login_descricao: texto(d.login_descricao) ?? (texto(d.login_titulo) ? null : WHITE_LABEL_PADRAO.login_descricao),
    cor_primaria: cor && HEX.test(cor) ? cor : COR_PRIMARIA_PADRAO,
  };
}

/**
 * The tenant branding the server wrote into index.html (`<script type="application/json"
 * id="erp-tenant">`, modules/web/static.ts) for the segment of this page: adopted as if
 * `carregarTenant` had just answered, so the first screen draws without a second round trip
 *. A different tenant than the stored one also clears the menu state, as a
 * tenant change does in TenantGate. Returns whether it was adopted.
 */
export function adotarTenantEmbutido(limparMenu: () => void, doc: Document = document, pathname = window.location.pathname): boolean {
  const el = doc.getElementById('erp-tenant');
  if (!el?.textContent) return false;
  let embutido: { segmento?: unknown; dados?: Partial<WhiteLabel> } | null = null;
  try {
    embutido = JSON.parse(el.textContent);
  } catch {
    return false;
  }
  const seg = segmentoDaRota(undefined, pathname);
  if (!embutido?.dados || !tenantValido(seg) || typeof embutido.segmento !== 'string' || embutido.segmento.toLowerCase() !== seg.toLowerCase()) return false;
  if (tenantArmazenado() !== seg) limparMenu();
  gravarTenant(seg, normalizarWhiteLabel(embutido.dados, seg));
  return true;
}
