/**
 * Leitura das tabelas oficiais importadas pelo administrador, sem I/O:
 * - NCM: JSON do Portal Único Siscomex ("Tabela_NCM_Vigente_AAAAMMDD.json": `Data_Ultima_Atualizacao_NCM`,
 *   `Ato`, `Nomenclaturas[{Codigo, Descricao, Data_Inicio, Data_Fim, Tipo_Ato_Ini, Numero_Ato_Ini,
 *   Ano_Ato_Ini}]`), códigos com pontos ("0101.21.00");
 * - CEST: JSON `[{codigo, descricao, segmento, ncms: string[]}]` (anexos do Conv. ICMS 142/2018);
 * - CFOP: JSON `[{codigo, descricao}]` (Convênio s/nº de 1970, Anexo II, e ajustes SINIEF).
 * Qualquer item inválido rejeita o arquivo inteiro com a posição e o motivo (`ErroTabelaOficial`).
 */
import { textoPlanoOficial } from '../texto-oficial.ts';

export class ErroTabelaOficial extends Error {
  constructor(mensagem: string) {
    super(mensagem);
    this.name = 'ErroTabelaOficial';
  }
}

export interface ItemNcm {
  codigo: string;
  descricao: string;
  data_inicio: string | null;
  /** null = sem fim (a tabela usa 31/12/9999). */
  data_fim: string | null;
  ato_legal: string | null;
}
export interface ItemCest {
  codigo: string;
  descricao: string;
  segmento: string | null;
  ncms: string;
}
export interface ItemCfop {
  codigo: string;
  descricao: string;
}

function json(texto: string): unknown {
  try {
    return JSON.parse(texto.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new ErroTabelaOficial(`O arquivo não é um JSON válido (${(e as Error).message}).`);
  }
}

/** DD/MM/AAAA -> AAAA-MM-DD (31/12/9999 -> null). @throws ErroTabelaOficial */
export function dataBr(v: unknown, onde: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(v ?? '').trim());
  if (!m) throw new ErroTabelaOficial(`${onde}: data inválida (${String(v)}); use DD/MM/AAAA.`);
  if (m[3] === '9999') return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) throw new ErroTabelaOficial(`${onde}: data inválida (${String(v)}).`);
  return iso;
}

/** Lê o JSON da NCM do Siscomex. `vigencia`: a data de "Vigente em DD/MM/AAAA" (ou null). */
export function lerNcmSiscomex(texto: string): { vigencia: string | null; ato: string | null; itens: ItemNcm[] } {
  const raiz = json(texto) as Record<string, unknown>;
  const lista = raiz && typeof raiz === 'object' ? raiz.Nomenclaturas : undefined;
  if (!Array.isArray(lista)) throw new ErroTabelaOficial('O arquivo não é a tabela NCM do Siscomex: falta a lista "Nomenclaturas".');
  if (!lista.length) throw new ErroTabelaOficial('A lista "Nomenclaturas" está vazia.');
  const vig = /(\d{2}\/\d{2}\/\d{4})/.exec(String(raiz.Data_Ultima_Atualizacao_NCM ?? ''))?.[1];
  const vigencia = vig ? dataBr(vig, 'Data_Ultima_Atualizacao_NCM') : null;
  const vistos = new Set<string>();
  const itens = lista.map((x, i): ItemNcm => {
    const onde = `Nomenclaturas[${i}]`;
    if (!x || typeof x !== 'object') throw new ErroTabelaOficial(`${onde}: item inválido.`);
    const o = x as Record<string, unknown>;
    const codigo = String(o.Codigo ?? '')
      .replace(/\./g, '')
      .trim();
    if (!/^\d{2,8}$/.test(codigo)) throw new ErroTabelaOficial(`${onde}: Codigo inválido (${String(o.Codigo)}).`);
    if (vistos.has(codigo)) throw new ErroTabelaOficial(`${onde}: Codigo ${String(o.Codigo)} repetido.`);
    vistos.add(codigo);
    const descricao = textoPlanoOficial(String(o.Descricao ?? '')).trim();
    if (!descricao) throw new ErroTabelaOficial(`${onde} (${String(o.Codigo)}): Descricao vazia.`);
    const data_inicio = dataBr(o.Data_Inicio, `${onde} (${String(o.Codigo)}) Data_Inicio`);
    const data_fim = dataBr(o.Data_Fim, `${onde} (${String(o.Codigo)}) Data_Fim`);
    if (data_inicio && data_fim && data_fim < data_inicio) throw new ErroTabelaOficial(`${onde} (${String(o.Codigo)}): Data_Fim antes de Data_Inicio.`);
    const ato = [o.Tipo_Ato_Ini, o.Numero_Ato_Ini && `${o.Numero_Ato_Ini}${o.Ano_Ato_Ini ? `/${o.Ano_Ato_Ini}` : ''}`].filter(Boolean).join(' ');
    return { codigo, descricao, data_inicio, data_fim, ato_legal: ato ? ato.slice(0, 60) : null };
  });
  return { vigencia, ato: raiz.Ato ? String(raiz.Ato) : null, itens };
}

