/**
 * Dashboard (SPEC §2 `/{url}/dashboard`, title "Dashboard"): the signed-in issuer's figures from
 * one call, `GET /v1/dashboard/resumo` — customers, products and stock value cards, new customers
 * per day over the last 30 days, products per group, and the documents card when the fiscal
 * modules report data. Skeletons while loading, an error state with retry, and a welcome card for
 * chain users who have not picked a company yet.
 */
import { Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { LinkBase, Title, useBasename } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatMoeda } from '../../domain/index.ts';
import { resourcePath, resourceByName } from '../routes.ts';
import { getEnvelope } from '../resources/http.ts';
import { assinarSessao, lerSessao } from '../session/usuario.ts';
import { dataPorExtenso, fatiasGrupos, inteiro, parseResumo, percentual, saudacao, serieClientes, somaSerie, type ResumoDashboard } from './dashboard/data.ts';
import { Cartao, CartaoGrafico, GRADE_GRAFICOS, gradeCartoes } from './dashboard/cartoes.tsx';
import { CartoesVendas, GraficosVendas, PainelCadeia } from './dashboard/Vendas.tsx';
import { lazyChunk } from '../layout/chunk.ts';

/** Primeiros passos de uma empresa nova (pages/config/AssistenteModulos.tsx), carregado à parte. */
const AssistenteModulos = lazyChunk(() => import('./config/AssistenteModulos.tsx'));
import { CartoesFinanceiro } from './financeiro/CartoesPainel.tsx';
import { ladosFinanceiroVisiveis } from './dashboard/permissoes.ts';
import { permissoesDe } from '../session/permissoes.ts';

type Estado = { fase: 'carregando' } | { fase: 'erro'; mensagem: string } | { fase: 'pronto'; resumo: ResumoDashboard };

function useResumo(): [Estado, () => void] {
  const [estado, setEstado] = useState<Estado>({ fase: 'carregando' });
  const [versao, setVersao] = useState(0);
  useEffect(() => {
    const ctrl = new AbortController();
    setEstado({ fase: 'carregando' });
    getEnvelope<unknown>('/v1/dashboard/resumo', { signal: ctrl.signal, timeoutMs: 20_000 })
      .then((env) => !ctrl.signal.aborted && setEstado({ fase: 'pronto', resumo: parseResumo(env.Data) }))
      .catch((e: unknown) => {
        if (ctrl.signal.aborted) return;
        const msg = (e as { message?: unknown })?.message;
        setEstado({ fase: 'erro', mensagem: typeof msg === 'string' && msg ? msg : 'Falha de comunicação com o servidor' });
      });
    return () => ctrl.abort();
  }, [versao]);
  return [estado, useCallback(() => setVersao((v) => v + 1), [])];
}

/** The dashboard page. */
export default function Dashboard() {
  const [estado, recarregar] = useResumo();
  const sessao = useSyncExternalStore(assinarSessao, lerSessao, () => null);
  const usuario = sessao?.User ?? null;
  const nome = (usuario?.nome ?? usuario?.login ?? '').split(' ')[0];
  const empresa = usuario?.Emitente?.nome ?? null;

  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <Title title="Dashboard" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {saudacao()}
            {nome ? `, ${nome}` : ''}!
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {empresa ? `${empresa} · ` : ''}
            {primeiraMaiuscula(dataPorExtenso())}
          </Typography>
        </Box>
        {estado.fase === 'pronto' && !estado.resumo.semEmpresa && (
          <Button size="small" startIcon={<RefreshIcon />} onClick={recarregar} color="inherit" sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            Atualizar
          </Button>
        )}
      </Stack>

      {empresa && (
        <Suspense fallback={null}>
          <AssistenteModulos />
        </Suspense>
      )}
      {estado.fase === 'carregando' && <Esqueleto />}
      {estado.fase === 'erro' && (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={recarregar} startIcon={<RefreshIcon />}>
              Tentar novamente
            </Button>
          }
        >
          Não foi possível carregar os indicadores. {estado.mensagem}
        </Alert>
      )}
      {estado.fase === 'pronto' && estado.resumo.cadeia && <PainelCadeia cadeia={estado.resumo.cadeia} linkEmpresas={listaDe('emitente')} />}
      {estado.fase === 'pronto' && (estado.resumo.semEmpresa ? <BoasVindas /> : <Painel resumo={estado.resumo} />)}
    </Box>
  );
}

