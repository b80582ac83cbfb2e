/** Chamadas à SEFAZ dentro de uma rota: a falha vira o erro HTTP do envelope (envelope.ts). */
import { SefazError } from '../../fiscal/sefaz/transporte.ts';
import { mensagemFalhaSefaz } from '../../fiscal/sefaz/mensagem-falha.ts';
import { ApiError } from './envelope.ts';

/**
 * Roda uma chamada à SEFAZ numa rota: falha de validação -> 400 com a mensagem; outra falha de
 * comunicação -> 502 com a mensagem pt-BR de {@link mensagemFalhaSefaz}, sem detalhes internos.
 */
export async function sefaz<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof SefazError)
      throw new ApiError(e.codigo === 'validacao' ? 400 : 502, e.codigo === 'validacao' ? e.message : `${mensagemFalhaSefaz(e)} Tente novamente.`);
    throw e;
  }
}
