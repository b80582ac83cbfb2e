/**
 * The palette (layout/paleta.ts) in effect, for what draws without MUI's theme:
 * - {@link usePaleta}: the tenant's brand colour (TenantContext) and the user's light/dark mode;
 * - {@link usePaletaEmCache}: outside a tenant (app-wide prompts), the brand colour of the cached
 *   white-label configuration, as the MUI dialogs there use.
 */
import { useMemo } from 'react';
import { criarPaleta, type Paleta } from '../layout/paleta.ts';
import { useTema } from '../layout/preferencias.ts';
import { useTenant } from './TenantContext.tsx';
import { whiteLabelEmCache } from './tenant.ts';

export function usePaleta(): Paleta {
  const { config } = useTenant();
  const { modo } = useTema();
  return useMemo(() => criarPaleta(modo, config.cor_primaria), [modo, config.cor_primaria]);
}

export function usePaletaEmCache(): Paleta {
  const { modo } = useTema();
  return useMemo(() => criarPaleta(modo, whiteLabelEmCache()?.cor_primaria), [modo]);
}
