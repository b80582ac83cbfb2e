/**
 * Contracts of the company configuration actions (SPEC §2 Configurações, §3 "Other", §7;
 * src/server/modules/config, generator, edicao, auditoria, crud/routes.ts `/v1/schema`, mail):
 * saved searches of the lists, the company preferences, company profiles and their rules
 * (EmitenteRestricao), temporary access release, the first-steps assistant, code generators, the
 * edit lock, the registry schema of an entity, the audit trail and whether e-mail is configured.
 *
 * Permissions are checked by the handlers (403 with the rule's name); ranges, catalogue membership
 * and existence too, with their own messages naming the field. The contract fixes the shapes.
 */
import { type Contrato, booleano, dados, id, idNaUrl, inteiro, lista, nulo, objeto, opcoes, texto, textoComo, tipo } from './base.ts';

/** Any signed-in user (the handler checks what applies): the OpenAPI's system tag. */
const SISTEMA = 'Sistema';

const TAG = 'Configurações';

/** A query-string value the handler trims, where blank means "not given". */
const opcionalComo = (titulo: string, padrao: string) => textoComo(titulo, `^\\s*(${padrao})?\\s*$`);

export const ConsultaSalva = tipo(
  'ConsultaSalva',
  objeto(
    {
      id: id('Consulta'),
      nome: texto('Nome'),
      filtros: { type: 'object', title: 'Filtros da lista', additionalProperties: true },
    },
    ['id', 'nome', 'filtros'],
  ),
);

const POLITICAS = ['permitir', 'avisar', 'bloquear'] as const;

/** The company preferences the server uses (config/configuracao.ts CAMPOS). */
export const Preferencias = tipo(
  'Preferencias',
  objeto(
    {
      politica_estoque_negativo: opcoes('Estoque negativo', POLITICAS),
      baixa_estoque_faturamento: booleano('Baixar estoque ao faturar'),
      kit_desmembrar_nfe: booleano('Desmembrar kits em itens na NF-e'),
      email_copia: nulo(texto('E-mail para cópia das notas')),
      email_assunto_nfce: nulo(texto('Assunto do e-mail da NFC-e')),
      email_texto_nfce: nulo(texto('Texto do e-mail da NFC-e')),
      email_assunto_nfe: nulo(texto('Assunto do e-mail da NF-e')),
      email_texto_nfe: nulo(texto('Texto do e-mail da NF-e')),
      casas_decimais_quantidade: inteiro('Casas decimais da quantidade (qCom, 0 a 4)'),
      casas_decimais_valor: inteiro('Casas decimais do valor unitário (vUnCom, 2 a 10)'),
    },
    [
      'politica_estoque_negativo',
      'baixa_estoque_faturamento',
      'kit_desmembrar_nfe',
      'email_copia',
      'email_assunto_nfce',
      'email_texto_nfce',
      'email_assunto_nfe',
      'email_texto_nfe',
      'casas_decimais_quantidade',
      'casas_decimais_valor',
    ],
  ),
);

/** A company rule of the catalogue allowed to the company's package. */
export const RegraEmpresa = tipo(
  'RegraEmpresa',
  objeto({ regra: texto('Regra'), descricao: texto('Descrição'), modulo: texto('Módulo'), pacote_minimo: inteiro('Pacote mínimo') }, [
    'regra',
    'descricao',
    'modulo',
    'pacote_minimo',
  ]),
);

export const PerfilRegras = tipo(
  'PerfilRegras',
  objeto({ id: id('Perfil'), descricao: texto('Perfil'), administrador: booleano('Administrador'), regras: lista('Regras', texto('Regra')) }, [
    'id',
    'descricao',
    'administrador',
    'regras',
  ]),
);

export const Liberacao = tipo(
  'Liberacao',
  objeto(
    {
      id: id('Liberação'),
      usuario_id: id('Usuário'),
      usuario: texto('Usuário'),
      regra: texto('Regra'),
      liberado_por: nulo(texto('Liberado por')),
      criado_em: texto('Liberado em'),
      expira_em: texto('Expira em'),
    },
    ['id', 'usuario_id', 'usuario', 'regra', 'liberado_por', 'criado_em', 'expira_em'],
  ),
);

