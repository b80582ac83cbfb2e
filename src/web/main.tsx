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

if (import.meta.env.PROD) {
  if (document.readyState === 'complete') registrarServiceWorker();
  else window.addEventListener('load', () => registrarServiceWorker(), { once: true });
}
