/**
 * `GET /v1/cnpj/{cnpj}` against a local fake provider on loopback (BrasilAPI format and ReceitaWS
 * format): mapping, cache (the provider is asked once), alphanumeric CNPJ, not found, provider
 * down (503 with a clear message, or the old cached answer marked out of date), invalid input.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '../../src/domain/index.ts';
import { CNPJ_INDISPONIVEL } from '../../src/server/modules/cnpj/consulta.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const ALFA = `12ABC34501DE${cnpjCheckDigits('12ABC34501DE')}`;
const BRASILAPI = {
  cnpj: '11222333000181',
  razao_social: 'OFICINA DO ZE LTDA',
  nome_fantasia: 'OFICINA DO ZE',
  email: 'CONTATO@OFICINADOZE.COM.BR',
  ddd_telefone_1: '1133334444',
  descricao_tipo_de_logradouro: 'AVENIDA',
  logradouro: 'PAULISTA',
  numero: '1578',
  complemento: 'ANDAR 2',
  bairro: 'BELA VISTA',
  cep: '01310200',
  municipio: 'SAO PAULO',
  codigo_municipio_ibge: 3550308,
  uf: 'SP',
  cnae_fiscal: 4520001,
  descricao_situacao_cadastral: 'ATIVA',
};

let fake: Server;
let pedidos: string[] = [];
let foraDoAr = false;
let api: TestServer;
let receitaWs: TestServer;
let semCache: TestServer;

beforeAll(async () => {
  fake = createServer((req, res) => {
    pedidos.push(req.url ?? '');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (foraDoAr) return json(502, { message: 'bad gateway' });
    const [, formato, cnpj] = /^\/(brasilapi|receitaws)\/([0-9A-Z]{14})$/.exec(req.url ?? '') ?? [];
    if (formato === 'receitaws') {
      if (cnpj !== '11222333000181') return json(200, { status: 'ERROR', message: 'CNPJ rejeitado pela Receita Federal' });
      return json(200, {
        status: 'OK',
        cnpj: '11.222.333/0001-81',
        nome: 'OFICINA DO ZE LTDA',
        fantasia: 'OFICINA DO ZE',
        telefone: '(11) 3333-4444 / (11) 5555-6666',
        municipio: 'SAO PAULO',
        uf: 'SP',
        cep: '01.310-200',
        situacao: 'ATIVA',
        atividade_principal: [{ code: '45.20-0-01', text: 'Serviços de manutenção' }],
      });
    }
    if (cnpj === '11222333000181') return json(200, BRASILAPI);
    if (cnpj === ALFA) return json(200, { ...BRASILAPI, cnpj: ALFA, razao_social: 'EMPRESA ALFANUMERICA SA' });
    return json(404, { message: 'CNPJ 00000000000000 não encontrado.' });
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  const port = (fake.address() as AddressInfo).port;
  [api, receitaWs, semCache] = await Promise.all([
    startTestServer({ cnpjApiUrl: `http://127.0.0.1:${port}/brasilapi/{cnpj}`, demoSize: 1 }),
    startTestServer({ cnpjApiUrl: `http://127.0.0.1:${port}/receitaws/{cnpj}`, demoSize: 1 }),
    startTestServer({ cnpjApiUrl: `http://127.0.0.1:${port}/brasilapi/{cnpj}`, cnpjCacheDias: 0, demoSize: 1 }),
  ]);
});
afterAll(async () => {
  await Promise.all([api?.close(), receitaWs?.close(), semCache?.close()]);
  fake.closeAllConnections();
  await new Promise((ok) => fake.close(ok));
});

const consultar = (s: TestServer, cnpj: string) => s.app.inject({ method: 'GET', url: `/v1/cnpj/${encodeURIComponent(cnpj)}`, remoteAddress: '10.0.0.2' });

describe('consulta de CNPJ', () => {
  it('traz os dados do provedor e depois responde do cache sem perguntar de novo', async () => {
    pedidos = [];
    const r1 = await consultar(api, '11.222.333/0001-81');
    expect(r1.statusCode).toBe(200);
    expect(r1.json().Data).toMatchObject({ razao_social: 'OFICINA DO ZE LTDA', codigo_municipio_ibge: 3550308, cnae_fiscal: '4520001', fonte: 'online' });
    expect(r1.json().Data.email).toBe('contato@oficinadoze.com.br');
    const r2 = await consultar(api, '11222333000181');
    expect(r2.json().Data).toMatchObject({ razao_social: 'OFICINA DO ZE LTDA', fonte: 'cache', desatualizado: false });
    expect(pedidos).toEqual(['/brasilapi/11222333000181']);
  });

  it('aceita o CNPJ alfanumérico', async () => {
    const r = await consultar(api, ALFA.toLowerCase());
    expect(r.statusCode).toBe(200);
    expect(r.json().Data).toMatchObject({ cnpj: ALFA, razao_social: 'EMPRESA ALFANUMERICA SA' });
  });

  it('lê o formato da ReceitaWS', async () => {
    const r = await consultar(receitaWs, '11222333000181');
    expect(r.json().Data).toMatchObject({
      razao_social: 'OFICINA DO ZE LTDA',
      nome_fantasia: 'OFICINA DO ZE',
      ddd_telefone_1: '1133334444',
      cep: '01310200',
      cnae_fiscal: '4520001',
      descricao_situacao_cadastral: 'ATIVA',
    });
    const rejeitado = await consultar(receitaWs, '11444777000161');
    expect(rejeitado.statusCode).toBe(404);
  });

  it('CNPJ inexistente: 404 com mensagem clara', async () => {
    const r = await consultar(api, '11444777000161');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ Success: false, Message: 'CNPJ não encontrado na Receita Federal' });
  });

  it('CNPJ com dígito errado: 400 nomeando o campo, sem perguntar ao provedor', async () => {
    pedidos = [];
    const r = await consultar(api, '11222333000182');
    expect(r.statusCode).toBe(400);
    expect(r.json().Message).toBe('CNPJ inválido');
    expect(JSON.stringify(r.json())).toContain('cnpj');
    expect(pedidos).toEqual([]);
  });

  it('provedor fora do ar: a última consulta guardada (marcada desatualizada) ou 503 com mensagem clara', async () => {
    const antes = await consultar(semCache, '11222333000181');
    expect(antes.json().Data.fonte).toBe('online');
    foraDoAr = true;
    try {
      const velho = await consultar(semCache, '11222333000181');
      expect(velho.statusCode).toBe(200);
      expect(velho.json().Data).toMatchObject({ razao_social: 'OFICINA DO ZE LTDA', fonte: 'cache', desatualizado: true });
      const nunca = await consultar(semCache, ALFA);
      expect(nunca.statusCode).toBe(503);
      expect(nunca.json().Message).toBe(CNPJ_INDISPONIVEL);
    } finally {
      foraDoAr = false;
    }
  });
});
