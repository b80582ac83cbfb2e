/**
 * Relatório de compras (POST /v1/compra/GetRelatorio, tela compra/relatorios/consultar): no
 * período de entrada, compras finalizadas somadas por fornecedor, por mês e pelos produtos de
 * maior valor, com o total geral. Valores em R$ (texto decimal, 2 casas); quantidades na nossa
 * unidade (4 casas).
 *
 * Exportação (`POST /v1/compra/ExportarRelatorio` em detalhe.ts): as compras
 * finalizadas do período, uma linha por compra com o total, em PDF ou XLSX pelo mesmo gerador dos
 * outros relatórios (relatorios/arquivo.ts).
 */
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { dataIsoValida } from '../../../domain/financeiro/parcelas.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import type { ResultadoRelatorio } from '../relatorios/executar.ts';

export interface RelatorioCompras {
  inicio: string;
  fim: string;
  total: { compras: number; valor: string; frete: string; ipi: string; icms_st: string };
  fornecedores: Array<{ fornecedor_id: number; nome: string; compras: number; valor: string }>;
  meses: Array<{ mes: string; compras: number; valor: string }>;
  produtos: Array<{ produto_id: number; descricao: string; quantidade: string; valor: string; custo_medio: string }>;
}

/**
 * @param b {inicio?: AAAA-MM-DD (padrão: 1º dia do mês), fim?: AAAA-MM-DD (padrão: hoje), fornecedor_id?}
 * @throws ValidationError 400 (`inicio`, `fim`, `fornecedor_id`).
 */
export async function relatorioCompras(c: Client, emitenteId: number, b: Record<string, unknown>): Promise<RelatorioCompras> {
  const { inicio, fim, p, filtro } = periodo(emitenteId, b);
  const [tot, fs, ms, ps] = await Promise.all([
    c.query(
      `SELECT count(*)::int AS compras, coalesce(sum(valor_total), 0)::numeric(15,2)::text AS valor, coalesce(sum(valor_frete), 0)::numeric(15,2)::text AS frete,
              coalesce(sum(valor_ipi), 0)::numeric(15,2)::text AS ipi, coalesce(sum(valor_icms_st), 0)::numeric(15,2)::text AS icms_st
         FROM compra co WHERE ${filtro}`,
      p,
    ),
    c.query(
      `SELECT co.fornecedor_id, f.nome, count(*)::int AS compras, sum(co.valor_total)::numeric(15,2)::text AS valor
         FROM compra co JOIN fornecedor f ON f.emitente_id = co.emitente_id AND f.id = co.fornecedor_id
        WHERE ${filtro} GROUP BY co.fornecedor_id, f.nome ORDER BY sum(co.valor_total) DESC LIMIT 50`,
      p,
    ),
    c.query(
      `SELECT to_char(co.data_entrada, 'YYYY-MM') AS mes, count(*)::int AS compras, sum(co.valor_total)::numeric(15,2)::text AS valor
         FROM compra co WHERE ${filtro} GROUP BY 1 ORDER BY 1`,
      p,
    ),
    c.query(
      `SELECT i.produto_id, pr.descricao, sum(i.quantidade)::numeric(15,4)::text AS quantidade, sum(i.valor_total)::numeric(15,2)::text AS valor,
              round(sum(i.valor_total) / nullif(sum(i.quantidade), 0), 4)::text AS custo_medio
         FROM compra co JOIN compra_item i ON i.emitente_id = co.emitente_id AND i.compra_id = co.id
         JOIN produto pr ON pr.emitente_id = i.emitente_id AND pr.id = i.produto_id
        WHERE ${filtro} GROUP BY i.produto_id, pr.descricao ORDER BY sum(i.valor_total) DESC LIMIT 50`,
      p,
    ),
  ]);
  return { inicio, fim, total: tot.rows[0], fornecedores: fs.rows, meses: ms.rows, produtos: ps.rows };
}

const br = (iso: string) => iso.split('-').reverse().join('/');

