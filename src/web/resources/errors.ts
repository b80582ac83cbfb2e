/**
 * Server validation errors on the generated forms (SPEC §3 "Error payload", §8 "lists with tab
 * and position information", arquitetura §4). The server answers HTTP 400 with one key per field path
 * (`"cpf_cnpj": ["CPF/CNPJ inválido"]`, `"Email[1].email": ["E-mail inválido"]`, indexes from 0);
 * the shell's dataProvider passes it as `HttpError.body.fieldErrors`. Here those paths become
 * react-hook-form paths (`Email.1.email`), descriptions with tab and position for the summary,
 * and per-tab counts for the tab headers. Pure functions.
 */
import { getField, childTabs, type Resource } from './registry.ts';

/** Label of the main tab. */
export const MAIN_TAB_LABEL = 'Dados';

/** Keys of the envelope that are not field errors (SPEC §3). */
const RESERVED = new Set(['Data', 'Message', 'Success', 'errors', 'fieldErrors', 'message', 'status']);

export interface ErrorPath {
  /** Child list property (`Email`) when the error is inside a child list. */
  child?: string;
  /** 0-based position in the child list. */
  index?: number;
  /** Field name (of the record, or of the child item). */
  field?: string;
}

/**
 * Splits a server error path: `'Email[1].email'` -> `{ child: 'Email', index: 1, field: 'email' }`,
 * `'cpf_cnpj'` -> `{ field: 'cpf_cnpj' }`, `'Email[0]'` -> `{ child: 'Email', index: 0 }`.
 * Also accepts the react-hook-form notation (`Email.1.email`).
 */
export function parseErrorPath(path: string, childNames: readonly string[] = []): ErrorPath {
  const m = /^([A-Za-z_][\w]*)(?:\[(\d+)\]|\.(\d+))(?:\.(.+))?$/.exec(path);
  if (m) return { child: m[1], index: Number(m[2] ?? m[3]), ...(m[4] ? { field: m[4] } : {}) };
  if (childNames.includes(path)) return { child: path };
  return { field: path };
}

/** react-hook-form path of a server path: `'Email[1].email'` -> `'Email.1.email'`. */
export function toFormPath(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

function asMessages(v: unknown): string[] {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v.flatMap(asMessages);
  if (typeof v === 'string') return v ? [v] : [];
  if (typeof v === 'object' && typeof (v as { message?: unknown }).message === 'string') return [(v as { message: string }).message];
  return [];
}

function flattenNested(obj: unknown, prefix: string, out: Record<string, string[]>): void {
  if (obj === null || obj === undefined) return;
  if (typeof obj === 'string' || (Array.isArray(obj) && obj.every((x) => typeof x === 'string'))) {
    const msgs = asMessages(obj);
    if (msgs.length && prefix) out[prefix] = msgs;
    return;
  }
  if (typeof obj !== 'object') return;
  if (typeof (obj as { message?: unknown }).message === 'string' && prefix) {
    out[prefix] = [(obj as { message: string }).message];
    return;
  }
  const entries = Array.isArray(obj) ? obj.map((v, i) => [String(i), v] as const) : Object.entries(obj as Record<string, unknown>);
  for (const [k, v] of entries) {
    if (v === undefined || v === null) continue;
    const isIndex = /^\d+$/.test(k);
    const path = !prefix ? k : isIndex ? `${prefix}[${k}]` : k === 'root' ? prefix : `${prefix}.${k}`;
    flattenNested(v, path, out);
  }
}

/**
 * The flat field errors of a failed save, in the server notation, from whatever the
 * dataProvider gave: `error.body.fieldErrors` (flat), the raw envelope keys, or
 * `error.body.errors` (nested, as react-admin expects).
 * @returns `{}` when there are none. Never throws.
 */
export function extractFieldErrors(error: unknown): Record<string, string[]> {
  const body = (error as { body?: unknown } | null)?.body;
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  const out: Record<string, string[]> = {};
  if (b.fieldErrors && typeof b.fieldErrors === 'object') {
    for (const [k, v] of Object.entries(b.fieldErrors as Record<string, unknown>)) {
      const msgs = asMessages(v);
      if (msgs.length) out[k] = msgs;
    }
    return out;
  }
  if (b.errors && typeof b.errors === 'object') {
    flattenNested(b.errors, '', out);
    return out;
  }
  for (const [k, v] of Object.entries(b)) {
    if (RESERVED.has(k)) continue;
    const msgs = asMessages(v);
    if (msgs.length) out[k] = msgs;
  }
  return out;
}

/**
 * Nested errors for react-admin's form (`setSubmissionErrors`): leaves are strings, child items
 * are keyed by position and a list-level message goes to `root`
 * (`{'Email[1].email': ['x']}` -> `{ Email: { 1: { email: 'x' } } }`).
 */
export function toSubmissionErrors(flat: Record<string, readonly string[]>, childNames: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, msgs] of Object.entries(flat)) {
    if (!msgs.length) continue;
    const message = msgs.join(' ');
    const p = parseErrorPath(path, childNames);
    if (p.child !== undefined) {
      const list = (out[p.child] && typeof out[p.child] === 'object' ? out[p.child] : (out[p.child] = {})) as Record<string, unknown>;
      if (p.index === undefined) {
        list.root = message;
      } else if (p.field === undefined) {
        // an item-level message: show it on the list
        list.root = list.root ? `${String(list.root)} ${message}` : `Item ${p.index + 1}: ${message}`;
      } else {
        const item = (list[p.index] ??= {}) as Record<string, unknown>;
        setDeep(item, p.field.split('.'), message);
      }
    } else if (p.field !== undefined) {
      setDeep(out, p.field.split('.'), message);
    }
  }
  return out;
}

