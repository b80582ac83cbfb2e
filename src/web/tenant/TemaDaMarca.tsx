/**
 * MUI theme with the tenant's primary colour and the user's light/dark/system mode, with MUI's
 * CssBaseline (global styles through Emotion), for every tenant route that uses MUI: the password
 * reset and register pages and the react-admin area. Loaded with them, never with the sign-in page,
 * which draws from its static sheet. The document's title, favicon and
 * theme-color come from MarcaNoDocumento.
 */
import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { criarTema } from '../layout/tema.ts';
import { useTema } from '../layout/preferencias.ts';
import { useTenant } from './TenantContext.tsx';

export function TemaDaMarca({ children }: { children: ReactNode }) {
  const { config } = useTenant();
  const { modo } = useTema();
  const tema = useMemo(() => criarTema(modo, config.cor_primaria), [modo, config.cor_primaria]);
  return (
    <ThemeProvider theme={tema}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
