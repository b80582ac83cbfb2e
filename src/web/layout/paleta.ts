/**
 * The app's colours and font as plain values (arquitetura §8): the one source of the palette, read by
 * the MUI theme (tema.ts, `criarTema`) and by what draws without MUI — the sign-in page, the
 * offline page, the error card and the reload prompt — so those need neither MUI nor Emotion in
 * the first screen's JavaScript. Colour maths from `@mui/system/colorManipulator`
 * (the same functions the theme uses; no Emotion behind it).
 */
import { alpha, darken, lighten } from '@mui/system/colorManipulator';
import type { ModoTema } from './preferencias.ts';

/** Default brand colour (SPEC §3 `cor_primaria` when the tenant has none). */
export const COR_PRIMARIA = '#50CD89';

/** Font stack of the whole app (Inter on the users' machines; system sans-serif otherwise). */
export const FONTE =
  'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", "Hiragino Sans", "Yu Gothic UI", Meiryo, "Noto Sans JP", "Noto Sans CJK JP", sans-serif';

/** Colours of one mode with one brand colour (hex strings or `rgba()`). */
export interface Paleta {
  modo: ModoTema;
  primaria: string;
  primariaClara: string;
  primariaEscura: string;
  /** Text over the brand colour. */
  contraste: string;
  fundo: string;
  papel: string;
  borda: string;
  texto: string;
  textoSec: string;
  textoDesabilitado: string;
  erro: string;
  erroFundo: string;
  erroTexto: string;
  campoFundo: string;
  campoBorda: string;
  campoBordaHover: string;
  /** MUI's `action.*` of the mode (hover, disabled text, disabled background). */
  hover: string;
  desabilitado: string;
  desabilitadoFundo: string;
  fonte: string;
}

/** `cor` when it is a #rgb / #rrggbb hex colour, else {@link COR_PRIMARIA}. */
export function corValida(cor: string | null | undefined): string {
  return cor && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(cor) ? cor : COR_PRIMARIA;
}

/** The palette of `modo` with the tenant's `corPrimaria` (invalid or empty: {@link COR_PRIMARIA}). */
export function criarPaleta(modo: ModoTema, corPrimaria?: string | null): Paleta {
  const primaria = corValida(corPrimaria);
  const escuro = modo === 'dark';
  const erro = '#F1416C';
  return {
    modo,
    primaria,
    primariaClara: lighten(primaria, 0.85),
    primariaEscura: darken(primaria, 0.15),
    contraste: '#FFFFFF',
    fundo: escuro ? '#151521' : '#F5F8FA',
    papel: escuro ? '#1E1E2D' : '#FFFFFF',
    borda: escuro ? '#2B2B40' : '#EFF2F5',
    texto: escuro ? '#F5F5F7' : '#181C32',
    textoSec: escuro ? '#92929F' : '#7E8299',
    textoDesabilitado: escuro ? '#565674' : '#B5B5C3',
    erro,
    erroFundo: escuro ? darken(erro, 0.75) : lighten(erro, 0.9),
    erroTexto: escuro ? lighten(erro, 0.6) : darken(erro, 0.55),
    campoFundo: escuro ? '#1B1B29' : '#FFFFFF',
    campoBorda: escuro ? '#323248' : '#E1E3EA',
    campoBordaHover: escuro ? '#474761' : '#B5B5C3',
    hover: escuro ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.04)',
    desabilitado: escuro ? 'rgba(255, 255, 255, 0.3)' : 'rgba(0, 0, 0, 0.26)',
    desabilitadoFundo: escuro ? 'rgba(255, 255, 255, 0.12)' : 'rgba(0, 0, 0, 0.12)',
    fonte: FONTE,
  };
}

/**
 * The palette as the CSS custom properties the static sheets read (`convidado.css`, `leve.css`):
 * `--primaria`, `--papel`, `--texto`, ... Set on the element that draws with them.
 */
export function variaveisCss(p: Paleta): Record<string, string> {
  return {
    '--primaria': p.primaria,
    '--primaria-escura': p.primariaEscura,
    '--primaria-clara': alpha(p.primaria, 0.35),
    '--contraste': p.contraste,
    '--fundo': p.fundo,
    '--papel': p.papel,
    '--texto': p.texto,
    '--texto-sec': p.textoSec,
    '--erro': p.erro,
    '--erro-fundo': p.erroFundo,
    '--erro-texto': p.erroTexto,
    '--campo-fundo': p.campoFundo,
    '--campo-borda': p.campoBorda,
    '--campo-borda-hover': p.campoBordaHover,
    '--hover': p.hover,
    '--desabilitado-fundo': p.desabilitadoFundo,
    '--desabilitado-texto': p.desabilitado,
    '--fonte': p.fonte,
  };
}
