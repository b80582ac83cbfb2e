/**
 * Ajustes dos textos do react-admin em pt-BR sobre ra-language-pt-br 1.5.1: chaves que o pacote
 * não tem (versões novas do react-admin) e termos do produto (Incluir, Excluir, Editar).
 */
export default {
  ra: {
    action: {
      create: 'Incluir',
      delete: 'Excluir',
      edit: 'Editar',
      show: 'Visualizar',
      back: 'Voltar',
      list: 'Consultar',
      search: 'Pesquisar',
      search_columns: 'Pesquisar colunas',
      reset: 'Restaurar',
      select_columns: 'Colunas',
      toggle_theme: 'Alternar tema claro/escuro',
      bulk_actions: '1 item selecionado |||| %{smart_count} itens selecionados',
    },
    page: {
      create: 'Incluir %{name}',
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
      empty: 'Nenhum registro em %{name} ainda.',
      invite: 'Deseja incluir o primeiro?',
    },
    message: {
      about: 'Sobre',
      delete_content: 'Deseja realmente excluir este registro?',
      delete_title: 'Excluir %{name} %{recordRepresentation}',
      bulk_delete_content: 'Deseja realmente excluir este registro? |||| Deseja realmente excluir estes %{smart_count} registros?',
      bulk_delete_title: 'Excluir %{name} |||| Excluir %{smart_count} registros',
      loading: 'Aguarde um momento',
      placeholder_data_warning: 'Problema de rede: falha na atualização dos dados.',
    },
    navigation: {
      no_filtered_results: 'Nenhum resultado encontrado com os filtros atuais.',
      no_results: 'Nenhum registro encontrado',
      next: 'Próxima página',
      previous: 'Página anterior',
      last: 'Ir para a última página',
    },
    sort: { sort_by: 'Ordenar por %{field_lower_first} %{order}', ASC: 'crescente', DESC: 'decrescente' },
    auth: { user_menu: 'Usuário', sign_in: 'Entrar', logout: 'Sair' },
    notification: {
      updated: 'Registro alterado |||| %{smart_count} registros alterados',
      created: 'Registro incluído',
      deleted: 'Registro excluído |||| %{smart_count} registros excluídos',
      offline: 'Sem conexão. Não foi possível obter os dados.',
      application_update_available: 'Uma nova versão está disponível.',
    },
    validation: { required: 'Campo obrigatório', unique: 'Deve ser único' },
  },
};
