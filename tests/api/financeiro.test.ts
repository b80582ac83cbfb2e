/**
 * Contas a receber e a pagar (SPEC §7 "Receivables and payables"): baixa parcial,
 * estorno exato ao centavo, baixa concorrente, renegociação e estorno, recorrência de 12 meses,
 * recibo em PDF com valor por extenso, relatório (fluxo de caixa) e entrada inválida (400 com o
 * campo, nada gravado). Roda em PGlite e, com TEST_DATABASE_URL, em PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDoPdf as textoDoPdfEmLinhas } from './pdf-texto.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;
let industria: string;
let emit = 0;
let clientes: number[] = [];
let fornecedor = 0;
const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  clientes = (await s.db.pool.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emit])).rows.map((r) => r.id);
  fornecedor = (await s.db.pool.query('SELECT id FROM fornecedor WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emit])).rows[0]?.id;
  if (!fornecedor) {
    const r = await s.call(loja, {
      method: 'POST',
      url: '/v1/fornecedor/',
      payload: { nome: 'Distribuidora Teste Ltda', cpf_cnpj: '11.222.333/0001-81', tipo_pessoa: 'J' },
    });
    expect(r.statusCode, r.body).toBe(201);
    fornecedor = r.json().Data.id;
  }
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const post = (url: string, payload: unknown, token = loja) => s.call(token, { method: 'POST', url, payload: payload as object });
const get = (url: string, token = loja) => s.call(token, { method: 'GET', url });

async function novoReceber(valor: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await post('/v1/receber/', {
    documento: `T-${Math.random().toString(36).slice(2, 8)}`,
    cliente_id: clientes[0],
    emissao: hoje,
    vencimento: hoje,
    valor: Number(valor),
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().Data.id;
}
async function titulo(tabela: 'receber' | 'pagar', id: number) {
  const { rows } = await s.db.pool.query(
    `SELECT valor::text AS valor, valor_baixado::text AS valor_baixado, saldo::text AS saldo, situacao FROM ${tabela} WHERE emitente_id = $1 AND id = $2`,
    [emit, id],
  );
  return rows[0];
}
const linhas = async (id: number) =>
  Number((await s.db.pool.query('SELECT count(*) FROM receber_pagamento WHERE emitente_id = $1 AND receber_id = $2', [emit, id])).rows[0].count);

describe('pacote e permissões', () => {
  it('empresa no pacote 1: contas a receber e a pagar recusadas (403)', async () => {
    expect((await get('/OData/Receber', industria)).statusCode).toBe(403);
    const r = await post('/v1/Pagar/PagarRegistros/', { Registros: [{ id: 1 }] }, industria);
    expect(r.statusCode).toBe(403);
    expect(r.json().Message).toMatch(/pacote 2/);
  });
});

describe('baixa e estorno', () => {
  it('duas baixas parciais e estorno da segunda: saldos exatos ao centavo', async () => {
    const id = await novoReceber('100.00');
    const b1 = await post('/v1/Receber/ReceberRegistros/', { data: hoje, Registros: [{ id, valor: '30.10' }] });
    expect(b1.statusCode, b1.body).toBe(200);
    expect(b1.json().Data.Registros[0]).toMatchObject({ saldo: '69.90', situacao: 'parcial' });
    const b2 = await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id, valor: '20.05', juros: '1.37', multa: '0.40', desconto: '0.02' }] });
    expect(b2.statusCode, b2.body).toBe(200);
    expect(b2.json().Data.valor_total).toBe('21.80');
    expect(await titulo('receber', id)).toEqual({ valor: '100.00', valor_baixado: '50.15', saldo: '49.85', situacao: 'parcial' });
    const e = await get(`/v1/Receber/Estornar?guid_transacao=${b2.json().Data.guid_transacao}`);
    expect(e.statusCode, e.body).toBe(200);
    expect(await titulo('receber', id)).toEqual({ valor: '100.00', valor_baixado: '30.10', saldo: '69.90', situacao: 'parcial' });
    // histórico: 3 linhas, a do estorno espelha a segunda com sinal trocado
    const { rows } = await s.db.pool.query(
      `SELECT tipo, valor::text, juros::text, valor_total::text FROM receber_pagamento WHERE emitente_id = $1 AND receber_id = $2 ORDER BY id`,
      [emit, id],
    );
    expect(rows).toEqual([
      { tipo: 'baixa', valor: '30.10', juros: '0.00', valor_total: '30.10' },
      { tipo: 'baixa', valor: '20.05', juros: '1.37', valor_total: '21.80' },
      { tipo: 'estorno', valor: '-20.05', juros: '-1.37', valor_total: '-21.80' },
    ]);
    // estornar de novo, ou estornar o estorno: 400 no campo, nada gravado
    const de_novo = await get(`/v1/Receber/Estornar?guid_transacao=${b2.json().Data.guid_transacao}`);
    expect(de_novo.statusCode).toBe(400);
    expect(de_novo.json().guid_transacao[0]).toMatch(/já estornada/);
    const estorno = await get(`/v1/Receber/Estornar?guid_transacao=${e.json().Data.guid_estorno}`);
    expect(estorno.statusCode).toBe(400);
    expect(estorno.json().guid_transacao[0]).toMatch(/é um estorno/);
    expect(await linhas(id)).toBe(3);
    // quitando o resto: pago, saldo zero
    const b3 = await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id }] });
    expect(b3.json().Data.Registros[0]).toMatchObject({ valor: '69.90', saldo: '0.00', situacao: 'pago' });
  });

  it('entrada inválida: 400 com o campo e nada gravado', async () => {
    const a = await novoReceber('50.00', { emissao: hoje });
    const b = await novoReceber('10.00');
    const antes = (await linhas(a)) + (await linhas(b));
    const caso = async (payload: unknown, campo: string, msg: RegExp) => {
      const r = await post('/v1/Receber/ReceberRegistros/', payload);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().Success).toBe(false);
      expect(r.json()[campo]?.[0], r.body).toMatch(msg);
    };
    // a 1ª parcela é válida, a 2ª passa do saldo: nenhuma das duas é baixada
    await caso(
      {
        Registros: [
          { id: a, valor: '10.00' },
          { id: b, valor: '10.01' },
        ],
      },
      'Registros[1].valor',
      /Maior que o saldo em aberto \(R\$ 10,00\)/,
    );
    await caso({ data: '2020-01-01', Registros: [{ id: a, valor: '1.00' }] }, 'data', /Anterior à emissão/);
    await caso({ Registros: [{ id: a, valor: '1.001' }] }, 'Registros[0].valor', /2 casas/);
    await caso({ Registros: [{ id: a, valor: '5.00', desconto: '6.00' }] }, 'Registros[0].desconto', /maior que o valor/);
    await caso({ Registros: [{ id: a }, { id: a }] }, 'Registros[1].id', /repetida/);
    await caso({ Registros: [] }, 'Registros', /ao menos uma/);
    await caso({ Registros: [{ id: 99999999 }] }, 'Registros[0].id', /não encontrada/);
    expect((await linhas(a)) + (await linhas(b))).toBe(antes);
    expect(await titulo('receber', a)).toMatchObject({ valor_baixado: '0.00', situacao: 'aberto' });
    const g = await get('/v1/Receber/Estornar?guid_transacao=00000000-0000-4000-8000-000000000000');
    expect(g.statusCode).toBe(400);
    expect(g.json().guid_transacao[0]).toMatch(/não encontrada/);
  });

  it('duas baixas simultâneas da mesma parcela: uma vence, nunca paga a mais', async () => {
    const id = await novoReceber('80.00');
    const rs = await Promise.all([
      post('/v1/Receber/ReceberRegistros/', { Registros: [{ id, valor: '80.00' }] }),
      post('/v1/Receber/ReceberRegistros/', { Registros: [{ id, valor: '80.00' }] }),
    ]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await titulo('receber', id)).toEqual({ valor: '80.00', valor_baixado: '80.00', saldo: '0.00', situacao: 'pago' });
    expect(await linhas(id)).toBe(1);
  });

  it('título com baixa não pode ser alterado nem excluído pela API genérica', async () => {
    const id = await novoReceber('12.00');
    await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id, valor: '2.00' }] });
    const put = await s.call(loja, {
      method: 'PUT',
      url: '/v1/receber/',
      payload: { id, documento: 'X', cliente_id: clientes[0], vencimento: hoje, valor: '1.00' },
    });
    expect(put.statusCode).toBe(400);
    const del = await s.call(loja, { method: 'DELETE', url: `/v1/receber/${id}` });
    expect(del.statusCode).toBe(400);
    expect(await titulo('receber', id)).toMatchObject({ valor: '12.00', valor_baixado: '2.00' });
  });
});

describe('renegociação e recorrência', () => {
  it('renegocia três parcelas em quatro e estorna: nada se perde', async () => {
    const ids = [await novoReceber('100.00'), await novoReceber('50.01'), await novoReceber('33.33')];
    await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id: ids[0], valor: '10.00' }] });
    const antes = await Promise.all(ids.map((i) => titulo('receber', i)));
    const outro = await novoReceber('5.00', { cliente_id: clientes[1] });
    const misto = await post('/v1/Receber/RenegociarRegistros/', { Registros: [ids[0], outro], parcelas: 2, primeiro_vencimento: hoje });
    expect(misto.statusCode).toBe(400);
    expect(misto.json().Registros[0]).toMatch(/diferentes/);

    const r = await post('/v1/Receber/RenegociarRegistros/', { Registros: ids, parcelas: 4, primeiro_vencimento: hoje, acrescimo: '0.04' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.total).toBe('173.38'); // 90.00 + 50.01 + 33.33 + 0.04
    expect(d.ids).toHaveLength(4);
    const novos = await Promise.all(d.ids.map((i: number) => titulo('receber', i)));
    const soma = novos.reduce((a, t) => a + Math.round(Number(t.valor) * 100), 0);
    expect(soma).toBe(17338);
    expect(novos.map((t) => t.valor)).toEqual(['43.36', '43.34', '43.34', '43.34']); // a 1ª leva a sobra dos centavos
    for (const i of ids) expect((await titulo('receber', i)).situacao).toBe('renegociado');
    const novosDb = await s.db.pool.query('SELECT origem, guid_origem FROM receber WHERE emitente_id = $1 AND id = ANY($2::int[])', [emit, d.ids]);
    expect(novosDb.rows.every((x) => x.origem === 'renegociacao' && x.guid_origem === d.guid_transacao)).toBe(true);
    // parcela renegociada não aceita baixa
    const b = await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id: ids[1] }] });
    expect(b.statusCode).toBe(400);

    // nova parcela com baixa impede o estorno da renegociação até ser estornada
    const bn = await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id: d.ids[0], valor: '1.00' }] });
    const bloqueado = await get(`/v1/Receber/Estornar?guid_transacao=${d.guid_transacao}`);
    expect(bloqueado.statusCode).toBe(400);
    expect(bloqueado.json().guid_transacao[0]).toMatch(/Estorne antes/);
    expect((await get(`/v1/Receber/Estornar?guid_transacao=${bn.json().Data.guid_transacao}`)).statusCode).toBe(200);

    const e = await get(`/v1/Receber/Estornar?guid_transacao=${d.guid_transacao}`);
    expect(e.statusCode, e.body).toBe(200);
    expect(await Promise.all(ids.map((i) => titulo('receber', i)))).toEqual(antes);
    for (const i of d.ids) expect((await titulo('receber', i)).situacao).toBe('cancelado');
  });

  it('recorrência de 12 meses: vencimentos mês a mês, fim de mês respeitado; estorno cancela as cópias', async () => {
    const id = await novoReceber('1500.00', { vencimento: '2027-01-31', descricao: 'Aluguel', documento: 'ALUGUEL 01' });
    const r = await post('/v1/Receber/ReplicarRegistros/', { id, quantidade: 12 });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.ids).toHaveLength(12);
    const { rows } = await s.db.pool.query(
      `SELECT vencimento::text AS v, valor::text AS valor, documento, parcela, total_parcelas, origem FROM receber WHERE emitente_id = $1 AND id = ANY($2::int[]) ORDER BY vencimento`,
      [emit, d.ids],
    );
    expect(rows.map((x) => x.v)).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
    ]);
    expect(rows.every((x) => x.valor === '1500.00' && x.origem === 'replicacao')).toBe(true);
    // a recorrência numera à parte ("rec. 2/13"): a parcela das cópias é a do original (1/1), sem
    // confundir a série com as parcelas de uma venda
    expect(rows.map((x) => x.documento)).toEqual(Array.from({ length: 12 }, (_, k) => `ALUGUEL 01 rec. ${k + 2}/13`));
    expect(rows.every((x) => x.parcela === 1 && x.total_parcelas === 1)).toBe(true);
    // replicar uma cópia renumera a partir do documento sem o sufixo antigo
    const de = await post('/v1/Receber/ReplicarRegistros/', { id: d.ids[0], quantidade: 2 });
    expect(de.statusCode, de.body).toBe(200);
    const copias = await s.db.pool.query(`SELECT documento FROM receber WHERE emitente_id = $1 AND id = ANY($2::int[]) ORDER BY vencimento`, [
      emit,
      de.json().Data.ids,
    ]);
    expect(copias.rows.map((x) => x.documento)).toEqual(['ALUGUEL 01 rec. 2/3', 'ALUGUEL 01 rec. 3/3']);
    expect((await get(`/v1/Receber/Estornar?guid_transacao=${de.json().Data.guid_transacao}`)).statusCode).toBe(200);
    expect((await post('/v1/Receber/ReplicarRegistros/', { id, quantidade: 0 })).json().quantidade[0]).toMatch(/1 a 120/);
    const e = await get(`/v1/Receber/Estornar?guid_transacao=${d.guid_transacao}`);
    expect(e.statusCode, e.body).toBe(200);
    expect(e.json().Data.cancelados).toHaveLength(12);
    expect((await get(`/v1/Receber/Estornar?guid_transacao=${d.guid_transacao}`)).statusCode).toBe(400);
  });
});

/** Texto de um PDF do pdfkit, um trecho de texto depois do outro separados por espaço (pdf-texto.ts). */
const textoDoPdf = (pdf: Buffer): string => textoDoPdfEmLinhas(pdf).split('\n').join(' ');

