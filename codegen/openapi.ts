/**
 * `src/generated/openapi.json` (OpenAPI 3.1, served at /docs) and `src/generated/openapi.d.ts`
 * (openapi-typescript, for the web client). Paths follow SPEC §7: the generic REST CRUD and the
 * OData list of every registry entity, `$metadata`, `/v1/schema/{id}`, the auth calls and the
 * public white-label lookup, and the module actions declared in src/contratos (codegen/acoes.ts). Every operation carries `x-permission` (`Permitir.{rule}.{Ação}`;
 * DELETE uses Alterar, as the server does).
 */
import openapiTS, { astToString } from 'openapi-typescript';
import type { EntityDef, Registry } from '../schema/registry.ts';
import { HEADER_TEXT, MENU_SECTIONS, SYSTEM_TAG, TS_HEADER, entityTag, sortedEntities, typeName } from './common.ts';
import { entitySchema, type JsonSchema } from './json-schema.ts';
import { pathsDasAcoes } from './acoes.ts';
import { CONTRATOS } from '../src/contratos/index.ts';

/** `$top` cap of the OData lists (same value as the server's ODATA_MAX_TOP). */
export const ODATA_MAX_TOP = 1000;
/** `$top` applied when the query has none (the server's ODATA_DEFAULT_TOP). */
export const ODATA_DEFAULT_TOP = 100;

/**
 * Public fields of `GET /v1/ConfiguracaoWhiteLabel/CarregarUrl/{id}` (mirrors BRANDING_FIELDS of
 * src/server/tenant/whitelabel.ts; codegen must not import the server).
 */
export const BRANDING_FIELDS = [
  'url',
  'nome_empresa',
  'site',
  'logo',
  'logo_white',
  'logo_black',
  'login_fundo',
  'icone',
  'login_titulo',
  'login_descricao',
  'cor_primaria',
];

type Obj = Record<string, unknown>;
type Acao = 'Consultar' | 'Incluir' | 'Alterar';

