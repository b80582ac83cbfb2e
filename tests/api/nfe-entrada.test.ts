/**
 * Notas de entrada emitidas pela empresa, contra o simulador da SEFAZ por HTTPS:
 * - compra de produtor rural pessoa física pela predefinição "Entrada de produtor": o servidor põe
 *   tpNF 0, finNFe 1 e a série de entrada do emitente; a nota do produtor vai em NFref/refNFP;
 *   XML válido no pacote PL_010d, autorizada;
 * - a mesma entrada sem predefinição (só tpNF 0, CFOP 1101): série de entrada;
 * - refNFP incompleta ou com modelo de outro tipo: 400 com o campo, nada gravado;
 * - importação (tpNF 0, CFOP 3102, fornecedor estrangeiro): DI/adi e II no item, vII no total,
 *   II/IOF/despesas aduaneiras na base do ICMS, XML válido, autorizada.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { obterRuntimeFiscal } from '../../src/server/modules/nfe/index.ts';
import { textoDoPdf } from './pdf-texto.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let emit = 0;
let ufEmit = '';
let cidadeEmit = 0;

beforeAll(async () => {
  n = await iniciarServidorNFe(5);
  s = n.s;
  loja = (await s.login('loja')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  const e = (await s.db.pool.query('SELECT uf, cidade_id FROM emitente WHERE id = $1', [emit])).rows[0];
  ufEmit = e.uf;
  cidadeEmit = e.cidade_id;
  // série de entrada própria (não a padrão 2) para provar que é a do emitente
  await s.db.pool.query('UPDATE configuracao SET serie_nfe_entrada = 7 WHERE emitente_id = $1', [emit]);
});
afterAll(async () => {
  await n?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => s.call(loja, { method, url, ...(payload ? { payload } : {}) });
const q1 = async (sql: string, p: unknown[] = []) => (await s.db.pool.query(sql, p)).rows[0];
const xmlAutorizado = async (fat: number) =>
  (await q1(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`, [emit, fat])).xml as string;
const transmitir = async (fat: number) => (await call('GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${fat}`)).json();
const contar = async () => (await q1('SELECT count(*)::int AS n FROM faturamento WHERE emitente_id = $1', [emit])).n as number;

async function produto(codigo: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await call('POST', '/v1/produto/', {
    codigo,
    descricao: `Produto ${codigo}`,
    unidade: 'KG',
    ncm: '10059010',
    csosn: '0102',
    cst_pis: '49',
    cst_cofins: '49',
    preco_venda: 5,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().Data.id;
}

describe('compra de produtor rural pessoa física', () => {
  let produtor = 0;
  let milho = 0;
  const notaDoProdutor = { tipo: 'refNFP', uf: '', aamm: '2610', cpf_cnpj: '529.982.247-25', ie: '1234567890', modelo: '04', serie: 1, numero: 321 };

  beforeAll(async () => {
    notaDoProdutor.uf = ufEmit;
    const r = await call('POST', '/v1/cliente/', {
      nome: 'João Produtor Rural',
      cpf_cnpj: '529.982.247-25',
      tipo_pessoa: 'F',
      ind_ie_dest: 9,
      cidade_id: cidadeEmit,
      uf: ufEmit,
      logradouro: 'Estrada do Sítio',
      numero: 'km 4',
      bairro: 'Zona rural',
      cep: '01001000',
    });
    expect(r.statusCode, r.body).toBe(201);
    produtor = r.json().Data.id;
    milho = await produto('MILHO-1');
  });

  it('pela predefinição: tpNF 0, série de entrada, CFOP 1102, refNFP; XML válido e autorizada', async () => {
    const pre = await call('POST', '/v1/modelosFaturamento/Predefinicoes');
    expect(pre.statusCode, pre.body).toBe(200);
    const m = (pre.json().Data as Array<Record<string, any>>).find((x) => x.codigo === 'entrada-produtor')!;
    expect(m).toMatchObject({ tipo_operacao: 0, serie: 7 });
    const r = await call('POST', '/v1/faturamento/', {
      cliente_id: produtor,
      modelo_faturamento_id: m.id,
      natureza_operacao: m.natureza_operacao,
      Item: [{ produto_id: milho, quantidade: 600, valor_unitario: 1.25 }],
      NFref: [notaDoProdutor],
    });
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().Data;
    expect(d).toMatchObject({ tipo_operacao: 0, finalidade: 1, serie: 7, total_nota: 750 });
    expect(d.Item[0].cfop).toBe('1102');
    expect(d.NFref[0]).toMatchObject({ tipo: 'refNFP', cpf_cnpj: '52998224725', modelo: '04', numero: 321 });
    const t = await transmitir(d.id);
    expect(t.Data.situacao, JSON.stringify(t)).toBe('autorizada');
    const xml = await xmlAutorizado(d.id);
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfeProc').erros).toEqual([]);
    expect(xml).toContain('<tpNF>0</tpNF>');
    expect(xml).toContain('<serie>7</serie>');
    expect(xml).toContain('<CFOP>1102</CFOP>');
    const cUF = (await q1('SELECT codigo FROM uf WHERE sigla = $1', [ufEmit])).codigo;
    expect(xml).toContain(
      `<NFref><refNFP><cUF>${cUF}</cUF><AAMM>2610</AAMM><CPF>52998224725</CPF><IE>1234567890</IE><mod>04</mod><serie>1</serie><nNF>321</nNF></refNFP></NFref>`,
    );
    expect(xml).toContain('<dest><CPF>52998224725</CPF>');
    // DANFE: a nota do produtor nas informações complementares
    const danfe = textoDoPdf((await call('GET', `/v1/GerenciadorNFe/ImprimirNFe/${d.id}`)).rawPayload).replace(/\s+/g, ' ');
    expect(danfe).toContain('NF de produtor mod. 04 série 1 nº 321');
    expect(danfe).toContain('0 - ENTRADA');
  });

  it('sem predefinição, só tpNF 0 e CFOP 1101: vai para a série de entrada', async () => {
    const r = await call('POST', '/v1/faturamento/', {
      cliente_id: produtor,
      tipo_operacao: 0,
      natureza_operacao: 'Compra de produtor rural para industrialização',
      Item: [{ produto_id: milho, cfop: '1101', quantidade: 100, valor_unitario: 1.2 }],
      NFref: [{ ...notaDoProdutor, numero: 322 }],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().Data).toMatchObject({ tipo_operacao: 0, serie: 7 });
    expect(r.json().Data.Item[0].cfop).toBe('1101');
    // série enviada pelo cliente da API é respeitada
    const outra = await call('POST', '/v1/faturamento/', {
      cliente_id: produtor,
      tipo_operacao: 0,
      serie: 8,
      natureza_operacao: 'Compra de produtor rural',
      Item: [{ produto_id: milho, cfop: '1101', quantidade: 1, valor_unitario: 1 }],
    });
    expect(outra.json().Data.serie).toBe(8);
  });

  it('refNFP sem a IE, ou com modelo de cupom: 400 com o campo, nada gravado', async () => {
    const antes = await contar();
    const corpo = (ref: Record<string, unknown>) => ({
      cliente_id: produtor,
      tipo_operacao: 0,
      natureza_operacao: 'Compra de produtor rural',
      Item: [{ produto_id: milho, cfop: '1102', quantidade: 1, valor_unitario: 1 }],
      NFref: [ref],
    });
    const semIe = await call('POST', '/v1/faturamento/', corpo({ ...notaDoProdutor, ie: undefined }));
    expect(semIe.statusCode).toBe(400);
    expect(semIe.json()['NFref[0].ie'][0]).toBe('Informe a IE do produtor (ou ISENTO) (nota de produtor rural)');
    expect(semIe.json().Message).toBe('Documento referenciado 1: informe a IE do produtor (ou ISENTO) (nota de produtor rural).');
    const cupom = await call('POST', '/v1/faturamento/', corpo({ ...notaDoProdutor, modelo: '2D' }));
    expect(cupom.statusCode).toBe(400);
    expect(cupom.json()['NFref[0].modelo'][0]).toContain('use 04 ou 01');
    const misturado = await call('POST', '/v1/faturamento/', corpo({ ref_nfe: undefined, tipo: 'refECF', modelo: '2D', n_ecf: '1', n_coo: '123', numero: 5 }));
    expect(misturado.statusCode).toBe(400);
    expect(misturado.json()['NFref[0].numero'][0]).toBe('Não se usa em cupom fiscal');
    expect(await contar()).toBe(antes);
  });
});

describe('importação (CFOP 3102, fornecedor estrangeiro)', () => {
  let industria = '';
  let emitInd = 0;
  let fornecedor = 0;
  let peca = 0;
  const callInd = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    s.call(industria, { method, url, ...(payload ? { payload } : {}) });
  const di = (extra: Record<string, unknown> = {}) =>
    JSON.stringify([
      {
        nDI: '2612345678',
        dDI: '2026-11-10',
        xLocDesemb: 'Porto de Santos',
        UFDesemb: 'SP',
        dDesemb: '2026-11-12',
        tpViaTransp: 1,
        vAFRMM: 25.5,
        tpIntermedio: 1,
        cExportador: 'EXP-DE-001',
        adi: [{ nAdicao: 1, nSeqAdic: 1, cFabricante: 'FAB-77' }],
        ...extra,
      },
    ]);

  beforeAll(async () => {
    industria = (await s.login('industria')).Token;
    emitInd = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`)).rows[0].emitente_id;
    // fornecedor do exterior, cadastrado pela API só com o documento estrangeiro (sem CPF/CNPJ)
    const f = await callInd('POST', '/v1/cliente/', {
      nome: 'Maschinenbau Stuttgart GmbH',
      id_estrangeiro: 'DE811234567',
      pais_id: 230,
      logradouro: 'Industriestrasse',
      numero: '12',
      bairro: 'Feuerbach',
    });
    expect(f.statusCode, f.body).toBe(201);
    expect(f.json().Data).toMatchObject({ tipo_pessoa: 'E', ind_ie_dest: 9 });
    fornecedor = f.json().Data.id;
    const p = await callInd('POST', '/v1/produto/', {
      codigo: 'ROL-IMP',
      descricao: 'Rolamento importado',
      unidade: 'UN',
      ncm: '84821010',
      origem: 1,
      cst_icms: '100',
      aliquota_icms: 18,
      cst_ipi: '00',
      aliquota_ipi: 10,
      enquadramento_ipi: '999',
      cst_pis: '98',
      cst_cofins: '98',
      preco_venda: 300,
    });
    expect(p.statusCode, p.body).toBe(201);
    peca = p.json().Data.id;
  });

  it('sem DI: 400 no campo do item, nada gravado; AFRMM exigido na via marítima', async () => {
    const antes = (await q1('SELECT count(*)::int AS n FROM faturamento WHERE emitente_id = $1', [emitInd])).n;
    const corpo = (item: Record<string, unknown>) => ({
      cliente_id: fornecedor,
      tipo_operacao: 0,
      natureza_operacao: 'Importação',
      Item: [{ produto_id: peca, cfop: '3102', quantidade: 10, valor_unitario: 100, ...item }],
    });
    const sem = await callInd('POST', '/v1/faturamento/', corpo({}));
    expect(sem.statusCode).toBe(400);
    expect(sem.json()['Item[0].di'][0]).toBe('Informe ao menos uma declaração de importação (DI)');
    const semAfrmm = await callInd('POST', '/v1/faturamento/', corpo({ di: di({ vAFRMM: undefined }) }));
    expect(semAfrmm.statusCode).toBe(400);
    expect(semAfrmm.json()['Item[0].di'][0]).toBe('DI 1: na via marítima informe o AFRMM (vAFRMM)');
    const ordem = await callInd('POST', '/v1/faturamento/', corpo({ di: di({ tpIntermedio: 2 }) }));
    expect(ordem.json()['Item[0].di'][0]).toBe('DI 1: informe o CNPJ ou CPF do adquirente ou encomendante');
    expect((await q1('SELECT count(*)::int AS n FROM faturamento WHERE emitente_id = $1', [emitInd])).n).toBe(antes);
  });

  it('pela predefinição "Importação": II no item e no total, base do ICMS com II/IPI/despesas por dentro; XML válido, autorizada', async () => {
    const pre = await callInd('POST', '/v1/modelosFaturamento/Predefinicoes');
    const m = (pre.json().Data as Array<Record<string, any>>).find((x) => x.codigo === 'importacao')!;
    expect(m).toMatchObject({ tipo_operacao: 0, cfop_interno: '3102' });
    const r = await callInd('POST', '/v1/faturamento/', {
      cliente_id: fornecedor,
      modelo_faturamento_id: m.id,
      natureza_operacao: m.natureza_operacao,
      Item: [{ produto_id: peca, quantidade: 10, valor_unitario: 100, valor_ii: 140, valor_iof: 0, despesas_aduaneiras: 85.4, di: di() }],
    });
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().Data;
    const serieEntrada = (await q1('SELECT serie_nfe_entrada AS s FROM configuracao WHERE emitente_id = $1', [emitInd])).s;
    expect(d).toMatchObject({ tipo_operacao: 0, serie: serieEntrada, total_ii: 140, total_ipi: 114 });
    // ICMS: (1000 + 140 II + 114 IPI + 0 IOF + 85,40 despesas) / (1 − 0,18) = 1633,41; 18 % = 294,01
    expect(d.Item[0]).toMatchObject({ cfop: '3102', base_ii: 1000, valor_ii: 140, despesas_aduaneiras: 85.4, base_icms: 1633.41, valor_icms: 294.01 });
    expect(d.total_nota).toBe(1254); // vProd + vII + vIPI
    const t = await callInd('GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${d.id}`);
    expect(t.json().Data.situacao, t.body).toBe('autorizada');
    const xml = (await q1(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`, [emitInd, d.id]))
      .xml as string;
    expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfeProc').erros).toEqual([]);
    expect(xml).toContain('<tpNF>0</tpNF>');
    expect(xml).toContain('<idDest>3</idDest>');
    expect(xml).toContain(
      '<DI><nDI>2612345678</nDI><dDI>2026-11-10</dDI><xLocDesemb>Porto de Santos</xLocDesemb><UFDesemb>SP</UFDesemb><dDesemb>2026-11-12</dDesemb>' +
        '<tpViaTransp>1</tpViaTransp><vAFRMM>25.50</vAFRMM><tpIntermedio>1</tpIntermedio><cExportador>EXP-DE-001</cExportador>' +
        '<adi><nAdicao>1</nAdicao><nSeqAdic>1</nSeqAdic><cFabricante>FAB-77</cFabricante></adi></DI>',
    );
    expect(xml).toContain('<II><vBC>1000.00</vBC><vDespAdu>85.40</vDespAdu><vII>140.00</vII><vIOF>0.00</vIOF></II>');
    expect(xml).toContain('<IPITrib><CST>00</CST><vBC>1140.00</vBC><pIPI>10.0000</pIPI><vIPI>114.00</vIPI></IPITrib>');
    expect(xml).toMatch(/<vII>140.00<\/vII><vIPI>114.00<\/vIPI>.*<vNF>1254.00<\/vNF>/s);
    // PIS/COFINS da importação sobre o valor aduaneiro (Lei 10.865/2004 art. 7º, I): 1000,00, não 705,99
    expect(xml).toMatch(/<PIS><PIS\w+><CST>\d\d<\/CST><vBC>1000.00<\/vBC>/);
    expect(xml).toMatch(/<COFINS><COFINS\w+><CST>\d\d<\/CST><vBC>1000.00<\/vBC>/);
  });
});
