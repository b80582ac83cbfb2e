/**
 * Helpers of the rich-text (`format: html`) fields of the generated screens: the plain text of a
 * stored article for list cells and search previews, and the image upload the editor calls
 * (the field's `upload` route from the registry, e.g. `POST /v1/ajudaUpload/`, SPEC §7).
 */
import { apiData } from '../providers/http.ts';
import type { components } from '../../generated/openapi.d.ts';

/**
 * Plain text of an HTML fragment (tags dropped, blocks separated by a space, entities decoded).
 * Uses the browser's DOMParser (never executes scripts or loads images); returns '' for empty input.
 */
export function textoDeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const marcado = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi, '$& ');
  if (typeof DOMParser !== 'undefined') {
    return (new DOMParser().parseFromString(marcado, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  }
  return marcado
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Sends one image chosen in the editor to `rota` (multipart, file in `arquivo`).
 * @returns `{url, nome}` of the stored image (`url` goes into the `src` of the article).
 * @throws HttpError with the server's pt-BR message (type or size refused, no permission).
 */
export async function enviarImagemDoEditor(rota: string, arquivo: File): Promise<{ url: string; nome: string }> {
  const fd = new FormData();
  fd.append('arquivo', arquivo, arquivo.name);
  // the registry's rich-text upload routes (`upload` of src/generated/resources.ts: /v1/ajudaUpload/) answer ImagemAjuda
  const r = await apiData<components['schemas']['ImagemAjuda']>(rota, { method: 'POST', body: fd });
  return { url: r.url, nome: r.nome };
}
