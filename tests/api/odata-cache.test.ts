/**
 * OData list pages compiled once per query shape (src/server/odata/cache.ts): the same query string
 * asked by users of two companies, and again, answers each one with their own rows and total, never
 * the rows of whoever asked first (the tenant's values are bound per request; SPEC §7, arquitetura §5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type LoginData } from './helpers.ts';

let s: TestServer;
let loja: LoginData;
let industria: LoginData;
beforeAll(async () => {
  s = await startTestServer();
  loja = await s.login('loja');
  industria = await s.login('industria');
});
afterAll(async () => {
  await s?.close();
});

const cpfs = ['52998224725', '39053344705', '11144477735'];
const incluir = async (token: string, nome: string, cpf: string) => {
  const r = await s.call(token, {
    method: 'POST',
    url: '/v1/cliente/',
    payload: { nome, cpf_cnpj: cpf, cep: '01310-100', logradouro: 'Avenida Paulista', numero: '1', bairro: 'Bela Vista', cidade_id: 3550308, uf: 'SP' },
  });
  expect(r.statusCode, r.body).toBe(201);
};

describe('OData: a mesma consulta por empresas diferentes', () => {
  it('cada usuário recebe só as linhas e o total da sua empresa, na primeira vez e nas seguintes', async () => {
    await incluir(loja.Token, 'Forma Repetida Loja A', cpfs[0]);
    await incluir(loja.Token, 'Forma Repetida Loja B', cpfs[1]);
    await incluir(industria.Token, 'Forma Repetida Industria', cpfs[2]);
    const url = `/OData/Cliente?$filter=${encodeURIComponent("startswith(Nome,'Forma Repetida')")}&$orderby=Nome&$select=nome&$count=true&$top=10`;
    for (let vez = 0; vez < 2; vez++) {
      for (const [quem, nomes] of [
        [loja, ['Forma Repetida Loja A', 'Forma Repetida Loja B']],
        [industria, ['Forma Repetida Industria']],
      ] as const) {
        const r = await s.call(quem.Token, { method: 'GET', url });
        expect(r.statusCode, r.body).toBe(200);
        const body = r.json();
        expect(body.value.map((x: { nome: string }) => x.nome)).toEqual(nomes);
        expect(body['@odata.count']).toBe(nomes.length);
      }
    }
  });

  it('um valor diferente no filtro é outra consulta (não a guardada)', async () => {
    const q = (nome: string) => `/OData/Cliente?$filter=${encodeURIComponent(`Nome eq '${nome}'`)}&$select=nome`;
    const a = await s.call(loja.Token, { method: 'GET', url: q('Forma Repetida Loja A') });
    const b = await s.call(loja.Token, { method: 'GET', url: q('Forma Repetida Loja B') });
    expect(a.json().value.map((x: { nome: string }) => x.nome)).toEqual(['Forma Repetida Loja A']);
    expect(b.json().value.map((x: { nome: string }) => x.nome)).toEqual(['Forma Repetida Loja B']);
  });

  it('uma consulta inválida responde 400 toda vez', async () => {
    const url = `/OData/Cliente?$filter=${encodeURIComponent('NaoExiste eq 1')}`;
    for (let vez = 0; vez < 2; vez++) {
      const r = await s.call(loja.Token, { method: 'GET', url });
      expect(r.statusCode).toBe(400);
    }
  });
});
