/**
 * Relatórios financeiros do catálogo ("receivables/payables aging, cash flow"),
 * montados com as mesmas funções do `POST /v1/{Receber|Pagar}/GetRelatorio`
 * (financeiro/relatorio.ts: `agingPorFaixa`, `fluxoPorPeriodo`), uma vez por lado, e juntados
 * aqui. Rodam como os demais (GetRelatorio, tarefa ExecutarRelatorio, PDF/XLSX, perfil).
 *
 * - `aging_receber_pagar`: saldo em aberto (aberto/parcial) na data de hoje do servidor
 *   (America/Sao_Paulo) por faixa de atraso = hoje − vencimento em dias: "A vencer" (≤ 0, inclui o
 *   que vence hoje), 1–30, 31–60, 61–90 e mais de 90 dias; receber e pagar lado a lado, com a
 *   diferença (receber − pagar).
 * - `fluxo_caixa`: por dia, semana (rótulo = segunda-feira) ou mês do período; entradas = contas a
 *   receber, saídas = contas a pagar; realizado = baixas (estornos negativos), previsto = saldo em
 *   aberto pelo vencimento; saldo do período = entradas (realizadas + previstas) − saídas
 *   (realizadas + previstas); saldo acumulado = soma dos saldos dos períodos desde o primeiro (não
 *   inclui o saldo das contas bancárias). Somas em decimal.js, R$ texto com 2 casas.
 */
import { Decimal } from 'decimal.js';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { agingPorFaixa, type FaixaAging, fluxoPorPeriodo } from '../financeiro/relatorio.ts';
import type { DefinicaoRelatorio } from './catalogo.ts';

/** Faixas do relatório de aging (dias de atraso, inclusive). */
export const FAIXAS_AGING_CATALOGO: readonly FaixaAging[] = [
  { faixa: 'A vencer', de: -100000, ate: 0 },
  { faixa: 'Vencidos há 1 a 30 dias', de: 1, ate: 30 },
  { faixa: 'Vencidos há 31 a 60 dias', de: 31, ate: 60 },
  { faixa: 'Vencidos há 61 a 90 dias', de: 61, ate: 90 },
  { faixa: 'Vencidos há mais de 90 dias', de: 91, ate: 100000 },
];

export const RELATORIOS_FINANCEIRO: readonly DefinicaoRelatorio[] = [
  {
    id: 'aging_receber_pagar',
    modulo: 'Financeiro',
    titulo: 'Aging de contas a receber e a pagar',
    descricao: 'Saldo em aberto hoje por faixa de vencimento (a vencer, vencidos há 1–30, 31–60, 61–90 e mais de 90 dias), a receber e a pagar.',
    parametros: [],
    colunas: [
      { campo: 'faixa', titulo: 'Faixa', tipo: 'texto' },
      { campo: 'titulos_receber', titulo: 'Títulos a receber', tipo: 'inteiro', total: true },
      { campo: 'receber', titulo: 'A receber (R$)', tipo: 'moeda', total: true },
      { campo: 'titulos_pagar', titulo: 'Títulos a pagar', tipo: 'inteiro', total: true },
      { campo: 'pagar', titulo: 'A pagar (R$)', tipo: 'moeda', total: true },
      { campo: 'diferenca', titulo: 'Diferença (R$)', tipo: 'moeda', total: true },
    ],
    grafico: { tipo: 'barra', x: 'faixa', series: ['receber', 'pagar'] },
    carregar: async (c, emitenteId) => {
      const hoje = dataDeHoje();
      const rec = await agingPorFaixa(c, emitenteId, 'receber', hoje, FAIXAS_AGING_CATALOGO);
      const pag = await agingPorFaixa(c, emitenteId, 'pagar', hoje, FAIXAS_AGING_CATALOGO);
      return rec.map((r, i) => ({
        faixa: r.faixa,
        titulos_receber: r.quantidade,
        receber: r.valor,
        titulos_pagar: pag[i].quantidade,
        pagar: pag[i].valor,
        diferenca: new Decimal(r.valor).minus(pag[i].valor).toFixed(2),
      }));
    },
  },
  {
    id: 'fluxo_caixa',
    modulo: 'Financeiro',
    titulo: 'Fluxo de caixa',
    descricao: 'Entradas (contas a receber) e saídas (contas a pagar) realizadas e previstas por dia, semana ou mês, com o saldo acumulado.',
    parametros: [
      { nome: 'data_inicial', rotulo: 'Data inicial', tipo: 'data', obrigatorio: true },
      { nome: 'data_final', rotulo: 'Data final', tipo: 'data', obrigatorio: true },
      {
        nome: 'agrupamento',
        rotulo: 'Agrupar por',
        tipo: 'opcao',
        obrigatorio: true,
        padrao: 'dia',
        opcoes: [
          { valor: 'dia', rotulo: 'Dia' },
          { valor: 'semana', rotulo: 'Semana' },
          { valor: 'mes', rotulo: 'Mês' },
        ],
      },
    ],
    colunas: [
      { campo: 'periodo', titulo: 'Período', tipo: 'texto' },
      { campo: 'entradas_realizadas', titulo: 'Entradas realizadas (R$)', tipo: 'moeda', total: true },
      { campo: 'entradas_previstas', titulo: 'Entradas previstas (R$)', tipo: 'moeda', total: true },
      { campo: 'saidas_realizadas', titulo: 'Saídas realizadas (R$)', tipo: 'moeda', total: true },
      { campo: 'saidas_previstas', titulo: 'Saídas previstas (R$)', tipo: 'moeda', total: true },
      { campo: 'saldo', titulo: 'Saldo do período (R$)', tipo: 'moeda', total: true },
      { campo: 'saldo_acumulado', titulo: 'Saldo acumulado (R$)', tipo: 'moeda' },
    ],
    grafico: { tipo: 'linha', x: 'periodo', series: ['entradas_realizadas', 'entradas_previstas', 'saidas_realizadas', 'saidas_previstas', 'saldo_acumulado'] },
    carregar: async (c, emitenteId, p) => {
      const agr = p.agrupamento === 'mes' ? 'mes' : p.agrupamento === 'semana' ? 'semana' : 'dia';
      const ini = String(p.data_inicial);
      const fim = String(p.data_final);
      const rec = await fluxoPorPeriodo(c, emitenteId, 'receber', ini, fim, agr);
      const pag = await fluxoPorPeriodo(c, emitenteId, 'pagar', ini, fim, agr);
      let acumulado = new Decimal(0);
      return rec.map((r, i) => {
        const saldo = new Decimal(r.realizado).plus(r.previsto).minus(pag[i].realizado).minus(pag[i].previsto);
        acumulado = acumulado.plus(saldo);
        return {
          periodo: r.periodo,
          entradas_realizadas: r.realizado,
          entradas_previstas: r.previsto,
          saidas_realizadas: pag[i].realizado,
          saidas_previstas: pag[i].previsto,
          saldo: saldo.toFixed(2),
          saldo_acumulado: acumulado.toFixed(2),
        };
      });
    },
  },
];
