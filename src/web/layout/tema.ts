/**
 * MUI theme of the app (arquitetura §8): primary #50CD89 or the tenant's cor_primaria, light and dark
 * palettes in the style of a modern Brazilian SaaS ERP, a dark sidebar, compact outlined inputs,
 * rounded cards, and draggable dialogs. No react-admin import here: the public pages use it too.
 */
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { PapelArrastavel } from './PapelArrastavel.tsx';
import { criarPaleta } from './paleta.ts';
import type { ModoTema } from './preferencias.ts';

export { COR_PRIMARIA } from './paleta.ts';

/** Colours of the dark sidebar (same in both modes). */
export const SIDEBAR = {
  fundo: '#1E1E2D',
  fundoLogo: '#1A1A27',
  texto: '#9D9DA6',
  textoSecao: '#5E6278',
  icone: '#646477',
  ativoFundo: '#2A2A3C',
  hoverFundo: '#27273A',
  largura: 264,
  larguraMinimizada: 76,
} as const;

export const ALTURA_HEADER = 64;

/** The MUI theme of `modo` with the tenant's brand colour; its colours come from {@link criarPaleta}. */
export function criarTema(modo: ModoTema, corPrimaria?: string | null): Theme {
  const p = criarPaleta(modo, corPrimaria);
  const { primaria, fundo, papel, borda, texto, textoSec } = p;
  const escuro = modo === 'dark';
  return createTheme({
    palette: {
      mode: modo,
      primary: { main: primaria, light: p.primariaClara, dark: p.primariaEscura, contrastText: p.contraste },
      secondary: { main: escuro ? '#474761' : '#E4E6EF', contrastText: escuro ? '#FFFFFF' : '#3F4254' },
      success: { main: '#50CD89', contrastText: '#FFFFFF' },
      info: { main: '#009EF7', contrastText: '#FFFFFF' },
      warning: { main: '#FFC700', contrastText: '#181C32' },
      error: { main: p.erro, contrastText: '#FFFFFF' },
      background: { default: fundo, paper: papel },
      text: { primary: texto, secondary: textoSec, disabled: p.textoDesabilitado },
      divider: borda,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: p.fonte,
      fontSize: 13.5,
      h1: { fontSize: '1.6rem', fontWeight: 700 },
      h2: { fontSize: '1.4rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 700 },
      h4: { fontSize: '1.15rem', fontWeight: 700 },
      h5: { fontSize: '1.05rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { backgroundColor: fundo },
          '::selection': { backgroundColor: alpha(primaria, 0.25) },
          // required fields of our own forms: a CSS asterisk keeps the label text exact (e2e getByLabel)
          'label.campo-obrigatorio::after': { content: '"\\2009*"' },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 8, paddingInline: 16 },
          sizeLarge: { paddingBlock: 10, fontSize: '0.95rem' },
        },
      },
      MuiIconButton: { styleOverrides: { root: { borderRadius: 8 } } },
      MuiPaper: {
        styleOverrides: {
          rounded: { borderRadius: 12 },
          elevation1: { boxShadow: escuro ? 'none' : '0 0 20px 0 rgba(76, 87, 125, 0.04)' },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { borderRadius: 12, border: `1px solid ${borda}`, boxShadow: escuro ? 'none' : '0 0 20px 0 rgba(76, 87, 125, 0.03)' } },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            backgroundColor: p.campoFundo,
            '& .MuiOutlinedInput-notchedOutline': { borderColor: p.campoBorda },
            '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: p.campoBordaHover },
          },
        },
      },
      MuiInputLabel: { styleOverrides: { root: { fontWeight: 500 } } },
      MuiTableCell: {
        styleOverrides: {
          head: { fontWeight: 600, color: textoSec, fontSize: '0.78rem', textTransform: 'uppercase', letterSpacing: 0.3 },
          root: { borderColor: borda },
        },
      },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiMenu: { styleOverrides: { paper: { borderRadius: 10, boxShadow: '0 10px 30px rgba(0,0,0,0.12)' } } },
      MuiDialog: {
        // MUI's DialogPaper keeps its size rules and draws its root through the draggable div
        defaultProps: { slotProps: { paper: { component: PapelArrastavel } as object } },
        styleOverrides: {
          paper: {
            // a flex item of the dialog container: without this a wide table would widen the paper
            // past a phone's screen instead of scrolling inside the content
            minWidth: 0,
            '&:not(.MuiDialog-paperFullScreen)': { borderRadius: 14 },
            // phones: 16 px margins instead of 32 px, so forms keep room
            '@media (max-width: 599.95px)': {
              '&:not(.MuiDialog-paperFullScreen)': {
                margin: 16,
                maxHeight: 'calc(100% - 32px)',
                maxWidth: 'calc(100% - 32px)',
                '&.MuiDialog-paperFullWidth': { width: 'calc(100% - 32px)' },
              },
            },
          },
        },
      },
      MuiDialogTitle: { styleOverrides: { root: { cursor: 'move', fontWeight: 700, fontSize: '1.1rem' } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 10 } } },
    },
  });
}
