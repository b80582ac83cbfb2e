/**
 * Prints plain data (objects, arrays, strings, numbers, booleans, null) as a TypeScript literal:
 * identifier keys unquoted, single-quoted strings, and objects/arrays kept on one line when they fit
 * in `width` columns. Key order is the insertion order, so the output is as stable as the input.
 */

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function key(k: string): string {
  return IDENT.test(k) ? k : quote(k);
}

/** A single-quoted TypeScript string literal. */
export function quote(s: string): string {
  return `'${s
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

function inline(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return entries.length ? `{ ${entries.map(([k, v]) => `${key(k)}: ${inline(v)}`).join(', ')} }` : '{}';
  }
  throw new Error(`ts-literal: valor não suportado (${typeof value})`);
}

/**
 * The literal of `value` for a line indented by `indent` spaces; `column` is where the literal
 * starts on its first line (after a key), used only to decide whether it fits on one line.
 */
export function tsLiteral(value: unknown, indent = 0, width = 120, column = indent): string {
  const flat = inline(value);
  if (column + flat.length <= width || value === null || typeof value !== 'object') return flat;
  const pad = ' '.repeat(indent + 2);
  const end = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${pad}${tsLiteral(v, indent + 2, width)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const lines = entries.map(([k, v]) => {
    const head = `${pad}${key(k)}: `;
    return `${head}${tsLiteral(v, indent + 2, width, head.length + 1)},`;
  });
  return `{\n${lines.join('\n')}\n${end}}`;
}
