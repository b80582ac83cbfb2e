/**
 * CPF/CNPJ input with the public CNPJ lookup (lookupCnpj): on the main record, a complete CNPJ
 * shows a button that fetches the company and, after confirmation in a dialog, fills the fields of
 * the form that exist in this scope.
 */
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Tooltip,
  Typography,
} from '@mui/material';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { ResourceField } from '../registry.ts';
import { isCnpjLookupable, lookupCnpj, type CnpjData } from '../lookups.ts';
import { useScopedPath, type CommonProps, type InputScope } from './comum.ts';
import { MaskedInput } from './MaskedInput.tsx';

/** The document input of a registry field (CPF fields never look up). */
export function DocumentInput({ field, scope, common }: { field: ResourceField; scope: InputScope; common: CommonProps }) {
  const path = useScopedPath();
  const { setValue } = useFormContext();
  const notify = useNotify();
  const value = useWatch({ name: path(field.name) }) as unknown;
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [found, setFound] = useState<CnpjData | null>(null);
  const lookupable = scope.isMain && field.format !== 'cpf' && isCnpjLookupable(typeof value === 'string' ? value : '');
  useEffect(() => setMessage(null), [value]);

  const consult = async () => {
    setLoading(true);
    setMessage(null);
    const res = await lookupCnpj(String(value));
    setLoading(false);
    if (res.ok) setFound(res.data);
    else {
      setMessage(res.message);
      notify(res.message, { type: 'warning' });
    }
  };
  const apply = () => {
    if (!found) return;
    const order = ['tipo_pessoa', 'uf', ...Object.keys(found.values).filter((k) => k !== 'uf' && k !== 'tipo_pessoa')];
    for (const k of order) {
      const v = found.values[k];
      if (v === undefined || !scope.siblings.has(k) || k === field.name) continue;
      setValue(path(k), v, { shouldDirty: true, shouldValidate: true });
    }
    setFound(null);
    notify('Dados do CNPJ preenchidos. Confira antes de salvar.', { type: 'info' });
  };

  return (
    <>
      <MaskedInput
        field={field}
        common={common}
        helperText={message ?? undefined}
        endAdornment={
          lookupable ? (
            // an icon button: the full CNPJ (18 characters with the mask) must stay readable in a
            // field a third of the form wide at 1366 px
            <InputAdornment position="end">
              <Tooltip title="Consultar CNPJ na Receita Federal">
                <span>
                  <IconButton size="small" edge="end" color="primary" onClick={consult} disabled={loading} aria-label="Consultar CNPJ">
                    {loading ? <CircularProgress size={16} /> : <TravelExploreIcon fontSize="small" />}
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ) : undefined
        }
      />
      <Dialog open={found !== null} onClose={() => setFound(null)} maxWidth="sm" fullWidth>
        <DialogTitle>Dados encontrados na Receita Federal</DialogTitle>
        <DialogContent dividers>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: 1 }}>
            {found?.summary.map((s) => (
              <Box key={s.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {s.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                  {s.value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Preencher o cadastro com estes dados? Os campos correspondentes serão substituídos.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFound(null)}>Cancelar</Button>
          <Button variant="contained" onClick={apply} autoFocus>
            Preencher
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