export const RestricoesPerfis = tipo(
  'RestricoesPerfis',
  objeto(
    {
      padrao: lista('Catálogo do pacote', RegraEmpresa),
      perfis: lista('Perfis', PerfilRegras),
      usuarios: lista(
        'Usuários ativos',
        objeto({ id: id('Usuário'), nome: texto('Nome'), login: texto('Login'), perfil: nulo(texto('Perfil')) }, ['id', 'nome', 'login', 'perfil']),
      ),
      liberacoes: lista('Liberações vigentes', Liberacao),
    },
    ['padrao', 'perfis', 'usuarios', 'liberacoes'],
  ),
);

export const EstadoAssistente = tipo(
  'EstadoAssistente',
  objeto(
    {
      mostrar: booleano('Mostrar no Dashboard'),
      etapas: lista(
        'Etapas',
        objeto(
          {
            id: opcoes('Etapa', ['empresa', 'certificado', 'series', 'produtos', 'nfe']),
            titulo: texto('Título'),
            descricao: texto('Descrição'),
            rota: texto('Rota do menu'),
            concluida: booleano('Concluída'),
          },
          ['id', 'titulo', 'descricao', 'rota', 'concluida'],
        ),
      ),
      feitas: inteiro('Etapas feitas'),
      total: inteiro('Etapas'),
    },
    ['mostrar', 'etapas', 'feitas', 'total'],
  ),
);

const CAMPOS_AUDITORIA = {
  id: inteiro('Registro de auditoria'),
  data_hora: texto('Data e hora (-03:00)'),
  usuario_id: nulo(id('Usuário')),
  usuario_login: nulo(texto('Login')),
  usuario_nome: nulo(texto('Nome')),
  ip: nulo(texto('IP')),
  entidade: texto('Entidade'),
  entidade_titulo: texto('Entidade'),
  registro_id: nulo(texto('Registro')),
  acao: texto('Ação'),
  acao_titulo: texto('Ação'),
  descricao: nulo(texto('Descrição')),
};
const OBRIGATORIOS_AUDITORIA = ['id', 'data_hora', 'entidade', 'entidade_titulo', 'acao', 'acao_titulo'];

export const ItemAuditoria = tipo(
  'ItemAuditoria',
  objeto({ ...CAMPOS_AUDITORIA, campos: inteiro('Campos gravados'), alterados: nulo(lista('Campos alterados (até 8)', texto('Campo'))) }, [
    ...OBRIGATORIOS_AUDITORIA,
    'alterados',
  ]),
);

export const DetalheAuditoria = tipo(
  'DetalheAuditoria',
  objeto(
    {
      ...CAMPOS_AUDITORIA,
      campos: lista(
        'Diferença campo a campo',
        objeto({ campo: texto('Campo'), titulo: texto('Título'), antes: { title: 'Antes' }, depois: { title: 'Depois' } }, [
          'campo',
          'titulo',
          'antes',
          'depois',
        ]),
      ),
    },
    [...OBRIGATORIOS_AUDITORIA, 'campos'],
  ),
);

