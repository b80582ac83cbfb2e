/**
 * Relatório das NFS-e do catálogo: por mês de emissão no período (fuso de Brasília), as notas
 * autorizadas (emitidas, inclusive as depois canceladas ou substituídas), as canceladas e as
 * substituídas, com o valor dos serviços, o ISS, o ISS retido pelo tomador e o valor líquido das
 * que continuam válidas (autorizadas). Roda como os demais (GetRelatorio, ExecutarRelatorio, perfil).
 */
import { SERVER_TIME_ZONE } from '../../db/pool.ts';
import type { DefinicaoRelatorio } from './catalogo.ts';

const TZ = SERVER_TIME_ZONE.replace(/'/g, '');
const DIA = `(n.data_emissao AT TIME ZONE '${TZ}')::date`;

export const RELATORIOS_NFSE: readonly DefinicaoRelatorio[] = [
  {
    id: 'nfse_mes',
    modulo: 'Fiscal',
    titulo: 'NFS-e emitidas por mês (ISS e retenções)',
    descricao: 'Notas de serviço autorizadas, canceladas e substituídas por mês, com o valor dos serviços, o ISS, o ISS retido e o valor líquido das válidas.',
    parametros: [
      { nome: 'data_inicial', rotulo: 'Data inicial', tipo: 'data', obrigatorio: true },
      { nome: 'data_final', rotulo: 'Data final', tipo: 'data', obrigatorio: true },
    ],
    colunas: [
      { campo: 'mes', titulo: 'Mês', tipo: 'texto' },
      { campo: 'emitidas', titulo: 'Emitidas', tipo: 'inteiro', total: true },
      { campo: 'canceladas', titulo: 'Canceladas', tipo: 'inteiro', total: true },
      { campo: 'substituidas', titulo: 'Substituídas', tipo: 'inteiro', total: true },
      { campo: 'valor_servicos', titulo: 'Serviços (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_iss', titulo: 'ISS (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_iss_retido', titulo: 'ISS retido (R$)', tipo: 'moeda', total: true },
      { campo: 'valor_liquido', titulo: 'Valor líquido (R$)', tipo: 'moeda', total: true },
    ],
    grafico: { tipo: 'barra', x: 'mes', series: ['emitidas', 'canceladas'] },
    consulta: (p) => ({
      sql: `SELECT to_char(${DIA}, 'YYYY-MM') AS mes, count(*)::int AS emitidas,
                   count(*) FILTER (WHERE n.situacao = 'cancelada')::int AS canceladas,
                   count(*) FILTER (WHERE n.situacao = 'substituida')::int AS substituidas,
                   coalesce(sum(n.valor_servico) FILTER (WHERE n.situacao = 'autorizada'), 0) AS valor_servicos,
                   coalesce(sum(n.valor_iss) FILTER (WHERE n.situacao = 'autorizada'), 0) AS valor_iss,
                   coalesce(sum(n.valor_iss_retido) FILTER (WHERE n.situacao = 'autorizada'), 0) AS valor_iss_retido,
                   coalesce(sum(n.valor_liquido) FILTER (WHERE n.situacao = 'autorizada'), 0) AS valor_liquido
              FROM nota_servico n
             WHERE n.emitente_id = $1 AND n.situacao IN ('autorizada', 'cancelada', 'substituida') AND ${DIA} BETWEEN $2::date AND $3::date
             GROUP BY 1 ORDER BY 1`,
      valores: [p.data_inicial, p.data_final],
    }),
  },
];