const JSON_CT = 'application/json';
const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const paramRef = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** Schemas of the system components (envelope, errors, auth payloads), by component name. */
function systemSchemas(registry: Registry): Record<string, JsonSchema> {
  const wl = registry.entities.find((e) => e.id === 'configuracaoWhiteLabel');
  const brandingProps: Record<string, JsonSchema> = {};
  for (const f of BRANDING_FIELDS) {
    const def = wl?.properties[f];
    brandingProps[f] = def
      ? { type: [def.type ?? 'string', 'null'], title: def.title, ...(def.maxLength ? { maxLength: def.maxLength } : {}) }
      : { type: ['string', 'null'] };
  }
  const regraList = (title: string) => ({
    type: 'array',
    title,
    items: { type: 'object', required: ['regra'], properties: { regra: { type: 'string', examples: ['Permitir.Cliente.Consultar'] } } },
  });
  return {
    Envelope: {
      title: 'Envelope',
      description: 'Resposta de toda chamada não OData (SPEC §7). Em erro, Success é false e Message traz o texto em pt-BR.',
      type: 'object',
      required: ['Success', 'Message', 'Data'],
      properties: {
        Success: { type: 'boolean' },
        Message: { type: ['string', 'null'] },
        Data: { description: 'Conteúdo da resposta (depende da operação).' },
      },
    },
    ValidationError: {
      title: 'Erro de validação',
      description:
        'HTTP 400: Success false, Message em pt-BR e uma chave por campo com a lista de mensagens ' +
        '(ex.: "cpf_cnpj": ["CPF/CNPJ inválido"], "itens[2].quantidade": ["Deve ser maior que zero"]). ' +
        'As chaves Success, Message e Data são reservadas.',
      type: 'object',
      required: ['Success', 'Message', 'Data'],
      properties: {
        Success: { type: 'boolean', const: false },
        Message: { type: 'string' },
        Data: { type: 'null' },
      },
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    ODataError: {
      title: 'Erro OData',
      description: 'Erro das rotas /OData (formato OData v4).',
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['code', 'message'],
          properties: { code: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
    LoginRequest: {
      title: 'Login',
      type: 'object',
      required: ['Login', 'Password'],
      properties: {
        Login: { type: 'string', maxLength: 60, title: 'Login' },
        Password: { type: 'string', maxLength: 200, title: 'Senha', writeOnly: true },
        LembrarMe: { type: 'boolean', title: 'Lembrar-me', default: false },
      },
    },
    RefreshTokenRequest: {
      title: 'Renovação de token',
      type: 'object',
      required: ['RefreshToken'],
      properties: {
        AccessToken: { type: 'string', description: 'Token de acesso atual (pode estar expirado); se enviado, deve ser da mesma sessão.' },
        RefreshToken: { type: 'string', maxLength: 200 },
      },
    },
    RefreshTokenEmpresaRequest: {
      title: 'Troca de empresa da sessão',
      type: 'object',
      required: ['EmitenteId', 'RefreshToken'],
      properties: {
        EmitenteId: { type: 'integer', minimum: 1, title: 'Empresa' },
        RefreshToken: { type: 'string', maxLength: 200 },
      },
    },
    StoredUser: {
      title: 'Usuário da sessão',
      description: 'Formato do usuário guardado pelo navegador (SPEC §3).',
      type: 'object',
      required: ['id', 'login', 'nome', 'email', 'Emitente', 'TipoUsuario', 'EmitenteTipoUsuario'],
      properties: {
        id: { type: 'integer' },
        login: { type: 'string' },
        nome: { type: 'string' },
        email: { type: 'string' },
        Emitente: {
          type: ['object', 'null'],
          required: ['id', 'nome', 'cnpj', 'tipo_pacote', 'Revenda'],
          properties: {
            id: { type: 'integer' },
            nome: { type: 'string' },
            cnpj: { type: 'string' },
            tipo_pacote: { type: 'integer' },
            Revenda: { type: 'object', required: ['id'], properties: { id: { type: ['integer', 'null'] } } },
          },
        },
        TipoUsuario: {
          type: 'object',
          required: ['id', 'tipo', 'Restricao'],
          properties: { id: { type: 'integer' }, tipo: { type: 'string' }, Restricao: regraList('Restrições do tipo de usuário') },
        },
        EmitenteTipoUsuario: {
          type: ['object', 'null'],
          required: ['id', 'descricao', 'EmitenteRestricao'],
          properties: {
            id: { type: 'integer' },
            descricao: { type: 'string' },
            EmitenteRestricao: regraList('Restrições do perfil na empresa'),
          },
        },
      },
    },
    LoginData: {
      title: 'Sessão autenticada',
      type: 'object',
      required: ['Token', 'RefreshToken', 'TokenExpires', 'User'],
      properties: {
        Token: { type: 'string', description: 'Token de acesso (JWT, enviado como Authorization: Bearer).' },
        RefreshToken: { type: 'string', description: 'Token de renovação (rotativo, uso único).' },
        TokenExpires: {
          type: 'string',
          description: 'Expiração do token de acesso, YYYY-MM-DDTHH:mm:ss no fuso do servidor (-03:00).',
          examples: ['2026-01-31T18:30:00'],
        },
        User: schemaRef('StoredUser'),
      },
    },
    WhiteLabelPublico: {
      title: 'Identidade visual pública',
      description: 'Campos públicos da configuração white-label do inquilino (SPEC §3).',
      type: 'object',
      properties: brandingProps,
    },
  };
}

/** A response whose body is the envelope with `Data` of the given schema. */
function envelopeResponse(description: string, data: JsonSchema): Obj {
  return {
    description,
    content: {
      [JSON_CT]: {
        schema: { allOf: [schemaRef('Envelope'), { type: 'object', required: ['Data'], properties: { Data: data } }] },
      },
    },
  };
}

function reusableResponses(): Record<string, Obj> {
  const env = (description: string) => ({ description, content: { [JSON_CT]: { schema: schemaRef('Envelope') } } });
  const odata = (description: string) => ({ description, content: { [JSON_CT]: { schema: schemaRef('ODataError') } } });
  return {
    ErroValidacao: { description: 'Dados inválidos: mensagens por campo.', content: { [JSON_CT]: { schema: schemaRef('ValidationError') } } },
    NaoAutenticado: env('Não autenticado ou sessão expirada.'),
    SemPermissao: env('Sem permissão para a operação.'),
    NaoEncontrado: env('Registro não encontrado.'),
    Conflito: env('Registro duplicado (valor já cadastrado).'),
    ODataErro: odata('Consulta OData inválida.'),
    ODataNaoAutenticado: odata('Não autenticado ou sessão expirada.'),
    ODataSemPermissao: odata('Sem permissão para consultar.'),
    Excluido: envelopeResponse('Registro excluído (Data true).', { type: 'boolean' }),
  };
}

function odataParameters(): Record<string, Obj> {
  const q = (name: string, schema: JsonSchema, description: string, example?: unknown) => ({
    name,
    in: 'query',
    required: false,
    description,
    schema,
    ...(example !== undefined ? { example } : {}),
  });
  return {
    ODataFilter: q(
      '$filter',
      { type: 'string' },
      'Filtro OData v4 (nomes de propriedade sem diferenciar maiúsculas).',
      "contains(nome,'Silva') and ativo eq true",
    ),
    ODataOrderBy: q('$orderby', { type: 'string' }, 'Ordenação: propriedades separadas por vírgula, com asc/desc.', 'nome asc,id desc'),
    ODataTop: q(
      '$top',
      { type: 'integer', minimum: 0, maximum: ODATA_MAX_TOP, default: ODATA_DEFAULT_TOP },
      `Quantidade máxima de registros (no máximo ${ODATA_MAX_TOP}).`,
    ),
    ODataSkip: q('$skip', { type: 'integer', minimum: 0 }, 'Registros a pular (paginação).'),
    ODataCount: q('$count', { type: 'boolean' }, 'Inclui @odata.count com o total de registros do filtro.'),
    ODataSelect: q('$select', { type: 'string' }, 'Propriedades a devolver, separadas por vírgula.', 'id,nome'),
    ODataSearch: q('$search', { type: 'string' }, 'Busca livre nas colunas de pesquisa da entidade.'),
  };
}

/** Permission extension keys of an entity operation. */
function permission(e: EntityDef, acao: Acao): Obj {
  const p = e.erp.permission;
  return {
    'x-permission': `Permitir.${p.rule}.${(p.acoes as Record<string, string> | undefined)?.[acao] ?? acao}`,
    'x-permission-source': p.source,
    ...(p.adminOnly ? { 'x-admin-only': true } : {}),
    ...(p.pacoteMinimo ? { 'x-pacote-minimo': p.pacoteMinimo } : {}),
  };
}

function idParameter(e: EntityDef): Obj {
  const f = e.properties[e.key];
  const schema: JsonSchema = { type: f.type === 'integer' ? 'integer' : 'string' };
  if (f.format === 'uuid') schema.format = 'uuid';
  if (f.maxLength) schema.maxLength = f.maxLength;
  return { name: 'id', in: 'path', required: true, description: `Chave do registro (${e.key}: ${f.title}).`, schema };
}

/** Reusable responses of one entity: the record in the envelope, the OData page, and "all" when restAll. */
function entityResponses(e: EntityDef): Record<string, Obj> {
  const name = typeName(e);
  const ref = schemaRef(name);
  const out: Record<string, Obj> = {
    [name]: envelopeResponse(`${e.title}: o registro com as listas filhas.`, ref),
    [`${name}Lista`]: {
      description: `Página OData de ${e.erp.plural}.`,
      content: {
        [JSON_CT]: {
          schema: {
            type: 'object',
            required: ['@odata.context', 'value'],
            properties: {
              '@odata.context': { type: 'string', examples: [`/OData/$metadata#${e.erp.odata}`] },
              '@odata.count': { type: 'integer', description: 'Total do filtro (com $count=true).' },
              value: { type: 'array', items: ref },
            },
          },
        },
      },
    },
  };
  if (e.erp.restAll) out[`${name}Todos`] = envelopeResponse(`Todos os registros de ${e.erp.plural}.`, { type: 'array', items: ref });
  return out;
}

/** Path items of one entity (REST CRUD, optional "all", OData list). */
function entityPaths(registry: Registry, e: EntityDef): Record<string, Obj> {
  const name = typeName(e);
  const tags = [entityTag(registry, e)];
  const ref = schemaRef(name);
  const body = { required: true, content: { [JSON_CT]: { schema: ref } } };
  const base = `/v1/${e.erp.rest}`;
  const paths: Record<string, Obj> = {};
  const op = (acao: Acao, id: string, summary: string, rest: Obj): Obj => ({
    tags,
    summary,
    operationId: `${name}_${id}`,
    ...permission(e, acao),
    ...rest,
  });

  const byId: Obj = {
    get: op('Consultar', 'Consultar', `Consultar ${e.title}`, {
      description: `Devolve o registro com as listas filhas. Permissão: Permitir.${e.erp.permission.rule}.Consultar.`,
      parameters: [idParameter(e)],
      responses: {
        '200': responseRef(name),
        '400': responseRef('ErroValidacao'),
        '401': responseRef('NaoAutenticado'),
        '403': responseRef('SemPermissao'),
        '404': responseRef('NaoEncontrado'),
      },
    }),
  };
  // write routes as crud/routes.ts registers them: not readOnly, and only the permission.actions listed
  const oferece = (acao: 'Incluir' | 'Alterar' | 'Excluir') => !e.erp.readOnly && (!e.erp.permission.actions || e.erp.permission.actions.includes(acao));
  const escrita: Obj = {};
  if (oferece('Incluir')) {
    escrita.post = op('Incluir', 'Incluir', `Incluir ${e.title}`, {
      description: `Inclui o registro (com as listas filhas) e devolve o gravado. Permissão: Permitir.${e.erp.permission.rule}.Incluir.`,
      requestBody: body,
      responses: {
        '201': responseRef(name),
        '400': responseRef('ErroValidacao'),
        '401': responseRef('NaoAutenticado'),
        '403': responseRef('SemPermissao'),
        '409': responseRef('Conflito'),
      },
    });
  }
  if (oferece('Alterar')) {
    escrita.put = op('Alterar', 'Alterar', `Alterar ${e.title}`, {
      description: `Altera o registro identificado por ${e.key} no corpo (listas filhas substituídas). Permissão: Permitir.${e.erp.permission.rule}.Alterar.`,
      requestBody: body,
      responses: {
        '200': responseRef(name),
        '400': responseRef('ErroValidacao'),
        '401': responseRef('NaoAutenticado'),
        '403': responseRef('SemPermissao'),
        '404': responseRef('NaoEncontrado'),
        '409': responseRef('Conflito'),
      },
    });
  }
  if (Object.keys(escrita).length) paths[`${base}/`] = escrita;
  if (oferece('Excluir')) {
    byId.delete = op('Alterar', 'Excluir', `Excluir ${e.title}`, {
      description: `Exclui o registro. Permissão: Permitir.${e.erp.permission.rule}.Alterar (não há ação de exclusão própria, SPEC §6).`,
      parameters: [idParameter(e)],
      responses: {
        '200': responseRef('Excluido'),
        '400': responseRef('ErroValidacao'),
        '401': responseRef('NaoAutenticado'),
        '403': responseRef('SemPermissao'),
        '404': responseRef('NaoEncontrado'),
      },
    });
  }
  paths[`${base}/{id}`] = byId;
  if (e.erp.restAll) {
    paths[base] = {
      get: op('Consultar', 'Todos', `Listar todos: ${e.erp.plural}`, {
        description: 'Devolve todos os registros visíveis (SPEC §7).',
        responses: {
          '200': responseRef(`${name}Todos`),
          '401': responseRef('NaoAutenticado'),
          '403': responseRef('SemPermissao'),
        },
      }),
    };
  }
  const notes = [
    e.erp.search?.length ? `$search pesquisa em: ${e.erp.search.join(', ')}.` : '',
    e.erp.orderBy ? `Ordem padrão: ${e.erp.orderBy}.` : '',
    `Chave: ${e.key}.`,
  ].filter(Boolean);
  paths[`/OData/${e.erp.odata}`] = {
    get: op('Consultar', 'ListarOData', `Listar ${e.erp.plural} (OData)`, {
      description: `Lista OData v4 (sem as listas filhas nem campos somente escrita). ${notes.join(' ')}`,
      parameters: ['ODataFilter', 'ODataOrderBy', 'ODataTop', 'ODataSkip', 'ODataCount', 'ODataSelect', 'ODataSearch'].map(paramRef),
      responses: {
        '200': responseRef(`${name}Lista`),
        '400': responseRef('ODataErro'),
        '401': responseRef('ODataNaoAutenticado'),
        '403': responseRef('ODataSemPermissao'),
      },
    }),
  };
  return paths;
}

/** Paths that do not come from the entity list (auth, tenant lookup, schema, $metadata). */
function systemPaths(): Record<string, Obj> {
  const tags = [SYSTEM_TAG];
  const publicOp = { security: [] as unknown[] };
  const loginData = schemaRef('LoginData');
  const jsonBody = (name: string) => ({ required: true, content: { [JSON_CT]: { schema: schemaRef(name) } } });
  return {
    '/v1/auth/login/': {
      post: {
        tags,
        summary: 'Entrar',
        operationId: 'Auth_Login',
        ...publicOp,
        description: 'Autentica por login e senha e abre uma sessão; LembrarMe prolonga a validade do refresh token. Limitado por IP e login (HTTP 429).',
        requestBody: jsonBody('LoginRequest'),
        responses: {
          '200': envelopeResponse('Sessão aberta.', loginData),
          '400': responseRef('ErroValidacao'),
          '401': responseRef('NaoAutenticado'),
          '429': { description: 'Muitas tentativas; aguarde um minuto.', content: { [JSON_CT]: { schema: schemaRef('Envelope') } } },
        },
      },
    },
    '/v1/auth/refresh-token/': {
      post: {
        tags,
        summary: 'Renovar o token de acesso',
        operationId: 'Auth_RefreshToken',
        ...publicOp,
        description: 'Troca o refresh token por um novo par (rotação); reutilizar um refresh token já usado encerra a sessão.',
        requestBody: jsonBody('RefreshTokenRequest'),
        responses: {
          '200': envelopeResponse('Tokens renovados.', loginData),
          '400': responseRef('ErroValidacao'),
          '401': responseRef('NaoAutenticado'),
        },
      },
    },
    '/v1/auth/revoke-session/{token}': {
      post: {
        tags,
        summary: 'Encerrar a sessão pelo refresh token',
        operationId: 'Auth_RevokeSession',
        ...publicOp,
        parameters: [{ name: 'token', in: 'path', required: true, description: 'Refresh token da sessão.', schema: { type: 'string' } }],
        responses: { '200': envelopeResponse('true se a sessão foi encerrada agora.', { type: 'boolean' }) },
      },
    },
    '/v1/auth/revoke-session-id/{id}': {
      post: {
        tags,
        summary: 'Encerrar uma sessão pelo identificador',
        operationId: 'Auth_RevokeSessionId',
        description: 'Encerra a própria sessão ou, com Permitir.SessaoUsuario.Alterar, a de outro usuário visível.',
        parameters: [{ name: 'id', in: 'path', required: true, description: 'Identificador da sessão.', schema: { type: 'string', format: 'uuid' } }],
        responses: {
          '200': envelopeResponse('Sessão encerrada.', { type: 'boolean' }),
          '400': responseRef('ErroValidacao'),
          '401': responseRef('NaoAutenticado'),
          '403': responseRef('SemPermissao'),
          '404': responseRef('NaoEncontrado'),
        },
      },
    },
    '/v1/auth/RefreshTokenEmpresa/': {
      post: {
        tags,
        summary: 'Trocar a empresa da sessão',
        operationId: 'Auth_RefreshTokenEmpresa',
        description: 'Passa a sessão a atuar sobre outra empresa visível ao usuário e devolve novos tokens.',
        requestBody: jsonBody('RefreshTokenEmpresaRequest'),
        responses: {
          '200': envelopeResponse('Tokens da nova empresa.', loginData),
          '400': responseRef('ErroValidacao'),
          '401': responseRef('NaoAutenticado'),
          '403': responseRef('SemPermissao'),
        },
      },
    },
    '/v1/ConfiguracaoWhiteLabel/CarregarUrl/{id}': {
      get: {
        tags,
        summary: 'Carregar a identidade visual do inquilino',
        operationId: 'ConfiguracaoWhiteLabel_CarregarUrl',
        ...publicOp,
        description:
          'Público. Procura pela url curta (1 a 255 caracteres, sem diferenciar maiúsculas) ou pelo guid de 36 caracteres; sem resultado, Success false e Data null.',
        parameters: [
          { name: 'id', in: 'path', required: true, description: 'Url curta ou guid do inquilino.', schema: { type: 'string', minLength: 1, maxLength: 255 } },
        ],
        responses: {
          '200': envelopeResponse('Identidade visual (ou Data null se não encontrada).', { anyOf: [schemaRef('WhiteLabelPublico'), { type: 'null' }] }),
          '400': { description: 'Endereço inválido.', content: { [JSON_CT]: { schema: schemaRef('Envelope') } } },
        },
      },
    },
    ...modulePaths(tags, publicOp),
    '/v1/schema/{id}': {
      get: {
        tags,
        summary: 'Consultar a definição de uma entidade',
        operationId: 'Schema_Consultar',
        description: 'Devolve o documento do registro de entidades (JSON Schema com o bloco x-erp), pelo id ou pelo nome OData.',
        parameters: [{ name: 'id', in: 'path', required: true, description: 'Id da entidade (ex.: cliente) ou nome OData.', schema: { type: 'string' } }],
        responses: {
          '200': envelopeResponse('Definição da entidade.', { type: 'object', description: 'JSON Schema 2020-12 com x-erp.' }),
          '401': responseRef('NaoAutenticado'),
          '404': responseRef('NaoEncontrado'),
        },
      },
    },
    '/OData/$metadata': {
      get: {
        tags,
        summary: 'Metadados OData (EDMX)',
        operationId: 'OData_Metadata',
        ...publicOp,
        description: 'Documento CSDL/EDMX do serviço OData v4 (namespace ERP).',
        responses: { '200': { description: 'EDMX.', content: { 'application/xml': { schema: { type: 'string' } } } } },
      },
    },
  };
}

/**
 * Hand-written module routes (src/server/modules): account (register, password reset and
 * change), CEP lookup and the dashboard summary (SPEC §7 "Extras"). Bodies are described inline.
 */
function modulePaths(tags: string[], publicOp: Obj): Record<string, Obj> {
  const body = (props: Record<string, JsonSchema>, required: string[]) => ({
    required: true,
    content: { [JSON_CT]: { schema: { type: 'object', properties: props, required } } },
  });
  const str = { type: 'string' };
  const envelope = (d: string) => ({ description: d, content: { [JSON_CT]: { schema: schemaRef('Envelope') } } });
  return {
    '/v1/registerEmitente/': {
      post: {
        tags,
        summary: 'Cadastrar empresa e usuário proprietário',
        operationId: 'Conta_RegisterEmitente',
        ...publicOp,
        description:
          'Público, limitado por IP. Cria a empresa (pacote 1, homologação) sob a revenda do white-label Url, seus perfis padrão e o usuário proprietário, numa única transação. Erros por campo com prefixo Empresa. e Usuario.',
        requestBody: body({ Url: str, Empresa: { type: 'object' }, Usuario: { type: 'object' } }, ['Url', 'Empresa', 'Usuario']),
        responses: {
          '201': envelope('Empresa cadastrada: Data {emitente_id, login}.'),
          '400': responseRef('ErroValidacao'),
          '409': envelope('CNPJ ou login já cadastrado.'),
          '429': envelope('Muitas tentativas.'),
        },
      },
    },
    '/v1/redefinirSenhaUsuario/': {
      put: {
        tags,
        summary: 'Redefinir a senha por e-mail',
        operationId: 'Conta_RedefinirSenha',
        ...publicOp,
        description:
          'Público, limitado por IP. Com {Email, Url}: envia um link de uso único (1 hora) e sempre responde Success true. Com {Token, Senha}: define a nova senha e encerra as sessões do usuário.',
        requestBody: {
          required: true,
          content: {
            [JSON_CT]: {
              schema: {
                oneOf: [
                  { type: 'object', properties: { Email: str, Url: str }, required: ['Email', 'Url'] },
                  { type: 'object', properties: { Token: str, Senha: str }, required: ['Token', 'Senha'] },
                ],
              },
            },
          },
        },
        responses: { '200': envelope('Solicitação aceita ou senha redefinida.'), '400': responseRef('ErroValidacao'), '429': envelope('Muitas tentativas.') },
      },
    },
    '/v1/alterarSenhaUsuario/': {
      put: {
        tags,
        summary: 'Alterar a própria senha',
        operationId: 'Conta_AlterarSenha',
        requestBody: body({ SenhaAtual: str, NovaSenha: str }, ['SenhaAtual', 'NovaSenha']),
        responses: {
          '200': envelope('Senha alterada; as outras sessões são encerradas.'),
          '400': responseRef('ErroValidacao'),
          '401': responseRef('NaoAutenticado'),
        },
      },
    },
    '/v1/alterarEmailUsuario/': {
      put: {
        tags,
        summary: 'Alterar o próprio e-mail',
        operationId: 'Conta_AlterarEmail',
        requestBody: body({ Senha: str, Email: { type: 'string', format: 'email' } }, ['Senha', 'Email']),
        responses: { '200': envelope('E-mail alterado.'), '400': responseRef('ErroValidacao'), '401': responseRef('NaoAutenticado') },
      },
    },
    '/v1/getByUsuarioExists/': {
      post: {
        tags,
        summary: 'Verificar se um login já existe',
        operationId: 'Conta_UsuarioExiste',
        ...publicOp,
        requestBody: body({ Login: str }, ['Login']),
        responses: { '200': envelopeResponse('true quando o login já está em uso.', { type: 'boolean' }), '429': envelope('Muitas tentativas.') },
      },
    },
    '/v1/cep/{cep}': {
      get: {
        tags,
        summary: 'Consultar endereço pelo CEP',
        operationId: 'Cep_Consultar',
        ...publicOp,
        description: 'Consulta online quando configurada (CEP_API_URL) e, sem resposta, a tabela offline de faixas de CEP por UF e capitais (fonte offline).',
        parameters: [{ name: 'cep', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{5}-?[0-9]{3}$' } }],
        responses: {
          '200': envelope('Data {cep, logradouro, bairro, cidade_id, cidade, uf, fonte}.'),
          '400': responseRef('ErroValidacao'),
          '404': responseRef('NaoEncontrado'),
        },
      },
    },
    '/v1/dashboard/resumo': {
      get: {
        tags,
        summary: 'Resumo do dashboard da empresa',
        operationId: 'Dashboard_Resumo',
        description: 'Totais de clientes e produtos, valor do estoque, novos clientes por dia (30 dias) e produtos por grupo da empresa da sessão.',
        responses: { '200': envelope('Resumo.'), '401': responseRef('NaoAutenticado') },
      },
    },
  };
}

/** Builds the OpenAPI 3.1 document (a plain object; key order is the output order). */
export function buildOpenApi(registry: Registry, version: string): Obj {
  const entities = sortedEntities(registry);
  const system = systemSchemas(registry);
  const schemas: Record<string, JsonSchema> = { ...system };
  for (const e of entities) {
    const name = typeName(e);
    if (schemas[name]) throw new Error(`codegen: o nome OData '${name}' colide com um schema do sistema no OpenAPI`);
    schemas[name] = entitySchema(registry, e, { ref: (c) => `#/components/schemas/${typeName(c)}`, writeOnlyRequired: true });
  }
  const responses: Record<string, Obj> = reusableResponses();
  for (const e of entities) {
    for (const [k, r] of Object.entries(entityResponses(e))) {
      if (responses[k]) throw new Error(`codegen: resposta '${k}' de ${e.id} colide com outra no OpenAPI`);
      responses[k] = r;
    }
  }
  const paths: Record<string, Obj> = { ...systemPaths() };
  for (const e of entities) {
    for (const [p, item] of Object.entries(entityPaths(registry, e))) {
      if (paths[p]) throw new Error(`codegen: caminho '${p}' de ${e.id} repetido no OpenAPI`);
      paths[p] = item;
    }
  }
  // module actions (src/contratos): their paths and named schemas
  const acoes = pathsDasAcoes(CONTRATOS, new Set(Object.keys(schemas)));
  Object.assign(schemas, acoes.schemas);
  for (const [p, item] of Object.entries(acoes.paths)) {
    for (const m of Object.keys(item)) {
      if ((paths[p] as Obj | undefined)?.[m]) throw new Error(`codegen: ${m.toUpperCase()} ${p} de um contrato de ação repete um caminho do registro`);
    }
    paths[p] = { ...(paths[p] ?? {}), ...item };
  }
  const used = new Set([...entities.map((e) => entityTag(registry, e)), ...CONTRATOS.map((c) => c.tag)]);
  const tags = [...MENU_SECTIONS.filter((s) => used.has(s)), SYSTEM_TAG].map((name) => ({
    name,
    description: name === SYSTEM_TAG ? 'Autenticação, inquilino, metadados e tabelas de referência.' : `Menu ${name}.`,
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'ERP API',
      version,
      description:
        'API do ERP multiempresa white-label com emissão de NF-e e NFC-e. ' +
        'Chamadas não OData respondem no envelope {Success, Message, Data}; erros de validação (HTTP 400) ' +
        'trazem uma chave por campo com a lista de mensagens em pt-BR. Listas por OData v4 em /OData/{Entidade} ' +
        `($top limitado a ${ODATA_MAX_TOP}). Datas no formato YYYY-MM-DDTHH:mm:ss (fuso -03:00); dinheiro e ` +
        'quantidades são decimais. Permissões: Permitir.{Entidade}.{Ação} (x-permission em cada operação). ' +
        `Documento ${HEADER_TEXT}.`,
    },
    servers: [{ url: '/', description: 'Este servidor' }],
    security: [{ bearerAuth: [] }],
    tags,
    paths,
    components: {
      schemas,
      responses,
      parameters: odataParameters(),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token de /v1/auth/login/ (campo Data.Token).' },
      },
    },
  };
}

/** Runs openapi-typescript over the document: the content of `src/generated/openapi.d.ts`. */
export async function generateOpenApiDts(doc: Obj): Promise<string> {
  const ast = await openapiTS(structuredClone(doc) as never, { silent: true, alphabetize: false });
  return `${TS_HEADER}\n${astToString(ast).trimEnd()}\n`;
}
