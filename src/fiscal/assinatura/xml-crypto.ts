/**
 * xml-crypto (CommonJS, com @xmldom/xmldom e xpath) lido do node_modules na primeira assinatura ou
 * verificação XMLDSig, não na partida do servidor (bench/startup): fora do bundle, carregado de forma
 * síncrona (assinarXml e verificarAssinatura são síncronas).
 */
import { createRequire } from 'node:module';
import type * as XmlCrypto from 'xml-crypto';

const requerer = createRequire(import.meta.url);
let modulo: typeof XmlCrypto | null = null;

/** O módulo xml-crypto (carregado na primeira chamada). */
export function xmlCrypto(): typeof XmlCrypto {
  modulo ??= requerer('xml-crypto') as typeof XmlCrypto;
  return modulo;
}
