/**
 * Campos de texto leves para a primeira tela (Entrar; issue 18, item 7): a mesma aparência do
 * TextField "outlined" do MUI, montada com as peças que o próprio MUI documenta para isso
 * (FormControl + InputLabel + OutlinedInput + FormHelperText). O TextField completo traz o Select e,
 * com ele, Menu, Popover e Modal — ~20 kB gzip que a tela de entrada não usa. Rótulo ligado ao campo
 * por `htmlFor`/`id` (getByLabel e leitores de tela continuam achando "Login" e "Senha").
 */
import { useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export interface CampoLeveProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  error?: boolean;
  /** Texto sob o campo; ' ' reserva a linha para o layout não pular quando o erro aparece. */
  helperText?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  type?: string;
  /** Atributos extras do `<input>` (autoCapitalize, spellCheck...). */
  inputProps?: Record<string, unknown>;
  endAdornment?: ReactNode;
}

/** Campo de texto "outlined" de largura total. */
export function CampoTextoLeve(p: CampoLeveProps) {
  const ajuda = `${p.id}-ajuda`;
  return (
    <FormControl fullWidth error={p.error} variant="outlined">
      <InputLabel htmlFor={p.id}>{p.label}</InputLabel>
      <OutlinedInput
        id={p.id}
        name={p.name}
        label={p.label}
        type={p.type ?? 'text'}
        value={p.value}
        onChange={p.onChange}
        onBlur={p.onBlur}
        autoComplete={p.autoComplete}
        autoFocus={p.autoFocus}
        endAdornment={p.endAdornment}
        inputProps={{ ...p.inputProps, 'aria-describedby': p.helperText ? ajuda : undefined, 'aria-invalid': p.error || undefined }}
      />
      {p.helperText && <FormHelperText id={ajuda}>{p.helperText}</FormHelperText>}
    </FormControl>
  );
}

/**
 * O botão de mostrar/ocultar os caracteres de uma senha, como adorno no fim do campo (rótulo sem a
 * palavra "senha": `getByLabel('Senha')` fica único). Usado aqui e pelo CampoSenha do cadastro.
 */
export function AdornoMostrarSenha({ visivel, alternar }: { visivel: boolean; alternar: () => void }) {
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

/** Senha com o botão de mostrar/ocultar. */
export function CampoSenhaLeve(p: Omit<CampoLeveProps, 'type' | 'endAdornment'>) {
  const [visivel, setVisivel] = useState(false);
  return (
    <CampoTextoLeve
      {...p}
      type={visivel ? 'text' : 'password'}
      endAdornment={<AdornoMostrarSenha visivel={visivel} alternar={() => setVisivel((v) => !v)} />}
    />
  );
}
