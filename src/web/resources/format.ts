/**
 * Display formats of the generated screens (SPEC §1 and §9: pt-BR numbers, R$, DD/MM/YYYY,
 * DD/MM/YYYY HH:mm:ss) and the CSV export. Pure functions over the registry fields, built on
 * the domain formatters and masks.
 */
import {
  applyMask,
  formatData,
  formatDataHora,
  formatMoeda,
  formatNumero,
  maskCep,
  maskCpfCnpj,
  maskTelefone,
  MASCARA_CNPJ,
  normalizeCpfCnpj,
  onlyDigits,
  unmask,
} from '../../domain/index.ts';
import { booleanLabel, enumLabel, fieldKind, fieldScale, isMoneyField, type ResourceField } from './registry.ts';

/** Number of decimals actually used by a value, between `min` and `max`. */
function usedDecimals(value: number | string, min: number, max: number): number {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toString() : '') : value.trim();
  if (/e/i.test(text)) return max;
  const dec = (text.split('.')[1] ?? '').replace(/0+$/, '');
  return Math.min(max, Math.max(min, dec.length));
}

/**
 * A decimal in pt-BR with at least `min(2, scale)` and at most `scale` decimals, keeping the
 * significant ones: `formatDecimal(12.5, 4)` -> `'12,50'`; `formatDecimal(0.1234, 4)` -> `'0,1234'`.
 * @returns '' for null/undefined/'' and for non-numeric input (never throws).
 */
export function formatDecimal(value: unknown, scale: number): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  try {
    return formatNumero(value, usedDecimals(value, Math.min(2, scale), scale));
  } catch {
    return String(value);
  }
}

/** Money in pt-BR (`R$ 1.234,56`), keeping up to `scale` significant decimals. Never throws. */
export function formatMoney(value: unknown, scale = 2): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  try {
    const d = usedDecimals(value, 2, Math.max(2, scale));
    if (d === 2) return formatMoeda(value);
    const n = formatNumero(value, d);
    return n.startsWith('-') ? `-R$ ${n.slice(1)}` : `R$ ${n}`;
  } catch {
    return String(value);
  }
}

/** Display mask for a text value according to the field (documents, CEP, phones, masks). */
export function maskValue(f: ResourceField, value: string): string {
  switch (fieldKind(f)) {
    case 'document':
      if (f.format === 'cnpj') return applyMask(normalizeCpfCnpj(value), MASCARA_CNPJ);
      if (f.format === 'cpf') return applyMask(onlyDigits(value), f.mask ?? '###.###.###-##');
      return maskCpfCnpj(value);
    case 'cep':
      return maskCep(value);
    case 'phone':
      return maskTelefone(value);
    case 'masked':
      return applyMask(upperIfMask(f.mask!, value), f.mask!);
    default:
      if (f.mask) return applyMask(value, f.mask);
      return value;
  }
}

/** A mask with upper-case letters (`A`) and none lower-case (`a`) is all upper case (plates). */
function upperIfMask(mask: string, value: string): string {
  return mask.includes('A') && !mask.includes('a') ? value.toUpperCase() : value;
}

/**
 * Removes the display mask of what the user typed, giving the value kept in the form and sent
 * to the API (`'529.982.247-25'` -> `'52998224725'`, `'(11) 98765-4321'` -> `'11987654321'`).
 * Extra characters beyond the field's size are dropped.
 */
export function unmaskValue(f: ResourceField, typed: string): string {
  switch (fieldKind(f)) {
    case 'document':
      return f.format === 'cpf' ? onlyDigits(typed).slice(0, 11) : normalizeCpfCnpj(typed).slice(0, 14);
    case 'cep':
      return onlyDigits(typed).slice(0, 8);
    case 'phone':
      return onlyDigits(typed).slice(0, 11);
    case 'masked':
      return unmask(upperIfMask(f.mask!, typed), f.mask!);
    default:
      return typed;
  }
}

/** Longest text the masked input can hold (HTML `maxlength` of the visible, masked value). */
export function maskedMaxLength(f: ResourceField): number | undefined {
  switch (fieldKind(f)) {
    case 'document':
      return f.format === 'cpf' ? 14 : 18;
    case 'cep':
      return 9;
    case 'phone':
      return 15;
    case 'masked':
      return f.mask!.length;
    default:
      return f.maxLength;
  }
}

/**
 * Text of a value in a list cell or in the CSV export, by field type: booleans "Sim/Não"
 * ("Ativo/Inativo" for `ativo`), money `R$ 1.234,56`, decimals `1.234,5`, dates `DD/MM/AAAA`,
 * date-times `DD/MM/AAAA HH:mm:ss`, enums by label, documents/CEP/phones masked.
 * References are resolved by the caller (pass the referenced text as `value`).
 * @returns '' for empty values. Never throws (unparseable values are shown as they are).
 */
export function formatFieldValue(f: ResourceField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const kind = fieldKind(f);
  try {
    switch (kind) {
      case 'boolean':
        return booleanLabel(f, value === true || value === 1 || value === '1' || value === 'true');
      case 'enum':
        return enumLabel(f, value);
      case 'date':
        return formatData(String(value));
      case 'datetime':
        return formatDataHora(String(value));
      case 'decimal':
        return isMoneyField(f) ? formatMoney(value, fieldScale(f)) : formatDecimal(value, fieldScale(f));
      case 'integer':
        return String(value);
      case 'password':
        return '';
      case 'document':
      case 'cep':
      case 'phone':
      case 'masked':
        return maskValue(f, String(value));
      default:
        if (f.mask) return maskValue(f, String(value));
        return String(value);
    }
  } catch {
    return String(value);
  }
}

