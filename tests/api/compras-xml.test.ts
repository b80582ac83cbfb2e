/**
 * Compras a partir do XML do fornecedor: upload de vários XML e de um ZIP, cada
 * nfeProc real (tests/fixtures/dados/nfe) vira uma compra com os seus itens; fornecedor encontrado ou
 * cadastrado pelo `emit` (CNPJ alfanumérico incluso); item vinculado por GTIN, perguntado uma vez e
 * lembrado (com conversão de unidade) para a próxima nota; entrada no estoque pelo custo com frete;
 * contas a pagar das duplicatas; nota repetida recusada; cancelamento estorna; relatório; DANFE.
 * A importação só aceita nota endereçada à empresa, assinada e autorizada (compras-conferencia.test.ts):
 * cada amostra é reemitida para a empresa `loja` (destinatário = o CNPJ dela, assinada de novo com o
 * e-CNPJ de teste de um fornecedor e o protocolo refeito; tests/fixtures/nfe-fornecedor.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { lerAmostra as ler, reemitirPara } from '../fixtures/nfe-fornecedor.ts';
import { criarZip } from '../../src/fiscal/zip/gravar.ts';
import { cnpjCheckDigits } from '../../src/domain/documentos.ts';
import { chaveCheckDigit } from '../../src/domain/chave-acesso.ts';

const AMOSTRA_06 = ler('samples/06-nfeProc-mod55-RS-2018-spednfe.xml'); // 10 UN cProd 11007, dup 1,00
// as notas como os fornecedores as emitiriam para a loja (preenchidas no beforeAll, com o CNPJ dela)
let NOTA_06 = '';
let NOTA_2017 = ''; // GTIN 97899072659522, 389,95 KG
let NOTA_40 = ''; // 1 UN 28,90 + frete 11,89, sem duplicatas
let NOTA_L4 = ''; // mesma chave da 06
let cnpjLoja = '';

let s: TestServer;
let loja: string;
let caixa: string;
let emit = 0;

export function multipartArquivos(arquivos: Array<{ nome: string; dados: Buffer | string }>): { payload: Buffer; headers: Record<string, string> } {
  const b = `----compras${Date.now()}`;
  const partes = arquivos.flatMap((a) => [
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${a.nome}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(a.dados) ? a.dados : Buffer.from(a.dados),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...partes, Buffer.from(`--${b}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

/** A nota 06 com o emitente trocado por um CNPJ alfanumérico válido (NT 2025.001) e a chave refeita. */
function notaAlfanumerica(): { xml: string; cnpj: string; chave: string } {
  const cnpj = `12ABC34501DE${cnpjCheckDigits('12ABC34501DE')}`;
  const base = `431809${cnpj}550010000000271000010301`.slice(0, 43);
  const chave = `${base}${chaveCheckDigit(base)}`;
  const xml = reemitirPara(AMOSTRA_06, { dest: cnpjLoja, chave, nNF: '27', emitCnpj: cnpj });
  return { xml, cnpj, chave };
}

const upload = (arquivos: Array<{ nome: string; dados: Buffer | string }>, token = loja) =>
  s.call(token, { method: 'POST', url: '/v1/compra/Upload', ...multipartArquivos(arquivos) });
const q1 = async (sql: string, p: unknown[] = []) => (await s.db.pool.query(sql, p)).rows[0];

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  emit = (await q1(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).emitente_id;
  cnpjLoja = (await q1('SELECT cnpj FROM emitente WHERE id = $1', [emit])).cnpj;
  NOTA_06 = reemitirPara(AMOSTRA_06, { dest: cnpjLoja });
  NOTA_2017 = reemitirPara(ler('sped-nfe-fixtures/2017protocoled.xml'), { dest: cnpjLoja });
  NOTA_40 = reemitirPara(ler('sped-nfe-fixtures/nfe_4.0.xml'), { dest: cnpjLoja });
  NOTA_L4 = reemitirPara(ler('sped-nfe-fixtures/nfe_layout4_com_prot.xml'), { dest: cnpjLoja });
});
afterAll(async () => {
  await s?.close();
});

