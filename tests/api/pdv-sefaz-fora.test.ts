/**
 * SEFAZ fora de qualquer jeito = contingência, não venda recusada, contra o
 * simulador da SEFAZ (HTTPS, TLS mútuo) com os controles de indisponibilidade
 * (`estado.indisponivel`): HTTP 503, falha no handshake TLS, resposta além do tempo-limite da NFC-e
 * (configurado curto: NFCE_TIMEOUT_RESPOSTA_MS) e cStat 108 (serviço paralisado). Em cada caso a
 * venda do PDV termina em contingência off-line (tpEmis 9), com estoque e caixa lançados uma vez, e
 * é autorizada pela retransmissão quando a SEFAZ volta. Uma rejeição de verdade (252) continua
 * recusando a NFC-e. NF-e: 503 e 108 contam como falha do autorizador e levam à sugestão da
 * contingência SVC, sem virar rejeição da SEFAZ (cStat vazio).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';
import { criarAutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import type { SimuladorDoServidor } from '../../src/server/modules/nfe/runtime.ts';
import type { Indisponibilidade } from '../../src/sefaz-simulator/index.ts';
import { registrarCscSimulador } from '../../src/sefaz-simulator/nfce.ts';
import { retransmitirPendentes } from '../../src/server/modules/pdv/index.ts';
import { FALHAS_PARA_SUGERIR } from '../../src/server/modules/nfe/contingencia.ts';

const CSC = 'Z9Y8X7W6V5U4T3S2R1Q0P9O8N7M6L5K4';

let s: TestServer;
let sim: SimuladorDoServidor;
let xmlDir = '';
let caixa = '';
let loja = '';
let emit = 0;
let produto: Record<string, any>;

beforeAll(async () => {
  xmlDir = mkdtempSync(join(tmpdir(), 'erp-sefaz-fora-'));
  // tempo-limite curto da NFC-e: a "demora" do simulador passa dele sem deixar o teste lento
  s = await startTestServer({ demoSize: 12, xmlArchiveDir: xmlDir, sefazSimulador: true, nfceTimeoutConexaoMs: 2000, nfceTimeoutRespostaMs: 1500 });
  sim = await iniciarSimuladorDoServidor(s.config, { ca: criarAutoridadeTeste(), porta: 0, rede: { tentativas: 1, backoffMs: 20, timeoutRespostaMs: 15_000 } });
  await prepararCertificadosDemo(s.db, sim.ca, s.config);
  const u = await s.db.pool.query(`SELECT u.emitente_id, e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'caixa'`);
  emit = u.rows[0].emitente_id;
  registrarCscSimulador(sim.simulador.estado, u.rows[0].cnpj, 1, CSC);
  caixa = (await s.login('caixa')).Token;
  loja = (await s.login('loja')).Token;
  const csc = await s.call(loja, { method: 'PUT', url: '/v1/GerenciadorNFCe/CSC', payload: { ambiente: 2, id_token: 1, csc: CSC } });
  expect(csc.statusCode, csc.body).toBe(200);
  produto = (
    await s.db.pool.query(
      `SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`,
      [emit],
    )
  ).rows[0];
  const abre = await s.call(caixa, { method: 'POST', url: '/v1/pdv/Caixa/Abrir', payload: { valor_abertura: '50.00' } });
  expect(abre.statusCode, abre.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await s?.close();
  await sim?.parar();
  if (xmlDir) rmSync(xmlDir, { recursive: true, force: true });
});

async function vender(): Promise<{ status: number; body: any }> {
  const r = await s.call(caixa, {
    method: 'POST',
    url: '/v1/pdv/Venda',
    payload: { itens: [{ produto_id: produto.id, quantidade: 2 }], pagamentos: [{ t_pag: '01', valor: 1000 }] },
  });
  return { status: r.statusCode, body: r.json() };
}

/** Lançamentos da venda: movimentos de estoque e do caixa (venda + troco). */
async function lancamentos(vendaId: number): Promise<{ estoque: number; quantidade: number; caixa: number }> {
  const e = await s.db.pool.query(
    `SELECT count(*)::int AS n, coalesce(sum(quantidade), 0)::numeric AS q FROM estoque_movimentacao WHERE emitente_id = $1 AND documento_tipo = 'venda_cupom' AND documento_id = $2`,
    [emit, vendaId],
  );
  const c = await s.db.pool.query(`SELECT count(*)::int AS n FROM caixa_movimento WHERE emitente_id = $1 AND venda_cupom_id = $2`, [emit, vendaId]);
  return { estoque: e.rows[0].n, quantidade: Number(e.rows[0].q), caixa: c.rows[0].n };
}

const venda = async (id: number) => (await s.db.pool.query('SELECT situacao, tp_emis, chave, numero, protocolo FROM venda_cupom WHERE id = $1', [id])).rows[0];

const CASOS: Array<{ nome: string; ind: Indisponibilidade; motivo: RegExp }> = [
  { nome: 'HTTP 503', ind: { modo: 'http503', servico: 'NfeAutorizacao' }, motivo: /fora do ar.*HTTP 503/ },
  { nome: 'falha no handshake TLS', ind: { modo: 'tls' }, motivo: /TLS/ },
  { nome: 'tempo de resposta esgotado', ind: { modo: 'demora', servico: 'NfeAutorizacao', demoraMs: 4000 }, motivo: /não respondeu a tempo/ },
  { nome: 'cStat 108 (serviço paralisado)', ind: { modo: 'paralisado', servico: 'NfeAutorizacao', cStat: '108' }, motivo: /108 - Serviço Paralisado/ },
];

