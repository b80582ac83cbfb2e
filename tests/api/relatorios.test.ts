/**
 * Relatórios (issue 15 item 1): catálogo, GetRelatorio (linhas e totais conferidos com SQL
 * independente), curva ABC, ExecutarRelatorio como tarefa com arquivo PDF/XLSX, 400/403 e
 * isolamento entre empresas. As notas fiscais de venda são inseridas aqui (a demonstração não tem
 * faturamento): autorizadas, canceladas e em digitação, em dois meses, nas duas empresas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { lerPlanilha } from '../../src/server/modules/conversao/planilha.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;
let industria: string;
let caixa: string;
let emitLoja: number;
let emitInd: number;
const DE = '2026-09-01';
const ATE = '2026-10-31';

/** Insere uma nota com itens `[produto, quantidade, valor unitário, cfop, cst, icms]`. */
async function nota(emit: number, numero: number, situacao: string, data: string, itens: Array<[number, number, string, string, string, string]>) {
  const cliente = (await s.db.pool.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 1 OFFSET $2', [emit, numero % 3])).rows[0].id;
  const total = itens.reduce((t, [, q, v]) => t.plus(new Decimal(v).times(q).toDecimalPlaces(2)), new Decimal(0)).toFixed(2);
  const f = await s.db.pool.query(
    `INSERT INTO faturamento (emitente_id, cliente_id, natureza_operacao, data_emissao, situacao, numero, total_produtos, total_nota)
     VALUES ($1, $2, 'Venda', $3::timestamptz, $4, $5, $6, $6) RETURNING id`,
    [emit, cliente, `${data}T12:00:00-03:00`, situacao, numero, total],
  );
  for (const [produto, q, v, cfop, cst, icms] of itens) {
    const vp = new Decimal(v).times(q).toDecimalPlaces(2).toFixed(2);
    await s.db.pool.query(
      `INSERT INTO faturamento_item (emitente_id, faturamento_id, produto_id, quantidade, valor_unitario, valor_produto, cfop, cst, base_icms, valor_icms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $6, $9)`,
      [emit, f.rows[0].id, produto, q, v, vp, cfop, cst, icms],
    );
  }
}

beforeAll(async () => {
  s = await startTestServer();
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
  caixa = (await s.login('caixa')).Token;
  const em = async (l: string) => (await s.db.pool.query('SELECT emitente_id FROM usuario WHERE login = $1', [l])).rows[0].emitente_id as number;
  emitLoja = await em('loja');
  emitInd = await em('industria');
  const prods = async (e: number) =>
    (await s.db.pool.query('SELECT id FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 6', [e])).rows.map((r) => r.id as number);
  const p = await prods(emitLoja);
  // produto p0 concentra o valor (classe A), p1..p5 decrescentes
  await nota(emitLoja, 1, 'autorizada', '2026-09-03', [
    [p[0], 10, '100.00', '5102', '00', '18.00'],
    [p[1], 2, '50.00', '5102', '00', '18.00'],
  ]);
  await nota(emitLoja, 2, 'autorizada', '2026-09-03', [[p[2], 3, '20.00', '5405', '60', '0']]);
  await nota(emitLoja, 3, 'autorizada', '2026-10-15', [
    [p[0], 5, '100.00', '5102', '00', '90.00'],
    [p[3], 1, '30.00', '6102', '00', '3.60'],
    [p[4], 1, '12.50', '5102', '00', '2.25'],
    [p[5], 1, '4.99', '5102', '00', '0.90'],
  ]);
  await nota(emitLoja, 4, 'cancelada', '2026-10-20', [[p[1], 50, '50.00', '5102', '00', '450.00']]);
  await nota(emitLoja, 5, 'digitacao', '2026-10-21', [[p[1], 70, '50.00', '5102', '00', '630.00']]);
  await nota(emitLoja, 6, 'autorizada', '2026-11-02', [[p[1], 9, '50.00', '5102', '00', '81.00']]); // fora do período
  const pi = await prods(emitInd);
  await nota(emitInd, 1, 'autorizada', '2026-09-10', [[pi[0], 1, '777.77', '5101', '00', '0']]);
  await s.app.jobs.iniciar();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const relatorio = (token: string, relatorio: string, parametros: object) =>
  s.call(token, { method: 'POST', url: '/v1/Relatorios/GetRelatorio', payload: { relatorio, parametros } });

async function esperarTarefa(token: string, id: number) {
  for (let i = 0; i < 200; i++) {
    const t = (await s.call(token, { method: 'GET', url: `/v1/Tarefas/${id}` })).json().Data;
    if (['concluida', 'falhou', 'cancelada'].includes(t.situacao)) return t;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('tarefa não terminou');
}

describe('catálogo e consulta', () => {
  it('GetRelatoriosUsuario lista os relatórios; CarregarRelatorio devolve os parâmetros', async () => {
    const l = await s.call(loja, { method: 'GET', url: '/v1/relatorios/GetRelatoriosUsuario' });
    expect(l.statusCode).toBe(200);
    const ids = l.json().Data.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['vendas_periodo', 'vendas_cliente', 'vendas_produto', 'nfe_mes', 'tributos_cfop_cst', 'posicao_estoque']));
    const d = await s.call(loja, { method: 'GET', url: '/v1/relatorios/CarregarRelatorio?id=vendas_periodo' });
    expect(d.json().Data.parametros.map((p: { nome: string }) => p.nome)).toEqual(['data_inicial', 'data_final', 'agrupamento']);
    expect((await s.call(loja, { method: 'GET', url: '/v1/relatorios/CarregarRelatorio?id=nao_existe' })).statusCode).toBe(404);
  });

  it('vendas por período: totais iguais à soma SQL independente das autorizadas', async () => {
    const r = await relatorio(loja, 'vendas_periodo', { data_inicial: DE, data_final: ATE, agrupamento: 'mes' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    const esperado = (
      await s.db.pool.query(
        `SELECT sum(total_nota) AS v, count(*)::int AS n FROM faturamento WHERE emitente_id = $1 AND situacao = 'autorizada'
          AND data_emissao >= '2026-09-01T00:00:00-03:00' AND data_emissao < '2026-11-01T00:00:00-03:00'`,
        [emitLoja],
      )
    ).rows[0];
    expect(d.totais.total_nota).toBe(new Decimal(esperado.v).toFixed(2));
    expect(d.totais.notas).toBe(esperado.n);
    expect(d.linhas.map((l: { periodo: string }) => l.periodo)).toEqual(['2026-09', '2026-10']);
    const dia = (await relatorio(loja, 'vendas_periodo', { data_inicial: DE, data_final: ATE, agrupamento: 'dia' })).json().Data;
    expect(dia.linhas.map((l: { periodo: string }) => l.periodo)).toEqual(['2026-09-03', '2026-10-15']);
    expect(dia.totais.total_nota).toBe(d.totais.total_nota);
  });

  it('vendas por cliente somam o mesmo total', async () => {
    const d = (await relatorio(loja, 'vendas_cliente', { data_inicial: DE, data_final: ATE })).json().Data;
    const p = (await relatorio(loja, 'vendas_periodo', { data_inicial: DE, data_final: ATE })).json().Data;
    expect(d.totais.total_nota).toBe(p.totais.total_nota);
    expect(d.linhas.length).toBeGreaterThan(1);
  });

  it('vendas por produto: curva ABC por 80/95 % acumulados', async () => {
    const d = (await relatorio(loja, 'vendas_produto', { data_inicial: DE, data_final: ATE })).json().Data;
    const valores = d.linhas.map((l: { valor: string }) => new Decimal(l.valor));
    const total = valores.reduce((a: Decimal, b: Decimal) => a.plus(b), new Decimal(0));
    const itens = (
      await s.db.pool.query(
        `SELECT sum(i.valor_produto) AS v FROM faturamento_item i JOIN faturamento f ON f.emitente_id = i.emitente_id AND f.id = i.faturamento_id
          WHERE f.emitente_id = $1 AND f.situacao = 'autorizada' AND f.data_emissao < '2026-11-01T00:00:00-03:00'`,
        [emitLoja],
      )
    ).rows[0].v;
    expect(total.toFixed(2)).toBe(new Decimal(itens).toFixed(2));
    let anterior = new Decimal(0);
    for (let i = 0; i < d.linhas.length; i++) {
      const pct = anterior.times(100).div(total);
      expect(d.linhas[i].classe).toBe(pct.lt(80) ? 'A' : pct.lt(95) ? 'B' : 'C');
      if (i) expect(valores[i].lte(valores[i - 1])).toBe(true);
      anterior = anterior.plus(valores[i]);
    }
    expect(d.linhas[0].classe).toBe('A');
    expect(d.linhas.at(-1).classe).toBe('C');
    expect(d.linhas.some((l: { classe: string }) => l.classe === 'B')).toBe(true);
    expect(d.linhas.at(-1).acumulado).toBe('100.00');
  });

  it('NF-e por mês conta emitidas e canceladas; tributos por CFOP/CST só das autorizadas', async () => {
    const n = (await relatorio(loja, 'nfe_mes', { data_inicial: DE, data_final: ATE })).json().Data;
    const out = n.linhas.find((l: { mes: string }) => l.mes === '2026-10');
    expect(out.emitidas).toBe(2);
    expect(out.canceladas).toBe(1);
    expect(out.valor_cancelado).toBe('2500.00');
    const t = (await relatorio(loja, 'tributos_cfop_cst', { data_inicial: DE, data_final: ATE })).json().Data;
    const icms = (
      await s.db.pool.query(
        `SELECT sum(i.valor_icms) AS v FROM faturamento_item i JOIN faturamento f ON f.emitente_id = i.emitente_id AND f.id = i.faturamento_id
          WHERE f.emitente_id = $1 AND f.situacao = 'autorizada' AND f.data_emissao < '2026-11-01T00:00:00-03:00'`,
        [emitLoja],
      )
    ).rows[0].v;
    expect(t.totais.valor_icms).toBe(new Decimal(icms).toFixed(2));
    expect(t.linhas.map((l: { cfop: string; cst: string }) => `${l.cfop}/${l.cst}`)).toEqual(['5102/00', '5405/60', '6102/00']);
  });

  it('posição de estoque: valor = quantidade × custo médio, soma igual ao SQL', async () => {
    const d = (await relatorio(loja, 'posicao_estoque', {})).json().Data;
    const esperado = (
      await s.db.pool.query('SELECT sum(round(quantidade * custo_medio, 2)) AS v, count(*)::int AS n FROM estoque WHERE emitente_id = $1', [emitLoja])
    ).rows[0];
    expect(d.linhas.length).toBe(esperado.n);
    expect(d.linhas.length).toBeGreaterThan(0);
    expect(d.totais.valor).toBe(new Decimal(esperado.v ?? 0).toFixed(2));
    for (const l of d.linhas.slice(0, 5))
      expect(new Decimal(l.valor).toFixed(2)).toBe(new Decimal(l.quantidade).times(l.custo_medio).toDecimalPlaces(2).toFixed(2));
  });
});

describe('validação, permissão e isolamento', () => {
  it('parâmetros inválidos -> 400 nomeando o campo', async () => {
    const sem = await relatorio(loja, 'vendas_periodo', { data_final: ATE });
    expect(sem.statusCode).toBe(400);
    expect(sem.body).toContain('data_inicial');
    const inv = await relatorio(loja, 'vendas_periodo', { data_inicial: '2026-02-30', data_final: ATE, agrupamento: 'ano' });
    expect(inv.statusCode).toBe(400);
    expect(inv.body).toContain('data_inicial');
    expect(inv.body).toContain('agrupamento');
    const inv2 = await relatorio(loja, 'vendas_periodo', { data_inicial: ATE, data_final: DE });
    expect(inv2.statusCode).toBe(400);
    expect(inv2.body).toContain('data_final');
    const rel = await relatorio(loja, 'xyz', {});
    expect(rel.statusCode).toBe(400);
    expect(rel.body).toContain('relatorio');
    const fmt = await s.call(loja, {
      method: 'POST',
      url: '/v1/relatorios/ExecutarRelatorio/',
      payload: { relatorio: 'vendas_periodo', parametros: { data_inicial: DE, data_final: ATE }, formato: 'doc' },
    });
    expect(fmt.statusCode).toBe(400);
    expect(fmt.body).toContain('formato');
  });

  it('sem a regra Relatorios -> 403', async () => {
    expect((await s.call(caixa, { method: 'GET', url: '/v1/relatorios/GetRelatoriosUsuario' })).statusCode).toBe(403);
    expect((await relatorio(caixa, 'vendas_periodo', { data_inicial: DE, data_final: ATE })).statusCode).toBe(403);
    const ex = await s.call(caixa, {
      method: 'POST',
      url: '/v1/relatorios/ExecutarRelatorio/',
      payload: { relatorio: 'vendas_periodo', parametros: { data_inicial: DE, data_final: ATE }, formato: 'pdf' },
    });
    expect(ex.statusCode).toBe(403);
  });

  it('cada empresa vê só as suas notas', async () => {
    const d = (await relatorio(industria, 'vendas_periodo', { data_inicial: DE, data_final: ATE })).json().Data;
    expect(d.totais.total_nota).toBe('777.77');
    expect(d.totais.notas).toBe(1);
  });
});

describe('ExecutarRelatorio como tarefa e DownloadRelatorio', () => {
  const executar = (formato: string) =>
    s.call(loja, {
      method: 'POST',
      url: '/v1/relatorios/ExecutarRelatorio/',
      payload: { relatorio: 'vendas_produto', parametros: { data_inicial: DE, data_final: ATE }, formato },
    });

  it('XLSX legível com as mesmas linhas e total', async () => {
    const r = await executar('xlsx');
    expect(r.statusCode, r.body).toBe(202);
    const t = await esperarTarefa(loja, r.json().Data.id);
    expect(t.situacao, t.erro).toBe('concluida');
    expect(t.progresso).toBe(100);
    const dl = await s.call(loja, { method: 'GET', url: `/v1/Relatorios/DownloadRelatorio?id=${t.id}` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toContain('spreadsheetml');
    const abas = lerPlanilha(dl.rawPayload, 'r.xlsx');
    const linhas = abas[0].linhas;
    expect(linhas[0]).toContain('Classe');
    const json = (await relatorio(loja, 'vendas_produto', { data_inicial: DE, data_final: ATE })).json().Data;
    expect(linhas.length).toBe(json.linhas.length + 2); // cabeçalho + total
    const total = linhas.at(-1) as string[];
    expect(total[0]).toBe('Total');
    expect(Number(total[3])).toBeCloseTo(Number(json.totais.valor), 2);
    expect(abas[1].nome).toBe('Parâmetros');
    // outra empresa não baixa
    expect((await s.call(industria, { method: 'GET', url: `/v1/Relatorios/DownloadRelatorio?id=${t.id}` })).statusCode).toBe(404);
  });

  it('PDF começa com %PDF-', async () => {
    const r = await executar('pdf');
    expect(r.statusCode, r.body).toBe(202);
    const t = await esperarTarefa(loja, r.json().Data.id);
    expect(t.situacao, t.erro).toBe('concluida');
    const dl = await s.call(loja, { method: 'GET', url: `/v1/Relatorios/DownloadRelatorio?id=${t.id}` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(dl.rawPayload.length).toBeGreaterThan(1500);
  });
});
