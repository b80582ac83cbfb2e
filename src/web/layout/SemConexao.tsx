/**
 * Offline page: while there is no connection, a full-screen page says so
 * plainly, over whatever screen was open (nothing typed is lost: the screen stays mounted under
 * it), and disappears by itself when the connection returns. The installed app opens offline thanks
 * to the service worker's app shell, and lands here instead of on a browser error.
 *
 * "No connection" = the browser says offline (`navigator.onLine`), or a call to the server got no
 * answer at all (EVENTO_SEM_RESPOSTA from providers/http.ts) and `GET /health` does not answer
 * either; then `/health` is asked every {@link INTERVALO_MS} until it answers.
 */
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { EVENTO_SEM_RESPOSTA } from '../providers/http.ts';
import { usePaletaEmCache } from '../tenant/usePaleta.ts';
import { variaveisCss } from './paleta.ts';
import './leve.css';

/** Material icon `WifiOff` (Apache 2.0) as path data. */
const ICONE_SEM_WIFI =
  'M22.99 9C19.15 5.16 13.8 3.76 8.84 4.78l2.52 2.52c3.47-.17 6.99 1.05 9.63 3.7zm-4 4c-1.29-1.29-2.84-2.13-4.49-2.56l3.53 3.53zM2 3.05 5.07 6.1C3.6 6.82 2.22 7.78 1 9l1.99 2c1.24-1.24 2.67-2.16 4.2-2.77l2.24 2.24C7.81 10.89 6.27 11.73 5 13v.01L6.99 15c1.36-1.36 3.14-2.04 4.92-2.06L18.98 20l1.27-1.26L3.29 1.79zM9 17l3 3 3-3c-1.65-1.66-4.34-1.66-6 0';

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

/**
 * The offline page itself: plain elements drawn by leve.css (offline, no other file of the app can
 * be fetched).
 */
export function SemConexao() {
  const online = useOnline();
  const semResposta = useServidorSemResposta();
  const paleta = usePaletaEmCache();
  if (online && !semResposta) return null;
  return (
    <div role="alert" aria-live="assertive" className="leve leve-tela" style={variaveisCss(paleta) as CSSProperties}>
      <div>
        <svg viewBox="0 0 24 24" width="64" height="64" aria-hidden="true" focusable="false" style={{ color: paleta.textoSec, marginBottom: 16 }}>
          <path d={ICONE_SEM_WIFI} />
        </svg>
        <h1>Você está sem conexão com a internet</h1>
        <p>
          O sistema precisa da internet para consultar e gravar os dados e para falar com a SEFAZ. O que estava na tela continua aqui: assim que a conexão
          voltar, esta mensagem some sozinha.
        </p>
        <button type="button" className="leve-botao" onClick={() => window.location.reload()}>
          Tentar de novo
        </button>
      </div>
    </div>
  );
}