describe('NFC-e com a SEFAZ indisponível', () => {
  for (const caso of CASOS) {
    it(`${caso.nome}: a venda termina em contingência (tpEmis 9), lançada uma vez, e é autorizada quando a SEFAZ volta`, async () => {
      sim.simulador.estado.indisponivel = { ...caso.ind };
      let r: { status: number; body: any };
      try {
        r = await vender();
      } finally {
        sim.simulador.estado.indisponivel = null;
      }
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.Success).toBe(true);
      expect(r.body.Data).toMatchObject({ situacao: 'contingencia', tp_emis: 9 });
      expect(r.body.Data.chave[34]).toBe('9');
      const id = r.body.Data.id as number;
      expect(await lancamentos(id)).toEqual({ estoque: 1, quantidade: -2, caixa: 2 }); // venda + troco
      const aud = await s.db.pool.query(`SELECT descricao FROM auditoria WHERE entidade = 'vendasCupom' AND registro_id = $1 AND acao = 'outra'`, [String(id)]);
      expect(aud.rows.map((x) => x.descricao).join(' ')).toMatch(/SEFAZ indisponível/);
      expect(aud.rows.map((x) => x.descricao).join(' ')).toMatch(caso.motivo);

      const volta = (await retransmitirPendentes(s.db, s.config)).find((x) => x.emitenteId === emit)!;
      expect(volta.status).toMatch(/^107/);
      const v = await venda(id);
      expect(v.situacao).toBe('autorizada');
      expect(v.protocolo).toMatch(/^\d{15}$/);
      expect(await lancamentos(id)).toEqual({ estoque: 1, quantidade: -2, caixa: 2 });
      // um número, uma nota autorizada no simulador
      const doNumero = [...sim.simulador.estado.autorizadas.values()].filter((n) => n.mod === '65' && n.nNF === v.numero);
      expect(doNumero).toHaveLength(1);
      // fora da contingência: a venda seguinte sai on-line
      const seguinte = await vender();
      expect(seguinte.body.Data).toMatchObject({ situacao: 'autorizada', tp_emis: 1 });
    });
  }

  it('rejeição de verdade (252) não é contingência: a NFC-e fica rejeitada com o motivo', async () => {
    sim.simulador.estado.ambiente = 1;
    let r: { status: number; body: any };
    try {
      r = await vender();
    } finally {
      sim.simulador.estado.ambiente = 2;
    }
    expect(r.body.Success).toBe(false);
    expect(r.body.Data).toMatchObject({ situacao: 'rejeitada', cStat: '252', tp_emis: 1 });
    expect(r.body.Message).toMatch(/^Rejeição 252/);
    const estado = await s.db.pool.query('SELECT contingencia FROM nfce_csc WHERE emitente_id = $1 AND ambiente = 2', [emit]);
    expect(estado.rows[0].contingencia).toBe(false);
  });
});

describe('NF-e com a SEFAZ indisponível', () => {
  it('503 e 108 são falhas do autorizador (sem cStat de rejeição) e levam à sugestão da SVC', async () => {
    const { rows: cli } = await s.db.pool.query(
      `SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf AND length(c.cpf_cnpj) = 11 ORDER BY c.id LIMIT 1`,
      [emit],
    );
    expect(cli[0], 'cliente PF da UF do emitente na demonstração').toBeDefined();
    const nota = await s.call(loja, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        cliente_id: cli[0].id,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        Item: [{ produto_id: produto.id, quantidade: 1, valor_unitario: Number(produto.preco_venda) }],
        Pagamento: [{ t_pag: '01', valor: Number(produto.preco_venda) }],
      },
    });
    expect(nota.statusCode, nota.body).toBe(201);
    const id = nota.json().Data.id;
    const modos: Indisponibilidade[] = [
      { modo: 'http503', servico: 'NfeAutorizacao' },
      { modo: 'paralisado', servico: 'NfeAutorizacao', cStat: '108' },
      { modo: 'paralisado', servico: 'NfeAutorizacao', cStat: '109' },
    ];
    expect(modos.length).toBeGreaterThanOrEqual(FALHAS_PARA_SUGERIR);
    let ultima: any;
    for (const ind of modos) {
      sim.simulador.estado.indisponivel = ind;
      try {
        ultima = await s.call(loja, { method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${id}` });
      } finally {
        sim.simulador.estado.indisponivel = null;
      }
      expect(ultima.statusCode, ultima.body).toBe(502);
      expect(ultima.json().Data.cStat).toBeNull();
      expect(ultima.json().Message).toMatch(/fora do ar|paralisado/);
    }
    expect(ultima.json().Message).toContain('entre em contingência');
    const st = (await s.call(loja, { method: 'GET', url: '/v1/GerenciadorNFe/Contingencia' })).json().Data;
    expect(st).toMatchObject({ ativa: false, sugerir: true, falhasSeguidas: modos.length });
    // a SEFAZ volta: a mesma nota é autorizada e a sugestão some
    const ok = await s.call(loja, { method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${id}` });
    expect(ok.json().Data, ok.body).toMatchObject({ situacao: 'autorizada', cStat: '100' });
    expect((await s.call(loja, { method: 'GET', url: '/v1/GerenciadorNFe/Contingencia' })).json().Data).toMatchObject({ sugerir: false, falhasSeguidas: 0 });
  });
});
