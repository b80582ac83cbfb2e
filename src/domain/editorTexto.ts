/**
 * Regras puras do editor de texto rico (artigos da central de ajuda, tickets): validação
 * e normalização de URL, mídia do YouTube, cor, tamanho de fonte, início de lista numerada
 * e texto a localizar. SPEC §8 ("Rich-text editor messages").
 *
 * Os validadores devolvem `null` quando o valor é válido ou a mensagem pt-BR quando não é.
 */

/** Mensagens do editor de texto rico (SPEC §8), exibidas ao usuário como estão. */
export const MENSAGENS_EDITOR = {
  textoBuscaVazio: 'O texto a localizar não pode ser vazio.',
  urlVazia: 'A URL não pode ser vazia.',
  midiaNaoSuportada: 'URL de mídia não suportada.',
  inicioListaInvalido: 'O número inicial deve ser maior que 0.',
  corInvalida: 'Cor inválida.',
  tamanhoInvalido: 'Valor de tamanho inválido.',
  /** Regra do projeto (não está na SPEC): esquema de URL recusado (`javascript:` etc.). */
  urlInvalida: 'URL inválida.',
} as const;

/** Tamanhos de fonte oferecidos na barra do editor (valores CSS em px). */
export const TAMANHOS_FONTE: readonly string[] = ['12px', '14px', '16px', '18px', '24px', '32px'];

/** Paleta de cores da barra do editor (`#rrggbb` em minúsculas). */
export const CORES_PADRAO: readonly string[] = [
  '#000000',
  '#424242',
  '#757575',
  '#d32f2f',
  '#f57c00',
  '#fbc02d',
  '#388e3c',
  '#00796b',
  '#1976d2',
  '#303f9f',
  '#7b1fa2',
  '#c2185b',
];

/** Maior número inicial aceito para uma lista numerada. */
export const INICIO_LISTA_MAXIMO = 9999;

/**
 * Valida o texto a localizar da barra "Localizar e substituir" (SPEC §8).
 *
 * @param texto texto digitado; `null`/`undefined` contam como vazio.
 * @returns `null` se houver algum caractere além de espaços; senão
 *   `MENSAGENS_EDITOR.textoBuscaVazio`. Não lança erros.
 */
export function validarTextoBusca(texto: string | null | undefined): string | null {
  return (texto ?? '').trim() === '' ? MENSAGENS_EDITOR.textoBuscaVazio : null;
}

/**
 * Valida que uma URL (link, imagem, mídia) foi informada (SPEC §8).
 *
 * @param url URL digitada; `null`/`undefined` contam como vazia.
 * @returns `null` se não for vazia (após `trim()`); senão `MENSAGENS_EDITOR.urlVazia`.
 *   Não verifica o esquema: use {@link normalizarUrlLink} / {@link normalizarUrlImagem}.
 */
export function validarUrl(url: string | null | undefined): string | null {
  return (url ?? '').trim() === '' ? MENSAGENS_EDITOR.urlVazia : null;
}

