/**
 * Reload prompt for chunk load failures (SPEC §8 ChunkLoadError): shown by the error boundaries and,
 * app-wide, when Vite reports a failed preload (`vite:preloadError`) or importarChunk fails.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';
import { EVENTO_CHUNK } from './chunk.ts';

export function AvisoNovaVersaoDialogo({
  aberto,
  titulo,
  texto,
  recarregar,
  aoFechar,
}: {
  aberto: boolean;
  titulo: string;
  texto: string;
  recarregar: string;
  aoFechar?: () => void;
}) {
  return (
    <Dialog open={aberto} onClose={aoFechar} maxWidth="xs" fullWidth aria-labelledby="titulo-nova-versao">
      <DialogTitle id="titulo-nova-versao" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SystemUpdateAlt color="primary" /> {titulo}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{texto}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" autoFocus onClick={() => window.location.reload()}>
          {recarregar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Listens for chunk failures anywhere in the app and prompts for a reload. */
export function AvisoNovaVersao() {
  const [aberto, setAberto] = useState(false);
  useEffect(() => {
    const mostrar = (e: Event) => {
      if (e.type === 'vite:preloadError') e.preventDefault();
      setAberto(true);
    };
    window.addEventListener('vite:preloadError', mostrar);
    window.addEventListener(EVENTO_CHUNK, mostrar);
    return () => {
      window.removeEventListener('vite:preloadError', mostrar);
      window.removeEventListener(EVENTO_CHUNK, mostrar);
    };
  }, []);
  return (
    <AvisoNovaVersaoDialogo
      aberto={aberto}
      aoFechar={() => setAberto(false)}
      titulo="Nova versão disponível"
      texto="Uma parte do sistema não pôde ser carregada, provavelmente porque ele foi atualizado. Recarregue a página para continuar."
      recarregar="Recarregar"
    />
  );
}
