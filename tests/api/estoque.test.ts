/**
 * Razão e saldo de estoque: custo médio ponderado nas entradas, políticas de estoque
 * negativo (permitir / avisar / bloquear), transferência entre locais, contagem de inventário
 * (comparar, depois lançar tudo numa transação), razão imutável para o papel da aplicação,
 * permissões, isolamento entre empresas e validação com a chave do campo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { withTenant } from '../../src/server/db/tenant.ts';
import { conferirSaldoDaNota } from '../../src/server/modules/estoque/index.ts';

let s: TestServer;
let loja: string;
let caixa: string;
let industria: string;
let emit = 0;
let cfgId = 0;
const loc = { loja: 0, deposito: 0 };

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  industria = (await s.login('industria')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  cfgId = (await s.db.pool.query('SELECT id FROM configuracao WHERE emitente_id = $1', [emit])).rows[0].id;
  loc.loja = (await s.db.pool.query('SELECT id FROM tipo_estoque WHERE emitente_id = $1 AND padrao', [emit])).rows[0].id;
  const dep = await s.call(loja, { method: 'POST', url: '/v1/tipoEstoque/', payload: { descricao: 'Depósito central' } });
  expect(dep.statusCode, dep.body).toBe(201);
  loc.deposito = dep.json().Data.id;
});
afterAll(async () => {
  await s?.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  s.call(token, { method, url, ...(payload ? { payload } : {}) });
const lancar = (payload: Record<string, unknown>, token = loja) => call(token, 'POST', '/v1/estoqueMovimentacao/Lancar', payload);
const politica = async (p: string) => expect((await call(loja, 'PUT', '/v1/configuracao/', { id: cfgId, politica_estoque_negativo: p })).statusCode).toBe(200);

async function novoProduto(codigo: string): Promise<number> {
  const r = await call(loja, 'POST', '/v1/produto/', { codigo, descricao: `Produto ${codigo}`, unidade: 'UN', ncm: '73239900', preco_venda: 20 });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().Data.id;
}
async function saldo(produto: number, local: number) {
  const { rows } = await s.db.pool.query(
    'SELECT quantidade::text AS q, custo_medio::text AS c FROM estoque WHERE emitente_id = $1 AND produto_id = $2 AND tipo_estoque_id = $3',
    [emit, produto, local],
  );
  return rows[0] ?? null;
}

describe('demonstração', () => {
  it('grade 3 cores × 4 tamanhos, kit, dois locais, meses de movimentos e razão = saldo', async () => {
    const grade = await s.db.pool.query(
      `SELECT count(*)::int AS n FROM estoque_variacao v JOIN produto p ON p.emitente_id = v.emitente_id AND p.id = v.produto_id
        WHERE v.emitente_id = $1 AND p.codigo = 'CAM-BAS'`,
      [emit],
    );
    expect(grade.rows[0].n).toBe(12);
    const kit = await s.db.pool.query('SELECT count(*)::int AS n FROM prod_kit WHERE emitente_id = $1', [emit]);
    expect(kit.rows[0].n).toBe(2);
    const locais = await s.db.pool.query('SELECT descricao FROM tipo_estoque WHERE emitente_id = $1 ORDER BY id', [emit]);
    expect(locais.rows.map((r) => r.descricao)).toEqual(['Loja', 'Depósito', 'Depósito central']); // o último é deste teste
    const meses = await s.db.pool.query(
      `SELECT count(DISTINCT date_trunc('month', data))::int AS meses, count(DISTINCT operacao_id)::int AS ops FROM estoque_movimentacao WHERE emitente_id = $1`,
      [emit],
    );
    expect(meses.rows[0].meses).toBeGreaterThanOrEqual(4);
    expect(meses.rows[0].ops).toBeGreaterThanOrEqual(5); // saldo inicial, compra, venda, transferência, ajuste (e perdas)
    const negativos = await s.db.pool.query('SELECT count(*)::int AS n FROM estoque WHERE emitente_id = $1 AND quantidade < 0', [emit]);
    expect(negativos.rows[0].n).toBe(0);
    const conf = await call(loja, 'GET', '/v1/estoque/Conferir');
    expect(conf.json().Data).toEqual({ confere: true, divergencias: [] });
  });
});

describe('custo médio e políticas', () => {
  it('entradas recalculam o custo médio ponderado; saídas saem pelo médio', async () => {
    const p = await novoProduto('CM-1');
    expect((await lancar({ produto_id: p, operacao: 'compra', quantidade: 10, custo_unitario: 10 })).statusCode).toBe(200);
    const r = await lancar({ produto_id: p, operacao: 'compra', quantidade: 5, custo_unitario: '16.3' });
    expect(r.json().Data.movimentos[0]).toMatchObject({ saldo: '15.0000', custoMedio: '12.1000' }); // (10×10 + 5×16,3) ÷ 15
    const saida = await lancar({ produto_id: p, operacao: 'perda', quantidade: -3 });
    expect(saida.json().Data.movimentos[0]).toMatchObject({ quantidade: '-3.0000', custoUnitario: '12.1000', saldo: '12.0000', custoMedio: '12.1000' });
    // ajuste positivo sem custo entra pelo médio vigente
    const aj = await lancar({ produto_id: p, operacao: 'ajuste', quantidade: 0.5 });
    expect(aj.json().Data.movimentos[0]).toMatchObject({ custoUnitario: '12.1000', saldo: '12.5000', custoMedio: '12.1000' });
    expect(await saldo(p, loc.loja)).toEqual({ q: '12.5000', c: '12.1000' });
  });

  it('bloquear recusa a saída sem saldo (nada gravado); avisar aceita com aviso; permitir aceita calado', async () => {
    const p = await novoProduto('POL-1');
    await lancar({ produto_id: p, operacao: 'compra', quantidade: 2, custo_unitario: 5 });
    await politica('bloquear');
    const antes = (await s.db.pool.query('SELECT count(*)::int AS n FROM estoque_movimentacao WHERE emitente_id = $1', [emit])).rows[0].n;
    const b = await lancar({ produto_id: p, operacao: 'consumo', quantidade: -3 });
    expect(b.statusCode).toBe(400);
    expect(b.json().Message).toBe('Estoque insuficiente de "Produto POL-1" em Loja: saldo 2.0000, saída 3.');
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM estoque_movimentacao WHERE emitente_id = $1', [emit])).rows[0].n).toBe(antes);
    await politica('avisar');
    const a = await lancar({ produto_id: p, operacao: 'consumo', quantidade: -3 });
    expect(a.statusCode).toBe(200);
    expect(a.json().Message).toBe('Estoque de "Produto POL-1" em Loja ficou negativo (-1.0000).');
    await politica('permitir');
    const ok = await lancar({ produto_id: p, operacao: 'consumo', quantidade: -1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Message).toBeNull();
    expect((await saldo(p, loc.loja)).q).toBe('-2.0000');
    // entrada sobre saldo negativo: o médio passa a ser o custo da entrada
    const e = await lancar({ produto_id: p, operacao: 'compra', quantidade: 10, custo_unitario: 7 });
    expect(e.json().Data.movimentos[0]).toMatchObject({ saldo: '8.0000', custoMedio: '7.0000' });
    await politica('bloquear');
  });

  it('entrada inválida: 400 com a chave do campo e nada gravado', async () => {
    const p = await novoProduto('VAL-1');
    const casos: Array<[Record<string, unknown>, string]> = [
      [{ produto_id: p, operacao: 'compra', quantidade: 0 }, 'quantidade'],
      [{ produto_id: p, operacao: 'compra', quantidade: -1 }, 'quantidade'],
      [{ produto_id: p, operacao: 'perda', quantidade: 1 }, 'quantidade'],
      [{ produto_id: p, operacao: 'compra', quantidade: '1,5' }, 'quantidade'],
      [{ produto_id: p, operacao: 'compra', quantidade: 1.23456 }, 'quantidade'],
      [{ produto_id: p, operacao: 'venda', quantidade: -1 }, 'operacao'],
      [{ produto_id: 99999999, operacao: 'compra', quantidade: 1 }, 'produto_id'],
      [{ produto_id: p, operacao: 'compra', quantidade: 1, tipo_estoque_id: 99999999 }, 'tipo_estoque_id'],
      [{ produto_id: p, operacao: 'compra', quantidade: 1, custo_unitario: -2 }, 'custo_unitario'],
    ];
    for (const [payload, campo] of casos) {
      const r = await lancar(payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json()[campo], `${JSON.stringify(payload)} -> ${r.body}`).toBeDefined();
    }
    expect(await saldo(p, loc.loja)).toBeNull();
  });
});

describe('transferência e contagem', () => {
  it('transfere entre locais levando o custo médio; sem saldo na origem (bloquear) recusa', async () => {
    const p = await novoProduto('TR-1');
    await lancar({ produto_id: p, operacao: 'compra', quantidade: 8, custo_unitario: 4.5 });
    const r = await call(loja, 'POST', '/v1/estoque/Transferir', { produto_id: p, origem_id: loc.loja, destino_id: loc.deposito, quantidade: 3 });
    expect(r.statusCode, r.body).toBe(200);
    expect(await saldo(p, loc.loja)).toEqual({ q: '5.0000', c: '4.5000' });
    expect(await saldo(p, loc.deposito)).toEqual({ q: '3.0000', c: '4.5000' });
    const docs = await s.db.pool.query(
      `SELECT DISTINCT documento_id FROM estoque_movimentacao WHERE emitente_id = $1 AND produto_id = $2 AND documento_tipo = 'transferencia'`,
      [emit, p],
    );
    expect(docs.rows.length).toBe(1);
    const demais = await call(loja, 'POST', '/v1/estoque/Transferir', { produto_id: p, origem_id: loc.deposito, destino_id: loc.loja, quantidade: 4 });
    expect(demais.statusCode).toBe(400);
    const mesmo = await call(loja, 'POST', '/v1/estoque/Transferir', { produto_id: p, origem_id: loc.loja, destino_id: loc.loja, quantidade: 1 });
    expect(mesmo.json().destino_id).toBeDefined();
    expect(await saldo(p, loc.deposito)).toEqual({ q: '3.0000', c: '4.5000' });
  });

  it('contagem: compara sem gravar, depois lança os ajustes de uma vez; produto inválido recusa tudo', async () => {
    const a = await novoProduto('CT-A');
    const b = await novoProduto('CT-B');
    const c = await novoProduto('CT-C');
    await lancar({ produto_id: a, operacao: 'compra', quantidade: 10, custo_unitario: 2, tipo_estoque_id: loc.deposito });
    await lancar({ produto_id: b, operacao: 'compra', quantidade: 4, custo_unitario: 3, tipo_estoque_id: loc.deposito });
    // o leitor manda uma linha por bipe: duas linhas de B somam
    const itens = [
      { produto_id: a, quantidade: 7 },
      { produto_id: b, quantidade: 3 },
      { produto_id: b, quantidade: 3 },
      { produto_id: c, quantidade: 1 },
    ];
    const previa = await call(loja, 'POST', '/v1/estoque/Contagem', { tipo_estoque_id: loc.deposito, itens });
    expect(previa.statusCode, previa.body).toBe(200);
    expect(previa.json().Data.diferencas.map((d: Record<string, string>) => [d.sistema, d.contado, d.diferenca, d.valor])).toEqual([
      ['10.0000', '7.0000', '-3.0000', '-6.00'],
      ['4.0000', '6.0000', '2.0000', '6.00'],
      ['0.0000', '1.0000', '1.0000', '0.00'],
    ]);
    expect(previa.json().Data.movimentos).toEqual([]);
    expect((await saldo(a, loc.deposito)).q).toBe('10.0000');

    const ruim = await call(loja, 'POST', '/v1/estoque/Contagem', {
      tipo_estoque_id: loc.deposito,
      itens: [...itens, { produto_id: 99999999, quantidade: 1 }],
      confirmar: true,
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()['itens[4].produto_id']).toEqual(['Produto não encontrado']);
    expect((await saldo(a, loc.deposito)).q).toBe('10.0000');

    const sem = await call(caixa, 'POST', '/v1/estoque/Contagem', { tipo_estoque_id: loc.deposito, itens, confirmar: true });
    expect(sem.statusCode).toBe(403);

    const feito = await call(loja, 'POST', '/v1/estoque/Contagem', { tipo_estoque_id: loc.deposito, itens, confirmar: true });
    expect(feito.statusCode, feito.body).toBe(200);
    expect(feito.json().Data.movimentos.length).toBe(3);
    expect((await saldo(a, loc.deposito)).q).toBe('7.0000');
    expect((await saldo(b, loc.deposito)).q).toBe('6.0000');
    expect((await saldo(c, loc.deposito)).q).toBe('1.0000');
    const conf = await call(loja, 'GET', '/v1/estoque/Conferir');
    expect(conf.json().Data).toEqual({ confere: true, divergencias: [] });
  });

  it('posição por local: valor = Σ quantidade × custo médio, por grupo e por produto', async () => {
    const r = await call(loja, 'GET', `/v1/estoque/Posicao?tipo_estoque_id=${loc.deposito}`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    const { rows } = await s.db.pool.query(
      'SELECT round(sum(quantidade * custo_medio), 2)::text AS v FROM estoque WHERE emitente_id = $1 AND tipo_estoque_id = $2',
      [emit, loc.deposito],
    );
    expect(d.total).toBe(rows[0].v);
    expect(d.locais).toHaveLength(1);
    expect(d.locais[0]).toMatchObject({ tipo_estoque_id: loc.deposito, descricao: 'Depósito central', valor: rows[0].v });
    expect(d.produtos.find((x: { codigo: string }) => x.codigo === 'CT-A')).toMatchObject({ quantidade: '7.0000', valor: '14.00', grupo: 'Sem grupo' });
  });

  it('histórico do produto pelo OData: filtro por período e local, mais novo primeiro', async () => {
    const p = (await s.db.pool.query(`SELECT id FROM produto WHERE emitente_id = $1 AND codigo = 'CT-A'`, [emit])).rows[0].id;
    const hoje = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    const url = (f: string) => `/OData/EstoqueMovimentacao?$orderby=id desc&$count=true&$filter=${encodeURIComponent(f)}`;
    const r = await call(loja, 'GET', url(`produto_id eq ${p} and tipo_estoque_id eq ${loc.deposito} and data ge ${hoje}T00:00:00-03:00`));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()['@odata.count']).toBe(2); // compra e ajuste da contagem
    expect(r.json().value.map((m: { operacao_id: number }) => m.operacao_id)).toEqual([4, 2]);
    const ontem = await call(loja, 'GET', url(`produto_id eq ${p} and data le 2000-01-01T23:59:59-03:00`));
    expect(ontem.json()['@odata.count']).toBe(0);
  });
});

describe('razão imutável, permissões e isolamento', () => {
  it('o papel da aplicação não altera nem apaga o razão; a API genérica recusa escrita', async () => {
    const c = await s.db.pool.connect();
    try {
      for (const sql of ['UPDATE estoque_movimentacao SET quantidade = 1', 'DELETE FROM estoque_movimentacao']) {
        await c.query(`BEGIN; SET LOCAL ROLE erp_app; SELECT set_config('erp.emitente_id', '${emit}', true)`);
        await expect(c.query(sql)).rejects.toThrow(/permission denied|permissão negada/);
        await c.query('ROLLBACK');
      }
    } finally {
      c.release();
    }
    const post = await call(loja, 'POST', '/v1/estoqueMovimentacao/', { produto_id: 1, tipo_estoque_id: loc.loja, operacao_id: 2, quantidade: 5 });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    const put = await call(loja, 'PUT', '/v1/estoque/', { id: 1, quantidade: 999 });
    expect(put.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('sem Permitir.Produto.Alterar: 403; outra empresa não lança no produto nem vê o local', async () => {
    const p = await novoProduto('ISO-1');
    expect((await lancar({ produto_id: p, operacao: 'compra', quantidade: 1 }, caixa)).statusCode).toBe(403);
    const outra = await lancar({ produto_id: p, operacao: 'compra', quantidade: 1 }, industria);
    expect(outra.statusCode).toBe(400);
    expect(outra.json().produto_id).toEqual(['Produto não encontrado']);
    const local = await lancar({ produto_id: p, operacao: 'compra', quantidade: 1, tipo_estoque_id: loc.deposito }, industria);
    expect(local.statusCode).toBe(400);
    expect(await saldo(p, loc.loja)).toBeNull();
  });

  it('local padrão: marcar outro troca o padrão; o padrão não se desmarca direto', async () => {
    const r = await call(loja, 'PUT', '/v1/tipoEstoque/', { id: loc.loja, padrao: false });
    expect(r.statusCode).toBe(400);
    expect(r.json().padrao).toBeDefined();
    expect((await call(loja, 'PUT', '/v1/tipoEstoque/', { id: loc.deposito, padrao: true })).statusCode).toBe(200);
    const { rows } = await s.db.pool.query('SELECT id FROM tipo_estoque WHERE emitente_id = $1 AND padrao', [emit]);
    expect(rows).toEqual([{ id: loc.deposito }]);
    expect((await call(loja, 'PUT', '/v1/tipoEstoque/', { id: loc.loja, padrao: true })).statusCode).toBe(200);
  });

  it('conferirSaldoDaNota: lista o que falta no local padrão, com o kit desdobrado', async () => {
    const { rows: kit } = await s.db.pool.query(
      `SELECT k.produto_id AS kit, pk.produto_id AS comp, pk.quantidade::float8 AS q FROM kit k JOIN prod_kit pk ON pk.emitente_id = k.emitente_id AND pk.kit_id = k.id
        WHERE k.emitente_id = $1 ORDER BY pk.produto_id`,
      [emit],
    );
    const cliente = (
      await s.db.pool.query(
        'SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1',
        [emit],
      )
    ).rows[0].id;
    const saldo = async (p: number) =>
      Number(
        (
          await s.db.pool.query(
            'SELECT coalesce(sum(quantidade), 0)::float8 AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2 AND tipo_estoque_id = $3',
            [emit, p, loc.loja],
          )
        ).rows[0].q,
      );
    // kits suficientes para o 1º componente faltar: saldo do componente ÷ quantidade por kit + 1
    const kits = Math.floor((await saldo(kit[0].comp)) / kit[0].q) + 1;
    const nota = await call(loja, 'POST', '/v1/faturamento/', {
      cliente_id: cliente,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: [{ produto_id: kit[0].kit, quantidade: kits, valor_unitario: 39.9 }],
      Pagamento: [{ t_pag: '01', valor: 39.9 * kits }],
    });
    expect(nota.statusCode, nota.body).toBe(201);
    const ctx = { usuarioId: 0, nivel: 'emitente' as const, masterId: null, distribuidorId: null, revendaId: null, emitenteId: emit };
    const falta = await withTenant(s.db, ctx, (c) => conferirSaldoDaNota(c, emit, nota.json().Data.id));
    const comp = falta.find((f) => f.produto_id === kit[0].comp);
    expect(comp).toBeDefined();
    expect(Number(comp!.necessario)).toBe(kits * kit[0].q);
    expect(falta.find((f) => f.produto_id === kit[0].kit)).toBeUndefined(); // o kit não tem saldo próprio
  });
});
