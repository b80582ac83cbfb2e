/**
 * NF-e × estoque sob transmissões simultâneas: com a política `bloquear` e saldo
 * 3, dez notas de 1 unidade do mesmo produto transmitidas em paralelo ao simulador da SEFAZ ->
 * exatamente 3 autorizadas, 7 recusadas antes de ir à SEFAZ com a mensagem que nomeia o produto, e o
 * saldo termina em 0 (nunca negativo), razão = saldo. Em PostgreSQL (TEST_DATABASE_URL) as
 * transmissões correm de fato em paralelo no pool; no PGlite elas se enfileiram na única conexão.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let emit = 0;

beforeAll(async () => {
  n = await iniciarServidorNFe(5);
  s = n.s;
  loja = (await s.login('loja')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
});
afterAll(async () => {
  await n?.close();
});

const post = async (url: string, payload: Record<string, unknown>, status = 201) => {
  const r = await s.call(loja, { method: 'POST', url, payload });
  expect(r.statusCode, `${url} ${r.body}`).toBe(status);
  return r.json().Data;
};

describe('dez NF-e simultâneas disputando 3 unidades (política bloquear)', () => {
  it('3 autorizadas, 7 recusadas com o nome do produto, saldo 0', async () => {
    const cfg = (await s.db.pool.query('SELECT id FROM configuracao WHERE emitente_id = $1', [emit])).rows[0].id;
    const put = await s.call(loja, { method: 'PUT', url: '/v1/configuracao/', payload: { id: cfg, politica_estoque_negativo: 'bloquear' } });
    expect(put.statusCode, put.body).toBe(200);
    const produto = (
      await post('/v1/produto/', {
        codigo: 'LUM-27',
        descricao: 'Luminária de mesa articulada',
        unidade: 'UN',
        ncm: '94052100',
        csosn: '0102',
        cst_pis: '49',
        cst_cofins: '49',
        preco_venda: 89.9,
        preco_custo: 40,
      })
    ).id;
    await post('/v1/estoqueMovimentacao/Lancar', { produto_id: produto, operacao: 'compra', quantidade: 3, custo_unitario: 40 }, 200);
    const { rows: cl } = await s.db.pool.query(
      `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`,
      [emit],
    );
    const notas: number[] = [];
    for (let i = 0; i < 10; i++) {
      notas.push(
        (
          await post('/v1/faturamento/', {
            cliente_id: cl[0].id,
            natureza_operacao: 'Venda de mercadoria',
            consumidor_final: 1,
            Item: [{ produto_id: produto, quantidade: 1, valor_unitario: 89.9 }],
            Pagamento: [{ t_pag: '01', valor: 89.9 }],
          })
        ).id,
      );
    }

    const rs = await Promise.all(notas.map((id) => s.call(loja, { method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${id}` })));
    const autorizadas = rs.filter((r) => r.statusCode === 200 && r.json().Data?.situacao === 'autorizada');
    const recusadas = rs.filter((r) => r.statusCode === 400);
    expect(
      rs.map((r) => r.statusCode),
      rs.map((r) => r.body).join('\n'),
    ).toHaveLength(10);
    expect(autorizadas.length, rs.map((r) => r.body).join('\n')).toBe(3);
    expect(recusadas.length).toBe(7);
    for (const r of recusadas) {
      expect(r.json().Success).toBe(false);
      expect(r.json().Message).toMatch(/^Estoque insuficiente para transmitir a nota/);
      expect(r.json().Message).toContain('Luminária de mesa articulada');
    }

    const { rows: situacoes } = await s.db.pool.query(
      `SELECT situacao, count(*)::int AS n, count(numero)::int AS numeradas FROM faturamento WHERE emitente_id = $1 AND id = ANY($2) GROUP BY situacao ORDER BY situacao`,
      [emit, notas],
    );
    // as recusadas não foram numeradas nem transmitidas: seguem em digitação
    expect(situacoes).toEqual([
      { situacao: 'autorizada', n: 3, numeradas: 3 },
      { situacao: 'digitacao', n: 7, numeradas: 0 },
    ]);
    const { rows: saldo } = await s.db.pool.query('SELECT quantidade::text FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produto]);
    expect(saldo).toEqual([{ quantidade: '0.0000' }]);
    const { rows: razao } = await s.db.pool.query(
      'SELECT saldo_apos::float8 AS saldo FROM estoque_movimentacao WHERE emitente_id = $1 AND produto_id = $2 ORDER BY id',
      [emit, produto],
    );
    expect(razao.map((m) => m.saldo)).toEqual([3, 2, 1, 0]);
    const conf = await s.call(loja, { method: 'GET', url: '/v1/estoque/Conferir' });
    expect(conf.json().Data).toEqual({ confere: true, divergencias: [] });

    // com o saldo reposto, uma das recusadas passa
    await post('/v1/estoqueMovimentacao/Lancar', { produto_id: produto, operacao: 'compra', quantidade: 1, custo_unitario: 40 }, 200);
    const idRecusada = notas[rs.indexOf(recusadas[0])];
    const t = await s.call(loja, { method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${idRecusada}` });
    expect(t.statusCode, t.body).toBe(200);
    expect(t.json().Data.situacao).toBe('autorizada');
  });
});
