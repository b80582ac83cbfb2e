/**
 * Primitivas de desenho sobre pdfkit usadas pelo DANFE e pela CC-e: caixas com rótulo, texto
 * de uma linha que encolhe para caber, texto com quebra, código de barras Code 128 vetorial e
 * marca d'água. Todo texto passa por {@link paraWinAnsi} (fontes padrão Helvetica/WinAnsi).
 *
 * Nenhuma chamada de texto aqui deixa o pdfkit criar páginas sozinho: as margens do documento
 * são zero, o texto de uma linha não usa `width` (sem quebra) e o texto com quebra sempre recebe
 * `height` (o pdfkit corta em vez de abrir página nova).
 */
import type bwipjsTipo from 'bwip-js';
import type PDFDocumentTipo from 'pdfkit';
import { paraWinAnsi } from './formatar.ts';

export type Doc = PDFKit.PDFDocument;

export const FONTE = 'Helvetica';
export const NEGRITO = 'Helvetica-Bold';
/** A4 retrato em pontos. */
export const PAGINA = { largura: 595.28, altura: 841.89 } as const;
export const LINHA = 0.6;

// pdfkit (com fontkit e tabelas Unicode) e bwip-js são importados no primeiro PDF, não na partida
// do servidor (bench/startup): quem desenha chama criarDocumento, que os carrega antes de tudo
let PDFDocument: typeof PDFDocumentTipo | null = null;
let bwipjs: typeof bwipjsTipo | null = null;

/**
 * Cria o documento (A4, margens zero, sem página automática) e a promessa do Buffer final.
 * Carrega pdfkit e bwip-js na primeira chamada.
 */
export async function criarDocumento(info: { titulo: string; assunto?: string }, compress = true): Promise<{ doc: Doc; pronto: Promise<Buffer> }> {
  PDFDocument ??= (await import('pdfkit')).default;
  bwipjs ??= (await import('bwip-js')).default;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    compress,
    info: { Title: paraWinAnsi(info.titulo), Subject: paraWinAnsi(info.assunto ?? ''), Producer: 'ERP - DANFE', Creator: 'ERP' },
  });
  const partes: Buffer[] = [];
  doc.on('data', (c: Buffer) => partes.push(c));
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  return { doc, pronto };
}

export interface OpcoesTexto {
  tamanho?: number;
  negrito?: boolean;
  alinhar?: 'left' | 'center' | 'right';
  /** Menor tamanho ao encolher para caber (padrão 4,5). */
  minimo?: number;
}

/**
 * Escreve uma linha de texto em `[x, x+largura]` com a linha de base aproximada em `y + tamanho`.
 * Se não couber, reduz a fonte até `minimo`; se ainda assim não couber, corta com reticências.
 */
export function linha(doc: Doc, texto: string | undefined, x: number, y: number, largura: number, o: OpcoesTexto = {}): void {
  let s = paraWinAnsi(texto).replace(/\s*\n\s*/g, ' ');
  if (!s) return;
  let tam = o.tamanho ?? 8;
  const minimo = o.minimo ?? 4.5;
  doc.font(o.negrito ? NEGRITO : FONTE);
  doc.fontSize(tam);
  while (doc.widthOfString(s) > largura && tam > minimo) {
    tam = Math.max(minimo, tam - 0.25);
    doc.fontSize(tam);
  }
  if (doc.widthOfString(s) > largura) {
    while (s.length > 1 && doc.widthOfString(`${s}...`) > largura) s = s.slice(0, -1);
    s = `${s.trimEnd()}...`;
  }
  const w = doc.widthOfString(s);
  const dx = o.alinhar === 'center' ? (largura - w) / 2 : o.alinhar === 'right' ? largura - w : 0;
  doc.text(s, x + dx, y, { lineBreak: false });
}

/** Texto com quebra de linha dentro de uma caixa (corta o que passar de `altura`). */
export function paragrafo(
  doc: Doc,
  texto: string | undefined,
  x: number,
  y: number,
  largura: number,
  altura: number,
  o: Omit<OpcoesTexto, 'alinhar'> & { espaco?: number; alinhar?: 'left' | 'center' | 'right' | 'justify' } = {},
): void {
  const s = paraWinAnsi(texto);
  if (!s || altura <= 0) return;
  doc.font(o.negrito ? NEGRITO : FONTE).fontSize(o.tamanho ?? 7);
  doc.text(s, x, y, { width: largura, height: altura, align: o.alinhar ?? 'left', lineGap: o.espaco ?? 0, ellipsis: true });
}

/** Altura que um parágrafo ocuparia. */
export function alturaParagrafo(doc: Doc, texto: string, largura: number, tamanho: number, negrito = false): number {
  doc.font(negrito ? NEGRITO : FONTE).fontSize(tamanho);
  return doc.heightOfString(paraWinAnsi(texto), { width: largura });
}

