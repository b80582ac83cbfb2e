/**
 * Um resultado de relatório (executar.ts) como arquivo: PDF A4 (primitivas do DANFE, pdfkit) com
 * cabeçalho (emitente, parâmetros, data de emissão), tabela paginada com o cabeçalho repetido e
 * linha de totais; ou XLSX (gravador do projeto, conversao/planilha.ts) com valores numéricos
 * somáveis no Excel e uma aba "Parâmetros".
 */
import { criarDocumento, linha, PAGINA } from '../../../fiscal/danfe/pdf.ts';
import { escreverXlsx } from '../conversao/planilha.ts';
import { formatarData, formatarMoeda } from '../financeiro/formato.ts';
import { relatorioPorId } from './catalogo.ts';
import type { Coluna } from './catalogo.ts';
import type { ResultadoRelatorio } from './executar.ts';

/** Valor de uma célula em texto pt-BR. */
export function formatarCelula(col: Coluna, v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (col.tipo === 'moeda') return formatarMoeda(String(v)).replace('R$ ', '');
  if (col.tipo === 'percentual') return formatarMoeda(String(v)).replace('R$ ', '');
  if (col.tipo === 'numero') {
    const [i, d] = String(v).split('.');
    const dec = (d ?? '').replace(/0+$/, '');
    return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${dec ? `,${dec}` : ''}`;
  }
  if (col.tipo === 'inteiro') return String(v);
  const s = String(v);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? formatarData(s) : /^\d{4}-\d{2}$/.test(s) ? `${s.slice(5)}/${s.slice(0, 4)}` : s;
}

/** Parâmetros informados em texto ("Data inicial: 01/11/2026 · ..."). */
export function descreverParametros(r: ResultadoRelatorio): string {
  const def = relatorioPorId(r.relatorio);
  return (def?.parametros ?? [])
    .filter((p) => r.parametros[p.nome] !== null && r.parametros[p.nome] !== undefined)
    .map((p) => {
      const v = String(r.parametros[p.nome]);
      const texto = p.tipo === 'data' ? formatarData(v) : (p.opcoes?.find((o) => o.valor === v)?.rotulo ?? v);
      return `${p.rotulo}: ${texto}`;
    })
    .join(' · ');
}

/** PDF A4 do relatório. */
export async function relatorioPdf(r: ResultadoRelatorio, emitente: string, emitidoEm: string): Promise<Buffer> {
  const { doc, pronto } = await criarDocumento({ titulo: r.titulo });
  const m = 30;
  const w = PAGINA.largura - 2 * m;
  const pesos = r.colunas.map((c) => (c.tipo === 'texto' ? (c.campo === 'descricao' || c.campo === 'cliente' || c.campo === 'fornecedor' ? 3 : 1.4) : 1));
  const soma = pesos.reduce((a, b) => a + b, 0);
  const larguras = pesos.map((p) => (p / soma) * w);
  const tamanho = r.colunas.length > 8 ? 6.5 : 8;
  let y = 0;
  let pagina = 0;
  const cabecalho = () => {
    let x = m;
    r.colunas.forEach((c, i) => {
      linha(doc, c.titulo, x + 2, y + 3, larguras[i] - 4, { tamanho, negrito: true, alinhar: c.tipo === 'texto' ? 'left' : 'right' });
      x += larguras[i];
    });
    doc
      .moveTo(m, y + 15)
      .lineTo(m + w, y + 15)
      .lineWidth(0.6)
      .stroke();
    y += 17;
  };
  const novaPagina = () => {
    doc.addPage({ size: 'A4', margin: 0 });
    pagina++;
    y = 30;
    if (pagina === 1) {
      linha(doc, r.titulo, m, y, w, { tamanho: 15, negrito: true });
      y += 20;
      linha(doc, `${emitente} · emitido em ${formatarData(emitidoEm)}`, m, y, w, { tamanho: 9 });
      y += 13;
      const par = descreverParametros(r);
      if (par) linha(doc, par, m, y, w, { tamanho: 9 });
      y += 20;
    } else {
      linha(doc, `${r.titulo} (continuação) · página ${pagina}`, m, y, w, { tamanho: 9 });
      y += 16;
    }
    cabecalho();
  };
  const desenhar = (vals: string[], negrito: boolean) => {
    if (y + 14 > PAGINA.altura - 30) novaPagina();
    let x = m;
    vals.forEach((v, i) => {
      linha(doc, v, x + 2, y + 3, larguras[i] - 4, { tamanho, negrito, alinhar: r.colunas[i].tipo === 'texto' ? 'left' : 'right' });
      x += larguras[i];
    });
    doc
      .moveTo(m, y + 13)
      .lineTo(m + w, y + 13)
      .lineWidth(0.2)
      .stroke();
    y += 14;
  };
  novaPagina();
  if (!r.linhas.length) linha(doc, 'Nenhum registro para os parâmetros informados.', m, y + 4, w, { tamanho: 9 });
  for (const l of r.linhas)
    desenhar(
      r.colunas.map((c) => formatarCelula(c, l[c.campo])),
      false,
    );
  if (r.linhas.length && Object.keys(r.totais).length) {
    desenhar(
      r.colunas.map((c, i) => (i === 0 ? 'Total' : c.campo in r.totais ? formatarCelula(c, r.totais[c.campo]) : '')),
      true,
    );
  }
  doc.end();
  return pronto;
}

/** XLSX do relatório: aba com a tabela (números como números) e aba "Parâmetros". */
export function relatorioXlsx(r: ResultadoRelatorio, emitente: string, emitidoEm: string): Buffer {
  const valor = (c: Coluna, v: unknown): string | number | null => {
    if (v === null || v === undefined) return null;
    if (c.tipo === 'texto') return formatarCelula(c, v);
    return Number(v);
  };
  const linhas: Array<Array<string | number | null>> = [r.colunas.map((c) => c.titulo), ...r.linhas.map((l) => r.colunas.map((c) => valor(c, l[c.campo])))];
  if (r.linhas.length && Object.keys(r.totais).length) {
    linhas.push(r.colunas.map((c, i) => (i === 0 ? 'Total' : c.campo in r.totais ? Number(r.totais[c.campo]) : null)));
  }
  return escreverXlsx([
    { nome: r.titulo.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), linhas },
    {
      nome: 'Parâmetros',
      linhas: [
        ['Relatório', r.titulo],
        ['Empresa', emitente],
        ['Emitido em', formatarData(emitidoEm)],
        ...descreverParametros(r)
          .split(' · ')
          .filter(Boolean)
          .map((s) => s.split(': ') as [string, string]),
      ],
    },
  ]);
}
