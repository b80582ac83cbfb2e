/**
 * Pure logic of the "Auditoria" screen (SPEC §2 Configurações › auditoria/consultar): the shapes of
 * `GET /v1/auditoria/` and `GET /v1/auditoria/{id}`, the query string of the filters and how a
 * before/after value is shown (pt-BR: Sim/Não, datas dd/mm/aaaa, listas filhas item a item).
 */
import { formatDataHora } from '../../../domain/index.ts';

export interface ItemAuditoria {
  id: number;
  data_hora: string;
  usuario_id: number;
  usuario_login: string | null;
  usuario_nome: string | null;
  ip: string | null;
  entidade: string;
  entidade_titulo: string;
  registro_id: string | null;
  acao: string;
  acao_titulo: string;
  descricao: string | null;
  campos: number;
  /** Alteração: títulos dos campos que mudaram (até 8); null nas outras ações. */
  alterados?: string[] | null;
}

export interface CampoDiferenca {
  campo: string;
  titulo: string;
  antes: unknown;
  depois: unknown;
}

/**
 * The "Detalhe" cell of a trail row: the action's own text, or what an edit changed ("Nome,
 * Telefone" — up to 8 titles, "e mais" beyond), or the number of fields recorded.
 */
export function resumoDaLinha(i: ItemAuditoria): string {
  if (i.descricao) return i.descricao;
  if (i.alterados) {
    if (!i.alterados.length) return 'Gravado sem alteração de campos';
    const mais = i.campos > i.alterados.length ? ` e mais ${i.campos - i.alterados.length}` : '';
    return `Alterou: ${i.alterados.join(', ')}${mais}`;
  }
  return `${i.campos} campo(s)`;
}

export interface DetalheAuditoria extends Omit<ItemAuditoria, 'campos' | 'alterados'> {
  campos: CampoDiferenca[];
}

export interface PaginaAuditoria {
  itens: ItemAuditoria[];
  total: number;
  pagina: number;
  tamanho: number;
}

export interface FiltrosAuditoria {
  entidade: string;
  acao: string;
  usuario_id: string;
  registro_id: string;
  de: string;
  ate: string;
}

export const FILTROS_VAZIOS: FiltrosAuditoria = { entidade: '', acao: '', usuario_id: '', registro_id: '', de: '', ate: '' };

/** Query string of the list call: only the filled filters, plus page (1-based) and size. */
export function consultaAuditoria(f: FiltrosAuditoria, pagina: number, tamanho: number): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v.trim() !== '') p.set(k, v.trim());
  p.set('pagina', String(pagina));
  p.set('tamanho', String(tamanho));
  return `?${p.toString()}`;
}

const DATA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?/;
const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One value as the user reads it: '—' for empty, Sim/Não, dates in pt-BR, objects as "campo: valor" pairs. */
export function valorLegivel(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'string') {
    if (DATA_HORA.test(v)) return formatDataHora(v);
    const d = DATA.exec(v);
    if (d) return `${d[3]}/${d[2]}/${d[1]}`;
    return v;
  }
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.length ? v.map((x) => `• ${valorLegivel(x)}`).join('\n') : '(nenhum)';
  if (typeof v === 'object') {
    return Object.entries(v as Record<string, unknown>)
      .filter(([k, x]) => x !== null && x !== undefined && x !== '' && !k.endsWith('emitente_id'))
      .map(([k, x]) => `${k}: ${valorLegivel(x)}`)
      .join('; ');
  }
  return String(v);
}

/** Whether the field changed between the two sides (a column added on one side counts). */
export const mudou = (c: CampoDiferenca) => JSON.stringify(c.antes ?? null) !== JSON.stringify(c.depois ?? null);
