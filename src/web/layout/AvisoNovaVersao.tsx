/**
 * Reload prompt for chunk load failures (SPEC §8 ChunkLoadError): shown by the error boundaries and,
 * app-wide, when Vite reports a failed preload (`vite:preloadError`) or importarChunk fails — after
 * one automatic reload that did not help. Also the "new version" bar of the service worker.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';
import { EVENTO_CHUNK } from './chunk.ts';
import { EVENTO_ATUALIZACAO } from '../pwa.ts';

// a barra "Há uma nova versão" (Snackbar) só aparece com uma versão nova: carregada sob demanda
const BarraNovaVersao = lazy(() => import('./BarraNovaVersao.tsx'));

/**
 * Dialog "Nova versão disponível" with a "Recarregar" button. It is shown exactly when a part of
 * the app could not be loaded, so it is built from what the first screen already has: the browser's
 * own modal `<dialog>` (focus kept inside, Esc closes) with MUI's Button and Typography — never a
 * lazily loaded chunk, and not MUI's Modal (issue 18, item 7).
 */
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
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (aberto && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!aberto && d.open) d.close();
  }, [aberto]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="titulo-nova-versao"
      onClose={() => aoFechar?.()}
      style={{ border: 0, borderRadius: 12, padding: '20px 24px', maxWidth: 420, width: 'calc(100% - 32px)', boxShadow: '0 10px 40px rgba(0,0,0,.25)' }}
    >
      {/* o conteúdo só existe aberto: fechado, o diálogo não desenha nada na primeira tela */}
      {aberto && (
        <>
          <Typography id="titulo-nova-versao" variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
            <SystemUpdateAlt color="primary" /> {titulo}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 2.5 }}>
            {texto}
          </Typography>
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="contained" autoFocus onClick={() => window.location.reload()}>
              {recarregar}
            </Button>
          </div>
        </>
      )}
    </dialog>
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
      {novaVersao && (
        <Suspense fallback={null}>
          <BarraNovaVersao aoAdiar={() => setNovaVersao(false)} />
        </Suspense>
      )}
    </>
  );
}
