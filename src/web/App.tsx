/**
 * Root of the web app (SPEC §2, DESIGN §8), routed by the light shell router (navegacao/roteador.tsx;
 * react-router lives only in the lazily loaded react-admin area):
 * - `/` -> `/{stored or default tenant}/sign-in`;
 * - `/404` -> the not-found page;
 * - `/{url}/...` -> the tenant gate (branding, public pages, lazily loaded react-admin area).
 * Also: scroll to top on navigation, the shell's navigate handed to the http layer, the chunk
 * failure prompt, the alert dialogs and the real-time ticket toasts.
 */
import { useEffect, useMemo } from 'react';
import { navegar, Redirecionar, useLocalizacao } from './navegacao/roteador.tsx';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { definirNavegador } from './providers/http.ts';
import { AlertasProvider } from './layout/alerts.tsx';
import { AvisoNovaVersao } from './layout/AvisoNovaVersao.tsx';
import { SemConexao } from './layout/SemConexao.tsx';
import { LimiteErro } from './layout/LimiteErro.tsx';
import { useTema } from './layout/preferencias.ts';
import { criarTema } from './layout/tema.ts';
import { NaoEncontrada } from './pages/public/NaoEncontrada.tsx';
import { NotificacoesTempoReal } from './session/NotificacoesTempoReal.tsx';
import { RolarAoTopo } from './tenant/RolarAoTopo.tsx';
import { TenantGate } from './tenant/TenantGate.tsx';
import { tenantAtual, whiteLabelEmCache } from './tenant/tenant.ts';

/** Hands the shell's navigate to the http layer (forced logout without a page reload). */
function RegistrarNavegador() {
  useEffect(() => definirNavegador((caminho) => navegar(caminho, { substituir: true })), []);
  return null;
}

/**
 * Base theme (cached brand colour) for what renders outside a tenant's theme (the /404 page, the
 * tenant's loading state, the app-wide dialogs). Its CssBaseline goes with the /404 page only: the
 * tenant routes get theirs from TemaDaMarca, and the sign-in page draws without (issue 18, item 7).
 */
function TemaBase({ children }: { children: React.ReactNode }) {
  const { modo } = useTema();
  const tema = useMemo(() => criarTema(modo, whiteLabelEmCache()?.cor_primaria), [modo]);
  return <ThemeProvider theme={tema}>{children}</ThemeProvider>;
}

export function Rotas() {
  const { pathname } = useLocalizacao();
  if (pathname === '/' || pathname === '') return <Redirecionar para={`/${encodeURIComponent(tenantAtual())}/sign-in`} />;
  if (pathname === '/404')
    return (
      <>
        <CssBaseline />
        <NaoEncontrada />
      </>
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
      <TemaBase>
        <AlertasProvider>
          <AvisoNovaVersao />
          <SemConexao />
          <LimiteErro>
            <Rotas />
          </LimiteErro>
          <NotificacoesTempoReal />
        </AlertasProvider>
      </TemaBase>
    </>
  );
}

export default App;
