/**
 * Root of the web app (SPEC §2, DESIGN §8): <BrowserRouter> with
 * - `/` -> `/{stored or default tenant}/sign-in`;
 * - `/404` -> the not-found page;
 * - `/:url/*` -> the tenant gate (branding, public pages, lazily loaded react-admin area).
 * Also: scroll to top on navigation, react-router's navigate handed to the http layer, the chunk
 * failure prompt, the alert dialogs and the real-time ticket toasts.
 */
import { useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
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

/** Hands react-router's navigate to the http layer (forced logout without a page reload). */
function RegistrarNavegador() {
  const navigate = useNavigate();
  useEffect(() => definirNavegador((caminho) => navigate(caminho, { replace: true })), [navigate]);
  return null;
}

function RaizParaTenant() {
  return <Navigate to={`/${encodeURIComponent(tenantAtual())}/sign-in`} replace />;
}

/** Base theme (cached brand colour) for what renders outside a tenant, e.g. /404. */
function TemaBase({ children }: { children: React.ReactNode }) {
  const { modo } = useTema();
  const tema = useMemo(() => criarTema(modo, whiteLabelEmCache()?.cor_primaria), [modo]);
  return (
    <ThemeProvider theme={tema}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function Rotas() {
  return (
    <Routes>
      <Route path="/" element={<RaizParaTenant />} />
      <Route path="/404" element={<NaoEncontrada />} />
      <Route path="/:url/*" element={<TenantGate />} />
    </Routes>
  );
}

export function App() {
  useEffect(() => {
    document.body.classList.remove('page-loading');
  }, []);
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}

export default App;
