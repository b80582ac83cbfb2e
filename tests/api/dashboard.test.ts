/**
 * GET /v1/dashboard/resumo against the real server and database: every figure equals a direct SQL
 * count of the same issuer, issuers are isolated, the 30-day series has one entry per day (server
 * zone -03:00, zeros included), figures follow the Consultar permissions, and a session without an
 * issuer gets semEmpresa. Also checks the demo customers' registration dates spread over 90 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startTestServer({ demoSize: 120 }); });
afterAll(async () => { await s?.close(); });

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
    expect(d.documentos).toEqual({ hoje: 0, mes: 0, disponivel: false });

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
      expect([...d.produtosPorGrupo].sort((a: { grupo: string }, b: { grupo: string }) => a.grupo.localeCompare(b.grupo)))
        .toEqual(e.grupos.map((g) => ({ grupo: g.grupo, quantidade: g.n })).sort((a, b) => a.grupo.localeCompare(b.grupo)));
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
      method: 'POST', url: '/v1/cliente/',
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
          AND emitente_tipo_usuario_id = (SELECT emitente_tipo_usuario_id FROM usuario WHERE login = 'caixa')`, [emitente]);
    const d = await resumo((await s.login('caixa')).Token);
    expect(d.clientes).toBeNull();
    expect(d.clientesPorDia).toBeNull();
    expect(d.documentos).toEqual({ hoje: 0, mes: 0, disponivel: false });
  });

  it('sessão sem empresa (revenda antes de escolher uma): semEmpresa', async () => {
    const d = await resumo((await s.login('revenda')).Token);
    expect(d).toEqual({
      semEmpresa: true, clientes: null, produtos: null, documentos: { hoje: 0, mes: 0, disponivel: false }, clientesPorDia: null, produtosPorGrupo: null,
    });
  });

  it('empresa recém-cadastrada: tudo zero, 30 dias zerados', async () => {
    const res = await s.app.inject({
      method: 'POST', url: '/v1/registerEmitente/', remoteAddress: '10.3.3.3',
      payload: {
        Url: 'erp',
        Empresa: { nome: 'Oficina Zero Ltda', cnpj: '11.444.777/0001-61', ie: 'ISENTO', crt: 4, cep: '30130010', logradouro: 'Rua da Bahia', numero: '1', bairro: 'Centro', cidade_id: 3106200, uf: 'MG' },
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

describe('demonstração', () => {
  it('as datas de cadastro dos clientes se espalham pelos últimos 90 dias', async () => {
    const { rows } = await s.db.pool.query(
      `SELECT emitente_id, min(criado_em) >= now() - interval '90 days 1 minute' AS dentro, max(criado_em) <= now() AS passado,
              count(DISTINCT (criado_em AT TIME ZONE 'America/Sao_Paulo')::date)::int AS dias,
              count(*) FILTER (WHERE criado_em >= now() - interval '30 days')::int AS recentes, count(*)::int AS total
         FROM cliente WHERE nome <> 'Cliente do Painel Ltda' GROUP BY emitente_id`);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.dentro).toBe(true);
      expect(r.passado).toBe(true);
      expect(r.dias).toBeGreaterThan(40);
      expect(r.recentes).toBeGreaterThan(r.total / 3);
    }
  });
});
