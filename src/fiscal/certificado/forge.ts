/**
 * node-forge (CommonJS, ~0,6 MB) lido do node_modules na primeira leitura de certificado, assinatura
 * de teste ou verificação, não na partida do servidor (bench/startup): fora do bundle, carregado de forma
 * síncrona (as funções que o usam são síncronas). Os tipos vêm de `import type forge from 'node-forge'`.
 */
import { createRequire } from 'node:module';
import type forge from 'node-forge';

const requerer = createRequire(import.meta.url);
let modulo: typeof forge | null = null;

/** O módulo node-forge (carregado na primeira chamada). */
export function nodeForge(): typeof forge {
  modulo ??= requerer('node-forge') as typeof forge;
  return modulo;
}
