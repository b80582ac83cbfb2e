/**
 * `faturamento/consultar`: NF-e list with situação chips, número, série, cliente, emissão, valor
 * total and chave; filters by situação, period and text; per row: Editar/Visualizar, Transmitir
 * and DANFE (authorised: ImprimirNFe; otherwise PrevisualizarNFe).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListBase, useBasename, useDataProvider, useGetMany, useListContext, useNotify, useRefresh } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import SendIcon from '@mui/icons-material/Send';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import RefreshIcon from '@mui/icons-material/Refresh';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { ComplementarDialog, type NotaAComplementar } from './ComplementarDialog.tsx';
import { formatData } from '../../../domain/index.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import type { ErpDataProvider } from '../../providers/dataProvider.ts';
import { CampoData } from './campos.tsx';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { nfeApi, type ResultadoSefaz } from '../nfe/api.ts';
import { PdfDialog } from '../../components/PdfDialog.tsx';
import { SituacaoChip, useResultadoSefaz } from '../nfe/comum.tsx';
import { useAcaoDeLinha } from '../../components/useAcaoDeLinha.ts';
import { Paginacao } from '../../components/Paginacao.tsx';
import { chaveFormatada, moeda } from '../../components/formatos.ts';
import { danfeFiscal, podeTransmitir, SITUACOES, somenteLeitura } from '../nfe/fiscal.ts';

/**
 * The NF-e lists (Faturamento and the NF-e manager) over the registry list `faturamento` (OData
 * Faturamento), newest first (emission, then id). Filters in the list params: `situacao`, `busca`
 * (number, key or nature), `emissao_de`/`emissao_ate` (AAAA-MM-DD) and, for the manager, the
 * permanent `excluirDigitacao` — the data provider turns them into OData (providers/listas.ts).
 * `storeKey` keeps each screen's filters apart. Text is debounced 250 ms.
 */
export function ListaNotas({ storeKey, excluirDigitacao, children }: { storeKey: string; excluirDigitacao?: boolean; children: React.ReactNode }) {
  return (
    <ListBase
      resource="faturamento"
      storeKey={storeKey}
      perPage={25}
      sort={{ field: 'data_emissao', order: 'DESC' }}
      filter={excluirDigitacao ? { excluirDigitacao: true } : undefined}
      debounce={250}
    >
      {children}
    </ListBase>
  );
}

/** Names of the customers of a page of rows (one `getMany` per page of ids, cached by react-admin). */
export function useNomesDosClientes(ids: ReadonlyArray<number | null | undefined>): Record<number, string> {
  const unicos = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  const { data } = useGetMany('cliente', { ids: unicos });
  return Object.fromEntries((data ?? []).map((c) => [c.id, String(c.nome ?? '')]));
}

/** Filter values of the note lists as the filter bar edits them. */
export interface FiltrosNotas {
  situacao: string;
  de: string;
  ate: string;
  busca: string;
}

/**
 * Filter bar of the note lists (Faturamento and NF-e manager), bound to the surrounding list's
 * params: search, situação, emission period and reload; any change returns to the first page
 * (react-admin's setFilters). `extra` goes at the end (e.g. the "Novo" button).
 */
export function BarraFiltrosNotas(p: { excluirDigitacao?: boolean; extra?: React.ReactNode }) {
  const { filterValues, setFilters } = useListContext();
  const refresh = useRefresh();
  const [busca, setBusca] = useState(() => String(filterValues.busca ?? ''));
  const valor = (k: string) => String(filterValues[k] ?? '');
  const mudar = (campo: string, v: string, comEspera = false) => setFilters({ ...filterValues, busca, [campo]: v }, undefined, comEspera);
  const situacoes = Object.entries(SITUACOES).filter(([k]) => !p.excluirDigitacao || k !== 'digitacao');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 2, alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        label="Buscar"
        placeholder="Número, chave ou natureza"
        value={busca}
        onChange={(e) => {
          setBusca(e.target.value);
          mudar('busca', e.target.value, true);
        }}
        sx={{ minWidth: 240 }}
      />
      <TextField
        size="small"
        select
        label="Situação"
        value={valor('situacao')}
        onChange={(e) => mudar('situacao', e.target.value)}
        sx={{ minWidth: 170 }}
        slotProps={{ htmlInput: { 'data-testid': 'filtro-situacao' } }}
      >
        <MenuItem value="">{p.excluirDigitacao ? 'Todas (exceto digitação)' : 'Todas'}</MenuItem>
        {situacoes.map(([k, v]) => (
          <MenuItem key={k} value={k}>
            {v.rotulo}
          </MenuItem>
        ))}
      </TextField>
      <CampoData label="Emissão de" value={valor('emissao_de')} onChange={(v) => mudar('emissao_de', v)} sx={{ width: 140 }} />
      <CampoData label="até" value={valor('emissao_ate')} onChange={(v) => mudar('emissao_ate', v)} sx={{ width: 140 }} />
      <Box sx={{ flex: 1 }} />
      <Tooltip title="Atualizar">
        <IconButton onClick={() => refresh()} aria-label="Atualizar">
          <RefreshIcon />
        </IconButton>
      </Tooltip>
      {p.extra}
    </Stack>
  );
}

export interface LinhaFaturamento {
  id: number;
  numero?: number | null;
  serie?: number | null;
  cliente_id?: number | null;
  data_emissao?: string | null;
  total_nota?: number | null;
  chave?: string | null;
  situacao?: string;
  natureza_operacao?: string;
  tipo_operacao?: number;
  finalidade?: number;
}

function dataCurta(v: unknown): string {
  if (!v) return '';
  try {
    return formatData(String(v));
  } catch {
    return String(v);
  }
}

