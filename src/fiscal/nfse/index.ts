/**
 * NFS-e Padrão Nacional (Sistema Nacional NFS-e, leiaute 1.01 com IBS/CBS): pacote de schemas,
 * DPS, chave de acesso, assinatura e compactação.
 */
export * from './schema.ts';
export * from './chave.ts';
export * from './dps.ts';
export * from './assinatura.ts';
export { NfseDadosError, NS_NFSE, VERSAO_LEIAUTE_NFSE } from './xml-util.ts';
