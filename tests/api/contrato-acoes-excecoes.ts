/**
 * Module routes still without a contract (tests/api/contrato-acoes.test.ts). This list only
 * shrinks: declare the route in src/contratos, attach it with acao() and remove its line here.
 */
export const EXCECOES: ReadonlySet<string> = new Set([
  // CORS preflight (@fastify/cors): not an API action
  'OPTIONS *',
]);
