/**
 * Contracts of the sign-in and account actions (SPEC §7 "Auth" and "Extras"; src/server/auth/routes.ts,
 * auth/recaptcha.ts, modules/conta, modules/sessoes, modules/tokens): login, token refresh and
 * revocation, choosing the company of a session, reCAPTCHA, self-registration, password and e-mail
 * changes, the live sessions and the personal access tokens for BI.
 *
 * Presence, lengths, password strength (SPEC §5), e-mail format and uniqueness stay in the handlers,
 * with their own pt-BR messages naming the field; the contract fixes the types of what is sent.
 */
import { type Contrato, type JsonSchema, booleano, dados, id, inteiro, lista, nulo, objeto, opcoes, textoComo, texto, tipo, uuid } from './base.ts';

/** Any signed-in user (the handler checks what applies): the OpenAPI's system tag. */
const SISTEMA = 'Sistema';

/** The signed-in user as the web keeps it (auth/context.ts `storedUser`). */
export const UsuarioSessao = tipo(
  'UsuarioSessao',
  objeto(
    {
      id: id('Usuário'),
      login: texto('Login'),
      nome: texto('Nome'),
      email: nulo(texto('E-mail')),
      Emitente: nulo(
        objeto(
          {
            id: id('Empresa'),
            nome: texto('Nome'),
            cnpj: texto('CNPJ'),
            tipo_pacote: inteiro('Pacote'),
            Revenda: objeto({ id: nulo(id('Revenda')) }, ['id']),
          },
          ['id', 'nome', 'cnpj', 'tipo_pacote', 'Revenda'],
        ),
      ),
      TipoUsuario: objeto(
        { id: id('Tipo de usuário'), tipo: texto('Tipo'), Restricao: lista('Regras do tipo', objeto({ regra: texto('Regra') }, ['regra'])) },
        ['id', 'tipo', 'Restricao'],
      ),
      EmitenteTipoUsuario: nulo(
        objeto(
          {
            id: id('Perfil'),
            descricao: texto('Perfil'),
            EmitenteRestricao: lista('Regras do perfil', objeto({ regra: texto('Regra') }, ['regra'])),
          },
          ['id', 'descricao', 'EmitenteRestricao'],
        ),
      ),
    },
    ['id', 'login', 'nome', 'email', 'Emitente', 'TipoUsuario', 'EmitenteTipoUsuario'],
  ),
);

/** Answer of login, refresh and company switch: a new access token, the rotated refresh token and the user. */
export const SessaoAutenticada = tipo(
  'SessaoAutenticada',
  objeto(
    {
      Token: texto('Token de acesso (JWT)'),
      // auth/routes.ts `answer` always sends the rotated refresh token
      RefreshToken: texto('Token de renovação'),
      TokenExpires: texto('Validade do token de acesso (data e hora -03:00)'),
      User: UsuarioSessao,
    },
    ['Token', 'RefreshToken', 'TokenExpires', 'User'],
  ),
);

export const SessaoConectada = tipo(
  'SessaoConectada',
  objeto(
    {
      id: uuid('Sessão'),
      usuario_id: id('Usuário'),
      usuario_nome: texto('Nome'),
      usuario_login: texto('Login'),
      dispositivo: texto('Dispositivo'),
      user_agent: nulo(texto('User-Agent')),
      ip: nulo(texto('IP')),
      criado_em: texto('Início'),
      ultimo_uso: texto('Último uso'),
      expira_em: texto('Validade'),
      lembrar_me: booleano('Lembrar-me'),
      propria: booleano('É a sessão atual'),
      conexoes: inteiro('Conexões ao vivo'),
      conexoesAtivas: lista(
        'Conexões ao vivo',
        objeto({ connectionId: texto('Conexão'), conectadoEm: texto('Conectado em'), ip: nulo(texto('IP')) }, ['connectionId', 'conectadoEm', 'ip']),
      ),
    },
    ['id', 'usuario_id', 'usuario_nome', 'usuario_login', 'dispositivo', 'criado_em', 'ultimo_uso', 'expira_em', 'propria', 'conexoes', 'conexoesAtivas'],
  ),
);