describe('importação de XML', () => {
  let produtoGtin = 0;
  let produtoCaixa = 0;
  let pendenteId = 0;

  it('sem a regra Permitir.Compra.Incluir: 403 e nada gravado', async () => {
    const r = await upload([{ nome: 'a.xml', dados: NOTA_06 }], caixa);
    expect(r.statusCode).toBe(403);
    expect((await q1('SELECT count(*)::int AS n FROM compra WHERE emitente_id = $1', [emit])).n).toBe(0);
  });

  it('dois XML e um ZIP num envio: cada nfeProc vira compra; a mesma chave repetida é recusada', async () => {
    const p = await s.call(loja, {
      method: 'POST',
      url: '/v1/produto/',
      payload: { codigo: 'MALHA-1', descricao: 'Malha Delfos tinto', unidade: 'KG', ncm: '60063310', gtin: '97899072659522', preco_venda: 80 },
    });
    expect(p.statusCode, p.body).toBe(201);
    produtoGtin = p.json().Data.id;
    const zip = criarZip([
      { nome: 'notas/nfe_4.0.xml', dados: NOTA_40 },
      { nome: 'notas/repetida.xml', dados: NOTA_L4 },
      { nome: 'leia-me.txt', dados: 'não é XML' },
    ]);
    const r = await upload([
      { nome: '06.xml', dados: NOTA_06 },
      { nome: '2017.xml', dados: NOTA_2017 },
      { nome: 'lote.zip', dados: zip },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data as Array<Record<string, any>>;
    expect(d.map((x) => [x.arquivo, x.Success])).toEqual([
      ['06.xml', true],
      ['2017.xml', true],
      ['lote.zip/notas/nfe_4.0.xml', true],
      ['lote.zip/notas/repetida.xml', false],
    ]);
    expect(d[3].Message).toMatch(/já foi importada/);
    // 2017: o item casou pelo GTIN e a compra foi finalizada; 06 e 4.0 pedem o vínculo
    expect(d[1].situacao).toBe('finalizada');
    expect(d[0].situacao).toBe('pendente');
    expect(d[0].pendentes).toHaveLength(1);
    expect(d[0].pendentes[0]).toMatchObject({ codigo_fornecedor: '11007', descricao: 'UM PRODUTO TESTE QUALQUER', unidade_fornecedor: 'UN' });
    pendenteId = d[0].pendentes[0].id;
    expect(r.json().Message).toBe('3 nota(s) importada(s), 2 com itens a vincular, 1 recusada(s).');

    // fornecedores cadastrados pelo emit, com endereço
    const f = await q1('SELECT nome, tipo_pessoa, ie, uf, cidade_id FROM fornecedor WHERE emitente_id = $1 AND cpf_cnpj = $2', [emit, '06929383000163']);
    expect(f).toMatchObject({ nome: 'UMA RAZAO SOCIAL DE TESTE QUALQUER', tipo_pessoa: 'J', uf: 'RS', cidade_id: 4319901 });
    // estoque e contas a pagar da nota 2017 (GTIN)
    const est = await q1(
      `SELECT m.quantidade::text AS q, m.custo_unitario::text AS c FROM estoque_movimentacao m WHERE m.emitente_id = $1 AND m.documento_tipo = 'compra' AND m.produto_id = $2`,
      [emit, produtoGtin],
    );
    expect(est).toEqual({ q: '389.9500', c: '49.9200' });
    const pg = await q1(`SELECT valor::text AS v, vencimento::text AS venc, origem FROM pagar WHERE emitente_id = $1 AND origem_id = $2`, [
      emit,
      d[1].compra_id,
    ]);
    expect(pg).toEqual({ v: '19466.30', venc: '2016-10-20', origem: 'compra' });
  });

  it('vincular o item pendente com conversão de unidade (caixa com 12) finaliza a compra e aprende o vínculo', async () => {
    const p = await s.call(loja, {
      method: 'POST',
      url: '/v1/produto/',
      payload: { codigo: 'TESTE-UN', descricao: 'Produto teste unidade', unidade: 'UN', ncm: '64011000', preco_venda: 9 },
    });
    produtoCaixa = p.json().Data.id;
    const ruim = await s.call(loja, { method: 'GET', url: `/v1/compra/ImportarXML?item=${pendenteId}&produto_id=${produtoCaixa}&fator_conversao=0` });
    expect(ruim.statusCode).toBe(400);
    const r = await s.call(loja, { method: 'GET', url: `/v1/compra/ImportarXML?item=${pendenteId}&produto_id=${produtoCaixa}&fator_conversao=12` });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.situacao).toBe('finalizada');
    const est = await q1('SELECT quantidade::text AS q, custo_medio::text AS c FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produtoCaixa]);
    expect(est).toEqual({ q: '120.0000', c: '4.1667' }); // 10 caixas × 12; R$ 500,00 ÷ 120
    const rel = await s.call(loja, { method: 'GET', url: "/OData/CompraItemRelacionamentoFornecedor?$filter=codigo_fornecedor eq '11007'" });
    expect(rel.json().value).toHaveLength(1);
    expect(rel.json().value[0]).toMatchObject({ produto_id: produtoCaixa, fator_conversao: 12 });
  });

  it('a próxima nota do mesmo fornecedor casa sozinha; CNPJ alfanumérico cadastra o fornecedor', async () => {
    const alfa = notaAlfanumerica();
    // mesma nota do fornecedor 06929383000163 com outro número/chave: casa pelo vínculo aprendido
    const base = '4318090692938300016355001000000028100001030';
    const outra = reemitirPara(AMOSTRA_06, { dest: cnpjLoja, chave: `${base}${chaveCheckDigit(base)}`, nNF: '28' });
    const r = await upload([
      { nome: 'segunda.xml', dados: outra },
      { nome: 'alfa.xml', dados: alfa.xml },
    ]);
    const d = r.json().Data;
    expect(d[0]).toMatchObject({ Success: true, situacao: 'finalizada' });
    expect(d[1]).toMatchObject({ Success: true, situacao: 'pendente', fornecedor_novo: true });
    const est = await q1('SELECT quantidade::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produtoCaixa]);
    expect(est.q).toBe('240.0000');
    const f = await q1('SELECT nome FROM fornecedor WHERE emitente_id = $1 AND cpf_cnpj = $2', [emit, alfa.cnpj]);
    expect(f.nome).toBe('UMA RAZAO SOCIAL DE TESTE QUALQUER');
  });

  it('custo inclui o frete; nota sem duplicata gera um título pelo total', async () => {
    const c = await q1(`SELECT id FROM compra WHERE emitente_id = $1 AND numero = '5906225'`, [emit]);
    const it = await q1('SELECT id FROM compra_item WHERE emitente_id = $1 AND compra_id = $2', [emit, c.id]);
    const p = await s.call(loja, {
      method: 'POST',
      url: '/v1/produto/',
      payload: { codigo: 'LEITOR', descricao: 'Leitor de cartão', unidade: 'UN', ncm: '84719019', preco_venda: 60 },
    });
    const r = await s.call(loja, { method: 'GET', url: `/v1/compra/ImportarXML?item=${it.id}&produto_id=${p.json().Data.id}` });
    expect(r.json().Data.situacao).toBe('finalizada');
    const i = await s.call(loja, { method: 'GET', url: `/OData/CompraItem?$filter=compra_id eq ${c.id}` });
    expect(i.json().value[0]).toMatchObject({ quantidade: 1, valor_frete: 11.89, valor_total: 40.79, custo_unitario: 40.79 });
    const pg = await q1('SELECT valor::text AS v FROM pagar WHERE emitente_id = $1 AND origem = $2 AND origem_id = $3', [emit, 'compra', c.id]);
    expect(pg.v).toBe('40.79');
  });

  it('arquivo que não é NF-e autorizada é recusado pelo nome (400: nenhuma nota importada)', async () => {
    const r = await upload([
      { nome: 'lixo.xml', dados: '<a>' },
      { nome: 'sem-prot.xml', dados: reemitirPara(ler('sped-nfe-fixtures/2017signed.xml'), { dest: cnpjLoja }) },
    ]);
    expect(r.statusCode, r.body).toBe(400);
    const d = r.json().arquivo as string[];
    expect(d[0]).toMatch(/^lixo\.xml: XML malformado/);
    expect(d[1]).toMatch(/^sem-prot\.xml: .*protocolo de autorização/);
  });

  it('cancelar estorna o estoque e cancela as contas a pagar; a nota pode ser importada de novo', async () => {
    const c = await q1(`SELECT id FROM compra WHERE emitente_id = $1 AND numero = '30'`, [emit]);
    const r = await s.call(loja, { method: 'POST', url: `/v1/compra/Cancelar/${c.id}` });
    expect(r.statusCode, r.body).toBe(200);
    expect((await q1('SELECT quantidade::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produtoGtin])).q).toBe('0.0000');
    expect((await q1(`SELECT situacao FROM pagar WHERE emitente_id = $1 AND origem = 'compra' AND origem_id = $2`, [emit, c.id])).situacao).toBe('cancelado');
    const aud = await s.db.pool.query(`SELECT acao FROM auditoria WHERE emitente_id = $1 AND entidade = 'compra' AND registro_id = $2 ORDER BY id`, [
      emit,
      String(c.id),
    ]);
    expect(aud.rows.map((r) => r.acao)).toEqual(['incluir', 'cancelar']);
    const de = await upload([{ nome: '2017.xml', dados: NOTA_2017 }]);
    expect(de.json().Data[0]).toMatchObject({ Success: true, situacao: 'finalizada' });
  });

  it('relatório do período e DANFE de cada nota importada', async () => {
    const r = await s.call(loja, { method: 'POST', url: '/v1/compra/GetRelatorio', payload: { inicio: '2000-01-01', fim: '2099-12-31' } });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.total.compras).toBe(4); // 06, 4.0, segunda (06 bis), 2017 reimportada; a alfanumérica está pendente
    expect(d.total.valor).toBe('20507.09'); // 500 + 40,79 + 500 + 19.466,30
    expect(d.fornecedores[0]).toMatchObject({ compras: 1, valor: '19466.30' }); // maior fornecedor primeiro
    const ruim = await s.call(loja, { method: 'POST', url: '/v1/compra/GetRelatorio', payload: { inicio: '2024-13-01' } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().inicio).toBeDefined();
    const { rows } = await s.db.pool.query('SELECT id FROM compra WHERE emitente_id = $1 ORDER BY id', [emit]);
    for (const c of rows) {
      const pdf = await s.call(loja, { method: 'GET', url: `/v1/compra/ImprimirNFe/${c.id}` });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('compra digitada', () => {
  it('calcula itens e totais, finaliza (estoque + a pagar) e não deixa alterar depois', async () => {
    const forn = await q1('SELECT id FROM fornecedor WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emit]);
    const prod = await q1(`SELECT id FROM produto WHERE emitente_id = $1 AND codigo = 'TESTE-UN'`, [emit]);
    const r = await s.call(loja, {
      method: 'POST',
      url: '/v1/compra/',
      payload: {
        fornecedor_id: forn.id,
        numero: '991',
        serie: '1',
        Item: [
          {
            produto_id: prod.id,
            descricao: 'Caixa',
            quantidade_fornecedor: 2,
            fator_conversao: 6,
            valor_unitario_fornecedor: 30,
            valor_frete: 6,
            valor_ipi: 3,
          },
        ],
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    const id = r.json().Data.id;
    const c = await s.call(loja, { method: 'GET', url: `/v1/compra/${id}` });
    expect(c.json().Data).toMatchObject({ situacao: 'aberta', valor_produtos: 60, valor_total: 69 });
    const sem = await s.call(loja, {
      method: 'POST',
      url: '/v1/compra/',
      payload: { fornecedor_id: forn.id, Item: [{ descricao: 'x', quantidade_fornecedor: 1 }] },
    });
    expect(sem.statusCode).toBe(400);
    expect(sem.json()['Item[0].produto_id']).toBeDefined();
    const antes = await q1('SELECT quantidade::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, prod.id]);
    const f = await s.call(loja, { method: 'POST', url: `/v1/compra/Finalizar/${id}` });
    expect(f.statusCode, f.body).toBe(200);
    const depois = await q1('SELECT quantidade::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, prod.id]);
    expect(Number(depois.q) - Number(antes.q)).toBe(12);
    const pg = await q1(`SELECT valor::text AS v FROM pagar WHERE emitente_id = $1 AND origem = 'compra' AND origem_id = $2`, [emit, id]);
    expect(pg.v).toBe('69.00');
    const alt = await s.call(loja, { method: 'PUT', url: '/v1/compra/', payload: { id, fornecedor_id: forn.id, observacao: 'x' } });
    expect(alt.statusCode).toBe(400);
  });
});
