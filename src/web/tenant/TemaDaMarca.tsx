/**
 * MUI theme with the tenant's primary colour and the user's light/dark/system mode, plus the
 * branding side effects: document title, favicon and theme-color from the white-label configuration.
 * MUI's CssBaseline (global styles through Emotion) comes with it, except on the sign-in page
 * (`baseline={false}`), which is styled by its static sheet (issue 18, item 7).
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { criarTema } from '../layout/tema.ts';
import { useTema } from '../layout/preferencias.ts';
import { useTenant } from './TenantContext.tsx';

export function TemaDaMarca({ children, baseline = true }: { children: ReactNode; baseline?: boolean }) {
  const { config } = useTenant();
  const { modo } = useTema();
  const tema = useMemo(() => criarTema(modo, config.cor_primaria), [modo, config.cor_primaria]);

  useEffect(() => {
    if (config.nome_empresa) document.title = config.nome_empresa;
    const icone = document.getElementById('app-favicon') as HTMLLinkElement | null;
    if (icone && config.icone) {
      icone.href = config.icone;
      if (config.icone.startsWith('data:image/png')) icone.type = 'image/png';
      else if (config.icone.startsWith('data:image/svg') || config.icone.endsWith('.svg')) icone.type = 'image/svg+xml';
      else icone.removeAttribute('type');
    }
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', tema.palette.primary.main);
    document.documentElement.style.colorScheme = modo;
  }, [config.nome_empresa, config.icone, tema, modo]);

  return (
    <ThemeProvider theme={tema}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