/**
 * As compras finalizadas do período (mesmos filtros de {@link relatorioCompras}) como resultado de
 * relatório: uma linha por compra (entrada, fornecedor, nota, produtos, frete, IPI, ICMS-ST, total),
 * com a linha de totais; título com o período. Até 5.000 compras.
 */
export async function comprasParaExportar(c: Client, emitenteId: number, b: Record<string, unknown>): Promise<ResultadoRelatorio> {
  const { inicio, fim, p, filtro } = periodo(emitenteId, b);
  const { rows } = await c.query(
    `SELECT to_char(co.data_entrada, 'YYYY-MM-DD') AS data_entrada, f.nome AS fornecedor,
            CASE WHEN co.numero IS NULL THEN 'Compra ' || co.id ELSE 'NF ' || co.numero || coalesce('/' || co.serie, '') END AS documento,
            co.valor_produtos::text, co.valor_frete::text, co.valor_ipi::text, co.valor_icms_st::text, co.valor_total::text
       FROM compra co JOIN fornecedor f ON f.emitente_id = co.emitente_id AND f.id = co.fornecedor_id
      WHERE ${filtro} ORDER BY co.data_entrada, co.id LIMIT 5000`,
    p,
  );
  const colunas: ResultadoRelatorio['colunas'] = [
    { campo: 'data_entrada', titulo: 'Entrada', tipo: 'texto' },
    { campo: 'fornecedor', titulo: 'Fornecedor', tipo: 'texto' },
    { campo: 'documento', titulo: 'Documento', tipo: 'texto' },
    { campo: 'valor_produtos', titulo: 'Produtos (R$)', tipo: 'moeda', total: true },
    { campo: 'valor_frete', titulo: 'Frete (R$)', tipo: 'moeda', total: true },
    { campo: 'valor_ipi', titulo: 'IPI (R$)', tipo: 'moeda', total: true },
    { campo: 'valor_icms_st', titulo: 'ICMS-ST (R$)', tipo: 'moeda', total: true },
    { campo: 'valor_total', titulo: 'Total (R$)', tipo: 'moeda', total: true },
  ];
  const totais: Record<string, string> = {};
  for (const col of colunas.filter((x) => x.total)) {
    const centavos = rows.reduce((s, r) => s + Math.round(Number(r[col.campo]) * 100), 0);
    totais[col.campo] = (centavos / 100).toFixed(2);
  }
  return {
    relatorio: 'compras',
    titulo: `Compras de ${br(inicio)} a ${br(fim)}`,
    parametros: { inicio, fim },
    colunas,
    grafico: null,
    linhas: rows,
    totais,
  };
}

/** Período e filtro comuns (ver {@link relatorioCompras}). */
function periodo(emitenteId: number, b: Record<string, unknown>) {
  const hoje = dataDeHoje();
  const inicio = typeof b.inicio === 'string' && b.inicio ? b.inicio.slice(0, 10) : `${hoje.slice(0, 8)}01`;
  const fim = typeof b.fim === 'string' && b.fim ? b.fim.slice(0, 10) : hoje;
  const erros: Record<string, string[]> = {};
  if (!dataIsoValida(inicio)) erros.inicio = ['Data inválida'];
  if (!dataIsoValida(fim)) erros.fim = ['Data inválida'];
  else if (dataIsoValida(inicio) && fim < inicio) erros.fim = ['O fim deve ser igual ou posterior ao início'];
  const forn = b.fornecedor_id === undefined || b.fornecedor_id === null || b.fornecedor_id === '' ? null : Number(b.fornecedor_id);
  if (forn !== null && (!Number.isSafeInteger(forn) || forn <= 0)) erros.fornecedor_id = ['Código inválido'];
  if (Object.keys(erros).length) throw new ValidationError(erros, `Período inválido: ${Object.values(erros)[0][0]}`);
  const filtro = `co.emitente_id = $1 AND co.situacao = 'finalizada' AND co.data_entrada BETWEEN $2 AND $3 AND ($4::int IS NULL OR co.fornecedor_id = $4)`;
  return { inicio, fim, filtro, p: [emitenteId, inicio, fim, forn] as unknown[] };
}
