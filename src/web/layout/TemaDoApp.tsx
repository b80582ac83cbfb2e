/**
 * MUI theme for what renders outside a tenant's theme (TemaDaMarca): the app-wide alert dialog, the
 * "new version" bar, the ticket toasts, the sign-in page's toast and the /404 page. Brand colour of
 * the cached white-label configuration and the user's mode, as before. Each of those is loaded on
 * demand and wraps itself in this, so the first screen carries neither MUI's theme nor Emotion
 *. `baseline`: MUI's CssBaseline too (only the full-page /404 wants it).
 */
import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { whiteLabelEmCache } from '../tenant/tenant.ts';
import { useTema } from './preferencias.ts';
import { criarTema } from './tema.ts';

export function TemaDoApp({ children, baseline = false }: { children: ReactNode; baseline?: boolean }) {
  const { modo } = useTema();
  const tema = useMemo(() => criarTema(modo, whiteLabelEmCache()?.cor_primaria), [modo]);
  return (
    <ThemeProvider theme={tema}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
