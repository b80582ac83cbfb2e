/**
 * Vite build of the web app (arquitetura §8): root `src/web`, output `dist/web` (served by the Fastify
 * server with an SPA fallback for `/{url}/*`), static assets from `src/web/public`. In development
 * the API paths are proxied to the server on port 3000.
 *
 * PWA (SPEC §7 "A service worker is registered"): vite-plugin-pwa generates
 * `sw.js` (Workbox) and `manifest.webmanifest`. The worker precaches the app shell (index.html and
 * the hashed build files) and answers every navigation with the shell, so the app opens offline and
 * shows its offline page, except the navigations the server renders itself (src/web/pwa-navegacao.ts:
 * `/v1`, `/OData`, `/docs`, `/hub`, `/health`, the public market `/{url}/market...` and the tenant's
 * manifest); API answers carry personal data: no runtime caching at all. Each tenant page links its
 * own manifest (`/{url}/manifest.webmanifest`, server modules/web/manifesto.ts); the global one
 * below is the fallback for pages outside a tenant. A new build waits for the user's
 * "Atualizar" (registerType 'prompt', src/web/pwa.ts).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { NAVEGACOES_DO_SERVIDOR } from './src/web/pwa-navegacao.ts';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const api = process.env.ERP_API_URL ?? 'http://localhost:3000';
const proxy = Object.fromEntries(['/v1', '/OData', '/docs', '/hub'].map((p) => [p, { target: api, changeOrigin: true, ws: p === '/hub' }]));

export default defineConfig({
  root,
  base: '/',
  publicDir: 'public',
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      includeAssets: ['favicon.svg', 'logo.svg', 'logo-white.svg'],
      manifest: {
        name: 'ERP Fiscal',
        short_name: 'ERP',
        description: 'Sistema de gestão com emissão de NF-e e NFC-e',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#50CD89',
        background_color: '#f5f8fa',
        icons: [
          { src: '/icone-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icone-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icone-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // the admin bundle is ~0.8 MB: precached too, so the signed-in app opens offline
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        // pages the server renders itself (public market, API, docs, the tenant's manifest): never the shell
        navigateFallbackDenylist: [...NAVEGACOES_DO_SERVIDOR],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
