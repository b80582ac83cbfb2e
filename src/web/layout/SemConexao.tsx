/**
 * Offline page (issue 18, escopo 6): while there is no connection, a full-screen page says so
 * plainly, over whatever screen was open (nothing typed is lost: the screen stays mounted under
 * it), and disappears by itself when the connection returns. The installed app opens offline thanks
 * to the service worker's app shell, and lands here instead of on a browser error.
 *
 * "No connection" = the browser says offline (`navigator.onLine`), or a call to the server got no
 * answer at all (EVENTO_SEM_RESPOSTA from providers/http.ts) and `GET /health` does not answer
 * either; then `/health` is asked every {@link INTERVALO_MS} until it answers.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { EVENTO_SEM_RESPOSTA } from '../providers/http.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import WifiOffIcon from '@mui/icons-material/WifiOff';

function assinar(aviso: () => void): () => void {
  window.addEventListener('online', aviso);
  window.addEventListener('offline', aviso);
  return () => {
    window.removeEventListener('online', aviso);
    window.removeEventListener('offline', aviso);
  };
}

/** Whether the browser reports a connection (navigator.onLine, kept current by its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    assinar,
    () => navigator.onLine,
    () => true,
  );
}

/** Interval of the `/health` probe while the server does not answer (ms). */
export const INTERVALO_MS = 5000;

async function servidorResponde(): Promise<boolean> {
  try {
    const r = await fetch('/health', { cache: 'no-store', signal: AbortSignal.timeout(4000) });
    return r.ok;
  } catch {
    return false;
  }
}

/** Whether the server stopped answering (checked on a failed call, re-checked until it answers). */
function useServidorSemResposta(): boolean {
  const [caiu, setCaiu] = useState(false);
  useEffect(() => {
    let vivo = true;
    let verificando = false;
    let relogio: ReturnType<typeof setTimeout> | undefined;
    const conferir = async () => {
      const ok = await servidorResponde();
      if (!vivo) return;
      setCaiu(!ok);
      if (ok) verificando = false;
      else relogio = setTimeout(conferir, INTERVALO_MS);
    };
    const aoFalhar = () => {
      if (verificando) return;
      verificando = true;
      void conferir();
    };
    window.addEventListener(EVENTO_SEM_RESPOSTA, aoFalhar);
    return () => {
      vivo = false;
      if (relogio) clearTimeout(relogio);
      window.removeEventListener(EVENTO_SEM_RESPOSTA, aoFalhar);
    };
  }, []);
  return caiu;
}

export function SemConexao() {
  const online = useOnline();
  const semResposta = useServidorSemResposta();
  if (online && !semResposta) return null;
  return (
    <Box
      role="alert"
      aria-live="assertive"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 3000,
        bgcolor: 'background.default',
        display: 'grid',
        placeItems: 'center',
        p: 3,
      }}
    >
      <Box sx={{ maxWidth: 460, textAlign: 'center' }}>
        <WifiOffIcon sx={{ fontSize: 64, color: 'text.secondary', mb: 2 }} />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
          Você está sem conexão com a internet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          O sistema precisa da internet para consultar e gravar os dados e para falar com a SEFAZ. O que estava na tela continua aqui: assim que a conexão
          voltar, esta mensagem some sozinha.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Tentar de novo
        </Button>
      </Box>
    </Box>
  );
}
