/**
 * Consultas salvas das listas (consultaAvancada): gravar, listar, substituir pelo
 * mesmo nome e excluir; por usuário (outro usuário da mesma empresa não vê) e por empresa (RLS);
 * 403 sem permissão de consultar a lista; 400 nomeando o campo sem gravar nada.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;
let caixa: string;
let industria: string;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  industria = (await s.login('industria')).Token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const listar = async (token: string, lista = 'cliente') => s.call(token, { method: 'GET', url: `/v1/ConsultaAvancada?lista=${lista}` });
const salvar = (token: string, payload: object) => s.call(token, { method: 'POST', url: '/v1/ConsultaAvancada/', payload });

describe('consultas salvas', () => {
  let id = 0;
  it('grava, lista e substitui pelo mesmo nome', async () => {
    const r = await salvar(loja, { lista: 'cliente', nome: 'Clientes de SP', filtros: { q: 'silva', uf: 'SP' } });
    expect(r.statusCode).toBe(201);
    id = r.json().Data.id;
    const d = (await listar(loja)).json().Data;
    expect(d).toEqual([{ id, nome: 'Clientes de SP', filtros: { q: 'silva', uf: 'SP' } }]);
    const r2 = await salvar(loja, { lista: 'cliente', nome: 'clientes de sp', filtros: { uf: 'RJ', ativo: true } });
    expect(r2.statusCode).toBe(200);
    expect(r2.json().Data.id).toBe(id);
    expect((await listar(loja)).json().Data[0].filtros).toEqual({ uf: 'RJ', ativo: true });
    expect((await listar(loja, 'produto')).json().Data).toEqual([]);
  });

  it('por usuário e por empresa', async () => {
    expect((await listar(caixa)).json().Data).toEqual([]);
    expect((await listar(industria)).json().Data).toEqual([]);
    expect((await s.call(caixa, { method: 'DELETE', url: `/v1/ConsultaAvancada/${id}` })).statusCode).toBe(404);
    expect((await s.call(industria, { method: 'DELETE', url: `/v1/ConsultaAvancada/${id}` })).statusCode).toBe(404);
    expect((await listar(loja)).json().Data).toHaveLength(1);
  });

  it('sem permissão de consultar a lista: 403', async () => {
    const r = await listar(caixa, 'produto');
    expect(r.statusCode).toBe(403);
    expect((await salvar(caixa, { lista: 'produto', nome: 'x', filtros: {} })).statusCode).toBe(403);
  });

  it('entrada inválida: 400 nomeando o campo, nada gravado', async () => {
    expect((await salvar(loja, { lista: 'naoExiste', nome: 'x', filtros: {} })).json().Message).toMatch(/lista/);
    expect((await salvar(loja, { lista: 'cliente', nome: ' ', filtros: {} })).json().Message).toMatch(/nome/);
    expect((await salvar(loja, { lista: 'cliente', nome: 'a'.repeat(61), filtros: {} })).statusCode).toBe(400);
    expect((await salvar(loja, { lista: 'cliente', nome: 'x', filtros: [1] })).json().Message).toMatch(/filtros/);
    expect((await salvar(loja, { lista: 'cliente', nome: 'x', filtros: { a: { b: 1 } } })).json().Message).toMatch(/"a"/);
    expect((await salvar(loja, { lista: 'cliente', nome: 'x', filtros: { q: 'x'.repeat(4100) } })).statusCode).toBe(400);
    expect((await listar(loja)).json().Data).toHaveLength(1);
  });

  it('exclui', async () => {
    expect((await s.call(loja, { method: 'DELETE', url: `/v1/ConsultaAvancada/${id}` })).statusCode).toBe(200);
    expect((await listar(loja)).json().Data).toEqual([]);
  });
});
