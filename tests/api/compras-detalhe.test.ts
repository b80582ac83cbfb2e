/**
 * Compras: o item da nota que não casou com nenhum produto vira produto
 * novo no mesmo passo (descrição, NCM, GTIN, unidade e custo do XML; o que o usuário mudar vale), o
 * item fica vinculado e a compra é finalizada; a compra importada tem detalhe (itens com tributos,
 * contas a pagar, XML e DANFE); o relatório de compras exporta PDF e XLSX pelo gerador dos outros
 * relatórios. Erros: 400 nomeando o campo e nada gravado; sem permissão, 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { lerAmostra, reemitirPara } from '../fixtures/nfe-fornecedor.ts';
import { multipartCom } from './multipart.ts';
import { textoDoPdf } from './pdf-texto.ts';
import { lerPlanilha } from '../../src/server/modules/conversao/planilha.ts';

let s: TestServer;
let loja = '';
let caixa = '';
let emit = 0;
let compraId = 0;
let itemId = 0;
const q1 = async (sql: string, p: unknown[] = []) => (await s.db.pool.query(sql, p)).rows[0];

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  emit = (await q1(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).emitente_id;
  const cnpj = (await q1('SELECT cnpj FROM emitente WHERE id = $1', [emit])).cnpj;
  // nfeProc real (10 UN do item 11007 a R$ 50,00, NCM 64011000, uma duplicata de R$ 1,00) reemitida para a loja
  const nota = reemitirPara(lerAmostra('samples/06-nfeProc-mod55-RS-2018-spednfe.xml'), { dest: cnpj });
  const r = await s.call(loja, {
    method: 'POST',
    url: '/v1/compra/Upload',
    ...multipartCom({}, [{ campo: 'arquivo', nome: '06.xml', tipo: 'application/xml', dados: Buffer.from(nota) }]),
  });
  expect(r.statusCode, r.body).toBe(200);
  const d = r.json().Data[0];
  expect(d.situacao).toBe('pendente');
  compraId = d.compra_id;
  itemId = d.pendentes[0].id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const post = (t: string, url: string, payload: object = {}) => s.call(t, { method: 'POST', url, payload });
const produtos = async () => (await q1('SELECT count(*)::int AS n FROM produto WHERE emitente_id = $1', [emit])).n as number;

describe('criar o produto a partir do item da nota', () => {
  it('dado inválido: 400 nomeando o campo, nenhum produto criado e o item continua pendente', async () => {
    const antes = await produtos();
    const r = await post(loja, `/v1/compra/CriarProdutoDoItem/${itemId}`, { gtin: '123' });
    expect(r.statusCode, r.body).toBe(400);
    expect(Object.keys(r.json())).toContain('gtin');
    const f = await post(loja, `/v1/compra/CriarProdutoDoItem/${itemId}`, { fator_conversao: '0' });
    expect(f.statusCode).toBe(400);
    expect(Object.keys(f.json())).toContain('fator_conversao');
    expect(await produtos()).toBe(antes);
    expect((await q1('SELECT produto_id FROM compra_item WHERE emitente_id = $1 AND id = $2', [emit, itemId])).produto_id).toBeNull();
    expect((await post(caixa, `/v1/compra/CriarProdutoDoItem/${itemId}`, {})).statusCode).toBe(403);
  });

  it('cria com os dados do XML (o nome dado pelo usuário vale), vincula o item e finaliza a compra', async () => {
    const r = await post(loja, `/v1/compra/CriarProdutoDoItem/${itemId}`, { descricao: 'Tênis de teste', unidade: 'un' });
    expect(r.statusCode, r.body).toBe(200);
    const { produto, situacao } = r.json().Data;
    expect(situacao).toBe('finalizada');
    expect(produto).toMatchObject({ descricao: 'Tênis de teste', ncm: '64011000', gtin: 'SEM GTIN', unidade: 'UN', preco_custo: 50 });
    expect(produto.codigo).toMatch(/^\d+$/);
    expect(r.json().Message).toContain(`Produto ${produto.codigo} cadastrado e vinculado. Compra ${compraId} finalizada`);
    // estoque de 10 UN ao custo de R$ 50,00; vínculo aprendido para a próxima nota do fornecedor
    const est = await q1('SELECT quantidade::text AS q, custo_medio::text AS c FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produto.id]);
    expect(est).toEqual({ q: '10.0000', c: '50.0000' });
    const rel = await q1(`SELECT produto_id FROM compra_item_relacionamento_fornecedor WHERE emitente_id = $1 AND codigo_fornecedor = '11007'`, [emit]);
    expect(rel.produto_id).toBe(produto.id);
    // cadastro auditado como qualquer produto
    const a = await q1(`SELECT acao FROM auditoria WHERE entidade = 'produto' AND registro_id = $1`, [String(produto.id)]);
    expect(a.acao).toBe('incluir');
    // de novo: o item já está vinculado
    const de = await post(loja, `/v1/compra/CriarProdutoDoItem/${itemId}`, {});
    expect(de.statusCode).toBe(400);
    expect(de.json().item[0]).toBe('Este item já está vinculado a um produto');
  });
});

describe('detalhe da compra importada', () => {
  it('itens com o produto e os tributos, contas a pagar, XML e DANFE', async () => {
    const r = await s.call(loja, { method: 'GET', url: `/v1/compra/Detalhe/${compraId}` });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.compra).toMatchObject({
      id: compraId,
      situacao: 'finalizada',
      origem: 'xml',
      fornecedor: 'UMA RAZAO SOCIAL DE TESTE QUALQUER',
      fornecedor_cpf_cnpj: '06929383000163',
      valor_total: '500.00',
    });
    expect(d.itens).toHaveLength(1);
    expect(d.itens[0]).toMatchObject({
      produto_descricao: 'Tênis de teste',
      descricao: 'UM PRODUTO TESTE QUALQUER',
      ncm: '64011000',
      cfop: '6101',
      quantidade_fornecedor: '10.0000',
      valor_total: '500.00',
      valor_icms: '0.00',
      valor_icms_st: '0.00',
      valor_pis: '0.00',
    });
    expect(d.pagar).toHaveLength(1);
    expect(d.pagar[0]).toMatchObject({ valor: '1.00', vencimento: '2018-12-31', situacao: 'aberto' });
    expect(d.tem_xml).toBe(true);
    const xml = await s.call(loja, { method: 'GET', url: `/v1/compra/XML/${compraId}` });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toContain('procNFe.xml');
    expect(xml.body).toContain('<xProd>UM PRODUTO TESTE QUALQUER</xProd>');
    const danfe = await s.call(loja, { method: 'GET', url: `/v1/compra/ImprimirNFe/${compraId}` });
    expect(danfe.statusCode).toBe(200);
    expect(danfe.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await s.call(loja, { method: 'GET', url: '/v1/compra/Detalhe/999999' })).statusCode).toBe(404);
    expect((await s.call(caixa, { method: 'GET', url: `/v1/compra/Detalhe/${compraId}` })).statusCode).toBe(403);
  });
});

describe('exportação do relatório de compras', () => {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const periodo = { inicio: `${hoje.slice(0, 8)}01`, fim: hoje };
  const br = (iso: string) => iso.split('-').reverse().join('/');

  it('PDF e XLSX com as compras do período e o total; formato inválido: 400', async () => {
    const pdf = await post(loja, '/v1/compra/ExportarRelatorio', { ...periodo, formato: 'pdf' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const texto = textoDoPdf(pdf.rawPayload);
    expect(texto).toContain(`Compras de ${br(periodo.inicio)} a ${br(periodo.fim)}`);
    expect(texto).toContain('UMA RAZAO SOCIAL DE TESTE QUALQUER');
    expect(texto).toContain('500,00');

    const x = await post(loja, '/v1/compra/ExportarRelatorio', { ...periodo, formato: 'xlsx' });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain('.xlsx');
    const [aba] = lerPlanilha(x.rawPayload, 'compras.xlsx');
    expect(aba.linhas[0]).toEqual(['Entrada', 'Fornecedor', 'Documento', 'Produtos (R$)', 'Frete (R$)', 'IPI (R$)', 'ICMS-ST (R$)', 'Total (R$)']);
    const linha = aba.linhas.find((l) => l[1] === 'UMA RAZAO SOCIAL DE TESTE QUALQUER');
    expect(linha?.[7]).toBe('500');
    expect(aba.linhas.at(-1)?.[0]).toBe('Total');

    const ruim = await post(loja, '/v1/compra/ExportarRelatorio', { ...periodo, formato: 'doc' });
    expect(ruim.statusCode).toBe(400);
    expect(Object.keys(ruim.json())).toContain('formato');
    const fim = await post(loja, '/v1/compra/ExportarRelatorio', { inicio: '2026-11-10', fim: '2026-11-01', formato: 'pdf' });
    expect(fim.statusCode).toBe(400);
    expect(Object.keys(fim.json())).toContain('fim');
    expect((await post(caixa, '/v1/compra/ExportarRelatorio', { ...periodo, formato: 'pdf' })).statusCode).toBe(403);
  });
});
