/**
 * Background work of a start (src/server/http/apos-partida.ts): deferred from `onListen` until the
 * server has answered its first request, or APOS_PARTIDA_MS after listen without requests; run in
 * order; never after close.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { aposPartida } from '../../src/server/http/apos-partida.ts';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
  delete process.env.APOS_PARTIDA_MS;
});

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server whose onListen hook defers two tasks that record their order. */
async function servidor(feito: string[]): Promise<string> {
  app = Fastify({ logger: false });
  const a = app;
  a.get('/health', async () => ({ ok: true }));
  a.addHook('onListen', async () => {
    aposPartida(a, 'primeira', async () => {
      await espera(500);
      feito.push('primeira');
    });
    aposPartida(a, 'segunda', () => {
      feito.push('segunda');
    });
  });
  return a.listen({ port: 0, host: '127.0.0.1' });
}

describe('trabalho em segundo plano da partida', () => {
  it('começa depois da primeira resposta, na ordem em que foi adiado', async () => {
    process.env.APOS_PARTIDA_MS = '60000';
    const feito: string[] = [];
    const base = await servidor(feito);
    await espera(100);
    expect(feito).toEqual([]); // sem requisição, nada começou
    const r = await fetch(`${base}/health`);
    expect(r.status).toBe(200);
    expect(feito).toEqual([]); // a resposta saiu antes
    for (let i = 0; i < 300 && feito.length < 2; i++) await espera(10);
    expect(feito).toEqual(['primeira', 'segunda']);
  });

  it('sem nenhuma requisição, começa APOS_PARTIDA_MS depois do listen', async () => {
    process.env.APOS_PARTIDA_MS = '150';
    const feito: string[] = [];
    await servidor(feito);
    await espera(50);
    expect(feito).toEqual([]);
    for (let i = 0; i < 300 && feito.length < 2; i++) await espera(10);
    expect(feito).toEqual(['primeira', 'segunda']);
  });

  it('não roda depois de fechado o servidor', async () => {
    process.env.APOS_PARTIDA_MS = '100';
    const feito: string[] = [];
    await servidor(feito);
    await app?.close();
    app = null;
    await espera(300);
    expect(feito).toEqual([]);
  });
});
