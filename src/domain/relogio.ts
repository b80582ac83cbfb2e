/**
 * Relógio do negócio: a ÚNICA fonte de "agora", "hoje", limites de mês, vencimentos e datas/horas
 * fiscais do servidor (ver docs/relogio.md).
 *
 * Regras:
 * - o fuso do processo (TZ) é irrelevante: nada aqui usa getters locais (`getDate()`,
 *   `getHours()`...) nem `toISOString().slice(0, 10)`; o dia civil sai do `Intl.DateTimeFormat`
 *   com `timeZone` explícito;
 * - o "agora" vem de um relógio injetável ({@link definirRelogio}); testes fixam a hora por ele ou
 *   falsificando `Date` (o relógio padrão lê `new Date()` a cada chamada);
 * - o dia do negócio é o do servidor, America/Sao_Paulo (-03:00, SPEC §7: "The server time zone is
 *   -03:00"), salvo quando a UF do emitente é informada: então vale o fuso legal da UF
 *   (Lei 11.662/2008 e Lei 12.876/2013 — AC -05:00; AM, RO, RR, MT e MS -04:00; demais -03:00; sem
 *   horário de verão desde o Decreto 9.772/2019);
 * - datas/horas do leiaute da NF-e (`dhEmi`, `dhSaiEnt`, `dhCont`, `dhEvento`, tipo TDateTimeUTC do
 *   MOC 7.0: `AAAA-MM-DDThh:mm:ss±hh:mm`) saem na hora local do emitente com o deslocamento da UF
 *   dele ({@link dataHoraFiscal}).
 */

/** Fuso do servidor e dos dias de negócio sem UF (SPEC §7: -03:00). */
export const FUSO_NEGOCIO = 'America/Sao_Paulo';

/** Fonte do instante atual. */
export type Relogio = () => Date;

const RELOGIO_SISTEMA: Relogio = () => new Date();
let relogio: Relogio = RELOGIO_SISTEMA;

/**
 * Troca o relógio do processo (testes; simulações). `null` volta ao relógio do sistema
 * (`new Date()` a cada chamada, que segue `vi.useFakeTimers({ toFake: ['Date'] })`).
 */
export function definirRelogio(r: Relogio | null): void {
  relogio = r ?? RELOGIO_SISTEMA;
}

/** O instante atual pelo relógio do negócio (uma cópia nova a cada chamada). */
export function agora(): Date {
  const d = relogio();
  return new Date(d.getTime());
}

/** Fuso IANA por UF onde não é o de Brasília (Lei 12.876/2013; o AM usa -04:00 em todo o estado para a NF-e). */
const FUSO_DA_UF: Readonly<Record<string, string>> = {
  AC: 'America/Rio_Branco',
  AM: 'America/Manaus',
  RO: 'America/Porto_Velho',
  RR: 'America/Boa_Vista',
  MT: 'America/Cuiaba',
  MS: 'America/Campo_Grande',
};

/**
 * Fuso IANA do emitente pela sigla da UF: AC America/Rio_Branco (-05:00); AM, RO, RR, MT, MS nos
 * fusos de -04:00; demais UFs, UF vazia ou desconhecida: {@link FUSO_NEGOCIO} (-03:00).
 */
export function fusoDaUf(uf?: string | null): string {
  return (uf && FUSO_DA_UF[uf.trim().toUpperCase()]) || FUSO_NEGOCIO;
}

const formatos = new Map<string, Intl.DateTimeFormat>();

/**
 * Campos de parede (ano..segundo) do instante no fuso IANA `fuso` (um `Intl.DateTimeFormat` por
 * fuso, guardado). Também é o que `formatos.ts` usa para exibir datas.
 * @throws RangeError para data inválida.
 */
export function partesNoFuso(instante: Date, fuso: string): { ano: number; mes: number; dia: number; hora: number; minuto: number; segundo: number } {
  if (Number.isNaN(instante.getTime())) throw new RangeError('Data inválida');
  let f = formatos.get(fuso);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: fuso,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatos.set(fuso, f);
  }
  const p: Record<string, number> = {};
  for (const x of f.formatToParts(instante)) if (x.type !== 'literal') p[x.type] = Number(x.value);
  return { ano: p.year, mes: p.month, dia: p.day, hora: p.hour, minuto: p.minute, segundo: p.second };
}

const dois = (n: number) => String(n).padStart(2, '0');
const dataIso = (ano: number, mes: number, dia: number) => `${String(ano).padStart(4, '0')}-${dois(mes)}-${dois(dia)}`;

/**
 * Deslocamento do fuso da UF em relação ao UTC no instante, como o leiaute quer (`-03:00`,
 * `-04:00`, `-05:00`).
 */
export function deslocamentoUf(uf?: string | null, instante: Date = agora()): string {
  const p = partesNoFuso(instante, fusoDaUf(uf));
  const parede = Date.UTC(p.ano, p.mes - 1, p.dia, p.hora, p.minuto, p.segundo);
  const minutos = Math.round((parede - Math.floor(instante.getTime() / 1000) * 1000) / 60_000);
  const abs = Math.abs(minutos);
  return `${minutos < 0 ? '-' : '+'}${dois(Math.floor(abs / 60))}:${dois(abs % 60)}`;
}

/**
 * Dia civil `AAAA-MM-DD` do instante no fuso da UF (padrão: dia de Brasília, o do servidor).
 * @throws RangeError para data inválida.
 */
