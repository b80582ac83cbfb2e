/**
 * Segredos na trilha de auditoria: campos de senha, CSRT, certificado cifrado e
 * token entram mascarados — o "depois" de uma troca difere do "antes" para a tela marcar a mudança —
 * e campos que só se parecem (o número do CSRT, a chave PIX) ficam como estão.
 */
import { describe, expect, it } from 'vitest';
import { ehSegredo, ocultarSegredos, VALOR_OCULTO, VALOR_OCULTO_NOVO } from '../../src/server/modules/auditoria/registro.ts';

describe('ocultarSegredos', () => {
  it('reconhece os segredos do registro e deixa os parecidos', () => {
    for (const k of ['senha', 'resp_tec_csrt', 'csrt', 'certificado_cifrado', 'certificado_senha_cifrada', 'token', 'api_secret'])
      expect(ehSegredo(k), k).toBe(true);
    for (const k of ['resp_tec_id_csrt', 'chave_pix', 'nome', 'tokenizado']) expect(ehSegredo(k), k).toBe(false);
  });

  it('mascara o valor, mantém null e marca o novo valor de uma troca', () => {
    expect(ocultarSegredos({ nome: 'Ana', senha: 'x'.repeat(12), resp_tec_id_csrt: 1 })).toEqual({ nome: 'Ana', senha: VALOR_OCULTO, resp_tec_id_csrt: 1 });
    expect(ocultarSegredos({ senha: null })).toEqual({ senha: null });
    expect(ocultarSegredos({ resp_tec_csrt: 'G8063VRTNDMO886SFNK5LDUDEI24XJ22YIPO' }, true)).toEqual({ resp_tec_csrt: VALOR_OCULTO_NOVO });
    expect(ocultarSegredos(null)).toBeNull();
  });
});
