/// <reference types="vite/client" />
/**
 * Entry point: renders the app, starts the real-time client (SPEC §4) and registers the service
 * worker (SPEC §7 "A service worker is registered"; a registration error is only logged, SPEC §8).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { idiomaSalvo } from './i18n/idiomas.ts';
import { iniciarTempoReal } from './session/realtime.ts';
import { registrarServiceWorker } from './pwa.ts';
import { adotarTenantEmbutido } from './tenant/tenant.ts';
import { limparMenu } from './session/menuEstado.ts';

document.documentElement.lang = idiomaSalvo();
// branding do tenant que veio no index.html: a primeira tela não espera outra ida ao servidor
adotarTenantEmbutido(limparMenu);

const raiz = document.getElementById('root');
if (raiz) {
  createRoot(raiz).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// SPEC §4: the real-time hub connects 100 ms after start (and after each login) when a user is stored.
iniciarTempoReal();

/**
 * The worker's precache downloads every chunk of the app and runs in another thread: registered at
 * `load` it competed with the first screen's render and first keystrokes (bench/web-signin). It waits {@link ESPERA_SW_MS} after `load` and then for an idle moment (at most 3 s more),
 * as Workbox's "register after load" advice intends: the first visit is never slowed by the worker,
 * the later ones are served by it.
 */
const ESPERA_SW_MS = 1500;
function registrarQuandoOcioso() {
  setTimeout(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => registrarServiceWorker(), { timeout: 3000 });
    else registrarServiceWorker();
  }, ESPERA_SW_MS);
}
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') registrarQuandoOcioso();
  else window.addEventListener('load', registrarQuandoOcioso, { once: true });
}
