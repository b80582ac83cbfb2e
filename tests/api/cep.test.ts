/**
 * GET /v1/cep/{cep} (SPEC §7 "Extras") without the internet: the online lookup is pointed at a fake
 * ViaCEP on a loopback port (mapping, "not found", errors and a time-out fall back offline), and
 * with CEP_API_URL=off only the offline table of Correios ranges answers (UF, capital).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './helpers.ts';
import { DEFAULT_CEP_API_URL, loadConfig } from '../../src/server/config.ts';
import { FAIXAS_CAPITAIS, FAIXAS_UF, ufDoCep } from '../../src/server/modules/cep/faixas.ts';

const VIACEP_SE = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  unidade: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};

let fake: Server;
const pedidos: string[] = [];
let online: TestServer;
let offline: TestServer;

beforeAll(async () => {
  fake = createServer((req, res) => {
    pedidos.push(req.url ?? '');
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1];
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (cep === '01001000') return json(200, VIACEP_SE);
    if (cep === '01311999') return json(200, { erro: 'true' });
    if (cep === '20040999') return json(500, { message: 'falha' });
    if (cep === '80010999') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>não é JSON</html>');
    }
    if (cep === '30130999') return; // never answers: the 2.5 s time-out must kick in
    return json(200, { erro: true });
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  const port = (fake.address() as AddressInfo).port;
  [online, offline] = await Promise.all([
    startTestServer({ cepApiUrl: `http://127.0.0.1:${port}/ws/{cep}/json/`, demoSize: 1 }),
    startTestServer({ cepApiUrl: null, demoSize: 1 }),
  ]);
});
afterAll(async () => {
  await online?.close();
  await offline?.close();
  fake.closeAllConnections();
  await new Promise((ok) => fake.close(ok));
});

const cep = (s: TestServer, c: string, remoteAddress = '10.0.0.1') => s.app.inject({ method: 'GET', url: `/v1/cep/${c}`, remoteAddress });

describe('consulta online (ViaCEP falso)', () => {
  it('mapeia a resposta do ViaCEP, sem autenticação', async () => {
    const res = await cep(online, '01001-000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Success: true,
      Message: null,
      Data: { cep: '01001000', logradouro: 'Praça da Sé', bairro: 'Sé', cidade_id: 3550308, cidade: 'São Paulo', uf: 'SP', fonte: 'viacep' },
    });
    expect(pedidos).toContain('/ws/01001000/json/');
  });

  it('CEP que o ViaCEP não conhece, erro HTTP ou resposta estranha caem na tabela offline', async () => {
    const naoExiste = (await cep(online, '01311999')).json().Data;
    expect(naoExiste).toEqual({ cep: '01311999', logradouro: null, bairro: null, cidade_id: 3550308, cidade: 'São Paulo', uf: 'SP', fonte: 'offline' });
    expect((await cep(online, '20040999')).json().Data).toMatchObject({ uf: 'RJ', cidade_id: 3304557, cidade: 'Rio de Janeiro', fonte: 'offline' });
    expect((await cep(online, '80010999')).json().Data).toMatchObject({ uf: 'PR', cidade_id: 4106902, cidade: 'Curitiba', fonte: 'offline' });
  });

  it('desiste do serviço lento em 2,5 s e responde offline', async () => {
    const t0 = Date.now();
    const res = await cep(online, '30130999');
    const ms = Date.now() - t0;
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ uf: 'MG', cidade_id: 3106200, cidade: 'Belo Horizonte', fonte: 'offline' });
    expect(ms).toBeGreaterThanOrEqual(2400);
    expect(ms).toBeLessThan(6000);
  });
});

describe('tabela offline (CEP_API_URL=off)', () => {
  it('CEP_API_URL=off desliga a consulta online; sem a variável vale o ViaCEP', () => {
    const antes = process.env.CEP_API_URL;
    try {
      process.env.CEP_API_URL = 'off';
      expect(loadConfig({ jwtSecret: 'x' }).cepApiUrl).toBeNull();
      delete process.env.CEP_API_URL;
      expect(loadConfig({ jwtSecret: 'x' }).cepApiUrl).toBe(DEFAULT_CEP_API_URL);
      process.env.CEP_API_URL = 'ftp://x';
      expect(() => loadConfig({ jwtSecret: 'x' })).toThrow(/CEP_API_URL/);
    } finally {
      if (antes === undefined) delete process.env.CEP_API_URL;
      else process.env.CEP_API_URL = antes;
    }
  });

  it.each([
    ['30130-010', { uf: 'MG', cidade_id: 3106200, cidade: 'Belo Horizonte' }],
    ['35160-294', { uf: 'MG', cidade_id: null, cidade: null }],
    ['70040-010', { uf: 'DF', cidade_id: 5300108, cidade: 'Brasília' }],
    ['73700-000', { uf: 'GO', cidade_id: null, cidade: null }],
    ['69301-000', { uf: 'RR', cidade_id: 1400100, cidade: 'Boa Vista' }],
    ['69400-000', { uf: 'AM', cidade_id: null, cidade: null }],
    ['08400-000', { uf: 'SP', cidade_id: 3550308, cidade: 'São Paulo' }],
    ['13035-680', { uf: 'SP', cidade_id: null, cidade: null }],
    ['90010-000', { uf: 'RS', cidade_id: 4314902, cidade: 'Porto Alegre' }],
  ])('%s -> UF e, na faixa da capital, o município', async (c, esperado) => {
    const res = await cep(offline, c);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ cep: c.replace('-', ''), logradouro: null, bairro: null, fonte: 'offline', ...esperado });
  });

  it('CEP fora de qualquer faixa: 404 "CEP não encontrado"', async () => {
    const res = await cep(offline, '00999-999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Success: false, Message: 'CEP não encontrado', Data: null });
  });

  it.each(['123', '1234567a', '00000000', '123456789', '12.345-67'])('CEP inválido %s: 400', async (c) => {
    const res = await cep(offline, encodeURIComponent(c));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Success: false, Message: 'CEP inválido', cep: ['CEP inválido'] });
  });

  it('limita a 60 consultas por minuto por IP', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 60; i++) expect((await cep(offline, '01001000', ip)).statusCode).toBe(200);
    const res = await cep(offline, '01001000', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().Success).toBe(false);
    expect((await cep(offline, '01001000', '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('tabela de faixas', () => {
  it('cobre as 27 UFs sem sobreposição e cada capital está dentro da faixa da sua UF', () => {
    expect(new Set(FAIXAS_UF.map((f) => f.uf)).size).toBe(27);
    const ord = [...FAIXAS_UF].sort((a, b) => a.de - b.de);
    for (let i = 1; i < ord.length; i++) expect(ord[i].de).toBeGreaterThan(ord[i - 1].ate);
    expect(new Set(FAIXAS_CAPITAIS.map((f) => f.uf)).size).toBe(27);
    for (const c of FAIXAS_CAPITAIS) {
      expect(c.de).toBeLessThanOrEqual(c.ate);
      expect(ufDoCep(String(c.de).padStart(8, '0')), c.nome).toBe(c.uf);
      expect(ufDoCep(String(c.ate).padStart(8, '0')), c.nome).toBe(c.uf);
    }
  });

  it('os códigos IBGE das capitais existem na tabela de municípios, com o nome e a UF certos', async () => {
    const ids = [...new Set(FAIXAS_CAPITAIS.map((c) => c.cidade_id))];
    const { rows } = await offline.db.pool.query('SELECT id, nome, uf, capital FROM cidade WHERE id = ANY($1)', [ids]);
    expect(rows).toHaveLength(27);
    for (const c of FAIXAS_CAPITAIS) {
      const r = rows.find((x) => x.id === c.cidade_id);
      expect(r, c.nome).toMatchObject({ nome: c.nome, uf: c.uf, capital: true });
    }
  });
});
