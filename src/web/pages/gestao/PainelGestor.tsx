/**
 * Painel do Gestor (SPEC §2 Gestão › gestor/gerenciar, administrador): empresas ativas, novas e
 * canceladas no mês, MRR (receita mensal recorrente das licenças), inadimplência e, em gráficos
 * (@mui/x-charts), NF-e autorizadas, faturado × recebido e empresas novas por mês.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { formatMoeda } from '../../../domain/formatos.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { type PainelGestor as Painel, painelGestor } from './api.ts';

const rotuloMes = (m: string) => `${m.slice(5, 7)}/${m.slice(2, 4)}`;

function Indicador({ titulo, valor, detalhe, testid }: { titulo: string; valor: string; detalhe?: string; testid: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {titulo}
        </Typography>
        <Typography variant="h5" component="p" data-testid={testid} sx={{ fontWeight: 600 }}>
          {valor}
        </Typography>
        {detalhe && (
          <Typography variant="caption" color="text.secondary">
            {detalhe}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export default function PainelGestor() {
  const [p, setP] = useState<Painel | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    painelGestor(12).then(setP, (e) => setErro(mensagemDeErro(e)));
  }, []);
  if (erro) return <Alert severity="error">{erro}</Alert>;
  if (!p) return <CircularProgress aria-label="Carregando painel" />;
  const meses = p.serie.map((m) => rotuloMes(m.mes));
  return (
    <Box sx={{ py: 2 }}>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Indicador
            titulo="Empresas ativas"
            valor={String(p.ativos)}
            detalhe={`${p.novos_mes} nova(s) e ${p.cancelados_mes} cancelada(s) no mês`}
            testid="gestor-ativos"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Indicador titulo="MRR (licenças)" valor={formatMoeda(p.mrr)} detalhe="Plano vigente de cada empresa ativa" testid="gestor-mrr" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Indicador
            titulo="Inadimplência"
            valor={formatMoeda(p.inadimplencia.valor)}
            detalhe={`${p.inadimplencia.faturas} fatura(s) vencida(s) de ${p.inadimplencia.empresas} empresa(s)`}
            testid="gestor-inadimplencia"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Indicador
            titulo="Inadimplência (3 meses)"
            valor={`${p.inadimplencia.percentual.replace('.', ',')}%`}
            detalhe="Vencido e não pago ÷ faturado"
            testid="gestor-percentual"
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                NF-e autorizadas por mês
              </Typography>
              <BarChart
                height={260}
                localeText={ptBRLocaleText}
                xAxis={[{ scaleType: 'band', data: meses }]}
                yAxis={[{ tickMinStep: 1, min: 0, width: 48, valueFormatter: (v: number) => String(Math.round(v)) }]}
                series={[{ data: p.serie.map((m) => m.nfe), label: 'NF-e autorizadas' }]}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                Licenças: faturado × recebido (R$)
              </Typography>
              <LineChart
                height={260}
                localeText={ptBRLocaleText}
                xAxis={[{ scaleType: 'point', data: meses }]}
                yAxis={[{ width: 60 }]}
                series={[
                  { curve: 'linear', data: p.serie.map((m) => Number(m.faturado)), label: 'Faturado', valueFormatter: (v) => formatMoeda(v ?? 0) },
                  { curve: 'linear', data: p.serie.map((m) => Number(m.recebido)), label: 'Recebido', valueFormatter: (v) => formatMoeda(v ?? 0) },
                ]}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                Empresas novas por mês
              </Typography>
              <BarChart
                height={220}
                localeText={ptBRLocaleText}
                xAxis={[{ scaleType: 'band', data: meses }]}
                yAxis={[{ tickMinStep: 1, min: 0, width: 48, valueFormatter: (v: number) => String(Math.round(v)) }]}
                series={[{ data: p.serie.map((m) => m.novos), label: 'Empresas novas' }]}
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
