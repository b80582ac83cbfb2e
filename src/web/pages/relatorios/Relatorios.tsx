/**
 * `relatorios/consultar` (SPEC §2 Relatórios): pick a report of the catalogue
 * (`GET /v1/relatorios/GetRelatoriosUsuario`), fill its parameters (`GET CarregarRelatorio?id=`),
 * see the rows with totals and a bar or line chart (`POST /v1/Relatorios/GetRelatorio`; the line
 * chart for series over time such as the cash flow), and generate the
 * PDF or XLSX as a background job (`POST /v1/relatorios/ExecutarRelatorio/`): the progress shows
 * here and in the "Tarefas" drawer; when done, "Baixar" fetches `GET /v1/Relatorios/DownloadRelatorio?id`.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  LinearProgress,
  ListSubheader,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import GridOnIcon from '@mui/icons-material/GridOn';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { apiData, requisitar } from '../../providers/http.ts';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { components } from '../../../generated/openapi.d.ts';
import { abrirTarefas, registrarTarefa, useTarefas, type Tarefa } from '../../layout/tarefas/store.ts';
import { hojeIso, reais } from '../financeiro/api.ts';

/** Types of the report actions, generated from their contracts (src/contratos/relatorios.ts). */
type Tipos = components['schemas'];
type Resumo = Tipos['RelatorioResumo'];
type Definicao = Tipos['DefinicaoRelatorio'];
type Coluna = Definicao['colunas'][number];
type Resultado = Tipos['ResultadoRelatorio'];

const numeroBr = (v: string | number, casas?: number) =>
  Number(v).toLocaleString('pt-BR', casas === undefined ? { maximumFractionDigits: 4 } : { minimumFractionDigits: casas, maximumFractionDigits: casas });

