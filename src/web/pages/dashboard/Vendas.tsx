/**
 * The money on the Dashboard: billed today / this month (R$ of authorised NF-e,
 * with the change against last month), the month's notes by situation, a 30-day billing chart and
 * the month's top customers and products; and, for reseller-chain users, their network (active
 * issuers, new this month, NF-e issued per month). Figures come from `GET /v1/dashboard/resumo`.
 */
import { useMemo } from 'react';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { formatMoeda } from '../../../domain/index.ts';
import { Cartao, CartaoGrafico, GRADE_GRAFICOS, gradeCartoes } from './cartoes.tsx';
import { inteiro, rotuloMes, variacao, type CadeiaDashboard, type VendasDashboard } from './data.ts';

/** Compact R$ for chart axes: R$ 1,2 mil, R$ 3,4 mi. */
function moedaCurta(v: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 }).format(v);
}

/** Billing cards (R$ today, R$ month, notes of the month). */
export function CartoesVendas({ vendas, linkNotas }: { vendas: VendasDashboard; linkNotas: string | null }) {
  const delta = variacao(vendas.mes, vendas.mesAnterior);
  const { autorizadas, canceladas, rejeitadas, denegadas } = vendas.notasMes;
  const outras = [
    canceladas ? `${inteiro(canceladas)} canceladas` : '',
    rejeitadas ? `${inteiro(rejeitadas)} rejeitadas` : '',
    denegadas ? `${inteiro(denegadas)} denegadas` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box sx={gradeCartoes(3)} data-testid="cartoes-vendas">
      <Cartao
        titulo="Faturado hoje"
        valor={formatMoeda(vendas.hoje)}
        icone={<PointOfSaleOutlinedIcon />}
        cor="success"
        para={linkNotas}
        detalhe={vendas.notasHoje === 1 ? '1 nota autorizada' : `${inteiro(vendas.notasHoje)} notas autorizadas`}
      />
      <Cartao
        titulo="Faturado no mês"
        valor={formatMoeda(vendas.mes)}
        icone={<CalendarMonthOutlinedIcon />}
        cor="primary"
        para={linkNotas}
        destaque={delta === null ? undefined : `${delta > 0 ? '+' : ''}${delta.toLocaleString('pt-BR')}% vs. mês anterior`}
        destaqueCor={delta !== null && delta > 0 ? 'success' : 'default'}
        detalhe={`Mês anterior: ${formatMoeda(vendas.mesAnterior)}`}
      />
      <Cartao
        titulo="Notas no mês"
        valor={inteiro(autorizadas)}
        icone={<ReceiptLongOutlinedIcon />}
        cor="info"
        para={linkNotas}
        detalhe={outras ? `autorizadas · ${outras}` : 'autorizadas'}
      />
    </Box>
  );
}

