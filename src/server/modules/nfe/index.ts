/**
 * Módulo NF-e: transmissão ponta a ponta, eventos (cancelamento, CC-e), inutilização,
 * DANFE, XML e ZIP mensal (routes.ts), runtime fiscal do processo (runtime.ts), reconciliação das
 * notas em transmissão (transmissao.ts). Os certificados de teste da demonstração
 * (certificados-demo.ts) não passam por aqui: são importados sob demanda, fora de produção (main.ts).
 * Ver SPEC §7 "NF-e manager" e arquitetura §7.
 */
export { registerNFeRoutes } from './routes.ts';
export { transmitirNota, reconciliarPendentes, reconciliarNota } from './transmissao.ts';
export { obterRuntimeFiscal, iniciarSimuladorDoServidor, carregarOuCriarAcTeste, diretorioSchemas, type RuntimeFiscal } from './runtime.ts';
