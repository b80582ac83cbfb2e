import { MENSAGENS } from './mensagens.ts';
import { FUSO_NEGOCIO, partesNoFuso } from './relogio.ts';

/** Fuso usado para exibir datas (servidor em -03:00, SPEC §7 e §9): o fuso do negócio (relogio.ts). */
export const TIME_ZONE = FUSO_NEGOCIO;
/** Deslocamento fixo do servidor em relação ao UTC (SPEC §7: "The server time zone is -03:00"). */
export const SERVER_UTC_OFFSET = '-03:00';

const OFFSET_MS = -3 * 60 * 60 * 1000;
const DIA_MS = 24 * 60 * 60 * 1000;

/** Data aceita pelos formatadores: `Date`, epoch em milissegundos ou texto (ver {@link parseWireDate}). */
export type DataEntrada = Date | number | string;

const RE_NUMERO_TEXTO = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

const formatoMoeda = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  signDisplay: 'negative',
});
const formatosNumero = new Map<number, Intl.NumberFormat>();

/** Troca espaços especiais do Intl (U+00A0 e U+202F) por espaço comum. */
function espacosComuns(texto: string): string {
  return texto.replace(/[\u00A0\u202F]/g, ' ');
}

/** Confere e converte o valor numérico para o que o Intl aceita. */
function numeroParaIntl(value: number | string): number | Intl.StringNumericLiteral {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(MENSAGENS.valorInvalido);
    return value;
  }
  const texto = value.trim();
  if (!RE_NUMERO_TEXTO.test(texto)) throw new RangeError(MENSAGENS.valorInvalido);
  return texto as Intl.StringNumericLiteral;
}

/**
 * Formata um valor em reais no padrão pt-BR (SPEC §9: pt-br, `.` milhar, `,` decimal, duas
 * casas, R$), com `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })`.
 *
 * O Intl coloca um espaço não separável (U+00A0) depois de `R$`; ele é trocado por espaço
 * comum para que o texto seja igual em servidor, navegador, testes e PDFs. Negativos saem como
 * `-R$ 1.234,56`; zero negativo (inclusive após arredondamento) sai sem sinal. Arredondamento
 * "meio para longe do zero" (padrão do Intl).
 *
 * @param value número, ou texto decimal como vem do banco (`'1234.565'`), formatado sem perda
 *   de precisão de ponto flutuante (útil com `decimal.js`: passe `valor.toString()`).
 * @returns ex.: `1234.56` -> `'R$ 1.234,56'`; `-1234.56` -> `'-R$ 1.234,56'`.
 * @throws RangeError (`MENSAGENS.valorInvalido`) para `NaN`, `Infinity` ou texto não numérico.
 */
export function formatMoeda(value: number | string): string {
  return espacosComuns(formatoMoeda.format(numeroParaIntl(value)));
}

/**
 * Formata um número no padrão pt-BR com casas decimais fixas (SPEC §9).
 *
 * @param value número ou texto decimal (ver {@link formatMoeda}).
 * @param decimals casas decimais, de 0 a 20 (padrão 2).
 * @returns ex.: `formatNumero(1234.56)` -> `'1.234,56'`; `formatNumero(2.5, 3)` -> `'2,500'`.
 * @throws RangeError para valor não numérico/infinito (`MENSAGENS.valorInvalido`) ou `decimals`
 *   fora de 0..20.
 */
export function formatNumero(value: number | string, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError('Número de casas decimais deve estar entre 0 e 20');
  }
  let formato = formatosNumero.get(decimals);
  if (!formato) {
    formato = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatosNumero.set(decimals, formato);
  }
  return espacosComuns(formato.format(numeroParaIntl(value)));
}

/**
 * Converte o texto de data do contrato da API em `Date` (SPEC §7: datas trafegam como
 * `YYYY-MM-DDTHH:mm:ss`, servidor em -03:00).
 *
 * Aceita: `YYYY-MM-DD` (meia-noite em -03:00); `YYYY-MM-DDTHH:mm[:ss[.fff]]` sem fuso
 * (interpretado em -03:00; `T` ou espaço); e ISO 8601 com `Z` ou `±hh:mm` (respeitado).
 *
 * @param value o texto.
 * @returns o instante correspondente.
 * @throws RangeError (`MENSAGENS.dataInvalida`) se o formato não for reconhecido ou a data não
 *   existir no calendário (ex.: `2024-02-30`).
 */
