/**
 * Saneamento do HTML de texto rico gravado pelo servidor (campos `format: "html"` do registro, hoje
 * o conteúdo dos artigos de ajuda), com sanitize-html e uma lista de permissões fechada: só o que o
 * editor TipTap da aplicação produz (src/web/components/editor/EditorTexto.tsx) sobrevive.
 *
 * - Blocos: p, h2–h4, ul/ol (atributo `start` ≥ 1), li, blockquote, pre/code, hr, br.
 * - Marcas: strong, em, u, s, code, mark, a (http/https/mailto/tel ou caminho relativo; sempre
 *   `rel="noopener noreferrer nofollow"`, `target="_blank"` quando externo), span com `color`
 *   e `font-size` conferidos e normalizados pelas funções do editor (src/domain/editorTexto.ts,
 *   SPEC §8 "invalid color", "invalid size value"): cor gravada como #rrggbb, tamanho em px/em/rem.
 * - Alinhamento: `text-align` left/center/right/justify em p e h2–h4.
 * - Imagens: `src` só de imagens enviadas (`/v1/ajudaUpload/{uuid}`) ou https.
 * - Mídia: iframe só do player embutido do YouTube (`https://www.youtube-nocookie.com/embed/{id}`
 *   ou `https://www.youtube.com/embed/{id}`), dentro de `div[data-youtube-video]`.
 * Tudo o mais (script, style, on*, javascript:, data:, svg, form...) é removido. Entidades HTML
 * ficam escapadas.
 */
import { createRequire } from 'node:module';
import type sanitizeHtmlTipo from 'sanitize-html';
import { normalizeSearch } from '../../domain/busca.ts';
import { normalizarCor, normalizarTamanho } from '../../domain/editorTexto.ts';

// sanitize-html (CommonJS, com htmlparser2, postcss e entities) é lido do node_modules no primeiro
// saneamento, não na partida do servidor (bench/startup): fora do bundle, carregado de forma síncrona
const requerer = createRequire(import.meta.url);
let sanitizeHtmlCarregado: typeof sanitizeHtmlTipo | null = null;

/** `sanitizeHtml(html, opcoes)` do sanitize-html, carregado na primeira chamada. */
function sanitizeHtml(html: string, opcoes: sanitizeHtmlTipo.IOptions): string {
  sanitizeHtmlCarregado ??= requerer('sanitize-html') as typeof sanitizeHtmlTipo;
  return sanitizeHtmlCarregado(html, opcoes);
}

// cor e tamanho já normalizados pelas regras do domínio no transformTags de span (abaixo)
const COR = [/^#[0-9a-f]{6}$/];
const TAMANHO = [/^\d+(?:\.\d+)?(?:px|em|rem)$/];
const ALINHAMENTO = [/^(left|center|right|justify)$/];
const IMAGEM_ENVIADA = /^\/v1\/ajudaUpload\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const YOUTUBE_EMBED = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}(?:\?[A-Za-z0-9_=&;-]*)?$/;

