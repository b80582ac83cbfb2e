/**
 * Estoque × NF-e ("Done when"): uma nota com um kit e uma combinação da grade (camiseta
 * Azul/M) é transmitida ao simulador da SEFAZ e autorizada -> saem do estoque os componentes do kit
 * (quantidade × quantidade por kit) e a combinação, não o pai nem o kit; retransmitir não baixa de
 * novo; cancelar na SEFAZ -> tudo volta, com o mesmo custo médio, e razão = saldo.
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
const get = (url: string) => s.call(loja, { method: 'GET', url });

async function saldo(produtoId: number): Promise<string> {
  const { rows } = await s.db.pool.query('SELECT coalesce(sum(quantidade), 0)::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [
    emit,
    produtoId,
  ]);
  return rows[0].q;
}

const produto = (codigo: string, descricao: string, preco: number) =>
  post('/v1/produto/', {
    codigo,
    descricao,
    unidade: 'UN',
    ncm: '61091000',
    csosn: '0102',
    cst_pis: '49',
    cst_cofins: '49',
    preco_venda: preco,
    preco_custo: preco / 2,
  });

describe('nota com kit e variação', () => {
  const p = { camiseta: 0, azulM: 0, azulP: 0, caneca: 0, meia: 0, kit: 0 };
  let nota = 0;

  it('monta a grade (2 cores × 2 tamanhos) e o kit (1 caneca + 3 pares de meia)', async () => {
    const cor = await post('/v1/variacao/', {
      descricao: 'Cor (coleção verão)',
      Item: [
        { descricao: 'Azul', sigla: 'AZ', ordem: 1 },
        { descricao: 'Preto', sigla: 'PT', ordem: 2 },
      ],
    });
    const tam = await post('/v1/variacao/', {
      descricao: 'Tamanho (coleção verão)',
      Item: [
        { descricao: 'P', sigla: 'P', ordem: 1 },
        { descricao: 'M', sigla: 'M', ordem: 2 },
      ],
    });
    p.camiseta = (await produto('CAM-001', 'Camiseta básica algodão', 59.9)).id;
    const g = await post(
      '/v1/estoqueVariacao/Gerar',
      { produto_id: p.camiseta, variacao_item_ids: cor.Item.map((i: { id: number }) => i.id), variacao_item2_ids: tam.Item.map((i: { id: number }) => i.id) },
      200,
    );
    expect(g.criadas).toBe(4);
    expect(g.grade.map((l: { sku: string }) => l.sku)).toEqual(['CAM-001-AZ-P', 'CAM-001-AZ-M', 'CAM-001-PT-P', 'CAM-001-PT-M']);
    p.azulP = g.grade[0].produto_variacao_id;
    p.azulM = g.grade[1].produto_variacao_id;
    // gerar de novo não duplica
    expect(
      (await post('/v1/estoqueVariacao/Gerar', { produto_id: p.camiseta, variacao_item_ids: [cor.Item[0].id], variacao_item2_ids: [tam.Item[1].id] }, 200))
        .criadas,
    ).toBe(0);

    p.caneca = (await produto('CAN-01', 'Caneca de cerâmica', 30)).id;
    p.meia = (await produto('MEI-01', 'Meia cano curto par', 12)).id;
    p.kit = (await produto('KIT-01', 'Kit presente caneca + 3 meias', 59)).id;
    const proprio = await s.call(loja, { method: 'POST', url: '/v1/kit/', payload: { produto_id: p.kit, Componente: [{ produto_id: p.kit, quantidade: 1 }] } });
    expect(proprio.statusCode, proprio.body).toBe(400);
    expect(proprio.json()['Componente[0].produto_id']).toBeDefined();
    await post('/v1/kit/', {
      produto_id: p.kit,
      Componente: [
        { produto_id: p.caneca, quantidade: 1 },
        { produto_id: p.meia, quantidade: 3 },
      ],
    });

    for (const [id, q] of [
      [p.azulM, 10],
      [p.azulP, 10],
      [p.caneca, 5],
      [p.meia, 20],
    ]) {
      await post('/v1/estoqueMovimentacao/Lancar', { produto_id: id, operacao: 'compra', quantidade: q, custo_unitario: 10 }, 200);
    }
    // o pai da grade e o kit não se movimentam direto
    const pai = await s.call(loja, {
      method: 'POST',
      url: '/v1/estoqueMovimentacao/Lancar',
      payload: { produto_id: p.camiseta, operacao: 'compra', quantidade: 1 },
    });
    expect(pai.statusCode).toBe(400);
    expect(pai.json().produto_id[0]).toMatch(/grade de variações/);
    const grade = await get(`/v1/estoqueVariacao/Grade/${p.camiseta}`);
    expect(grade.json().Data.find((l: { sku: string }) => l.sku === 'CAM-001-AZ-M').saldo).toBe('10.0000');
  });

  it('autorizada na SEFAZ: saem a combinação Azul/M e os componentes do kit', async () => {
    const { rows: cl } = await s.db.pool.query(
      `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`,
      [emit],
    );
    nota = (
      await post('/v1/faturamento/', {
        cliente_id: cl[0].id,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        Item: [
          { produto_id: p.azulM, quantidade: 2, valor_unitario: 59.9 },
          { produto_id: p.kit, quantidade: 2, valor_unitario: 59 },
        ],
        Pagamento: [{ t_pag: '01', valor: 237.8 }],
      })
    ).id;
    const r = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${nota}`);
    expect(r.statusCode, r.body).toBe(200);
    expect((await s.db.pool.query('SELECT situacao FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, nota])).rows[0].situacao).toBe('autorizada');
    expect(await saldo(p.azulM)).toBe('8.0000');
    expect(await saldo(p.azulP)).toBe('10.0000');
    expect(await saldo(p.caneca)).toBe('3.0000');
    expect(await saldo(p.meia)).toBe('14.0000');
    expect(await saldo(p.kit)).toBe('0');
    const { rows } = await s.db.pool.query(
      `SELECT produto_id, quantidade::text, operacao_id FROM estoque_movimentacao WHERE emitente_id = $1 AND documento_tipo = 'faturamento' AND documento_id = $2 ORDER BY produto_id`,
      [emit, nota],
    );
    expect(rows).toEqual(
      [
        { produto_id: p.azulM, quantidade: '-2.0000', operacao_id: 1 },
        { produto_id: p.caneca, quantidade: '-2.0000', operacao_id: 1 },
        { produto_id: p.meia, quantidade: '-6.0000', operacao_id: 1 },
      ].sort((a, b) => a.produto_id - b.produto_id),
    );
    // transmitir de novo (nota já autorizada) não baixa outra vez
    await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${nota}`);
    expect(await saldo(p.meia)).toBe('14.0000');
  });

  it('cancelada na SEFAZ: tudo volta ao estoque pelo mesmo custo, razão = saldo', async () => {
    const r = await get(`/v1/GerenciadorNFe/CancelarNota?nota=${nota}&justificativa=${encodeURIComponent('Cliente desistiu da compra antes da entrega')}`);
    expect(r.statusCode, r.body).toBe(200);
    expect((await s.db.pool.query('SELECT situacao FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, nota])).rows[0].situacao).toBe('cancelada');
    expect(await saldo(p.azulM)).toBe('10.0000');
    expect(await saldo(p.caneca)).toBe('5.0000');
    expect(await saldo(p.meia)).toBe('20.0000');
    const { rows } = await s.db.pool.query(
      `SELECT count(*)::int AS n FROM estoque_movimentacao WHERE emitente_id = $1 AND documento_id = $2 AND documento_tipo = 'faturamento' AND estorno_de IS NOT NULL`,
      [emit, nota],
    );
    expect(rows[0].n).toBe(3);
    const { rows: custos } = await s.db.pool.query('SELECT DISTINCT custo_medio::text FROM estoque WHERE emitente_id = $1 AND produto_id = ANY($2)', [
      emit,
      [p.azulM, p.caneca, p.meia],
    ]);
    expect(custos).toEqual([{ custo_medio: '10.0000' }]);
    const conf = await get('/v1/estoque/Conferir');
    expect(conf.json().Data).toEqual({ confere: true, divergencias: [] });
  });

  it('política bloquear: nota sem saldo é recusada antes de numerar e de ir à SEFAZ; com saldo, passa', async () => {
    const cfg = (await s.db.pool.query('SELECT id FROM configuracao WHERE emitente_id = $1', [emit])).rows[0].id;
    expect((await s.call(loja, { method: 'PUT', url: '/v1/configuracao/', payload: { id: cfg, politica_estoque_negativo: 'bloquear' } })).statusCode).toBe(200);
    const { rows: cl } = await s.db.pool.query(
      `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`,
      [emit],
    );
    const semSaldo = (
      await post('/v1/faturamento/', {
        cliente_id: cl[0].id,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        Item: [{ produto_id: p.meia, quantidade: 25, valor_unitario: 10 }],
        Pagamento: [{ t_pag: '01', valor: 250 }],
      })
    ).id;
    const r = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${semSaldo}`);
    expect(r.statusCode).toBe(400);
    expect(r.json().Message).toContain('Estoque insuficiente para transmitir a nota');
    expect(r.json().Message).toContain('saldo 20, necessário 25');
    const { rows } = await s.db.pool.query('SELECT situacao, numero FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, semSaldo]);
    expect(rows[0]).toMatchObject({ numero: null });
    expect(rows[0].situacao).not.toBe('autorizada');
    expect(await saldo(p.meia)).toBe('20.0000');
    // com a quantidade que há, a mesma política deixa passar
    const ok = await s.call(loja, {
      method: 'PUT',
      url: '/v1/faturamento/',
      payload: { id: semSaldo, Item: [{ produto_id: p.meia, quantidade: 20, valor_unitario: 10 }], Pagamento: [{ t_pag: '01', valor: 200 }] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const t = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${semSaldo}`);
    expect(t.statusCode, t.body).toBe(200);
    expect(await saldo(p.meia)).toBe('0.0000');
  });

  it('kit desmembrado na NF-e (opção do emitente): a nota leva os componentes com o valor do kit rateado ao centavo', async () => {
    const cfg = (await s.db.pool.query('SELECT id FROM configuracao WHERE emitente_id = $1', [emit])).rows[0].id;
    const put = await s.call(loja, {
      method: 'PUT',
      url: '/v1/configuracao/',
      payload: { id: cfg, politica_estoque_negativo: 'permitir', kit_desmembrar_nfe: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    const { rows: cl } = await s.db.pool.query(
      `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`,
      [emit],
    );
    const antes = { caneca: Number(await saldo(p.caneca)), meia: Number(await saldo(p.meia)) };
    const f = await post('/v1/faturamento/', {
      cliente_id: cl[0].id,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: [{ produto_id: p.kit, quantidade: 2, valor_unitario: 59 }],
      Pagamento: [{ t_pag: '01', valor: 118 }],
    });
    const { rows: itens } = await s.db.pool.query(
      'SELECT produto_id, quantidade::text, valor_produto::text, informacao_adicional FROM faturamento_item WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY id',
      [emit, f.id],
    );
    // pesos pelo preço de venda: caneca 30 × 1, meias 12 × 3 -> 118,00 × 30/66 = 53,63 e o resto 64,37
    expect(itens.map((i) => [i.produto_id, i.quantidade, i.valor_produto])).toEqual([
      [p.caneca, '2.0000', '53.63'],
      [p.meia, '6.0000', '64.37'],
    ]);
    expect(itens[0].informacao_adicional).toBe('Componente do kit Kit presente caneca + 3 meias');
    const r = await get(`/v1/GerenciadorNFe/TransmitirNota?nota=${f.id}`);
    expect(r.statusCode, r.body).toBe(200);
    const { rows: x } = await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`, [
      emit,
      f.id,
    ]);
    const xml = x[0].xml as string;
    expect(xml.match(/<det nItem=/g)).toHaveLength(2);
    expect(xml).toContain('<vProd>118.00</vProd>');
    expect(xml).toContain('<infAdProd>Componente do kit Kit presente caneca + 3 meias</infAdProd>');
    expect(Number(await saldo(p.caneca))).toBe(antes.caneca - 2);
    expect(Number(await saldo(p.meia))).toBe(antes.meia - 6);
  });
});
