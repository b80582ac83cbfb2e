/**
 * CEP input with address lookup (GET /v1/cep/{cep} through lookupCep): a valid 8-digit CEP that
 * differs from the loaded one fills the address fields of the same scope that are empty or were
 * filled by a previous lookup (cepFill), and the helper text says what was found.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CircularProgress } from '@mui/material';
import { isValidCep, onlyDigits } from '../../../domain/index.ts';
import type { ResourceField } from '../registry.ts';
import { CEP_TARGETS, cepFill } from '../lookups.ts';
import { lookupCep } from '../cep-api.ts';
import { useScopedPath, type CommonProps, type InputScope } from './comum.ts';
import { MaskedInput } from './MaskedInput.tsx';

type CepStatus = { kind: 'idle' } | { kind: 'loading' } | { kind: 'found'; offline: boolean; place: string } | { kind: 'failed'; message: string };

/** The CEP input of a registry field. */
export function CepInput({ field, scope, common }: { field: ResourceField; scope: InputScope; common: CommonProps }) {
  const path = useScopedPath();
  const { getValues, setValue } = useFormContext();
  const source = path(field.name);
  const value = useWatch({ name: source }) as unknown;
  const initial = useRef(onlyDigits(typeof value === 'string' ? value : ''));
  const looked = useRef<string | null>(null);
  const filled = useRef<Record<string, unknown> | null>(null);
  const [status, setStatus] = useState<CepStatus>({ kind: 'idle' });
  const digits = onlyDigits(typeof value === 'string' ? value : '');

  useEffect(() => {
    if (digits.length !== 8 || !isValidCep(digits)) {
      looked.current = null;
      setStatus((s) => (s.kind === 'idle' ? s : { kind: 'idle' }));
      return;
    }
    if (digits === initial.current || digits === looked.current) return;
    looked.current = digits;
    const ctrl = new AbortController();
    setStatus({ kind: 'loading' });
    void lookupCep(digits, ctrl.signal).then((res) => {
      if (ctrl.signal.aborted) return;
      if (!res.ok) {
        setStatus({ kind: 'failed', message: res.message });
        return;
      }
      const current = Object.fromEntries(CEP_TARGETS.map((k) => [k, getValues(path(k))]));
      const fill = cepFill(current, filled.current, res.address, scope.siblings);
      for (const [k, v] of Object.entries(fill)) setValue(path(k), v, { shouldDirty: true, shouldValidate: true });
      filled.current = { ...(filled.current ?? {}), ...fill };
      const place = [res.address.cidade, res.address.uf].filter(Boolean).join('/');
      setStatus({ kind: 'found', offline: res.address.offline, place });
    });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [digits]);

  let helper: ReactNode = common.helperText;
  if (status.kind === 'loading') helper = 'Buscando endereço…';
  if (status.kind === 'found') {
    helper = status.offline ? `Consulta offline${status.place ? `: ${status.place}` : ''}` : `Encontrado${status.place ? `: ${status.place}` : ''}`;
  }
  if (status.kind === 'failed') helper = status.message;
  return (
    <MaskedInput
      field={field}
      common={common}
      helperText={helper}
      endAdornment={status.kind === 'loading' ? <CircularProgress size={18} aria-label="Buscando endereço" /> : undefined}
    />
  );
}
