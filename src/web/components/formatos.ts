/** Small pt-BR formatters of the screens (access key, money, date-time, file size); never throw. */
import { formatChaveAcesso, formatDataHora, formatMoeda } from '../../domain/index.ts';

/** Access key in 11 blocks of 4 (`3526 1112 ...`), '' for empty. */
export function chaveFormatada(chave: unknown): string {
  if (!chave) return '';
  return formatChaveAcesso(String(chave));
}

/** `R$ 1.234,56`, '' for empty; never throws. */
export function moeda(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  const n = Number(v);
  if (!Number.isFinite(n)) return String(v);
  try {
    return formatMoeda(n);
  } catch {
    return String(v);
  }
}

/** `1536` -> `1,5 KB`. */
export function tamanhoArquivo(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`;
  return `${(kb / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** DD/MM/AAAA HH:mm:ss (São Paulo) of an ISO instant; '' when empty, the raw text when unparsable. */
export function dataHora(v: unknown): string {
  if (!v) return '';
  try {
    return formatDataHora(String(v));
  } catch {
    return String(v);
  }
}
