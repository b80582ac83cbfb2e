import { constants, inflateSync } from 'node:zlib';

/**
 * Fluxos de um PDF, cortados pelo `/Length` do dicionário de cada um: o dado comprimido pode terminar
 * num byte 0x0D, que um corte por `\r?\nendstream` tiraria (o texto da página sumia numa execução
 * em algumas dezenas, conforme os bytes do documento).
 */
export function fluxosDoPdf(pdf: Buffer): Buffer[] {
  const bruto = pdf.toString('latin1');
  const fluxos: Buffer[] = [];
  for (const m of bruto.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const ini = m.index! + m[0].length;
    const tamanho = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(m[1]);
    const fim = tamanho ? ini + Number(tamanho[1]) : bruto.indexOf('endstream', ini);
    fluxos.push(pdf.subarray(ini, fim));
  }
  return fluxos;
}

/** Texto de um PDF do pdfkit (fluxos Flate descomprimidos; strings hex WinAnsi dos operadores Tj/TJ). */
export function textoDoPdf(pdf: Buffer): string {
  let conteudo = '';
  for (const f of fluxosDoPdf(pdf)) {
    try {
      conteudo += inflateSync(f, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1') + '\n';
    } catch {
      /* fluxo não comprimido ou imagem */
    }
  }
  const hex = (h: string) => h.replace(/../g, (b) => String.fromCharCode(parseInt(b, 16)));
  return [...conteudo.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)]
    .map((m) => (m[1] !== undefined ? [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => hex(x[1])).join('') : hex(m[2])))
    .join('\n');
}
