/**
 * One error handler for the whole app: known errors become the envelope (or the OData error
 * shape under /OData), database constraint violations become pt-BR 400/409 messages, and
 * anything else is logged and answered with a generic 500 — never a stack trace or SQL.
 *
 * It also installs the JSON body parser: plain `JSON.parse`, except that a body carrying a key
 * named like an `Object.prototype` member or a NUL character in any string is refused with a
 * field-keyed 400 (see registerJsonParser), so no route — present or future — sees either.
 */
import { errorCodes, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError, ValidationError, fail } from './envelope.ts';
import { ODataError } from '../odata/compile.ts';
import { MENSAGEM_CARACTERES_INVALIDOS } from '../crud/validate.ts';

interface PgError {
  code?: string;
  constraint?: string;
  column?: string;
  detail?: string;
  table?: string;
  message?: string;
}

/** Maps a PostgreSQL error (by SQLSTATE) to a user-facing ApiError, or null when it is a bug. */
export function fromPgError(e: PgError): ApiError | null {
  switch (e.code) {
    case '23505':
      return new ApiError(409, 'Já existe um registro com estes dados (valor duplicado).', constraintField(e, 'Valor já cadastrado'));
    case '23503':
      if (/^update or delete/.test(e.message ?? '')) return new ApiError(409, 'Este registro está em uso por outros registros e não pode ser excluído.');
      return new ValidationError(constraintField(e, 'Registro relacionado não encontrado'), 'Registro relacionado não encontrado.');
    case '23502':
      return new ValidationError(e.column ? { [e.column]: ['Campo obrigatório'] } : {}, 'Campo obrigatório não informado.');
    case '23514':
      return new ValidationError({}, 'Valor fora do permitido.');
    case '22001':
      return new ValidationError({}, 'Texto maior que o tamanho permitido.');
    case '22003':
      return new ValidationError({}, 'Número fora do intervalo permitido.');
    case '22P02':
    case '22007':
    case '22008':
      return new ValidationError({}, 'Valor em formato inválido.');
    case '42501':
      return new ApiError(403, 'Você não tem permissão para acessar estes dados.');
    default:
      return null;
  }
}

/**
 * The field a constraint is about. PostgreSQL omits the key values from `detail` on tables with
 * row-level security, so the column comes from the constraint name as PostgreSQL generates it
 * (`{table}_{col}_fkey`, `{table}_{col}_key`), falling back to the detail when present.
 */
function constraintField(e: PgError, msg: string): Record<string, string[]> {
  let cols: string[] = [];
  const m = /\(([a-z_, ]+)\)=/.exec(e.detail ?? '');
  if (m) cols = m[1].split(',').map((s) => s.trim());
  else if (e.constraint && e.table && e.constraint.startsWith(e.table + '_')) {
    cols = [
      e.constraint
        .slice(e.table.length + 1)
        .replace(/_(fkey|key|idx)$/, '')
        .replace(/^emitente_id_/, ''),
    ];
  }
  cols = cols.filter((c) => c !== 'emitente_id' && /^[a-z_]+$/.test(c));
  return cols.length ? { [cols[cols.length - 1]]: [msg] } : {};
}

/** Key names of `Object.prototype` members (and `prototype`): never a field of any request body. */
const CHAVES_DE_PROTOTIPO = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** Field path text for the messages: `observacao`, `itens[2].nome`, `[0]` (NUL shown as `\u0000`). */
function caminho(pai: string, chave: string | number): string {
  if (typeof chave === 'number') return `${pai}[${chave}]`;
  const k = chave.replaceAll('\u0000', '\\u0000');
  return pai ? `${pai}.${k}` : k;
}

/** What {@link problemaNoCorpo} found: the field path and which rule it breaks. */
export interface ProblemaCorpo {
  caminho: string;
  tipo: 'prototipo' | 'nul';
}

