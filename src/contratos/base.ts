/**
 * Contracts of the module actions (arquitetura §4): each hand-written route (settle, transmit, sell,
 * convert, import...) declares its input and output once, here, as plain JSON Schema 2020-12 data.
 *
 * One declaration serves four readers:
 * - the server attaches it to the Fastify route (`acao()` in src/server/http/contrato.ts), which
 *   validates params, query string and body with the same ajv formats and pt-BR messages as the
 *   registry CRUD (HTTP 400, one key per field path: `Registros[1].valor`), after authentication;
 * - codegen turns every contract into OpenAPI paths (`src/generated/openapi.json`, served at /docs)
 *   and, through openapi-typescript, into `src/generated/openapi.d.ts`, whose
 *   `components['schemas']` the web imports for its module calls (named types: {@link tipo});
 * - tests/api/contrato-acoes.test.ts checks that every module route has its contract and sends an
 *   invalid value of each declared field, expecting the 400 naming the field.
 *
 * Why plain JSON Schema (not TypeBox): the registry is JSON Schema already, codegen and the CRUD
 * validator read JSON Schema, and a data module imports nothing, so server, codegen and tests can
 * all read it without a new dependency. This folder imports nothing of ours (like src/domain).
 *
 * A contract fixes shapes and types; ranges, existence and business rules stay in the handlers,
 * with their own messages. Validation only checks: nothing is coerced, defaulted or removed, so a handler receives exactly
 * what it received before its contract existed. Bodies are open (extra keys allowed) unless the
 * contract says `fechado`, because the handlers ignore keys they do not read.
 */

/** A JSON Schema object (data handed to ajv and to codegen). */
export type JsonSchema = { [k: string]: unknown };

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the action answers on success. */
export interface Resposta {
  /** HTTP status (default 200). */
  status?: 200 | 201 | 202;
  /** Schema of `Data` in the envelope `{Success, Message, Data}`. */
  dados?: JsonSchema;
  /** The action answers a file instead of the envelope (content types), e.g. `application/pdf`. */
  arquivo?: readonly string[];
  /** Description of the success response. */
  descricao?: string;
}

/** The contract of one module action (one operation; `caminhos` lists its URL spellings). */
export interface Contrato {
  /** Unique operation id (`Financeiro_ReceberRegistros`); the OpenAPI operationId. */
  id: string;
  metodo: Metodo;
  /** Fastify URL patterns this action answers (`/v1/Receber/Pix/:id`); the first is the canonical one. */
  caminhos: readonly string[];
  /** OpenAPI tag (menu section or area). */
  tag: string;
  resumo: string;
  descricao?: string;
  /** Permission rule checked by the handler (`Permitir.Receber.Alterar`); absent: any signed-in user. */
  permissao?: string;
  /** Public route (no token). */
  publico?: boolean;
  params?: JsonSchema;
  query?: JsonSchema;
  corpo?: JsonSchema;
  /**
   * A `multipart/form-data` body (file uploads): documented in the OpenAPI; the handler reads the
   * parts with @fastify/multipart and checks them (size, content), so Fastify does not validate it.
   */
  multipart?: JsonSchema;
  resposta: Resposta;
}

/** Marks a schema as a named type: codegen lifts it to `components.schemas[nome]` (the web imports it). */
export function tipo<T extends JsonSchema>(nome: string, schema: T): T {
  return { ...schema, 'x-tipo': nome };
}

/**
 * An object schema. Open by default (extra keys are the handler's business);
 * `fechado: true` refuses unknown keys ("Campo desconhecido").
 */
export function objeto(
  props: Record<string, JsonSchema>,
  obrigatorios: readonly string[] = [],
  opts: { fechado?: boolean; titulo?: string; descricao?: string } = {},
): JsonSchema {
  return {
    type: 'object',
    ...(opts.titulo ? { title: opts.titulo } : {}),
    ...(opts.descricao ? { description: opts.descricao } : {}),
    properties: props,
    ...(obrigatorios.length ? { required: [...obrigatorios] } : {}),
    ...(opts.fechado ? { additionalProperties: false } : {}),
  };
}

