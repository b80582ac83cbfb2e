/**
 * Páginas de licença roteadas por menu/rotas.ts (`componente`), cada uma um chunk: faturas (cadeia e
 * empresa) e bloqueios. Somadas a PAGINAS_PROPRIAS (pages/paginas.tsx).
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from '../../layout/chunk.ts';

export const PAGINAS_LICENCAS: Readonly<Record<string, LazyExoticComponent<ComponentType<object>>>> = {
  licencaFaturas: lazyChunk(() => import('./FaturasLicenca.tsx')),
  licencaFaturasEmpresa: lazyChunk<object>(async () => {
    const { default: Faturas } = await import('./FaturasLicenca.tsx');
    return { default: () => <Faturas empresa /> };
  }),
  licencaBloqueios: lazyChunk(() => import('./BloqueiosLicenca.tsx')),
  licencasEmpresas: lazyChunk(() => import('./LicencasEmpresas.tsx')),
  atualizacoesPlano: lazyChunk(() => import('./AtualizacoesPlano.tsx')),
};
