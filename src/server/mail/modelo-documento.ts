/**
 * Modelo de e-mail de documento fiscal (NF-e, NFC-e): assunto e corpo em texto com
 * marcadores entre chaves (`{numero}`) trocados pelos dados do documento; sem modelo (NULL ou vazio)
 * vale o texto padrão. O aviso de guarda do XML por 5 anos (SPEC §9, {@link TEXTO_RETENCAO_XML}) vai
 * sempre ao fim do corpo, mesmo num modelo que não o traga. O HTML é o texto escapado, parágrafos em
 * `<p>` e quebras em `<br>` — um modelo nunca injeta HTML.
 */
import { escapeHtml } from './index.ts';

/** SPEC §9: o texto que acompanha todo XML enviado. */
export const TEXTO_RETENCAO_XML = 'O arquivo XML deste documento fiscal fica guardado por 5 anos.';

const MARCADOR = /\{([a-z_]+)\}/g;

/** Marcadores de `modelo` que não estão em `aceitos` (para o erro 400 nomeando o campo). */
export function marcadoresForaDe(modelo: string, aceitos: Readonly<Record<string, string>>): string[] {
  return [...modelo.matchAll(MARCADOR)].map((m) => m[1]).filter((k) => !(k in aceitos));
}

/**
 * Assunto (uma linha), texto e HTML do e-mail.
 * @param modelos os textos do emitente; vazios = `padrao`.
 * @param dados o valor de cada marcador; marcador sem valor fica como está.
 */
export function montarEmailDocumento(
  modelos: { assunto?: string | null; texto?: string | null },
  padrao: { assunto: string; texto: string },
  dados: Readonly<Record<string, string>>,
): { assunto: string; texto: string; html: string } {
  const preencher = (m: string) => m.replace(MARCADOR, (todo, k: string) => (Object.hasOwn(dados, k) ? dados[k] : todo));
  const assunto = preencher(modelos.assunto?.trim() || padrao.assunto)
    .replace(/\s+/g, ' ')
    .trim();
  let texto = preencher(modelos.texto?.trim() || padrao.texto).trim();
  if (!texto.includes(TEXTO_RETENCAO_XML)) texto = `${texto}\n\n${TEXTO_RETENCAO_XML}`;
  const html = texto
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return { assunto, texto: `${texto}\n`, html };
}