export function parseWireDate(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(value.trim());
  if (!m) throw new RangeError(MENSAGENS.dataInvalida);
  const [, a, me, d, h = '00', mi = '00', s = '00', frac = '', fuso] = m;
  const campos = [Number(a), Number(me) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const local = Date.UTC(...campos, Math.round(Number(`0${frac || '.0'}`) * 1000));
  const conferida = new Date(local);
  if (
    conferida.getUTCFullYear() !== campos[0] ||
    conferida.getUTCMonth() !== campos[1] ||
    conferida.getUTCDate() !== campos[2] ||
    campos[3] > 23 ||
    campos[4] > 59 ||
    campos[5] > 59
  ) {
    throw new RangeError(MENSAGENS.dataInvalida);
  }
  let offsetMs = OFFSET_MS;
  if (fuso === 'Z') offsetMs = 0;
  else if (fuso) {
    const sinal = fuso[0] === '-' ? -1 : 1;
    offsetMs = sinal * (Number(fuso.slice(1, 3)) * 60 + Number(fuso.slice(4, 6))) * 60 * 1000;
  }
  return new Date(local - offsetMs);
}

/** Converte a entrada em `Date` válida ou lança RangeError. */
function paraData(d: DataEntrada): Date {
  const data = typeof d === 'string' ? parseWireDate(d) : new Date(typeof d === 'number' ? d : d.getTime());
  if (Number.isNaN(data.getTime())) throw new RangeError(MENSAGENS.dataInvalida);
  return data;
}

/** Partes de data/hora do instante no fuso de São Paulo. */
function partesSaoPaulo(data: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const p = partesNoFuso(data, TIME_ZONE);
  const dois = (n: number) => String(n).padStart(2, '0');
  return { year: String(p.ano).padStart(4, '0'), month: dois(p.mes), day: dois(p.dia), hour: dois(p.hora), minute: dois(p.minuto), second: dois(p.segundo) };
}

/**
 * Formata a data como `DD/MM/AAAA` no fuso `America/Sao_Paulo` (SPEC §7 e §9).
 *
 * @param d `Date`, epoch (ms) ou texto aceito por {@link parseWireDate} (`'2024-03-05'` é o
 *   dia 05/03/2024, sem deslocamento por fuso).
 * @returns ex.: `'05/03/2024'`.
 * @throws RangeError (`MENSAGENS.dataInvalida`) para data inválida.
 */
export function formatData(d: DataEntrada): string {
  const p = partesSaoPaulo(paraData(d));
  return `${p.day}/${p.month}/${p.year}`;
}

/**
 * Formata data e hora como `DD/MM/AAAA HH:mm:ss` (24 h) no fuso `America/Sao_Paulo`
 * (SPEC §7: servidor em -03:00). Para datas anteriores a 2019 o Intl aplica o horário de
 * verão histórico (-02:00), diferente de {@link toWireDate}, que usa -03:00 fixo.
 *
 * @param d `Date`, epoch (ms) ou texto aceito por {@link parseWireDate}.
 * @returns ex.: `new Date('2024-03-05T17:30:00Z')` -> `'05/03/2024 14:30:00'`.
 * @throws RangeError (`MENSAGENS.dataInvalida`) para data inválida.
 */
export function formatDataHora(d: DataEntrada): string {
  const p = partesSaoPaulo(paraData(d));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** Número do dia civil (dias desde 1970-01-01) do instante no fuso de São Paulo. */
function diaCivil(data: Date): number {
  const p = partesSaoPaulo(data);
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)) / DIA_MS;
}

/**
 * Data relativa (SPEC §9: "'Ontem'; 'N dias atrás' under 30 days"), por dia civil em
 * `America/Sao_Paulo`: mesmo dia -> `'Hoje'`; 1 dia antes -> `'Ontem'`; 2 a 29 dias ->
 * `'N dias atrás'`; 30 dias ou mais, ou data futura -> {@link formatData}.
 *
 * @param date a data a descrever.
 * @param now  o "agora" de referência (padrão: `new Date()`; informe nos testes).
 * @returns ex.: `'Hoje'`, `'Ontem'`, `'5 dias atrás'`, `'01/02/2024'`.
 * @throws RangeError (`MENSAGENS.dataInvalida`) se alguma data for inválida.
 */
export function formatRelativo(date: DataEntrada, now: DataEntrada = new Date()): string {
  const data = paraData(date);
  const dias = diaCivil(paraData(now)) - diaCivil(data);
  if (dias === 0) return 'Hoje';
  if (dias === 1) return 'Ontem';
  if (dias > 1 && dias < 30) return `${dias} dias atrás`;
  return formatData(data);
}

/**
 * Serializa a data para a API: `YYYY-MM-DDTHH:mm:ss`, sem sufixo de fuso, no deslocamento
 * fixo -03:00 do servidor (SPEC §7). Inverso de {@link parseWireDate} (milissegundos são
 * descartados).
 *
 * @param d `Date`, epoch (ms) ou texto aceito por {@link parseWireDate}.
 * @returns ex.: `new Date('2024-03-05T17:30:00Z')` -> `'2024-03-05T14:30:00'`.
 * @throws RangeError (`MENSAGENS.dataInvalida`) para data inválida.
 */
export function toWireDate(d: DataEntrada): string {
  return new Date(paraData(d).getTime() + OFFSET_MS).toISOString().slice(0, 19);
}
