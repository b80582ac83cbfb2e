/**
 * Pure helpers of the NF-e screens (faturamento, gerenciador, inutilização, CC-e, XML): situação
 * labels and chip colours, justification/correction length rules, the inutilização range, the
 * faturamento list filter. No React, no fetch: unit tested in tests/unit/web-nfe. Generic formatters
 * live in components/formatos.ts; installments and schema errors in pages/faturamento.
 */
import { ESTADOS_FATURAMENTO, type SituacaoFaturamento } from '../../../generated/estados.ts';

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

// ---------------------------------------------------------------- XML files and list filter

/** `202611` -> `Novembro/2026`. */
const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
export function rotuloAnoMes(anomes: string | number): string {
  const s = String(anomes).replace(/\D/g, '');
  if (s.length !== 6) return String(anomes);
  const mes = Number(s.slice(4, 6));
  return mes >= 1 && mes <= 12 ? `${MESES[mes - 1]}/${s.slice(0, 4)}` : String(anomes);
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
