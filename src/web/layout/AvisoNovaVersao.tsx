/**
 * Reload prompt for chunk load failures (SPEC §8 ChunkLoadError): shown by the error boundaries and,
 * app-wide, when Vite reports a failed preload (`vite:preloadError`) or importarChunk fails — after
 * one automatic reload that did not help. Also the "new version" bar of the service worker.
 */
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { EVENTO_CHUNK } from './chunk.ts';
import { variaveisCss } from './paleta.ts';
import { EVENTO_ATUALIZACAO } from '../pwa.ts';
import { usePaletaEmCache } from '../tenant/usePaleta.ts';
import './leve.css';

// a barra "Há uma nova versão" (Snackbar) só aparece com uma versão nova: carregada sob demanda
const BarraNovaVersao = lazy(() => import('./BarraNovaVersao.tsx'));

/** Material icon `SystemUpdateAlt` (Apache 2.0) as path data. */
const ICONE_ATUALIZAR = 'm12 16.5 4-4h-3v-9h-2v9H8zm9-13h-6v1.99h6v14.03H3V5.49h6V3.5H3c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h18c1.1 0 2-.9 2-2v-14c0-1.1-.9-2-2-2';

/**
 * Dialog "Nova versão disponível" with a "Recarregar" button. It is shown exactly when a part of
 * the app could not be loaded, so it is built from what the first screen already has: the browser's
 * own modal `<dialog>` (focus kept inside, Esc closes) drawn by the static sheet leve.css — never a
 * lazily loaded chunk, and no MUI.
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
  const paleta = usePaletaEmCache();
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
      className="leve leve-dialogo"
      style={variaveisCss(paleta) as CSSProperties}
    >
      {/* o conteúdo só existe aberto: fechado, o diálogo não desenha nada na primeira tela */}
      {aberto && (
        <>
          <h2 id="titulo-nova-versao">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" style={{ color: paleta.primaria }}>
              <path d={ICONE_ATUALIZAR} />
            </svg>{' '}
            {titulo}
          </h2>
          <p>{texto}</p>
          <div className="acoes">
            {/* biome-ignore lint/a11y/noAutofocus: the dialog's only action takes the focus, as MUI's did */}
            <button type="button" className="leve-botao" autoFocus onClick={() => window.location.reload()}>
              {recarregar}
            </button>
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
