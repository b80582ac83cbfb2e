/**
 * The `{Success, Message, Data}` envelope of every non-OData call (SPEC §7, arquitetura §4) and the
 * error types that map onto it. Field errors travel as extra keys (`"cpf_cnpj": ["CPF/CNPJ inválido"]`,
 * `"itens[2].quantidade": [...]`); the keys Data, Message and Success are reserved (SPEC §3).
 */
export interface Envelope<T = unknown> {
  Success: boolean;
  Message: string | null;
  Data: T;
  [field: string]: unknown;
}

export function ok<T>(Data: T, Message: string | null = null): Envelope<T> {
  return { Success: true, Message, Data };
}

/** An error with an HTTP status and a pt-BR message safe to show to the user. */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** HTTP 400 with field-keyed messages. */
export class ValidationError extends ApiError {
  constructor(fields: Record<string, string[]>, message = 'Verifique os campos informados.') {
    super(400, message, fields);
    this.name = 'ValidationError';
  }
}

export const unauthorized = (msg = 'Não autenticado. Faça login novamente.') => new ApiError(401, msg);
export const forbidden = (msg = 'Você não tem permissão para esta operação.') => new ApiError(403, msg);
export const notFound = (msg = 'Registro não encontrado.') => new ApiError(404, msg);

/** Builds the failure envelope; field keys that clash with reserved names are prefixed. */
export function fail(err: ApiError): Envelope<null> {
  const body: Envelope<null> = { Success: false, Message: err.message, Data: null };
  for (const [k, v] of Object.entries(err.fields)) {
    // defineProperty: a key such as `__proto__` stays a plain field of the response
    Object.defineProperty(body, ['Success', 'Message', 'Data'].includes(k) ? `campo_${k}` : k, {
      value: v,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return body;
}
