/**
 * Tenancy and permissions: tenant A's users cannot read, list, update or
 * delete tenant B's rows through REST or OData (by id, by $filter on emitente_id, by PUT with a
 * foreign id); row-level security holds even for a query without the tenant predicate; the
 * reseller chain limits what chain users see; a user without a rule gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type LoginData } from './helpers.ts';
import { withTenant } from '../../src/server/db/tenant.ts';

let s: TestServer;
let loja: LoginData;
let industria: LoginData;
let clienteB: { id: number; nome: string };
const novoCliente = (nome: string, cpf_cnpj = '529.982.247-25') => ({ nome, cpf_cnpj, tipo_pessoa: 'F', ind_ie_dest: 9, uf: 'MG', cidade_id: 3131307 });

beforeAll(async () => {
  s = await startTestServer();
  loja = await s.login('loja');
  industria = await s.login('industria');
  const res = await s.call(industria.Token, {
    method: 'POST',
    url: '/v1/cliente/',
    payload: { ...novoCliente('Cliente Secreto da Indústria'), Email: [{ email: 'secreto@industria.com.br' }] },
  });
  expect(res.statusCode).toBe(201);
  clienteB = res.json().Data;
});
afterAll(async () => {
  await s?.close();
});

const stored = async (id: number) => (await s.db.pool.query('SELECT nome, emitente_id FROM cliente WHERE id = $1', [id])).rows[0];

describe('isolamento entre emitentes pela API', () => {
  it('GET /v1/cliente/{id} de outro emitente responde 404', async () => {
    const res = await s.call(loja.Token, { method: 'GET', url: `/v1/cliente/${clienteB.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Secreto');
    const own = await s.call(industria.Token, { method: 'GET', url: `/v1/cliente/${clienteB.id}` });
    expect(own.json().Data.nome).toBe('Cliente Secreto da Indústria');
    expect(own.json().Data.Email[0].email).toBe('secreto@industria.com.br');
  });

  it('OData não lista linhas de outro emitente, nem por id nem por $filter em emitente_id', async () => {
    const byId = await s.call(loja.Token, { method: 'GET', url: `/OData/Cliente?$filter=Id eq ${clienteB.id}&$count=true` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()['@odata.count']).toBe(0);
    const emitB = industria.User.Emitente.id;
    const byTenant = await s.call(loja.Token, {
      method: 'GET',
      url: `/OData/Cliente?$filter=emitente_id eq ${emitB} or emitente_id ne ${emitB}&$count=true&$top=1000`,
    });
    expect(byTenant.statusCode).toBe(200);
    const rows = byTenant.json().value as Array<{ emitente_id: number }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.emitente_id === loja.User.Emitente.id)).toBe(true);
    const search = await s.call(loja.Token, { method: 'GET', url: `/OData/Cliente?$search=Secreto&$count=true` });
    expect(search.json()['@odata.count']).toBe(0);
  });

  it('PUT com id de outro emitente responde 404 e não altera nada', async () => {
    const res = await s.call(loja.Token, { method: 'PUT', url: '/v1/cliente/', payload: { id: clienteB.id, nome: 'Invadido' } });
    expect(res.statusCode).toBe(404);
    expect((await stored(clienteB.id)).nome).toBe('Cliente Secreto da Indústria');
  });

  it('DELETE de outro emitente responde 404 e a linha continua lá', async () => {
    const res = await s.call(loja.Token, { method: 'DELETE', url: `/v1/cliente/${clienteB.id}` });
    expect(res.statusCode).toBe(404);
    expect(await stored(clienteB.id)).toBeTruthy();
  });

  it('não aceita emitente_id no corpo: o registro fica no emitente da sessão', async () => {
    const res = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/cliente/',
      payload: { ...novoCliente('Tentativa de Plantar'), emitente_id: industria.User.Emitente.id },
    });
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().Data.id)).emitente_id).toBe(loja.User.Emitente.id);
  });

  it('não deixa mover um e-mail filho de outro emitente para um cliente próprio', async () => {
    const own = await s.call(loja.Token, { method: 'POST', url: '/v1/cliente/', payload: novoCliente('Cliente da Loja', '111.444.777-35') });
    expect(own.statusCode, own.body).toBe(201);
    const emailB = (await s.db.pool.query('SELECT id FROM cliente_email WHERE cliente_id = $1', [clienteB.id])).rows[0].id;
    const res = await s.call(loja.Token, {
      method: 'PUT',
      url: '/v1/cliente/',
      payload: { id: own.json().Data.id, Email: [{ id: emailB, email: 'roubado@x.com.br' }] },
    });
    expect(res.statusCode).toBe(400);
    const after = (await s.db.pool.query('SELECT email, cliente_id FROM cliente_email WHERE id = $1', [emailB])).rows[0];
    expect(after).toEqual({ email: 'secreto@industria.com.br', cliente_id: clienteB.id });
  });
});

describe('segurança por linha (segunda barreira)', () => {
  it('uma consulta sem predicado de emitente só enxerga as linhas do emitente da transação', async () => {
    const ctx = {
      usuarioId: loja.User.id,
      nivel: 'emitente' as const,
      masterId: null,
      distribuidorId: null,
      revendaId: null,
      emitenteId: loja.User.Emitente.id,
    };
    const emitentes = await withTenant(s.db, ctx, async (c) => (await c.query('SELECT DISTINCT emitente_id FROM cliente')).rows.map((r) => r.emitente_id));
    expect(emitentes).toEqual([loja.User.Emitente.id]);
    const write = withTenant(s.db, ctx, (c) => c.query(`UPDATE cliente SET nome = 'x' WHERE id = $1`, [clienteB.id]));
    expect((await write).rowCount).toBe(0);
    await expect(
      withTenant(s.db, ctx, (c) =>
        c.query(`INSERT INTO cliente (emitente_id, cpf_cnpj, nome) VALUES ($1, '52998224725', 'Plantado')`, [industria.User.Emitente.id]),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});

describe('cadeia de revenda', () => {
  it('o distribuidor master inclui um distribuidor e o distribuidor uma revenda sem escolher o pai: o servidor põe o nó de quem inclui', async () => {
    const master = await s.login('master');
    const meuMaster = (await s.db.pool.query(`SELECT distribuidor_master_id FROM usuario WHERE login = 'master'`)).rows[0].distribuidor_master_id;
    const outro = (await s.db.pool.query(`SELECT id FROM distribuidor_master WHERE id <> $1 LIMIT 1`, [meuMaster])).rows[0]?.id ?? meuMaster + 1000;
    const d = await s.call(master.Token, {
      method: 'POST',
      url: '/v1/distribuidor/',
      payload: { nome: 'Distribuidor do Master Ltda', cnpj: '04.252.011/0001-10' },
    });
    expect(d.statusCode, d.body).toBe(201);
    expect(d.json().Data.distribuidor_master_id).toBe(meuMaster);
    // another master's id in the body is refused (row-level security: 403), nothing written
    const d2 = await s.call(master.Token, {
      method: 'POST',
      url: '/v1/distribuidor/',
      payload: { nome: 'Distribuidor Desviado Ltda', cnpj: '33.000.167/0001-01', distribuidor_master_id: outro },
    });
    expect(d2.statusCode, d2.body).toBe(403);
    expect((await s.db.pool.query(`SELECT 1 FROM distribuidor WHERE nome = 'Distribuidor Desviado Ltda'`)).rowCount).toBe(0);

    const distribuidor = await s.login('distribuidor');
    const meuDistribuidor = (await s.db.pool.query(`SELECT distribuidor_id FROM usuario WHERE login = 'distribuidor'`)).rows[0].distribuidor_id;
    const r = await s.call(distribuidor.Token, {
      method: 'POST',
      url: '/v1/revenda/',
      payload: { nome: 'Revenda do Distribuidor Ltda', cnpj: '60.746.948/0001-12' },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().Data.distribuidor_id).toBe(meuDistribuidor);
    expect((await s.db.pool.query(`SELECT distribuidor_master_id FROM revenda WHERE id = $1`, [r.json().Data.id])).rows[0].distribuidor_master_id).toBe(
      (await s.db.pool.query(`SELECT distribuidor_master_id FROM distribuidor WHERE id = $1`, [meuDistribuidor])).rows[0].distribuidor_master_id,
    );
  });

  it('a revenda vê apenas as suas empresas; o administrador vê todas', async () => {
    const admin = await s.login('admin');
    const m = await s.call(admin.Token, { method: 'POST', url: '/v1/distribuidorMaster/', payload: { nome: 'Outro Master Ltda', cnpj: '11.222.333/0001-81' } });
    expect(m.statusCode).toBe(201);
    const d = await s.call(admin.Token, {
      method: 'POST',
      url: '/v1/distribuidor/',
      payload: { nome: 'Outro Distribuidor Ltda', cnpj: '11.444.777/0001-61', distribuidor_master_id: m.json().Data.id },
    });
    expect(d.statusCode).toBe(201);
    const r = await s.call(admin.Token, {
      method: 'POST',
      url: '/v1/revenda/',
      payload: { nome: 'Outra Revenda Ltda', cnpj: '45.723.174/0001-10', distribuidor_id: d.json().Data.id },
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().Data.distribuidor_master_id).toBe(m.json().Data.id);
    const e = await s.call(admin.Token, {
      method: 'POST',
      url: '/v1/emitente/',
      payload: {
        nome: 'Empresa de Outra Revenda Ltda',
        cnpj: '06.990.590/0001-23',
        ie: 'ISENTO',
        crt: 1,
        tipo_pacote: 1,
        revenda_id: r.json().Data.id,
        cep: '80010000',
        logradouro: 'Rua XV de Novembro',
        numero: '100',
        bairro: 'Centro',
        cidade_id: 4106902,
        uf: 'PR',
      },
    });
    expect(e.statusCode).toBe(201);
    // a new company comes with its owner profile and the default rules of its package
    const perfis = await s.db.pool.query(
      `SELECT t.descricao, count(r.*)::int AS regras, bool_or(r.regra = 'Permitir.Pedido.Consultar') AS pedido
         FROM emitente_tipo_usuario t JOIN emitente_restricao r ON r.emitente_tipo_usuario_id = t.id WHERE t.emitente_id = $1 GROUP BY 1`,
      [e.json().Data.id],
    );
    expect(perfis.rows).toHaveLength(1);
    expect(perfis.rows[0]).toMatchObject({ descricao: 'Proprietário', pedido: false });
    expect(perfis.rows[0].regras).toBeGreaterThan(40);

    const revenda = await s.login('revenda');
    const list = await s.call(revenda.Token, { method: 'GET', url: '/OData/Emitente?$count=true' });
    expect(list.json().value.map((x: { nome: string }) => x.nome)).not.toContain('Empresa de Outra Revenda Ltda');
    // the demo reseller (revenda id 1) sees exactly its own companies, whatever the demo seeds
    const daRevenda = (await s.db.pool.query('SELECT count(*)::int AS n FROM emitente WHERE revenda_id = 1')).rows[0].n;
    expect(daRevenda).toBeGreaterThanOrEqual(2);
    expect(list.json()['@odata.count']).toBe(daRevenda);
    expect((await s.call(revenda.Token, { method: 'GET', url: `/v1/emitente/${e.json().Data.id}` })).statusCode).toBe(404);
    // a reseller cannot place a company under another reseller
    const plant = await s.call(revenda.Token, {
      method: 'POST',
      url: '/v1/emitente/',
      payload: { ...e.json().Data, id: undefined, cnpj: '34.028.316/0001-03', criado_em: undefined, alterado_em: undefined },
    });
    expect(plant.statusCode).toBe(400);
    expect(plant.json().revenda_id).toBeDefined();
    const all = await s.call(admin.Token, { method: 'GET', url: '/OData/Emitente?$count=true' });
    expect(all.json()['@odata.count']).toBe((await s.db.pool.query('SELECT count(*)::int AS n FROM emitente')).rows[0].n);
    expect(all.json()['@odata.count']).toBe(daRevenda + 1);
  });
});

describe('permissões (SPEC §6)', () => {
  it('o usuário restrito (caixa) consulta clientes mas recebe 403 em produtos e usuários', async () => {
    const caixa = await s.login('caixa');
    expect((await s.call(caixa.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(200);
    const p = await s.call(caixa.Token, { method: 'GET', url: '/OData/Produto?$top=1' });
    expect(p.statusCode).toBe(403);
    expect(p.json().error.message).toContain('Permitir.Produto.Consultar');
    const post = await s.call(caixa.Token, { method: 'POST', url: '/v1/produto/', payload: { descricao: 'x' } });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toMatchObject({ Success: false });
    expect((await s.call(caixa.Token, { method: 'GET', url: '/v1/usuario/1' })).statusCode).toBe(403);
  });

  it('somente o administrador acessa software houses', async () => {
    const revenda = await s.login('revenda');
    expect((await s.call(revenda.Token, { method: 'GET', url: '/OData/SoftwareHouse' })).statusCode).toBe(403);
    const admin = await s.login('admin');
    expect((await s.call(admin.Token, { method: 'GET', url: '/OData/SoftwareHouse' })).statusCode).toBe(200);
  });

  it('sem token responde 401', async () => {
    expect((await s.call(null, { method: 'GET', url: '/OData/Cliente' })).statusCode).toBe(401);
    expect((await s.call('abc.def.ghi', { method: 'GET', url: '/v1/cliente/1' })).statusCode).toBe(401);
  });
});
