/**
 * Gerenciador de NFS-e (ao lado do de NF-e): lista das notas de serviço com a situação, número da
 * DPS e da NFS-e, tomador, valor líquido e chave; ações por situação — editar/transmitir (em
 * digitação ou rejeitada), consultar a DPS (transmitindo), DANFSe, XML, e-mail, WhatsApp, cancelar
 * (evento 101101 com motivo e justificativa) e substituir (autorizada).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListBase, useBasename, useDataProvider, useGetMany, useListContext, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { formatData, formatMoeda } from '../../../domain/index.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import type { ErpDataProvider } from '../../providers/dataProvider.ts';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { PdfDialog } from '../../components/PdfDialog.tsx';
import { Paginacao } from '../../components/Paginacao.tsx';
import { useAcaoDeLinha } from '../../components/useAcaoDeLinha.ts';
import { nfseApi, situacaoNfse, type NotaServico } from './api.ts';

const MOTIVOS_CANCELAMENTO = [
  { v: '1', r: 'Erro na emissão' },
  { v: '2', r: 'Serviço não prestado' },
  { v: '9', r: 'Outros' },
];

export function SituacaoNfseChip({ situacao }: { situacao: unknown }) {
  const { rotulo, cor } = situacaoNfse(situacao);
  return <Chip size="small" label={rotulo} color={cor} variant={cor === 'default' ? 'outlined' : 'filled'} data-situacao={String(situacao ?? '')} />;
}

function CancelarDialog({ nota, onClose }: { nota: NotaServico | null; onClose: (cancelada: boolean) => void }) {
  const dp = useDataProvider<ErpDataProvider>();
  const refresh = useRefresh();
  const [motivo, setMotivo] = useState('1');
  const [justificativa, setJustificativa] = useState('');
  const cancelar = useMutation({
    mutationFn: (id: number) => dp.cancelarNFSe(id, motivo, justificativa.trim()),
    onSuccess: () => {
      refresh();
      onClose(true);
    },
  });
  const erro = cancelar.error ? mensagemDeErro(cancelar.error) : null;
  const ocupado = cancelar.isPending;
  const enviar = () => {
    if (nota?.id) cancelar.mutate(nota.id);
  };
  return (
    <Dialog open={!!nota} onClose={() => onClose(false)} maxWidth="sm" fullWidth>
      <DialogTitle>Cancelar a NFS-e {nota?.numero_nfse}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select size="small" label="Motivo" value={motivo} onChange={(e) => setMotivo(e.target.value)}>
            {MOTIVOS_CANCELAMENTO.map((m) => (
              <MenuItem key={m.v} value={m.v}>
                {m.r}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Justificativa"
            multiline
            minRows={2}
            value={justificativa}
            onChange={(e) => setJustificativa(e.target.value)}
            helperText={`${justificativa.trim().length} de 15 a 255 caracteres`}
            slotProps={{ htmlInput: { maxLength: 255, 'aria-label': 'Justificativa' } }}
          />
          {erro && <Alert severity="error">{erro}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Fechar</Button>
        <Button variant="contained" color="error" disabled={ocupado || justificativa.trim().length < 15} onClick={() => void enviar()}>
          Cancelar NFS-e
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Situações offered by the filter, in the order of the note's life. */
const SITUACOES_FILTRO = ['digitacao', 'transmitindo', 'autorizada', 'rejeitada', 'cancelada', 'substituida'];

/** The notes are the registry list `notaServico` (OData NotaServico), newest first. */
export default function GerenciadorNFSe() {
  return (
    <ListBase resource="notaServico" perPage={25} sort={{ field: 'id', order: 'DESC' }}>
      <ListaNFSe />
    </ListBase>
  );
}

