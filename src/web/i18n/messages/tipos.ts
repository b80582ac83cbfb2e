/**
 * Shape of our own message files (navigation labels, page titles, layout texts), one per
 * language; framework texts (`ra.*`) come from the language packs and i18n/framework/.
 */
import type { AcaoTela, PaginaId, SecaoId } from '../../menu/rotas.ts';
import { resources } from '../../../generated/resources.ts';

/**
 * Titles of registry screens with no SPEC §2 page (`app.recursos.{name}`, menu/rotas.ts): the
 * registry's menu label (pt-BR), the same in every language until someone translates them.
 */
export const RECURSOS_SEM_PAGINA: Record<string, string> = Object.fromEntries(resources.flatMap((r) => (r.menu ? [[r.name, r.menu.label]] : [])));

export interface MensagensApp {
  app: {
    secoes: Record<SecaoId, string>;
    paginas: Record<PaginaId, string>;
    acoes: Record<AcaoTela, string>;
    recursos: Record<string, string>;
    layout: {
      inicio: string;
      menu: string;
      recolherMenu: string;
      expandirMenu: string;
      tema: string;
      claro: string;
      escuro: string;
      sistema: string;
      alternarTema: string;
      /** Background jobs drawer (src/web/layout/tarefas). */
      tarefas: string;
      tarefasVazio: string;
      idioma: string;
      sair: string;
      empresa: string;
      semEmpresa: string;
      voltarTopo: string;
      direitos: string;
      carregando: string;
      naoEncontrada: string;
      naoEncontradaTexto: string;
      voltarInicio: string;
      acessoNegado: string;
      erroTitulo: string;
      erroTexto: string;
      tentarNovamente: string;
      novaVersaoTitulo: string;
      novaVersaoTexto: string;
      recarregar: string;
      ajuda: string;
      semPermissao: string;
    };
    alertas: {
      sim: string;
      nao: string;
      ok: string;
      pergunta: string;
      aviso: string;
      erro: string;
      informacao: string;
      sucesso: string;
    };
    dashboard: { bemVindo: string };
  };
}
