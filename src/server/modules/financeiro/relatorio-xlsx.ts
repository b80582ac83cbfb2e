/**
 * Relatório financeiro em XLSX ("export to XLSX/PDF"): as mesmas seções do
 * PDF, uma aba cada — Resumo (por situação), Aging (saldo em aberto por faixa de atraso), Fluxo de
 * caixa (realizado x previsto por dia ou mês) e Contas (saldos) — com valores numéricos (somáveis
 * no Excel) e datas no formato pt-BR. Escrito com o gravador de planilhas do projeto
 * (modules/conversao/planilha.ts: SpreadsheetML, abre no Excel, LibreOffice e Google Planilhas).
 */
import { escreverXlsx } from '../conversao/planilha.ts';
import type { Relatorio } from './relatorio.ts';
import type { Lado } from './titulos.ts';

const dataBr = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso);
const periodoBr = (p: string, agr: 'dia' | 'mes') => (agr === 'mes' && /^\d{4}-\d{2}/.test(p) ? `${p.slice(5, 7)}/${p.slice(0, 4)}` : dataBr(p));
const num = (v: string) => Number(v);

const SITUACOES: Array<[keyof Relatorio['resumo'], string]> = [
  ['a_vencer', 'A vencer'],
  ['vencidos', 'Vencidos'],
  ['pagos', 'Pagos'],
  ['cancelados', 'Cancelados'],
  ['proximos_7_dias', 'Próximos 7 dias'],
];

/** O relatório `r` (GetRelatorio) como arquivo XLSX. */
export function relatorioXlsx(r: Relatorio, lado: Lado, emitente: string): Buffer {
  const titulo = lado === 'receber' ? 'Contas a receber' : 'Contas a pagar';
  const realizado = lado === 'receber' ? 'Recebido (R$)' : 'Pago (R$)';
  return escreverXlsx([
    {
      nome: 'Resumo',
      linhas: [
        ['Situação', 'Quantidade', 'Valor (R$)'],
        ...SITUACOES.map(([k, rotulo]) => [rotulo, r.resumo[k].quantidade, num(r.resumo[k].valor)]),
        [],
        [titulo, emitente, `Período ${dataBr(r.data_inicial)} a ${dataBr(r.data_final)}`],
      ],
    },
    { nome: 'Aging', linhas: [['Faixa', 'Quantidade', 'Saldo em aberto (R$)'], ...r.aging.map((a) => [a.faixa, a.quantidade, num(a.valor)])] },
    {
      nome: 'Fluxo de caixa',
      linhas: [['Período', realizado, 'Previsto (R$)'], ...r.fluxo.map((f) => [periodoBr(f.periodo, r.agrupamento), num(f.realizado), num(f.previsto)])],
    },
    { nome: 'Contas', linhas: [['Conta', 'Tipo', 'Saldo (R$)'], ...r.contas.map((c) => [c.descricao, c.tipo, num(c.saldo)])] },
  ]);
}