function setDeep(target: Record<string, unknown>, keys: string[], value: string): void {
  let t = target;
  for (const k of keys.slice(0, -1)) t = (t[k] && typeof t[k] === 'object' ? t[k] : (t[k] = {})) as Record<string, unknown>;
  t[keys[keys.length - 1]] = value;
}

export interface ErrorDescription {
  path: string;
  /** Tab label: "Dados" or the child tab ("E-mails"). */
  tab: string;
  /** Index of the tab in the form (0 = Dados). */
  tabIndex: number;
  /** 1-based position of the item in the child list. */
  position?: number;
  /** Field title ("E-mail"), or the raw name when unknown. */
  field?: string;
  message: string;
  /** One line for the summary: "E-mails › item 2 › E-mail: E-mail inválido". */
  text: string;
}

/** Describes one server error with its tab and position (SPEC §8). */
export function describeError(resource: Resource, path: string, messages: readonly string[]): ErrorDescription {
  const tabs = childTabs(resource);
  const p = parseErrorPath(
    path,
    resource.children.map((c) => c.name),
  );
  const message = messages.join(' ');
  if (p.child !== undefined) {
    const t = tabs.findIndex((x) => x.child.name === p.child);
    if (t >= 0) {
      const tab = tabs[t];
      const field = p.field ? (getField(tab.resource, p.field.split('.')[0])?.title ?? p.field) : undefined;
      const position = p.index === undefined ? undefined : p.index + 1;
      const parts = [tab.label, position !== undefined ? `item ${position}` : undefined, field].filter(Boolean);
      return { path, tab: tab.label, tabIndex: t + 1, position, field, message, text: `${parts.join(' › ')}: ${message}` };
    }
  }
  const name = p.field ?? path;
  const field = getField(resource, name.split('.')[0])?.title ?? name;
  return { path, tab: MAIN_TAB_LABEL, tabIndex: 0, field, message, text: `${MAIN_TAB_LABEL} › ${field}: ${message}` };
}

/** Describes every server error, ordered by tab, then position. */
export function describeErrors(resource: Resource, flat: Record<string, readonly string[]>): ErrorDescription[] {
  return Object.entries(flat)
    .filter(([, m]) => m.length > 0)
    .map(([k, m]) => describeError(resource, k, m))
    .sort((a, b) => a.tabIndex - b.tabIndex || (a.position ?? 0) - (b.position ?? 0));
}

function isLeafError(v: unknown): boolean {
  const o = v as { message?: unknown; type?: unknown };
  return typeof o.message === 'string' || typeof o.type === 'string';
}

/** Number of field errors in a react-hook-form errors object (leaves with message/type). */
export function countErrors(errors: unknown): number {
  if (!errors || typeof errors !== 'object') return 0;
  if (isLeafError(errors)) {
    // a leaf can also hold nested item errors (arrays): count those too
    let n = 1;
    for (const [k, v] of Object.entries(errors as Record<string, unknown>)) {
      if (k !== 'message' && k !== 'type' && k !== 'ref' && k !== 'types' && v && typeof v === 'object') n += countErrors(v);
    }
    return n;
  }
  let n = 0;
  for (const [k, v] of Object.entries(errors as Record<string, unknown>)) {
    if (k === 'ref') continue;
    n += countErrors(v);
  }
  return n;
}

/**
 * Errors per tab from react-hook-form's `formState.errors`: `{ Dados: 2, Email: 1 }` (keys are
 * the child list names; the main tab is {@link MAIN_TAB_LABEL}).
 */
export function countTabErrors(resource: Resource, errors: Record<string, unknown> | undefined): Record<string, number> {
  const out: Record<string, number> = { [MAIN_TAB_LABEL]: 0 };
  const children = new Set(resource.children.map((c) => c.name));
  for (const c of children) out[c] = 0;
  for (const [k, v] of Object.entries(errors ?? {})) {
    if (k === 'root') continue;
    if (children.has(k)) out[k] += countErrors(v);
    else out[MAIN_TAB_LABEL] += countErrors(v);
  }
  return out;
}
