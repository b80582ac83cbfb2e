/**
 * Catálogo: tipos de produto com o código SPED (registro 0200, TIPO_ITEM), categorias de
 * estoque e adicionais de food service pela API genérica, contra o servidor e o banco reais:
 * - toda empresa nasce com um tipo por código do SPED; o produto que escolhe o tipo sem informar o
 *   tipo do item recebe o código do tipo (na inclusão e na troca de tipo); informado, vale o dele;
 * - produto ligado à categoria de estoque é achado pelo OData; categoria de outra empresa é recusada;
 * - grupo de adicionais: máximo de escolhas abaixo do mínimo -> 400 em maximo_escolhas e nada
 *   gravado, na inclusão (inclusive com o máximo padrão) e na alteração de um só campo;
 * - produto oferece grupos (produtoAdicional): ligação repetida recusada, grupo de outra empresa
 *   recusado, excluir o grupo desfaz a ligação.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;
let industria: string;
let emit = 0;
let produto = 0;

const odata = (token: string, entidade: string, filtro: string) =>
  s.call(token, { method: 'GET', url: `/OData/${entidade}?$count=true&$filter=${encodeURIComponent(filtro)}` });
const post = (token: string, rest: string, payload: Record<string, unknown>) => s.call(token, { method: 'POST', url: `/v1/${rest}/`, payload });
const put = (token: string, rest: string, payload: Record<string, unknown>) => s.call(token, { method: 'PUT', url: `/v1/${rest}/`, payload });
const contar = async (tabela: string) => Number((await s.db.pool.query(`SELECT count(*) AS n FROM ${tabela} WHERE emitente_id = $1`, [emit])).rows[0].n);

async function tipoPorCodigo(token: string, codigo: string): Promise<number> {
  const res = await odata(token, 'TipoProduto', `tipo_item eq '${codigo}'`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value[0].id;
}

beforeAll(async () => {
  s = await startTestServer({ demoSize: 1 });
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  const criado = await post(loja, 'produto', { codigo: 'CAT-1', descricao: 'X-burguer artesanal', unidade: 'UN', ncm: '21069090', preco_venda: 32.9 });
  expect(criado.statusCode, criado.body).toBe(201);
  produto = criado.json().Data.id;
});
afterAll(async () => {
  await s?.close();
});

describe('tipos de produto (SPED 0200 TIPO_ITEM)', () => {
  it('a empresa tem um tipo por código do SPED, só os seus', async () => {
    const res = await s.call(loja, { method: 'GET', url: '/OData/TipoProduto?$count=true&$orderby=tipo_item' });
    expect(res.statusCode, res.body).toBe(200);
    const codigos = (res.json().value as Array<{ tipo_item: string; emitente_id?: number }>).map((t) => t.tipo_item);
    expect(codigos).toEqual(['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '99']);
    const servico = (res.json().value as Array<{ tipo_item: string; descricao: string }>).find((t) => t.tipo_item === '09');
    expect(servico?.descricao).toBe('Serviços');
    // um emitente criado depois também nasce com os tipos (gatilho do banco)
    const outros = await s.db.pool.query('SELECT emitente_id, count(*)::int AS n FROM tipo_produto GROUP BY emitente_id');
    expect(outros.rows.length).toBeGreaterThan(1);
    for (const r of outros.rows) expect(r.n).toBeGreaterThanOrEqual(12);
  });

  it('produto com tipo e sem tipo do item recebe o código do tipo; informado, vale o informado', async () => {
    const servicos = await tipoPorCodigo(loja, '09');
    const materia = await tipoPorCodigo(loja, '01');
    const a = await post(loja, 'produto', { codigo: 'CAT-SV', descricao: 'Montagem de móveis', unidade: 'UN', tipo_produto_id: servicos });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().Data.tipo_item).toBe('09');
    const trocado = await put(loja, 'produto', { id: a.json().Data.id, tipo_produto_id: materia });
    expect(trocado.statusCode, trocado.body).toBe(200);
    expect(trocado.json().Data.tipo_item).toBe('01');
    // a tela de edição reenvia o tipo do item gravado: trocar só o tipo também troca o código
    const pelaTela = await put(loja, 'produto', { id: a.json().Data.id, tipo_produto_id: servicos, tipo_item: '01' });
    expect(pelaTela.statusCode, pelaTela.body).toBe(200);
    expect(pelaTela.json().Data.tipo_item).toBe('09');
    // trocar o tipo e escolher outro código: vale o escolhido
    const escolhido = await put(loja, 'produto', { id: a.json().Data.id, tipo_produto_id: materia, tipo_item: '10' });
    expect(escolhido.json().Data.tipo_item).toBe('10');
    const b = await post(loja, 'produto', { codigo: 'CAT-EX', descricao: 'Parafuso avulso', unidade: 'UN', tipo_produto_id: servicos, tipo_item: '07' });
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json().Data.tipo_item).toBe('07');
    expect(b.json().Data.tipo_produto_id).toBe(servicos);
    // a tela de inclusão manda o padrão '00' de todo campo: escolher só o tipo dá o código do tipo
    const tela = await post(loja, 'produto', { codigo: 'CAT-NV', descricao: 'Chapa de aço', unidade: 'UN', tipo_produto_id: materia, tipo_item: '00' });
    expect(tela.statusCode, tela.body).toBe(201);
    expect(tela.json().Data.tipo_item).toBe('01');
  });

  it('tipo de produto de outra empresa é recusado com 400 e nada muda', async () => {
    const alheio = await tipoPorCodigo(industria, '04');
    const res = await put(loja, 'produto', { id: produto, tipo_produto_id: alheio });
    expect(res.statusCode, res.body).toBe(400);
    const atual = await s.call(loja, { method: 'GET', url: `/v1/produto/${produto}` });
    expect(atual.json().Data.tipo_produto_id).not.toBe(alheio);
  });
});

describe('categorias de estoque', () => {
  it('produto ligado à categoria é achado por ela; categoria de outra empresa é recusada', async () => {
    const cat = await post(loja, 'categoriaEstoque', { descricao: 'Curva A' });
    expect(cat.statusCode, cat.body).toBe(201);
    const id = cat.json().Data.id;
    const ligado = await put(loja, 'produto', { id: produto, categoria_estoque_id: id });
    expect(ligado.statusCode, ligado.body).toBe(200);
    const achados = await odata(loja, 'Produto', `categoria_estoque_id eq ${id}`);
    expect(achados.json()['@odata.count']).toBe(1);
    expect(achados.json().value[0].id).toBe(produto);

    const deOutra = await post(industria, 'categoriaEstoque', { descricao: 'Consignado' });
    expect(deOutra.statusCode, deOutra.body).toBe(201);
    const recusa = await put(loja, 'produto', { id: produto, categoria_estoque_id: deOutra.json().Data.id });
    expect(recusa.statusCode, recusa.body).toBe(400);
    const visto = await odata(industria, 'CategoriaEstoque', `id eq ${id}`);
    expect(visto.json()['@odata.count']).toBe(0);
  });
});

describe('adicionais: mínimo e máximo de escolhas', () => {
  let bacon = 0;
  let cheddar = 0;

  beforeAll(async () => {
    bacon = (await post(loja, 'adicional', { descricao: 'Bacon em tiras', preco: 4 })).json().Data.id;
    cheddar = (await post(loja, 'adicional', { descricao: 'Cheddar duplo', preco: 3.5 })).json().Data.id;
    expect(bacon).toBeGreaterThan(0);
    expect(cheddar).toBeGreaterThan(0);
  });

  it('máximo abaixo do mínimo é recusado com 400 em maximo_escolhas e nada é gravado', async () => {
    const antes = await contar('adicional_grupo');
    const r1 = await post(loja, 'adicionalGrupo', { descricao: 'Molhos da casa', minimo_escolhas: 2, maximo_escolhas: 1 });
    expect(r1.statusCode, r1.body).toBe(400);
    expect(r1.json().maximo_escolhas[0]).toMatch(/maior ou igual a Mínimo de escolhas/);
    // sem o máximo vale o padrão (1), também abaixo do mínimo 3
    const r2 = await post(loja, 'adicionalGrupo', { descricao: 'Molhos da casa', minimo_escolhas: 3 });
    expect(r2.statusCode, r2.body).toBe(400);
    expect(r2.json().maximo_escolhas).toBeDefined();
    expect(await contar('adicional_grupo')).toBe(antes);
  });

  it('mínimo igual ao máximo vale; alterar um só campo confere contra o gravado', async () => {
    const g = await post(loja, 'adicionalGrupo', {
      descricao: 'Monte seu lanche',
      minimo_escolhas: 2,
      maximo_escolhas: 2,
      Item: [
        { adicional_id: bacon, ordem: 1 },
        { adicional_id: cheddar, preco: 2.5, ordem: 2 },
      ],
    });
    expect(g.statusCode, g.body).toBe(201);
    const id = g.json().Data.id;
    expect(g.json().Data.Item).toHaveLength(2);
    const sobe = await put(loja, 'adicionalGrupo', { id, minimo_escolhas: 3 });
    expect(sobe.statusCode, sobe.body).toBe(400);
    expect(sobe.json().maximo_escolhas).toBeDefined();
    const desce = await put(loja, 'adicionalGrupo', { id, maximo_escolhas: 1 });
    expect(desce.statusCode, desce.body).toBe(400);
    const gravado = await s.call(loja, { method: 'GET', url: `/v1/adicionalGrupo/${id}` });
    expect(gravado.json().Data).toMatchObject({ minimo_escolhas: 2, maximo_escolhas: 2 });
    const amplia = await put(loja, 'adicionalGrupo', { id, maximo_escolhas: 4 });
    expect(amplia.statusCode, amplia.body).toBe(200);
    const opcional = await put(loja, 'adicionalGrupo', { id, minimo_escolhas: 0 });
    expect(opcional.statusCode, opcional.body).toBe(200);
    expect(opcional.json().Data).toMatchObject({ minimo_escolhas: 0, maximo_escolhas: 4 });
  });

  it('produto oferece o grupo: ligação única, grupo de outra empresa recusado, excluir o grupo desfaz', async () => {
    const g = await post(loja, 'adicionalGrupo', {
      descricao: 'Escolha o pão da casa',
      minimo_escolhas: 1,
      maximo_escolhas: 1,
      Item: [{ adicional_id: bacon }],
    });
    expect(g.statusCode, g.body).toBe(201);
    const grupo = g.json().Data.id;
    const liga = await post(loja, 'produtoAdicional', { produto_id: produto, adicional_grupo_id: grupo, ordem: 1 });
    expect(liga.statusCode, liga.body).toBe(201);
    const oferecidos = await odata(loja, 'ProdutoAdicional', `produto_id eq ${produto}`);
    expect(oferecidos.json().value.map((l: { adicional_grupo_id: number }) => l.adicional_grupo_id)).toContain(grupo);
    const repetida = await post(loja, 'produtoAdicional', { produto_id: produto, adicional_grupo_id: grupo });
    expect(repetida.statusCode, repetida.body).toBe(409);

    const alheio = await post(industria, 'adicionalGrupo', { descricao: 'Grupo da indústria', minimo_escolhas: 0, maximo_escolhas: 1 });
    expect(alheio.statusCode, alheio.body).toBe(201);
    const cruzada = await post(loja, 'produtoAdicional', { produto_id: produto, adicional_grupo_id: alheio.json().Data.id });
    expect(cruzada.statusCode, cruzada.body).toBe(400);

    const del = await s.call(loja, { method: 'DELETE', url: `/v1/adicionalGrupo/${grupo}` });
    expect(del.statusCode, del.body).toBe(200);
    const depois = await odata(loja, 'ProdutoAdicional', `adicional_grupo_id eq ${grupo}`);
    expect(depois.json()['@odata.count']).toBe(0);
  });
});

describe('posição de estoque por categoria', () => {
  it('filtra pela categoria e totaliza por ela; o total filtrado é a soma dos produtos da categoria', async () => {
    const cat = await post(loja, 'categoriaEstoque', { descricao: 'Curva B' });
    expect(cat.statusCode, cat.body).toBe(201);
    const id = cat.json().Data.id;
    const p = await post(loja, 'produto', { codigo: 'CAT-POS', descricao: 'Café torrado 500 g', unidade: 'UN', categoria_estoque_id: id });
    expect(p.statusCode, p.body).toBe(201);
    const entrada = await s.call(loja, {
      method: 'POST',
      url: '/v1/estoqueMovimentacao/Lancar',
      payload: { produto_id: p.json().Data.id, operacao: 'compra', quantidade: 8, custo_unitario: 12.35 },
    });
    expect(entrada.statusCode, entrada.body).toBe(200);
    const filtrada = await s.call(loja, { method: 'GET', url: `/v1/estoque/Posicao?categoria_estoque_id=${id}` });
    expect(filtrada.statusCode, filtrada.body).toBe(200);
    const d = filtrada.json().Data;
    expect(d.produtos.map((x: { codigo: string }) => x.codigo)).toEqual(['CAT-POS']);
    expect(d.produtos[0].categoria).toBe('Curva B');
    expect(d.total).toBe('98.80');
    expect(d.categorias).toEqual([{ categoria: 'Curva B', valor: '98.80', quantidade: expect.stringMatching(/^8(\.0+)?$/) }]);
    const todas = await s.call(loja, { method: 'GET', url: '/v1/estoque/Posicao' });
    const curva = todas.json().Data.categorias.find((c: { categoria: string }) => c.categoria === 'Curva B');
    expect(curva?.valor).toBe('98.80');
    expect(Number(todas.json().Data.total)).toBeGreaterThan(98.8);
  });
});
