/**
 * A demonstração mostra uma loja completa: numa demonstração recém-semeada (a
 * mesma semeadura do `npm start`, demoSize do harness), a tabela IBPT de referência já está carregada
 * e a NFC-e de uma venda do PDV, autorizada pelo simulador da SEFAZ, leva o valor aproximado dos
 * tributos (vTotTrib no item e no total, texto da Lei 12.741/2012); a tabela de referência está
 * vencida e o produto avisa (`GET /v1/ibpt/Situacao`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { criarAutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import type { SimuladorDoServidor } from '../../src/server/modules/nfe/runtime.ts';
import { registrarCscSimulador } from '../../src/sefaz-simulator/nfce.ts';

const CSC = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6';
let s: TestServer;
let sim: SimuladorDoServidor;
let xmlDir = '';
let caixa = '';
let loja = '';
let emit = 0;

beforeAll(async () => {
  xmlDir = mkdtempSync(join(tmpdir(), 'erp-demo-xml-'));
  s = await startTestServer({ xmlArchiveDir: xmlDir, sefazSimulador: true });
  const u = await s.db.pool.query(`SELECT u.emitente_id, e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'caixa'`);
  emit = u.rows[0].emitente_id;
  sim = await iniciarSimuladorDoServidor(s.config, { ca: criarAutoridadeTeste(), rede: { tentativas: 1, backoffMs: 20, timeoutRespostaMs: 15_000 } });
  registrarCscSimulador(sim.simulador.estado, u.rows[0].cnpj, 1, CSC);
  await prepararCertificadosDemo(s.db, sim.ca, s.config);
  caixa = (await s.login('caixa')).Token;
  loja = (await s.login('loja')).Token;
  const r = await s.call(loja, { method: 'PUT', url: '/v1/GerenciadorNFCe/CSC', payload: { ambiente: 2, id_token: 1, csc: CSC } });
  expect(r.statusCode, r.body).toBe(200);
}, 180_000);

afterAll(async () => {
  await s?.close();
  await sim?.parar();
  if (xmlDir) rmSync(xmlDir, { recursive: true, force: true });
});

describe('demonstração: tabela IBPT', () => {
  it('a tabela de referência está carregada na UF de cada empresa e o produto avisa que venceu', async () => {
    const { rows } = await s.db.pool.query(
      `SELECT e.uf, v.uf AS uf_tabela, v.versao, v.registros FROM emitente e JOIN versao_tabela_ibpt v ON v.emitente_id = e.id AND v.situacao = 'ativa' ORDER BY e.id`,
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatchObject({ uf_tabela: r.uf, versao: '26.1.E', registros: 11390 });
    const sit = await s.call(loja, { method: 'GET', url: '/v1/ibpt/Situacao' });
    expect(sit.statusCode, sit.body).toBe(200);
    expect(sit.json().Data).toMatchObject({ situacao: 'vencida', uf: 'SP', versao: '26.1.E', vigencia_fim: '2026-03-31' });
    expect(sit.json().Data.mensagem).toBe(
      'A tabela IBPT 26.1.E de SP venceu em 31/03/2026: as notas saem com alíquotas desatualizadas. Importe a tabela atual do IBPT em Cadastros › Tabela IBPT.',
    );
  });

  it('a NFC-e de uma venda do PDV leva vTotTrib no item, no total e o texto da Lei 12.741/2012', async () => {
    const { rows: ps } = await s.db.pool.query(
      `SELECT id, ncm, preco_venda FROM produto WHERE emitente_id = $1 AND ativo AND ncm = '10063021' AND preco_venda > 0 ORDER BY id LIMIT 1`,
      [emit],
    );
    expect(ps).toHaveLength(1);
    const ab = await s.call(caixa, { method: 'POST', url: '/v1/pdv/Caixa/Abrir', payload: { valor_abertura: '100.00', fechamento_cego: false } });
    expect(ab.statusCode, ab.body).toBe(200);
    const v = await s.call(caixa, {
      method: 'POST',
      url: '/v1/pdv/Venda',
      payload: { itens: [{ produto_id: ps[0].id, quantidade: 2 }], pagamentos: [{ t_pag: '01', valor: 1000 }] },
    });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json().Data.situacao).toBe('autorizada');
    const xml = (await s.call(caixa, { method: 'GET', url: `/v1/GerenciadorNFCe/DownloadXMLNFCe/${v.json().Data.id}` })).body;
    // arroz 10063021 na tabela 26.1.E: 13,45 % federal + 18,00 % estadual + 0 % municipal
    const total = Math.round(Number(ps[0].preco_venda) * 2 * 100) / 100;
    const federal = Math.round(total * 13.45) / 100;
    const estadual = Math.round(total * 18) / 100;
    const vTotTrib = (federal + estadual).toFixed(2);
    expect(xml).toContain(`<imposto><vTotTrib>${vTotTrib}</vTotTrib>`);
    expect(xml).toMatch(new RegExp(`<vNF>${total.toFixed(2).replace('.', '\\.')}</vNF><vTotTrib>${vTotTrib.replace('.', '\\.')}</vTotTrib>`));
    expect(xml).toContain('Fonte: IBPT/empresometro.com.br 3CA397 versão 26.1.E');
  });
});
