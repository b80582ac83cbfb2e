/**
 * The PDF text reader of the API tests (tests/api/pdf-texto.ts) cuts each stream by its `/Length`:
 * a compressed stream may end in byte 0x0D, which a cut at `\r?\nendstream` dropped, and the page's
 * text vanished in one run out of a few dozen (the DANFE's bytes change with its key and times).
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { textoDoPdf } from '../api/pdf-texto.ts';

/** A one-stream PDF body around `conteudo`, Flate-compressed, as pdfkit writes it. */
function pdfCom(conteudo: string): { pdf: Buffer; ultimoByte: number } {
  const dados = deflateSync(Buffer.from(conteudo, 'latin1'));
  const cabeca = Buffer.from(`%PDF-1.3\n4 0 obj\n<<\n/Length ${dados.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1');
  const pe = Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1');
  return { pdf: Buffer.concat([cabeca, dados, pe]), ultimoByte: dados[dados.length - 1] };
}

const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex');

describe('textoDoPdf', () => {
  it('lê o texto de um fluxo cujo dado comprimido termina em 0x0D', () => {
    let achado: { pdf: Buffer; texto: string } | null = null;
    for (let i = 0; i < 5000 && !achado; i++) {
      const texto = `NF-e DE AJUSTE ${i}`;
      // the filler moves the zlib checksum (the stream's last 4 bytes) until its last byte is 0x0D
      const { pdf, ultimoByte } = pdfCom(`BT /F1 10 Tf 10 10 Td <${hex(texto)}> Tj ET ${'%'.repeat(i % 97)}`);
      if (ultimoByte === 0x0d) achado = { pdf, texto };
    }
    expect(achado, 'nenhum texto de teste comprimiu terminando em 0x0D').not.toBeNull();
    expect(textoDoPdf(achado!.pdf)).toContain(achado!.texto);
  });

  it('lê o texto de um fluxo comum', () => {
    const { pdf } = pdfCom(`BT /F1 10 Tf 10 10 Td [<${hex('Diferença apurada.')}>] TJ ET`);
    expect(textoDoPdf(pdf)).toContain('Diferença apurada.');
  });
});
