/**
 * NF-e modelo 55 / NFC-e modelo 65, leiaute 4.00 (PL_010d): objeto tipado, chave de acesso,
 * montagem do XML na ordem do XSD e leitura de `NFe`/`nfeProc` (arquitetura §7).
 */
export * from './tipos.ts';
export { cNFValido, formatarDataHoraNFe, formatarDataNFe, FUSO_PADRAO, gerarChaveNFe, sortearCNF } from './chave.ts';
export type { ChaveNFeGerada, EntradaChaveNFe } from './chave.ts';
export { escaparXml, montarXmlNFe, NS_NFE, ORDEM_INF_NFE } from './xml.ts';
export { lerNFe, lerNFeProc } from './parse.ts';
