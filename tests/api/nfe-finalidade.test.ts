/**
 * Finalidades da NF-e, contra o simulador da SEFAZ por HTTPS com TLS mútuo:
 * - devolução de parte de uma venda autorizada: nota de entrada (tpNF 0, série de entrada), finNFe
 *   4, NFref com a chave da venda, CFOP 1202, IPI da venda proporcional em impostoDevol (pDevol,
 *   vIPIDevol), XML válido no pacote de schemas, autorizada, estoque de volta (entrada);
 * - quantidade acima do saldo a devolver -> 400 com o campo e o nome do item, nada gravado;
 * - devolução sem NFref -> rejeição 321 do simulador (cStat e texto do MOC);
 * - complemento de ICMS autorizado; complementar que referencia chave não autorizada -> 267;
 * - devolução de parte de uma compra importada do XML do fornecedor: nota de saída, CFOP x202,
 *   NFref = chave do fornecedor, autorizada, estoque sai; com ICMS destacado na compra (nfeProc
 *   real, ICMS00 12%), o ICMS da devolução estorna o crédito proporcional;
 * - complemento de valor autorizado; ajuste de ICMS (finNFe 3) autorizado com a marca no DANFE;
 * - devolução de venda no regime normal (CRT 3): ICMS00 proporcional;
 * - notas de predefinição: simples faturamento (5922) não se devolve (400); remessa para conserto
 *   volta com o retorno 1916, finNFe 1 e NFref, autorizado.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { multipartCom } from './multipart.ts';
import { obterRuntimeFiscal } from '../../src/server/modules/nfe/index.ts';
import { chaveCheckDigit } from '../../src/domain/chave-acesso.ts';
import { textoDoPdf } from './pdf-texto.ts';
import { lerAmostra, reemitirPara } from '../fixtures/nfe-fornecedor.ts';

// notas dos fornecedores reemitidas para a loja (a importação exige destinatário = a empresa); no beforeAll
let NOTA_06 = '';
// nfeProc real de um fornecedor do regime normal (SP): 389,95 KG, ICMS00 vBC 19466,30, pICMS 12, vICMS 2335,96, PIS 321,19
let NOTA_ICMS = '';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let emit = 0;

beforeAll(async () => {
  n = await iniciarServidorNFe(5);
  s = n.s;
  loja = (await s.login('loja')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  const cnpjLoja = (await s.db.pool.query('SELECT cnpj FROM emitente WHERE id = $1', [emit])).rows[0].cnpj;
  NOTA_06 = reemitirPara(lerAmostra('samples/06-nfeProc-mod55-RS-2018-spednfe.xml'), { dest: cnpjLoja });
  NOTA_ICMS = reemitirPara(lerAmostra('sped-nfe-fixtures/2017protocoled.xml'), { dest: cnpjLoja });
});
afterAll(async () => {
  await n?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => s.call(loja, { method, url, ...(payload ? { payload } : {}) });
const q1 = async (sql: string, p: unknown[] = []) => (await s.db.pool.query(sql, p)).rows[0];
const saldo = async (produtoId: number) =>
  (await q1('SELECT coalesce(sum(quantidade), 0)::text AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, produtoId])).q;
const xmlAutorizado = async (fat: number) =>
  (await q1(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`, [emit, fat])).xml as string;
const transmitir = async (fat: number) => (await call('GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${fat}`)).json();

async function produto(codigo: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await call('POST', '/v1/produto/', {
    codigo,
    descricao: `Produto ${codigo}`,
    unidade: 'UN',
    ncm: '61091000',
    csosn: '0102',
    cst_pis: '49',
    cst_cofins: '49',
    preco_venda: 50,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().Data.id;
}

describe('devolução e complemento de uma venda', () => {
  let p1 = 0;
  let p2 = 0;
  let venda = 0;
  let chaveVenda = '';
  let itemVenda = 0;
  let devolucao = 0;

  it('venda autorizada com IPI (3 + 2 unidades)', async () => {
    p1 = await produto('DEV-1', { cst_ipi: '50', aliquota_ipi: 10, enquadramento_ipi: '999' });
    p2 = await produto('DEV-2');
    for (const id of [p1, p2]) {
      const r = await call('POST', '/v1/estoqueMovimentacao/Lancar', { produto_id: id, operacao: 'compra', quantidade: 10, custo_unitario: 20 });
      expect(r.statusCode, r.body).toBe(200);
    }
    const cl = await q1(`SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`, [
      emit,
    ]);
    const r = await call('POST', '/v1/faturamento/', {
      cliente_id: cl.id,
      natureza_operacao: 'Venda de mercadoria',
      Item: [
        { produto_id: p1, quantidade: 3, valor_unitario: 50 },
        { produto_id: p2, quantidade: 2, valor_unitario: 30 },
      ],
      Pagamento: [{ t_pag: '01', valor: 225 }],
    });
    expect(r.statusCode, r.body).toBe(201);
    venda = r.json().Data.id;
    expect(r.json().Data.Item[0].valor_ipi).toBe(15);
    const t = await transmitir(venda);
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    chaveVenda = t.Data.chave;
    itemVenda = r.json().Data.Item[0].id;
    expect(await saldo(p1)).toBe('7.0000');
  });

  it('GerarDevolucao de 1 das 3 unidades: rascunho de entrada com NFref, CFOP 1202 e IPI proporcional', async () => {
    const r = await call('POST', '/v1/faturamento/GerarDevolucao', { faturamento_id: venda, itens: [{ item_id: itemVenda, quantidade: 1 }] });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    devolucao = d.id;
    expect(d).toMatchObject({ tipo_operacao: 0, finalidade: 4, serie: 2, situacao: 'digitacao', total_produtos: 50, total_ipi: 0, total_nota: 55 });
    expect(d.NFref).toEqual([expect.objectContaining({ ref_nfe: chaveVenda })]);
    expect(d.Item).toHaveLength(1);
    expect(d.Item[0]).toMatchObject({
      cfop: '1202',
      quantidade: 1,
      valor_produto: 50,
      p_devol: 33.33,
      v_ipi_devol: 5,
      devolucao_item_id: itemVenda,
      cst: '102',
    });
  });

  it('quantidade acima do que resta devolver: 400 com o campo e o nome do item, nada gravado', async () => {
    const antes = (await q1('SELECT count(*)::int AS n FROM faturamento WHERE emitente_id = $1', [emit])).n;
    const r = await call('POST', '/v1/faturamento/GerarDevolucao', { faturamento_id: venda, itens: [{ item_id: itemVenda, quantidade: 3 }] });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()['itens[0].quantidade'][0]).toContain('Produto DEV-1');
    expect(r.json().Message).toBe('Item 1 (Produto DEV-1): quantidade 3 acima do que resta devolver (2).');
    expect((await q1('SELECT count(*)::int AS n FROM faturamento WHERE emitente_id = $1', [emit])).n).toBe(antes);
  });

  it('sem o documento referenciado, a SEFAZ rejeita com 321', async () => {
    const put = await call('PUT', '/v1/faturamento/', { id: devolucao, NFref: [] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().Data.Item[0]).toMatchObject({ p_devol: 33.33, v_ipi_devol: 5 });
    const t = await transmitir(devolucao);
    expect(t.Data).toMatchObject({ situacao: 'rejeitada', cStat: '321' });
    expect(t.Message).toBe('Rejeição 321: Rejeição: NF-e de devolução de mercadoria não possui documento fiscal referenciado');
  });

  it('com a chave da venda: schema válido, autorizada, estoque volta', async () => {
    const put = await call('PUT', '/v1/faturamento/', { id: devolucao, NFref: [{ ref_nfe: chaveVenda }] });
    expect(put.statusCode, put.body).toBe(200);
    const t = await transmitir(devolucao);
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    const xml = await xmlAutorizado(devolucao);
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfeProc').erros).toEqual([]);
    expect(xml).toContain('<tpNF>0</tpNF>');
    expect(xml).toContain('<finNFe>4</finNFe>');
    expect(xml).toContain(`<NFref><refNFe>${chaveVenda}</refNFe></NFref>`);
    expect(xml).toContain('<serie>2</serie>');
    expect(xml).toContain('<CFOP>1202</CFOP>');
    expect(xml).toContain('<impostoDevol><pDevol>33.33</pDevol><IPI><vIPIDevol>5.00</vIPIDevol></IPI></impostoDevol>');
    expect(xml).toMatch(/<vIPIDevol>5.00<\/vIPIDevol>.*<vNF>55.00<\/vNF>/s);
    expect(await saldo(p1)).toBe('8.0000');
    const mov = await q1(
      `SELECT m.quantidade::text AS q FROM estoque_movimentacao m WHERE m.emitente_id = $1 AND m.documento_tipo = 'faturamento' AND m.documento_id = $2`,
      [emit, devolucao],
    );
    expect(mov.q).toBe('1.0000');
    // DANFE: marca da devolução, a chave referenciada e "0 - ENTRADA"
    const danfe = textoDoPdf((await call('GET', `/v1/GerenciadorNFe/ImprimirNFe/${devolucao}`)).rawPayload).replace(/\s+/g, ' ');
    expect(danfe).toContain('DEVOLUÇÃO DE MERCADORIA');
    expect(danfe).toContain('NF-e referenciada:');
    expect(danfe).toContain(chaveVenda.slice(0, 4));
    expect(danfe).toContain('0 - ENTRADA');
  });

  it('complemento de ICMS: rascunho finNFe 2 com NFref, autorizado', async () => {
    const r = await call('POST', '/v1/faturamento/GerarComplementar', { faturamento_id: venda, tipo: 'icms', valor: 12.34, aliquota: 18 });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d).toMatchObject({ finalidade: 2, tipo_operacao: 1, total_icms: 12.34, total_produtos: 0, total_nota: 0 });
    expect(d.NFref[0].ref_nfe).toBe(chaveVenda);
    // regravar o rascunho (como a tela faz) mantém o complemento e a alíquota
    const put = await call('PUT', '/v1/faturamento/', { id: d.id, informacoes_complementares: 'Complemento de ICMS por diferença de alíquota.' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().Data.Item[0]).toMatchObject({ complemento_icms: 12.34, aliquota_icms: 18, base_icms: 68.56, valor_icms: 12.34 });
    const t = await transmitir(d.id);
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    const xml = await xmlAutorizado(d.id);
    expect(xml).toContain('<finNFe>2</finNFe>');
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfeProc').erros).toEqual([]);
    expect(xml).toContain('<ICMSSN900><orig>0</orig><CSOSN>900</CSOSN><modBC>3</modBC><vBC>68.56</vBC><pICMS>18.00</pICMS><vICMS>12.34</vICMS>');
    expect(await saldo(p2)).toBe('8.0000'); // complementar não movimenta estoque
    const danfe = textoDoPdf((await call('GET', `/v1/GerenciadorNFe/ImprimirNFe/${d.id}`)).rawPayload).replace(/\s+/g, ' ');
    expect(danfe).toContain('NF-e COMPLEMENTAR');
  });

  it('complemento de valor (R$ 15,00): item com vProd 15,00, NFref, XML válido, autorizado', async () => {
    const r = await call('POST', '/v1/faturamento/GerarComplementar', { faturamento_id: venda, tipo: 'valor', valor: 15 });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d).toMatchObject({ finalidade: 2, tipo_operacao: 1, total_produtos: 15 });
    expect(d.Item[0]).toMatchObject({ quantidade: 1, valor_unitario: 15 });
    const t = await transmitir(d.id);
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    const xml = await xmlAutorizado(d.id);
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfeProc').erros).toEqual([]);
    expect(xml).toContain('<finNFe>2</finNFe>');
    expect(xml).toContain(`<refNFe>${chaveVenda}</refNFe>`);
    expect(xml).toMatch(/<ICMSTot>.*<vProd>15.00<\/vProd>/s);
  });

  it('ajuste de ICMS a débito (finNFe 3): CFOP 5949, NFref, ICMS do ajuste, XML válido, autorizado, DANFE "NF-e DE AJUSTE"; erros com o campo', async () => {
    const semSentido = await call('POST', '/v1/faturamento/GerarAjuste', { faturamento_id: venda, valor: 5 });
    expect(semSentido.statusCode).toBe(400);
    expect(semSentido.json().sentido).toBeDefined();
    const cfopErrado = await call('POST', '/v1/faturamento/GerarAjuste', { faturamento_id: venda, sentido: 'debito', valor: 5, cfop: '1949' });
    expect(cfopErrado.statusCode).toBe(400);
    expect(cfopErrado.json().cfop[0]).toContain('CFOP de saída');
    const r = await call('POST', '/v1/faturamento/GerarAjuste', {
      faturamento_id: venda,
      sentido: 'debito',
      valor: 9,
      aliquota: 18,
      motivo: 'Diferença apurada.',
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d).toMatchObject({ finalidade: 3, tipo_operacao: 1, total_icms: 9, total_produtos: 0, total_nota: 0 });
    expect(d.Item[0].cfop).toBe('5949');
    expect(d.NFref[0].ref_nfe).toBe(chaveVenda);
    const t = await transmitir(d.id);
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    const xml = await xmlAutorizado(d.id);
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfeProc').erros).toEqual([]);
    expect(xml).toContain('<finNFe>3</finNFe>');
    expect(xml).toContain('<vBC>50.00</vBC><pICMS>18.00</pICMS><vICMS>9.00</vICMS>');
    const danfe = textoDoPdf((await call('GET', `/v1/GerenciadorNFe/ImprimirNFe/${d.id}`)).rawPayload).replace(/\s+/g, ' ');
    expect(danfe).toContain('NF-e DE AJUSTE');
    expect(danfe).toContain('Diferença apurada.');
  });

  it('complementar que referencia uma chave do emitente não autorizada: 267', async () => {
    const r = await call('POST', '/v1/faturamento/GerarComplementar', { faturamento_id: venda, tipo: 'valor', valor: 10 });
    expect(r.statusCode, r.body).toBe(200);
    const base = `${chaveVenda.slice(0, 25)}999999${chaveVenda.slice(31, 43)}`;
    const falsa = `${base}${chaveCheckDigit(base)}`;
    const put = await call('PUT', '/v1/faturamento/', { id: r.json().Data.id, NFref: [{ ref_nfe: falsa }] });
    expect(put.statusCode, put.body).toBe(200);
    const t = await transmitir(r.json().Data.id);
    expect(t.Data).toMatchObject({ situacao: 'rejeitada', cStat: '267' });
    const ruim = await call('PUT', '/v1/faturamento/', { id: r.json().Data.id, NFref: [{ ref_nfe: `${base}${(chaveCheckDigit(base) + 1) % 10}` }] });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()['NFref[0].ref_nfe']).toBeDefined();
  });
});

describe('devolução de compra importada do XML do fornecedor', () => {
  it('4 de 10 unidades: nota de saída com a chave do fornecedor, autorizada, estoque sai', async () => {
    const p3 = await produto('DEV-3');
    const up = await s.call(loja, {
      method: 'POST',
      url: '/v1/compra/Upload',
      ...multipartCom({}, [{ campo: 'arquivo', nome: '06.xml', tipo: 'application/xml', dados: Buffer.from(NOTA_06) }]),
    });
    expect(up.statusCode, up.body).toBe(200);
    const comp = up.json().Data[0];
    const v = await call('GET', `/v1/compra/ImportarXML?item=${comp.pendentes[0].id}&produto_id=${p3}&fator_conversao=1`);
    expect(v.json().Data.situacao, v.body).toBe('finalizada');
    expect(await saldo(p3)).toBe('10.0000');
    const item = await q1('SELECT id FROM compra_item WHERE emitente_id = $1 AND compra_id = $2', [emit, comp.compra_id]);
    const chaveCompra = (await q1('SELECT chave FROM compra WHERE emitente_id = $1 AND id = $2', [emit, comp.compra_id])).chave;

    const demais = await call('POST', '/v1/faturamento/GerarDevolucao', { compra_id: comp.compra_id, itens: [{ item_id: item.id, quantidade: 11 }] });
    expect(demais.statusCode).toBe(400);
    expect(demais.json().Message).toContain('acima do que resta devolver (10)');

    const r = await call('POST', '/v1/faturamento/GerarDevolucao', { compra_id: comp.compra_id, itens: [{ item_id: item.id, quantidade: 4 }] });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    const ufEmit = (await q1('SELECT uf FROM emitente WHERE id = $1', [emit])).uf;
    expect(d).toMatchObject({ tipo_operacao: 1, finalidade: 4 });
    expect(d.Item[0]).toMatchObject({ cfop: ufEmit === 'RS' ? '5202' : '6202', quantidade: 4, p_devol: 40, devolucao_compra_item_id: item.id });
    expect(d.NFref[0].ref_nfe).toBe(chaveCompra);
    const cli = await q1('SELECT cpf_cnpj FROM cliente WHERE emitente_id = $1 AND id = $2', [emit, d.cliente_id]);
    expect(cli.cpf_cnpj).toBe('06929383000163');
    const t = await transmitir(d.id);
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    const xml = await xmlAutorizado(d.id);
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfeProc').erros).toEqual([]);
    expect(xml).toContain(`<refNFe>${chaveCompra}</refNFe>`);
    expect(xml).toContain('<tpNF>1</tpNF>');
    expect(await saldo(p3)).toBe('6.0000');
  });
});

describe('devolução de venda no regime normal (CRT 3): estorno do ICMS destacado', () => {
  it('1 de 4 unidades: CST 00 e alíquota da venda, vBC/vICMS a 1/4 do original, CFOP de devolução, XML válido, autorizada', async () => {
    const ind = (await s.login('industria')).Token;
    const eInd = (await q1(`SELECT emitente_id FROM usuario WHERE login = 'industria'`)).emitente_id;
    const callI = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => s.call(ind, { method, url, ...(payload ? { payload } : {}) });
    const prod = await q1('SELECT id, preco_venda FROM produto WHERE emitente_id = $1 AND aliquota_icms > 0 ORDER BY id LIMIT 1', [eInd]);
    await callI('POST', '/v1/estoqueMovimentacao/Lancar', { produto_id: prod.id, operacao: 'compra', quantidade: 10, custo_unitario: 1 });
    const cl = await q1(`SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`, [
      eInd,
    ]);
    const f = await callI('POST', '/v1/faturamento/', {
      cliente_id: cl.id,
      natureza_operacao: 'Venda',
      Item: [{ produto_id: prod.id, quantidade: 4, valor_unitario: 25 }],
      Pagamento: [{ t_pag: '01', valor: 100 }],
    });
    expect(f.statusCode, f.body).toBe(201);
    const venda = f.json().Data;
    const orig = venda.Item[0];
    expect(orig.cst).toBe('00');
    expect(orig.valor_icms).toBeGreaterThan(0);
    const tv = (await callI('GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${venda.id}`)).json();
    expect(tv.Data.situacao, JSON.stringify(tv)).toBe('autorizada');

    const r = await callI('POST', '/v1/faturamento/GerarDevolucao', { faturamento_id: venda.id, itens: [{ item_id: orig.id, quantidade: 1 }] });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    const quarto = (v: number) => Math.round(v * 25 + 1e-6) / 100; // 2 casas, meio para cima (como o servidor)
    expect(d.Item[0]).toMatchObject({
      cst: '00',
      cfop: orig.cfop.slice(1) === '101' ? '1201' : '1202',
      aliquota_icms: orig.aliquota_icms,
      base_icms: quarto(orig.base_icms),
      valor_icms: quarto(orig.valor_icms),
    });
    expect(d).toMatchObject({ finalidade: 4, tipo_operacao: 0, total_icms: quarto(orig.valor_icms) });
    const t = (await callI('GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${d.id}`)).json();
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    const xml = (await q1(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`, [eInd, d.id]))
      .xml as string;
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfeProc').erros).toEqual([]);
    expect(xml).toContain('<CRT>3</CRT>');
    expect(xml).toMatch(
      new RegExp(
        `<ICMS00><orig>\\d</orig><CST>00</CST><modBC>\\d</modBC><vBC>${quarto(orig.base_icms).toFixed(2)}</vBC><pICMS>${orig.aliquota_icms.toFixed(4)}</pICMS><vICMS>${quarto(orig.valor_icms).toFixed(2)}</vICMS>`,
      ),
    );
  });
});

describe('devolução de compra com ICMS destacado: estorno do crédito', () => {
  it('100 de 389,95 KG: ICMS da compra gravado por item e proporcional na devolução (vBC 4992,00, vICMS 599,04), XML válido, autorizada', async () => {
    const p = await produto('DEV-ICMS', { unidade: 'KG' });
    const up = await s.call(loja, {
      method: 'POST',
      url: '/v1/compra/Upload',
      ...multipartCom({}, [{ campo: 'arquivo', nome: '2017.xml', tipo: 'application/xml', dados: Buffer.from(NOTA_ICMS) }]),
    });
    expect(up.statusCode, up.body).toBe(200);
    const comp = up.json().Data[0];
    const v = await call('GET', `/v1/compra/ImportarXML?item=${comp.pendentes[0].id}&produto_id=${p}&fator_conversao=1`);
    expect(v.json().Data.situacao, v.body).toBe('finalizada');
    const item = await q1(
      `SELECT id, base_icms::text, aliquota_icms::text, valor_icms::text, valor_pis::text, valor_cofins::text FROM compra_item WHERE emitente_id = $1 AND compra_id = $2`,
      [emit, comp.compra_id],
    );
    expect(item).toMatchObject({ base_icms: '19466.30', aliquota_icms: '12.0000', valor_icms: '2335.96', valor_pis: '321.19' });
    expect(Number(item.valor_cofins)).toBeGreaterThan(0);

    const r = await call('POST', '/v1/faturamento/GerarDevolucao', { compra_id: comp.compra_id, itens: [{ item_id: item.id, quantidade: 100 }] });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.Item[0]).toMatchObject({ quantidade: 100, valor_produto: 4992, base_icms: 4992, aliquota_icms: 12, valor_icms: 599.04 });
    expect(d).toMatchObject({ total_bc_icms: 4992, total_icms: 599.04, total_produtos: 4992 });
    const t = await transmitir(d.id);
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    const xml = await xmlAutorizado(d.id);
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfeProc').erros).toEqual([]);
    const icms = /<ICMS>(.*?)<\/ICMS>/s.exec(xml)![1];
    // o emitente do teste é do Simples: CSOSN 900 destaca o ICMS estornado
    expect(icms).toMatch(/<CSOSN>900<\/CSOSN><modBC>3<\/modBC><vBC>4992.00<\/vBC><pICMS>12.00<\/pICMS><vICMS>599.04<\/vICMS>/);
    expect(xml).toMatch(/<ICMSTot><vBC>4992.00<\/vBC><vICMS>599.04<\/vICMS>/);
  });
});

describe('predefinições de operação', () => {
  it('criadas por emitente (idempotente); venda para entrega futura: CFOP 5922, autorizada, sem baixa de estoque', async () => {
    const r = await call('POST', '/v1/modelosFaturamento/Predefinicoes');
    expect(r.statusCode, r.body).toBe(200);
    const modelos = r.json().Data as Array<Record<string, any>>;
    const codigos = modelos.map((m) => m.codigo).filter(Boolean);
    for (const c of [
      'remessa-conserto',
      'retorno-conserto',
      'remessa-demonstracao',
      'venda-ordem',
      'remessa-conta-ordem',
      'venda-entrega-futura',
      'remessa-entrega-futura',
      'bonificacao',
      'transferencia',
      'entrada-produtor',
    ])
      expect(codigos).toContain(c);
    const de = (c: string) => modelos.find((m) => m.codigo === c)!;
    expect(de('venda-entrega-futura')).toMatchObject({ cfop_interno: '5922', cfop_interestadual: '6922', movimenta_estoque: false, gera_financeiro: true });
    expect(de('entrada-produtor')).toMatchObject({ tipo_operacao: 0, serie: 2 });
    const de2 = await call('POST', '/v1/modelosFaturamento/Predefinicoes');
    expect(de2.json().Data).toHaveLength(modelos.length);

    const p4 = await produto('PRE-1');
    await call('POST', '/v1/estoqueMovimentacao/Lancar', { produto_id: p4, operacao: 'compra', quantidade: 5, custo_unitario: 20 });
    const cl = await q1(`SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`, [
      emit,
    ]);
    const m = de('venda-entrega-futura');
    const f = await call('POST', '/v1/faturamento/', {
      cliente_id: cl.id,
      modelo_faturamento_id: m.id,
      natureza_operacao: m.natureza_operacao,
      Item: [{ produto_id: p4, quantidade: 2, valor_unitario: 50 }],
      Pagamento: [{ t_pag: '01', valor: 100 }],
    });
    expect(f.statusCode, f.body).toBe(201);
    expect(f.json().Data.Item[0].cfop).toBe('5922');
    const t = await transmitir(f.json().Data.id);
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    expect(await saldo(p4)).toBe('5.0000');
    const semDevolucao = await call('POST', '/v1/faturamento/GerarDevolucao', {
      faturamento_id: f.json().Data.id,
      itens: [{ item_id: f.json().Data.Item[0].id, quantidade: 1 }],
    });
    expect(semDevolucao.statusCode, semDevolucao.body).toBe(400);
    expect(semDevolucao.json().Message).toContain('5922');
    expect(semDevolucao.json()['itens[0].item_id'][0]).toContain('devolva a nota de remessa');

    const remessa = de('remessa-entrega-futura');
    const comDup = await call('POST', '/v1/faturamento/', {
      cliente_id: cl.id,
      modelo_faturamento_id: remessa.id,
      natureza_operacao: remessa.natureza_operacao,
      Item: [{ produto_id: p4, quantidade: 2, valor_unitario: 50 }],
      Duplicata: [{ numero: '001', vencimento: '2099-01-10', valor: 100 }],
    });
    expect(comDup.statusCode).toBe(400);
    expect(comDup.json().Duplicata[0]).toContain('não gera contas a receber');
  });

  it('remessa para conserto (5915) devolvida pelo cliente: retorno 1916 com finNFe 1 e NFref, autorizado, estoque volta', async () => {
    const modelos = (await call('POST', '/v1/modelosFaturamento/Predefinicoes')).json().Data as Array<Record<string, any>>;
    const m = modelos.find((x) => x.codigo === 'remessa-conserto')!;
    const p5 = await produto('PRE-2');
    await call('POST', '/v1/estoqueMovimentacao/Lancar', { produto_id: p5, operacao: 'compra', quantidade: 5, custo_unitario: 20 });
    const cl = await q1(`SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`, [
      emit,
    ]);
    const f = await call('POST', '/v1/faturamento/', {
      cliente_id: cl.id,
      modelo_faturamento_id: m.id,
      natureza_operacao: m.natureza_operacao,
      Item: [{ produto_id: p5, quantidade: 2, valor_unitario: 50 }],
    });
    expect(f.statusCode, f.body).toBe(201);
    expect(f.json().Data.Item[0].cfop).toBe('5915');
    const chave = (await transmitir(f.json().Data.id)).Data.chave;
    expect(await saldo(p5)).toBe('3.0000');
    const r = await call('POST', '/v1/faturamento/GerarDevolucao', {
      faturamento_id: f.json().Data.id,
      itens: [{ item_id: f.json().Data.Item[0].id, quantidade: 2 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d).toMatchObject({ tipo_operacao: 0, finalidade: 1, natureza_operacao: 'Retorno de mercadoria remetida para conserto' });
    expect(d.Item[0].cfop).toBe('1916');
    expect(d.NFref[0].ref_nfe).toBe(chave);
    const t = await transmitir(d.id);
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    const xml = await xmlAutorizado(d.id);
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfeProc').erros).toEqual([]);
    expect(xml).toContain('<finNFe>1</finNFe>');
    expect(xml).toContain(`<refNFe>${chave}</refNFe>`);
    expect(await saldo(p5)).toBe('5.0000');
  });
});
