/** Types of pglite-abrir.mjs (plain JavaScript, shared with the PGlite thread). */
import type { PGlite } from '@electric-sql/pglite';

/** See pglite-abrir.mjs. */
export function abrirPglite(opcoes: { dir: string; timeZone: string; configuracao?: Record<string, string>; loadDataDir?: Uint8Array }): Promise<PGlite>;
