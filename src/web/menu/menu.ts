/**
 * The menu of SPEC §2: Dashboard first, then the eight sections in order with the entries of the
 * routes the user may open (built + permitted). Without a session it holds only Dashboard.
 * The menu is built once per user and cached in session/menuEstado.ts (cleared on login, logout
 * and tenant change); building errors are only logged (SPEC §8).
 */
import { matchPath } from 'react-router-dom';
import type { Permissoes } from '../session/permissoes.ts';
import { SEM_PERMISSOES } from '../session/permissoes.ts';
import { guardarMenu, lerMenu } from '../session/menuEstado.ts';
import { ROTAS, SECOES, destinoDaRota, rotaPermitida, type Rota, type SecaoId } from './rotas.ts';

export interface EntradaMenu {
  /** Path under `/{url}` the entry links to. */
  destino: string;
  /** i18n key of the label. */
  rotulo: string;
  icone: string;
  /** Paths (patterns) that mark the entry active. */
  caminhos: string[];
}

export interface SecaoMenu {
  id: SecaoId;
  rotulo: string;
  icone: string;
  entradas: EntradaMenu[];
}

export interface Menu {
  /** Identity of the user it was built for (login + rules), to rebuild on change. */
  chave: string;
  dashboard: EntradaMenu;
  secoes: SecaoMenu[];
}

const DASHBOARD: EntradaMenu = { destino: 'dashboard', rotulo: 'app.paginas.dashboard', icone: 'Dashboard', caminhos: ['dashboard'] };

export function chaveDoUsuario(p: Permissoes, id?: string | number | null): string {
  if (!p.logado) return 'anonimo';
  return [id ?? '', p.nivel, p.pacote, p.revendaId, [...p.regrasTipo].sort().join(','), [...p.regrasEmitente].sort().join(',')].join('|');
}

/** Builds the menu for the user's permissions (pure). */
export function construirMenu(p: Permissoes, tabela: readonly Rota[] = ROTAS, id?: string | number | null): Menu {
  const visiveis = tabela.filter((r) => r.built && rotaPermitida(r, p));
  const secoes: SecaoMenu[] = [];
  if (p.logado) {
    for (const s of SECOES) {
      const entradas = visiveis
        .filter((r) => r.secao === s.id && r.menu)
        .sort((a, b) => a.menu!.ordem - b.menu!.ordem || a.path.localeCompare(b.path))
        .map((r): EntradaMenu => {
          const destino = destinoDaRota(r);
          const base = destino.replace(/\/consultar$/, '');
          const irmas = visiveis.filter((x) => x.pagina === r.pagina && x.secao === r.secao).map((x) => x.path);
          return {
            destino,
            rotulo: r.titulo,
            icone: r.menu!.icone,
            caminhos: [...new Set([destino, r.path, ...irmas, `${base}/editar`, `${base}/editar/:id`])],
          };
        });
      if (entradas.length) secoes.push({ id: s.id, rotulo: `app.secoes.${s.id}`, icone: s.icone, entradas });
    }
  }
  return { chave: chaveDoUsuario(p, id), dashboard: DASHBOARD, secoes };
}

/** Only Dashboard (no session). */
export const MENU_ANONIMO: Menu = construirMenu(SEM_PERMISSOES);

/**
 * The cached menu for the user, rebuilt when empty or built for someone else (SPEC §2: "If a user
 * record is stored and the menu is empty, the menu is rebuilt"). Errors are logged and the
 * dashboard-only menu is used.
 */
export function menuDoUsuario(p: Permissoes, id?: string | number | null): Menu {
  const chave = chaveDoUsuario(p, id);
  const atual = lerMenu<Menu>();
  if (atual && atual.chave === chave) return atual;
  try {
    const m = construirMenu(p, ROTAS, id);
    guardarMenu(m);
    return m;
  } catch (e) {
    console.error('Falha ao montar o menu', e);
    return MENU_ANONIMO;
  }
}

/** The table row of a path under `/{url}` (for the toolbar title and breadcrumb). */
export function rotaDoCaminho(caminho: string, tabela: readonly Rota[] = ROTAS): Rota | undefined {
  const limpo = `/${caminho.replace(/^\/+|\/+$/g, '')}`;
  return tabela.find((r) => matchPath({ path: `/${r.path}`, end: true }, limpo) !== null);
}

/** Whether an entry is the active one for a path under `/{url}`. */
export function entradaAtiva(e: EntradaMenu, caminho: string): boolean {
  const limpo = `/${caminho.replace(/^\/+|\/+$/g, '')}`;
  return e.caminhos.some((c) => matchPath({ path: `/${c}`, end: true }, limpo) !== null);
}