export const TokenAcesso = tipo(
  'TokenAcesso',
  objeto(
    {
      id: id('Token'),
      nome: texto('Nome'),
      prefixo: texto('Prefixo (para reconhecer o token)'),
      escopo: opcoes('Escopo', ['leitura']),
      emitente_id: nulo(id('Empresa')),
      emitente_nome: nulo(texto('Empresa')),
      criado_em: texto('Criado em'),
      expira_em: texto('Validade'),
      ultimo_uso: nulo(texto('Último uso')),
      ultimo_ip: nulo(texto('Último IP')),
      revogado_em: nulo(texto('Revogado em')),
      situacao: opcoes('Situação', ['ativo', 'revogado', 'expirado']),
    },
    ['id', 'nome', 'prefixo', 'escopo', 'criado_em', 'expira_em', 'situacao'],
  ),
);

export const CONTA = {
  login: {
    id: 'Auth_Login',
    metodo: 'POST',
    caminhos: ['/v1/auth/login/'],
    tag: SISTEMA,
    resumo: 'Entrar com login e senha',
    descricao:
      'Falhas limitadas por login e por IP (429 com Retry-After); reCAPTCHA exigido depois de falhas quando ligado. LembrarMe: true, "true" ou 1 estende a validade do token de renovação.',
    publico: true,
    corpo: objeto({
      Login: nulo(texto('Login', undefined, { description: 'Até 60 caracteres (conferido pelo servidor).' })),
      Password: nulo(texto('Senha')),
      LembrarMe: { title: 'Lembrar-me', description: 'true, "true" ou 1; outro valor: não.' },
      Recaptcha: nulo(texto('Token do reCAPTCHA')),
    }),
    resposta: dados(SessaoAutenticada),
  },
  refreshToken: {
    id: 'Auth_RefreshToken',
    metodo: 'POST',
    caminhos: ['/v1/auth/refresh-token/'],
    tag: SISTEMA,
    resumo: 'Renovar o token de acesso (o token de renovação é trocado; reuso revoga a sessão)',
    publico: true,
    corpo: objeto({
      RefreshToken: nulo(texto('Token de renovação')),
      AccessToken: { title: 'Token de acesso anterior', description: 'Texto: precisa ser da mesma sessão; outro tipo é ignorado.' },
    }),
    resposta: dados(SessaoAutenticada),
  },
  refreshTokenEmpresa: {
    id: 'Auth_RefreshTokenEmpresa',
    metodo: 'POST',
    caminhos: ['/v1/auth/RefreshTokenEmpresa/'],
    tag: SISTEMA,
    resumo: 'Escolher a empresa em que a sessão atua (novo token de acesso e de renovação)',
    descricao: 'A empresa vem em EmitenteId (ou emitente_id, ou Emitente), número ou dígitos; precisa ser visível pela cadeia do usuário.',
    corpo: objeto({
      EmitenteId: { type: ['integer', 'string', 'null'], title: 'Empresa' },
      emitente_id: { type: ['integer', 'string', 'null'], title: 'Empresa' },
      Emitente: { type: ['integer', 'string', 'null'], title: 'Empresa' },
      RefreshToken: nulo(texto('Token de renovação')),
    }),
    resposta: dados(SessaoAutenticada),
  },
  revogarSessao: {
    id: 'Auth_RevokeSession',
    metodo: 'POST',
    caminhos: ['/v1/auth/revoke-session/:token'],
    tag: SISTEMA,
    resumo: 'Sair: encerrar a sessão do token de renovação informado',
    publico: true,
    params: objeto({ token: texto('Token de renovação') }, ['token']),
    resposta: dados(booleano('Encerrada agora (false: já estava encerrada ou não existe)')),
  },
  revogarSessaoPorId: {
    id: 'Auth_RevokeSessionId',
    metodo: 'POST',
    caminhos: ['/v1/auth/revoke-session-id/:id'],
    tag: SISTEMA,
    resumo: 'Encerrar uma sessão pelo identificador (a própria, ou de outro usuário com Permitir.SessaoUsuario.Alterar)',
    params: objeto({ id: textoComo('Sessão', '^[0-9a-fA-F-]{36}$') }, ['id']),
    resposta: dados(booleano('Encerrada')),
  },
  recaptchaConfig: {
    id: 'Recaptcha_Config',
    metodo: 'GET',
    caminhos: ['/v1/Recaptcha/config'],
    tag: SISTEMA,
    resumo: 'O que o app web precisa para desenhar o reCAPTCHA (nunca o segredo)',
    publico: true,
    resposta: dados(
      tipo(
        'RecaptchaConfig',
        objeto(
          {
            ativo: booleano('Ligado'),
            siteKey: nulo(texto('Chave do site')),
            scriptUrl: texto('Endereço do script'),
            aposFalhas: inteiro('Falhas de login antes de exigir'),
          },
          ['ativo', 'siteKey', 'scriptUrl', 'aposFalhas'],
        ),
      ),
    ),
  },
  recaptchaValidar: {
    id: 'Recaptcha_Validar',
    metodo: 'POST',
    caminhos: ['/v1/Recaptcha/validate/'],
    tag: SISTEMA,
    resumo: 'Conferir um token do reCAPTCHA (desligado: sempre válido)',
    descricao: 'O token vem em Token, token ou response.',
    publico: true,
    corpo: objeto({
      Token: nulo(texto('Token do reCAPTCHA')),
      token: nulo(texto('Token do reCAPTCHA')),
      response: nulo(texto('Token do reCAPTCHA')),
    }),
    resposta: dados(
      tipo(
        'RecaptchaValidado',
        objeto({ valido: booleano('Válido'), ativo: booleano('Ligado'), nota: nulo({ type: 'number', title: 'Nota' }) }, ['valido', 'ativo', 'nota']),
      ),
    ),
  },
  usuarioExiste: {
    id: 'Conta_UsuarioExiste',
    metodo: 'POST',
    caminhos: ['/v1/getByUsuarioExists/'],
    tag: SISTEMA,
    resumo: 'O login já está em uso? (sem diferenciar maiúsculas)',
    publico: true,
    corpo: objeto({ Login: nulo(texto('Login')) }),
    resposta: dados(booleano('Login em uso')),
  },
  cadastrarEmitente: {
    id: 'Conta_RegisterEmitente',
    metodo: 'POST',
    caminhos: ['/v1/registerEmitente/'],
    tag: SISTEMA,
    resumo: 'Autocadastro de uma empresa e do usuário proprietário',
    descricao:
      'Empresa e Usuario são conferidos pelos validadores do registro (emitente e usuario): erros com chave Empresa.{campo} / Usuario.{campo}; CNPJ ou login repetidos: 409. Outras chaves são ignoradas (pacote, ambiente e revenda são do servidor).',
    publico: true,
    corpo: objeto({
      Url: nulo(texto('Endereço da empresa (marca)')),
      Empresa: objeto(
        Object.fromEntries(
          [
            ['nome', 'Razão social'],
            ['fantasia', 'Nome fantasia'],
            ['cnpj', 'CNPJ'],
            ['ie', 'Inscrição estadual'],
            ['crt', 'Regime tributário (CRT)'],
            ['email', 'E-mail'],
            ['telefone', 'Telefone'],
            ['cep', 'CEP'],
            ['logradouro', 'Logradouro'],
            ['numero', 'Número'],
            ['complemento', 'Complemento'],
            ['bairro', 'Bairro'],
            ['cidade_id', 'Município (código IBGE)'],
            ['uf', 'UF'],
          ].map(([k, t]) => [k, { title: t }]),
        ),
        [],
        { titulo: 'Empresa' },
      ),
      Usuario: objeto({ nome: { title: 'Nome' }, email: { title: 'E-mail' }, login: { title: 'Login' }, senha: { title: 'Senha' } }, [], { titulo: 'Usuário' }),
      Recaptcha: nulo(texto('Token do reCAPTCHA')),
    }),
    resposta: {
      status: 201,
      dados: tipo('EmitenteCadastrado', objeto({ emitente_id: id('Empresa'), login: texto('Login') }, ['emitente_id', 'login'])),
    },
  },
  alterarEmail: {
    id: 'Conta_AlterarEmail',
    metodo: 'PUT',
    caminhos: ['/v1/alterarEmailUsuario/'],
    tag: SISTEMA,
    resumo: 'Alterar o próprio e-mail, confirmado pela senha (o endereço anterior recebe um aviso)',
    corpo: objeto({ Senha: nulo(texto('Senha')), Email: nulo(texto('E-mail', undefined, { description: 'Até 100 caracteres.' })) }),
    resposta: dados(tipo('EmailAlterado', objeto({ email: texto('E-mail') }, ['email']))),
  },
  alterarSenha: {
    id: 'Conta_AlterarSenha',
    metodo: 'PUT',
    caminhos: ['/v1/alterarSenhaUsuario/'],
    tag: SISTEMA,
    resumo: 'Alterar a própria senha (as outras sessões são encerradas)',
    corpo: objeto({ SenhaAtual: nulo(texto('Senha atual')), NovaSenha: nulo(texto('Nova senha')) }),
    resposta: dados({ type: 'null' }),
  },
  redefinirSenha: {
    id: 'Conta_RedefinirSenha',
    metodo: 'PUT',
    caminhos: ['/v1/redefinirSenhaUsuario/'],
    tag: SISTEMA,
    resumo: 'Pedir o link de redefinição de senha ({Email, Url}) ou redefinir com ele ({Token, Senha})',
    descricao:
      'O pedido responde sempre a mesma mensagem (não revela quais e-mails existem). Com Token: a senha é conferida (SPEC §5) e todas as sessões do usuário são encerradas.',
    publico: true,
    corpo: objeto({
      Email: nulo(texto('E-mail')),
      Url: nulo(texto('Endereço da empresa')),
      Token: { title: 'Token do link', description: 'Presente (não nulo): redefinição; texto.' },
      Senha: { title: 'Nova senha' },
    }),
    resposta: dados(nulo(tipo('SenhaRedefinida', objeto({ login: texto('Login') }, ['login']))), 'Data: null no pedido do link; {login} na redefinição.'),
  },
  sessoesConectadas: {
    id: 'Sessoes_Conectadas',
    metodo: 'GET',
    caminhos: ['/v1/sessoes/conectadas'],
    tag: 'Configurações',
    resumo: 'Sessões vivas que o usuário enxerga, com as conexões ao vivo de cada uma',
    permissao: 'Permitir.SessaoUsuario.Consultar',
    resposta: dados(lista('Sessões', SessaoConectada)),
  },
  tokensListar: {
    id: 'TokenAcesso_Listar',
    metodo: 'GET',
    caminhos: ['/v1/TokenAcesso', '/v1/TokenAcesso/'],
    tag: SISTEMA,
    resumo: 'Tokens de acesso pessoal do usuário (sem o segredo), mais novos primeiro',
    resposta: dados(lista('Tokens', TokenAcesso)),
  },
  tokensCriar: {
    id: 'TokenAcesso_Criar',
    metodo: 'POST',
    caminhos: ['/v1/TokenAcesso/'],
    tag: SISTEMA,
    resumo: 'Criar um token de acesso pessoal (somente leitura, para o OData de BI); o segredo só vem nesta resposta',
    descricao: 'nome: 3 a 60 caracteres; validade_dias: 30, 90, 180 ou 365 (padrão 90), número ou texto.',
    corpo: objeto({ nome: nulo(texto('Nome')), validade_dias: { type: ['integer', 'string', 'null'], title: 'Validade (dias)' } }),
    resposta: {
      status: 201,
      dados: tipo(
        'TokenAcessoCriado',
        objeto({ ...(TokenAcesso.properties as Record<string, JsonSchema>), token: texto('Token (só agora)') }, [
          ...(TokenAcesso.required as string[]),
          'token',
        ]),
      ),
    },
  },
  tokensRevogar: {
    id: 'TokenAcesso_Revogar',
    metodo: 'DELETE',
    caminhos: ['/v1/TokenAcesso/:id'],
    tag: SISTEMA,
    resumo: 'Revogar um token de acesso pessoal do próprio usuário (vale na hora)',
    params: objeto({ id: textoComo('Token', '^[0-9]{1,9}$') }, ['id']),
    resposta: dados(booleano('Revogado')),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_CONTA: readonly Contrato[] = Object.values(CONTA);
