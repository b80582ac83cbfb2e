/**
 * `faturamento/consultar`: NF-e list with situação chips, número, série, cliente, emissão, valor
 * total and chave; filters by situação, period and text; per row: Editar/Visualizar, Transmitir
 * and DANFE (authorised: ImprimirNFe; otherwise PrevisualizarNFe).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
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
import { CampoData } from './campos.tsx';
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { nfeApi } from '../nfe/api.ts';
import { PdfDialog } from '../../components/PdfDialog.tsx';
import { SituacaoChip, useResultadoSefaz } from '../nfe/comum.tsx';
import { Paginacao } from '../../components/Paginacao.tsx';
import { chaveFormatada, moeda } from '../../components/formatos.ts';
import { danfeFiscal, filtroFaturamento, podeTransmitir, SITUACOES, somenteLeitura } from '../nfe/fiscal.ts';
import { useNomesClientes } from './clientes.ts';

/**
 * One page of billing notes from OData (newest first), reloaded when the filter, the page or
 * `versao` changes; requests are debounced 250 ms and late answers of a superseded request are
 * dropped. Shared by the Faturamento list and the NF-e manager.
 */
export function useNotasFaturamento(filtro: string, pagina: number, porPagina: number, versao: number) {
  const [dados, setDados] = useState<{ linhas: LinhaFaturamento[]; total: number }>({ linhas: [], total: 0 });
  const [carregando, setCarregando] = useState(true);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    let vivo = true;
    setCarregando(true);
    const t = setTimeout(() => {
      listarOData<LinhaFaturamento>('Faturamento', {
        filter: filtro,
        orderby: 'data_emissao desc,id desc',
        top: porPagina,
        skip: pagina * porPagina,
        count: true,
      })
        .then((r) => vivo && (setDados({ linhas: r.value, total: r.count ?? r.value.length }), setErro(null)))
        .catch((e: unknown) => vivo && setErro(mensagemDeErro(e)))
        .finally(() => vivo && setCarregando(false));
    }, 250);
    return () => {
      vivo = false;
      clearTimeout(t);
    };
  }, [filtro, pagina, porPagina, versao]);
  return { dados, carregando, erro };
}

export interface FiltrosNotas {
  situacao: string;
  de: string;
  ate: string;
  busca: string;
}

/**
 * Filter bar of the note lists (Faturamento and NF-e manager): search, situação, emission period
 * and reload; any change returns to the first page. `extra` goes at the end (e.g. the "Novo" button).
 */
export function BarraFiltrosNotas(p: {
  filtros: FiltrosNotas;
  aoMudar: (f: FiltrosNotas) => void;
  excluirDigitacao?: boolean;
  aoAtualizar: () => void;
  extra?: React.ReactNode;
}) {
  const mudar = (campo: keyof FiltrosNotas, valor: string) => p.aoMudar({ ...p.filtros, [campo]: valor });
  const situacoes = Object.entries(SITUACOES).filter(([k]) => !p.excluirDigitacao || k !== 'digitacao');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 2, alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        label="Buscar"
        placeholder="Número, chave ou natureza"
        value={p.filtros.busca}
        onChange={(e) => mudar('busca', e.target.value)}
        sx={{ minWidth: 240 }}
      />
      <TextField
        size="small"
        select
        label="Situação"
        value={p.filtros.situacao}
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
      <CampoData label="Emissão de" value={p.filtros.de} onChange={(v) => mudar('de', v)} sx={{ width: 140 }} />
      <CampoData label="até" value={p.filtros.ate} onChange={(v) => mudar('ate', v)} sx={{ width: 140 }} />
      <Box sx={{ flex: 1 }} />
      <Tooltip title="Atualizar">
        <IconButton onClick={p.aoAtualizar} aria-label="Atualizar">
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
  const navigate = useNavigate();
  const basename = useBasename();
  const alertas = useAlertas();
  const mostrarResultado = useResultadoSefaz();
  const [filtros, setFiltros] = useState({ situacao: '', de: '', ate: '', busca: '' });
  const [pagina, setPagina] = useState(0);
  const [porPagina, setPorPagina] = useState(25);
  const [versao, setVersao] = useState(0);
  const [pdf, setPdf] = useState<{ url: string; titulo: string } | null>(null);
  const [ocupado, setOcupado] = useState<number | null>(null);
  const [complementar, setComplementar] = useState<NotaAComplementar | null>(null);

  const filtro = useMemo(() => filtroFaturamento(filtros), [filtros]);
  const { dados, carregando, erro } = useNotasFaturamento(filtro, pagina, porPagina, versao);

  const nomes = useNomesClientes(dados.linhas.map((l) => l.cliente_id));
  const abrir = (id?: number) => navigate(`${basename}/faturamento/editar${id ? `/${id}` : ''}`);
  const recarregar = useCallback(() => setVersao((v) => v + 1), []);

  const transmitir = async (l: LinhaFaturamento) => {
    if (!(await alertas.question(`Transmitir a nota ${l.numero ?? `#${l.id}`} para a SEFAZ?`))) return;
    setOcupado(l.id);
    try {
      const env = await nfeApi.transmitir(l.id);
      await mostrarResultado(env.Data, 'Autorizada');
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setOcupado(null);
      recarregar();
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Card variant="outlined">
        <BarraFiltrosNotas
          filtros={filtros}
          aoMudar={(f) => (setFiltros(f), setPagina(0))}
          aoAtualizar={recarregar}
          extra={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => abrir()}>
              Novo
            </Button>
          }
        />
        {carregando ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        {erro && (
          <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={recarregar}>Tentar de novo</Button>}>
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
              {dados.linhas.map((l) => {
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
              {!carregando && dados.linhas.length === 0 && !erro && (
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
        <Paginacao
          total={dados.total}
          pagina={pagina}
          porPagina={porPagina}
          aoMudarPagina={setPagina}
          aoMudarPorPagina={(n) => {
            setPorPagina(n);
            setPagina(0);
          }}
        />
      </Card>
      <PdfDialog url={pdf?.url ?? null} titulo={pdf?.titulo ?? ''} nomePadrao="danfe.pdf" onClose={() => setPdf(null)} />
      <ComplementarDialog nota={complementar} onClose={() => setComplementar(null)} />
    </Box>
  );
}
