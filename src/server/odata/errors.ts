/**
 * Errors raised by the OData list-query compiler.
 *
 * Every problem caused by the client's query string is reported as an
 * {@link ODataError} (HTTP 400) with a pt-BR message; anything else escaping the
 * compiler is a bug on our side (HTTP 500).
 */

/** Machine-readable error codes produced by the compiler (ODataError.code is a plain string). */
export type ODataErrorCode =
  /** Syntax error, malformed value or violated limit ("Filtro inválido: ..."). */
  | 'ConsultaInvalida'
  /** The query references a property that the entity does not expose. */
  | 'PropriedadeDesconhecida'
  /** Operands or function arguments of incompatible types (e.g. `id eq 'abc'`). */
  | 'TipoIncompativel'
  /** A valid OData construct that this server does not implement ($expand, `has`, arithmetic...). */
  | 'OpcaoNaoSuportada';

/**
 * Client error produced while compiling an OData query (always HTTP 400).
 *
 * Shape: `{ name: 'ODataError', status: 400, code, message }` where `message` is pt-BR
 * and safe to return to the client verbatim.
 *
 * Source: OData v4.01 Protocol §9.4 (error responses); arquitetura §4 (API errors in pt-BR).
 */
export class ODataError extends Error {
  /** HTTP status to answer with; the compiler only produces client errors. */
  readonly status: 400 = 400;
  /**
   * Machine-readable error code. The compiler only produces {@link ODataErrorCode}
   * values; callers (e.g. the route layer) may use other codes such as
   * `EntidadeDesconhecida`.
   */
  readonly code: string;

  /**
   * @param code machine-readable code (see {@link ODataErrorCode})
   * @param message pt-BR, human readable message
   */
  constructor(code: ODataErrorCode | (string & {}), message: string) {
    super(message);
    this.name = 'ODataError';
    this.code = code;
  }
}

/**
 * Shorthand for a {@link ODataError} with code `ConsultaInvalida`.
 * @param message full pt-BR message
 * Source: arquitetura §4 (pt-BR errors).
 */
export function invalid(message: string): ODataError {
  return new ODataError('ConsultaInvalida', message);
}

/**
 * Shorthand for a {@link ODataError} with code `OpcaoNaoSuportada`.
 * @param message full pt-BR message
 * Source: arquitetura §4.
 */
export function unsupported(message: string): ODataError {
  return new ODataError('OpcaoNaoSuportada', message);
}

/**
 * Shorthand for a {@link ODataError} with code `TipoIncompativel`.
 * @param message full pt-BR message
 * Source: arquitetura §4.
 */
export function typeMismatch(message: string): ODataError {
  return new ODataError('TipoIncompativel', message);
}

/**
 * Error for a property name that the entity does not expose:
 * `Propriedade 'xyz' não existe em Cliente`.
 * @param entityName entity set name used in the message
 * @param name property name exactly as the client wrote it
 * Source: arquitetura §4.
 */
export function unknownProperty(entityName: string, name: string): ODataError {
  return new ODataError('PropriedadeDesconhecida', `Propriedade '${display(name)}' não existe em ${entityName}`);
}

/**
 * Renders client text for an error message: truncated to `max` characters, with
 * control characters shown as `\uXXXX` so messages stay printable.
 * @param text client-supplied text
 * @param max maximum number of characters kept (default 60)
 * Source: arquitetura §4.
 */
export function display(text: string, max = 60): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  // eslint-disable-next-line no-control-regex
  return cut.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
