/** Password input with a show/hide toggle (its label avoids the word "senha" so `getByLabel('Senha')` stays unique). */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/** The show/hide button as the field's end adornment (label without the word "senha"). */
function AdornoMostrarSenha({ visivel, alternar }: { visivel: boolean; alternar: () => void }) {
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={visivel ? 'Ocultar caracteres' : 'Mostrar caracteres'}
        onClick={alternar}
        onMouseDown={(e) => e.preventDefault()}
        edge="end"
        size="small"
        tabIndex={-1}
      >
        {visivel ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
}

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
