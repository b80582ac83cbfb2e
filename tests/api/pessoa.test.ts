/**
 * Conforto da API: `tipo_pessoa` deduzido do CPF/CNPJ e `ind_ie_dest` com um
 * padrão sensato quando omitidos, em toda entidade com `tipo_pessoa` + `cpf_cnpj` (cliente,
 * fornecedor, transportadora), sem trocar o que o usuário enviou. Regras em src/server/crud/pessoa.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjCheckDigits, cpfCheckDigits } from '../../src/domain/documentos.ts';
import { startTestServer, type LoginData, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: LoginData;
beforeAll(async () => {
  s = await startTestServer();
  loja = await s.login('loja');
});
afterAll(async () => {
  await s?.close();
});

let seq = 0;
const cpf = () => {
  const b = String(390_000_000 + ++seq).padStart(9, '0');
  return b + cpfCheckDigits(b);
};
const cnpj = () => {
  const b = String(47_000_000 + ++seq).padStart(8, '0') + '0001';
  return b + cnpjCheckDigits(b);
};
const post = (entidade: string, payload: Record<string, unknown>) => s.call(loja.Token, { method: 'POST', url: `/v1/${entidade}/`, payload });

describe('tipo de pessoa e indicador de IE deduzidos', () => {
  it('POST /v1/cliente/ só com nome e CPF: pessoa física, não contribuinte', async () => {
    const doc = cpf();
    const r = await post('cliente', { nome: 'Maria das Dores', cpf_cnpj: doc });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().Data).toMatchObject({ cpf_cnpj: doc, tipo_pessoa: 'F', ind_ie_dest: 9 });
  });

  it('CNPJ com IE: jurídica contribuinte; com IE ISENTO: isento; sem IE: não contribuinte', async () => {
    const comIe = await post('cliente', { nome: 'Atacado Paulista Ltda', cpf_cnpj: cnpj(), ie: '110042490114', uf: 'SP' });
    expect(comIe.statusCode, comIe.body).toBe(201);
    expect(comIe.json().Data).toMatchObject({ tipo_pessoa: 'J', ind_ie_dest: 1 });
    const isento = await post('cliente', { nome: 'Associação de Bairro', cpf_cnpj: cnpj(), ie: 'isento', uf: 'SP' });
    expect(isento.statusCode, isento.body).toBe(201);
    expect(isento.json().Data).toMatchObject({ tipo_pessoa: 'J', ind_ie_dest: 2 });
    const semIe = await post('fornecedor', { nome: 'Serviços Gerais Ltda', cpf_cnpj: cnpj() });
    expect(semIe.statusCode, semIe.body).toBe(201);
    expect(semIe.json().Data).toMatchObject({ tipo_pessoa: 'J', ind_ie_dest: 9 });
  });

  it('CNPJ alfanumérico (NT 2025.001) é pessoa jurídica', async () => {
    const base = '12ABC34501DE';
    const r = await post('cliente', { nome: 'Empresa Nova S.A.', cpf_cnpj: base + cnpjCheckDigits(base) });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().Data).toMatchObject({ tipo_pessoa: 'J', ind_ie_dest: 9 });
  });

  it('transportadora com CPF vira pessoa física', async () => {
    const r = await post('transportadora', { nome: 'José Fretes', cpf_cnpj: cpf() });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().Data.tipo_pessoa).toBe('F');
  });

  it('o que o usuário envia prevalece; documento inválido não deduz nada e o erro é do CPF/CNPJ', async () => {
    const r = await post('cliente', { nome: 'Produtor Rural', cpf_cnpj: cpf(), tipo_pessoa: 'F', ind_ie_dest: 2 });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().Data).toMatchObject({ tipo_pessoa: 'F', ind_ie_dest: 2 });
    const antes = (await s.db.pool.query('SELECT count(*)::int AS n FROM cliente')).rows[0].n;
    const ruim = await post('cliente', { nome: 'Documento Errado', cpf_cnpj: '123.456.789-00' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toHaveProperty('cpf_cnpj');
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM cliente')).rows[0].n).toBe(antes);
  });

  it('PUT trocando CPF por CNPJ sem tipo: vira jurídica e mantém o indicador gravado', async () => {
    const criado = (await post('cliente', { nome: 'Ana Souza', cpf_cnpj: cpf() })).json().Data;
    const r = await s.call(loja.Token, { method: 'PUT', url: '/v1/cliente/', payload: { id: criado.id, nome: 'Ana Souza ME', cpf_cnpj: cnpj() } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ tipo_pessoa: 'J', ind_ie_dest: 9 });
  });
});

describe('estrangeiro sem documento brasileiro (nota de importação, idEstrangeiro)', () => {
  const conta = async (t: string) => (await s.db.pool.query(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n;

  it('fornecedor e cliente estrangeiros só com o documento estrangeiro: tipo E, não contribuinte, CPF/CNPJ vazio', async () => {
    const f = await post('fornecedor', { nome: 'Maschinenbau Stuttgart GmbH', id_estrangeiro: 'DE811234567', pais_id: 230 });
    expect(f.statusCode, f.body).toBe(201);
    expect(f.json().Data).toMatchObject({ tipo_pessoa: 'E', ind_ie_dest: 9, id_estrangeiro: 'DE811234567' });
    const c = await post('cliente', { nome: 'Shanghai Parts Co.', tipo_pessoa: 'E', id_estrangeiro: '91310000MA1', cpf_cnpj: '' });
    expect(c.statusCode, c.body).toBe(201);
    const gravado = (await s.db.pool.query('SELECT tipo_pessoa, cpf_cnpj FROM cliente WHERE id = $1', [c.json().Data.id])).rows[0];
    expect(gravado).toEqual({ tipo_pessoa: 'E', cpf_cnpj: '' });
  });

  it('sem CPF/CNPJ e sem documento estrangeiro: 400 no campo certo e nada gravado', async () => {
    const antes = await conta('cliente');
    const semDoc = await post('cliente', { nome: 'Sem Documento', tipo_pessoa: 'J' });
    expect(semDoc.statusCode).toBe(400);
    expect(semDoc.json().cpf_cnpj).toEqual(['Campo obrigatório']);
    const estrangeiroSemDoc = await post('cliente', { nome: 'Foreign Buyer Inc.', tipo_pessoa: 'E' });
    expect(estrangeiroSemDoc.statusCode).toBe(400);
    expect(estrangeiroSemDoc.json().id_estrangeiro).toEqual(['Informe o documento estrangeiro']);
    expect(await conta('cliente')).toBe(antes);
  });

  it('PUT apagando o CPF/CNPJ de pessoa jurídica é recusado; de estrangeiro, aceito', async () => {
    const j = (await post('cliente', { nome: 'Comércio Ltda', cpf_cnpj: cnpj() })).json().Data;
    const r = await s.call(loja.Token, { method: 'PUT', url: '/v1/cliente/', payload: { id: j.id, cpf_cnpj: '' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().cpf_cnpj).toEqual(['Campo obrigatório']);
    expect((await s.db.pool.query('SELECT cpf_cnpj FROM cliente WHERE id = $1', [j.id])).rows[0].cpf_cnpj).toBe(j.cpf_cnpj);
    const virouEstrangeiro = await s.call(loja.Token, {
      method: 'PUT',
      url: '/v1/cliente/',
      payload: { id: j.id, tipo_pessoa: 'E', cpf_cnpj: '', id_estrangeiro: 'US-EIN-123456789' },
    });
    expect(virouEstrangeiro.statusCode, virouEstrangeiro.body).toBe(200);
    expect(virouEstrangeiro.json().Data).toMatchObject({ tipo_pessoa: 'E', id_estrangeiro: 'US-EIN-123456789' });
  });
});
