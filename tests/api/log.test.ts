/**
 * Console do servidor: uma linha curta por requisição (método, URL sem o token
 * do hub, status, ms), legível fora de produção e JSON em produção ou com LOG_FORMAT=json.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/app.ts';
import { logLegivel, opcoesDeLog, urlSemToken } from '../../src/server/http/log.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
});
afterAll(async () => {
  await s?.close();
});

describe('console do servidor', () => {
  it('uma linha por requisição, com status e tempo, sem o token do hub', async () => {
    const linhas: Array<Record<string, unknown>> = [];
    const saida = new Writable({
      write(chunk, _enc, cb) {
        for (const l of String(chunk).split('\n').filter(Boolean)) linhas.push(JSON.parse(l));
        cb();
      },
    });
    const app = await createServer({ config: s.config, db: s.db, registry: s.registry, logger: { level: 'info', stream: saida } });
    try {
      await app.inject({ method: 'GET', url: '/health' });
      await app.inject({ method: 'GET', url: '/hub/negotiate?access_token=segredo123' });
      await app.inject({ method: 'GET', url: '/v1/cliente/1' });
    } finally {
      await app.close();
    }
    const msgs = linhas.map((l) => String(l.msg));
    expect(msgs.filter((m) => /^GET /.test(m))).toHaveLength(3);
    expect(msgs).toContainEqual(expect.stringMatching(/^GET \/health 200 \d+ ms$/));
    expect(msgs).toContainEqual(expect.stringMatching(/^GET \/v1\/cliente\/1 401 \d+ ms$/));
    expect(JSON.stringify(linhas)).not.toContain('segredo123');
    expect(msgs.some((m) => /incoming request|request completed/.test(m))).toBe(false);
  });

  it('legível fora de produção (pino-pretty), JSON em produção ou com LOG_FORMAT=json', async () => {
    expect(logLegivel({ production: false })).toBe(process.env.LOG_FORMAT !== 'json');
    expect(logLegivel({ production: true })).toBe(false);
    const prod = (await opcoesDeLog({ ...s.config, production: true })) as Record<string, unknown>;
    expect(prod.stream).toBeUndefined();
    expect(urlSemToken('/hub?id=1&access_token=abc.def&x=2')).toBe('/hub?id=1&access_token=[oculto]&x=2');
  });
});
