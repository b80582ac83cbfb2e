/**
 * Pure helpers of the NF-e screens (faturamento, gerenciador, inutilização, CC-e, XML, emitente):
 * situação labels and chip colours, the "Gerar parcelas" split, the mapping of the server's NF-e
 * schema errors (SPEC §5) to form fields, justification/correction length rules, and small
 * formatters. No React, no fetch: unit tested in tests/unit/web-nfe.
 */
import { formatChaveAcesso, formatDataHora, formatMoeda } from '../../../domain/index.ts';
import { ESTADOS_FATURAMENTO, type SituacaoFaturamento } from '../../../generated/estados.ts';
import { resources, type Resource } from '../../../generated/resources.ts';

// ---------------------------------------------------------------- situação

/** Situação da nota: estados, rótulos e grupos declarados no registro (faturamento.situacao, x-estados). */
export type Situacao = SituacaoFaturamento;
export type CorChip = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/** Chip colour of each situação (presentation only; the label comes from the registry). */
const CORES: Readonly<Record<Situacao, CorChip>> = {
  digitacao: 'default',
  transmitindo: 'warning',
  epec: 'warning',
  autorizada: 'success',
  rejeitada: 'error',
  cancelada: 'secondary',
  denegada: 'error',
  inutilizada: 'default',
};

/** Every situação in the registry's order with its label and chip colour (filters, legends). */
export const SITUACOES: Readonly<Record<Situacao, { rotulo: string; cor: CorChip }>> = Object.fromEntries(
  ESTADOS_FATURAMENTO.estados.map((s) => [s, { rotulo: ESTADOS_FATURAMENTO.rotulos[s], cor: CORES[s] }]),
) as Record<Situacao, { rotulo: string; cor: CorChip }>;

const noGrupo = (grupo: readonly string[], s: unknown) => grupo.includes(String(s ?? ''));

/** Label and chip colour of a situação (unknown values shown as they are, grey). */
export function situacaoInfo(s: unknown): { rotulo: string; cor: CorChip } {
  const k = String(s ?? 'digitacao').toLowerCase() as Situacao;
  return SITUACOES[k] ?? { rotulo: String(s ?? ''), cor: 'default' };
}

/** The note can no longer be edited (only printed, cancelled, corrected): outside the registry's `editavel` group. */
export function somenteLeitura(s: unknown): boolean {
  return noGrupo(ESTADOS_FATURAMENTO.estados, s) && !noGrupo(ESTADOS_FATURAMENTO.grupos.editavel, s);
}

/**
 * The DANFE of the note is the fiscal one (`ImprimirNFe`), not the preview: authorised, cancelled,
 * or in EPEC contingency (printed with "DANFE impresso em contingência - EPEC ...", NT 2013.004);
 * the registry's `danfeFiscal` group.
 */
export function danfeFiscal(s: unknown): boolean {
  return noGrupo(ESTADOS_FATURAMENTO.grupos.danfeFiscal, s);
}

/** A note that may be transmitted (again): a new one (no situação yet) or the registry's `transmissivel` group. */
export function podeTransmitir(s: unknown): boolean {
  return s === undefined || s === null || s === '' || noGrupo(ESTADOS_FATURAMENTO.grupos.transmissivel, s);
}

/** Rejections answered by "Corrigir duplicidade" (SEFAZ 204 duplicidade, 539 duplicidade com diferença na chave). */
export const CSTAT_DUPLICIDADE = ['204', '539'] as const;
export function podeCorrigirDuplicidade(situacao: unknown, cStat: unknown): boolean {
  return String(situacao) === 'rejeitada' && (CSTAT_DUPLICIDADE as readonly string[]).includes(String(cStat ?? '').trim());
}

// ---------------------------------------------------------------- parcelas

export interface Parcela {
  numero: string;
  vencimento: string;
  valor: number;
}