const OPCOES: sanitizeHtmlTipo.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'mark',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'hr',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    span: ['style'],
    p: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    div: ['data-youtube-video'],
    iframe: ['src', 'width', 'height', 'allowfullscreen'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]{1,20}$/] },
  allowedStyles: {
    span: { color: COR, 'font-size': TAMANHO },
    p: { 'text-align': ALINHAMENTO },
    h2: { 'text-align': ALINHAMENTO },
    h3: { 'text-align': ALINHAMENTO },
    h4: { 'text-align': ALINHAMENTO },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    span: (tagName, attribs) => {
      // só color e font-size válidos pelas regras do editor (SPEC §8), já na forma normalizada
      const estilos: string[] = [];
      for (const decl of (attribs.style ?? '').split(';')) {
        const i = decl.indexOf(':');
        if (i < 0) continue;
        const prop = decl.slice(0, i).trim().toLowerCase();
        const valor = decl.slice(i + 1).trim();
        const cor = prop === 'color' ? normalizarCor(valor) : null;
        const tamanho = prop === 'font-size' ? normalizarTamanho(valor) : null;
        if (cor) estilos.push(`color:${cor}`);
        if (tamanho) estilos.push(`font-size:${tamanho}`);
      }
      const out: Record<string, string> = {};
      if (estilos.length) out.style = estilos.join(';');
      return { tagName, attribs: out };
    },
    a: (tagName, attribs) => {
      const externo = /^https?:/i.test(attribs.href ?? '');
      const out: Record<string, string> = { rel: 'noopener noreferrer nofollow' };
      if (attribs.href) out.href = attribs.href;
      if (attribs.title) out.title = attribs.title;
      if (externo) out.target = '_blank';
      return { tagName, attribs: out };
    },
    ol: (tagName, attribs) => {
      const n = Number(attribs.start);
      const out: Record<string, string> = {};
      if (Number.isInteger(n) && n > 1 && n <= 9999) out.start = String(n);
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      for (const k of ['width', 'height']) if (out[k] !== undefined && !/^\d{1,4}$/.test(out[k])) delete out[k];
      return { tagName, attribs: out };
    },
    iframe: (tagName, attribs) => {
      const out: Record<string, string> = { src: attribs.src ?? '', width: '640', height: '360', allowfullscreen: 'true' };
      for (const k of ['width', 'height'] as const) if (/^\d{2,4}$/.test(attribs[k] ?? '')) out[k] = attribs[k];
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') {
      const src = frame.attribs.src ?? '';
      return !(IMAGEM_ENVIADA.test(src) || /^https:\/\/[^\s"'<>]+$/i.test(src));
    }
    if (frame.tag === 'iframe') return !YOUTUBE_EMBED.test(frame.attribs.src ?? '');
    // o div só embrulha o vídeo: sem ele (e sem texto), sai
    if (frame.tag === 'div') return !frame.text.trim() && frame.mediaChildren.length === 0;
    return false;
  },
};

/** Campos sem mídia (mensagens de ticket): sem img nem iframe — nada de imagem externa (rastreio). */
const SEM_MIDIA: sanitizeHtmlTipo.IOptions = {
  ...OPCOES,
  allowedTags: (OPCOES.allowedTags as string[]).filter((t) => t !== 'img' && t !== 'iframe'),
};

/** Sem nenhuma tag: texto puro (clientes de API, mensagens antigas). */
const ehTextoPuro = (s: string): boolean => !/<\/?[a-z][^>]*>/i.test(s);

/**
 * Texto puro como HTML: caracteres especiais escapados, parágrafos nas linhas em branco e `<br>`
 * nas quebras simples (`'a < b\nc'` → `'<p>a &lt; b<br />c</p>'`).
 * @param texto texto sem marcação.
 */
export function textoPuroParaHtml(texto: string): string {
  const esc = texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r\n?/g, '\n').trim();
  return esc
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/**
 * HTML de texto rico saneado para gravar e exibir. Um valor sem nenhuma tag é tratado como texto
 * puro ({@link textoPuroParaHtml}): nada do que foi digitado vira marcação nem se perde.
 * @param html HTML vindo do cliente (string).
 * @param opcoes `midia: false` tira imagens e vídeos (campos sem rota de envio: mensagens de ticket).
 * @returns o HTML com só as tags/atributos/estilos permitidos; `''` quando não sobra conteúdo
 *   (nem texto, nem imagem, nem vídeo). Não lança erros.
 */
export function sanitizarHtml(html: string, opcoes: { midia?: boolean } = {}): string {
  const limpo = sanitizeHtml(ehTextoPuro(html) ? textoPuroParaHtml(html) : html, opcoes.midia === false ? SEM_MIDIA : OPCOES).trim();
  if (!/<(img|iframe|hr)\b/i.test(limpo) && textoDoHtml(limpo).trim() === '') return '';
  return limpo;
}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * Texto puro de um HTML (tags retiradas, blocos separados por espaço, entidades comuns
 * decodificadas) — usado no índice de busca dos artigos.
 * @param html HTML (já saneado ou não).
 * @returns o texto, espaços consecutivos reduzidos a um. Não lança erros.
 */
export function textoDoHtml(html: string): string {
  const semTags = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} });
  return semTags
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTIDADES[e])
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Índice de busca normalizado (sem acento, minúsculo; `normalizeSearch` de src/domain/busca.ts)
 * das partes de um artigo.
 * @param partes título, resumo, palavras-chave e HTML do conteúdo (nulos ignorados).
 */
export function indiceDeBusca(...partes: Array<string | null | undefined>): string {
  return normalizeSearch(
    partes
      .filter(Boolean)
      .map((p) => (/[<>]/.test(p!) ? textoDoHtml(p!) : p!))
      .join(' '),
  );
}
