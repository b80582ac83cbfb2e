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

type Obj = Record<string, unknown>;
type Acao = 'Consultar' | 'Incluir' | 'Alterar';

const JSON_CT = 'application/json';
const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const paramRef = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** Schemas of the system components (envelope, errors), by component name. */
function systemSchemas(): Record<string, JsonSchema> {
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

/**
 * Paths that come neither from the entity list nor from an action contract: the OData $metadata.
 * Sign-in, tenant lookup, `/v1/schema` and the account routes are action contracts (src/contratos/conta.ts,
 * gestao.ts, configuracao.ts, geral.ts).
 */
function systemPaths(): Record<string, Obj> {
  const tags = [SYSTEM_TAG];
  const publicOp = { security: [] as unknown[] };
  return {
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

/** Builds the OpenAPI 3.1 document (a plain object; key order is the output order). */
export function buildOpenApi(registry: Registry, version: string): Obj {
  const entities = sortedEntities(registry);
  const system = systemSchemas();
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