function ListaNFSe() {
  const navigate = useNavigate();
  const basename = useBasename();
  const alertas = useAlertas();
  const dp = useDataProvider<ErpDataProvider>();
  const { data, isPending, error, filterValues, setFilters } = useListContext<NotaServico & { id: number }>();
  const linhas = data ?? [];
  const situacao = String(filterValues.situacao ?? '');
  const [pdf, setPdf] = useState<{ url: string; titulo: string } | null>(null);
  const [cancelar, setCancelar] = useState<NotaServico | null>(null);
  const [mes, setMes] = useState(() => dataDeHoje().slice(0, 7));
  const { data: clientes } = useGetMany('cliente', { ids: [...new Set(linhas.map((l) => l.cliente_id).filter((x): x is number => typeof x === 'number'))] });
  const nomes: Record<number, string> = Object.fromEntries((clientes ?? []).map((c) => [c.id, String(c.nome ?? '')]));
  const linha = useAcaoDeLinha();
  const ocupado = linha.ocupado;
  const erro = error ? mensagemDeErro(error) : null;
  const carregando = isPending;

  const acao = (n: NotaServico, f: () => Promise<void>) => linha.executar(n.id ?? null, f);

  const transmitir = (n: NotaServico) =>
    acao(n, async () => {
      const r = await dp.transmitirNFSe(n.id!);
      await alertas.success(r.Message ?? 'NFS-e transmitida.');
    });
  const consultar = (n: NotaServico) =>
    acao(n, async () => {
      const r = await dp.consultarNFSe(n.id!);
      await alertas.info(r.Message ?? '');
    });
  const xml = (n: NotaServico) =>
    acao(n, async () => {
      const { blob, nome } = await baixarArquivo(nfseApi.urlXml(n.id!), { padrao: `${n.chave}-nfse.xml` });
      salvarBlob(blob, nome);
    });
  const xmlDoMes = async () => {
    try {
      const { blob, nome } = await baixarArquivo(nfseApi.urlArquivoMes(mes.replace('-', '')), { padrao: `NFSe-${mes}.zip` });
      salvarBlob(blob, nome);
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };
  const email = (n: NotaServico) =>
    acao(n, async () => {
      const r = await dp.enviarEmailNFSe(n.id!);
      await alertas.success(r.Message ?? 'NFS-e enviada.');
    });
  const whatsapp = (n: NotaServico) =>
    acao(n, async () => {
      const r = await dp.whatsappNFSe(n.id!);
      window.open(r.Data.link, '_blank', 'noopener');
    });
  const substituir = (n: NotaServico) =>
    acao(n, async () => {
      if (
        !(await alertas.question(
          `Substituir a NFS-e ${n.numero_nfse}? Uma nota nova, cópia desta, abre para revisão; a original só muda quando a nova for autorizada.`,
        ))
      )
        return;
      const r = await dp.substituirNFSe(n.id!, '99');
      navigate(`${basename}/nfse/editar/${r.Data.id}`);
    });

  return (
    <Box sx={{ py: 2 }}>
      <Card variant="outlined">
        <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Situação"
            value={situacao}
            onChange={(e) => setFilters({ ...filterValues, situacao: e.target.value })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">Todas</MenuItem>
            {SITUACOES_FILTRO.map((s) => (
              <MenuItem key={s} value={s}>
                {situacaoNfse(s).rotulo}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flex: 1 }} />
          <TextField type="month" size="small" label="Mês" value={mes} onChange={(e) => setMes(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <Button variant="outlined" disabled={!mes} onClick={() => void xmlDoMes()}>
            XML do mês
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`${basename}/nfse/editar`)}>
            Nova NFS-e
          </Button>
        </Stack>
        {carregando ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        {erro && (
          <Alert severity="error" sx={{ m: 2 }}>
            {erro}
          </Alert>
        )}
        <TableContainer>
          <Table size="small" aria-label="Notas de serviço">
            <TableHead>
              <TableRow>
                <TableCell>Situação</TableCell>
                <TableCell align="right">DPS</TableCell>
                <TableCell align="right">NFS-e</TableCell>
                <TableCell>Tomador</TableCell>
                <TableCell>Emissão</TableCell>
                <TableCell align="right">Valor líquido</TableCell>
                <TableCell>Chave de acesso</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((l) => {
                const s = String(l.situacao ?? 'digitacao');
                return (
                  <TableRow key={l.id} hover data-testid={`nfse-${l.id}`}>
                    <TableCell>
                      <SituacaoNfseChip situacao={s} />
                      {s === 'rejeitada' && l.motivo_retorno && (
                        <Typography variant="caption" color="error" sx={{ display: 'block', maxWidth: 280 }}>
                          {l.motivo_retorno}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{l.numero_dps ?? '—'}</TableCell>
                    <TableCell align="right">{l.numero_nfse ?? '—'}</TableCell>
                    <TableCell>{(l.cliente_id && nomes[l.cliente_id]) || ''}</TableCell>
                    <TableCell>{l.data_emissao ? formatData(String(l.data_emissao)) : ''}</TableCell>
                    <TableCell align="right">{formatMoeda(Number(l.valor_liquido ?? 0))}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.7rem', maxWidth: 220, wordBreak: 'break-all' }}>{l.chave ?? ''}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {ocupado === l.id && <CircularProgress size={18} sx={{ mr: 1, verticalAlign: 'middle' }} />}
                      {(s === 'digitacao' || s === 'rejeitada') && (
                        <>
                          <Button size="small" onClick={() => navigate(`${basename}/nfse/editar/${l.id}`)}>
                            Editar
                          </Button>
                          <Button size="small" variant="contained" disabled={ocupado !== null} onClick={() => void transmitir(l)}>
                            Transmitir
                          </Button>
                        </>
                      )}
                      {s === 'transmitindo' && (
                        <Button size="small" disabled={ocupado !== null} onClick={() => void consultar(l)}>
                          Consultar
                        </Button>
                      )}
                      {['autorizada', 'cancelada', 'substituida'].includes(s) && (
                        <>
                          <Button size="small" onClick={() => setPdf({ url: nfseApi.urlDanfse(l.id!), titulo: `DANFSe ${l.numero_nfse}` })}>
                            DANFSe
                          </Button>
                          <Button size="small" onClick={() => void xml(l)}>
                            XML
                          </Button>
                        </>
                      )}
                      {s === 'autorizada' && (
                        <>
                          <Button size="small" onClick={() => void email(l)}>
                            E-mail
                          </Button>
                          <Button size="small" onClick={() => void whatsapp(l)}>
                            WhatsApp
                          </Button>
                          <Button size="small" onClick={() => void substituir(l)}>
                            Substituir
                          </Button>
                          <Button size="small" color="error" onClick={() => setCancelar(l)}>
                            Cancelar
                          </Button>
                        </>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
              {!carregando && linhas.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8} align="center">
                    Nenhuma NFS-e.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Paginacao />
      </Card>
      <PdfDialog url={pdf?.url ?? null} titulo={pdf?.titulo ?? ''} nomePadrao="DANFSe.pdf" onClose={() => setPdf(null)} />
      <CancelarDialog
        key={cancelar?.id ?? 0}
        nota={cancelar}
        onClose={(ok) => {
          setCancelar(null);
          if (ok) void alertas.success('NFS-e cancelada.');
        }}
      />
    </Box>
  );
}