export const CONFIGURACAO = {
  consultasListar: {
    id: 'ConsultaAvancada_Listar',
    metodo: 'GET',
    caminhos: ['/v1/ConsultaAvancada'],
    tag: SISTEMA,
    resumo: 'Consultas salvas do usuário para uma lista, por nome',
    descricao: 'lista: id de uma entidade do registro que o usuário pode consultar (403 como na própria lista).',
    query: objeto({ lista: texto('Lista') }),
    resposta: dados(lista('Consultas', ConsultaSalva)),
  },
  consultasSalvar: {
    id: 'ConsultaAvancada_Salvar',
    metodo: 'POST',
    caminhos: ['/v1/ConsultaAvancada/'],
    tag: SISTEMA,
    resumo: 'Salvar os filtros de uma lista com um nome (o mesmo nome na mesma lista substitui)',
    descricao: 'nome: 1 a 60 caracteres; filtros: valores texto, número, booleano ou listas deles, até 4000 caracteres em JSON. 201 quando nova.',
    corpo: objeto({ lista: nulo(texto('Lista (lista)')), nome: nulo(texto('Nome (nome)')), filtros: { type: ['object', 'null'], title: 'Filtros (filtros)' } }),
    resposta: dados(ConsultaSalva, '201 quando a consulta é nova; 200 quando substitui.'),
  },
  consultasExcluir: {
    id: 'ConsultaAvancada_Excluir',
    metodo: 'DELETE',
    caminhos: ['/v1/ConsultaAvancada/:id'],
    tag: SISTEMA,
    resumo: 'Excluir uma consulta salva do próprio usuário',
    params: objeto({ id: idNaUrl('Consulta') }, ['id']),
    resposta: dados(booleano('Excluída')),
  },
  casasDecimais: {
    id: 'Configuracao_CasasDecimais',
    metodo: 'GET',
    caminhos: ['/v1/Configuracao/CasasDecimais'],
    tag: SISTEMA,
    resumo: 'Casas decimais da quantidade (qCom) e do valor unitário (vUnCom) da empresa',
    resposta: dados(
      tipo(
        'CasasDecimais',
        objeto({ casas_decimais_quantidade: inteiro('Quantidade (0 a 4)'), casas_decimais_valor: inteiro('Valor unitário (2 a 10)') }, [
          'casas_decimais_quantidade',
          'casas_decimais_valor',
        ]),
      ),
    ),
  },
  lerConfiguracao: {
    id: 'Configuracao_GetConfiguracao',
    metodo: 'GET',
    caminhos: ['/v1/Configuracao/GetConfiguracao'],
    tag: TAG,
    resumo: 'Preferências da empresa da sessão',
    permissao: 'Permitir.Configuracao.Consultar',
    resposta: dados(Preferencias),
  },
  salvarConfiguracao: {
    id: 'Configuracao_SalvarConfiguracao',
    metodo: 'PUT',
    caminhos: ['/v1/Configuracao/SalvarConfiguracao'],
    tag: TAG,
    resumo: 'Gravar qualquer subconjunto das preferências (auditado; texto vazio volta ao padrão)',
    descricao:
      'Faixas, marcadores dos textos de e-mail e o formato do e-mail de cópia são conferidos pelo servidor, com a mensagem nomeando o campo. Ao menos um campo; chave desconhecida: 400 "Configuração desconhecida" nomeando a chave.',
    permissao: 'Permitir.Configuracao.Alterar',
    corpo: objeto({
      politica_estoque_negativo: opcoes('Estoque negativo (politica_estoque_negativo)', POLITICAS),
      baixa_estoque_faturamento: booleano('Baixar estoque ao faturar (baixa_estoque_faturamento)'),
      kit_desmembrar_nfe: booleano('Desmembrar kits em itens na NF-e (kit_desmembrar_nfe)'),
      email_copia: nulo(texto('E-mail para cópia das notas (email_copia)')),
      email_assunto_nfce: nulo(texto('Assunto do e-mail da NFC-e (email_assunto_nfce)')),
      email_texto_nfce: nulo(texto('Texto do e-mail da NFC-e (email_texto_nfce)')),
      email_assunto_nfe: nulo(texto('Assunto do e-mail da NF-e (email_assunto_nfe)')),
      email_texto_nfe: nulo(texto('Texto do e-mail da NF-e (email_texto_nfe)')),
      casas_decimais_quantidade: inteiro('Casas decimais da quantidade (casas_decimais_quantidade)'),
      casas_decimais_valor: inteiro('Casas decimais do valor unitário (casas_decimais_valor)'),
    }),
    resposta: dados(Preferencias),
  },
  restricoesPerfis: {
    id: 'EmitenteRestricao_GetRestricoesPerfis',
    metodo: 'GET',
    caminhos: ['/v1/EmitenteRestricao/GetRestricoesPerfis'],
    tag: TAG,
    resumo: 'Perfis de usuário da empresa com as suas regras, o catálogo do pacote, os usuários e as liberações vigentes',
    permissao: 'Permitir.EmitenteRestricao.Consultar',
    resposta: dados(RestricoesPerfis),
  },
  salvarRestricoes: {
    id: 'EmitenteRestricao_SalvarRestricoes',
    metodo: 'POST',
    caminhos: ['/v1/EmitenteRestricao/SalvarRestricoes'],
    tag: TAG,
    resumo: 'A lista de regras do perfil passa a ser exatamente a informada (só regras do pacote)',
    descricao: 'Regras pelo corpo (lista) ou pela query (separadas por vírgula). Auditado.',
    permissao: 'Permitir.EmitenteRestricao.Gerenciar',
    query: objeto({ regras: texto('Regras (separadas por vírgula)') }),
    corpo: objeto({
      emitente_tipo_usuario_id: { type: ['integer', 'string', 'null'], title: 'Perfil de usuário (emitente_tipo_usuario_id)' },
      regras: lista('Regras (regras)', texto('Regra')),
    }),
    resposta: dados(
      tipo(
        'RestricoesPerfilSalvas',
        objeto({ emitente_tipo_usuario_id: id('Perfil de usuário'), regras: inteiro('Regras do perfil') }, ['emitente_tipo_usuario_id', 'regras']),
      ),
    ),
  },
  liberarAcesso: {
    id: 'EmitenteRestricao_LiberarAcesso',
    metodo: 'GET',
    caminhos: ['/v1/EmitenteRestricao/LiberarAcesso'],
    tag: TAG,
    resumo: 'Liberar por alguns minutos a outro usuário da empresa uma regra que o supervisor tem',
    descricao: 'minutos: 1 a 480 (padrão 15). A regra precisa estar no catálogo do pacote. Auditado.',
    permissao: 'Permitir.EmitenteRestricao.LiberarAcesso',
    query: objeto({
      usuarioId: opcionalComo('Usuário (usuarioId)', '[0-9]{1,10}'),
      regra: texto('Regra (regra)'),
      minutos: opcionalComo('Minutos (minutos)', '[0-9]{1,10}'),
    }),
    resposta: dados(
      tipo(
        'AcessoLiberado',
        objeto({ id: id('Liberação'), usuario_id: id('Usuário'), regra: texto('Regra'), expira_em: texto('Expira em') }, [
          'id',
          'usuario_id',
          'regra',
          'expira_em',
        ]),
      ),
    ),
  },
  assistenteConfirmarEtapa: {
    id: 'AssistenteModulos_ConfirmarEtapa',
    metodo: 'POST',
    caminhos: ['/v1/AssistenteModulos/ConfirmarEtapa'],
    tag: TAG,
    resumo: 'Confirmar à mão a etapa "empresa" do assistente de primeiros passos',
    descricao: 'As demais etapas são conferidas nos dados da empresa.',
    permissao: 'Permitir.Configuracao.Alterar',
    corpo: objeto({ etapa: nulo(opcoes('Etapa', ['empresa'])) }),
    resposta: dados(EstadoAssistente),
  },
  assistenteDispensar: {
    id: 'AssistenteModulos_Dispensar',
    metodo: 'POST',
    caminhos: ['/v1/AssistenteModulos/Dispensar'],
    tag: TAG,
    resumo: 'Dispensar o assistente de primeiros passos',
    permissao: 'Permitir.Configuracao.Alterar',
    resposta: dados(objeto({ mostrar: booleano('Mostrar') }, ['mostrar'])),
  },
  reservarCodigo: {
    id: 'Generator_UpdateGeneratorTabela',
    caminhos: ['/v1/Generator/UpdateGeneratorTabela', '/v1/Generator/UpdateGeneratorTabela/'],
    metodo: 'POST',
    tag: TAG,
    resumo: 'Reservar o próximo código do gerador de um cadastro (nunca devolve o mesmo valor duas vezes)',
    descricao: 'Exige a permissão de inclusão do cadastro da tabela. Tabelas com gerador: produto (Permitir.Produto.Incluir).',
    permissao: 'Permitir.Produto.Incluir',
    query: objeto({ tabela: texto('Cadastro') }),
    resposta: dados(
      tipo('CodigoReservado', objeto({ tabela: texto('Cadastro'), valor: inteiro('Valor'), codigo: texto('Código formatado') }, ['tabela', 'valor', 'codigo'])),
    ),
  },
  reservarEdicao: {
    id: 'ControleEdicao_Reservar',
    metodo: 'POST',
    caminhos: ['/v1/controleEdicao/'],
    tag: SISTEMA,
    resumo: 'Reservar (ou renovar) a edição de um registro para o usuário',
    descricao:
      'Outro usuário com reserva viva: HTTP 200 com Success false, a mensagem "Registro em edição por {nome} desde HH:mm" e Data {usuario, desde}. A reserva expira 120 s depois da última renovação.',
    corpo: objeto({ id_edicao: { type: ['string', 'number', 'null'], title: 'Registro' }, modulo: { type: ['string', 'number', 'null'], title: 'Módulo' } }),
    resposta: dados(
      tipo(
        'ReservaEdicao',
        objeto({ usuario: texto('Usuário'), desde: texto('Desde (ISO 8601)'), expira_em: texto('Expira em (ISO 8601; só da reserva obtida)') }, [
          'usuario',
          'desde',
        ]),
      ),
    ),
  },
  liberarEdicao: {
    id: 'ControleEdicao_Liberar',
    metodo: 'DELETE',
    caminhos: ['/v1/controleEdicao/:idEdicao/:modulo'],
    tag: SISTEMA,
    resumo: 'Liberar a reserva de edição do próprio usuário',
    params: objeto({ idEdicao: texto('Registro'), modulo: texto('Módulo') }, ['idEdicao', 'modulo']),
    resposta: dados(booleano('Havia reserva do usuário')),
  },
  schemaEntidade: {
    id: 'Schema_Consultar',
    metodo: 'GET',
    caminhos: ['/v1/schema/:id'],
    tag: SISTEMA,
    resumo: 'JSON Schema de uma entidade do registro (pelo id ou pelo conjunto OData)',
    params: objeto({ id: texto('Entidade') }, ['id']),
    resposta: dados({ type: 'object', title: 'JSON Schema da entidade com o bloco x-erp' }),
  },
  auditoriaListar: {
    id: 'Auditoria_Listar',
    metodo: 'GET',
    caminhos: ['/v1/auditoria/'],
    tag: TAG,
    resumo: 'Trilha de auditoria da empresa, mais recentes primeiro, com filtros e páginas',
    descricao: 'de/ate: datas AAAA-MM-DD no fuso do negócio (-03:00), inclusivas; tamanho 1 a 100 (padrão 25). Vazio: sem o filtro.',
    permissao: 'Permitir.Auditoria.Consultar',
    query: objeto({
      entidade: texto('Entidade (entidade)'),
      acao: texto('Ação (acao)'),
      usuario_id: opcionalComo('Usuário (usuario_id)', '[0-9]+'),
      registro_id: texto('Registro (registro_id)'),
      de: opcionalComo('De (de)', '[0-9]{4}-[0-9]{2}-[0-9]{2}'),
      ate: opcionalComo('Até (ate)', '[0-9]{4}-[0-9]{2}-[0-9]{2}'),
      pagina: opcionalComo('Página (pagina)', '[0-9]+'),
      tamanho: opcionalComo('Tamanho da página (tamanho)', '[0-9]+'),
    }),
    resposta: dados(
      tipo(
        'PaginaAuditoria',
        objeto({ itens: lista('Itens', ItemAuditoria), total: inteiro('Total'), pagina: inteiro('Página'), tamanho: inteiro('Tamanho') }, [
          'itens',
          'total',
          'pagina',
          'tamanho',
        ]),
      ),
    ),
  },
  auditoriaOpcoes: {
    id: 'Auditoria_Opcoes',
    metodo: 'GET',
    caminhos: ['/v1/auditoria/Opcoes'],
    tag: TAG,
    resumo: 'Entidades, usuários e ações que aparecem na trilha da empresa (para os filtros)',
    permissao: 'Permitir.Auditoria.Consultar',
    resposta: dados(
      tipo(
        'OpcoesAuditoria',
        objeto(
          {
            entidades: lista('Entidades', objeto({ id: texto('Entidade'), titulo: texto('Título') }, ['id', 'titulo'])),
            usuarios: lista('Usuários', objeto({ id: nulo(id('Usuário')), login: nulo(texto('Login')), nome: nulo(texto('Nome')) }, ['id', 'login', 'nome'])),
            acoes: lista('Ações', objeto({ id: texto('Ação'), titulo: texto('Título') }, ['id', 'titulo'])),
          },
          ['entidades', 'usuarios', 'acoes'],
        ),
      ),
    ),
  },
  auditoriaDetalhe: {
    id: 'Auditoria_Detalhe',
    metodo: 'GET',
    caminhos: ['/v1/auditoria/:id'],
    tag: TAG,
    resumo: 'Um registro da trilha com a diferença campo a campo (títulos do registro)',
    permissao: 'Permitir.Auditoria.Consultar',
    params: objeto({ id: textoComo('Registro de auditoria', '^[0-9]{1,18}$') }, ['id']),
    resposta: dados(DetalheAuditoria),
  },
  emailSituacao: {
    id: 'Email_Situacao',
    metodo: 'GET',
    caminhos: ['/v1/email/Situacao'],
    tag: SISTEMA,
    resumo: 'O servidor tem envio de e-mail (SMTP) configurado?',
    resposta: dados(
      tipo(
        'SituacaoEmail',
        objeto({ configurado: booleano('Configurado'), mensagem: nulo(texto('Explicação quando não há SMTP')) }, ['configurado', 'mensagem']),
      ),
    ),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_CONFIGURACAO: readonly Contrato[] = Object.values(CONFIGURACAO);
