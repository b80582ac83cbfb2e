/**
 * Contracts of help, support and background tasks (SPEC §7; src/server/modules/ajuda, suporte,
 * assistente, src/server/jobs/routes.ts): the help articles of the user and their images, support
 * tickets answered by the reseller chain and their attachments, the help assistant, and the "Tarefas"
 * drawer (jobs with progress and result files).
 *
 * Uploads are multipart: the handlers read the parts and check size and content (PNG, JPEG, GIF,
 * WebP; PDF for ticket attachments), so Fastify does not validate them. Message text is sanitised
 * HTML (at most 20000 characters), checked by the handler. Permissions are the handlers' (403).
 */
import { type Contrato, arquivo, arquivoEnviado, booleano, dados, id, idNaUrl, inteiro, lista, nulo, objeto, opcoes, texto, textoComo, tipo } from './base.ts';

/** Any signed-in user (the handler checks what applies): the OpenAPI's system tag. */
const SISTEMA = 'Sistema';

const TAG = 'Suporte';

/** A help image or ticket attachment id (UUID; upper or lower case). */
const uuidNaUrl = (titulo: string) => textoComo(titulo, '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$');
const IMAGENS = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const SITUACOES_TICKET = ['aberto', 'em_atendimento', 'aguardando_cliente', 'resolvido', 'fechado'] as const;

export const AjudasDoUsuario = tipo(
  'AjudasDoUsuario',
  objeto(
    {
      Categorias: lista(
        'Categorias',
        objeto(
          {
            id: id('Categoria'),
            nome: texto('Nome'),
            descricao: nulo(texto('Descrição')),
            ordem: inteiro('Ordem'),
            modulos: lista('Módulos', texto('Módulo')),
          },
          ['id', 'nome', 'descricao', 'ordem', 'modulos'],
        ),
      ),
      Artigos: lista(
        'Artigos',
        objeto(
          {
            id: id('Artigo'),
            categoria_id: id('Categoria'),
            titulo: texto('Título'),
            resumo: nulo(texto('Resumo')),
            ordem: inteiro('Ordem'),
            alterado_em: texto('Alterado em'),
            conteudo: texto('Conteúdo (HTML; só ao pedir um artigo pelo id)'),
          },
          ['id', 'categoria_id', 'titulo', 'resumo', 'ordem', 'alterado_em'],
        ),
      ),
    },
    ['Categorias', 'Artigos'],
  ),
);

export const ImagemAjuda = tipo(
  'ImagemAjuda',
  objeto(
    {
      id: texto('Imagem (UUID)'),
      nome: texto('Nome do arquivo'),
      tipo: texto('Tipo (MIME)'),
      tamanho: inteiro('Tamanho (bytes)'),
      url: texto('Endereço da imagem'),
    },
    ['id', 'nome', 'tipo', 'tamanho', 'url'],
  ),
);

export const AnexoTicket = tipo(
  'AnexoTicket',
  objeto(
    { id: texto('Anexo (UUID)'), nome: texto('Nome do arquivo'), tipo: texto('Tipo (MIME)'), tamanho: inteiro('Tamanho (bytes)'), emitente_id: id('Empresa') },
    ['id', 'nome', 'tipo', 'tamanho'],
  ),
);

export const MensagemTicket = tipo(
  'MensagemTicket',
  objeto(
    {
      id: id('Mensagem'),
      emitente_id: id('Empresa'),
      ticket_id: id('Ticket'),
      texto: texto('Texto (HTML saneado)'),
      autor_usuario_id: nulo(id('Autor')),
      autor_nome: nulo(texto('Autor')),
      lado: opcoes('Lado', ['empresa', 'suporte']),
      anexos: nulo(texto('Anexos (lista JSON de {id, nome, tipo, tamanho} ou de ids)')),
      criado_em: texto('Enviada em'),
    },
    ['id', 'texto', 'autor_usuario_id', 'autor_nome', 'lado', 'anexos', 'criado_em'],
  ),
);

