/**
 * GET /v1/dashboard/resumo against the real server and database: every figure equals a direct SQL
 * count of the same issuer, issuers are isolated, the 30-day series has one entry per day (server
 * zone -03:00, zeros included), figures follow the Consultar permissions, and a session without an
 * issuer gets semEmpresa. Also checks the demo customers' registration dates spread over 90 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { definirRelogio } from '../../src/domain/relogio.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ demoSize: 120 });
});
afterAll(async () => {
  await s?.close();
});

const resumo = async (token: string) => {
  const res = await s.call(token, { method: 'GET', url: '/v1/dashboard/resumo' });
  expect(res.statusCode).toBe(200);
  return res.json().Data;
};
const emitenteDe = async (login: string): Promise<number> =>
  (await s.db.pool.query('SELECT emitente_id FROM usuario WHERE login = $1', [login])).rows[0].emitente_id;

/** The figures computed straight from the tables (owner connection, no RLS). */
async function esperado(emitente: number) {
  const q = async (sql: string) => (await s.db.pool.query(sql, [emitente])).rows;
  const [c] = await q(`SELECT count(*)::int AS total, count(*) FILTER (WHERE ativo)::int AS ativos,
      count(*) FILTER (WHERE to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') = to_char(now() AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'))::int AS novos
    FROM cliente WHERE emitente_id = $1`);
  const [p] = await q(`SELECT count(*)::int AS total, count(*) FILTER (WHERE ativo)::int AS ativos FROM produto WHERE emitente_id = $1`);
  const [v] = await q(`SELECT coalesce(sum(quantidade * custo_medio), 0)::float8 AS valor FROM estoque WHERE emitente_id = $1`);
  const dias = await q(`SELECT to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS dia, count(*)::int AS n
    FROM cliente WHERE emitente_id = $1 GROUP BY 1`);
  const grupos = await q(`SELECT coalesce(g.descricao, 'Sem grupo') AS grupo, count(*)::int AS n
    FROM produto p LEFT JOIN grupo g ON g.emitente_id = p.emitente_id AND g.id = p.grupo_id WHERE p.emitente_id = $1 GROUP BY 1`);
  return { c, p, valor: Math.round(v.valor * 100) / 100, porDia: new Map(dias.map((d) => [d.dia, d.n])), grupos };
}

/** Today in the server zone -03:00, as YYYY-MM-DD, and the 30 days ending today. */
function ultimos30(): string[] {
  const hoje = new Date(Date.now() - 3 * 3600_000);
  return Array.from({ length: 30 }, (_, i) => new Date(hoje.getTime() - (29 - i) * 86_400_000).toISOString().slice(0, 10));
}

