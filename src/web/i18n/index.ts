/**
 * i18n provider (arquitetura §8): ra-i18n-polyglot with the interface in pt-BR and the navigation
 * (menu sections and entries, page titles, layout) also in English, Spanish, German, Japanese and
 * French. Each language is: English framework texts (ra-language-english, the fallback for any
 * missing key) < the language's framework pack (ra-language-pt-br 1.5.1, ra-language-french, or
 * our files in ./framework for es/de/ja) < our own messages (./messages) < registry labels.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import brazilianPortugueseMessages from 'ra-language-pt-br';
import { resources } from '../../generated/resources.ts';
import frameworkEs from './framework/es.ts';
import frameworkDe from './framework/de.ts';
import frameworkJa from './framework/ja.ts';
import frameworkPtBr from './framework/pt-BR.ts';
import appPtBr from './messages/pt-BR.ts';
import appEn from './messages/en.ts';
import appEs from './messages/es.ts';
import appDe from './messages/de.ts';
import appJa from './messages/ja.ts';
import appFr from './messages/fr.ts';
import { IDIOMAS, IDIOMA_PADRAO, idiomaSalvo, type Idioma } from './idiomas.ts';

export { IDIOMAS, IDIOMA_PADRAO, idiomaSalvo, salvarIdioma, type Idioma } from './idiomas.ts';

type Arvore = { [k: string]: unknown };

function ehArvore(v: unknown): v is Arvore {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep merge, later objects win; the inputs are not changed. */
export function mesclar(...fontes: unknown[]): Arvore {
  const saida: Arvore = {};
  for (const f of fontes) {
    if (!ehArvore(f)) continue;
    for (const [k, v] of Object.entries(f)) saida[k] = ehArvore(v) && ehArvore(saida[k]) ? mesclar(saida[k], v) : ehArvore(v) ? mesclar(v) : v;
  }
  return saida;
}

/**
 * `resources.{name}.name` and `.fields.{field}` from the registry (pt-BR titles), so react-admin's
 * default labels of the generated screens read well in every language.
 */
export function mensagensDosRecursos(): Arvore {
  return {
    resources: Object.fromEntries(
      resources.map((r) => [r.name, { name: `${r.title} |||| ${r.plural}`, fields: Object.fromEntries(r.fields.map((f) => [f.name, f.title])) }]),
    ),
  };
}

const RECURSOS = mensagensDosRecursos();

export const CATALOGO: Record<Idioma, Arvore> = {
  'pt-BR': mesclar(englishMessages, brazilianPortugueseMessages, frameworkPtBr, RECURSOS, appPtBr),
  en: mesclar(englishMessages, RECURSOS, appEn),
  es: mesclar(englishMessages, frameworkEs, RECURSOS, appEs),
  de: mesclar(englishMessages, frameworkDe, RECURSOS, appDe),
  ja: mesclar(englishMessages, frameworkJa, RECURSOS, appJa),
  fr: mesclar(englishMessages, frenchMessages, RECURSOS, appFr),
};

export function mensagensDe(locale: string): TranslationMessages {
  return (CATALOGO[locale as Idioma] ?? CATALOGO[IDIOMA_PADRAO]) as unknown as TranslationMessages;
}

export function criarI18nProvider(inicial: Idioma = idiomaSalvo()): I18nProvider {
  return polyglotI18nProvider(
    mensagensDe,
    inicial,
    IDIOMAS.map(({ locale, name }) => ({ locale, name })),
    { allowMissing: true },
  );
}
