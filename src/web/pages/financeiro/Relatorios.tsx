/**
 * `receber/relatorios/consultar` and `pagar/relatorios/consultar`: totals by status, aging of the
 * open balance (bar chart + table), cash flow realised vs forecast by day or month (bar chart +
 * table) and bank/cash account balances, from `POST /v1/{Receber|Pagar}/GetRelatorio`; the whole
 * report exports to PDF (server-drawn) and to XLSX (one sheet per section, numeric values).
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { BarChart } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { mensagemDeErro } from '../../providers/erros.ts';
import { salvarBlob } from '../../providers/arquivos.ts';
import { financeiroApi, hojeIso, type Lado, type Relatorio, reais } from './api.ts';

function mesesAntes(iso: string, n: number): string {
  const d = new Date(`${iso.slice(0, 8)}01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

export default function Relatorios({ lado }: { lado: Lado }) {
  const theme = useTheme();
  const hoje = hojeIso();
  const [de, setDe] = useState(mesesAntes(hoje, -3));
  const [ate, setAte] = useState(mesesAntes(hoje, 4));
  const [agrupamento, setAgrupamento] = useState<'mes' | 'dia'>('mes');
  const [rel, setRel] = useState<Relatorio | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [carregando, setCarregando] = useState(false);
  useEffect(() => {
    let vivo = true;
    setCarregando(true);
    financeiroApi
      .relatorio(lado, { data_inicial: de, data_final: ate, agrupamento })
      .then((r) => vivo && (setRel(r), setErro(null)))
      .catch((e) => vivo && setErro(mensagemDeErro(e)))
      .finally(() => vivo && setCarregando(false));
    return () => {
      vivo = false;
    };
  }, [lado, de, ate, agrupamento]);
  const rotuloPeriodo = (p: string) => (agrupamento === 'mes' ? `${p.slice(5, 7)}/${p.slice(0, 4)}` : p.split('-').reverse().slice(0, 2).join('/'));
  const realizado = lado === 'receber' ? 'Recebido' : 'Pago';
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Card variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField size="small" type="date" label="De" value={de} onChange={(e) => setDe(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" type="date" label="Até" value={ate} onChange={(e) => setAte(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            size="small"
            select
            label="Agrupar por"
            value={agrupamento}
            onChange={(e) => setAgrupamento(e.target.value as 'mes' | 'dia')}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="mes">Mês</MenuItem>
            <MenuItem value="dia">Dia</MenuItem>
          </TextField>
          <Button
            startIcon={<PictureAsPdfIcon />}
            onClick={() =>
              financeiroApi
                .relatorioArquivo(lado, { data_inicial: de, data_final: ate, agrupamento }, 'pdf')
                .then((b) => salvarBlob(b, `relatorio-${lado}.pdf`))
                .catch((e) => setErro(mensagemDeErro(e)))
            }
          >
            Exportar PDF
          </Button>
          <Button
            startIcon={<DownloadIcon />}
            onClick={() =>
              financeiroApi
                .relatorioArquivo(lado, { data_inicial: de, data_final: ate, agrupamento }, 'xlsx')
                .then((b) => salvarBlob(b, `relatorio-${lado}.xlsx`))
                .catch((e) => setErro(mensagemDeErro(e)))
            }
          >
            Exportar XLSX
          </Button>
        </Stack>
      </Card>
      {carregando && <LinearProgress />}
      {erro && <Alert severity="error">{erro}</Alert>}
      {rel && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
            {(
              [
                ['A vencer', rel.resumo.a_vencer, 'info.main'],
                ['Vencidos', rel.resumo.vencidos, 'error.main'],
                [lado === 'receber' ? 'Recebidos' : 'Pagos', rel.resumo.pagos, 'success.main'],
                ['Cancelados', rel.resumo.cancelados, 'text.secondary'],
              ] as const
            ).map(([t, v, cor]) => (
              <Card key={t} variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {t} ({v.quantidade})
                </Typography>
                <Typography variant="h6" sx={{ fontWeight: 700, color: cor }}>
                  {reais(v.valor)}
                </Typography>
              </Card>
            ))}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
            <Card variant="outlined" sx={{ p: 2 }} data-testid="grafico-fluxo">
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
                  Fluxo de caixa: {realizado.toLowerCase()} x previsto
                </Typography>
              </Stack>
              <BarChart
                height={300}
                localeText={ptBRLocaleText}
                xAxis={[{ scaleType: 'band', data: rel.fluxo.map((f) => rotuloPeriodo(f.periodo)) }]}
                yAxis={[{ width: 70, valueFormatter: (v: number) => reais(v).replace(/,00$/, '') }]}
                series={[
                  {
                    data: rel.fluxo.map((f) => Number(f.realizado)),
                    label: realizado,
                    color: theme.palette.success.main,
                    valueFormatter: (v) => reais(v ?? 0),
                  },
                  { data: rel.fluxo.map((f) => Number(f.previsto)), label: 'Previsto', color: theme.palette.info.main, valueFormatter: (v) => reais(v ?? 0) },
                ]}
              />
              <Table size="small" data-testid="tabela-fluxo">
                <TableHead>
                  <TableRow>
                    <TableCell>Período</TableCell>
                    <TableCell align="right">{realizado}</TableCell>
                    <TableCell align="right">Previsto</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rel.fluxo
                    .filter((f) => Number(f.realizado) || Number(f.previsto))
                    .map((f) => (
                      <TableRow key={f.periodo}>
                        <TableCell>{rotuloPeriodo(f.periodo)}</TableCell>
                        <TableCell align="right">{reais(f.realizado)}</TableCell>
                        <TableCell align="right">{reais(f.previsto)}</TableCell>
                      </TableRow>
                    ))}
                </TableBody>
              </Table>
            </Card>
            <Stack spacing={2}>
              <Card variant="outlined" sx={{ p: 2 }} data-testid="grafico-aging">
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                  Idade do saldo em aberto (aging)
                </Typography>
                <BarChart
                  height={260}
                  layout="horizontal"
                  localeText={ptBRLocaleText}
                  yAxis={[{ scaleType: 'band', data: rel.aging.map((a) => a.faixa), width: 170, tickLabelStyle: { fontSize: 11 } }]}
                  margin={{ right: 24 }}
                  xAxis={[{ valueFormatter: (v: number) => reais(v).replace(/,00$/, '') }]}
                  series={[
                    { data: rel.aging.map((a) => Number(a.valor)), label: 'Saldo', color: theme.palette.warning.main, valueFormatter: (v) => reais(v ?? 0) },
                  ]}
                />
                <Table size="small">
                  <TableBody>
                    {rel.aging.map((a) => (
                      <TableRow key={a.faixa}>
                        <TableCell>{a.faixa}</TableCell>
                        <TableCell align="right">{a.quantidade}</TableCell>
                        <TableCell align="right">{reais(a.valor)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Card>
              <Card variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                  Saldos das contas
                </Typography>
                <Table size="small">
                  <TableBody>
                    {rel.contas.map((c) => (
                      <TableRow key={c.id}>
                        <TableCell>{c.descricao}</TableCell>
                        <TableCell align="right" sx={{ fontWeight: 700 }}>
                          {reais(c.saldo)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Card>
            </Stack>
          </Box>
        </>
      )}
    </Box>
  );
}