describe('GET /v1/dashboard/resumo', () => {
  it('exige sessão', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/v1/dashboard/resumo' })).statusCode).toBe(401);
  });

  it.each(['loja', 'industria'])('números de %s iguais às contagens SQL da própria empresa', async (login) => {
    const l = await s.login(login);
    const d = await resumo(l.Token);
    const e = await esperado(await emitenteDe(login));
    expect(d.semEmpresa).toBe(false);
    expect(d.clientes).toEqual({ total: e.c.total, ativos: e.c.ativos, novosMes: e.c.novos });
    expect(d.clientes.total).toBe(120);
    expect(d.produtos).toEqual({ total: e.p.total, ativos: e.p.ativos, valorEstoque: e.valor });
    expect(d.produtos.valorEstoque).toBeGreaterThan(0);
    // sem notas na demonstração recém-criada: o cartão de documentos aparece zerado
    expect(d.documentos).toEqual({ hoje: 0, mes: 0, disponivel: true });
    expect(d.vendas).toMatchObject({ hoje: 0, mes: 0, mesAnterior: 0, topClientes: [], topProdutos: [] });
    expect(d.cadeia).toBeNull();

    const dias = ultimos30();
    expect(d.clientesPorDia.map((x: { dia: string }) => x.dia)).toEqual(dias);
    expect(d.clientesPorDia).toEqual(dias.map((dia) => ({ dia, quantidade: e.porDia.get(dia) ?? 0 })));
    // dias sem cadastro aparecem com zero (a série não pula dias); quantos, depende da hora do teste
    expect(d.clientesPorDia.filter((x: { quantidade: number }) => x.quantidade === 0).length).toBe(dias.filter((dia) => !e.porDia.get(dia)).length);
    expect(d.clientesPorDia.some((x: { quantidade: number }) => x.quantidade > 0)).toBe(true);

    const somaGrupos = d.produtosPorGrupo.reduce((t: number, g: { quantidade: number }) => t + g.quantidade, 0);
    expect(somaGrupos).toBe(e.p.total);
    expect(d.produtosPorGrupo.length).toBeLessThanOrEqual(10);
    if (e.grupos.length <= 10) {
      expect([...d.produtosPorGrupo].sort((a: { grupo: string }, b: { grupo: string }) => a.grupo.localeCompare(b.grupo))).toEqual(
        e.grupos.map((g) => ({ grupo: g.grupo, quantidade: g.n })).sort((a, b) => a.grupo.localeCompare(b.grupo)),
      );
    }
    const qs = d.produtosPorGrupo.filter((g: { grupo: string }) => g.grupo !== 'Outros').map((g: { quantidade: number }) => g.quantidade);
    expect(qs).toEqual([...qs].sort((a, b) => b - a));
  });

  it('isolado por empresa: um cliente novo na loja só muda os números da loja', async () => {
    const loja = await s.login('loja');
    const industria = await s.login('industria');
    const antesLoja = await resumo(loja.Token);
    const antesInd = await resumo(industria.Token);
    const res = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/cliente/',
      payload: { nome: 'Cliente do Painel Ltda', cpf_cnpj: '11.222.333/0001-81', tipo_pessoa: 'J', ind_ie_dest: 9, cidade_id: 3550308, uf: 'SP' },
    });
    expect(res.statusCode).toBe(201);
    const depoisLoja = await resumo(loja.Token);
    expect(depoisLoja.clientes.total).toBe(antesLoja.clientes.total + 1);
    expect(depoisLoja.clientes.novosMes).toBe(antesLoja.clientes.novosMes + 1);
    expect(depoisLoja.clientesPorDia.at(-1).quantidade).toBe(antesLoja.clientesPorDia.at(-1).quantidade + 1);
    expect(await resumo(industria.Token)).toEqual(antesInd);
  });

  it('usuário sem Permitir.Produto.Consultar não vê os números de produtos', async () => {
    const l = await s.login('caixa');
    const d = await resumo(l.Token);
    expect(d.semEmpresa).toBe(false);
    expect(d.clientes.total).toBe((await esperado(await emitenteDe('caixa'))).c.total);
    expect(d.clientesPorDia).toHaveLength(30);
    expect(d.produtos).toBeNull();
    expect(d.produtosPorGrupo).toBeNull();
  });

  it('usuário sem Permitir.Cliente.Consultar não vê os números de clientes', async () => {
    const emitente = await emitenteDe('caixa');
    await s.db.pool.query(
      `DELETE FROM emitente_restricao WHERE emitente_id = $1 AND regra = 'Permitir.Cliente.Consultar'
          AND emitente_tipo_usuario_id = (SELECT emitente_tipo_usuario_id FROM usuario WHERE login = 'caixa')`,
      [emitente],
    );
    const d = await resumo((await s.login('caixa')).Token);
    expect(d.clientes).toBeNull();
    expect(d.clientesPorDia).toBeNull();
    expect(d.documentos).toEqual({ hoje: 0, mes: 0, disponivel: false });
    expect(d.vendas).toBeNull();
  });

  it('sessão sem empresa (revenda antes de escolher uma): semEmpresa', async () => {
    const d = await resumo((await s.login('revenda')).Token);
    expect(d).toMatchObject({
      semEmpresa: true,
      clientes: null,
      produtos: null,
      documentos: { hoje: 0, mes: 0, disponivel: false },
      clientesPorDia: null,
      produtosPorGrupo: null,
      vendas: null,
    });
    // a rede da revenda: as três empresas da demonstração (loja, indústria e a padaria), 12 meses de documentos
    expect(d.cadeia.empresasAtivas).toBe(3);
    expect(d.cadeia.documentosPorMes).toHaveLength(12);
  });

  it('empresa recém-cadastrada: tudo zero, 30 dias zerados', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/v1/registerEmitente/',
      remoteAddress: '10.3.3.3',
      payload: {
        Url: 'erp',
        Empresa: {
          nome: 'Oficina Zero Ltda',
          cnpj: '11.444.777/0001-61',
          ie: 'ISENTO',
          crt: 4,
          cep: '30130010',
          logradouro: 'Rua da Bahia',
          numero: '1',
          bairro: 'Centro',
          cidade_id: 3106200,
          uf: 'MG',
        },
        Usuario: { nome: 'Zé da Oficina', email: 'ze@oficinazero.com.br', login: 'ze.oficina', senha: 'Oficina#2026' },
      },
    });
    expect(res.statusCode).toBe(201);
    const d = await resumo((await s.login('ze.oficina', 'Oficina#2026')).Token);
    expect(d.clientes).toEqual({ total: 0, ativos: 0, novosMes: 0 });
    expect(d.produtos).toEqual({ total: 0, ativos: 0, valorEstoque: 0 });
    expect(d.produtosPorGrupo).toEqual([]);
    expect(d.clientesPorDia).toEqual(ultimos30().map((dia) => ({ dia, quantidade: 0 })));
  });
});

