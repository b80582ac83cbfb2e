/**
 * Code generator (`POST /v1/Generator/UpdateGeneratorTabela?tabela=`, modules/generator): the first
 * call starts after the highest numeric product code; 20 concurrent calls get 20 different codes in
 * sequence; prefix and digits shape the code; a code typed by hand is skipped; bad table -> 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 1 });
  token = (await s.login('loja')).Token;
});
afterAll(async () => {
  await s?.close();
});

const gerar = (tabela = 'produto') => s.call(token, { method: 'POST', url: `/v1/Generator/UpdateGeneratorTabela?tabela=${tabela}` });
const maiorCodigoNumerico = async () =>
  Number(
    (
      await s.db.pool.query(
        `SELECT coalesce(max(codigo::bigint) FILTER (WHERE codigo ~ '^[0-9]{1,9}$'), 0) AS m FROM produto
          WHERE emitente_id = (SELECT emitente_id FROM usuario WHERE login = 'loja')`,
      )
    ).rows[0].m,
  );

describe('gerador de códigos', () => {
  it('começa depois do maior código numérico e não repete sob concorrência', async () => {
    const maior = await maiorCodigoNumerico();
    const r = await Promise.all(Array.from({ length: 20 }, () => gerar()));
    expect(r.map((x) => x.statusCode)).toEqual(Array(20).fill(200));
    const valores = r.map((x) => x.json().Data.valor as number).sort((a, b) => a - b);
    expect(valores).toEqual(Array.from({ length: 20 }, (_, i) => maior + 1 + i));
    expect(r[0].json().Data.codigo).toMatch(/^\d{6,}$/);
  });

  it('usa prefixo e dígitos do cadastro do gerador e pula um código já digitado', async () => {
    const { rows } = await s.db.pool.query(`SELECT id, emitente_id, proximo_valor FROM generator WHERE tabela = 'produto'`);
    const g = rows[0];
    const put = await s.call(token, {
      method: 'PUT',
      url: '/v1/generator/',
      payload: { id: g.id, tabela: 'produto', prefixo: 'PRD-', digitos: 4, proximo_valor: 7, ativo: true },
    });
    expect(put.statusCode).toBe(200);
    // PRD-0007 já existe (digitado à mão): a reserva passa para PRD-0008
    await s.db.pool.query(
      `INSERT INTO produto (emitente_id, codigo, descricao, unidade) SELECT emitente_id, 'PRD-0007', 'Digitado à mão', 'UN' FROM usuario WHERE login = 'loja'`,
    );
    const r = await gerar();
    expect(r.json().Data).toMatchObject({ tabela: 'produto', valor: 8, codigo: 'PRD-0008' });
    expect((await gerar()).json().Data.codigo).toBe('PRD-0009');
  });

  it('tabela sem gerador: 400 nomeando o campo; sem sessão: 401', async () => {
    const r = await gerar('cliente');
    expect(r.statusCode).toBe(400);
    expect(r.json().tabela[0]).toContain('produto');
    expect((await s.call(null, { method: 'POST', url: '/v1/Generator/UpdateGeneratorTabela?tabela=produto' })).statusCode).toBe(401);
  });
});
