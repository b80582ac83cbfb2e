/**
 * O relatório financeiro (relatorio.ts) em PDF A4: cabeçalho com emitente e período, totais por
 * situação, aging, fluxo de caixa (realizado x previsto, só os períodos com movimento) e saldos das
 * contas. `POST /v1/{Receber|Pagar}/GetRelatorio` com `formato: 'pdf'`. Primitivas do DANFE (pdfkit).
 */
import { criarDocumento, linha, PAGINA } from '../../../fiscal/danfe/pdf.ts';
import { formatarData, formatarMoeda } from './formato.ts';
import type { Relatorio } from './relatorio.ts';
import type { Lado } from './titulos.ts';

export async function relatorioPdf(r: Relatorio, lado: Lado, emitente: string): Promise<Buffer> {
  const titulo = lado === 'receber' ? 'Contas a receber' : 'Contas a pagar';
  const realizado = lado === 'receber' ? 'Recebido' : 'Pago';
  const { doc, pronto } = await criarDocumento({ titulo: `Relatório — ${titulo}` });
  const m = 40;
  const w = PAGINA.largura - 2 * m;
  let y = 0;
  const novaPagina = () => {
    doc.addPage({ size: 'A4', margin: 0 });
    y = 40;
  };
  const garantir = (h: number) => {
    if (y + h > PAGINA.altura - 40) novaPagina();
  };
  const tabela = (titulo: string, cab: string[], linhas: string[][], larguras: number[]) => {
    garantir(60);
    linha(doc, titulo, m, y, w, { tamanho: 11, negrito: true });
    y += 18;
    const desenhar = (vals: string[], negrito: boolean) => {
      garantir(16);
      let x = m;
      vals.forEach((v, i) => {
        linha(doc, v, x + 2, y + 3, larguras[i] * w - 4, { tamanho: 8.5, negrito, alinhar: i === 0 ? 'left' : 'right' });
        x += larguras[i] * w;
      });
      doc
        .moveTo(m, y + 15)
        .lineTo(m + w, y + 15)
        .lineWidth(0.3)
        .stroke();
      y += 16;
    };
    desenhar(cab, true);
    for (const l of linhas) desenhar(l, false);
    y += 14;
  };
  novaPagina();
  linha(doc, `Relatório — ${titulo}`, m, y, w, { tamanho: 16, negrito: true });
  y += 22;
  linha(doc, `${emitente} · período ${formatarData(r.data_inicial)} a ${formatarData(r.data_final)} · emitido em ${formatarData(r.hoje)}`, m, y, w, {
    tamanho: 9,
  });
  y += 24;
  const s = r.resumo;
  tabela(
    'Totais por situação',
    ['Situação', 'Quantidade', 'Valor'],
    [
      ['A vencer', String(s.a_vencer.quantidade), formatarMoeda(s.a_vencer.valor)],
      ['Vencidos', String(s.vencidos.quantidade), formatarMoeda(s.vencidos.valor)],
      ['Próximos 7 dias', String(s.proximos_7_dias.quantidade), formatarMoeda(s.proximos_7_dias.valor)],
      [lado === 'receber' ? 'Recebidos' : 'Pagos', String(s.pagos.quantidade), formatarMoeda(s.pagos.valor)],
      ['Cancelados', String(s.cancelados.quantidade), formatarMoeda(s.cancelados.valor)],
    ],
    [0.5, 0.2, 0.3],
  );
  tabela(
    'Idade do saldo em aberto (aging)',
    ['Faixa', 'Quantidade', 'Saldo'],
    r.aging.map((a) => [a.faixa, String(a.quantidade), formatarMoeda(a.valor)]),
    [0.5, 0.2, 0.3],
  );
  const rot = (p: string) => (r.agrupamento === 'mes' ? `${p.slice(5, 7)}/${p.slice(0, 4)}` : formatarData(p));
  tabela(
    `Fluxo de caixa (${r.agrupamento === 'mes' ? 'mensal' : 'diário'}): ${realizado.toLowerCase()} x previsto`,
    ['Período', realizado, 'Previsto'],
    r.fluxo.filter((f) => Number(f.realizado) || Number(f.previsto)).map((f) => [rot(f.periodo), formatarMoeda(f.realizado), formatarMoeda(f.previsto)]),
    [0.4, 0.3, 0.3],
  );
  tabela(
    'Saldos das contas bancárias e caixas',
    ['Conta', 'Saldo'],
    r.contas.map((c) => [c.descricao, formatarMoeda(c.saldo)]),
    [0.7, 0.3],
  );
  doc.end();
  return pronto;
}
