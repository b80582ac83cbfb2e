/**
 * ZIP do projeto, leitura e gravação no mesmo lugar (PKWARE APPNOTE 6.3.x, sem biblioteca):
 * `lerZip` (ler.ts) abre pacotes de schemas da SEFAZ, XML importados e planilhas; `criarZip` e
 * `GravadorZip` (gravar.ts) montam os arquivos de XML do mês, os lotes da NFS-e e as planilhas.
 */
export { lerZip, type ArquivoZip, type OpcoesLerZip } from './ler.ts';
export { criarZip, GravadorZip, type EntradaZip } from './gravar.ts';
