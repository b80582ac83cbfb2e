/**
 * Reload prompt for chunk load failures (SPEC §8 ChunkLoadError): shown by the error boundaries and,
 * app-wide, when Vite reports a failed preload (`vite:preloadError`) or importarChunk fails — after
 * one automatic reload that did not help. Also the "new version" bar of the service worker.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';
import Snackbar from '@mui/material/Snackbar';
import { EVENTO_CHUNK } from './chunk.ts';
import { aplicarAtualizacao, EVENTO_ATUALIZACAO } from '../pwa.ts';

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

/** sessionStorage key: when the page last reloaded itself after a chunk failure (ms). */
const CHAVE_RECARGA = 'erp:recarga-chunk';
/** A second failure within this window is explained instead of reloading again (ms). */
const JANELA_RECARGA_MS = 60_000;

/**
 * Chunk failure: the first time, reload at once (usually a new build replaced the old chunk files,
 * and the reload fetches the new ones); if it fails again within a minute, explain and let the user
 * reload (SPEC §8 ChunkLoadError).
 */
function recarregarUmaVez(): boolean {
  try {
    const antes = Number(sessionStorage.getItem(CHAVE_RECARGA) ?? 0);
    if (Date.now() - antes < JANELA_RECARGA_MS) return false;
    sessionStorage.setItem(CHAVE_RECARGA, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Listens for chunk failures anywhere in the app (reload once, then the prompt) and for a new
 * version of the installed app waiting in the service worker (a bar with "Atualizar", src/web/pwa.ts).
 */
export function AvisoNovaVersao() {
  const [aberto, setAberto] = useState(false);
  const [novaVersao, setNovaVersao] = useState(false);
  useEffect(() => {
    const aoAtualizar = () => setNovaVersao(true);
    window.addEventListener(EVENTO_ATUALIZACAO, aoAtualizar);
    return () => window.removeEventListener(EVENTO_ATUALIZACAO, aoAtualizar);
  }, []);
  useEffect(() => {
    const mostrar = (e: Event) => {
      if (e.type === 'vite:preloadError') e.preventDefault();
      if (!recarregarUmaVez()) setAberto(true);
    };
    window.addEventListener('vite:preloadError', mostrar);
    window.addEventListener(EVENTO_CHUNK, mostrar);
    return () => {
      window.removeEventListener('vite:preloadError', mostrar);
      window.removeEventListener(EVENTO_CHUNK, mostrar);
    };
  }, []);
  return (
    <>
      <AvisoNovaVersaoDialogo
        aberto={aberto}
        aoFechar={() => setAberto(false)}
        titulo="Nova versão disponível"
        texto="Uma parte do sistema não pôde ser carregada, provavelmente porque ele foi atualizado ou a conexão caiu. Confira a internet e recarregue a página para continuar."
        recarregar="Recarregar"
      />
      <Snackbar
        open={novaVersao}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message="Há uma nova versão do sistema."
        action={
          <>
            <Button color="primary" size="small" variant="contained" onClick={() => void aplicarAtualizacao()}>
              Atualizar
            </Button>
            <Button color="inherit" size="small" onClick={() => setNovaVersao(false)}>
              Depois
            </Button>
          </>
        }
      />
    </>
  );
}
