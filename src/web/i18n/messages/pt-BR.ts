/** Our pt-BR messages: the interface language. Page and section labels come from the route table. */
import { ACOES_TELA, PAGINAS, SECOES, type SecaoId } from '../../menu/rotas.ts';
import type { MensagensApp } from './tipos.ts';

const mensagens: MensagensApp = {
  app: {
    secoes: Object.fromEntries(SECOES.map((s) => [s.id, s.rotulo])) as Record<SecaoId, string>,
    paginas: { ...PAGINAS },
    acoes: { ...ACOES_TELA },
    layout: {
      inicio: 'Início',
      menu: 'Menu',
      recolherMenu: 'Recolher menu',
      expandirMenu: 'Expandir menu',
      tema: 'Tema',
      claro: 'Claro',
      escuro: 'Escuro',
      sistema: 'Sistema',
      alternarTema: 'Alternar tema',
      idioma: 'Idioma',
      sair: 'Sair',
      empresa: 'Empresa',
      semEmpresa: 'Nenhuma empresa selecionada',
      voltarTopo: 'Voltar ao topo',
      direitos: 'Todos os direitos reservados.',
      carregando: 'Carregando…',
      naoEncontrada: 'Página não encontrada',
      naoEncontradaTexto: 'O endereço digitado não existe ou você não tem acesso a esta página.',
      voltarInicio: 'Voltar ao início',
      acessoNegado: 'Acesso negado',
      erroTitulo: 'Algo deu errado',
      erroTexto: 'Ocorreu um erro inesperado ao exibir esta página.',
      tentarNovamente: 'Tentar novamente',
      novaVersaoTitulo: 'Nova versão disponível',
      novaVersaoTexto: 'Uma parte do sistema não pôde ser carregada, provavelmente porque ele foi atualizado. Recarregue a página para continuar.',
      recarregar: 'Recarregar',
      ajuda: 'Ajuda',
      semPermissao: 'Você não tem permissão para acessar esta página.',
    },
    alertas: {
      sim: 'Sim',
      nao: 'Não',
      ok: 'OK',
      pergunta: 'Confirmação',
      aviso: 'Atenção',
      erro: 'Erro',
      informacao: 'Informação',
      sucesso: 'Sucesso',
    },
    dashboard: { bemVindo: 'Bem-vindo' },
  },
};
export default mensagens;
