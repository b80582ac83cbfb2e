/**
 * `receber/consultar` and `pagar/consultar`: titles with totals by status (a vencer, vencidos,
 * pagos — each card is a quick filter, plus "próximos 7 dias"), search by document, due-date period,
 * selection of several rows for one settlement (BaixaDialog), receipt after settling, history with
 * reversal, PIX for receivables, and links to the generated create/edit screens.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListBase, useBasename, useDataProvider, useGetMany, useListContext, useRefresh } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  Checkbox,
  Chip,
  IconButton,
  LinearProgress,
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
import HistoryIcon from '@mui/icons-material/History';
import PixIcon from '@mui/icons-material/QrCode2';
import { mensagemDeErro } from '../../providers/erros.ts';
import { Paginacao } from '../../components/Paginacao.tsx';
import type { ErpDataProvider } from '../../providers/dataProvider.ts';
import type { Rapido } from './filtro.ts';
import { BaixaDialog, HistoricoDialog, PixDialog, ReciboDialog } from './Dialogos.tsx';
import { RenegociarDialog, ReplicarDialog } from './Renegociacao.tsx';
import RepeatIcon from '@mui/icons-material/EventRepeat';
import { hojeIso, LADOS, type Lado, reais, type Titulo } from './api.ts';

const SITUACAO: Record<Titulo['situacao'], { rotulo: (l: Lado) => string; cor: 'default' | 'info' | 'success' | 'warning' | 'error' }> = {
  aberto: { rotulo: () => 'Em aberto', cor: 'info' },
  parcial: { rotulo: (l) => (l === 'receber' ? 'Recebido em parte' : 'Pago em parte'), cor: 'warning' },
  pago: { rotulo: (l) => (l === 'receber' ? 'Recebido' : 'Pago'), cor: 'success' },
  cancelado: { rotulo: () => 'Cancelado', cor: 'default' },
  renegociado: { rotulo: () => 'Renegociado', cor: 'default' },
};

/**
 * The titles are the registry list `receber` or `pagar` (OData), by due date then id; filters in
 * the list params: `rapido` (quick filter), `vencimento_de`/`vencimento_ate` and `busca` — the data
 * provider turns them into OData (providers/listas.ts, filtro.ts). Text is debounced 200 ms.
 */
export default function TitulosLista({ lado }: { lado: Lado }) {
  return (
    <ListBase key={lado} resource={lado} perPage={25} sort={{ field: 'vencimento', order: 'ASC' }} debounce={200}>
      <Titulos lado={lado} />
    </ListBase>
  );
}