const CAMPOS_TICKET = {
  id: id('Ticket'),
  emitente_id: id('Empresa'),
  emitente_nome: texto('Empresa'),
  assunto: texto('Assunto'),
  categoria: nulo(texto('Categoria')),
  prioridade: nulo(texto('Prioridade')),
  situacao: opcoes('Situação', SITUACOES_TICKET),
  aberto_por: nulo(id('Aberto por')),
  atribuido_a: nulo(id('Atribuído a')),
  criado_em: texto('Aberto em'),
  alterado_em: texto('Alterado em'),
};
const OBRIGATORIOS_TICKET = ['id', 'emitente_id', 'assunto', 'categoria', 'prioridade', 'situacao', 'aberto_por', 'atribuido_a', 'criado_em', 'alterado_em'];

export const TicketSuporte = tipo(
  'TicketSuporte',
  objeto({ ...CAMPOS_TICKET, mensagens: inteiro('Mensagens'), Mensagem: lista('Mensagens', MensagemTicket) }, OBRIGATORIOS_TICKET),
);

export const TarefaVisao = tipo(
  'TarefaVisao',
  objeto(
    {
      id: id('Tarefa'),
      emitente_id: id('Empresa'),
      usuario_id: id('Usuário'),
      tipo: texto('Tipo'),
      descricao: nulo(texto('Descrição')),
      situacao: opcoes('Situação', ['pendente', 'executando', 'concluida', 'falhou', 'cancelada']),
      progresso: { type: 'number', title: 'Progresso (0 a 100, numeric lido como número)' },
      mensagem: nulo(texto('Mensagem')),
      resultado: { title: 'Resultado (JSON do tipo de tarefa)' },
      arquivo_nome: nulo(texto('Arquivo')),
      arquivo_tamanho: nulo(inteiro('Tamanho do arquivo (bytes)')),
      arquivo_disponivel: booleano('Arquivo para baixar'),
      erro: nulo(texto('Erro')),
      tentativas: inteiro('Tentativas'),
      max_tentativas: inteiro('Tentativas no máximo'),
      criado_em: texto('Criada em'),
      iniciado_em: nulo(texto('Iniciada em')),
      concluido_em: nulo(texto('Concluída em')),
      expira_em: nulo(texto('Arquivo expira em')),
    },
    // every column of COLUNAS_VISAO (src/server/jobs/repositorio.ts) is always selected
    [
      'id',
      'emitente_id',
      'usuario_id',
      'tipo',
      'descricao',
      'situacao',
      'progresso',
      'mensagem',
      'arquivo_nome',
      'arquivo_tamanho',
      'arquivo_disponivel',
      'erro',
      'tentativas',
      'max_tentativas',
      'criado_em',
      'iniciado_em',
      'concluido_em',
      'expira_em',
    ],
  ),
);

/** Body of a ticket message: text and optional attachments (a JSON list as text, or the list itself). */
const corpoMensagem = objeto({
  texto: nulo(texto('Mensagem')),
  anexos: { type: ['string', 'array', 'null'], title: 'Anexos (lista de ids ou de {id, ...}, até 10)' },
});
const paramTicket = objeto({ id: idNaUrl('Ticket') }, ['id']);
const paramTarefa = objeto({ id: idNaUrl('Tarefa') }, ['id']);
const paramAnexo = objeto({ id: uuidNaUrl('Anexo') }, ['id']);
const paramImagem = objeto({ id: uuidNaUrl('Imagem') }, ['id']);

const excluirImagem = {
  metodo: 'DELETE',
  tag: TAG,
  resumo: 'Excluir uma imagem de ajuda (recusado enquanto um artigo a usa)',
  descricao: 'Administrador com Permitir.Ajuda.Alterar ou Permitir.Ajuda.Incluir.',
  permissao: 'Permitir.Ajuda.Alterar',
  resposta: dados(booleano('Excluída')),
} as const;