// ---------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------

/** CSV separator: `;`, what spreadsheet programs in pt-BR expect (`,` is the decimal mark). */
export const CSV_SEPARATOR = ';';

function csvCell(value: string): string {
  return /[";\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Builds a CSV text (UTF-8 BOM, `;` separator, CRLF lines) from a header row and rows of
 * already formatted cells.
 */
export function toCsv(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [headers, ...rows].map((r) => r.map(csvCell).join(CSV_SEPARATOR));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** File name of an export: the resource's plural and the date (`Clientes 2026-11-21`). */
export function exportFileName(plural: string, now: Date = new Date()): string {
  const p = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `${plural.replace(/[\\/:*?"<>|]/g, '-')} ${p}`;
}

// ---------------------------------------------------------------------------------------------
// Numbers typed in pt-BR
// ---------------------------------------------------------------------------------------------

/**
 * Reads a number typed in pt-BR: `'1.234,56'` -> `1234.56`, `'12,5'` -> `12.5`. A lone dot not
 * followed by exactly three digits is taken as the decimal mark (`'12.5'` -> `12.5`, numeric
 * keypads), otherwise dots are thousands separators (`'1.234'` -> `1234`).
 * @returns null for an empty text, NaN when it is not a number.
 */
export function parseDecimalInput(text: string | null | undefined): number | null {
  const t = (text ?? '').trim().replace(/\s/g, '');
  if (t === '' || t === '-') return null;
  let normal: string;
  if (t.includes(',')) normal = t.replace(/\./g, '').replace(',', '.');
  else if ((t.match(/\./g) ?? []).length === 1 && !/\.\d{3}$/.test(t)) normal = t;
  else normal = t.replace(/\./g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normal)) return NaN;
  return Number(normal);
}

/**
 * Keeps what a pt-BR number input accepts while typing: digits, thousands dots, one comma with
 * at most `scale` decimals (none when `scale` is 0) and, if allowed, a leading minus.
 */
export function sanitizeDecimalTyping(text: string, scale: number, allowNegative: boolean): string {
  const negative = allowNegative && text.trim().startsWith('-');
  let body = text.replace(/[^\d.,]/g, '');
  if (scale === 0) body = body.replace(/[.,]/g, '');
  const comma = body.indexOf(',');
  if (comma >= 0)
    body =
      body.slice(0, comma + 1) +
      body
        .slice(comma + 1)
        .replace(/[.,]/g, '')
        .slice(0, scale);
  return (negative ? '-' : '') + body;
}

/** Text of a number while editing: pt-BR, no thousands separators, significant decimals only. */
export function editableDecimal(value: unknown, scale: number): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  if (scale === 0) return String(Math.trunc(n));
  const fixed = n.toFixed(Math.min(scale, 20)).replace(/\.?0+$/, '');
  return fixed.replace('.', ',');
}

// ---------------------------------------------------------------------------------------------
// Dates typed as DD/MM/AAAA
// ---------------------------------------------------------------------------------------------

/** Mask of a date typed in pt-BR. */
export const MASCARA_DATA = '##/##/####';

/** `'2026-03-05'` -> `'05/03/2026'`; anything else is returned as it is (text being typed). */
export function isoToBrDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/**
 * Reads a date typed as DD/MM/AAAA (masked progressively).
 * @returns `'YYYY-MM-DD'` for a complete, existing date; null for an empty text; otherwise the
 *   masked text (incomplete or impossible dates, which validation reports as 'Data inválida').
 */
export function brDateToIso(typed: string | null | undefined): string | null {
  const masked = applyMask(typed ?? '', MASCARA_DATA);
  if (masked === '') return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked);
  if (!m) return masked;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1000 || dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return masked;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

// ---------------------------------------------------------------------------------------------
// Date and time typed as DD/MM/AAAA HH:mm (whatever the browser's locale)
// ---------------------------------------------------------------------------------------------

/** Mask of a date and time typed in pt-BR. */
export const MASCARA_DATA_HORA = '##/##/#### ##:##';

/** `'2026-11-24T14:05:00'` (or with a space) -> `'24/11/2026 14:05'`; anything else as it is. */
export function isoToBrDateTime(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : value;
}

/**
 * Reads a date and time typed as DD/MM/AAAA HH:mm (masked progressively; the time may be left
 * out, meaning 00:00).
 * @returns `'YYYY-MM-DDTHH:mm:00'` for a complete, existing instant; null for an empty text;
 *   otherwise the masked text (incomplete or impossible values).
 */
export function brDateTimeToIso(typed: string | null | undefined): string | null {
  const masked = applyMask(typed ?? '', MASCARA_DATA_HORA).trim();
  if (masked === '') return null;
  const m = /^(\d{2}\/\d{2}\/\d{4})(?: (\d{2}):(\d{2}))?$/.exec(masked);
  if (!m) return masked;
  const dia = brDateToIso(m[1]);
  if (!dia || !/^\d{4}-\d{2}-\d{2}$/.test(dia)) return masked;
  const [h, mi] = [Number(m[2] ?? 0), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59) return masked;
  return `${dia}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:00`;
}
