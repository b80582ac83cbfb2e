import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { criarDataProvider, comId, corpoParaApi, recursoDoRegistro } from '../../../src/web/providers/dataProvider.ts';
import { normalizarFiltroOData, operadorDoFiltro, prepararFiltro } from '../../../src/web/providers/odata.ts';
import { gravarSessao } from '../../../src/web/session/usuario.ts';
import { cancelarLogoutAgendado } from '../../../src/web/providers/http.ts';
import { falsoFetch, instalarStorage, resposta, sessao, type Chamada } from './apoio.ts';

const METADATA = readFileSync(new URL('../../../src/generated/metadata.xml', import.meta.url), 'utf8');

beforeEach(() => {
  instalarStorage();
  gravarSessao(sessao());
});
afterEach(() => {
  vi.unstubAllGlobals();
  cancelarLogoutAgendado();
});

function query(c: Chamada): URLSearchParams {
  return new URLSearchParams(c.url.slice(c.url.indexOf('?') + 1));
}

/** OData server stand-in: $metadata and lists. */
function servidor(lista: (c: Chamada) => Response = () => resposta(200, { '@odata.count': 1, value: [{ id: 5, nome: "D'Ávila" }] })) {
  return falsoFetch((c) => {
    if (c.url.endsWith('/$metadata')) return resposta(200, METADATA, 'application/xml');
    if (c.url.startsWith('/OData/')) return lista(c);
    if (c.url.startsWith('/v1/')) return rest(c);
    return resposta(404, {});
  });
}

function rest(c: Chamada): Response {
  if (c.metodo === 'GET') {
    const id = c.url.split('/').pop();
    return resposta(200, {
      Success: true,
      Message: null,
      Data: c.url.startsWith('/v1/cest/') ? { codigo: id, descricao: 'x' } : { id: Number(id), nome: `n${id}` },
    });
  }
  if (c.metodo === 'DELETE') return resposta(200, { Success: true, Message: null, Data: true });
  return resposta(200, { Success: true, Message: null, Data: { ...(c.corpo as object), id: 99 } });
}

const lista = { pagination: { page: 2, perPage: 25 }, sort: { field: 'nome', order: 'ASC' as const }, filter: {} };

describe('filtros OData seguros (STACK: ra-data-odata-server)', () => {
  it('dobra aspas e escolhe o operador pelo tipo do campo', () => {
    const r = recursoDoRegistro('cliente');
    expect(prepararFiltro({ nome: "D'Ávila", ativo: true, cidade_id: 3550308, uf: 'SP', q: 'a', cpf_cnpj_q: "O'Neil" }, r)).toEqual({
      nome_q: "D''Ávila",
      ativo_eq: true,
      cidade_id_eq: 3550308,
      uf_eq: "'SP'",
      cpf_cnpj_q: "O''Neil",
    });
    expect(prepararFiltro({ q: ' ab ' }, r)).toEqual({ q: 'ab' });
    expect(prepararFiltro({ q: 'a' }, r)).toEqual({});
    expect(operadorDoFiltro('cpf_cnpj')).toBeNull();
    expect(operadorDoFiltro('valor_gte')).toBe('gte');
  });

  it('reescreve "(...) eq true/false" da biblioteca em predicados simples, fora de literais', () => {
    expect(normalizarFiltroOData("Contains(Nome,'silva') eq true and Uf eq 'SP'")).toBe("Contains(Nome,'silva') and Uf eq 'SP'");
    expect(normalizarFiltroOData("( (Uf eq 'SP') or (Uf eq 'MG') ) eq true")).toBe("( (Uf eq 'SP') or (Uf eq 'MG') )");
    expect(normalizarFiltroOData("(Uf eq 'SP' or Uf eq 'MG') eq false")).toBe("not (Uf eq 'SP' or Uf eq 'MG')");
    expect(normalizarFiltroOData("Contains(Nome,'a) eq true') eq true")).toBe("Contains(Nome,'a) eq true')");
    expect(normalizarFiltroOData("Contains(Nome,'D''Ávila') eq true")).toBe("Contains(Nome,'D''Ávila')");
  });
});

