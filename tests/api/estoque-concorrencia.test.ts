/**
 * Razão de estoque sob concorrência ("Done when"): 100 saídas simultâneas de 1 unidade
 * disputando as 10 últimas unidades, com a política `bloquear` -> exatamente 10 aceitas, 90 recusadas
 * com 400 "Estoque insuficiente", o saldo nunca negativo (nem em nenhuma linha do razão) e razão =
 * saldo. Em PostgreSQL (TEST_DATABASE_URL) as requisições correm de fato em paralelo no pool; no
 * PGlite elas se enfileiram na única conexão.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;
let emit = 0;
let produto = 0;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  const criado = await s.call(loja, {
    method: 'POST',
    url: '/v1/produto/',
    payload: { codigo: 'CONC-1', descricao: 'Caneca esmaltada 350 ml', unidade: 'UN', ncm: '73239900', preco_venda: 39.9 },
  });
  expect(criado.statusCode, criado.body).toBe(201);
  produto = criado.json().Data.id;
});
afterAll(async () => {
  await s?.close();
});

const lancar = (payload: Record<string, unknown>) => s.call(loja, { method: 'POST', url: '/v1/estoqueMovimentacao/Lancar', payload });

describe('saídas concorrentes com política bloquear', () => {
  it('100 saídas das 10 últimas unidades: exatamente 10 passam, saldo nunca negativo, razão = saldo', async () => {
    const cfg = (await s.db.pool.query('SELECT id FROM configuracao WHERE emitente_id = $1', [emit])).rows[0].id;
    const put = await s.call(loja, { method: 'PUT', url: '/v1/configuracao/', payload: { id: cfg, politica_estoque_negativo: 'bloquear' } });
    expect(put.statusCode, put.body).toBe(200);

    const entrada = await lancar({ produto_id: produto, operacao: 'compra', quantidade: 10, custo_unitario: 12.5 });
    expect(entrada.statusCode, entrada.body).toBe(200);

    const rs = await Promise.all(Array.from({ length: 100 }, () => lancar({ produto_id: produto, operacao: 'perda', quantidade: -1, observacao: 'quebra' })));
    const aceitas = rs.filter((r) => r.statusCode === 200);
    const recusadas = rs.filter((r) => r.statusCode !== 200);
    expect(aceitas.length).toBe(10);
    expect(recusadas.length).toBe(90);
    for (const r of recusadas) {
      expect(r.statusCode).toBe(400);
      expect(r.json().Message).toMatch(/Estoque insuficiente de "Caneca esmaltada 350 ml"/);
      expect(r.json().quantidade).toBeDefined();
    }
    // cada saída aceita viu um saldo diferente: 9, 8, ..., 0
    const saldos = aceitas.map((r) => Number(r.json().Data.movimentos[0].saldo)).sort((a, b) => a - b);
    expect(saldos).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const { rows: razao } = await s.db.pool.query(
      'SELECT quantidade::float8 AS q, saldo_apos::float8 AS saldo, custo_unitario::text AS custo FROM estoque_movimentacao WHERE emitente_id = $1 AND produto_id = $2 ORDER BY id',
      [emit, produto],
    );
    expect(razao.length).toBe(11);
    expect(razao.every((m) => m.saldo >= 0)).toBe(true);
    expect(razao.slice(1).every((m) => m.custo === '12.5000')).toBe(true); // saídas pelo custo médio
    const { rows: saldo } = await s.db.pool.query('SELECT quantidade::text FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produto]);
    expect(saldo).toEqual([{ quantidade: '0.0000' }]);

    const conf = await s.call(loja, { method: 'GET', url: '/v1/estoque/Conferir' });
    expect(conf.statusCode, conf.body).toBe(200);
    expect(conf.json().Data).toEqual({ confere: true, divergencias: [] });
  });

  it('transferências opostas simultâneas do mesmo produto: nenhuma trava a outra (sem erro 500), total preservado', async () => {
    const dep = await s.call(loja, { method: 'POST', url: '/v1/tipoEstoque/', payload: { descricao: 'Depósito concorrência' } });
    expect(dep.statusCode, dep.body).toBe(201);
    const loc = (await s.db.pool.query('SELECT id FROM tipo_estoque WHERE emitente_id = $1 AND padrao', [emit])).rows[0].id;
    const outro = dep.json().Data.id;
    await lancar({ produto_id: produto, operacao: 'compra', quantidade: 20, custo_unitario: 12.5 });
    await lancar({ produto_id: produto, operacao: 'compra', quantidade: 20, custo_unitario: 12.5, tipo_estoque_id: outro });
    const rs = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        s.call(loja, {
          method: 'POST',
          url: '/v1/estoque/Transferir',
          payload: { produto_id: produto, origem_id: i % 2 ? loc : outro, destino_id: i % 2 ? outro : loc, quantidade: 1 },
        }),
      ),
    );
    expect(rs.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
    const { rows } = await s.db.pool.query('SELECT sum(quantidade)::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produto]);
    expect(rows[0].q).toBe('40.0000');
    const conf = await s.call(loja, { method: 'GET', url: '/v1/estoque/Conferir' });
    expect(conf.json().Data.confere).toBe(true);
  });
});