/** Lê o JSON do CEST. */
export function lerCest(texto: string): ItemCest[] {
  const lista = json(texto);
  if (!Array.isArray(lista) || !lista.length) throw new ErroTabelaOficial('O arquivo do CEST deve ser uma lista JSON [{codigo, descricao, segmento, ncms}].');
  const vistos = new Set<string>();
  return lista.map((x, i) => {
    const o = (x ?? {}) as Record<string, unknown>;
    const codigo = String(o.codigo ?? '')
      .replace(/\./g, '')
      .trim();
    if (!/^\d{7}$/.test(codigo)) throw new ErroTabelaOficial(`Item ${i + 1}: CEST inválido (${String(o.codigo)}); são 7 dígitos.`);
    if (vistos.has(codigo)) throw new ErroTabelaOficial(`Item ${i + 1}: CEST ${codigo} repetido.`);
    vistos.add(codigo);
    const descricao = String(o.descricao ?? '').trim();
    if (!descricao) throw new ErroTabelaOficial(`Item ${i + 1} (${codigo}): descrição vazia.`);
    const ncms = Array.isArray(o.ncms) ? o.ncms.map((n) => String(n).replace(/\./g, '').trim()) : [];
    const ruim = ncms.find((n) => !/^\d{2,8}$/.test(n));
    if (ruim !== undefined) throw new ErroTabelaOficial(`Item ${i + 1} (${codigo}): NCM inválido (${ruim}).`);
    return { codigo, descricao, segmento: o.segmento ? String(o.segmento).slice(0, 100) : null, ncms: ncms.join(',') };
  });
}

/** Lê o JSON do CFOP. */
export function lerCfop(texto: string): ItemCfop[] {
  const lista = json(texto);
  if (!Array.isArray(lista) || !lista.length) throw new ErroTabelaOficial('O arquivo do CFOP deve ser uma lista JSON [{codigo, descricao}].');
  const vistos = new Set<string>();
  return lista.map((x, i) => {
    const o = (x ?? {}) as Record<string, unknown>;
    const codigo = String(o.codigo ?? '')
      .replace(/\./g, '')
      .trim();
    if (!/^[1-7]\d{3}$/.test(codigo)) throw new ErroTabelaOficial(`Item ${i + 1}: CFOP inválido (${String(o.codigo)}); são 4 dígitos, o 1º de 1 a 7.`);
    if (vistos.has(codigo)) throw new ErroTabelaOficial(`Item ${i + 1}: CFOP ${codigo} repetido.`);
    vistos.add(codigo);
    const descricao = String(o.descricao ?? '').trim();
    if (!descricao) throw new ErroTabelaOficial(`Item ${i + 1} (${codigo}): descrição vazia.`);
    return { codigo, descricao };
  });
}
