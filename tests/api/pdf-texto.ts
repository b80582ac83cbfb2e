import { inflateSync } from 'node:zlib';

/** Texto de um PDF do pdfkit (fluxos Flate descomprimidos; strings hex WinAnsi dos operadores Tj/TJ). */
export function textoDoPdf(pdf: Buffer): string {
  const bruto = pdf.toString('latin1');
  let conteudo = '';
  for (const m of bruto.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      conteudo += inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1') + '\n';
    } catch {
      /* fluxo não comprimido ou imagem */
    }
  }
  const hex = (h: string) => h.replace(/../g, (b) => String.fromCharCode(parseInt(b, 16)));
  return [...conteudo.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)]
    .map((m) => (m[1] !== undefined ? [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => hex(x[1])).join('') : hex(m[2])))
    .join('\n');
}