export function dataNoFuso(instante: Date, uf?: string | null): string {
  const p = partesNoFuso(instante, fusoDaUf(uf));
  return dataIso(p.ano, p.mes, p.dia);
}

/** "Hoje" do negócio, `AAAA-MM-DD`, no fuso da UF do emitente (padrão: Brasília, -03:00). */
export function dataDeHoje(uf?: string | null): string {
  return dataNoFuso(agora(), uf);
}

/**
 * Soma `dias` (pode ser negativo) a uma data `AAAA-MM-DD` no calendário civil, sem fuso.
 * @throws RangeError se a data não for `AAAA-MM-DD` válida.
 */
export function somarDias(data: string, dias: number): string {
  const t = Date.parse(`${data}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data) || Number.isNaN(t)) throw new RangeError(`Data inválida: '${data}'`);
  return new Date(t + dias * 86_400_000).toISOString().slice(0, 10);
}

/** Vencimento a `dias` dias de hoje (hoje do negócio + N), `AAAA-MM-DD`. */
export function vencimentoEm(dias: number, uf?: string | null): string {
  return somarDias(dataDeHoje(uf), dias);
}

/**
 * Primeiro e último dia do mês de `data` (`AAAA-MM-DD`; padrão: hoje do negócio), deslocado de
 * `meses` meses (ex.: -1 = mês anterior). Datas `AAAA-MM-DD`, inclusivas.
 */
export function limitesDoMes(data: string = dataDeHoje(), meses = 0): { inicio: string; fim: string } {
  const [a, m] = data.split('-').map(Number);
  const inicio = new Date(Date.UTC(a, m - 1 + meses, 1));
  const fim = new Date(Date.UTC(a, m + meses, 0));
  return { inicio: inicio.toISOString().slice(0, 10), fim: fim.toISOString().slice(0, 10) };
}

/**
 * Instante em que começa o dia `data` (`AAAA-MM-DD`) no fuso da UF (padrão Brasília): para filtros
 * `coluna >= inicioDoDia(d)` sobre timestamptz sem depender do TimeZone da sessão do banco.
 */
export function inicioDoDia(data: string, uf?: string | null): Date {
  const meiaNoiteUtc = Date.parse(`${data}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data) || Number.isNaN(meiaNoiteUtc)) throw new RangeError(`Data inválida: '${data}'`);
  // o deslocamento ao meio-dia do mesmo dia (fusos do Brasil não mudam mais à meia-noite)
  const d = deslocamentoUf(uf, new Date(meiaNoiteUtc + 12 * 3_600_000));
  return new Date(`${data}T00:00:00${d}`);
}

/**
 * Data/hora `TDateTimeUTC` do leiaute da NF-e (MOC 7.0): `AAAA-MM-DDThh:mm:ss±hh:mm`, hora local
 * do emitente com o deslocamento da UF dele, sem milissegundos; para `dhEmi`, `dhSaiEnt`,
 * `dhCont`, `dhEvento`.
 *
 * @param instante padrão: agora.
 * @param uf sigla da UF do emitente (padrão: -03:00).
 * @example dataHoraFiscal(new Date('2026-11-30T00:30:00Z'), 'SP') -> '2026-11-29T21:30:00-03:00'
 */
export function dataHoraFiscal(instante: Date = agora(), uf?: string | null): string {
  const p = partesNoFuso(instante, fusoDaUf(uf));
  return `${dataIso(p.ano, p.mes, p.dia)}T${dois(p.hora)}:${dois(p.minuto)}:${dois(p.segundo)}${deslocamentoUf(uf, instante)}`;
}

/**
 * Data/hora do contrato da API (`AAAA-MM-DDThh:mm:ss`, sem sufixo, no fuso do servidor -03:00,
 * SPEC §7) do instante; padrão: agora.
 */
export function dataHoraNegocio(instante: Date = agora()): string {
  return dataHoraFiscal(instante).slice(0, 19);
}

/**
 * Campos "de parede" (ano, mês 1..12, dia, hora, minuto, segundo) do instante no fuso da UF
 * (padrão: Brasília) — para formatos que pedem hora local, como a data DOS das entradas de ZIP.
 */
export function horaDeParede(instante: Date, uf?: string | null): { ano: number; mes: number; dia: number; hora: number; minuto: number; segundo: number } {
  return partesNoFuso(instante, fusoDaUf(uf));
}

/**
 * Instante de um valor `timestamptz` lido do banco: o pool entrega `AAAA-MM-DDThh:mm:ss` na hora
 * de Brasília, sem sufixo (src/server/db/pool.ts), e `new Date(texto)` o leria na hora LOCAL do
 * processo (errado com TZ=UTC). Aceita também `Date` e texto com `Z`/`±hh:mm`.
 * @throws RangeError para texto que não é data/hora.
 */
export function instanteDoBanco(v: string | Date): Date {
  if (v instanceof Date) return new Date(v.getTime());
  const t = v.trim().replace(' ', 'T');
  const m = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(t);
  if (!m) throw new RangeError(`Data/hora inválida: '${v}'`);
  let fuso = m[3];
  if (fuso && fuso !== 'Z' && !fuso.includes(':')) fuso = fuso.length === 3 ? `${fuso}:00` : `${fuso.slice(0, 3)}:${fuso.slice(3)}`;
  const d = new Date(`${m[1]}${m[2] ?? 'T00:00:00'}${fuso ?? '-03:00'}`);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Data/hora inválida: '${v}'`);
  return d;
}
