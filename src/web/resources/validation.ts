/**
 * Client-side validation built from the registry, mirroring the server (src/server/crud/
 * validate.ts) so the user sees the same pt-BR message on blur, without a round trip:
 * required -> 'Campo obrigatório', sizes, patterns, limits, decimals, and the formats of SPEC §5
 * (CPF/CNPJ, e-mail, CEP, CST, CSOSN, IE) with the domain validators.
 */
import {
  MENSAGENS,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  isValidCsosn,
  isValidCst,
  isValidEmail,
  isValidInscricaoEstadual,
  passwordStrength,
} from '../../domain/index.ts';
import type { Resource, ResourceField } from './registry.ts';
import { formFields } from './registry.ts';

/** A validator: the pt-BR message, or undefined when the value is fine. */
export type Validator = ((value: unknown, values?: Record<string, unknown>) => string | undefined) & { isRequired?: boolean };

const FORMAT_CHECKS: Readonly<Record<string, { check: (v: string) => boolean; message: string }>> = {
  cpf: { check: isValidCpf, message: MENSAGENS.cpfInvalido },
  cnpj: { check: isValidCnpj, message: MENSAGENS.cnpjInvalido },
  'cpf-cnpj': { check: isValidCpfCnpj, message: MENSAGENS.cpfCnpjInvalido },
  email: { check: (v) => isValidEmail(v.trim()), message: MENSAGENS.emailInvalido },
  cep: { check: isValidCep, message: MENSAGENS.cepInvalido },
  cst: { check: isValidCst, message: MENSAGENS.cstInvalido },
  csosn: { check: isValidCsosn, message: MENSAGENS.csosnInvalido },
  ie: { check: isValidInscricaoEstadual, message: MENSAGENS.ieInvalida },
};

/** Empty as the server sees it: null, undefined, '' or only spaces (false and 0 are values). */
export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function decimalsOf(n: number): number {
  const t = Math.abs(n).toString();
  if (t.includes('e')) return 99;
  return (t.split('.')[1] ?? '').length;
}

export interface ValidatorOptions {
  /** Overrides the registry `required` (e.g. the password only on create). */
  required?: boolean;
}

/**
 * The validators of one field, in the order the server reports them.
 * @returns validators for react-admin's `validate` prop; the required one is marked
 *   `isRequired` so react-admin shows the asterisk.
 */
export function fieldValidators(f: ResourceField, opts: ValidatorOptions = {}): Validator[] {
  const out: Validator[] = [];
  const required = opts.required ?? f.required;
  if (required && f.type !== 'boolean') {
    const v: Validator = (value) => (isEmpty(value) ? MENSAGENS.campoObrigatorio : undefined);
    v.isRequired = true;
    out.push(v);
  }
  if (f.type === 'string') {
    out.push((value) => {
      if (isEmpty(value) || typeof value !== 'string') return undefined;
      const len = Array.from(value.trim()).length;
      if (f.maxLength !== undefined && len > f.maxLength) return `Deve ter no máximo ${f.maxLength} caracteres`;
      if (f.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return MENSAGENS.dataInvalida;
      if (f.format === 'date-time' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return MENSAGENS.dataInvalida;
      if (f.writeOnly && f.format === 'senha') {
        const s = passwordStrength(value);
        return s.forte ? undefined : s.mensagens[0];
      }
      if (f.minLength !== undefined && f.minLength > 1 && len < f.minLength) return `Deve ter no mínimo ${f.minLength} caracteres`;
      if (f.format && FORMAT_CHECKS[f.format] && !FORMAT_CHECKS[f.format].check(value)) return FORMAT_CHECKS[f.format].message;
      if (f.pattern && !f.writeOnly && !matches(f.pattern, value.trim())) return 'Formato inválido';
      return undefined;
    });
  }
  if (f.type === 'integer' || f.type === 'number') {
    out.push((value) => {
      if (isEmpty(value)) return undefined;
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) return f.type === 'integer' ? 'Deve ser um número inteiro' : 'Deve ser um número';
      if (f.type === 'integer' && !Number.isInteger(n)) return 'Deve ser um número inteiro';
      if (f.minimum !== undefined && n < f.minimum) return f.minimum === 0 ? 'Não pode ser negativo' : `Deve ser maior ou igual a ${fmt(f.minimum)}`;
      if (f.exclusiveMinimum !== undefined && n <= f.exclusiveMinimum) {
        return f.exclusiveMinimum === 0 ? MENSAGENS.maiorQueZero : `Deve ser maior que ${fmt(f.exclusiveMinimum)}`;
      }
      if (f.maximum !== undefined && n > f.maximum) return `Deve ser menor ou igual a ${fmt(f.maximum)}`;
      if (f.decimal) {
        const [p, s] = f.decimal;
        if (decimalsOf(n) > s) return `Use no máximo ${s} casas decimais`;
        if (Math.trunc(Math.abs(n)).toString().replace(/^0+/, '').length > p - s) return `Valor acima do permitido (máximo ${p - s} dígitos inteiros)`;
      }
      return undefined;
    });
  }
  return out;
}

const PATTERNS = new Map<string, RegExp | null>();

function matches(pattern: string, value: string): boolean {
  let re = PATTERNS.get(pattern);
  if (re === undefined) {
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      re = null;
    }
    PATTERNS.set(pattern, re);
  }
  return re === null || re.test(value);
}

function fmt(n: number): string {
  return n.toLocaleString('pt-BR');
}

/** Runs validators and returns the first message. */
export function runValidators(validators: readonly Validator[], value: unknown, values?: Record<string, unknown>): string | undefined {
  for (const v of validators) {
    const m = v(value, values);
    if (m) return m;
  }
  return undefined;
}

/**
 * Validates a whole record the way the form does (main fields and child lists), returning flat
 * error paths in the server's notation (`cpf_cnpj`, `Email[1].email`). Used by tests and as a
 * pre-submit summary.
 */
export function validateRecord(
  resource: Resource,
  values: Record<string, unknown>,
  getChild: (name: string) => Resource,
  opts: { required?: (f: ResourceField) => boolean | undefined } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of formFields(resource)) {
    const m = runValidators(fieldValidators(f, { required: opts.required?.(f) }), values[f.name], values);
    if (m) errors[f.name] = m;
  }
  for (const c of resource.children) {
    const list = values[c.name];
    if (!Array.isArray(list)) continue;
    const child = getChild(c.resource);
    list.forEach((item: Record<string, unknown>, i) => {
      for (const f of formFields(child)) {
        const m = runValidators(fieldValidators(f), item?.[f.name], item);
        if (m) errors[`${c.name}[${i}].${f.name}`] = m;
      }
    });
  }
  return errors;
}