/** `YYYY-MM-DD` plus `dias` (calendar, UTC-safe). */
export function somarDias(iso: string, dias: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d + dias));
  return dt.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `meses` (day clamped to the month's end: 31/01 + 1 -> 28/02). */
export function somarMeses(iso: string, meses: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const alvo = new Date(Date.UTC(y, m - 1 + meses, 1));
  const ultimo = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  alvo.setUTCDate(Math.min(d, ultimo));
  return alvo.toISOString().slice(0, 10);
}

/**
 * "Gerar parcelas": splits `total` into `quantidade` duplicatas in cents; the remainder cents go
 * to the first installments so the sum is exactly the total (100 / 3 -> 33,34 + 33,33 + 33,33).
 * Due dates: the first at `primeiroVencimento`, then every `intervaloDias` days (0 = monthly).
 * Numbers `001`, `002`, ... (nDup, MOC: sequential, 3 digits).
 * @returns [] when the total is not positive or the count is below 1.
 */
export function gerarParcelas(total: number, quantidade: number, primeiroVencimento: string, intervaloDias = 30): Parcela[] {
  const n = Math.floor(quantidade);
  const cents = Math.round((Number(total) || 0) * 100);
  if (!(n >= 1) || cents <= 0 || !/^\d{4}-\d{2}-\d{2}/.test(primeiroVencimento)) return [];
  const base = Math.floor(cents / n);
  const resto = cents - base * n;
  const out: Parcela[] = [];
  for (let i = 0; i < n; i++) {
    const valor = (base + (i < resto ? 1 : 0)) / 100;
    const vencimento = intervaloDias > 0 ? somarDias(primeiroVencimento, intervaloDias * i) : somarMeses(primeiroVencimento, i);
    out.push({ numero: String(i + 1).padStart(3, '0'), vencimento, valor });
  }
  return out;
}

/** Sum in cents-exact arithmetic. */
export function somaValores(valores: readonly unknown[]): number {
  return valores.reduce<number>((s, v) => s + Math.round((Number(v) || 0) * 100), 0) / 100;
}

// ---------------------------------------------------------------- justificativas

export const JUSTIFICATIVA_MIN = 15;
export const JUSTIFICATIVA_MAX = 255;
export const CORRECAO_MIN = 15;
export const CORRECAO_MAX = 1000;

/** Length rule of xJust (cancelamento, inutilização): 15 to 255 characters after trimming. */
export function validarJustificativa(texto: string | null | undefined, min = JUSTIFICATIVA_MIN, max = JUSTIFICATIVA_MAX): string | undefined {
  const t = (texto ?? '').trim().replace(/\s+/g, ' ');
  if (t.length < min) return `Informe ao menos ${min} caracteres (faltam ${min - t.length}).`;
  if (t.length > max) return `Use no máximo ${max} caracteres (${t.length - max} a mais).`;
  return undefined;
}

/** Length rule of xCorrecao (CC-e): 15 to 1000 characters. */
export function validarCorrecao(texto: string | null | undefined): string | undefined {
  return validarJustificativa(texto, CORRECAO_MIN, CORRECAO_MAX);
}

/** Counter text under a justification box: `23/255`. */
export function contador(texto: string | null | undefined, max: number): string {
  return `${(texto ?? '').trim().replace(/\s+/g, ' ').length}/${max}`;
}

/** Condição de uso of the CC-e (Ajuste SINIEF 01/07, text required in xCondUso). */
export const CONDICAO_USO_CCE =
  'A Carta de Correção é disciplinada pelo § 1º-A do art. 7º do Convênio S/N, de 15 de dezembro de 1970 e pode ser utilizada para regularização de erro ocorrido na emissão de documento fiscal, desde que o erro não esteja relacionado com: I - as variáveis que determinam o valor do imposto tais como: base de cálculo, alíquota, diferença de preço, quantidade, valor da operação ou da prestação; II - a correção de dados cadastrais que implique mudança do remetente ou do destinatário; III - a data de emissão ou de saída.';

/** Inutilização: série 0-999, numbers 1..999999999, inicial <= final, ano with 2 or 4 digits. */
export function validarFaixa(d: { serie?: unknown; numero_inicial?: unknown; numero_final?: unknown; ano?: unknown }): Record<string, string> {
  const e: Record<string, string> = {};
  const serie = Number(d.serie);
  const ini = Number(d.numero_inicial);
  const fim = Number(d.numero_final);
  const ano = Number(d.ano);
  if (d.serie === '' || d.serie == null || !Number.isInteger(serie) || serie < 0 || serie > 999) e.serie = 'Série entre 0 e 999.';
  if (!Number.isInteger(ini) || ini < 1 || ini > 999999999) e.numero_inicial = 'Número entre 1 e 999.999.999.';
  if (!Number.isInteger(fim) || fim < 1 || fim > 999999999) e.numero_final = 'Número entre 1 e 999.999.999.';
  else if (Number.isInteger(ini) && fim < ini) e.numero_final = 'O número final deve ser maior ou igual ao inicial.';
  if (!Number.isInteger(ano) || !((ano >= 0 && ano <= 99) || (ano >= 2000 && ano <= 2099))) e.ano = 'Ano inválido.';
  return e;
}

// ---------------------------------------------------------------- schema errors (SPEC §5)

export interface ErroSchema {
  mensagem: string;
  linha?: number | null;
  campo?: string | null;
}
export interface ErrosMapeados {
  /** Form path (react-hook-form style: `natureza_operacao`, `Item.0.ncm`) -> messages. */
  campos: Record<string, string[]>;
  /** Errors with no form field, shown in a list with their line. */
  gerais: ErroSchema[];
}

function recurso(nome: string): Resource | undefined {
  return resources.find((r) => r.name === nome);
}

/** NF-e tag -> field of a registry resource (`natOp` -> `natureza_operacao`). */
function porTag(r: Resource | undefined): Map<string, string> {
  const m = new Map<string, string>();
  for (const f of r?.fields ?? []) {
    if (!f.nfe || f.readOnly) continue;
    for (const tag of f.nfe.split('|')) if (!m.has(tag.toLowerCase())) m.set(tag.toLowerCase(), f.name);
  }
  return m;
}

const FILHOS: Record<string, { filho: string; recurso: string; tags: string[] }> = {
  det: { filho: 'Item', recurso: 'faturamentoItem', tags: ['det', 'prod'] },
  dup: { filho: 'Duplicata', recurso: 'faturamentoDuplicata', tags: ['dup'] },
  detpag: { filho: 'Pagamento', recurso: 'faturamentoPagamento', tags: ['detpag'] },
  vol: { filho: 'Volume', recurso: 'faturamentoVolume', tags: ['vol'] },
};
const NOMES_FILHOS: Record<string, string> = { item: 'det', duplicata: 'dup', pagamento: 'detpag', volume: 'vol' };

/**
 * Maps one `campo` of a schema error to a form path of the faturamento editor, or null.
 * Accepted shapes: a form field (`natureza_operacao`, `Item[0].ncm`, `Item.0.ncm`), an NF-e tag
 * (`natOp`, `infNFe/ide/natOp`), and a tag inside a list (`det[2]/prod/NCM` or `det[nItem=2].prod.NCM`,
 * 1-based as in the XML; `dup[1]/vDup`).
 */
export function campoDoFormulario(campo: string | null | undefined): string | null {
  if (!campo) return null;
  const fat = recurso('faturamento');
  const c = campo.trim();
  if (!c) return null;
  // form field of the header
  if (fat?.fields.some((f) => f.name === c && !f.readOnly)) return c;
  // form path of a child: Item[0].ncm | Item.0.ncm
  const mForm = /^(Item|Pagamento|Duplicata|Volume)(?:\[(\d+)\]|\.(\d+))\.([a-z_]+)$/i.exec(c);
  if (mForm) {
    const nome = mForm[1][0].toUpperCase() + mForm[1].slice(1).toLowerCase();
    const grupo = FILHOS[NOMES_FILHOS[nome.toLowerCase()]];
    const r = recurso(grupo.recurso);
    const campoFilho = mForm[4];
    if (r?.fields.some((f) => f.name === campoFilho)) return `${nome}.${mForm[2] ?? mForm[3]}.${campoFilho}`;
    return null;
  }
  // XML path: split on / or .
  const partes = c.split(/[/.]/).filter(Boolean);
  let filho: { nome: string; indice: number; recurso: string } | null = null;
  for (const p of partes) {
    const m = /^([A-Za-z]+)\[(?:nItem=)?(\d+)\]$/.exec(p);
    if (m && FILHOS[m[1].toLowerCase()]) {
      const g = FILHOS[m[1].toLowerCase()];
      filho = { nome: g.filho, indice: Math.max(0, Number(m[2]) - 1), recurso: g.recurso };
    }
  }
  const ultima = partes[partes.length - 1]?.replace(/\[.*\]$/, '') ?? '';
  if (filho) {
    const campoFilho = porTag(recurso(filho.recurso)).get(ultima.toLowerCase());
    return campoFilho ? `${filho.nome}.${filho.indice}.${campoFilho}` : null;
  }
  const campoCab = porTag(fat).get(ultima.toLowerCase());
  return campoCab ?? null;
}

/** Splits the server's `Data.erros` into field errors (shown next to inputs) and general ones (listed with line). */
export function mapearErrosSchema(erros: readonly ErroSchema[] | null | undefined): ErrosMapeados {
  const saida: ErrosMapeados = { campos: {}, gerais: [] };
  for (const e of erros ?? []) {
    if (!e || typeof e.mensagem !== 'string') continue;
    const alvo = campoDoFormulario(e.campo ?? null);
    if (alvo) (saida.campos[alvo] ??= []).push(e.mensagem);
    else saida.gerais.push(e);
  }
  return saida;
}

/** The schema errors of an HttpError body (`{Success:false, Data:{erros:[...]}}`), or null. */
export function errosSchemaDoCorpo(body: unknown): ErroSchema[] | null {
  if (!body || typeof body !== 'object') return null;
  const data = (body as { Data?: unknown }).Data;
  const erros = data && typeof data === 'object' ? (data as { erros?: unknown }).erros : null;
  return Array.isArray(erros) ? (erros as ErroSchema[]) : null;
}

// ---------------------------------------------------------------- formats

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

/** `202611` -> `Novembro/2026`. */
const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
export function rotuloAnoMes(anomes: string | number): string {
  const s = String(anomes).replace(/\D/g, '');
  if (s.length !== 6) return String(anomes);
  const mes = Number(s.slice(4, 6));
  return mes >= 1 && mes <= 12 ? `${MESES[mes - 1]}/${s.slice(0, 4)}` : String(anomes);
}

/** `1536` -> `1,5 KB`. */
export function tamanhoArquivo(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`;
  return `${(kb / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** Certificate banner: 'vencido' / 'vencendo' (within 30 days) / null. */
export function avisoCertificado(validoAte: string | null | undefined, agora: Date = new Date()): { tipo: 'vencido' | 'vencendo'; dias: number } | null {
  if (!validoAte) return null;
  const t = Date.parse(validoAte);
  if (!Number.isFinite(t)) return null;
  const dias = Math.floor((t - agora.getTime()) / 86_400_000);
  if (t <= agora.getTime()) return { tipo: 'vencido', dias };
  if (dias <= 30) return { tipo: 'vencendo', dias };
  return null;
}

/** OData filter of the faturamento list (situação and emission period, YYYY-MM-DD inclusive). */
export function filtroFaturamento(f: { situacao?: string; de?: string; ate?: string; excluirDigitacao?: boolean; busca?: string }): string {
  const partes: string[] = [];
  if (f.situacao) partes.push(`situacao eq '${f.situacao.replace(/'/g, "''")}'`);
  else if (f.excluirDigitacao) partes.push(`situacao ne 'digitacao'`);
  if (f.de && /^\d{4}-\d{2}-\d{2}$/.test(f.de)) partes.push(`data_emissao ge ${f.de}T00:00:00-03:00`);
  if (f.ate && /^\d{4}-\d{2}-\d{2}$/.test(f.ate)) partes.push(`data_emissao le ${f.ate}T23:59:59-03:00`);
  const b = (f.busca ?? '').trim();
  if (b.length >= 2) {
    const d = b.replace(/\D/g, '');
    const txt = b.replace(/'/g, "''");
    const ors = [`contains(natureza_operacao,'${txt}')`];
    if (d && d === b.replace(/\s/g, '')) {
      if (d.length <= 9) ors.push(`numero eq ${Number(d)}`);
      ors.push(`contains(chave,'${d}')`);
    }
    partes.push(`(${ors.join(' or ')})`);
  }
  return partes.join(' and ');
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