export default function FaturamentoLista() {
  return (
    <ListaNotas storeKey="faturamento.consultar">
      <NotasFaturamento />
    </ListaNotas>
  );
}

function NotasFaturamento() {
  const navigate = useNavigate();
  const basename = useBasename();
  const alertas = useAlertas();
  const dp = useDataProvider<ErpDataProvider>();
  const refresh = useRefresh();
  const notify = useNotify();
  const mostrarResultado = useResultadoSefaz();
  const { data, isFetching, error } = useListContext<LinhaFaturamento>();
  const linhas = data ?? [];
  const carregando = isFetching;
  const erro = error ? mensagemDeErro(error) : null;
  const [pdf, setPdf] = useState<{ url: string; titulo: string } | null>(null);
  const [complementar, setComplementar] = useState<NotaAComplementar | null>(null);
  const acao = useAcaoDeLinha();
  const ocupado = acao.ocupado;

  const nomes = useNomesDosClientes(linhas.map((l) => l.cliente_id));
  const abrir = (id?: number) => navigate(`${basename}/faturamento/editar${id ? `/${id}` : ''}`);

  const transmitir = async (l: LinhaFaturamento) => {
    if (!(await alertas.question(`Transmitir a nota ${l.numero ?? `#${l.id}`} para a SEFAZ?`))) return;
    await acao.executar(
      l.id,
      async () => {
        const env = await dp.transmitirNFe(l.id);
        await mostrarResultado(env.Data, 'Autorizada');
      },
      async (e) => {
        const d = (corpoDoErro(e)?.Data ?? null) as ResultadoSefaz | null;
        if (d && (d.cStat || d.xMotivo)) await mostrarResultado(d, 'Autorizada');
        else notify(mensagemDeErro(e), { type: 'error' });
      },
    );
  };

  return (
    <Box sx={{ py: 2 }}>
      <Card variant="outlined">
        <BarraFiltrosNotas
          extra={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => abrir()}>
              Novo
            </Button>
          }
        />
        {carregando ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        {erro && (
          <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => refresh()}>Tentar de novo</Button>}>
            {erro}
          </Alert>
        )}
        <TableContainer>
          <Table size="small" aria-label="Notas fiscais">
            <TableHead>
              <TableRow>
                <TableCell>Situação</TableCell>
                <TableCell align="right">Número</TableCell>
                <TableCell align="right">Série</TableCell>
                <TableCell>Cliente</TableCell>
                <TableCell>Emissão</TableCell>
                <TableCell align="right">Valor total</TableCell>
                <TableCell>Chave de acesso</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((l) => {
                const leitura = somenteLeitura(l.situacao);
                return (
                  <TableRow key={l.id} hover sx={{ cursor: 'pointer' }} onClick={() => abrir(l.id)} data-testid={`nota-${l.id}`}>
                    <TableCell>
                      <SituacaoChip situacao={l.situacao} />
                    </TableCell>
                    <TableCell align="right">{l.numero ?? '—'}</TableCell>
                    <TableCell align="right">{l.serie ?? ''}</TableCell>
                    <TableCell>{(l.cliente_id && nomes[l.cliente_id]) || (l.cliente_id ? `#${l.cliente_id}` : '')}</TableCell>
                    <TableCell>{dataCurta(l.data_emissao)}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                      {moeda(l.total_nota)}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.72rem', maxWidth: 230 }}>{chaveFormatada(l.chave)}</TableCell>
                    <TableCell align="right" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={leitura ? 'Visualizar' : 'Editar'}>
                        <IconButton size="small" aria-label={leitura ? 'Visualizar' : 'Editar'} onClick={() => abrir(l.id)}>
                          {leitura ? <VisibilityIcon fontSize="small" /> : <EditIcon fontSize="small" />}
                        </IconButton>
                      </Tooltip>
                      {podeTransmitir(l.situacao) && (
                        <Tooltip title="Transmitir">
                          <span>
                            <IconButton size="small" color="primary" aria-label="Transmitir" disabled={ocupado === l.id} onClick={() => transmitir(l)}>
                              <SendIcon fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                      )}
                      {l.situacao === 'autorizada' && (
                        <Tooltip title="Complementar ou ajustar (NF-e complementar ou de ajuste)">
                          <IconButton
                            size="small"
                            aria-label="Complementar ou ajustar"
                            onClick={() => setComplementar({ id: l.id, titulo: `Complemento ou ajuste da NF-e ${l.numero ?? l.id}` })}
                          >
                            <PostAddIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      <Tooltip title={danfeFiscal(l.situacao) ? 'Imprimir DANFE' : 'Visualizar DANFE (prévia)'}>
                        <IconButton
                          size="small"
                          aria-label="DANFE"
                          onClick={() =>
                            setPdf(
                              danfeFiscal(l.situacao)
                                ? { url: nfeApi.urlDanfe(l.id), titulo: `DANFE — NF-e ${l.numero ?? ''}` }
                                : { url: nfeApi.urlPrevia(l.id), titulo: 'Pré-visualização do DANFE (sem valor fiscal)' },
                            )
                          }
                        >
                          <PictureAsPdfIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
              {!carregando && linhas.length === 0 && !erro && (
                <TableRow>
                  <TableCell colSpan={8}>
                    <Stack sx={{ py: 5, alignItems: 'center' }} spacing={1}>
                      <Typography color="text.secondary">Nenhuma nota encontrada.</Typography>
                      <Button startIcon={<AddIcon />} onClick={() => abrir()}>
                        Emitir a primeira nota
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Paginacao />
      </Card>
      <PdfDialog url={pdf?.url ?? null} titulo={pdf?.titulo ?? ''} nomePadrao="danfe.pdf" onClose={() => setPdf(null)} />
      <ComplementarDialog nota={complementar} onClose={() => setComplementar(null)} />
    </Box>
  );
}
