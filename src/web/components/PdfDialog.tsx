/** PDF viewer dialog of every screen that prints (DANFE, CC-e, prévia, NFS-e, cupom, reports). */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { baixarArquivo, salvarBlob } from '../providers/arquivos.ts';
import { mensagemDeErro } from '../providers/erros.ts';

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
