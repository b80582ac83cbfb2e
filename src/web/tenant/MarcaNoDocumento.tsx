/**
 * The tenant's branding on the document itself (SPEC §3): title = `nome_empresa`, favicon = `icone`,
 * `theme-color` = the brand colour, the page's colour scheme = the user's mode, and the web manifest
 * = the tenant's own (`/{url}/manifest.webmanifest`: its name, icon and start at `/{url}/`; server
 * modules/web/manifesto.ts). The server already writes that link into the page it renders, but the
 * service worker serves the build's shell (global manifest) after the first visit, so it is set here
 * too. A component that draws nothing, mounted by the tenant gate on every tenant route (with or
 * without MUI's theme).
 */
import { useEffect } from 'react';
import { usePaleta } from './usePaleta.ts';
import { useTenant } from './TenantContext.tsx';

/** Path of a tenant's web manifest. */
export function caminhoDoManifesto(url: string): string {
  return `/${encodeURIComponent(url)}/manifest.webmanifest`;
}

export function MarcaNoDocumento() {
  const { url, config } = useTenant();
  const tenant = config.url || url;
  useEffect(() => {
    const link = document.querySelector('link[rel="manifest"]');
    const href = caminhoDoManifesto(tenant);
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  }, [tenant]);
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
