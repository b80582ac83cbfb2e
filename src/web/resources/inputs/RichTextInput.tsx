/** Rich text (format html): the TipTap editor, loaded on demand; images go to the field's upload route. */
import { useMemo } from 'react';
import { useInput } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { ResourceField } from '../registry.ts';
import { enviarImagemDoEditor } from '../textoRico.ts';
import { CampoTextoRico } from '../../components/editor/CampoTextoRico.tsx';
import type { CommonProps } from './comum.ts';

/** The rich-text input of a registry field (empty editor stored as null). */
export function RichTextInput({ field, common }: { field: ResourceField; common: CommonProps }) {
  const {
    field: input,
    fieldState,
    isRequired,
  } = useInput({ source: common.source, validate: common.validate, format: (v: unknown) => v, parse: (v: unknown) => v });
  const enviarImagem = useMemo(() => (field.upload ? (arquivo: File) => enviarImagemDoEditor(field.upload!, arquivo) : undefined), [field.upload]);
  const erro = fieldState.error?.message;
  return (
    <Box>
      <CampoTextoRico
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(html) => {
          input.onChange(html === '' ? null : html);
        }}
        enviarImagem={enviarImagem}
        midia={!!field.upload}
        rotulo={`${common.label}${isRequired ? ' *' : ''}`}
        erro={erro ? String(erro) : undefined}
      />
      {typeof common.helperText === 'string' && common.helperText.trim() && !erro && (
        <Typography variant="caption" color="text.secondary">
          {common.helperText}
        </Typography>
      )}
    </Box>
  );
}
