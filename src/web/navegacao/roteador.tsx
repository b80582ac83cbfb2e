/**
 * Roteamento da casca pública (App, TenantGate, Entrar, Cadastro, Redefinir senha, 404) sem
 * react-router (~30 kB gzip a menos na primeira tela). O react-router fica só na
 * área autenticada (AdminApp.tsx monta o próprio <BrowserRouter> em volta do react-admin).
 *
 * As duas partes leem a mesma fonte, o History API do navegador:
 * - a casca assina `popstate` e um evento próprio disparado por `history.pushState/replaceState`
 *   (embrulhados uma única vez aqui), então também vê as navegações que o react-router faz dentro da
 *   área autenticada (ex.: o logout que vai para `/{url}/sign-in`);
 * - {@link navegar} dispara um `popstate` depois de mudar o endereço: é o que o react-router ouve, e
 *   assim uma navegação da casca (aviso de ticket, logout forçado) também chega à área autenticada;
 * - o estado da navegação segue a forma do react-router (`history.state = {usr, key, idx}`), então
 *   `estado` lê o que o react-admin deixou (ex.: `nextPathname` ao exigir login) e o react-router lê o
 *   que a casca gravou.
 */
import { useEffect, useSyncExternalStore, type MouseEvent } from 'react';

export interface Localizacao {
  pathname: string;
  search: string;
  /** Estado da navegação (o `state` do react-router: `history.state.usr`), ou null. */
  estado: unknown;
}

const EVENTO = 'erp:navegou';
let atual: Localizacao | null = null;

function ler(): Localizacao {
  const h = window.history.state as { usr?: unknown } | null;
  const l = { pathname: window.location.pathname, search: window.location.search, estado: h?.usr ?? null };
  if (atual && atual.pathname === l.pathname && atual.search === l.search && atual.estado === l.estado) return atual;
  atual = l;
  return l;
}

let embrulhado = false;
/** Faz pushState/replaceState avisarem a casca (uma vez por página). */
function embrulharHistory(): void {
  if (embrulhado || typeof window === 'undefined') return;
  embrulhado = true;
  for (const m of ['pushState', 'replaceState'] as const) {
    const original = window.history[m];
    window.history[m] = function (this: History, ...args: Parameters<History['pushState']>) {
      const r = original.apply(this, args);
      window.dispatchEvent(new Event(EVENTO));
      return r;
    };
  }
}

function assinar(aviso: () => void): () => void {
  embrulharHistory();
  window.addEventListener('popstate', aviso);
  window.addEventListener(EVENTO, aviso);
  return () => {
    window.removeEventListener('popstate', aviso);
    window.removeEventListener(EVENTO, aviso);
  };
}

/** A localização atual; o componente re-renderiza a cada navegação (de qualquer parte do app). */
export function useLocalizacao(): Localizacao {
  return useSyncExternalStore(assinar, ler, ler);
}

let sequencia = 0;
/**
 * Navega para `para` (caminho absoluto, pode ter `?busca`). `substituir` troca a entrada do histórico
 * em vez de criar outra; `estado` fica em `history.state.usr`, como o react-router faz.
 */
export function navegar(para: string, opcoes: { substituir?: boolean; estado?: unknown } = {}): void {
  embrulharHistory();
  const anterior = window.history.state as { idx?: number } | null;
  const idx = (anterior?.idx ?? 0) + (opcoes.substituir ? 0 : 1);
  const dados = { usr: opcoes.estado ?? null, key: `c${(++sequencia).toString(36)}`, idx };
  if (opcoes.substituir) window.history.replaceState(dados, '', para);
  else window.history.pushState(dados, '', para);
  // o react-router da área autenticada só ouve `popstate`: avisado, ele também vai para `para`
  window.dispatchEvent(new PopStateEvent('popstate', { state: dados }));
}

/** Redireciona ao montar (o `<Navigate replace>` da casca). */
export function Redirecionar({ para, estado }: { para: string; estado?: unknown }) {
  useEffect(() => navegar(para, { substituir: true, estado }), [para, estado]);
  return null;
}

/**
 * onClick para um `<a href={para}>` qualquer (Button com href, Link): clique simples navega sem
 * recarregar, levando `estado` (o `state` do react-router); com Ctrl/Cmd/Shift/Alt ou outro botão, o
 * navegador segue o link como sempre.
 */
export function cliqueInterno(para: string, estado?: unknown) {
  return (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navegar(para, { estado });
  };
}