describe('faturamento no painel (R$ de notas autorizadas)', () => {
  it('hoje, mês, mês anterior, situações, série diária e os maiores clientes e produtos conferem com o SQL', async () => {
    const loja = await s.login('loja');
    const emit = await emitenteDe('loja');
    const { rows: cl } = await s.db.pool.query('SELECT id, nome FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 3', [emit]);
    const { rows: pr } = await s.db.pool.query('SELECT id, descricao FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 2', [emit]);
    // notas gravadas como a transmissão as deixa: hoje, ontem (mesmo mês, se não for dia 1), mês passado; uma cancelada e uma rejeitada
    const notas: Array<[number, string, string, number]> = [
      [cl[0].id, 'autorizada', 'now()', 1500.5],
      [cl[1].id, 'autorizada', 'now()', 320.25],
      [cl[0].id, 'autorizada', "date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo' + interval '1 minute'", 99.9],
      [cl[2].id, 'autorizada', "date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo' - interval '2 days'", 777],
      [cl[2].id, 'cancelada', 'now()', 5000],
      [cl[1].id, 'rejeitada', 'now()', 42],
    ];
    for (const [cliente, situacao, data, total] of notas) {
      const {
        rows: [f],
      } = await s.db.pool.query(
        `INSERT INTO faturamento (emitente_id, cliente_id, natureza_operacao, data_emissao, situacao, total_nota, total_produtos)
         VALUES ($1, $2, 'Venda', ${data}, $3, $4, $4) RETURNING id`,
        [emit, cliente, situacao, total],
      );
      await s.db.pool.query(
        `INSERT INTO faturamento_item (emitente_id, faturamento_id, produto_id, descricao, ncm, cfop, unidade, quantidade, valor_unitario, valor_produto)
         VALUES ($1, $2, $3, $4, '09012100', '5102', 'UN', 2, $5::numeric / 2, $5::numeric)`,
        [emit, f.id, pr[total > 1000 ? 0 : 1].id, pr[total > 1000 ? 0 : 1].descricao, total],
      );
    }
    const sql = async (filtro: string) =>
      Number(
        (
          await s.db.pool.query(`SELECT coalesce(sum(total_nota), 0) AS v FROM faturamento WHERE emitente_id = $1 AND situacao = 'autorizada' AND ${filtro}`, [
            emit,
          ])
        ).rows[0].v,
      );
    const mesSql = await sql(`to_char(data_emissao AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') = to_char(now() AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM')`);
    const hojeSql = await sql(`(data_emissao AT TIME ZONE 'America/Sao_Paulo')::date = (now() AT TIME ZONE 'America/Sao_Paulo')::date`);
    const anteriorSql = await sql(
      `to_char(data_emissao AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') = to_char(now() AT TIME ZONE 'America/Sao_Paulo' - interval '1 month', 'YYYY-MM')`,
    );

    const d = await resumo(loja.Token);
    expect(d.vendas.mes).toBe(mesSql);
    expect(d.vendas.mes).toBeCloseTo(1500.5 + 320.25 + 99.9, 2);
    expect(d.vendas.hoje).toBe(hojeSql);
    expect(d.vendas.mesAnterior).toBe(anteriorSql);
    expect(d.vendas.mesAnterior).toBeGreaterThanOrEqual(777);
    expect(d.vendas.notasMes).toEqual({ autorizadas: 3, canceladas: 1, rejeitadas: 1, denegadas: 0 });
    expect(d.documentos).toEqual({ hoje: d.vendas.notasHoje, mes: 3, disponivel: true });
    expect(d.vendas.porDia).toHaveLength(30);
    expect(d.vendas.porDia.at(-1)).toMatchObject({ dia: ultimos30().at(-1), valor: hojeSql });
    expect(d.vendas.topClientes[0]).toMatchObject({ id: cl[0].id, nome: cl[0].nome, valor: 1600.4, notas: 2 });
    expect(d.vendas.topClientes.map((c: { id: number }) => c.id)).not.toContain(cl[2].id); // só nota cancelada no mês
    expect(d.vendas.topProdutos[0]).toMatchObject({ id: pr[0].id, valor: 1500.5, quantidade: 2 });
    // a outra empresa não vê nada disso
    const ind = await resumo((await s.login('industria')).Token);
    expect(ind.vendas.mes).toBe(0);
    // a revenda vê as notas da rede por mês (autorizadas e canceladas), sem ver valores
    const rede = (await resumo((await s.login('revenda')).Token)).cadeia;
    const esteMes = rede.documentosPorMes.at(-1);
    expect(esteMes.quantidade).toBe(4);
  });
});

