/** Interface languages (pt-BR is the product's language; the others translate the navigation). */
import { CHAVES, gravar, ler } from '../session/chaves.ts';

export const IDIOMA_PADRAO = 'pt-BR';

export const IDIOMAS = [
  { locale: 'pt-BR', name: 'Português (Brasil)', sigla: 'PT' },
  { locale: 'en', name: 'English', sigla: 'EN' },
  { locale: 'es', name: 'Español', sigla: 'ES' },
  { locale: 'de', name: 'Deutsch', sigla: 'DE' },
  { locale: 'ja', name: '日本語', sigla: 'JA' },
  { locale: 'fr', name: 'Français', sigla: 'FR' },
] as const;

export type Idioma = (typeof IDIOMAS)[number]['locale'];

export function idiomaValido(v: string | null | undefined): v is Idioma {
  return IDIOMAS.some((i) => i.locale === v);
}

/** The language chosen earlier (localStorage), else pt-BR. */
export function idiomaSalvo(): Idioma {
  const v = ler('local', CHAVES.idioma);
  return idiomaValido(v) ? v : IDIOMA_PADRAO;
}

export function salvarIdioma(v: Idioma): void {
  gravar('local', CHAVES.idioma, v);
  if (typeof document !== 'undefined') document.documentElement.lang = v;
}
