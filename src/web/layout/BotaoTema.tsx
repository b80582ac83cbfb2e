/** Theme toggle (aria-label "Alternar tema"): light <-> dark; the user menu also offers "system". */
import { useTranslate } from 'ra-core';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { alternarTema, useTema } from './preferencias.ts';

export function BotaoTema() {
  const translate = useTranslate();
  const { modo } = useTema();
  return (
    <Tooltip title={translate('app.layout.alternarTema')}>
      <IconButton aria-label="Alternar tema" aria-pressed={modo === 'dark'} onClick={alternarTema} sx={{ color: 'text.secondary' }}>
        {modo === 'dark' ? <LightMode fontSize="small" /> : <DarkMode fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