/** Cell text in pt-BR (R$, thousands separators, dd/mm/yyyy, mm/yyyy). */
function celula(c: Coluna, v: string | number | null | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  if (c.tipo === 'moeda') return reais(v);
  if (c.tipo === 'percentual') return `${numeroBr(v, 2)} %`;
  if (c.tipo === 'numero') return numeroBr(v);
  const s = String(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s.split('-').reverse().join('/');
  if (/^\d{4}-\d{2}$/.test(s)) return `${s.slice(5)}/${s.slice(0, 4)}`;
  return s;
}

const inicioDoMes = (iso: string) => `${iso.slice(0, 8)}01`;

export default function Relatorios() {
  const [lista, setLista] = useState<Resumo[] | null>(null);
  const [id, setId] = useState('');
  const [def, setDef] = useState<Definicao | null>(null);
  const [valores, setValores] = useState<Record<string, string>>({});
  const [res, setRes] = useState<Resultado | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [carregando, setCarregando] = useState(false);
  const [tarefas, setTarefas] = useState<Array<{ id: number; formato: 'pdf' | 'xlsx' }>>([]);
  const { lista: todas } = useTarefas();

  useEffect(() => {
    apiData<Resumo[]>('/v1/relatorios/GetRelatoriosUsuario')
      .then((l) => setLista(l ?? []))
      .catch((e) => setErro(mensagemDeErro(e)));
  }, []);

  useEffect(() => {
    if (!id) return;
    let vivo = true;
    setRes(null);
    apiData<Definicao>(`/v1/relatorios/CarregarRelatorio?id=${encodeURIComponent(id)}`)
      .then((d) => {
        if (!vivo) return;
        const hoje = hojeIso();
        const v: Record<string, string> = {};
        for (const p of d.parametros) v[p.nome] = p.nome === 'data_inicial' ? inicioDoMes(hoje) : p.nome === 'data_final' ? hoje : (p.padrao ?? '');
        setDef(d);
        setValores(v);
        setErro(null);
      })
      .catch((e) => vivo && setErro(mensagemDeErro(e)));
    return () => {
      vivo = false;
    };
  }, [id]);

  // the hub pushes progress (CarregamentoDados); polling too, so the screen never waits on a lost push
  const pendentes = tarefas
    .filter(({ id: tid }) => {
      const t = todas.find((x) => x.id === tid);
      return !t || t.situacao === 'pendente' || t.situacao === 'executando';
    })
    .map((t) => t.id)
    .join(',');
  useEffect(() => {
    if (!pendentes) return;
    const h = setInterval(() => {
      for (const tid of pendentes.split(',')) {
        apiData<Tarefa>(`/v1/Tarefas/${tid}`)
          .then((t) => t && registrarTarefa(t))
          .catch(() => undefined);
      }
    }, 1500);
    return () => clearInterval(h);
  }, [pendentes]);

  const pedido = () => ({ relatorio: id, parametros: valores });

  const consultar = async () => {
    setCarregando(true);
    try {
      setRes(await apiData<Resultado>('/v1/Relatorios/GetRelatorio', { method: 'POST', body: pedido() }));
      setErro(null);
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setCarregando(false);
    }
  };

  const gerar = async (formato: 'pdf' | 'xlsx') => {
    try {
      const r = await requisitar<Tarefa>('/v1/relatorios/ExecutarRelatorio/', { method: 'POST', body: { ...pedido(), formato } });
      if (r.Data) {
        registrarTarefa(r.Data);
        setTarefas((t) => [{ id: r.Data.id, formato }, ...t]);
        abrirTarefas();
      }
      setErro(null);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };

  const baixar = async (tarefa: number, formato: string) => {
    try {
      const { blob, nome } = await baixarArquivo(`/v1/Relatorios/DownloadRelatorio?id=${tarefa}`, { padrao: `relatorio.${formato}` });
      salvarBlob(blob, nome);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };

  const grafico = useMemo(() => {
    if (!res?.grafico || !res.linhas.length) return null;
    const g = res.grafico;
    const colX = res.colunas.find((c) => c.campo === g.x);
    const limite = g.tipo === 'linha' ? 120 : 20;
    const linhas = res.linhas.slice(0, limite);
    return {
      tipo: g.tipo,
      limite,
      x: linhas.map((l) => (colX ? celula(colX, l[g.x]) : String(l[g.x] ?? '')).slice(0, 24)),
      series: g.series.map((s) => {
        const c = res.colunas.find((k) => k.campo === s);
        return {
          data: linhas.map((l) => Number(l[s] ?? 0)),
          label: c?.titulo ?? s,
          valueFormatter: (v: number | null) => (c ? celula(c, v ?? 0) : String(v)),
        };
      }),
      parcial: res.linhas.length > limite,
    };
  }, [res]);

  const modulos = [...new Set((lista ?? []).map((r) => r.modulo))];
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Card variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label="Relatório"
            value={id}
            onChange={(e) => setId(e.target.value)}
            sx={{ maxWidth: 480 }}
            data-testid="relatorio-escolha"
            // MUI labels the open list with the field's label too (aria-labelledby): two elements
            // would answer to "Relatório". The list gets its own name; the combobox keeps the label.
            slotProps={{ select: { MenuProps: { slotProps: { list: { 'aria-labelledby': undefined, 'aria-label': 'Opções disponíveis' } } } } }}
          >
            {modulos.flatMap((m) => [
              <ListSubheader key={`m-${m}`}>{m}</ListSubheader>,
              ...(lista ?? [])
                .filter((r) => r.modulo === m)
                .map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.titulo}
                  </MenuItem>
                )),
            ])}
          </TextField>
          {def && (
            <>
              <Typography variant="body2" color="text.secondary">
                {def.descricao}
              </Typography>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {def.parametros.map((p) =>
                  p.tipo === 'opcao' ? (
                    <TextField
                      key={p.nome}
                      select
                      size="small"
                      label={p.rotulo}
                      value={valores[p.nome] ?? ''}
                      onChange={(e) => setValores((v) => ({ ...v, [p.nome]: e.target.value }))}
                      sx={{ minWidth: 160 }}
                    >
                      {p.opcoes?.map((o) => (
                        <MenuItem key={o.valor} value={o.valor}>
                          {o.rotulo}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    <TextField
                      key={p.nome}
                      size="small"
                      type={p.tipo === 'data' ? 'date' : 'number'}
                      label={p.rotulo}
                      required={p.obrigatorio}
                      value={valores[p.nome] ?? ''}
                      onChange={(e) => setValores((v) => ({ ...v, [p.nome]: e.target.value }))}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  ),
                )}
              </Stack>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" startIcon={<SearchIcon />} onClick={consultar} disabled={carregando}>
                  Consultar
                </Button>
                <Button startIcon={<PictureAsPdfIcon />} onClick={() => gerar('pdf')}>
                  Gerar PDF
                </Button>
                <Button startIcon={<GridOnIcon />} onClick={() => gerar('xlsx')}>
                  Gerar XLSX
                </Button>
              </Stack>
            </>
          )}
          {tarefas.map(({ id: tid, formato }) => {
            const t = todas.find((x) => x.id === tid);
            const terminou = t?.situacao === 'concluida';
            return (
              <Stack key={tid} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid={`relatorio-tarefa-${formato}`}>
                <Typography variant="body2" sx={{ minWidth: 220 }}>
                  {formato.toUpperCase()}: {t?.situacao === 'concluida' ? (t.arquivo_nome ?? 'pronto') : (t?.mensagem ?? 'na fila')}
                </Typography>
                {t && !terminou && t.situacao !== 'falhou' && t.situacao !== 'cancelada' && (
                  <LinearProgress variant="determinate" value={t.progresso} sx={{ flex: 1, maxWidth: 300 }} />
                )}
                {t?.situacao === 'falhou' && <Alert severity="error">{t.erro ?? 'Falhou'}</Alert>}
                {terminou && (
                  <Button size="small" startIcon={<DownloadIcon />} onClick={() => baixar(tid, formato)}>
                    Baixar {formato.toUpperCase()}
                  </Button>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Card>
      {erro && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {erro}
        </Alert>
      )}
      {carregando && <LinearProgress sx={{ mb: 2 }} />}
      {res && (
        <Card variant="outlined" sx={{ p: 2 }}>
          {grafico && (
            <Box sx={{ mb: 2 }}>
              {grafico.tipo === 'linha' ? (
                <LineChart
                  height={300}
                  localeText={ptBRLocaleText}
                  xAxis={[{ scaleType: 'point', data: grafico.x }]}
                  yAxis={[{ width: 80, valueFormatter: (v: number) => v.toLocaleString('pt-BR') }]}
                  series={grafico.series.map((s) => ({ ...s, curve: 'linear' as const, showMark: grafico.x.length <= 31 }))}
                />
              ) : (
                <BarChart
                  height={300}
                  localeText={ptBRLocaleText}
                  xAxis={[{ scaleType: 'band', data: grafico.x }]}
                  yAxis={[{ width: 80, valueFormatter: (v: number) => v.toLocaleString('pt-BR') }]}
                  series={grafico.series}
                />
              )}
              {grafico.parcial && (
                <Typography variant="caption" color="text.secondary">
                  Gráfico com as {grafico.limite} primeiras linhas.
                </Typography>
              )}
            </Box>
          )}
          {res.linhas.length === 0 ? (
            <Alert severity="info">Nenhum registro para os parâmetros informados.</Alert>
          ) : (
            <TableContainer>
              <Table size="small" data-testid="relatorio-tabela">
                <TableHead>
                  <TableRow>
                    {res.colunas.map((c) => (
                      <TableCell key={c.campo} align={c.tipo === 'texto' ? 'left' : 'right'} sx={{ fontWeight: 600 }}>
                        {c.titulo}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {res.linhas.map((l, i) => (
                    <TableRow key={i} hover>
                      {res.colunas.map((c) => (
                        <TableCell key={c.campo} align={c.tipo === 'texto' ? 'left' : 'right'}>
                          {celula(c, l[c.campo])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                  {Object.keys(res.totais).length > 0 && (
                    <TableRow>
                      {res.colunas.map((c, i) => (
                        <TableCell key={c.campo} align={c.tipo === 'texto' ? 'left' : 'right'} sx={{ fontWeight: 700 }}>
                          {i === 0 ? 'Total' : c.campo in res.totais ? celula(c, res.totais[c.campo]) : ''}
                        </TableCell>
                      ))}
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Card>
      )}
    </Box>
  );
}
