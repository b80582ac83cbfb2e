/**
 * Notas de entrada emitidas pela empresa (issue 16, item 1), contra o simulador da SEFAZ por HTTPS:
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
