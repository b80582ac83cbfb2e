/**
 * Small helpers shared by the hand-written modules: reading a JSON body and collecting
 * field-keyed pt-BR errors into one ValidationError (arquitetura §4: HTTP 400, one key per field).
 */
import { MENSAGENS } from '../../domain/index.ts';
import { ValidationError } from '../http/envelope.ts';

export type Corpo = Record<string, unknown>;
export type Erros = Record<string, string[]>;

/** The body as an object. @throws ValidationError when it is not a JSON object. */
export function corpo(body: unknown): Corpo {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({}, 'O corpo da requisição deve ser um objeto JSON.');
  }
  return body as Corpo;
}

/** Adds a message to a field. */
export function erro(erros: Erros, campo: string, mensagem: string): void {
  (erros[campo] ??= []).push(mensagem);
}

/**
 * A required text field (trimmed unless `bruto`): records 'Campo obrigatório' / length errors in
 * `erros` and returns '' when missing.
 */
export function texto(b: Corpo, campo: string, erros: Erros, opts: { max?: number; bruto?: boolean } = {}): string {
  const v = b[campo];
  if (typeof v !== 'string' || v.trim() === '') {
    erro(erros, campo, MENSAGENS.campoObrigatorio);
    return '';
  }
  const s = opts.bruto ? v : v.trim();
  if (opts.max && s.length > opts.max) erro(erros, campo, `Deve ter no máximo ${opts.max} caracteres`);
  return s;
}

/** Throws the collected errors (if any) as one 400, the message naming the first problem. */
export function falharSe(erros: Erros, rotulos: Record<string, string> = {}): void {
  const chaves = Object.keys(erros);
  if (!chaves.length) return;
  const [campo, msgs] = [chaves[0], erros[chaves[0]]];
  throw new ValidationError(erros, `${rotulos[campo] ?? campo}: ${msgs[0]}`);
}
