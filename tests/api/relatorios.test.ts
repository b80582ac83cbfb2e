/**
 * Relatórios: catálogo, GetRelatorio (linhas e totais conferidos com SQL
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

/** Insere uma nota com itens `[produto, quantidade, valor unitário, cfop, cst, icms]` (e o vendedor, opcional). */
async function nota(
  emit: number,
  numero: number,
  situacao: string,
  data: string,
  itens: Array<[number, number, string, string, string, string]>,
  vendedor: number | null = null,
) {
  const cliente = (await s.db.pool.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 1 OFFSET $2', [emit, numero % 3])).rows[0].id;
  const total = itens.reduce((t, [, q, v]) => t.plus(new Decimal(v).times(q).toDecimalPlaces(2)), new Decimal(0)).toFixed(2);
  const f = await s.db.pool.query(
    `INSERT INTO faturamento (emitente_id, cliente_id, natureza_operacao, data_emissao, situacao, numero, total_produtos, total_nota, vendedor_id)
     VALUES ($1, $2, 'Venda', $3::timestamptz, $4, $5, $6, $6, $7) RETURNING id`,
    [emit, cliente, `${data}T12:00:00-03:00`, situacao, numero, total, vendedor],
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

describe('vendas por vendedor (NF-e + NFC-e)', () => {
  /** Venda do PDV (NFC-e) com o total e o vendedor. */
  const cupom = (emit: number, numero: number, situacao: string, data: string, total: string, vendedor: number | null) =>
    s.db.pool.query(
      `INSERT INTO venda_cupom (emitente_id, numero, situacao, data_emissao, valor_produtos, valor_total, valor_pago, vendedor_id)
       VALUES ($1, $2, $3, $4::timestamptz, $5, $5, $5, $6)`,
      [emit, numero, situacao, `${data}T15:00:00-03:00`, total, vendedor],
    );

  it('soma NF-e e NFC-e autorizadas por vendedor, com ticket médio, comissão e a linha "Sem vendedor" por último', async () => {
    const novo = async (nome: string, percentual_comissao: number) => {
      const r = await s.call(loja, { method: 'POST', url: '/v1/vendedor/', payload: { nome, percentual_comissao } });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().Data.id as number;
    };
    const ana = await novo('Ana Relatório', 5);
    const beto = await novo('Beto Relatório', 2.5);
    const p = (await s.db.pool.query('SELECT id FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emitLoja])).rows[0].id;
    // agosto/2026 (fora do período dos outros testes)
    await nota(emitLoja, 101, 'autorizada', '2026-08-04', [[p, 2, '100.00', '5102', '00', '0']], ana); // 200,00
    await nota(emitLoja, 102, 'autorizada', '2026-08-05', [[p, 1, '33.33', '5102', '00', '0']], ana); // 33,33
    await nota(emitLoja, 103, 'cancelada', '2026-08-06', [[p, 9, '100.00', '5102', '00', '0']], ana); // não conta
    await nota(emitLoja, 104, 'autorizada', '2026-08-07', [[p, 1, '80.00', '5102', '00', '0']], beto); // 80,00
    await nota(emitLoja, 105, 'autorizada', '2026-08-08', [[p, 1, '45.00', '5102', '00', '0']]); // sem vendedor
    await nota(emitLoja, 106, 'autorizada', '2026-07-31', [[p, 1, '999.00', '5102', '00', '0']], beto); // fora do período
    await cupom(emitLoja, 90201, 'autorizada', '2026-08-10', '17.67', ana);
    await cupom(emitLoja, 90202, 'autorizada', '2026-08-11', '10.00', null);
    await cupom(emitLoja, 90203, 'cancelada', '2026-08-12', '500.00', beto);
    await cupom(emitLoja, 90204, 'autorizada', '2026-07-31', '700.00', beto); // fora do período

    const r = await relatorio(loja, 'vendas_vendedor', { data_inicial: '2026-08-01', data_final: '2026-08-31' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.linhas).toEqual([
      // Ana: 200,00 + 33,33 + 17,67 = 251,00 em 3 documentos; ticket 83,67; comissão 5 % = 12,55
      { vendedor: 'Ana Relatório', nfe: 2, nfce: 1, documentos: 3, total: '251.00', ticket_medio: '83.67', percentual_comissao: '5.00', comissao: '12.55' },
      // Beto: 80,00; 2,5 % = 2,00
      { vendedor: 'Beto Relatório', nfe: 1, nfce: 0, documentos: 1, total: '80.00', ticket_medio: '80.00', percentual_comissao: '2.50', comissao: '2.00' },
      { vendedor: 'Sem vendedor', nfe: 1, nfce: 1, documentos: 2, total: '55.00', ticket_medio: '27.50', percentual_comissao: null, comissao: '0.00' },
    ]);
    expect(d.totais).toEqual({ nfe: 4, nfce: 2, documentos: 6, total: '386.00', comissao: '14.55' });
    // o total bate com a soma SQL independente das duas tabelas
    const sql = (
      await s.db.pool.query(
        `SELECT (SELECT coalesce(sum(total_nota), 0) FROM faturamento WHERE emitente_id = $1 AND situacao = 'autorizada' AND tipo_operacao = 1
                   AND data_emissao >= '2026-08-01T00:00:00-03:00' AND data_emissao < '2026-09-01T00:00:00-03:00')
              + (SELECT coalesce(sum(valor_total), 0) FROM venda_cupom WHERE emitente_id = $1 AND situacao = 'autorizada'
                   AND data_emissao >= '2026-08-01T00:00:00-03:00' AND data_emissao < '2026-09-01T00:00:00-03:00') AS v`,
        [emitLoja],
      )
    ).rows[0].v;
    expect(d.totais.total).toBe(new Decimal(sql).toFixed(2));
    // filtro por vendedor: só a linha dele
    const so = (await relatorio(loja, 'vendas_vendedor', { data_inicial: '2026-08-01', data_final: '2026-08-31', vendedor_id: beto })).json().Data;
    expect(so.linhas.map((l: { vendedor: string }) => l.vendedor)).toEqual(['Beto Relatório']);
  });
});

describe('financeiro: aging e fluxo de caixa (títulos lançados pela API)', () => {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const dias = (n: number) => new Date(Date.parse(`${hoje}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  let fornecedor = 0;
  let cliente = 0;
  const titulo = async (lado: 'receber' | 'pagar', vencimento: string, valor: number) => {
    const pessoa = lado === 'receber' ? { cliente_id: cliente } : { fornecedor_id: fornecedor };
    const emissao = vencimento < hoje ? vencimento : hoje;
    const r = await s.call(loja, {
      method: 'POST',
      url: `/v1/${lado}/`,
      payload: { documento: `REL-${Math.random().toString(36).slice(2, 8)}`, ...pessoa, emissao, vencimento, valor },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().Data.id as number;
  };
  beforeAll(async () => {
    cliente = (await s.db.pool.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emitLoja])).rows[0].id;
    const f = await s.call(loja, {
      method: 'POST',
      url: '/v1/fornecedor/',
      payload: { nome: 'Fornecedor Relatórios Ltda', cpf_cnpj: '11222333000181', tipo_pessoa: 'J' },
    });
    expect(f.statusCode, f.body).toBe(201);
    fornecedor = f.json().Data.id;
  });

  it('aging: faixas a vencer, 1–30, 31–60, 61–90, > 90 dias, com as fronteiras 30/31 e 90/91, receber e pagar lado a lado', async () => {
    type Linha = { faixa: string; titulos_receber: number; receber: string; titulos_pagar: number; pagar: string; diferenca: string };
    const ler = async () => {
      const r = await relatorio(loja, 'aging_receber_pagar', {});
      expect(r.statusCode, r.body).toBe(200);
      return r.json().Data as { linhas: Linha[]; totais: Record<string, string | number> };
    };
    const antes = await ler();
    expect(antes.linhas.map((l) => l.faixa)).toEqual([
      'A vencer',
      'Vencidos há 1 a 30 dias',
      'Vencidos há 31 a 60 dias',
      'Vencidos há 61 a 90 dias',
      'Vencidos há mais de 90 dias',
    ]);
    await titulo('receber', hoje, 1000.01); // vence hoje: a vencer
    await titulo('receber', dias(-1), 1000.02); // 1 dia
    await titulo('receber', dias(-30), 1000.03); // 30 dias: ainda 1–30
    await titulo('receber', dias(-31), 1000.04); // 31 dias: 31–60
    await titulo('receber', dias(-90), 1000.05); // 90: 61–90
    await titulo('receber', dias(-91), 1000.06); // 91: > 90
    await titulo('pagar', dias(5), 500.3);
    await titulo('pagar', dias(-30), 500.1);
    await titulo('pagar', dias(-31), 500.2);
    const depois = await ler();
    const delta = depois.linhas.map((l, i) => ({
      rq: l.titulos_receber - antes.linhas[i].titulos_receber,
      r: new Decimal(l.receber).minus(antes.linhas[i].receber).toFixed(2),
      pq: l.titulos_pagar - antes.linhas[i].titulos_pagar,
      p: new Decimal(l.pagar).minus(antes.linhas[i].pagar).toFixed(2),
    }));
    expect(delta).toEqual([
      { rq: 1, r: '1000.01', pq: 1, p: '500.30' },
      { rq: 2, r: '2000.05', pq: 1, p: '500.10' },
      { rq: 1, r: '1000.04', pq: 1, p: '500.20' },
      { rq: 1, r: '1000.05', pq: 0, p: '0.00' },
      { rq: 1, r: '1000.06', pq: 0, p: '0.00' },
    ]);
    for (const l of depois.linhas) expect(l.diferenca).toBe(new Decimal(l.receber).minus(l.pagar).toFixed(2));
    // totais = saldo em aberto somado em SQL independente
    const aberto = async (tabela: string) =>
      (
        await s.db.pool.query(
          `SELECT coalesce(sum(saldo), 0) AS v, count(*)::int AS n FROM ${tabela} WHERE emitente_id = $1 AND situacao IN ('aberto', 'parcial')`,
          [emitLoja],
        )
      ).rows[0];
    const rec = await aberto('receber');
    const pag = await aberto('pagar');
    expect(depois.totais.receber).toBe(new Decimal(rec.v).toFixed(2));
    expect(depois.totais.titulos_receber).toBe(rec.n);
    expect(depois.totais.pagar).toBe(new Decimal(pag.v).toFixed(2));
    expect(depois.totais.titulos_pagar).toBe(pag.n);
  });

  it('fluxo de caixa por semana: previsto pelo vencimento, saldo do período e acumulado (calculados à mão)', async () => {
    await titulo('receber', '2031-03-04', 100);
    await titulo('receber', '2031-03-05', 50.5);
    await titulo('pagar', '2031-03-12', 30.25);
    await titulo('receber', '2031-03-30', 10); // domingo: semana de 24/03
    const r = await relatorio(loja, 'fluxo_caixa', { data_inicial: '2031-03-01', data_final: '2031-03-31', agrupamento: 'semana' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    const z = '0.00';
    const linha = (periodo: string, ep: string, sp: string, saldo: string, saldo_acumulado: string) => ({
      periodo,
      entradas_realizadas: z,
      entradas_previstas: ep,
      saidas_realizadas: z,
      saidas_previstas: sp,
      saldo,
      saldo_acumulado,
    });
    expect(d.linhas).toEqual([
      linha('2031-02-24', z, z, z, z),
      linha('2031-03-03', '150.50', z, '150.50', '150.50'),
      linha('2031-03-10', z, '30.25', '-30.25', '120.25'),
      linha('2031-03-17', z, z, z, '120.25'),
      linha('2031-03-24', '10.00', z, '10.00', '130.25'),
      linha('2031-03-31', z, z, z, '130.25'),
    ]);
    expect(d.totais.saldo).toBe('130.25');
    const mes = (await relatorio(loja, 'fluxo_caixa', { data_inicial: '2031-03-01', data_final: '2031-03-31', agrupamento: 'mes' })).json().Data;
    expect(mes.linhas).toEqual([linha('2031-03', '160.50', '30.25', '130.25', '130.25')]);
  });

  it('fluxo de caixa realizado hoje = baixas somadas em SQL independente; roda como tarefa e sai em XLSX', async () => {
    const rec = await titulo('receber', dias(400), 70);
    const pag = await titulo('pagar', dias(400), 40);
    const b1 = await s.call(loja, { method: 'POST', url: '/v1/Receber/ReceberRegistros/', payload: { data: hoje, Registros: [{ id: rec, valor: '25.00' }] } });
    expect(b1.statusCode, b1.body).toBe(200);
    const b2 = await s.call(loja, { method: 'POST', url: '/v1/Pagar/PagarRegistros/', payload: { data: hoje, Registros: [{ id: pag, valor: '12.00' }] } });
    expect(b2.statusCode, b2.body).toBe(200);
    const d = (await relatorio(loja, 'fluxo_caixa', { data_inicial: hoje, data_final: hoje, agrupamento: 'dia' })).json().Data;
    const soma = async (t: string) =>
      new Decimal(
        (
          await s.db.pool.query(
            `SELECT coalesce(sum(valor_total), 0) AS v FROM ${t} WHERE emitente_id = $1 AND data = $2::date AND tipo IN ('baixa', 'estorno')`,
            [emitLoja, hoje],
          )
        ).rows[0].v,
      ).toFixed(2);
    expect(d.linhas).toHaveLength(1);
    expect(d.linhas[0].entradas_realizadas).toBe(await soma('receber_pagamento'));
    expect(d.linhas[0].saidas_realizadas).toBe(await soma('pagar_pagamento'));
    expect(new Decimal(d.linhas[0].entradas_realizadas).gte(25)).toBe(true);

    const ex = await s.call(loja, {
      method: 'POST',
      url: '/v1/relatorios/ExecutarRelatorio/',
      payload: { relatorio: 'fluxo_caixa', parametros: { data_inicial: '2031-03-01', data_final: '2031-03-31', agrupamento: 'semana' }, formato: 'xlsx' },
    });
    expect(ex.statusCode, ex.body).toBe(202);
    const t = await esperarTarefa(loja, ex.json().Data.id);
    expect(t.situacao, t.erro).toBe('concluida');
    const dl = await s.call(loja, { method: 'GET', url: `/v1/Relatorios/DownloadRelatorio?id=${t.id}` });
    const linhas = lerPlanilha(dl.rawPayload, 'f.xlsx')[0].linhas;
    expect(linhas).toHaveLength(6 + 2);
    expect(Number((linhas.at(-1) as string[])[5])).toBeCloseTo(130.25, 2);
    // agrupamento inválido -> 400 com o campo
    const inv = await relatorio(loja, 'fluxo_caixa', { data_inicial: '2031-03-01', data_final: '2031-03-31', agrupamento: 'ano' });
    expect(inv.statusCode).toBe(400);
    expect(inv.body).toContain('agrupamento');
  });
});