describe('recibo, relatório e contas a pagar', () => {
  it('recibo em PDF com o valor por extenso', async () => {
    const id = await novoReceber('1200.00');
    const b = await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id, valor: '1200.00', juros: '34.56' }] });
    const r = await post('/v1/Receber/ImprimirRecibo/', { guid_transacao: b.json().Data.guid_transacao });
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const texto = textoDoPdf(r.rawPayload).replace(/\s+/g, ' ');
    expect(texto).toContain('R$ 1.234,56');
    expect(texto, texto).toMatch(/mil, duzentos e trinta e quatro reais e cinquenta e seis centavos/);
    const mau = await post('/v1/Receber/ImprimirRecibo/', { guid_transacao: 'x' });
    expect(mau.statusCode).toBe(400);
  });

  it('relatório: a baixa move o realizado do fluxo de caixa e o resumo', async () => {
    const rel = async () => (await post('/v1/Receber/GetRelatorio', { agrupamento: 'dia', data_inicial: hoje, data_final: hoje })).json().Data;
    const antes = await rel();
    const id = await novoReceber('77.77');
    const depoisLanc = await rel();
    expect(Math.round((Number(depoisLanc.resumo.proximos_7_dias.valor) - Number(antes.resumo.proximos_7_dias.valor)) * 100)).toBe(7777);
    expect(Number(depoisLanc.fluxo[0].previsto) - Number(antes.fluxo[0].previsto)).toBeCloseTo(77.77, 2);
    await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id, valor: '77.77', multa: '1.00' }] });
    const depois = await rel();
    expect(Math.round((Number(depois.fluxo[0].realizado) - Number(depoisLanc.fluxo[0].realizado)) * 100)).toBe(7877);
    expect(depois.aging).toHaveLength(7);
    expect(depois.resumo.pagos.quantidade).toBe(depoisLanc.resumo.pagos.quantidade + 1);
    const pdf = await post('/v1/Receber/GetRelatorio', { agrupamento: 'dia', data_inicial: hoje, data_final: hoje, formato: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const texto = textoDoPdf(pdf.rawPayload).replace(/\s+/g, ' ');
    const brl = (v: string) =>
      `R$ ${Number(v)
        .toFixed(2)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    expect(texto).toContain('Fluxo de caixa');
    expect(texto).toContain(brl(depois.fluxo[0].realizado));
  });

  it('contas a pagar: baixa parcial na conta bancária move o saldo da conta', async () => {
    const cb = await post('/v1/contaBancaria/', {
      descricao: 'Banco Teste',
      tipo: 'corrente',
      banco: '001',
      saldo_inicial: 1000,
      data_saldo_inicial: '2020-01-01',
    });
    expect(cb.statusCode, cb.body).toBe(201);
    const conta = cb.json().Data.id;
    const p = await post('/v1/pagar/', { documento: 'NF 123', fornecedor_id: fornecedor, emissao: hoje, vencimento: hoje, valor: 250 });
    expect(p.statusCode, p.body).toBe(201);
    const b = await post('/v1/Pagar/PagarRegistros/', { conta_bancaria_id: conta, Registros: [{ id: p.json().Data.id, valor: '100.00', desconto: '0.50' }] });
    expect(b.statusCode, b.body).toBe(200);
    expect(await titulo('pagar', p.json().Data.id)).toMatchObject({ saldo: '150.00', situacao: 'parcial' });
    const rel = (await post('/v1/Pagar/GetRelatorio', {})).json().Data;
    expect(rel.contas.find((c: { id: number }) => c.id === conta).saldo).toBe('900.50');
  });
});

describe('cadastros do financeiro', () => {
  it('previsão de parcelas pela condição cadastrada (30/60/90 da demonstração)', async () => {
    const { rows } = await s.db.pool.query(`SELECT id FROM condicao WHERE emitente_id = $1 AND descricao = '30/60/90'`, [emit]);
    const r = await post('/v1/condicao/Previsao', { condicao_id: rows[0].id, total: 100, data_base: '2026-01-31' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.parcelas).toEqual([
      { parcela: 1, vencimento: '2026-03-02', valor: '33.34' },
      { parcela: 2, vencimento: '2026-04-02', valor: '33.33' },
      { parcela: 3, vencimento: '2026-05-02', valor: '33.33' },
    ]);
    const mau = await post('/v1/condicao/Previsao', { parcelas: 0, total: 10 });
    expect(mau.statusCode).toBe(400);
    expect(mau.json().parcelas).toBeDefined();
  });

  it('plano de contas e centros de custo em árvore; GET /v1/conta e /v1/custo devolvem todos', async () => {
    const contas = await get('/v1/conta');
    expect(contas.statusCode).toBe(200);
    const lista = contas.json().Data as Array<{ id: number; codigo: string; conta_pai_id: number | null; analitica: boolean }>;
    const total = Number((await s.db.pool.query('SELECT count(*) FROM conta WHERE emitente_id = $1', [emit])).rows[0].count);
    expect(lista).toHaveLength(total);
    const venda = lista.find((c) => c.codigo === '1.01.001')!;
    const pai = lista.find((c) => c.id === venda.conta_pai_id)!;
    expect(pai.codigo).toBe('1.01');
    expect(pai.analitica).toBe(false);
    const custos = (await get('/v1/custo')).json().Data as Array<{ codigo: string; custo_pai_id: number | null; id: number }>;
    const loja = custos.find((c) => c.codigo === '2.1')!;
    expect(custos.find((c) => c.id === loja.custo_pai_id)?.codigo).toBe('2');
  });

  it('PIX BR Code do saldo de um título, com QR em PNG', async () => {
    const id = await novoReceber('45.90');
    await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id, valor: '0.90' }] });
    const r = await get(`/v1/Receber/Pix/${id}`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.payload).toContain('0014br.gov.bcb.pix');
    expect(d.payload).toContain('540545.00');
    expect(d.payload).toContain(`0014${d.chave}`.slice(4));
    expect(d.imagem).toMatch(/^data:image\/png;base64,iVBOR/);
    await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id }] });
    expect((await get(`/v1/Receber/Pix/${id}`)).statusCode).toBe(400);
  });
});

describe('fechamento de período', () => {
  it('baixa, estorno e renegociação com data no período fechado: 400 no campo, nada gravado; reabrir libera', async () => {
    const dia = (n: number) => {
      const d = new Date(`${hoje}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + n);
      return d.toISOString().slice(0, 10);
    };
    const id = await novoReceber('40.00', { emissao: dia(-5) });
    const b = await post('/v1/Receber/ReceberRegistros/', { data: dia(-2), Registros: [{ id, valor: '10.00' }] });
    expect(b.statusCode, b.body).toBe(200);
    const f = await post('/v1/fechamentoFinanceiro/', { data_fechamento: dia(-1), observacao: 'Conferido com o extrato' });
    expect(f.statusCode, f.body).toBe(201);
    const r1 = await post('/v1/Receber/ReceberRegistros/', { data: dia(-1), Registros: [{ id, valor: '1.00' }] });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().data[0]).toBe(`Período fechado até ${dia(-1).split('-').reverse().join('/')}`);
    const r2 = await get(`/v1/Receber/Estornar?guid_transacao=${b.json().Data.guid_transacao}`);
    expect(r2.statusCode).toBe(400);
    expect(r2.json().guid_transacao[0]).toMatch(/Período fechado/);
    const r3 = await post('/v1/Receber/RenegociarRegistros/', { data: dia(-1), Registros: [id], parcelas: 2, primeiro_vencimento: hoje });
    expect(r3.statusCode).toBe(400);
    expect(r3.json().data[0]).toMatch(/Período fechado/);
    expect(await linhas(id)).toBe(1);
    expect(await titulo('receber', id)).toMatchObject({ valor_baixado: '10.00', situacao: 'parcial' });
    // hoje continua aberto; reabrir (fechamento com data anterior) libera o estorno
    expect((await post('/v1/Receber/ReceberRegistros/', { Registros: [{ id, valor: '1.00' }] })).statusCode).toBe(200);
    expect((await post('/v1/fechamentoFinanceiro/', { data_fechamento: dia(-30), observacao: 'Reaberto para correção' })).statusCode).toBe(201);
    expect((await get(`/v1/Receber/Estornar?guid_transacao=${b.json().Data.guid_transacao}`)).statusCode).toBe(200);
    expect(await titulo('receber', id)).toMatchObject({ valor_baixado: '1.00', situacao: 'parcial' });
  });
});

