/**
 * Shared pieces of the NF-e screens: situação chip, PDF viewer dialog (DANFE, CC-e, prévia),
 * justification dialog with counter (cancelamento, CC-e), and the transmission-result dialogs
 * (SPEC §8 alert kinds through useAlertas).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Pagination, useNotify, useRefresh, type Identifier } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useAlertas } from '../../layout/alerts.tsx';
import { baixarArquivo, mensagemDeErro, salvarBlob, type ResultadoSefaz } from './api.ts';
import { lembrarCStat } from './cstat.ts';
import { chaveFormatada, contador, situacaoInfo, validarJustificativa } from './fiscal.ts';

export function SituacaoChip({ situacao, size = 'small' }: { situacao: unknown; size?: 'small' | 'medium' }) {
  const { rotulo, cor } = situacaoInfo(situacao);
  return (
    <Chip
      label={rotulo}
      color={cor}
      size={size}
      variant={cor === 'default' ? 'outlined' : 'filled'}
      data-situacao={String(situacao ?? '')}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** A PDF fetched with the bearer token and shown in an <iframe> (download and print buttons). */
export function PdfDialog({
  url,
  titulo,
  nomePadrao = 'documento.pdf',
  onClose,
}: {
  url: string | null;
  titulo: string;
  nomePadrao?: string;
  onClose: () => void;
}) {
  // the file is a query (no cache kept: gcTime 0) so a re-open downloads it again; the object URL lives with the data
  const arquivo = useQuery({
    queryKey: ['arquivoPdf', url, nomePadrao],
    queryFn: async ({ signal }) => {
      const { blob, nome } = await baixarArquivo(url ?? '', { signal, padrao: nomePadrao });
      return { blob: blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }), nome };
    },
    enabled: !!url,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!arquivo.data) {
      setSrc(null);
      return;
    }
    const s = URL.createObjectURL(arquivo.data.blob);
    setSrc(s);
    return () => URL.revokeObjectURL(s);
  }, [arquivo.data]);
  const estado: { fase: 'carregando' } | { fase: 'erro'; msg: string } | { fase: 'pronto'; src: string; blob: Blob; nome: string } = arquivo.error
    ? { fase: 'erro', msg: mensagemDeErro(arquivo.error) }
    : arquivo.data && src
      ? { fase: 'pronto', src, blob: arquivo.data.blob, nome: arquivo.data.nome }
      : { fase: 'carregando' };
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <Dialog
      open={!!url}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="pdf-titulo"
      slotProps={{ paper: { sx: { height: '92vh', maxWidth: 1100 } } }}
    >
      <DialogTitle id="pdf-titulo">{titulo}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column', bgcolor: 'grey.700', minHeight: 0 }}>
        {estado.fase === 'carregando' && (
          <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', color: 'common.white' }} spacing={2}>
            <CircularProgress color="inherit" />
            <Typography>Gerando o PDF…</Typography>
          </Stack>
        )}
        {estado.fase === 'erro' && (
          <Box sx={{ p: 3, flex: 1, bgcolor: 'background.paper' }}>
            <Alert severity="error">{estado.msg}</Alert>
          </Box>
        )}
        {estado.fase === 'pronto' && (
          <iframe
            ref={frame}
            title={titulo}
            src={estado.src}
            style={{ border: 0, width: '100%', flex: 1, height: '100%', minHeight: 0 }}
            data-testid="visualizador-pdf"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<PrintIcon />} disabled={estado.fase !== 'pronto'} onClick={() => frame.current?.contentWindow?.print()}>
          Imprimir
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          disabled={estado.fase !== 'pronto'}
          onClick={() => estado.fase === 'pronto' && salvarBlob(estado.blob, estado.nome)}
        >
          Baixar PDF
        </Button>
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A dialog asking for a text with a length rule (justificativa 15-255, correção 15-1000) and a counter. */
export function TextoDialog({
  aberto,
  titulo,
  rotulo,
  min,
  max,
  textoConfirmar,
  corConfirmar = 'primary',
  antes,
  depois,
  onConfirmar,
  onClose,
}: {
  aberto: boolean;
  titulo: string;
  rotulo: string;
  min: number;
  max: number;
  textoConfirmar: string;
  corConfirmar?: 'primary' | 'error' | 'warning';
  antes?: ReactNode;
  depois?: ReactNode;
  onConfirmar: (texto: string) => Promise<void>;
  onClose: () => void;
}) {
  const [texto, setTexto] = useState('');
  const [tocado, setTocado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    if (aberto) {
      setTexto('');
      setTocado(false);
      setEnviando(false);
    }
  }, [aberto]);
  const erro = validarJustificativa(texto, min, max);
  const confirmar = async () => {
    setTocado(true);
    if (erro) return;
    setEnviando(true);
    try {
      await onConfirmar(texto.trim().replace(/\s+/g, ' '));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Dialog
      open={aberto}
      onClose={() => !enviando && onClose()}
      maxWidth="sm"
      fullWidth
      aria-labelledby="texto-dialog-titulo"
      slotProps={{ paper: { sx: { maxWidth: 640 } } }}
    >
      <DialogTitle id="texto-dialog-titulo">{titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {antes}
          <TextField
            label={rotulo}
            value={texto}
            onChange={(e) => setTexto(e.target.value.slice(0, max + 50))}
            onBlur={() => setTocado(true)}
            multiline
            minRows={4}
            autoFocus
            fullWidth
            error={tocado && !!erro}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{tocado && erro ? erro : `Entre ${min} e ${max} caracteres.`}</span>
                <span data-testid="contador">{contador(texto, max)}</span>
              </Box>
            }
            slotProps={{ htmlInput: { 'aria-label': rotulo } }}
          />
          {depois}
        </Stack>
      </DialogContent>
      {enviando && <LinearProgress />}
      <DialogActions>
        <Button onClick={onClose} disabled={enviando}>
          Voltar
        </Button>
        <Button variant="contained" color={corConfirmar} onClick={confirmar} disabled={enviando || (tocado && !!erro)}>
          {textoConfirmar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Body of the "Autorizada" success dialog. */
export function ResumoAutorizacao({ r, titulo = 'Autorizada' }: { r: ResultadoSefaz; titulo?: string }) {
  return (
    <Stack spacing={1} sx={{ textAlign: 'left' }} data-testid="resultado-autorizacao">
      <Typography variant="h6" sx={{ color: 'success.main', fontWeight: 700, textAlign: 'center' }}>
        {titulo}
      </Typography>
      {r.xMotivo && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {r.cStat ? `${r.cStat} - ` : ''}
          {r.xMotivo}
        </Typography>
      )}
      {r.numero !== undefined && r.numero !== null && (
        <Typography variant="body2">
          <b>Número:</b> {String(r.numero)}
        </Typography>
      )}
      {r.protocolo && (
        <Typography variant="body2">
          <b>Protocolo:</b> <span data-testid="protocolo">{r.protocolo}</span>
        </Typography>
      )}
      {r.chave && (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          <b style={{ fontFamily: 'inherit' }}>Chave:</b> <span data-testid="chave">{chaveFormatada(r.chave)}</span>
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Shows the SEFAZ answer of a transmission-like call: success with protocolo and chave, or
 * rejection (cStat/xMotivo) as an error dialog. Returns true when authorised.
 */
export function useResultadoSefaz() {
  const alertas = useAlertas();
  return async (r: ResultadoSefaz | null | undefined, sucesso: string, situacoesOk: readonly string[] = ['autorizada']): Promise<boolean> => {
    if (r) lembrarCStat(r);
    if (r?.situacao === 'transmitindo') {
      await alertas.info(r.xMotivo ?? 'A SEFAZ está processando a nota. Consulte a situação em instantes.', { titulo: 'Em processamento' });
      return false;
    }
    const ok =
      !!r &&
      (situacoesOk.includes(String(r.situacao ?? '')) ||
        (!r.situacao && ['100', '101', '102', '135', '136', '150', '151', '155'].includes(String(r.cStat ?? ''))));
    if (ok) {
      await alertas.success(<ResumoAutorizacao r={r!} titulo={sucesso} />, { titulo: sucesso });
      return true;
    }
    await alertas.error(
      <Stack spacing={1} data-testid="resultado-rejeicao">
        <Typography sx={{ fontWeight: 700 }}>{r?.situacao === 'denegada' ? 'Uso denegado' : 'Rejeitada'}</Typography>
        <Typography color="text.secondary">
          {r?.cStat ? `${r.cStat} - ` : ''}
          {r?.xMotivo ?? 'A SEFAZ não aceitou o documento.'}
        </Typography>
      </Stack>,
      { titulo: 'Rejeição da SEFAZ' },
    );
    return false;
  };
}

/**
 * Pagination footer of the custom lists, in pt-BR: react-admin's `Pagination`, so page and per-page
 * live in the list params of the surrounding `ListBase` (URL and store). `opcoes` are the page sizes
 * offered (10/25/50/100 by default; one size hides the selector); nothing is shown for an empty list.
 */
export function Paginacao({ opcoes = [10, 25, 50, 100], rotulo = 'Por página' }: { opcoes?: number[]; rotulo?: string }) {
  return (
    <Pagination
      rowsPerPageOptions={opcoes}
      // forwarded to MUI's TablePagination (react-admin's props type does not list them)
      {...({
        labelRowsPerPage: rotulo,
        labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => `${from}–${to} de ${count === -1 ? to : count}`,
      } as object)}
    />
  );
}

/**
 * Runs the module actions of a list's rows (data provider methods, providers/acoes.ts) as one
 * mutation: `ocupado` is the id of the row while its action runs; when it ends, success or not, the
 * list is refreshed (the server may have changed the row either way). A failure shows the server's
 * pt-BR `Message` through `useNotify`, unless `aoFalhar` handles it (e.g. a SEFAZ rejection
 * carried in the error body); `executar` then resolves with undefined.
 */
export function useAcaoDeLinha() {
  const refresh = useRefresh();
  const notify = useNotify();
  const m = useMutation({
    mutationFn: ({ executar }: { id: Identifier | null; executar: () => Promise<unknown> }) => executar(),
    onSettled: () => refresh(),
  });
  return {
    ocupado: m.isPending ? (m.variables?.id ?? null) : null,
    executando: m.isPending,
    executar: async <T,>(id: Identifier | null, executar: () => Promise<T>, aoFalhar?: (e: unknown) => Promise<void> | void): Promise<T | undefined> => {
      try {
        return (await m.mutateAsync({ id, executar })) as T;
      } catch (e) {
        if (aoFalhar) await aoFalhar(e);
        else notify(mensagemDeErro(e), { type: 'error' });
        return undefined;
      }
    },
  };
}
