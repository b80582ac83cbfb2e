/**
 * verificadorComCache (auth/plugin.ts): o mesmo texto de token é verificado uma vez e reaproveitado só
 * entre o seu nbf e o seu exp; fora disso, ou com outro texto, a verificação completa roda de novo, e o
 * que ela recusa nunca entra no cache.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS_VERIFICADOS_EM_CACHE, verificadorComCache } from '../../../src/server/auth/plugin.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A stand-in for the HS256 verification: the claims are in the token text, `exp`/`nbf` checked like fast-jwt. */
function verificacao() {
  const chamadas: string[] = [];
  const verify = (token: string) => {
    chamadas.push(token);
    if (token.startsWith('ruim')) throw new Error('assinatura inválida');
    const claims = JSON.parse(token) as { sub: string; sid: string; exp?: number; nbf?: number };
    if (typeof claims.exp === 'number' && Date.now() > claims.exp * 1000) throw new Error('expirado');
    if (typeof claims.nbf === 'number' && Date.now() < claims.nbf * 1000) throw new Error('ainda não vale');
    return claims;
  };
  return { chamadas, verify };
}

describe('verificadorComCache', () => {
  it('verifica um texto uma vez e devolve as mesmas claims até o exp; depois dele, verifica de novo (e recusa)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_800_000_000_000);
    const { chamadas, verify } = verificacao();
    const verificar = verificadorComCache(verify);
    const token = JSON.stringify({ sub: '1', sid: 's', exp: 1_800_000_060 });
    const a = verificar(token);
    expect(verificar(token)).toBe(a);
    expect(chamadas).toHaveLength(1);
    vi.setSystemTime(1_800_000_060_000);
    expect(verificar(token)).toBe(a);
    vi.setSystemTime(1_800_000_060_001);
    expect(() => verificar(token)).toThrow('expirado');
    expect(chamadas).toHaveLength(2);
  });

  it('antes do nbf verifica de novo; o que a verificação recusa não fica guardado', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_800_000_000_000);
    const { chamadas, verify } = verificacao();
    const verificar = verificadorComCache(verify);
    const token = JSON.stringify({ sub: '1', sid: 's', nbf: 1_800_000_000, exp: 1_800_000_600 });
    verificar(token);
    vi.setSystemTime(1_799_999_999_999);
    expect(() => verificar(token)).toThrow('ainda não vale');
    expect(() => verificar('ruim')).toThrow();
    expect(() => verificar('ruim')).toThrow();
    expect(chamadas).toEqual([token, token, 'ruim', 'ruim']);
  });

  it('guarda no máximo TOKENS_VERIFICADOS_EM_CACHE textos, largando o mais antigo', () => {
    const { chamadas, verify } = verificacao();
    const verificar = verificadorComCache(verify);
    const t = (i: number) => JSON.stringify({ sub: String(i), sid: 's' });
    for (let i = 0; i <= TOKENS_VERIFICADOS_EM_CACHE; i++) verificar(t(i));
    verificar(t(TOKENS_VERIFICADOS_EM_CACHE));
    expect(chamadas).toHaveLength(TOKENS_VERIFICADOS_EM_CACHE + 1);
    verificar(t(0));
    expect(chamadas).toHaveLength(TOKENS_VERIFICADOS_EM_CACHE + 2);
  });
});