function primeiraMaiuscula(t: string): string {
  return t ? t[0].toUpperCase() + t.slice(1) : t;
}

// ---------------------------------------------------------------------------------------------

function listaDe(recurso: string): string | null {
  return resourceByName(recurso)?.menu ? resourcePath(recurso, 'list') : null;
}

function Painel({ resumo }: { resumo: ResumoDashboard }) {
  const { clientes, produtos, documentos, clientesPorDia, produtosPorGrupo, vendas } = resumo;
  const ladosFinanceiro = useMemo(() => ladosFinanceiroVisiveis(permissoesDe(lerSessao())), []);
  const semNada = !clientes && !produtos && !documentos.disponivel && !vendas;
  if (semNada) {
    return (
      <Alert severity="info" variant="outlined">
        Seu perfil não tem acesso aos indicadores de clientes e produtos. Use o menu para acessar as rotinas liberadas.
      </Alert>
    );
  }
  // the billing cards replace the old documents card: they show the same counts and the money
  const cartaoDocumentos = documentos.disponivel && !vendas;
  const quantos = (clientes ? 1 : 0) + (produtos ? 2 : 0) + (cartaoDocumentos ? 1 : 0);
  return (
    <>
      {vendas && (
        <Box sx={{ mb: 2 }}>
          <CartoesVendas vendas={vendas} linkNotas="faturamento/consultar" />
        </Box>
      )}
      {ladosFinanceiro.length > 0 && <CartoesFinanceiro lados={ladosFinanceiro} />}
      <Box sx={gradeCartoes(quantos)}>
        {clientes && (
          <Cartao
            titulo="Clientes"
            valor={inteiro(clientes.total)}
            icone={<PeopleAltOutlinedIcon />}
            cor="primary"
            para={listaDe('cliente')}
            detalhe={`${inteiro(clientes.ativos)} ativos (${percentual(clientes.ativos, clientes.total)}%)`}
            destaque={clientes.novosMes > 0 ? `+${inteiro(clientes.novosMes)} no mês` : 'Nenhum novo no mês'}
            destaqueCor={clientes.novosMes > 0 ? 'success' : 'default'}
          />
        )}
        {produtos && (
          <Cartao
            titulo="Produtos"
            valor={inteiro(produtos.total)}
            icone={<Inventory2OutlinedIcon />}
            cor="info"
            para={listaDe('produto')}
            detalhe={`${inteiro(produtos.ativos)} ativos (${percentual(produtos.ativos, produtos.total)}%)`}
          />
        )}
        {produtos && (
          <Cartao
            titulo="Valor em estoque"
            valor={formatMoeda(produtos.valorEstoque)}
            icone={<PaidOutlinedIcon />}
            cor="warning"
            detalhe="Quantidade × custo médio"
          />
        )}
        {cartaoDocumentos && (
          <Cartao
            titulo="Documentos fiscais"
            valor={inteiro(documentos.hoje)}
            icone={<ReceiptLongOutlinedIcon />}
            cor="secondary"
            detalhe="emitidos hoje"
            destaque={`${inteiro(documentos.mes)} no mês`}
            destaqueCor="default"
          />
        )}
      </Box>
      {vendas && <GraficosVendas vendas={vendas} />}
      {(clientesPorDia || produtosPorGrupo) && (
        <Box sx={GRADE_GRAFICOS}>
          {clientesPorDia && <GraficoClientes porDia={clientesPorDia} />}
          {produtosPorGrupo && <GraficoGrupos grupos={produtosPorGrupo} />}
        </Box>
      )}
    </>
  );
}

