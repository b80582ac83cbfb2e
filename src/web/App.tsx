/**
 * Root of the web app (SPEC §2, arquitetura §8), routed by the light shell router (navegacao/roteador.tsx;
 * react-router lives only in the lazily loaded react-admin area):
 * - `/` -> `/{stored or default tenant}/sign-in`;
 * - `/404` -> the not-found page;
 * - `/{url}/...` -> the tenant gate (branding, public pages, lazily loaded react-admin area).
 * Also: scroll to top on navigation, the shell's navigate handed to the http layer, the chunk
 * failure prompt, the alert dialogs and the real-time ticket toasts. Nothing here loads MUI: what
 * draws with it (dialogs, toasts, /404, the tenant area) is loaded on demand with its theme
 * (layout/TemaDoApp.tsx, tenant/TemaDaMarca.tsx).
 */
import { Suspense, useEffect } from 'react';
import { navegar, Redirecionar, useLocalizacao } from './navegacao/roteador.tsx';
import { definirNavegador } from './providers/http.ts';
import { AlertasProvider } from './layout/alerts.tsx';
import { AvisoNovaVersao } from './layout/AvisoNovaVersao.tsx';
import { SemConexao } from './layout/SemConexao.tsx';
import { LimiteErro } from './layout/LimiteErro.tsx';
import { lazyChunk } from './layout/chunk.ts';
import { NotificacoesTempoReal } from './session/NotificacoesTempoReal.tsx';
import { RolarAoTopo } from './tenant/RolarAoTopo.tsx';
import { TenantGate } from './tenant/TenantGate.tsx';
import { Carregando } from './layout/Carregando.tsx';
import { tenantAtual } from './tenant/tenant.ts';

/** The /404 page with MUI's theme, loaded when asked for (the first screen carries no MUI). */
const PaginaNaoEncontrada = lazyChunk(() => import('./pages/public/PaginaNaoEncontrada.tsx'));

/** Hands the shell's navigate to the http layer (forced logout without a page reload). */
function RegistrarNavegador() {
  useEffect(() => definirNavegador((caminho) => navegar(caminho, { substituir: true })), []);
  return null;
}

export function Rotas() {
  const { pathname } = useLocalizacao();
  if (pathname === '/' || pathname === '') return <Redirecionar para={`/${encodeURIComponent(tenantAtual())}/sign-in`} />;
  if (pathname === '/404')
    return (
      <Suspense fallback={<Carregando />}>
        <PaginaNaoEncontrada />
      </Suspense>
    );
  return <TenantGate />;
}

export function App() {
  useEffect(() => {
    document.body.classList.remove('page-loading');
  }, []);
  return (
    <>
      <RegistrarNavegador />
      <RolarAoTopo />
      <AlertasProvider>
        <AvisoNovaVersao />
        <SemConexao />
        <LimiteErro>
          <Rotas />
        </LimiteErro>
        <NotificacoesTempoReal />
      </AlertasProvider>
    </>
  );
}

export default App;
