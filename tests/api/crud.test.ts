/**
 * Generic REST CRUD and OData on the real database (SPEC §7): create with child lists, read,
 * update (children replaced), delete, `GET /v1/conta` and `/v1/custo` returning all records,
 * `GET /v1/schema/{id}`, `$metadata`, and the white-label tenant loading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type LoginData } from './helpers.ts';

let s: TestServer;
let loja: LoginData;
beforeAll(async () => {
  s = await startTestServer();
  loja = await s.login('loja');
});
afterAll(async () => {
  await s?.close();
});

describe('cliente: ciclo completo', () => {
  it('inclui, consulta, altera e exclui com e-mails filhos', async () => {
    const created = await s.call(loja.Token, {
      method: 'POST',
      url: '/v1/cliente/',
      payload: {
        nome: "Padaria D'Ávila Ltda",
        fantasia: "Padaria D'Ávila",
        cpf_cnpj: '11.222.333/0001-81',
        tipo_pessoa: 'J',
        ind_ie_dest: 1,
        ie: '110042490114',
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        bairro: 'Bela Vista',
        cidade_id: 3550308,
        uf: 'SP',
        limite_credito: 1500.5,
        data_nascimento: '',
        Email: [
          { email: 'Compras@Davila.com.br', descricao: 'Compras' },
          { email: 'nfe@davila.com.br', envia_nfe: true },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const c = created.json().Data;
    expect(created.json().Message).toBe('Cliente incluído(a) com sucesso.');
    expect(c).toMatchObject({ cpf_cnpj: '11222333000181', cep: '01310100', limite_credito: 1500.5, data_nascimento: null, emitente_id: loja.User.Emitente.id });
    expect(c.criado_em).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(c.Email.map((e: { email: string }) => e.email)).toEqual(['compras@davila.com.br', 'nfe@davila.com.br']);

    const found = await s.call(loja.Token, { method: 'GET', url: `/OData/Cliente?$filter=${encodeURIComponent("contains(Nome,'d''ávila')")}&$count=true` });
    expect(found.json()['@odata.count']).toBe(1);
    const bySearch = await s.call(loja.Token, { method: 'GET', url: `/OData/Cliente?$search=${encodeURIComponent("padaria d'ávila")}&$count=true` });
    expect(bySearch.json()['@odata.count']).toBe(1);

    const upd = await s.call(loja.Token, {
      method: 'PUT',
      url: '/v1/cliente/',
      payload: {
        id: c.id,
        nome: "Padaria e Confeitaria D'Ávila Ltda",
        Email: [{ id: c.Email[1].id, email: 'xml@davila.com.br' }, { email: 'novo@davila.com.br' }],
      },
    });
    expect(upd.statusCode).toBe(200);
    const u = upd.json().Data;
    expect(u.nome).toBe("Padaria e Confeitaria D'Ávila Ltda");
    expect(u.fantasia).toBe("Padaria D'Ávila");
    expect(u.Email.map((e: { email: string }) => e.email).sort()).toEqual(['novo@davila.com.br', 'xml@davila.com.br']);

    const del = await s.call(loja.Token, { method: 'DELETE', url: `/v1/cliente/${c.id}` });
    expect(del.statusCode).toBe(200);
    expect((await s.call(loja.Token, { method: 'GET', url: `/v1/cliente/${c.id}` })).statusCode).toBe(404);
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM cliente_email WHERE cliente_id = $1', [c.id])).rows[0].n).toBe(0);
  });
});

describe('rotas especiais', () => {
  it('GET /v1/conta e /v1/custo devolvem todos os registros do emitente', async () => {
    for (const [rest, payload] of [
      ['conta', { codigo: '3.01.901', descricao: 'Receita de vendas (teste só da loja)', tipo: 'R', analitica: true }],
      ['custo', { codigo: '91', descricao: 'Administrativo (teste só da loja)' }],
    ] as const) {
      const created = await s.call(loja.Token, { method: 'POST', url: `/v1/${rest}/`, payload });
      expect(created.statusCode, created.body).toBe(201);
      const all = await s.call(loja.Token, { method: 'GET', url: `/v1/${rest}` });
      expect(all.statusCode).toBe(200);
      expect(all.json().Data.map((x: { descricao: string }) => x.descricao)).toContain(payload.descricao);
      const other = await s.login('industria');
      const theirs = await s.call(other.Token, { method: 'GET', url: `/v1/${rest}` });
      expect(theirs.json().Data.map((x: { descricao: string }) => x.descricao)).not.toContain(payload.descricao);
    }
  });

  it('GET /v1/schema/{id} devolve a entrada do registro', async () => {
    const res = await s.call(loja.Token, { method: 'GET', url: '/v1/schema/cliente' });
    expect(res.json().Data['x-erp'].odata).toBe('Cliente');
    expect(res.json().Data.properties.cpf_cnpj.format).toBe('cpf-cnpj');
  });

  it('$metadata descreve os conjuntos de entidades', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/OData/$metadata' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.body).toMatch(/<EntitySet Name="Cliente"/);
    expect(res.body).not.toMatch(/Name="senha"/);
  });

  it('CarregarUrl encontra o tenant pelo endereço curto e pelo identificador de 36 caracteres', async () => {
    const erp = await s.app.inject({ method: 'GET', url: '/v1/ConfiguracaoWhiteLabel/CarregarUrl/erp' });
    expect(erp.json()).toMatchObject({
      Success: true,
      Data: { nome_empresa: 'ERP Fiscal', login_titulo: 'Rápido, Eficiente e Produtivo', cor_primaria: '#50CD89' },
    });
    const parceiro = await s.app.inject({ method: 'GET', url: '/v1/ConfiguracaoWhiteLabel/CarregarUrl/PARCEIRO' });
    expect(parceiro.json().Data.nome_empresa).toBe('Parceiro Tecnologia');
    expect(parceiro.json().Data.logo).not.toBe(erp.json().Data.logo);
    const guid = (await s.db.pool.query(`SELECT guid FROM configuracao_white_label WHERE url = 'parceiro'`)).rows[0].guid;
    const byId = await s.app.inject({ method: 'GET', url: `/v1/ConfiguracaoWhiteLabel/CarregarUrl/${guid}` });
    expect(byId.json().Data.url).toBe('parceiro');
    const none = await s.app.inject({ method: 'GET', url: '/v1/ConfiguracaoWhiteLabel/CarregarUrl/naoexiste' });
    expect(none.json()).toMatchObject({ Success: false, Data: null });
    expect(Object.keys(erp.json().Data)).not.toContain('revenda_id');
  });
});