/** Accepts null besides the schema's own type(s). */
export function nulo(s: JsonSchema): JsonSchema {
  const t = s.type;
  // a named type stays one component: null beside it, not inside it
  if (t === undefined || s['x-tipo']) return { anyOf: [s, { type: 'null' }] };
  const tipos = Array.isArray(t) ? t : [t];
  return { ...s, type: tipos.includes('null') ? tipos : [...tipos, 'null'], ...(Array.isArray(s.enum) ? { enum: [...s.enum, null] } : {}) };
}

/** A text field; `max` characters at most. */
export const texto = (titulo: string, max?: number, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  title: titulo,
  ...(max ? { maxLength: max } : {}),
  ...extra,
});

/** An integer field. */
export const inteiro = (titulo: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', title: titulo, ...extra });

/** A record id (an integer; whether it exists, and its range, is the handler's check with its own message). */
export const id = (titulo: string): JsonSchema => ({ type: 'integer', title: titulo });

/** A record id sent as a JSON integer or as digits in a string (`5` or `"5"`), as the stock and PDV forms do. */
export const idOuDigitos = (titulo: string): JsonSchema => ({ type: ['integer', 'string'], title: titulo, pattern: '^[0-9]+$' });

/** A yes/no field. */
export const booleano = (titulo: string): JsonSchema => ({ type: 'boolean', title: titulo });

/**
 * Money or quantity on the wire: a decimal string (`"1234.56"`) or a JSON number; the handler
 * parses it with decimal.js and checks places and range (arquitetura §4: decimals end to end).
 */
export const decimal = (titulo: string): JsonSchema => ({ type: ['string', 'number'], title: titulo, pattern: '^-?[0-9]+([.,][0-9]+)?$' });

/** A money value in a response: decimal string with two places. */
export const dinheiro = (titulo: string): JsonSchema => ({ type: 'string', title: titulo, pattern: '^-?[0-9]+\\.[0-9]{2}$' });

/** A business date `AAAA-MM-DD` (pattern only: the handler checks the calendar and the business clock). */
export const data = (titulo: string): JsonSchema => ({ type: 'string', title: titulo, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** A list of `itens`. */
export const lista = (titulo: string, itens: JsonSchema, opts: { min?: number; max?: number } = {}): JsonSchema => ({
  type: 'array',
  title: titulo,
  items: itens,
  ...(opts.min !== undefined ? { minItems: opts.min } : {}),
  ...(opts.max !== undefined ? { maxItems: opts.max } : {}),
});

/** One of the given values. */
export const opcoes = (titulo: string, valores: readonly (string | number)[]): JsonSchema => ({ title: titulo, enum: [...valores] });

/** A query-string or path value (always text on the wire) matching `padrao`. */
export const textoComo = (titulo: string, padrao: string): JsonSchema => ({ type: 'string', title: titulo, pattern: padrao });

/** A path/query id written as digits (`/v1/Receber/Pix/:id`). */
export const idNaUrl = (titulo: string): JsonSchema => textoComo(titulo, '^[0-9]{1,10}$');

/** A file part of a multipart body. */
export const arquivoEnviado = (titulo: string): JsonSchema => ({ type: 'string', title: titulo, contentMediaType: 'application/octet-stream' });

/** A UUID (e.g. `guid_transacao`). */
export const uuid = (titulo: string): JsonSchema => ({ type: 'string', title: titulo, format: 'uuid' });

/** Response with the given `Data`. */
export const dados = (schema: JsonSchema, descricao?: string): Resposta => ({ dados: schema, ...(descricao ? { descricao } : {}) });

/** Response that is a file (PDF, XLSX, XML, ZIP...). */
export const arquivo = (tipos: readonly string[], descricao?: string): Resposta => ({ arquivo: tipos, ...(descricao ? { descricao } : {}) });

/** Fastify URL pattern -> OpenAPI path (`/v1/x/:id` -> `/v1/x/{id}`; `*` -> `{caminho}`). */
export function caminhoOpenApi(url: string): string {
  return url.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*/g, '{caminho}');
}