/**
 * The first hostile spot of a parsed JSON body, or null: a key named like an `Object.prototype`
 * member (`__proto__`, `constructor`, `toString`, `hasOwnProperty`...) or `prototype` at any depth
 * — code reading `body.constructor` or spreading the body would get a function or poison the
 * prototype — or a string (value or key) containing U+0000, which PostgreSQL `text` refuses (it
 * would be a 500 at the INSERT). Iterative, so deeply nested input cannot overflow the stack.
 */
export function problemaNoCorpo(value: unknown): ProblemaCorpo | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  let visited = 0;
  while (pending.length && visited++ < 5_000_000) {
    const [v, p] = pending.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { caminho: p || '(corpo)', tipo: 'nul' };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push([v[i], caminho(p, i)]);
      continue;
    }
    const chaves = Object.keys(v);
    for (const k of chaves) {
      if (CHAVES_DE_PROTOTIPO.has(k)) return { caminho: caminho(p, k), tipo: 'prototipo' };
      if (k.includes('\u0000')) return { caminho: caminho(p, k), tipo: 'nul' };
    }
    for (let i = chaves.length - 1; i >= 0; i--) pending.push([(v as Record<string, unknown>)[chaves[i]], caminho(p, chaves[i])]);
  }
  return null;
}

/**
 * Replaces Fastify's JSON parser (same errors for empty and invalid JSON) with one that refuses, for
 * every route at once, the two kinds of hostile input that used to reach handlers and end as 500:
 * prototype-named keys (400 "Campo desconhecido: constructor.") and NUL characters in any string
 * (400 "Campo observacao: caractere inválido (NUL)."), both naming the field path as the key of the
 * envelope. Objects stay plain objects (`obj.hasOwnProperty`, `String(obj)` keep working).
 */
function registerJsonParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
    // always walked: a key can be spelt with escapes ("\\u0063onstructor"), so no text shortcut
    const problema = problemaNoCorpo(value);
    if (problema?.tipo === 'prototipo') {
      return done(new ValidationError({ [problema.caminho]: ['Campo desconhecido'] }, `Campo desconhecido: ${problema.caminho}.`), undefined);
    }
    if (problema) {
      return done(
        new ValidationError({ [problema.caminho]: [MENSAGEM_CARACTERES_INVALIDOS] }, `Campo ${problema.caminho}: caractere inválido (NUL).`),
        undefined,
      );
    }
    done(null, value);
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  registerJsonParser(app);
  app.setErrorHandler((error: FastifyError | ApiError | ODataError | Error, req: FastifyRequest, reply: FastifyReply) => {
    const isOData = req.url.startsWith('/OData');
    let api: ApiError | null = null;
    if (error instanceof ODataError) {
      return reply.status(400).send({ error: { code: error.code, message: error.message } });
    }
    if (error instanceof ApiError) api = error;
    else if (
      (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      ((error as FastifyError).statusCode === 400 && error instanceof SyntaxError)
    ) {
      api = new ApiError(400, 'JSON inválido no corpo da requisição.');
    } else if ((error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      api = new ApiError(415, 'Tipo de conteúdo não suportado. Envie application/json.');
    } else if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      api = new ApiError(413, 'Corpo da requisição grande demais.');
    } else if ((error as FastifyError).statusCode === 429) {
      api = new ApiError(429, 'Muitas tentativas. Aguarde um minuto e tente novamente.');
    } else if ((error as PgError).code && typeof (error as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((error as PgError).code!)) {
      api = fromPgError(error as PgError);
    } else if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
      api = new ApiError((error as FastifyError).statusCode!, 'Requisição inválida.');
    }
    if (!api) {
      req.log.error({ err: error }, 'erro interno');
      api = new ApiError(500, 'Erro interno do servidor. Tente novamente; se persistir, contate o suporte.');
    }
    if (isOData) return reply.status(api.status).send({ error: { code: String(api.status), message: api.message } });
    return reply.status(api.status).send(fail(api));
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/OData')) return reply.status(404).send({ error: { code: '404', message: 'Recurso OData não encontrado.' } });
    return reply.status(404).send(fail(new ApiError(404, 'Rota não encontrada.')));
  });
}