function multipart(campos: Record<string, string>, arquivo: { nome: string; tipo: string; dados: Buffer }) {
  const b = '----erpteste' + Math.random().toString(16).slice(2);
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  partes.push(
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${arquivo.nome}"\r\nContent-Type: ${arquivo.tipo}\r\n\r\n`),
    arquivo.dados,
    Buffer.from(`\r\n--${b}--\r\n`),
  );
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

describe('anexos', () => {
  it('anexa um PDF a uma conta a pagar, lista, baixa e exclui; outro tipo de arquivo: 400', async () => {
    const p = await post('/v1/pagar/', { documento: 'BOLETO 9', fornecedor_id: fornecedor, emissao: hoje, vencimento: hoje, valor: 10 });
    const id = p.json().Data.id;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF');
    const up = await s.call(loja, {
      method: 'POST',
      url: '/v1/Pagar/Anexo',
      ...multipart({ pagar_id: String(id) }, { nome: 'boleto.pdf', tipo: 'application/pdf', dados: pdf }),
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().Data).toMatchObject({ nome: 'boleto.pdf', tipo: 'application/pdf', tamanho: pdf.length });
    const lista = await get(`/OData/PagarAnexo?$filter=pagar_id eq ${id}`);
    expect(lista.json().value.map((a: { nome: string }) => a.nome)).toEqual(['boleto.pdf']);
    const arq = await get(`/v1/Pagar/Anexo/${up.json().Data.id}`);
    expect(arq.statusCode).toBe(200);
    expect(arq.rawPayload.equals(pdf)).toBe(true);
    const ruim = await s.call(loja, {
      method: 'POST',
      url: '/v1/Pagar/Anexo',
      ...multipart({ pagar_id: String(id) }, { nome: 'a.txt', tipo: 'text/plain', dados: Buffer.from('texto') }),
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().arquivo).toBeDefined();
    const semTitulo = await s.call(loja, {
      method: 'POST',
      url: '/v1/Pagar/Anexo',
      ...multipart({ pagar_id: '99999999' }, { nome: 'b.pdf', tipo: 'application/pdf', dados: pdf }),
    });
    expect(semTitulo.statusCode).toBe(400);
    const delTitulo = await s.call(loja, { method: 'DELETE', url: `/v1/pagar/${id}` });
    expect(delTitulo.statusCode).toBe(400);
    expect(delTitulo.json().anexos[0]).toMatch(/anexos/);
    expect((await s.call(loja, { method: 'DELETE', url: `/v1/Pagar/Anexo/${up.json().Data.id}` })).statusCode).toBe(200);
    expect((await s.call(loja, { method: 'DELETE', url: `/v1/pagar/${id}` })).statusCode).toBe(200);
    expect((await get(`/v1/Pagar/Anexo/${up.json().Data.id}`)).statusCode).toBe(404);
    expect((await get(`/v1/Pagar/Anexo/${up.json().Data.id}`, industria)).statusCode).toBe(403);
  });
});
