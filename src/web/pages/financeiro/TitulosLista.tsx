/**
 * `receber/consultar` and `pagar/consultar`: titles with totals by status (a vencer, vencidos,
 * pagos — each card is a quick filter, plus "próximos 7 dias"), search by document, due-date period,
 * selection of several rows for one settlement (BaixaDialog), receipt after settling, history with
 * reversal, PIX for receivables, and links to the generated create/edit screens.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
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
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { Paginacao } from '../../components/Paginacao.tsx';
import { BaixaDialog, HistoricoDialog, PixDialog, ReciboDialog } from './Dialogos.tsx';
import { RenegociarDialog, ReplicarDialog } from './Renegociacao.tsx';
import RepeatIcon from '@mui/icons-material/EventRepeat';
import { financeiroApi, hojeIso, LADOS, type Lado, type Relatorio, reais, type Titulo } from './api.ts';

type Rapido = 'todos' | 'a_vencer' | 'vencidos' | 'pagos' | 'semana';

const SITUACAO: Record<Titulo['situacao'], { rotulo: (l: Lado) => string; cor: 'default' | 'info' | 'success' | 'warning' | 'error' }> = {
  aberto: { rotulo: () => 'Em aberto', cor: 'info' },
  parcial: { rotulo: (l) => (l === 'receber' ? 'Recebido em parte' : 'Pago em parte'), cor: 'warning' },
  pago: { rotulo: (l) => (l === 'receber' ? 'Recebido' : 'Pago'), cor: 'success' },
  cancelado: { rotulo: () => 'Cancelado', cor: 'default' },
  renegociado: { rotulo: () => 'Renegociado', cor: 'default' },
};

function somarDias(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** OData $filter of the quick filter, period and search. */
export function filtroTitulos(r: Rapido, de: string, ate: string, busca: string, hoje = hojeIso()): string {
  const abertos = `(situacao eq 'aberto' or situacao eq 'parcial')`;
  const partes: string[] = [];
  if (r === 'a_vencer') partes.push(abertos, `vencimento ge ${hoje}`);
  if (r === 'vencidos') partes.push(abertos, `vencimento lt ${hoje}`);
  if (r === 'pagos') partes.push(`situacao eq 'pago'`);
  if (r === 'semana') partes.push(abertos, `vencimento ge ${hoje}`, `vencimento le ${somarDias(hoje, 7)}`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(de)) partes.push(`vencimento ge ${de}`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(ate)) partes.push(`vencimento le ${ate}`);
  const b = busca.trim().replace(/'/g, "''");
  if (b.length >= 2) partes.push(`(contains(documento,'${b}') or contains(descricao,'${b}'))`);
  return partes.join(' and ');
}

function usePessoas(set: string, ids: number[]): Record<number, string> {
  const chave = [...new Set(ids)].sort((a, b) => a - b).join(',');
  const [nomes, setNomes] = useState<Record<number, string>>({});
  useEffect(() => {
    if (!chave) return;
    listarOData<{ id: number; nome: string }>(set, { filter: `id in (${chave})`, top: 200, select: 'id,nome' })
      .then((r) => setNomes(Object.fromEntries(r.value.map((p) => [p.id, p.nome]))))
      .catch(() => undefined);
  }, [set, chave]);
  return nomes;
}

export default function TitulosLista({ lado }: { lado: Lado }) {
  const L = LADOS[lado];
  const navigate = useNavigate();
  const basename = useBasename();
  const [rapido, setRapido] = useState<Rapido>('todos');
  const [de, setDe] = useState('');
  const [ate, setAte] = useState('');
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(0);
  const [porPagina, setPorPagina] = useState(25);
  const [versao, setVersao] = useState(0);
  const [dados, setDados] = useState<{ linhas: Titulo[]; total: number }>({ linhas: [], total: 0 });
  const [resumo, setResumo] = useState<Relatorio['resumo'] | null>(null);
  const [carregando, setCarregando] = useState(true);
  const [erro, setErro] = useState<string | null>(null);
  const [selecionados, setSelecionados] = useState<Map<number, Titulo>>(new Map());
  const [baixando, setBaixando] = useState<Titulo[]>([]);
  const [recibo, setRecibo] = useState<string | null>(null);
  const [historico, setHistorico] = useState<Titulo | null>(null);
  const [pix, setPix] = useState<Titulo | null>(null);
  const [renegociando, setRenegociando] = useState<Titulo[]>([]);
  const [replicando, setReplicando] = useState<Titulo | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const filtro = useMemo(() => filtroTitulos(rapido, de, ate, busca), [rapido, de, ate, busca]);
  const recarregar = useCallback(() => setVersao((v) => v + 1), []);

  useEffect(() => {
    let vivo = true;
    setCarregando(true);
    const t = setTimeout(() => {
      listarOData<Titulo>(L.odata, { filter: filtro, orderby: 'vencimento,id', top: porPagina, skip: pagina * porPagina, count: true })
        .then((r) => vivo && (setDados({ linhas: r.value, total: r.count ?? r.value.length }), setErro(null)))
        .catch((e) => vivo && setErro(mensagemDeErro(e)))
        .finally(() => vivo && setCarregando(false));
      financeiroApi
        .relatorio(lado)
        .then((r) => vivo && setResumo(r.resumo))
        .catch(() => undefined);
    }, 200);
    return () => {
      vivo = false;
      clearTimeout(t);
    };
  }, [L, lado, filtro, pagina, porPagina, versao]);

  const nomes = usePessoas(L.pessoaSet, dados.linhas.map((t) => (lado === 'receber' ? t.cliente_id : t.fornecedor_id) ?? 0).filter(Boolean));
  const abertos = dados.linhas.filter((t) => t.situacao === 'aberto' || t.situacao === 'parcial');
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
            <CardActionArea sx={{ p: 2 }} onClick={() => (setRapido(rapido === c.chave ? 'todos' : c.chave), setPagina(0))} data-testid={`total-${c.chave}`}>
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
              <Chip key={k} label={r} color={rapido === k ? 'primary' : 'default'} onClick={() => (setRapido(k), setPagina(0))} />
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              size="small"
              label="Vencimento de"
              type="date"
              value={de}
              onChange={(e) => setDe(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField size="small" label="até" type="date" value={ate} onChange={(e) => setAte(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField size="small" label="Documento ou histórico" value={busca} onChange={(e) => (setBusca(e.target.value), setPagina(0))} sx={{ flex: 1 }} />
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
              {dados.linhas.map((t) => {
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
              {!carregando && !dados.linhas.length && (
                <TableRow>
                  <TableCell colSpan={8}>
                    <Typography color="text.secondary">Nenhum título neste filtro.</Typography>
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
          aoMudarPorPagina={(n) => (setPorPagina(n), setPagina(0))}
        />
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
