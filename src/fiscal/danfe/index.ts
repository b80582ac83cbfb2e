/**
 * DANFE (A4 retrato, MOC 7.0 Anexo II) e impressão da CC-e, em PDF com pdfkit.
 */
export { gerarDanfe } from './danfe.ts';
export type { OpcoesDanfe } from './danfe.ts';
export { gerarPdfCCe, CONDICOES_USO_CCE } from './cce.ts';
export type { CabecalhoNFeCCe, EntradaCCe } from './cce.ts';
export { lerDadosDanfe } from './dados.ts';
export { marcaFinalidade } from './quadros.ts';
export type { DadosDanfe, ItemDanfe } from './dados.ts';
export { cancelamentoDaNFe } from './cancelamento.ts';
export type { CancelamentoNFe } from './cancelamento.ts';
export { gerarPdfEventoNFe } from './evento-pdf.ts';
export type { ConteudoPdfEvento, EntradaPdfEvento, QuadroEvento } from './evento-pdf.ts';
export { gerarPdfOutroEvento, linhasDetEvento } from './outros-eventos.ts';
