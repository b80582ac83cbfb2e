/**
 * A second cliente with the CPF/CNPJ of another cliente of the same company is
 * not saved silently. POST/PUT answer 409 naming the existing customer and the field `cpf_cnpj`,
 * nothing written, unless the request confirms with `?confirmarDuplicado=true`. Another company's
 * customer with the same document does not count; editing a cliente without changing its document
 * needs no confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type LoginData } from './helpers.ts';

let s: TestServer;
let loja: LoginData;
let emit: number;
beforeAll(async () => {
  s = await startTestServer();
  loja = await s.login('loja');
  emit = loja.User.Emitente.id;
});
afterAll(async () => {
  await s?.close();
});

const corpo = (nome: string, cpf_cnpj: string) => ({
  nome,
  cpf_cnpj,
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade_id: 3550308,
  uf: 'SP',
});
const contar = async (doc: string) =>
  (await s.db.pool.query('SELECT count(*)::int AS n FROM cliente WHERE emitente_id = $1 AND cpf_cnpj = $2', [emit, doc])).rows[0].n;

describe('cliente com CPF/CNPJ já cadastrado', () => {
  it('POST pede confirmação (409 com o cliente existente e o campo) e grava com ?confirmarDuplicado=true', async () => {
    const primeiro = await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', payload: corpo('Mercearia Bom Preço', '529.982.247-25') });
    expect(primeiro.statusCode).toBe(201);
    const id = primeiro.json().Data.id;

    const repetido = await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', payload: corpo('Mercearia Bom Preço Filial', '52998224725') });
    expect(repetido.statusCode).toBe(409);
    const b = repetido.json();
    expect(b.Success).toBe(false);
    expect(b.Message).toBe(`O CPF 529.982.247-25 já está no cadastro do cliente Mercearia Bom Preço (código ${id}). Confirme para gravar mesmo assim.`);
    expect(b.cpf_cnpj).toEqual([b.Message]);
    expect(b.duplicado_id).toEqual([String(id)]);
    expect(await contar('52998224725')).toBe(1);

    const confirmado = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/cliente/?confirmarDuplicado=true',
      payload: corpo('Mercearia Bom Preço Filial', '52998224725'),
    });
    expect(confirmado.statusCode).toBe(201);
    expect(await contar('52998224725')).toBe(2);
  });

  it('PUT que troca o documento para o de outro cliente pede confirmação; alterar sem mexer no documento, não', async () => {
    const a = (await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', payload: corpo('Atacado Serra Azul', '11.222.333/0001-81') })).json().Data;
    const b = (await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', payload: corpo('Distribuidora Vale', '45.723.174/0001-10') })).json().Data;
    expect(a.id && b.id).toBeTruthy();

    const troca = await s.call(loja.Token, { method: 'PUT', url: '/v1/cliente/', payload: { id: b.id, cpf_cnpj: '11222333000181' } });
    expect(troca.statusCode).toBe(409);
    expect(troca.json().Message).toContain('CNPJ 11.222.333/0001-81 já está no cadastro do cliente Atacado Serra Azul');
    expect((await s.db.pool.query('SELECT cpf_cnpj FROM cliente WHERE id = $1', [b.id])).rows[0].cpf_cnpj).toBe('45723174000110');

    const ok = await s.call(loja.Token, { method: 'PUT', url: '/v1/cliente/?confirmarDuplicado=true', payload: { id: b.id, cpf_cnpj: '11222333000181' } });
    expect(ok.statusCode).toBe(200);
    // now both share the document: editing either one without touching it needs no confirmation
    const edicao = await s.call(loja.Token, { method: 'PUT', url: '/v1/cliente/', payload: { id: a.id, cpf_cnpj: '11222333000181', fantasia: 'Serra Azul' } });
    expect(edicao.statusCode).toBe(200);
  });

  it('o mesmo documento em outra empresa não conta', async () => {
    const { rows } = await s.db.pool.query(
      `SELECT c.cpf_cnpj, c.emitente_id FROM cliente c WHERE c.emitente_id <> $1 AND length(c.cpf_cnpj) = 11
          AND NOT EXISTS (SELECT 1 FROM cliente d WHERE d.emitente_id = $1 AND d.cpf_cnpj = c.cpf_cnpj) LIMIT 1`,
      [emit],
    );
    expect(rows[0]).toBeTruthy();
    const r = await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', payload: corpo('Cliente de outra loja', rows[0].cpf_cnpj) });
    expect(r.statusCode).toBe(201);
  });
});
