/**
 * The figures of the Dashboard (`GET /v1/dashboard/resumo`, one request) and the pure helpers
 * that shape them for the cards and charts: defensive parsing, the 30-day series with DD/MM
 * labels, the product groups, the greeting and the long pt-BR date.
 */

import { DIAS_GRAFICO, type CadeiaDashboard, type ResumoDashboard, type VendasDashboard } from '../../../domain/index.ts';

export { DIAS_GRAFICO, type CadeiaDashboard, type ResumoDashboard, type VendasDashboard };

function num(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
}

function obj(v: unknown): Record<string, unknown> | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** Reads the `Data` of the call; missing parts become null (never throws). */
export function parseResumo(data: unknown): ResumoDashboard {
  const d = obj(data) ?? {};
  const c = obj(d.clientes);
  const p = obj(d.produtos);
  const doc = obj(d.documentos);
  return {
    semEmpresa: d.semEmpresa === true,
    clientes: c ? { total: num(c.total), ativos: num(c.ativos), novosMes: num(c.novosMes) } : null,
    produtos: p ? { total: num(p.total), ativos: num(p.ativos), valorEstoque: num(p.valorEstoque) } : null,
    documentos: { hoje: num(doc?.hoje), mes: num(doc?.mes), disponivel: doc?.disponivel === true },
    clientesPorDia: Array.isArray(d.clientesPorDia)
      ? d.clientesPorDia
          .map((x) => obj(x))
          .filter((x): x is Record<string, unknown> => !!x && typeof x.dia === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x.dia))
          .map((x) => ({ dia: x.dia as string, quantidade: num(x.quantidade) }))
      : null,
    vendas: parseVendas(d.vendas),
    cadeia: parseCadeia(d.cadeia),
    produtosPorGrupo: Array.isArray(d.produtosPorGrupo)
      ? d.produtosPorGrupo
          .map((x) => obj(x))
          .filter((x): x is Record<string, unknown> => !!x)
          .map((x) => ({ grupo: typeof x.grupo === 'string' && x.grupo ? x.grupo : 'Sem grupo', quantidade: num(x.quantidade) }))
      : null,
  };
}

function lista(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.map((x) => obj(x)).filter((x): x is Record<string, unknown> => !!x) : [];
}

const texto = (v: unknown, padrao = ''): string => (typeof v === 'string' ? v : padrao);

/** The billing block (R$ of authorised notes); null when absent (no permission). */
export function parseVendas(v: unknown): VendasDashboard | null {
  const o = obj(v);
  if (!o) return null;
  const n = obj(o.notasMes) ?? {};
  return {
    hoje: num(o.hoje),
    mes: num(o.mes),
    mesAnterior: num(o.mesAnterior),
    notasHoje: num(o.notasHoje),
    notasMes: { autorizadas: num(n.autorizadas), canceladas: num(n.canceladas), rejeitadas: num(n.rejeitadas), denegadas: num(n.denegadas) },
    porDia: lista(o.porDia)
      .filter((x) => typeof x.dia === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x.dia))
      .map((x) => ({ dia: x.dia as string, valor: num(x.valor), notas: num(x.notas) })),
    topClientes: lista(o.topClientes).map((x) => ({ id: num(x.id), nome: texto(x.nome, 'Cliente'), valor: num(x.valor), notas: num(x.notas) })),
    topProdutos: lista(o.topProdutos).map((x) => ({
      id: num(x.id),
      descricao: texto(x.descricao, 'Produto'),
      quantidade: num(x.quantidade),
      valor: num(x.valor),
    })),
  };
}

/** The chain block; null for issuer users. */
export function parseCadeia(v: unknown): CadeiaDashboard | null {
  const o = obj(v);
  if (!o) return null;
  return {
    empresasAtivas: num(o.empresasAtivas),
    empresasNovasMes: num(o.empresasNovasMes),
    documentosPorMes: lista(o.documentosPorMes)
      .filter((x) => typeof x.mes === 'string' && /^\d{4}-\d{2}$/.test(x.mes))
      .map((x) => ({ mes: x.mes as string, quantidade: num(x.quantidade) })),
  };
}

/** Change from the previous month in % (null when the previous month had nothing to compare). */
export function variacao(atual: number, anterior: number): number | null {
  return anterior > 0 ? Math.round(((atual - anterior) / anterior) * 1000) / 10 : null;
}

/** 'YYYY-MM' -> 'nov/26' (short pt-BR month label for charts). */
export function rotuloMes(mes: string): string {
  const nomes = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
  const m = Number(mes.slice(5, 7));
  return m >= 1 && m <= 12 ? `${nomes[m - 1]}/${mes.slice(2, 4)}` : mes;
}

/** 'YYYY-MM-DD' of an instant in the server zone (-03:00). */
export function diaServidor(d: Date): string {
  return new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The series of the chart: one point per day for the `dias` days ending on the last day the
 * server sent (or today), zeros where a day is missing, labelled `DD/MM`.
 */
export function serieClientes(
  porDia: ReadonlyArray<{ dia: string; quantidade: number }>,
  hoje: Date = new Date(),
  dias = DIAS_GRAFICO,
): Array<{ dia: string; rotulo: string; quantidade: number }> {
  const mapa = new Map(porDia.map((p) => [p.dia, p.quantidade]));
  const ultimo = porDia.length
    ? [...porDia]
        .map((p) => p.dia)
        .sort()
        .at(-1)!
    : diaServidor(hoje);
  const fim = Date.UTC(Number(ultimo.slice(0, 4)), Number(ultimo.slice(5, 7)) - 1, Number(ultimo.slice(8, 10)));
  return Array.from({ length: dias }, (_, i) => {
    const dia = new Date(fim - (dias - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { dia, rotulo: `${dia.slice(8, 10)}/${dia.slice(5, 7)}`, quantidade: mapa.get(dia) ?? 0 };
  });
}

/** Total of a series. */
export function somaSerie(serie: ReadonlyArray<{ quantidade: number }>): number {
  return serie.reduce((t, p) => t + p.quantidade, 0);
}

/** Slices of the product-group chart, largest first, 'Outros' and 'Sem grupo' last. */
export function fatiasGrupos(grupos: ReadonlyArray<{ grupo: string; quantidade: number }>): Array<{ id: number; label: string; value: number }> {
  const fim = (g: string) => (g === 'Outros' ? 2 : g === 'Sem grupo' ? 1 : 0);
  return [...grupos]
    .filter((g) => g.quantidade > 0)
    .sort((a, b) => fim(a.grupo) - fim(b.grupo) || b.quantidade - a.quantidade || a.grupo.localeCompare(b.grupo, 'pt-BR'))
    .map((g, i) => ({ id: i, label: g.grupo, value: g.quantidade }));
}

/** 'Bom dia' / 'Boa tarde' / 'Boa noite' for the hour in the server zone. */
export function saudacao(agora: Date = new Date()): string {
  const h = new Date(agora.getTime() - 3 * 3600_000).getUTCHours();
  if (h >= 5 && h < 12) return 'Bom dia';
  if (h >= 12 && h < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** Long date in pt-BR: 'sexta-feira, 21 de novembro de 2026'. */
export function dataPorExtenso(agora: Date = new Date()): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(agora);
}

/** Integer in pt-BR (`1.234`). */
export function inteiro(n: number): string {
  return Math.round(n).toLocaleString('pt-BR');
}

/** Percentage of part in total, rounded (`0` when total is 0). */
export function percentual(parte: number, total: number): number {
  return total > 0 ? Math.round((parte / total) * 100) : 0;
}