function Titulos({ lado }: { lado: Lado }) {
  const L = LADOS[lado];
  const navigate = useNavigate();
  const basename = useBasename();
  const dp = useDataProvider<ErpDataProvider>();
  const refresh = useRefresh();
  const { data, isFetching, error, filterValues, setFilters } = useListContext<Titulo>();
  const linhas = data ?? [];
  const carregando = isFetching;
  const rapido = (String(filterValues.rapido ?? '') || 'todos') as Rapido;
  const de = String(filterValues.vencimento_de ?? '');
  const ate = String(filterValues.vencimento_ate ?? '');
  const [busca, setBusca] = useState(() => String(filterValues.busca ?? ''));
  /** New filter values (the quick filter 'todos' is no filter); any change returns to page 1. */
  const filtrar = (mudou: Record<string, string>, comEspera = false) => {
    const r = mudou.rapido ?? rapido;
    setFilters({ ...filterValues, busca, ...mudou, rapido: r === 'todos' ? '' : r }, undefined, comEspera);
  };
  const { data: relatorio } = useQuery({ queryKey: [lado, 'relatorioFinanceiro'], queryFn: () => dp.relatorioFinanceiro(lado) });
  const resumo = relatorio?.resumo ?? null;
  const [selecionados, setSelecionados] = useState<Map<number, Titulo>>(new Map());
  const [baixando, setBaixando] = useState<Titulo[]>([]);
  const [recibo, setRecibo] = useState<string | null>(null);
  const [historico, setHistorico] = useState<Titulo | null>(null);
  const [pix, setPix] = useState<Titulo | null>(null);
  const [renegociando, setRenegociando] = useState<Titulo[]>([]);
  const [replicando, setReplicando] = useState<Titulo | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const recarregar = () => refresh();
  const erro = error ? mensagemDeErro(error) : null;

  const idsPessoas = [...new Set(linhas.map((t) => (lado === 'receber' ? t.cliente_id : t.fornecedor_id) ?? 0).filter(Boolean))];
  const { data: pessoas } = useGetMany(lado === 'receber' ? 'cliente' : 'fornecedor', { ids: idsPessoas });
  const nomes: Record<number, string> = Object.fromEntries((pessoas ?? []).map((p) => [p.id, String(p.nome ?? '')]));
  const abertos = linhas.filter((t) => t.situacao === 'aberto' || t.situacao === 'parcial');
  const alternar = (t: Titulo) =>
    setSelecionados((m) => {
      const n = new Map(m);
      if (n.has(t.id)) n.delete(t.id);
      else n.set(t.id, t);
      return n;
    });
  const cartoes: Array<{ chave: Rapido; titulo: string; valor: string; qtd: number; cor: string }> = resumo
    ? [
        { chave: 'a_vencer', titulo: 'A vencer', valor: resumo.a_vencer.valor, qtd: resumo.a_vencer.quantidade, cor: 'info.main' },
        { chave: 'vencidos', titulo: 'Vencidos', valor: resumo.vencidos.valor, qtd: resumo.vencidos.quantidade, cor: 'error.main' },
        { chave: 'pagos', titulo: lado === 'receber' ? 'Recebidos' : 'Pagos', valor: resumo.pagos.valor, qtd: resumo.pagos.quantidade, cor: 'success.main' },
      ]
    : [];
  const hoje = hojeIso();

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`${basename}/${L.rota}/editar`)}>
          Novo
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 2 }}>
        {cartoes.map((c) => (
          <Card key={c.chave} variant="outlined" sx={{ borderColor: rapido === c.chave ? c.cor : undefined, borderWidth: rapido === c.chave ? 2 : 1 }}>
            <CardActionArea sx={{ p: 2 }} onClick={() => filtrar({ rapido: rapido === c.chave ? 'todos' : c.chave })} data-testid={`total-${c.chave}`}>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {c.titulo} ({c.qtd})
              </Typography>
              <Typography variant="h5" sx={{ fontWeight: 700, color: c.cor, fontVariantNumeric: 'tabular-nums' }}>
                {reais(c.valor)}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Card variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {(
              [
                ['todos', 'Todos'],
                ['semana', 'Próximos 7 dias'],
                ['vencidos', 'Vencidos'],
                ['a_vencer', 'A vencer'],
                ['pagos', lado === 'receber' ? 'Recebidos' : 'Pagos'],
              ] as Array<[Rapido, string]>
            ).map(([k, r]) => (
              <Chip key={k} label={r} color={rapido === k ? 'primary' : 'default'} onClick={() => filtrar({ rapido: k })} />
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              size="small"
              label="Vencimento de"
              type="date"
              value={de}
              onChange={(e) => filtrar({ vencimento_de: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              label="até"
              type="date"
              value={ate}
              onChange={(e) => filtrar({ vencimento_ate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              label="Documento ou histórico"
              value={busca}
              onChange={(e) => {
                setBusca(e.target.value);
                filtrar({ busca: e.target.value }, true);
              }}
              sx={{ flex: 1 }}
            />
            <Button variant="outlined" disabled={selecionados.size < 1} onClick={() => setRenegociando([...selecionados.values()])}>
              Renegociar
            </Button>
            <Button variant="contained" color="success" disabled={!selecionados.size} onClick={() => setBaixando([...selecionados.values()])}>
              {L.verbo} selecionados ({selecionados.size})
            </Button>
          </Stack>
        </Stack>
      </Card>
      {erro && <Alert severity="error">{erro}</Alert>}
      {aviso && (
        <Alert severity="success" onClose={() => setAviso(null)} sx={{ mb: 2 }}>
          {aviso}
        </Alert>
      )}
      <Card variant="outlined">
        {carregando && <LinearProgress />}
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    slotProps={{ input: { 'aria-label': 'Selecionar todos em aberto' } }}
                    checked={abertos.length > 0 && abertos.every((t) => selecionados.has(t.id))}
                    onChange={(e) => setSelecionados(e.target.checked ? new Map(abertos.map((t) => [t.id, t])) : new Map())}
                  />
                </TableCell>
                <TableCell>Documento</TableCell>
                <TableCell>{L.pessoaRotulo}</TableCell>
                <TableCell>Vencimento</TableCell>
                <TableCell align="right">Valor</TableCell>
                <TableCell align="right">Saldo</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((t) => {
                const aberto = t.situacao === 'aberto' || t.situacao === 'parcial';
                const vencido = aberto && t.vencimento < hoje;
                const s = SITUACAO[t.situacao];
                return (
                  <TableRow key={t.id} hover data-testid={`titulo-${t.id}`}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        disabled={!aberto}
                        checked={selecionados.has(t.id)}
                        onChange={() => alternar(t)}
                        slotProps={{ input: { 'aria-label': `Selecionar ${t.documento} ${t.parcela}` } }}
                      />
                    </TableCell>
                    <TableCell>
                      {t.documento}{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {t.parcela}/{t.total_parcelas}
                      </Typography>
                    </TableCell>
                    <TableCell>{nomes[(lado === 'receber' ? t.cliente_id : t.fornecedor_id) ?? 0] ?? ''}</TableCell>
                    <TableCell sx={{ color: vencido ? 'error.main' : undefined, fontWeight: vencido ? 700 : undefined }}>
                      {t.vencimento.slice(0, 10).split('-').reverse().join('/')}
                    </TableCell>
                    <TableCell align="right">{reais(t.valor)}</TableCell>
                    <TableCell align="right">{reais(t.saldo)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={vencido ? 'Vencido' : s.rotulo(lado)} color={vencido ? 'error' : s.cor} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {aberto && (
                        <Button size="small" onClick={() => setBaixando([t])}>
                          {L.verbo}
                        </Button>
                      )}
                      {lado === 'receber' && aberto && (
                        <Tooltip title="PIX">
                          <IconButton size="small" onClick={() => setPix(t)} aria-label="PIX">
                            <PixIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      {t.situacao !== 'cancelado' && (
                        <Tooltip title="Repetir (recorrência)">
                          <IconButton size="small" onClick={() => setReplicando(t)} aria-label="Repetir">
                            <RepeatIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      <Tooltip title="Histórico e estorno">
                        <IconButton size="small" onClick={() => setHistorico(t)} aria-label="Histórico">
                          <HistoryIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      {t.situacao === 'aberto' && (
                        <Tooltip title="Editar">
                          <IconButton size="small" onClick={() => navigate(`${basename}/${L.rota}/editar/${t.id}`)} aria-label="Editar">
                            <EditIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
              {!carregando && !linhas.length && (
                <TableRow>
                  <TableCell colSpan={8}>
                    <Typography color="text.secondary">Nenhum título neste filtro.</Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Paginacao />
      </Card>
      <BaixaDialog
        lado={lado}
        titulos={baixando}
        onClose={() => setBaixando([])}
        aoConcluir={(guid) => {
          setBaixando([]);
          setSelecionados(new Map());
          recarregar();
          setRecibo(guid);
        }}
      />
      <ReciboDialog lado={lado} guid={recibo} onClose={() => setRecibo(null)} />
      <HistoricoDialog lado={lado} titulo={historico} onClose={() => setHistorico(null)} aoMudar={recarregar} aoRecibo={setRecibo} />
      <PixDialog titulo={pix} onClose={() => setPix(null)} />
      <RenegociarDialog
        key={renegociando.map((t) => t.id).join(',')}
        lado={lado}
        titulos={renegociando}
        onClose={() => setRenegociando([])}
        aoConcluir={(texto) => (setRenegociando([]), setSelecionados(new Map()), setAviso(texto), recarregar())}
      />
      <ReplicarDialog
        lado={lado}
        titulo={replicando}
        onClose={() => setReplicando(null)}
        aoConcluir={(texto) => (setReplicando(null), setAviso(texto), recarregar())}
      />
    </Box>
  );
}
