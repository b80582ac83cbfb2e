/**
 * Processamento das imagens de produto (SPEC §3 EstoqueImagem) com sharp (libvips):
 * confere o tipo pelo CONTEÚDO (nunca pela extensão nem pelo Content-Type do envio), corrige a
 * orientação EXIF, descarta metadados (GPS da câmera do celular etc.) e gera duas versões WebP:
 * - `grande`: cabe em 1600 × 1600 px (nunca amplia), qualidade 82 — a página do produto;
 * - `miniatura`: cabe em 320 × 320 px, qualidade 75 — listas, grade do catálogo e a aba do produto.
 *
 * Formatos aceitos: JPEG, PNG, WebP, GIF (primeiro quadro) e AVIF. Limites: {@link TAMANHO_MAXIMO_IMAGEM}
 * bytes por arquivo e 50 megapixels de entrada (uma "bomba de descompressão" é recusada antes de
 * ser decodificada).
 */
import type { Sharp } from 'sharp';
import { ValidationError } from '../../http/envelope.ts';

/** 10 MB por arquivo enviado. */
export const TAMANHO_MAXIMO_IMAGEM = 10 * 1024 * 1024;
/** Até 10 imagens por envio e 20 por produto. */
export const MAXIMO_POR_ENVIO = 10;
export const MAXIMO_POR_PRODUTO = 20;

const FORMATOS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const LIMITE_PIXELS = 50_000_000;

export interface ImagemProcessada {
  grande: Buffer;
  miniatura: Buffer;
  /** Dimensões da versão grande, em px. */
  largura: number;
  altura: number;
}

async function sharpDe(): Promise<(b: Buffer) => Sharp> {
  const { default: sharp } = await import('sharp');
  return (b) => sharp(b, { limitInputPixels: LIMITE_PIXELS, animated: false, failOn: 'error' });
}

/**
 * Confere e converte uma imagem enviada.
 * @param nome nome do arquivo, só para a mensagem de erro.
 * @throws ValidationError (campo `arquivo`) quando o conteúdo não é uma imagem aceita, está corrompido
 *   ou passa do limite de pixels.
 */
export async function processarImagem(dados: Buffer, nome: string): Promise<ImagemProcessada> {
  const img = await sharpDe();
  const recusar = (motivo: string) => new ValidationError({ arquivo: [`${nome}: ${motivo}`] }, `arquivo: ${nome}: ${motivo}`);
  let formato: string | undefined;
  try {
    formato = (await img(dados).metadata()).format;
  } catch {
    throw recusar('o conteúdo não é uma imagem (envie JPEG, PNG, WebP, GIF ou AVIF).');
  }
  if (!formato || !FORMATOS.has(formato)) throw recusar('o conteúdo não é uma imagem (envie JPEG, PNG, WebP, GIF ou AVIF).');
  try {
    const grande = await img(dados)
      .rotate()
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const miniatura = await img(dados).rotate().resize(320, 320, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    return { grande: grande.data, miniatura, largura: grande.info.width, altura: grande.info.height };
  } catch (err) {
    const msg = String((err as Error).message || '');
    if (/pixel limit/i.test(msg)) throw recusar('imagem grande demais (mais de 50 megapixels).');
    throw recusar('imagem corrompida ou incompleta.');
  }
}

/**
 * Uma imagem de demonstração (seed): um quadrado de 480 px na cor dada com a sigla do produto,
 * em PNG — passa pelo mesmo {@link processarImagem} que um envio da tela.
 */
export async function imagemDemonstracao(sigla: string, cor: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const texto = sigla
    .replace(/[<>&"']/g, '')
    .slice(0, 3)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="480" height="480" fill="${cor}"/>
    <circle cx="240" cy="240" r="160" fill="#ffffff" fill-opacity="0.18"/>
    <text x="240" y="285" font-family="sans-serif" font-size="130" font-weight="700" fill="#ffffff" text-anchor="middle">${texto}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
