/** React hooks over the stored user (SPEC §3) and its permissions. */
import { useMemo, useSyncExternalStore } from 'react';
import { assinarSessao, lerSessao, type SessaoArmazenada } from './usuario.ts';
import { permissoesDe, type Permissoes } from './permissoes.ts';

export function useSessao(): SessaoArmazenada | null {
  return useSyncExternalStore(assinarSessao, lerSessao, () => null);
}

export function usePermissoes(): Permissoes {
  const s = useSessao();
  return useMemo(() => permissoesDe(s), [s]);
}
