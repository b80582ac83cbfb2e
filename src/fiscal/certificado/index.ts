/** Certificado digital A1 (ICP-Brasil): leitura do .pfx, validade e AC de teste (arquitetura §7). */
export * from './erros.ts';
export * from './icp-brasil.ts';
export * from './carregar.ts';
export * from './validade.ts';
export * from './autoridade-teste.ts';
