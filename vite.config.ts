/**
 * Vite build of the web app (DESIGN §8): root `src/web`, output `dist/web` (served by the Fastify
 * server with an SPA fallback for `/{url}/*`), static assets and the service worker from
 * `src/web/public`. In development the API paths are proxied to the server on port 3000.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const api = process.env.ERP_API_URL ?? 'http://localhost:3000';
const proxy = Object.fromEntries(['/v1', '/OData', '/docs', '/hub'].map((p) => [p, { target: api, changeOrigin: true, ws: p === '/hub' }]));

export default defineConfig({
  root,
  base: '/',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
