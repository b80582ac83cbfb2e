/** Password input with a show/hide toggle (its label avoids the word "senha" so `getByLabel('Senha')` stays unique). */
import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { AdornoMostrarSenha } from '../../components/CampoLeve.tsx';

export function CampoSenha(props: TextFieldProps) {
  const [visivel, setVisivel] = useState(false);
  return (
    <TextField
      {...props}
      type={visivel ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: { endAdornment: <AdornoMostrarSenha visivel={visivel} alternar={() => setVisivel((v) => !v)} /> },
      }}
    />
  );
}