function GraficoClientes({ porDia }: { porDia: ReadonlyArray<{ dia: string; quantidade: number }> }) {
  const theme = useTheme();
  const serie = useMemo(() => serieClientes(porDia), [porDia]);
  const total = somaSerie(serie);
  return (
    <CartaoGrafico titulo="Novos clientes" subtitulo={`Últimos 30 dias · ${total === 1 ? '1 cadastro' : `${inteiro(total)} cadastros`}`}>
      <BarChart
        height={280}
        localeText={ptBRLocaleText}
        xAxis={[
          {
            scaleType: 'band',
            data: serie.map((p) => p.rotulo),
            tickLabelInterval: (_v: unknown, i: number) => i % 5 === 4 || i === 0,
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        series={[
          {
            data: serie.map((p) => p.quantidade),
            label: 'Novos clientes',
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
  );
}

function GraficoGrupos({ grupos }: { grupos: ReadonlyArray<{ grupo: string; quantidade: number }> }) {
  const theme = useTheme();
  const estreito = useMediaQuery(theme.breakpoints.down('sm'));
  const fatias = useMemo(() => fatiasGrupos(grupos), [grupos]);
  const cores = [
    theme.palette.primary.main,
    theme.palette.info.main,
    theme.palette.warning.main,
    theme.palette.error.light,
    theme.palette.success.dark,
    theme.palette.info.dark,
    theme.palette.warning.dark,
    theme.palette.primary.dark,
    theme.palette.error.dark,
  ];
  const neutra = theme.palette.mode === 'dark' ? theme.palette.grey[600] : theme.palette.grey[400];
  let proxima = 0;
  const dados = fatias.map((f) => ({ ...f, color: f.label === 'Outros' || f.label === 'Sem grupo' ? neutra : cores[proxima++ % cores.length] }));
  const total = fatias.reduce((t, f) => t + f.value, 0);
  return (
    <CartaoGrafico titulo="Produtos por grupo" subtitulo={`${inteiro(total)} produtos`}>
      {fatias.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 8, textAlign: 'center' }}>
          Nenhum produto cadastrado.
        </Typography>
      ) : (
        <PieChart
          localeText={ptBRLocaleText}
          series={[
            {
              data: dados,
              innerRadius: 60,
              outerRadius: 110,
              paddingAngle: 1.5,
              cornerRadius: 4,
              highlightScope: { fade: 'global', highlight: 'item' },
              valueFormatter: (v: { value: number }) => `${inteiro(v.value)} (${percentual(v.value, total)}%)`,
            },
          ]}
          height={estreito ? 340 : 280}
          slotProps={{
            legend: estreito
              ? { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } }
              : { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
          }}
        />
      )}
    </CartaoGrafico>
  );
}

function Esqueleto() {
  return (
    <Box aria-busy="true" aria-label="Carregando indicadores">
      <Box sx={gradeCartoes(3)}>
        {[0, 1, 2].map((i) => (
          <Card key={i} variant="outlined" sx={{ borderRadius: 3 }}>
            <CardContent sx={{ p: 2.5 }}>
              <Skeleton width="40%" />
              <Skeleton width="60%" height={44} />
              <Skeleton width="70%" />
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box sx={GRADE_GRAFICOS}>
        {[0, 1].map((i) => (
          <Card key={i} variant="outlined" sx={{ borderRadius: 3 }}>
            <CardContent sx={{ p: 2.5 }}>
              <Skeleton width="30%" />
              <Skeleton variant="rounded" height={260} sx={{ mt: 2 }} />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

function BoasVindas() {
  const basename = useBasename();
  const empresas = listaDe('emitente');
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            sx={{
              width: 64,
              height: 64,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'primary.main',
              flex: '0 0 auto',
            }}
          >
            <StorefrontOutlinedIcon sx={{ fontSize: 36 }} />
          </Box>
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Bem-vindo ao painel
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Você está conectado sem uma empresa selecionada. Os indicadores de clientes, produtos e documentos fiscais são de cada empresa: escolha uma
              empresa para ver os números dela. Enquanto isso, use o menu para administrar as empresas, revendas e licenças da sua rede.
            </Typography>
            {empresas && (
              <Button
                component={LinkBase}
                to={`${basename}/${empresas}`}
                variant="contained"
                disableElevation
                sx={{ mt: 2 }}
                startIcon={<StorefrontOutlinedIcon />}
              >
                Ver empresas
              </Button>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