describe('NFC-e no painel', () => {
  /** Uma NFC-e gravada como a emissão a deixa (um item), na data `quando` (expressão SQL). */
  async function nfce(emit: number, situacao: string, quando: string, total: number, produtoId: number, clienteId: number | null = null) {
    const {
      rows: [v],
    } = await s.db.pool.query(
      `INSERT INTO venda_cupom (emitente_id, cliente_id, modelo, situacao, data_emissao, valor_produtos, valor_total, valor_pago)
       VALUES ($1, $2, '65', $3, ${quando}, $4, $4, $4) RETURNING id`,
      [emit, clienteId, situacao, total],
    );
    await s.db.pool.query(
      `INSERT INTO venda_cupom_item (emitente_id, venda_cupom_id, produto_id, descricao, quantidade, valor_unitario, valor_total)
       VALUES ($1, $2, $3, 'Produto da NFC-e', 1, $4, $4)`,
      [emit, v.id, produtoId, total],
    );
    return v.id as number;
  }

  it('NFC-e autorizadas entram no faturado de hoje e do mês, na contagem, no gráfico diário e nos maiores produtos', async () => {
    const token = (await s.login('industria')).Token;
    const emit = await emitenteDe('industria');
    const antes = (await resumo(token)).vendas;
    const { rows: pr } = await s.db.pool.query('SELECT id FROM produto WHERE emitente_id = $1 ORDER BY id DESC LIMIT 1', [emit]);
    const { rows: cl } = await s.db.pool.query('SELECT id, nome FROM cliente WHERE emitente_id = $1 ORDER BY id DESC LIMIT 1', [emit]);
    await nfce(emit, 'autorizada', 'now()', 43.8, pr[0].id);
    await nfce(emit, 'autorizada', 'now()', 175.22, pr[0].id, cl[0].id);
    await nfce(emit, 'cancelada', 'now()', 900, pr[0].id);
    await nfce(emit, 'transformada', 'now()', 800, pr[0].id); // a NF-e que a substituiu é que conta
    await nfce(emit, 'contingencia', 'now()', 700, pr[0].id); // ainda não autorizada
    const d = await resumo(token);
    expect(d.vendas.hoje).toBeCloseTo(antes.hoje + 219.02, 2);
    expect(d.vendas.mes).toBeCloseTo(antes.mes + 219.02, 2);
    expect(d.vendas.notasHoje).toBe(antes.notasHoje + 2);
    expect(d.vendas.notasMes.autorizadas).toBe(antes.notasMes.autorizadas + 2);
    expect(d.vendas.notasMes.canceladas).toBe(antes.notasMes.canceladas + 1);
    expect(d.documentos).toMatchObject({ hoje: d.vendas.notasHoje, mes: d.vendas.notasMes.autorizadas });
    expect(d.vendas.porDia.at(-1).valor).toBeCloseTo(antes.porDia.at(-1).valor + 219.02, 2);
    expect(d.vendas.porDia.at(-1).notas).toBe(antes.porDia.at(-1).notas + 2);
    expect(d.vendas.topProdutos.find((p: { id: number }) => p.id === pr[0].id)).toMatchObject({ valor: 219.02, quantidade: 2 });
    expect(d.vendas.topClientes.find((c: { id: number }) => c.id === cl[0].id)).toMatchObject({ nome: cl[0].nome, valor: 175.22, notas: 1 });
  });

  it('o dia do negócio é o do fuso da UF do emitente (AC, -05:00): 01:00 de Brasília ainda é ontem no Acre', async () => {
    const emit = await emitenteDe('industria');
    const { rows: pr } = await s.db.pool.query('SELECT id FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emit]);
    const uf = (await s.db.pool.query('SELECT uf FROM emitente WHERE id = $1', [emit])).rows[0].uf;
    // 28/11/2026 04:30 UTC = 01:30 em Brasília, 23:30 de 27/11 no Acre; a venda foi às 04:00 UTC
    definirRelogio(() => new Date('2026-11-28T04:30:00Z'));
    try {
      const token = (await s.login('industria')).Token;
      await s.db.pool.query(`DELETE FROM venda_cupom WHERE emitente_id = $1`, [emit]);
      await nfce(emit, 'autorizada', `'2026-11-28T04:00:00Z'::timestamptz`, 50, pr[0].id);
      await s.db.pool.query(`UPDATE emitente SET uf = 'SP' WHERE id = $1`, [emit]);
      const sp = (await resumo(token)).vendas;
      expect(sp.porDia.at(-1)).toMatchObject({ dia: '2026-11-28', notas: 1 });
      expect(sp.notasHoje).toBeGreaterThanOrEqual(1);
      await s.db.pool.query(`UPDATE emitente SET uf = 'AC' WHERE id = $1`, [emit]);
      const ac = (await resumo(token)).vendas;
      expect(ac.porDia.at(-1)).toMatchObject({ dia: '2026-11-27', notas: 1 });
      expect(ac.porDia.at(-1).valor).toBeGreaterThanOrEqual(50);
    } finally {
      definirRelogio(null);
      await s.db.pool.query('UPDATE emitente SET uf = $2 WHERE id = $1', [emit, uf]);
    }
  });
});

describe('demonstração', () => {
  it('as datas de cadastro dos clientes se espalham pelos últimos 90 dias', async () => {
    const { rows } = await s.db.pool.query(
      `SELECT emitente_id, min(criado_em) >= now() - interval '90 days 1 minute' AS dentro, max(criado_em) <= now() AS passado,
              count(DISTINCT (criado_em AT TIME ZONE 'America/Sao_Paulo')::date)::int AS dias,
              count(*) FILTER (WHERE criado_em >= now() - interval '30 days')::int AS recentes, count(*)::int AS total
         FROM cliente WHERE nome <> 'Cliente do Painel Ltda' GROUP BY emitente_id`,
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.dentro).toBe(true);
      expect(r.passado).toBe(true);
      expect(r.dias).toBeGreaterThan(40);
      expect(r.recentes).toBeGreaterThan(r.total / 3);
    }
  });
});
