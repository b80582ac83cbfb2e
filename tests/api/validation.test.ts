/**
 * Bad input gets HTTP 400 with a clear pt-BR message and nothing is written ("Done
 * when"): malformed JSON, wrong types, invalid CPF/CNPJ, child-list paths, unknown OData
 * property, unbalanced quotes, SQL injection attempts, $top above the cap. No stack trace or SQL
 * ever reaches a response.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type LoginData } from './helpers.ts';

let s: TestServer;
let loja: LoginData;
const count = async () => Number((await s.db.pool.query('SELECT count(*) FROM cliente')).rows[0].count);
const valido = { nome: 'Cliente Válido', cpf_cnpj: '52998224725', tipo_pessoa: 'F', ind_ie_dest: 9 };

beforeAll(async () => {
  s = await startTestServer();
  loja = await s.login('loja');
});
afterAll(async () => {
  await s?.close();
});

function noLeak(body: string) {
  expect(body).not.toMatch(/\bat .*\.ts:\d+|stack|SELECT |INSERT |syntax error at|relation "/i);
}

describe('REST: entrada inválida', () => {
  it('JSON malformado', async () => {
    const before = await count();
    const res = await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', headers: { 'content-type': 'application/json' }, payload: '{"nome": "x",' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Success: false, Message: 'JSON inválido no corpo da requisição.' });
    noLeak(res.body);
    expect(await count()).toBe(before);
  });

  it('tipos errados geram erro por campo', async () => {
    const before = await count();
    const res = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/cliente/',
      payload: { ...valido, nome: 123, ind_ie_dest: 'nove', limite_credito: 'muito' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.nome).toEqual(['Deve ser um texto']);
    expect(body.ind_ie_dest[0]).toMatch(/número inteiro|Valor inválido/);
    expect(body.limite_credito).toEqual(['Deve ser um número']);
    expect(await count()).toBe(before);
  });

  it('CPF e CNPJ inválidos', async () => {
    const before = await count();
    for (const doc of ['123.456.789-00', '111.111.111-11', '11.222.333/0001-82', '12345']) {
      const res = await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', payload: { ...valido, cpf_cnpj: doc } });
      expect(res.statusCode).toBe(400);
      expect(res.json().cpf_cnpj).toEqual(['CPF/CNPJ inválido']);
      expect(res.json().Message).toBe('CPF/CNPJ: CPF/CNPJ inválido');
    }
    expect(await count()).toBe(before);
  });

  it('aceita CNPJ alfanumérico válido (NT 2025.001) e grava sem máscara', async () => {
    const res = await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', payload: { ...valido, tipo_pessoa: 'J', cpf_cnpj: '12.ABC.345/01DE-35' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().Data.cpf_cnpj).toBe('12ABC34501DE35');
  });

  it('erros de listas filhas vêm com o caminho [n] e nada é gravado (nem o registro pai)', async () => {
    const before = await count();
    const res = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/cliente/',
      payload: { ...valido, Email: [{ email: 'ok@ok.com.br' }, { email: 'não-é-email' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()['Email[1].email']).toEqual(['E-mail inválido']);
    expect(await count()).toBe(before);
  });

  it('campo obrigatório, campo desconhecido e casas decimais', async () => {
    const res = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/cliente/',
      payload: { cpf_cnpj: '52998224725', tipo_pessoa: 'F', ind_ie_dest: 9, hacker: 1, limite_credito: 10.123 },
    });
    expect(res.statusCode).toBe(400);
    const b = res.json();
    expect(b.nome).toEqual(['Campo obrigatório']);
    expect(b.hacker).toEqual(['Campo desconhecido']);
    expect(b.limite_credito).toEqual(['Use no máximo 2 casas decimais']);
  });

  it('falha no meio da gravação desfaz tudo (município inexistente)', async () => {
    const before = await count();
    const res = await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', payload: { ...valido, cidade_id: 9999999, Email: [{ email: 'a@b.com.br' }] } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().cidade_id, res.body).toBeDefined();
    noLeak(res.body);
    expect(await count()).toBe(before);
  });

  it('id inválido na rota', async () => {
    const res = await s.call(loja.Token, { method: 'GET', url: '/v1/cliente/1;drop table cliente' });
    expect(res.statusCode).toBe(400);
  });
});

describe('OData: consulta inválida', () => {
  const odata = (q: string) => s.call(loja.Token, { method: 'GET', url: `/OData/Cliente?${q}` });

  it('propriedade desconhecida', async () => {
    const res = await odata('$filter=' + encodeURIComponent("senha eq 'x'"));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/senha/);
    expect(res.json().error.message).toMatch(/não existe/);
  });

  it('aspas desbalanceadas', async () => {
    const res = await odata('$filter=' + encodeURIComponent("nome eq 'abc"));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
    noLeak(res.body);
  });

  it("'; drop table: literal vira parâmetro e a tabela continua intacta", async () => {
    const before = await count();
    const ok = await odata('$filter=' + encodeURIComponent("nome eq '''; drop table cliente; --'") + '&$count=true');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()['@odata.count']).toBe(0);
    for (const q of ["nome eq 'x'; drop table cliente; --", "nome eq ''; drop table cliente; --'"]) {
      const bad = await odata('$filter=' + encodeURIComponent(q));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/Filtro inválido/);
    }
    expect(await count()).toBe(before);
  });

  it('$top acima do limite', async () => {
    const res = await odata('$top=100000000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/1000/);
  });

  it('filtro, ordenação, contagem, seleção e busca funcionam juntos', async () => {
    const res = await odata(
      '$filter=' + encodeURIComponent("tipo_pessoa eq 'J' and ativo eq true") + '&$orderby=Nome desc&$top=5&$skip=1&$count=true&$select=Id,Nome,cpf_cnpj',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['@odata.context']).toMatch(/\$metadata#Cliente$/);
    expect(body.value).toHaveLength(5);
    expect(Object.keys(body.value[0]).sort()).toEqual(['cpf_cnpj', 'id', 'nome']);
    const nomes = body.value.map((v: { nome: string }) => v.nome);
    expect([...nomes].sort((a, b) => b.localeCompare(a, 'pt-BR', { sensitivity: 'base' }))).toHaveLength(5);
    expect(body['@odata.count']).toBeGreaterThan(5);
    expect(body.value.every((v: { cpf_cnpj: string }) => v.cpf_cnpj.length === 14)).toBe(true);
  });
});