export const SUPORTE = {
  ajudasDoUsuario: {
    id: 'Ajuda_GetAjudasUsuario',
    metodo: 'GET',
    caminhos: ['/v1/ajuda/GetAjudasUsuario'],
    tag: SISTEMA,
    resumo: 'Categorias e artigos de ajuda publicados, com busca, filtro por módulo ou um artigo pelo id',
    descricao: 'busca: palavras de ao menos 3 letras; modulo: 2 a 40 letras; id: o artigo, com o conteúdo.',
    query: objeto({
      busca: texto('Busca'),
      modulo: textoComo('Módulo', '^\\s*([A-Za-z]{2,40})?\\s*$'),
      id: textoComo('Artigo', '^\\s*([0-9]+)?\\s*$'),
    }),
    resposta: dados(AjudasDoUsuario),
  },
  enviarImagemAjuda: {
    id: 'AjudaUpload_Enviar',
    metodo: 'POST',
    caminhos: ['/v1/ajudaUpload/'],
    tag: TAG,
    resumo: 'Enviar uma imagem para um artigo de ajuda (até 5 MB; PNG, JPEG, GIF ou WebP conferidos pelo conteúdo)',
    descricao: 'Administrador com Permitir.Ajuda.Alterar ou Permitir.Ajuda.Incluir. `url` é o src que o editor põe no artigo.',
    permissao: 'Permitir.Ajuda.Alterar',
    multipart: objeto({ arquivo: arquivoEnviado('Imagem') }, ['arquivo']),
    resposta: dados(ImagemAjuda),
  },
  baixarImagemAjuda: {
    id: 'AjudaUpload_Baixar',
    metodo: 'GET',
    caminhos: ['/v1/ajudaUpload/:id'],
    tag: TAG,
    resumo: 'A imagem de um artigo de ajuda (pública: o <img> não envia o token; id aleatório)',
    publico: true,
    params: paramImagem,
    resposta: arquivo(IMAGENS, 'A imagem, com o tipo gravado, nosniff e cache de um dia.'),
  },
  excluirImagemAjudaQuery: {
    ...excluirImagem,
    id: 'AjudaUpload_ExcluirPelaQuery',
    caminhos: ['/v1/ajudaUpload/'],
    descricao: `${excluirImagem.descricao} O id vem na query (?id=) ou no corpo JSON.`,
    query: objeto({ id: texto('Imagem (UUID)') }),
    corpo: objeto({ id: { type: ['string', 'null'], title: 'Imagem (UUID)' } }),
  },
  excluirImagemAjuda: { ...excluirImagem, id: 'AjudaUpload_Excluir', caminhos: ['/v1/ajudaUpload/:id'], params: paramImagem },
  enviarAnexoTicket: {
    id: 'TicketMensagemUpload_Enviar',
    metodo: 'POST',
    caminhos: ['/v1/ticketMensagemUpload/'],
    tag: TAG,
    resumo: 'Enviar um anexo de mensagem de ticket (até 5 MB; imagem PNG, JPEG, GIF, WebP ou PDF conferidos pelo conteúdo)',
    descricao: 'ticket_id: opcional para a empresa, obrigatório para usuários da cadeia (o anexo fica na empresa do ticket).',
    permissao: 'Permitir.Ticket.Consultar',
    multipart: objeto({ ticket_id: id('Ticket'), arquivo: arquivoEnviado('Arquivo') }, ['arquivo']),
    resposta: dados(AnexoTicket),
  },
  baixarAnexoTicket: {
    id: 'TicketMensagemUpload_Baixar',
    metodo: 'GET',
    caminhos: ['/v1/ticketMensagemUpload/:id'],
    tag: TAG,
    resumo: 'Baixar um anexo de ticket (só de empresa visível)',
    permissao: 'Permitir.Ticket.Consultar',
    params: paramAnexo,
    resposta: arquivo([...IMAGENS, 'application/pdf'], 'O arquivo, com o tipo gravado.'),
  },
  excluirAnexoTicket: {
    id: 'TicketMensagemUpload_Excluir',
    metodo: 'DELETE',
    caminhos: ['/v1/ticketMensagemUpload/:id'],
    tag: TAG,
    resumo: 'Excluir um anexo enviado pelo próprio usuário e ainda não usado em mensagem',
    permissao: 'Permitir.Ticket.Consultar',
    params: paramAnexo,
    resposta: dados(booleano('Excluído')),
  },
  responderEmpresa: {
    id: 'Ticket_EnviarMensagem',
    metodo: 'POST',
    caminhos: ['/v1/ticket/:id/mensagens'],
    tag: TAG,
    resumo: 'Nova mensagem da empresa num ticket seu (ticket fechado: 400)',
    permissao: 'Permitir.Ticket.Alterar',
    params: paramTicket,
    corpo: corpoMensagem,
    resposta: dados(MensagemTicket),
  },
  ticketsSuporte: {
    id: 'Suporte_Tickets',
    metodo: 'GET',
    caminhos: ['/v1/suporte/tickets'],
    tag: SISTEMA,
    resumo: 'Tickets da subárvore do usuário da cadeia (administrador: todos), mais recentes primeiro',
    query: objeto({ situacao: opcoes('Situação', ['', ...SITUACOES_TICKET]) }),
    resposta: dados(lista('Tickets', TicketSuporte)),
  },
  ticketSuporte: {
    id: 'Suporte_Ticket',
    metodo: 'GET',
    caminhos: ['/v1/suporte/tickets/:id'],
    tag: SISTEMA,
    resumo: 'Um ticket com as mensagens (usuários da cadeia)',
    params: paramTicket,
    resposta: dados(TicketSuporte),
  },
  responderSuporte: {
    id: 'Suporte_ResponderTicket',
    metodo: 'POST',
    caminhos: ['/v1/suporte/tickets/:id/mensagens'],
    tag: SISTEMA,
    resumo: 'Resposta do suporte (atribui o ticket a quem respondeu, se ninguém; situação aguardando_cliente)',
    params: paramTicket,
    corpo: corpoMensagem,
    resposta: dados(MensagemTicket),
  },
  situacaoSuporte: {
    id: 'Suporte_SituacaoTicket',
    metodo: 'PUT',
    caminhos: ['/v1/suporte/tickets/:id/situacao'],
    tag: SISTEMA,
    resumo: 'Mudar a situação de um ticket (usuários da cadeia)',
    params: paramTicket,
    corpo: objeto({ situacao: nulo(opcoes('Situação', SITUACOES_TICKET)) }),
    resposta: dados(TicketSuporte),
  },
  assistenteStatus: {
    id: 'ChatGPT_Status',
    metodo: 'GET',
    caminhos: ['/v1/ChatGPT/Status'],
    tag: SISTEMA,
    resumo: 'O assistente de ajuda está configurado neste servidor?',
    resposta: dados(tipo('SituacaoAssistente', objeto({ ativo: booleano('Ativo') }, ['ativo']))),
  },
  assistenteChat: {
    id: 'ChatGPT_Chat',
    metodo: 'GET',
    caminhos: ['/v1/ChatGPT/Chat'],
    tag: SISTEMA,
    resumo: 'Perguntar ao assistente de ajuda (responde com base nos artigos de ajuda)',
    descricao: 'chat: até 2000 caracteres. Sem assistente configurado: 404. 20 perguntas por minuto.',
    query: objeto({ chat: texto('Pergunta') }),
    resposta: dados(
      tipo(
        'RespostaAssistente',
        objeto(
          {
            resposta: texto('Resposta'),
            artigos: lista('Artigos usados', objeto({ id: id('Artigo'), titulo: texto('Título') }, ['id', 'titulo'])),
            modelo: texto('Modelo'),
          },
          ['resposta', 'artigos', 'modelo'],
        ),
      ),
    ),
  },
  tarefas: {
    id: 'Tarefas_Listar',
    metodo: 'GET',
    caminhos: ['/v1/Tarefas'],
    tag: SISTEMA,
    resumo: 'Tarefas do usuário na empresa da sessão, mais novas primeiro (até 50)',
    descricao: 'ativas=true (ou 1): só pendentes e em execução; outro valor: todas.',
    query: objeto({ ativas: texto('Só ativas') }),
    resposta: dados(lista('Tarefas', TarefaVisao)),
  },
  tarefa: {
    id: 'Tarefas_Ler',
    metodo: 'GET',
    caminhos: ['/v1/Tarefas/:id'],
    tag: SISTEMA,
    resumo: 'Uma tarefa do usuário',
    params: paramTarefa,
    resposta: dados(TarefaVisao),
  },
  tarefaArquivo: {
    id: 'Tarefas_Arquivo',
    metodo: 'GET',
    caminhos: ['/v1/Tarefas/:id/Arquivo'],
    tag: SISTEMA,
    resumo: 'O arquivo resultado de uma tarefa concluída (404 quando não há ou expirou)',
    params: paramTarefa,
    resposta: arquivo(['application/zip', 'application/octet-stream'], 'O arquivo (anexo).'),
  },
  tarefaCancelar: {
    id: 'Tarefas_Cancelar',
    metodo: 'POST',
    caminhos: ['/v1/Tarefas/:id/Cancelar'],
    tag: SISTEMA,
    resumo: 'Cancelar uma tarefa pendente ou em execução (já terminada: 400)',
    params: paramTarefa,
    resposta: dados(TarefaVisao),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_SUPORTE: readonly Contrato[] = Object.values(SUPORTE);