describe('dataProvider', () => {
  it('getList: nome do registro -> EntitySet, $search só com 2+ caracteres, aspas escapadas, paginação', async () => {
    const { chamadas } = servidor();
    const dp = criarDataProvider();
    const r = await dp.getList('cliente', { ...lista, filter: { q: 'jo', nome: "D'Ávila" } });
    expect(r).toEqual({ data: [{ id: 5, nome: "D'Ávila" }], total: 1 });
    const c = chamadas.find((x) => x.url.startsWith('/OData/Cliente?'))!;
    const q = query(c);
    expect(q.get('$search')).toBe('jo');
    expect(q.get('$filter')).toBe("Contains(Nome,'D''Ávila')");
    expect(q.get('$top')).toBe('25');
    expect(q.get('$skip')).toBe('25');
    expect(q.get('$count')).toBe('true');
    expect(q.get('$orderby')).toBe('Nome asc');
    expect(c.headers.get('Authorization')).toBe('Bearer token-1');
    await dp.getList('cliente', { ...lista, filter: { q: 'j' } });
    expect(query(chamadas.at(-1)!).get('$search')).toBeNull();
    expect(chamadas.filter((x) => x.url.endsWith('$metadata'))).toHaveLength(1);
  });

  it('getList: 401/403 viram HttpError (não lista vazia)', async () => {
    servidor(() => resposta(403, { error: { code: 'Proibido', message: 'Você não tem permissão para esta operação.' } }));
    const dp = criarDataProvider();
    await expect(dp.getList('cliente', lista)).rejects.toMatchObject({ name: 'HttpError', status: 403, message: 'Você não tem permissão para esta operação.' });
  });

  it('chave diferente de id: id e a chave no registro (CEST: codigo)', async () => {
    servidor(() => resposta(200, { '@odata.count': 1, value: [{ codigo: '0100100', descricao: 'x' }] }));
    const dp = criarDataProvider();
    const r = await dp.getList('cest', { ...lista, sort: { field: 'id', order: 'ASC' } });
    expect(r.data[0]).toMatchObject({ id: '0100100', codigo: '0100100' });
    const um = await dp.getOne('cest', { id: '0100100' });
    expect(um.data).toMatchObject({ id: '0100100', codigo: '0100100' });
  });

  it('getManyReference filtra pelo alvo', async () => {
    const { chamadas } = servidor();
    await criarDataProvider().getManyReference('clienteEmail', { target: 'cliente_id', id: 12, ...lista });
    expect(query(chamadas.at(-1)!).get('$filter')).toBe('Cliente_id eq 12');
  });

  it('getMany: uma só consulta OData com id in (...), não um GET por id', async () => {
    const { chamadas } = servidor(() =>
      resposta(200, {
        value: [
          { id: 1, nome: 'n1' },
          { id: 2, nome: 'n2' },
        ],
      }),
    );
    expect((await criarDataProvider().getMany('cliente', { ids: [1, 2, 2] })).data.map((x: { id: number }) => x.id)).toEqual([1, 2]);
    const odata = chamadas.filter((c) => c.url.startsWith('/OData/Cliente'));
    expect(odata).toHaveLength(1);
    expect(query(odata[0]).get('$filter')).toBe('id in (1,2)');
    expect(chamadas.filter((c) => c.url.startsWith('/v1/'))).toHaveLength(0);
  });

  it('REST: getOne/create/update/delete em /v1/{rest}, desembrulhando Data', async () => {
    const { chamadas } = servidor();
    const dp = criarDataProvider();
    expect((await dp.getOne('cliente', { id: 3 })).data).toEqual({ id: 3, nome: 'n3' });
    const criado = await dp.create('cliente', { data: { nome: 'Novo', desconhecido: 1, Email: [] } });
    expect(criado.data.id).toBe(99);
    const post = chamadas.find((c) => c.metodo === 'POST')!;
    expect(post.url).toBe('/v1/cliente/');
    expect(post.corpo).toEqual({ nome: 'Novo', Email: [] });
    await dp.update('cliente', { id: 3, data: { id: 3, nome: 'Alterado' }, previousData: { id: 3 } });
    const put = chamadas.find((c) => c.metodo === 'PUT')!;
    expect(put.url).toBe('/v1/cliente/');
    expect(put.corpo).toEqual({ id: 3, nome: 'Alterado' });
    await dp.delete('cliente', { id: 3, previousData: { id: 3 } });
    expect(chamadas.at(-1)).toMatchObject({ metodo: 'DELETE', url: '/v1/cliente/3' });
    expect((await dp.deleteMany('cliente', { ids: [4, 5] })).data).toEqual([4, 5]);
  });

  it('400 com campos: HttpError com body.errors aninhado e body.fieldErrors plano', async () => {
    falsoFetch(() =>
      resposta(400, {
        Success: false,
        Message: 'Verifique os campos informados.',
        Data: null,
        cpf_cnpj: ['CPF/CNPJ inválido'],
        'Email[1].email': ['E-mail inválido'],
      }),
    );
    type Erro = { status: number; message: string; body: Record<string, any> };
    const erro = (await criarDataProvider()
      .create('cliente', { data: { nome: 'x' } })
      .then(
        () => null,
        (e: unknown) => e,
      )) as Erro;
    expect(erro.status).toBe(400);
    expect(erro.message).toBe('Verifique os campos informados.');
    expect(erro.body.errors.cpf_cnpj).toBe('CPF/CNPJ inválido');
    expect(erro.body.errors.Email[1]).toEqual({ email: 'E-mail inválido' });
    expect(erro.body.fieldErrors).toEqual({ cpf_cnpj: ['CPF/CNPJ inválido'], 'Email[1].email': ['E-mail inválido'] });
  });

  it('corpoParaApi mantém só campos do registro e a chave; comId preserva a chave', () => {
    const r = recursoDoRegistro('cest');
    expect(corpoParaApi(r, { id: '1', codigo: '1', descricao: 'd', extra: 1 }, '0100100')).toEqual({ codigo: '0100100', descricao: 'd' });
    expect(comId(r, { codigo: '0100100' })).toEqual({ id: '0100100', codigo: '0100100' });
    expect(() => recursoDoRegistro('naoexiste')).toThrow();
  });
});
