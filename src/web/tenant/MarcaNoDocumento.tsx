/**
 * The tenant's branding on the document itself (SPEC §3): title = `nome_empresa`, favicon = `icone`,
 * `theme-color` = the brand colour, and the page's colour scheme = the user's mode. A component that
 * draws nothing, mounted by the tenant gate on every tenant route (with or without MUI's theme).
 */
import { useEffect } from 'react';
import { usePaleta } from './usePaleta.ts';
import { useTenant } from './TenantContext.tsx';

export function MarcaNoDocumento() {
  const { config } = useTenant();
  const { primaria, modo } = usePaleta();
  useEffect(() => {
    if (config.nome_empresa) document.title = config.nome_empresa;
    const icone = document.getElementById('app-favicon') as HTMLLinkElement | null;
    if (icone && config.icone) {
      icone.href = config.icone;
      if (config.icone.startsWith('data:image/png')) icone.type = 'image/png';
      else if (config.icone.startsWith('data:image/svg') || config.icone.endsWith('.svg')) icone.type = 'image/svg+xml';
      else icone.removeAttribute('type');
    }
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primaria);
    document.documentElement.style.colorScheme = modo;
  }, [config.nome_empresa, config.icone, primaria, modo]);
  return null;
}
