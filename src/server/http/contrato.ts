/**
 * Attaches an action contract (src/contratos) to a Fastify route: `app.post(url, acao(C, { preHandler:
 * app.authenticate }), handler)`.
 *
 * - Fastify validates params, query string and body against the contract's JSON Schema with our
 *   ajv (the domain formats of SPEC §5, crud/validate.ts FORMATS) and the registry CRUD's pt-BR
 *   messages (`mensagemDoErroAjv`): HTTP 400 in the envelope, one key per field path
 *   (`Registros[1].valor`), Message "{título do campo}: {mensagem}".
 * - The validation error is raised after the route's own preHandlers (authentication), so a request
 *   without a session still gets 401, never a description of the body.
 * - Nothing is coerced, defaulted or removed: the handler receives the request as sent.
 * - {@link contratoDaRota} finds the contract of a registered route's schema (the contract test).
 */
import type { FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Contrato, JsonSchema } from '../../contratos/base.ts';
import { FORMATS, mensagemDoErroAjv } from '../crud/validate.ts';
import { ValidationError } from './envelope.ts';

const ajv = new Ajv2020({
  allErrors: true,
  strict: false,
  formats: Object.fromEntries(Object.entries(FORMATS).map(([k, v]) => [k, v.check])),
});

const contratoPorSchema = new WeakMap<object, Contrato>();
const compilados = new WeakMap<object, ValidateFunction>();

/** Ajv instance path (`/Registros/1/valor`) -> our field path (`Registros[1].valor`). */
function caminhoDoCampo(instancePath: string): string {
  let out = '';
  for (const parte of instancePath.split('/').slice(1)) {
    const p = parte.replaceAll('~1', '/').replaceAll('~0', '~');
    out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  }
  return out;
}

/** The subschema at an ajv schema path (`#/properties/Registros/items/properties/valor/type` -> the `valor` schema). */
function schemaDoErro(raiz: JsonSchema, err: ErrorObject): JsonSchema | undefined {
  const partes = err.schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1);
  let s: unknown = raiz;
  for (const p of partes) {
    if (s === null || typeof s !== 'object') return undefined;
    s = (s as Record<string, unknown>)[p.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return s && typeof s === 'object' ? (s as JsonSchema) : undefined;
}

/** Field-keyed pt-BR errors of one failed validation (first message names the field by its title). */
function erroDeValidacao(raiz: JsonSchema, erros: ErrorObject[]): ValidationError {
  const campos: Record<string, string[]> = Object.create(null);
  let primeiro = '';
  const vistos = new Set<string>();
  for (const err of erros) {
    // anyOf/oneOf: the branch errors already say what is wrong
    if (err.keyword === 'anyOf' || err.keyword === 'oneOf' || err.keyword === 'if') continue;
    const base = caminhoDoCampo(err.instancePath);
    const s = schemaDoErro(raiz, err);
    const [campo0, msg] = mensagemDoErroAjv(err, base, s as { enum?: unknown[] });
    const campo = err.keyword === 'required' || err.keyword === 'additionalProperties' ? (base ? `${base}.${campo0}` : campo0) : campo0 || '(corpo)';
    const chave = `${campo}\u0000${msg}`;
    if (vistos.has(chave)) continue;
    vistos.add(chave);
    (campos[campo] ??= []).push(msg);
    if (!primeiro) {
      const titulo = err.keyword === 'required' ? tituloDe(s, campo0) : typeof s?.title === 'string' ? s.title : undefined;
      primeiro = `${titulo ?? campo}: ${msg}`;
    }
  }
  return new ValidationError(campos, primeiro || 'Verifique os campos informados.');
}

/** Title of property `nome` of an object schema (for "Campo obrigatório" messages). */
function tituloDe(s: JsonSchema | undefined, nome: string): string | undefined {
  const p = (s?.properties as Record<string, JsonSchema> | undefined)?.[nome];
  return typeof p?.title === 'string' ? p.title : undefined;
}

/**
 * Fastify validator compiler for contract schemas (no coercion, pt-BR errors). The ajv compilation
 * (about 2.5 ms per schema) happens on the route's first request, not at start-up: with ~200
 * actions that would be half a second of every start.
 */
function compilar({ schema }: { schema: FastifySchema }) {
  const raiz = schema as JsonSchema;
  let v: ValidateFunction | undefined;
  // a missing body arrives as null: validate as an empty object (the handler's own `?? {}`)
  return (dado: unknown) => {
    v ??= compilado(raiz);
    const valor = dado === null && raiz.type === 'object' ? {} : dado;
    if (v(valor)) return true;
    return { error: erroDeValidacao(raiz, v.errors ?? []) };
  };
}

/** The ajv validator of a schema, compiled once per schema object. */
function compilado(raiz: JsonSchema): ValidateFunction {
  let validar = compilados.get(raiz);
  if (!validar) {
    validar = ajv.compile(raiz);
    compilados.set(raiz, validar);
  }
  return validar;
}

/** preHandler appended after the route's own: raises the validation error Fastify attached. */
async function recusarInvalido(req: FastifyRequest): Promise<void> {
  if (req.validationError) throw req.validationError;
}

/**
 * Route options carrying the contract `c`: its params/query/body schemas (validated as above) and
 * the given options (the route's `preHandler`s run first).
 */
export function acao(c: Contrato, opcoes: RouteShorthandOptions = {}): RouteShorthandOptions {
  const schema: FastifySchema = {};
  if (c.params) schema.params = c.params;
  if (c.query) schema.querystring = c.query;
  if (c.corpo) schema.body = c.corpo;
  contratoPorSchema.set(schema, c);
  const antes = opcoes.preHandler ? [opcoes.preHandler].flat() : [];
  return {
    ...opcoes,
    schema,
    attachValidation: true,
    validatorCompiler: compilar as never,
    preHandler: [...antes, recusarInvalido] as never,
  };
}

/** The contract attached by {@link acao} to a route schema (undefined for routes without one). */
export function contratoDaRota(schema: unknown): Contrato | undefined {
  return schema && typeof schema === 'object' ? contratoPorSchema.get(schema) : undefined;
}
