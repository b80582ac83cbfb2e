/** Cliente SOAP da SEFAZ (NF-e 4.00) e tabela de webservices como dado (arquitetura §7). */
export * from './tabela.ts';
export * from './transporte.ts';
export * from './cliente.ts';
export * from './disponibilidade.ts';
export { elemento, elementos, texto, conteudo, atributoDe, esc, semDeclaracao, NS_NFE, NS_SOAP12 } from './xml.ts';
export * from './epec.ts';