/** Quebra o texto em linhas que cabem em `largura` (para dividir entre páginas). */
export function quebrarLinhas(doc: Doc, texto: string, largura: number, tamanho: number): string[] {
  doc.font(FONTE).fontSize(tamanho);
  const linhas: string[] = [];
  for (const paragrafoTexto of paraWinAnsi(texto).split('\n')) {
    let atual = '';
    for (const palavra of paragrafoTexto.split(/\s+/).filter(Boolean)) {
      const tentativa = atual ? `${atual} ${palavra}` : palavra;
      if (doc.widthOfString(tentativa) <= largura) {
        atual = tentativa;
        continue;
      }
      if (atual) linhas.push(atual);
      // palavra maior que a linha: quebra por caracteres
      let resto = palavra;
      while (doc.widthOfString(resto) > largura && resto.length > 1) {
        let n = resto.length - 1;
        while (n > 1 && doc.widthOfString(resto.slice(0, n)) > largura) n--;
        linhas.push(resto.slice(0, n));
        resto = resto.slice(n);
      }
      atual = resto;
    }
    linhas.push(atual);
  }
  while (linhas.length > 0 && linhas[linhas.length - 1] === '') linhas.pop();
  return linhas;
}

/** Retângulo com traço fino. */
export function caixa(doc: Doc, x: number, y: number, w: number, h: number): void {
  doc.lineWidth(LINHA).strokeColor('black').rect(x, y, w, h).stroke();
}

/** Campo do DANFE: caixa, rótulo pequeno no alto e valor embaixo. */
export function campo(doc: Doc, x: number, y: number, w: number, h: number, rotulo: string, valorTexto: string | undefined, o: OpcoesTexto = {}): void {
  caixa(doc, x, y, w, h);
  linha(doc, rotulo, x + 2, y + 1.8, w - 4, { tamanho: 5, minimo: 3.8 });
  const tam = o.tamanho ?? 8;
  linha(doc, valorTexto, x + 2.5, y + h - tam - 2.2, w - 5, { ...o, tamanho: tam });
}

/** Título de quadro (ex.: "DESTINATÁRIO / REMETENTE"); devolve o y logo abaixo. */
export function tituloQuadro(doc: Doc, texto: string, x: number, y: number, largura: number): number {
  linha(doc, texto, x, y + 2.5, largura, { tamanho: 6.5, negrito: true });
  return y + 10;
}

/**
 * Desenha o Code 128 da chave como barras vetoriais (nítidas em qualquer impressora), com
 * bwip-js calculando a codificação. Chave numérica: o bwip-js escolhe o subconjunto C (pares de
 * dígitos, como o MOC pede); chave alfanumérica (NT 2025.001): modo automático B/C.
 * Todas as barras ficam num único caminho preenchido (`re ... re f`).
 */
export function codigoBarras128(doc: Doc, texto: string, x: number, y: number, largura: number, altura: number): void {
  codigoBarras(doc, 'code128', texto, x, y, largura, altura);
}

/**
 * Qualquer simbologia linear do bwip-js (`bcid`: 'code128', 'ean13', 'ean8', 'interleaved2of5'...)
 * desenhada como retângulos vetoriais que ocupam exatamente a caixa dada (pt). Mesmo desenho do
 * {@link codigoBarras128}; usado também pelas etiquetas de produto (estoque/etiquetas.ts).
 * @throws Error quando o documento não foi criado por {@link criarDocumento} (bwip-js não carregado).
 */
export function codigoBarras(doc: Doc, bcid: string, texto: string, x: number, y: number, largura: number, altura: number): void {
  if (!bwipjs) throw new Error('codigoBarras: chame criarDocumento antes (carrega o bwip-js).');
  const simbolos = bwipjs.raw({ bcid, text: texto });
  const primeiro = simbolos[0] as { sbs?: number[] } | undefined;
  const sbs = primeiro?.sbs;
  if (!sbs || sbs.length === 0) return;
  const modulos = sbs.reduce((a, b) => a + b, 0);
  const modulo = largura / modulos;
  let cx = x;
  doc.fillColor('black');
  for (let i = 0; i < sbs.length; i++) {
    const w = sbs[i] * modulo;
    if (i % 2 === 0) doc.rect(cx, y, w, altura);
    cx += w;
  }
  doc.fill();
}

/**
 * Marca d'água diagonal e translúcida, centrada no ponto dado.
 * @param cor cor do texto (padrão cinza `#808080`; o DANFE de nota cancelada usa vermelho).
 * @param opacidade 0 a 1 (padrão 0,25).
 */
export function marcaDagua(doc: Doc, texto: string, cx: number, cy: number, tamanho = 54, cor = '#808080', opacidade = 0.25): void {
  const s = paraWinAnsi(texto);
  doc.save();
  doc.font(NEGRITO).fontSize(tamanho);
  const w = doc.widthOfString(s);
  doc.rotate(-50, { origin: [cx, cy] });
  doc.fillColor(cor).fillOpacity(opacidade);
  doc.text(s, cx - w / 2, cy - tamanho / 2, { lineBreak: false });
  doc.restore();
  doc.fillColor('black').fillOpacity(1);
}
