/**
 * Local layout preferences (SPEC §2 "Layout defaults ... saved locally", "theme mode and theme
 * menu value kept in local storage"): light/dark/system theme and the layout configuration
 * (dark sidebar, fluid container, header/sidebar/toolbar/footer/scroll-top shown, draggable
 * dialogs, minimized sidebar, collapsed menu sections). One small external store, so every
 * component sees the same values (useSyncExternalStore).
 */
import { useSyncExternalStore } from 'react';
import { CHAVES, gravar, gravarJson, ler, lerJson } from '../session/chaves.ts';

export type ModoTema = 'light' | 'dark';
export type MenuTema = ModoTema | 'system';

export interface ConfigLayout {
  themeMode: MenuTema;
  sidebar: { display: boolean; theme: 'dark' | 'light'; minimized: boolean };
  header: { display: boolean };
  toolbar: { display: boolean };
  footer: { display: boolean };
  scrolltop: { display: boolean };
  content: { width: 'fluid' | 'fixed' };
  dialogs: { draggable: boolean };
  /** Menu sections the user collapsed. */
  secoesFechadas: string[];
}

/** SPEC §2 layout defaults. */
export const LAYOUT_PADRAO: ConfigLayout = {
  themeMode: 'light',
  sidebar: { display: true, theme: 'dark', minimized: false },
  header: { display: true },
  toolbar: { display: true },
  footer: { display: true },
  scrolltop: { display: true },
  content: { width: 'fluid' },
  dialogs: { draggable: true },
  secoesFechadas: [],
};

type Ouvinte = () => void;
const ouvintes = new Set<Ouvinte>();
function avisar(): void {
  for (const o of [...ouvintes]) o();
}
function assinar(o: Ouvinte): () => void {
  ouvintes.add(o);
  return () => ouvintes.delete(o);
}

let cacheLayout: { bruto: string | null | undefined; valor: ConfigLayout } = { bruto: undefined, valor: LAYOUT_PADRAO };

export function lerConfigLayout(): ConfigLayout {
  const bruto = ler('local', CHAVES.layout);
  if (bruto !== cacheLayout.bruto) {
    const salvo = lerJson<Partial<ConfigLayout>>('local', CHAVES.layout) ?? {};
    const valor: ConfigLayout = {
      ...LAYOUT_PADRAO,
      ...salvo,
      sidebar: { ...LAYOUT_PADRAO.sidebar, ...(salvo.sidebar ?? {}) },
      header: { ...LAYOUT_PADRAO.header, ...(salvo.header ?? {}) },
      toolbar: { ...LAYOUT_PADRAO.toolbar, ...(salvo.toolbar ?? {}) },
      footer: { ...LAYOUT_PADRAO.footer, ...(salvo.footer ?? {}) },
      scrolltop: { ...LAYOUT_PADRAO.scrolltop, ...(salvo.scrolltop ?? {}) },
      content: { ...LAYOUT_PADRAO.content, ...(salvo.content ?? {}) },
      dialogs: { ...LAYOUT_PADRAO.dialogs, ...(salvo.dialogs ?? {}) },
      secoesFechadas: Array.isArray(salvo.secoesFechadas) ? salvo.secoesFechadas.filter((s) => typeof s === 'string') : [],
    };
    cacheLayout = { bruto, valor };
  }
  return cacheLayout.valor;
}

export function salvarConfigLayout(mudar: (c: ConfigLayout) => ConfigLayout): void {
  gravarJson('local', CHAVES.layout, mudar(lerConfigLayout()));
  avisar();
}

export function useConfigLayout(): ConfigLayout {
  return useSyncExternalStore(assinar, lerConfigLayout, () => LAYOUT_PADRAO);
}

// ------------------------------------------------------------------------------- theme mode

function ehMenuTema(v: unknown): v is MenuTema {
  return v === 'light' || v === 'dark' || v === 'system';
}

/** The theme menu value (light, dark or system); default from the layout configuration (light). */
export function lerMenuTema(): MenuTema {
  const v = ler('local', CHAVES.themeMenu);
  if (ehMenuTema(v)) return v;
  const m = ler('local', CHAVES.themeMode);
  return m === 'dark' || m === 'light' ? m : lerConfigLayout().themeMode;
}

export function sistemaEscuro(): boolean {
  try {
    return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

export function modoEfetivo(menu: MenuTema = lerMenuTema()): ModoTema {
  return menu === 'system' ? (sistemaEscuro() ? 'dark' : 'light') : menu;
}

/** Saves the theme menu value and the mode in effect (both keys of SPEC §2). */
export function salvarMenuTema(menu: MenuTema): void {
  gravar('local', CHAVES.themeMenu, menu);
  gravar('local', CHAVES.themeMode, modoEfetivo(menu));
  avisar();
}

/** Light <-> dark (leaves "system"). */
export function alternarTema(): void {
  salvarMenuTema(modoEfetivo() === 'dark' ? 'light' : 'dark');
}

let cacheTema = '';
function instantaneoTema(): string {
  const v = `${lerMenuTema()}|${modoEfetivo()}`;
  if (v !== cacheTema) cacheTema = v;
  return cacheTema;
}

let mediaAssinada = false;
function assinarTema(o: Ouvinte): () => void {
  if (!mediaAssinada && typeof window !== 'undefined' && window.matchMedia) {
    mediaAssinada = true;
    try {
      window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
        if (lerMenuTema() === 'system') gravar('local', CHAVES.themeMode, modoEfetivo('system'));
        avisar();
      });
    } catch {
      /* old browsers */
    }
  }
  return assinar(o);
}

/** `{ modo, menu }`: the mode in effect and the menu value, updated live. */
export function useTema(): { modo: ModoTema; menu: MenuTema } {
  const v = useSyncExternalStore(assinarTema, instantaneoTema, () => 'light|light');
  const [menu, modo] = v.split('|') as [MenuTema, ModoTema];
  return { modo, menu };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === CHAVES.layout || e.key === CHAVES.themeMenu || e.key === CHAVES.themeMode) avisar();
  });
}
