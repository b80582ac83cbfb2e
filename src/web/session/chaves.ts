/**
 * Every browser storage key of the web app, in one place (SPEC §2, §3): the report and the e2e
 * tests refer to these names.
 */
export const CHAVES = {
  /** localStorage: the white-label slug of the current tenant (SPEC §9, built-in default below). */
  tenant: 'erp.tenant',
  /** sessionStorage: the cached white-label configuration (CarregarUrl `Data`) of the tenant. */
  whiteLabel: 'erp.whitelabel',
  /** localStorage: the stored user (Token, RefreshToken, TokenExpires, User) of SPEC §3. */
  usuario: 'erp.usuario',
  /** localStorage: the saved login `{login, password, lembrarMe}` of the "Lembrar-me" option. */
  login: 'erp.login',
  /** localStorage: the user's theme mode in effect, `light` or `dark` (SPEC §2). */
  themeMode: 'erp.themeMode',
  /** localStorage: the theme menu value, `light`, `dark` or `system` (SPEC §2). */
  themeMenu: 'erp.themeModeMenu',
  /** localStorage: the layout configuration (SPEC §2 "Layout defaults"). */
  layout: 'erp.layoutConfig',
  /** localStorage: the interface language chosen in the language menu. */
  idioma: 'erp.locale',
  /** sessionStorage: one-shot notice shown by the sign-in page (session expired). */
  aviso: 'erp.aviso',
  /** sessionStorage: the stack of open modals (SPEC §2 "Dialogs"). */
  modais: 'erp.modais',
} as const;

/** Built-in default tenant (white-label slug) when none is stored (SPEC §9). */
export const TENANT_PADRAO = 'erp';

function area(tipo: 'local' | 'session'): Storage | null {
  try {
    return tipo === 'local' ? (globalThis.localStorage ?? null) : (globalThis.sessionStorage ?? null);
  } catch {
    return null;
  }
}

/** Reads a string; `null` when absent or when storage is unavailable. */
export function ler(tipo: 'local' | 'session', chave: string): string | null {
  try {
    return area(tipo)?.getItem(chave) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or, with `null`, removes) a string; storage errors (quota, private mode) are ignored. */
export function gravar(tipo: 'local' | 'session', chave: string, valor: string | null): void {
  try {
    const s = area(tipo);
    if (!s) return;
    if (valor === null) s.removeItem(chave);
    else s.setItem(chave, valor);
  } catch {
    /* storage unavailable: the app keeps working without persistence */
  }
}

export function lerJson<T>(tipo: 'local' | 'session', chave: string): T | null {
  const bruto = ler(tipo, chave);
  if (bruto === null) return null;
  try {
    return JSON.parse(bruto) as T;
  } catch {
    return null;
  }
}

export function gravarJson(tipo: 'local' | 'session', chave: string, valor: unknown): void {
  gravar(tipo, chave, valor === null || valor === undefined ? null : JSON.stringify(valor));
}
