import { useNotify, useRefresh, type Identifier } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { mensagemDeErro } from '../providers/erros.ts';

/**
 * Runs the module actions of a list's rows (data provider methods, providers/acoes.ts) as one
 * mutation: `ocupado` is the id of the row while its action runs; when it ends, success or not, the
 * list is refreshed (the server may have changed the row either way). A failure shows the server's
 * pt-BR `Message` through `useNotify`, unless `aoFalhar` handles it (e.g. a SEFAZ rejection
 * carried in the error body); `executar` then resolves with undefined.
 */
export function useAcaoDeLinha() {
  const refresh = useRefresh();
  const notify = useNotify();
  const m = useMutation({
    mutationFn: ({ executar }: { id: Identifier | null; executar: () => Promise<unknown> }) => executar(),
    onSettled: () => refresh(),
  });
  return {
    ocupado: m.isPending ? (m.variables?.id ?? null) : null,
    executando: m.isPending,
    executar: async <T>(id: Identifier | null, executar: () => Promise<T>, aoFalhar?: (e: unknown) => Promise<void> | void): Promise<T | undefined> => {
      try {
        return (await m.mutateAsync({ id, executar })) as T;
      } catch (e) {
        if (aoFalhar) await aoFalhar(e);
        else notify(mensagemDeErro(e), { type: 'error' });
        return undefined;
      }
    },
  };
}
