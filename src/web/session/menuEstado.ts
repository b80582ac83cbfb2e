/**
 * The built menu of the signed-in user (SPEC §2, §4): cleared on login, logout and tenant change,
 * rebuilt from the stored user when found empty (menu/menu.ts builds it). Kept apart from the
 * builder so the public pages can clear it without loading the route table.
 */
type Ouvinte = () => void;

let menu: unknown = null;
let versao = 0;
const ouvintes = new Set<Ouvinte>();

export function lerMenu<T>(): T | null {
  return menu as T | null;
}

export function definirMenu(m: unknown): void {
  menu = m;
  versao++;
  for (const o of [...ouvintes]) o();
}

/** Stores a freshly built menu without notifying (safe to call while rendering). */
export function guardarMenu(m: unknown): void {
  menu = m;
}

/** Changes whenever the menu is set or cleared (for useSyncExternalStore). */
export function versaoMenu(): number {
  return versao;
}

export function limparMenu(): void {
  if (menu === null) return;
  definirMenu(null);
}

export function assinarMenu(o: Ouvinte): () => void {
  ouvintes.add(o);
  return () => ouvintes.delete(o);
}