const ESQUEMAS_LINK = ['http', 'https', 'mailto', 'tel'];
const ESQUEMAS_PERIGOSOS = ['javascript', 'data', 'vbscript', 'file', 'blob'];
const HOST_SEM_ESQUEMA = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*(:\d{1,5})?([/?#].*)?$/u;

/**
 * Normaliza a URL de um link (SPEC §8; regra de esquemas do projeto).
 *
 * Aceita `http:`/`https:` (com host), `mailto:`, `tel:`, caminhos relativos iniciados por `/`
 * e endereços sem esquema (`exemplo.com.br/x`, `localhost:3000`), aos quais acrescenta
 * `https://` (`//host/x` vira `https://host/x`). Recusa qualquer outro esquema
 * (`javascript:`, `data:`, `vbscript:`, `file:`...) e textos com espaços ou caracteres de controle.
 *
 * @param url URL digitada.
 * @returns a URL pronta para `href`, ou `null` quando vazia ou recusada (o chamador mostra
 *   `MENSAGENS_EDITOR.urlInvalida`, ou `urlVazia` se {@link validarUrl} falhar). Não lança erros.
 */
export function normalizarUrlLink(url: string | null | undefined): string | null {
  const limpo = (url ?? '').trim();
  if (limpo === '' || /[\u0000-\u0020\u007f-\u009f]/.test(limpo)) return null;
  if (limpo.startsWith('//')) return normalizarUrlLink(`https:${limpo}`);
  if (limpo.startsWith('/')) return limpo;
  const esquema = /^([a-z][a-z0-9+.-]*):/i.exec(limpo);
  if (esquema) {
    const nome = esquema[1].toLowerCase();
    if (ESQUEMAS_PERIGOSOS.includes(nome)) return null;
    if (nome === 'http' || nome === 'https') return /^https?:\/\/[^/?#]+/i.test(limpo) ? limpo : null;
    if (ESQUEMAS_LINK.includes(nome)) return limpo.length > nome.length + 1 ? limpo : null;
    // "localhost:3000/x" e "exemplo.com:8080" não são esquemas, são host:porta
    if (!/^[^:]+:\d{1,5}([/?#]|$)/.test(limpo)) return null;
  }
  return HOST_SEM_ESQUEMA.test(limpo) ? `https://${limpo}` : null;
}

/**
 * Normaliza a URL de uma imagem (regra do projeto, complementa SPEC §8).
 *
 * Como {@link normalizarUrlLink}, mas só aceita `http:`/`https:` e caminhos relativos `/...`.
 *
 * @param url URL digitada.
 * @returns a URL pronta para `src`, ou `null` (mensagem `MENSAGENS_EDITOR.urlInvalida`). Não lança erros.
 */
export function normalizarUrlImagem(url: string | null | undefined): string | null {
  const normal = normalizarUrlLink(url);
  return normal !== null && (normal.startsWith('/') || /^https?:/i.test(normal)) ? normal : null;
}

/** Mídia reconhecida por {@link urlDeMidia}, ou a mensagem de erro. */
export type ResultadoMidia = { ok: true; tipo: 'youtube'; id: string; embed: string } | { ok: false; mensagem: string };

const ID_YOUTUBE = /^[A-Za-z0-9_-]{11}$/;

/** Extrai o id de um vídeo do YouTube de uma URL já analisada, ou `null`. */
function idYoutube(endereco: URL): string | null {
  const host = endereco.hostname.toLowerCase();
  const partes = endereco.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return partes.length === 1 ? partes[0] : null;
  if (['youtube-nocookie.com', 'www.youtube-nocookie.com'].includes(host)) {
    return partes.length === 2 && partes[0] === 'embed' ? partes[1] : null;
  }
  if (!['youtube.com', 'www.youtube.com', 'm.youtube.com'].includes(host)) return null;
  if (partes.length === 1 && partes[0] === 'watch') return endereco.searchParams.get('v');
  if (partes.length === 2 && (partes[0] === 'embed' || partes[0] === 'shorts')) return partes[1];
  return null;
}

/**
 * Reconhece a URL de um vídeo do YouTube e devolve o endereço de incorporação sem cookies
 * (SPEC §8: "media URL not supported").
 *
 * Formas aceitas: `youtube.com/watch?v=ID`, `m.youtube.com/watch?v=ID`, `youtu.be/ID`,
 * `youtube.com/embed/ID`, `youtube.com/shorts/ID`, `youtube-nocookie.com/embed/ID`
 * (com ou sem `https://`/`www.`); `ID` tem 11 caracteres `[A-Za-z0-9_-]`.
 *
 * @param url URL digitada.
 * @returns `{ ok: true, tipo: 'youtube', id, embed: 'https://www.youtube-nocookie.com/embed/{id}' }`;
 *   `{ ok: false, mensagem: MENSAGENS_EDITOR.urlVazia }` se vazia; senão
 *   `{ ok: false, mensagem: MENSAGENS_EDITOR.midiaNaoSuportada }`. Não lança erros.
 */
export function urlDeMidia(url: string | null | undefined): ResultadoMidia {
  const limpo = (url ?? '').trim();
  if (limpo === '') return { ok: false, mensagem: MENSAGENS_EDITOR.urlVazia };
  const naoSuportada = { ok: false as const, mensagem: MENSAGENS_EDITOR.midiaNaoSuportada };
  let endereco: URL;
  try {
    endereco = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(limpo) ? limpo : `https://${limpo.replace(/^\/\//, '')}`);
  } catch {
    return naoSuportada;
  }
  if (endereco.protocol !== 'https:' && endereco.protocol !== 'http:') return naoSuportada;
  const id = idYoutube(endereco);
  if (!id || !ID_YOUTUBE.test(id)) return naoSuportada;
  return { ok: true, tipo: 'youtube', id, embed: `https://www.youtube-nocookie.com/embed/${id}` };
}

/**
 * Valida o número inicial de uma lista numerada (SPEC §8: "start index must be greater than 0").
 *
 * @param n número, ou texto digitado (só dígitos, espaços nas pontas tolerados).
 * @returns `null` se for inteiro entre 1 e {@link INICIO_LISTA_MAXIMO}; senão
 *   `MENSAGENS_EDITOR.inicioListaInvalido`. Não lança erros.
 */
export function validarInicioLista(n: number | string | null | undefined): string | null {
  const valor = typeof n === 'string' ? (/^\s*\d+\s*$/.test(n) ? Number(n) : NaN) : n;
  return typeof valor === 'number' && Number.isInteger(valor) && valor >= 1 && valor <= INICIO_LISTA_MAXIMO ? null : MENSAGENS_EDITOR.inicioListaInvalido;
}

/**
 * Normaliza uma cor de texto (SPEC §8: "invalid color").
 *
 * Aceita `#rgb`, `#rrggbb` (sem diferenciar maiúsculas) e `rgb(r, g, b)` com inteiros 0–255
 * (espaços opcionais).
 *
 * @param c cor digitada.
 * @returns a cor como `#rrggbb` em minúsculas (`'#F00'` → `'#ff0000'`,
 *   `'rgb(25, 118, 210)'` → `'#1976d2'`), ou `null` se inválida. Não lança erros.
 */
export function normalizarCor(c: string | null | undefined): string | null {
  const valor = (c ?? '').trim().toLowerCase();
  const curta = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(valor);
  if (curta) return `#${curta[1]}${curta[1]}${curta[2]}${curta[2]}${curta[3]}${curta[3]}`;
  if (/^#[0-9a-f]{6}$/.test(valor)) return valor;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(valor);
  if (!rgb) return null;
  const canais = rgb.slice(1, 4).map(Number);
  if (canais.some((v) => v > 255)) return null;
  return `#${canais.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Valida uma cor de texto (SPEC §8).
 *
 * @param c cor digitada (formatos de {@link normalizarCor}).
 * @returns `null` se válida; senão `MENSAGENS_EDITOR.corInvalida`. Não lança erros.
 */
export function validarCor(c: string | null | undefined): string | null {
  return normalizarCor(c) === null ? MENSAGENS_EDITOR.corInvalida : null;
}

const LIMITES_TAMANHO: Record<string, [number, number]> = { px: [8, 96], em: [0.5, 6], rem: [0.5, 6] };

/**
 * Normaliza um tamanho de fonte (SPEC §8: "invalid size value").
 *
 * Aceita um número (px) ou texto `'16'`, `'16px'`, `'1.5em'`, `'1,25rem'` (vírgula decimal
 * aceita). Faixas: px 8–96; em/rem 0,5–6.
 *
 * @param v tamanho digitado ou escolhido.
 * @returns o valor CSS com ponto decimal e unidade (`16` → `'16px'`, `'1,5EM'` → `'1.5em'`),
 *   ou `null` se inválido ou fora da faixa. Não lança erros.
 */
export function normalizarTamanho(v: number | string | null | undefined): string | null {
  let numero: number;
  let unidade = 'px';
  if (typeof v === 'number') {
    numero = v;
  } else {
    const m = /^(\d+(?:[.,]\d+)?|[.,]\d+)\s*(px|em|rem)?$/.exec((v ?? '').trim().toLowerCase());
    if (!m) return null;
    numero = Number(m[1].replace(',', '.'));
    unidade = m[2] ?? 'px';
  }
  const [min, max] = LIMITES_TAMANHO[unidade];
  if (!Number.isFinite(numero) || numero < min || numero > max) return null;
  return `${Number(numero.toFixed(3))}${unidade}`;
}

/**
 * Valida um tamanho de fonte (SPEC §8).
 *
 * @param v tamanho digitado (formatos de {@link normalizarTamanho}).
 * @returns `null` se válido; senão `MENSAGENS_EDITOR.tamanhoInvalido`. Não lança erros.
 */
export function validarTamanho(v: number | string | null | undefined): string | null {
  return normalizarTamanho(v) === null ? MENSAGENS_EDITOR.tamanhoInvalido : null;
}

/** Trecho encontrado por {@link localizarOcorrencias}: índices de `String` (UTF-16), `fim` exclusivo. */
export interface Ocorrencia {
  inicio: number;
  fim: number;
}

/**
 * Localiza as ocorrências de `termo` em `texto` para "Localizar e substituir" (SPEC §8).
 *
 * Sem diferenciar maiúsculas, compara `toLocaleLowerCase('pt-BR')` dos dois lados; se a
 * conversão mudar o comprimento de algum deles (índices deixariam de corresponder), compara
 * o texto exato. As ocorrências não se sobrepõem e vêm em ordem crescente.
 *
 * @param texto texto onde procurar.
 * @param termo texto procurado; vazio ⇒ nenhuma ocorrência.
 * @param diferenciarMaiusculas `true` para comparação exata.
 * @returns lista de `{ inicio, fim }` (índices UTF-16 em `texto`). Não lança erros.
 */
export function localizarOcorrencias(texto: string, termo: string, diferenciarMaiusculas = false): Ocorrencia[] {
  if (termo === '' || texto.length < termo.length) return [];
  let onde = texto;
  let oque = termo;
  if (!diferenciarMaiusculas) {
    const t = texto.toLocaleLowerCase('pt-BR');
    const q = termo.toLocaleLowerCase('pt-BR');
    if (t.length === texto.length && q.length === termo.length) {
      onde = t;
      oque = q;
    }
  }
  const resultado: Ocorrencia[] = [];
  for (let i = onde.indexOf(oque); i !== -1; i = onde.indexOf(oque, i + oque.length)) {
    resultado.push({ inicio: i, fim: i + oque.length });
  }
  return resultado;
}