/** Billing per day over the last 30 days (bars in R$). */
function GraficoFaturamento({ porDia }: { porDia: VendasDashboard['porDia'] }) {
  const theme = useTheme();
  const total = porDia.reduce((t, p) => t + p.valor, 0);
  const rotulos = porDia.map((p) => `${p.dia.slice(8, 10)}/${p.dia.slice(5, 7)}`);
  return (
    <CartaoGrafico titulo="Faturamento diário" subtitulo={`Últimos 30 dias · ${formatMoeda(total)}`}>
      <BarChart
        height={280}
        localeText={ptBRLocaleText}
        xAxis={[{ scaleType: 'band', data: rotulos, tickLabelInterval: (_v: unknown, i: number) => i % 5 === 4 || i === 0, tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ width: 64, valueFormatter: (v: number) => moedaCurta(v) }]}
        series={[
          {
            data: porDia.map((p) => p.valor),
            label: 'Faturado',
            color: theme.palette.success.main,
            valueFormatter: (v: number | null) => (v === null ? '' : formatMoeda(v)),
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
        borderRadius={4}
        margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
      />
    </CartaoGrafico>
  );
}

/** A ranked list with proportional bars (the month's top customers or products). */
function Ranking({ titulo, itens, vazio }: { titulo: string; itens: Array<{ chave: string; nome: string; valor: number; detalhe: string }>; vazio: string }) {
  const maior = itens.reduce((m, i) => Math.max(m, i.valor), 0);
  return (
    <CartaoGrafico titulo={titulo} subtitulo="Mês atual, notas autorizadas">
      {itens.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {vazio}
        </Typography>
      ) : (
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {itens.map((i, k) => (
            <Box component="li" key={i.chave}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 600, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  title={i.nome}
                >
                  {k + 1}. {i.nome}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', flex: '0 0 auto' }}>
                  {formatMoeda(i.valor)}
                </Typography>
              </Stack>
              <LinearProgress variant="determinate" value={maior > 0 ? (i.valor / maior) * 100 : 0} sx={{ height: 6, borderRadius: 3, mt: 0.5 }} aria-hidden />
              <Typography variant="caption" color="text.secondary">
                {i.detalhe}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </CartaoGrafico>
  );
}

/** The billing charts: daily billing, then the month's top customers and products. */
export function GraficosVendas({ vendas }: { vendas: VendasDashboard }) {
  const clientes = useMemo(
    () => vendas.topClientes.map((c) => ({ chave: `c${c.id}`, nome: c.nome, valor: c.valor, detalhe: c.notas === 1 ? '1 nota' : `${inteiro(c.notas)} notas` })),
    [vendas.topClientes],
  );
  const produtos = useMemo(
    () =>
      vendas.topProdutos.map((p) => ({
        chave: `p${p.id}`,
        nome: p.descricao,
        valor: p.valor,
        detalhe: `${p.quantidade.toLocaleString('pt-BR', { maximumFractionDigits: 4 })} vendidos`,
      })),
    [vendas.topProdutos],
  );
  return (
    <>
      <Box sx={{ mt: 2 }}>
        <GraficoFaturamento porDia={vendas.porDia} />
      </Box>
      <Box sx={{ ...GRADE_GRAFICOS, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Ranking titulo="Maiores clientes" itens={clientes} vazio="Nenhuma nota autorizada neste mês." />
        <Ranking titulo="Produtos mais vendidos" itens={produtos} vazio="Nenhuma nota autorizada neste mês." />
      </Box>
    </>
  );
}

/** The reseller chain's network: active issuers and NF-e issued per month. */
export function PainelCadeia({ cadeia, linkEmpresas }: { cadeia: CadeiaDashboard; linkEmpresas: string | null }) {
  const theme = useTheme();
  const esteMes = cadeia.documentosPorMes.at(-1)?.quantidade ?? 0;
  const total = cadeia.documentosPorMes.reduce((t, m) => t + m.quantidade, 0);
  return (
    <Box sx={{ mb: 3 }} data-testid="painel-cadeia">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Sua rede
      </Typography>
      <Box sx={gradeCartoes(3)}>
        <Cartao
          titulo="Empresas ativas"
          valor={inteiro(cadeia.empresasAtivas)}
          icone={<StorefrontOutlinedIcon />}
          cor="primary"
          para={linkEmpresas}
          destaque={cadeia.empresasNovasMes > 0 ? `+${inteiro(cadeia.empresasNovasMes)} no mês` : undefined}
          destaqueCor="success"
        />
        <Cartao titulo="NF-e no mês" valor={inteiro(esteMes)} icone={<ReceiptLongOutlinedIcon />} cor="info" detalhe="emitidas pelas empresas da rede" />
        <Cartao titulo="NF-e em 12 meses" valor={inteiro(total)} icone={<CalendarMonthOutlinedIcon />} cor="warning" />
      </Box>
      <Box sx={{ mt: 2 }}>
        <CartaoGrafico
          titulo="Documentos emitidos por mês"
          subtitulo="NF-e autorizadas das empresas da rede (as canceladas depois também contam); os valores ficam no painel de cada empresa"
        >
          <BarChart
            height={260}
            localeText={ptBRLocaleText}
            xAxis={[{ scaleType: 'band', data: cadeia.documentosPorMes.map((m) => rotuloMes(m.mes)) }]}
            yAxis={[{ tickMinStep: 1, width: 44 }]}
            series={[
              {
                data: cadeia.documentosPorMes.map((m) => m.quantidade),
                label: 'NF-e',
                color: theme.palette.primary.main,
                valueFormatter: (v: number | null) => (v === null ? '' : inteiro(v)),
              },
            ]}
            grid={{ horizontal: true }}
            hideLegend
            borderRadius={4}
            margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
          />
        </CartaoGrafico>
      </Box>
    </Box>
  );
}
