/**
 * Destinatário conferido antes de transmitir (MOC 7.0 grupo E): cliente sem
 * endereço, com município de outra UF, ou contribuinte sem IE -> 400 com o que preencher, a nota
 * continua em digitação, sem número alocado e nada enviado ao simulador da SEFAZ; completado o
 * cadastro, a mesma nota é autorizada com `enderDest` no XML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { cpfCheckDigits } from '../../src/domain/documentos.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let emit = 0;

beforeAll(async () => {
  n = await iniciarServidorNFe();
  s = n.s;
  loja = (await s.login('loja')).Token;
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
});
afterAll(async () => {
  await n?.close();
});

const get = (url: string) => s.call(loja, { method: 'GET', url });
const transmitir = (id: number) => get(`/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);

async function faturar(clienteId: number): Promise<number> {
  const { rows: ps } = await s.db.pool.query('SELECT * FROM produto WHERE emitente_id = $1 ORDER BY id LIMIT 1', [emit]);
  const r = await s.call(loja, {
    method: 'POST',
    url: '/v1/faturamento/',
    payload: {
      cliente_id: clienteId,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: [{ produto_id: ps[0].id, quantidade: 1, valor_unitario: Number(ps[0].preco_venda) }],
      Pagamento: [{ t_pag: '01', valor: Number(ps[0].preco_venda) }],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().Data.id;
}

async function enviadosAoSimulador(): Promise<number> {
  const { rows } = await s.db.pool.query(`SELECT count(*)::int AS n FROM documento_fiscal_xml WHERE emitente_id = $1`, [emit]);
  return rows[0].n;
}

describe('destinatário incompleto não é transmitido', () => {
  it('cliente só com nome e CPF: 400 dizendo o que preencher; nota intacta; depois de completar, autorizada com enderDest', async () => {
    const cpf = '529982247' + cpfCheckDigits('529982247');
    const c = await s.call(loja, { method: 'POST', url: '/v1/cliente/', payload: { nome: 'Consumidor Sem Endereço', cpf_cnpj: cpf } });
    expect(c.statusCode, c.body).toBe(201);
    const clienteId = c.json().Data.id;
    const id = await faturar(clienteId);
    const antes = await enviadosAoSimulador();

    const r = await transmitir(id);
    expect(r.statusCode).toBe(400);
    const body = r.json();
    expect(body.Message).toMatch(/Complete o cadastro do cliente Consumidor Sem Endereço antes de transmitir \(logradouro, bairro, município, UF\)/);
    expect(body.cliente_id.join(' ')).toMatch(/logradouro/);
    expect(body['cliente.cidade_id']).toBeDefined();
    const f = (await s.db.pool.query('SELECT situacao, numero, chave FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, id])).rows[0];
    expect(f).toMatchObject({ situacao: 'digitacao', numero: null, chave: null });
    expect(await enviadosAoSimulador()).toBe(antes);

    // município de outra UF também é recusado
    const mg = await s.call(loja, {
      method: 'PUT',
      url: '/v1/cliente/',
      payload: { id: clienteId, logradouro: 'Rua das Flores', numero: '10', bairro: 'Centro', cidade_id: 3550308, uf: 'MG' },
    });
    expect(mg.statusCode, mg.body).toBe(200);
    const r2 = await transmitir(id);
    expect(r2.statusCode).toBe(400);
    expect(r2.json()['cliente.uf'][0]).toMatch(/não é a do município cadastrado \(SP\)/);

    const ok = await s.call(loja, { method: 'PUT', url: '/v1/cliente/', payload: { id: clienteId, uf: 'SP' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const r3 = await transmitir(id);
    expect(r3.statusCode, r3.body).toBe(200);
    expect(r3.json().Data.cStat).toBe('100');
    const { rows } = await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`, [
      emit,
      id,
    ]);
    expect(rows[0].xml).toMatch(
      /<enderDest><xLgr>Rua das Flores<\/xLgr><nro>10<\/nro><xBairro>Centro<\/xBairro><cMun>3550308<\/cMun><xMun>São Paulo<\/xMun><UF>SP<\/UF>/,
    );
  });

  it('contribuinte do ICMS sem inscrição estadual: 400 no campo ie', async () => {
    const { rows } = await s.db.pool.query(
      `SELECT id FROM cliente WHERE emitente_id = $1 AND logradouro IS NOT NULL AND bairro IS NOT NULL AND uf = 'SP' AND length(cpf_cnpj) = 14 ORDER BY id LIMIT 1`,
      [emit],
    );
    await s.db.pool.query(`UPDATE cliente SET ind_ie_dest = 1, ie = NULL WHERE emitente_id = $1 AND id = $2`, [emit, rows[0].id]);
    const id = await faturar(rows[0].id);
    const r = await transmitir(id);
    expect(r.statusCode).toBe(400);
    expect(r.json()['cliente.ie'][0]).toMatch(/informe a inscrição estadual/);
  });
});
