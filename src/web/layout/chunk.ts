/**
 * Lazy chunks (SPEC §8 "Chunk load failure gives ChunkLoadError", §9 "Chunk script time-out 120 s"):
 * a failed or timed-out dynamic import becomes a `ChunkLoadError`, which the error boundaries turn
 * into a reload prompt (usually a new version was deployed and old chunk files are gone).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const TEMPO_LIMITE_CHUNK_MS = 120_000;
export const EVENTO_CHUNK = 'erp:chunk-error';

export class ChunkLoadError extends Error {
  constructor(
    mensagem: string,
    public causa?: unknown,
  ) {
    super(mensagem);
    this.name = 'ChunkLoadError';
  }
}

const PADROES =
  /ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

export function ehChunkLoadError(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { name, message } = e as { name?: string; message?: string };
  return name === 'ChunkLoadError' || PADROES.test(String(message ?? ''));
}

/** Runs a dynamic import with the time-out; failures are ChunkLoadErrors (and announced). */
export async function importarChunk<T>(carregar: () => Promise<T>, tempoLimite = TEMPO_LIMITE_CHUNK_MS): Promise<T> {
  let relogio: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      carregar(),
      new Promise<never>((_, rejeitar) => {
        relogio = setTimeout(() => rejeitar(new ChunkLoadError('Tempo esgotado ao carregar parte do sistema.')), tempoLimite);
      }),
    ]);
  } catch (e) {
    const erro = ehChunkLoadError(e) ? (e instanceof ChunkLoadError ? e : new ChunkLoadError(String((e as Error)?.message ?? e), e)) : e;
    if (ehChunkLoadError(erro) && typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(EVENTO_CHUNK));
    throw erro;
  } finally {
    if (relogio) clearTimeout(relogio);
  }
}

/** React.lazy over importarChunk. */
export function lazyChunk<P extends object>(carregar: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importarChunk(carregar));
}
