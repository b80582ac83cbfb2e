/**
 * Code field with "Gerar código": for a registry field marked `x-gerador`
 * (e.g. produto.codigo), an icon button reserves the next code of the issuer's generator
 * (`POST /v1/Generator/UpdateGeneratorTabela?tabela=`, modules/generator) and writes it into the
 * field. Shown only while the field is empty, on the main record.
 */
import { useState } from 'react';
import { TextInput, useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import PinIcon from '@mui/icons-material/Pin';
import type { ResourceField } from '../../generated/resources.ts';
import { apiData } from '../providers/http.ts';
import type { components } from '../../generated/openapi.d.ts';

export function CodigoGeradoInput({
  field,
  caminho,
  props,
  htmlInput,
}: {
  field: ResourceField;
  /** Form path of the field. */
  caminho: string;
  /** TextInput props (source, label, validate, helperText, fullWidth). */
  props: Record<string, unknown> & { source: string };
  htmlInput: Record<string, unknown>;
}) {
  const { setValue } = useFormContext();
  const notify = useNotify();
  const valor = useWatch({ name: caminho }) as unknown;
  const [gerando, setGerando] = useState(false);
  const vazio = valor === null || valor === undefined || valor === '';

  const gerar = async () => {
    setGerando(true);
    try {
      const r = await apiData<components['schemas']['CodigoReservado']>(`/v1/Generator/UpdateGeneratorTabela?tabela=${encodeURIComponent(field.gerador!)}`, {
        method: 'POST',
      });
      setValue(caminho, r.codigo, { shouldDirty: true, shouldValidate: true });
    } catch (e) {
      notify((e as Error)?.message || 'Não foi possível gerar o código.', { type: 'warning' });
    } finally {
      setGerando(false);
    }
  };

  return (
    <TextInput
      {...props}
      slotProps={{
        htmlInput,
        input: {
          endAdornment: vazio ? (
            <InputAdornment position="end">
              <Tooltip title="Gerar o próximo código">
                <span>
                  <IconButton size="small" edge="end" color="primary" onClick={gerar} disabled={gerando} aria-label="Gerar código">
                    {gerando ? <CircularProgress size={16} /> : <PinIcon fontSize="small" />}
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
