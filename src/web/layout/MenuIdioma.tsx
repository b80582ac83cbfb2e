/** Language menu (aria-label "Idioma"): pt-BR, English, Español, Deutsch, 日本語, Français; remembered locally. */
import { useState, type MouseEvent } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import { IDIOMAS, salvarIdioma, type Idioma } from '../i18n/idiomas.ts';

export function useIdioma(): [Idioma, (l: Idioma) => void] {
  const [locale, setLocale] = useLocaleState();
  return [
    locale as Idioma,
    (l: Idioma) => {
      salvarIdioma(l);
      setLocale(l);
    },
  ];
}

/** The language list as a menu anchored to `ancora` (also used inside the user menu). */
export function ListaIdiomas({ ancora, aoFechar }: { ancora: HTMLElement | null; aoFechar: () => void }) {
  const [atual, mudar] = useIdioma();
  return (
    <Menu
      anchorEl={ancora}
      open={!!ancora}
      onClose={aoFechar}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {IDIOMAS.map((i) => (
        <MenuItem
          key={i.locale}
          selected={i.locale === atual}
          lang={i.locale}
          onClick={() => {
            mudar(i.locale);
            aoFechar();
          }}
          sx={{ minWidth: 200 }}
        >
          <ListItemIcon sx={{ fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary' }}>{i.sigla}</ListItemIcon>
          <ListItemText>{i.name}</ListItemText>
          {i.locale === atual && <Check fontSize="small" color="primary" sx={{ ml: 1 }} />}
        </MenuItem>
      ))}
    </Menu>
  );
}

export function MenuIdioma() {
  const translate = useTranslate();
  const [atual] = useIdioma();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const sigla = IDIOMAS.find((i) => i.locale === atual)?.sigla ?? 'PT';
  return (
    <>
      <Tooltip title={translate('app.layout.idioma')}>
        <Button
          aria-label="Idioma"
          aria-haspopup="menu"
          color="inherit"
          onClick={(e: MouseEvent<HTMLElement>) => setAncora(e.currentTarget)}
          startIcon={<Translate fontSize="small" />}
          sx={{ minWidth: 0, px: 1.25, color: 'text.secondary', fontWeight: 700, fontSize: '0.8rem' }}
        >
          {sigla}
        </Button>
      </Tooltip>
      <ListaIdiomas ancora={ancora} aoFechar={() => setAncora(null)} />
    </>
  );
}
