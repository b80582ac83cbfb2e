/**
 * NFS-e do Padrão Nacional pela API, contra o simulador da API nacional por HTTPS com TLS mútuo
 * (src/sefaz-simulator/nfse) e o banco real: cadastro do serviço, nota com o ISS calculado,
 * transmissão autorizada com chave de 50 dígitos, DANFSe e XML, título a receber, numeração da DPS
 * sob 20 transmissões concorrentes (sem buraco nem repetição), envio sem resposta resolvido pela
 * consulta da DPS (processado ou não), cancelamento 101101 e substituição.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';
import { criarAutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import { iniciarSimuladorNfseDoServidor, reconciliarNfsePendentes } from '../../src/server/modules/nfse/index.ts';
import type { SimuladorNfse } from '../../src/sefaz-simulator/nfse/index.ts';
import { chaveNfseValida } from '../../src/fiscal/nfse/index.ts';
import { emitirNfseDemo } from '../../src/server/modules/nfse/demo.ts';

let s: TestServer;
let sim: SimuladorNfse;
let pararSefaz: () => Promise<void>;
let xmlDir: string;
const tk: Record<string, string> = {};
const ids: Record<string, { emitente: number; cliente: number; servico: number }> = {};
const q = async (sql: string, p: unknown[] = []) => (await s.db.pool.query(sql, p)).rows;

const chamar = (quem: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  s.call(tk[quem], { method, url, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });

async function novaNota(quem: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await chamar(quem, 'POST', '/v1/nfse/', {
    cliente_id: ids[quem].cliente,
    produto_id: ids[quem].servico,
    descricao: 'Instalação e manutenção de equipamentos',
    valor_servico: 1000,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().Data.id;
}

const transmitir = (quem: string, id: number) => chamar(quem, 'POST', `/v1/nfse/${id}/Transmitir`);

beforeAll(async () => {
  xmlDir = mkdtempSync(join(tmpdir(), 'erp-nfse-xml-'));
  s = await startTestServer({ demoSize: 6, xmlArchiveDir: xmlDir, sefazSimulador: true });
  const ca = criarAutoridadeTeste();
  const sefaz = await iniciarSimuladorDoServidor(s.config, { ca, porta: 0 });
  pararSefaz = () => sefaz.parar();
  await prepararCertificadosDemo(s.db, ca, s.config);
  sim = await iniciarSimuladorNfseDoServidor(s.config, { ca });
  for (const quem of ['loja', 'industria']) {
    tk[quem] = (await s.login(quem)).Token;
    const [u] = await q('SELECT emitente_id FROM usuario WHERE login = $1', [quem]);
    const [c] = await q(`SELECT id FROM cliente WHERE emitente_id = $1 AND length(cpf_cnpj) IN (11, 14) ORDER BY id LIMIT 1`, [u.emitente_id]);
    const p = await chamar(quem, 'POST', '/v1/produto/', {
      codigo: `SRV-${quem}`,
      descricao: 'Manutenção de máquinas e equipamentos',
      unidade: 'UN',
      ncm: '00',
      movimenta_estoque: false,
      item_lista_servico: '14.01',
      codigo_tributacao_nacional: '140101',
      aliquota_iss: 5,
      preco_venda: 1000,
    });
    expect(p.statusCode, p.body).toBe(201);
    ids[quem] = { emitente: u.emitente_id, cliente: c.id, servico: p.json().Data.id };
  }
}, 180_000);

afterAll(async () => {
  await s?.close();
  await sim?.parar();
  await pararSefaz?.();
  rmSync(xmlDir, { recursive: true, force: true });
});

describe('NFS-e', () => {
  it('demonstração: loja e indústria emitem uma NFS-e de serviço pelo simulador, uma vez só', async () => {
    for (const quem of ['loja', 'industria'] as const) {
      const chave = await emitirNfseDemo(s.app, s.db, quem);
      expect(chaveNfseValida(String(chave)), quem).toBe(true);
      const [n] = await q('SELECT situacao FROM nota_servico WHERE emitente_id = $1 AND chave = $2', [ids[quem].emitente, chave]);
      expect(n.situacao).toBe('autorizada');
      expect(await emitirNfseDemo(s.app, s.db, quem)).toBeUndefined();
    }
  });

  it('grava com o ISS do motor de tributos: regime normal destaca 5%; Simples Nacional recolhe no DAS', async () => {
    const id = await novaNota('industria', { desconto_incondicionado: 100, aliquota_irrf: 1.5 });
    const n = (await chamar('industria', 'GET', `/v1/notaServico/${id}`)).json().Data;
    // (1000 − 100) × 5% = 45,00; IRRF (1000 − 100) × 1,5% = 13,50; líquido 900 − 13,50 = 886,50
    expect([n.codigo_tributacao_nacional, Number(n.base_calculo), Number(n.valor_iss), Number(n.valor_irrf), Number(n.valor_liquido)]).toEqual([
      '140101',
      900,
      45,
      13.5,
      886.5,
    ]);
    expect(n.fonte_calculo).toContain('LC 116/2003');
    const l = (await chamar('loja', 'GET', `/v1/notaServico/${await novaNota('loja')}`)).json().Data;
    expect([Number(l.valor_iss), Number(l.valor_liquido)]).toEqual([0, 1000]);
    expect(l.fonte_calculo).toContain('LC 123/2006');
  });

  it('recusa desconto maior que o serviço com o campo, nada gravado', async () => {
    const antes = (await q('SELECT count(*)::int AS n FROM nota_servico'))[0].n;
    const r = await chamar('loja', 'POST', '/v1/nfse/', {
      cliente_id: ids.loja.cliente,
      produto_id: ids.loja.servico,
      descricao: 'x',
      valor_servico: 10,
      desconto_incondicionado: 20,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().deducoes ?? r.json().desconto_incondicionado).toBeTruthy();
    expect((await q('SELECT count(*)::int AS n FROM nota_servico'))[0].n).toBe(antes);
    // o caixa da loja (só PDV e clientes) não grava nem transmite NFS-e
    const caixa = (await s.login('caixa')).Token;
    const semRegra = await s.call(caixa, { method: 'POST', url: '/v1/nfse/', payload: { cliente_id: ids.loja.cliente, descricao: 'x', valor_servico: 10 } });
    expect(semRegra.statusCode).toBe(403);
    expect((await q('SELECT count(*)::int AS n FROM nota_servico'))[0].n).toBe(antes);
  });

  it('transmite pelo simulador: autorizada com chave de 50 dígitos, DANFSe, XML e título a receber', async () => {
    const id = await novaNota('industria');
    const r = await transmitir('industria', id);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().Data;
    expect(d.situacao).toBe('autorizada');
    expect(chaveNfseValida(d.chave)).toBe(true);
    expect(d.numero_nfse).toBeTruthy();
    const pdf = await chamar('industria', 'GET', `/v1/nfse/${id}/Danfse`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await chamar('industria', 'GET', `/v1/nfse/${id}/Xml`);
    expect(xml.body).toContain(d.chave);
    const [t] = await q(`SELECT valor::text, situacao, cliente_id FROM receber WHERE emitente_id = $1 AND origem = 'nfse' AND origem_id = $2`, [
      ids.industria.emitente,
      id,
    ]);
    const [n] = await q('SELECT valor_liquido::text FROM nota_servico WHERE id = $1', [id]);
    expect(t).toMatchObject({ valor: n.valor_liquido, situacao: 'aberto', cliente_id: ids.industria.cliente });
    const tipos = (await q('SELECT tipo FROM nota_servico_xml WHERE nota_servico_id = $1 ORDER BY id', [id])).map((x) => x.tipo);
    expect(tipos).toEqual(['dps', 'nfse']);
    // a outra empresa não vê a nota
    expect((await chamar('loja', 'GET', `/v1/nfse/${id}/Danfse`)).statusCode).toBe(404);
  });

  it('20 transmissões concorrentes: números de DPS consecutivos, sem buraco nem repetição', async () => {
    const [{ ultimo }] = await q(`SELECT coalesce(max(numero_dps), 0)::int AS ultimo FROM nota_servico WHERE emitente_id = $1`, [ids.loja.emitente]);
    const novas: number[] = [];
    for (let i = 0; i < 20; i++) novas.push(await novaNota('loja', { valor_servico: 100 + i }));
    const rs = await Promise.all(novas.map((id) => transmitir('loja', id)));
    for (const r of rs) expect(r.json().Data?.situacao, r.body).toBe('autorizada');
    const nums = (await q('SELECT numero_dps FROM nota_servico WHERE id = ANY($1) ORDER BY numero_dps', [novas])).map((x) => x.numero_dps);
    expect(nums).toEqual(Array.from({ length: 20 }, (_, i) => ultimo + 1 + i));
    const chaves = new Set(rs.map((r) => r.json().Data.chave));
    expect(chaves.size).toBe(20);
  }, 120_000);

  it('envio processado sem resposta: fica transmitindo e a consulta da DPS acha a NFS-e, sem número novo', async () => {
    const id = await novaNota('industria');
    const geradasAntes = sim.estado.notas.size;
    sim.estado.falhaDeRede = { restantes: 1, processar: true };
    const r = await transmitir('industria', id);
    expect(r.json().Data.situacao, r.body).toBe('transmitindo');
    const [antes] = await q('SELECT numero_dps, id_dps FROM nota_servico WHERE id = $1', [id]);
    const rec = await reconciliarNfsePendentes(s.db, s.config);
    expect(rec.find((x) => x.id === id)?.situacao).toBe('autorizada');
    const [depois] = await q('SELECT numero_dps, id_dps, situacao, chave FROM nota_servico WHERE id = $1', [id]);
    expect(depois).toMatchObject({ numero_dps: antes.numero_dps, id_dps: antes.id_dps, situacao: 'autorizada' });
    expect(sim.estado.notas.size).toBe(geradasAntes + 1);
    expect(sim.estado.porDps.get(antes.id_dps)).toBe(depois.chave);
  });

  it('envio que não chegou: a consulta da DPS não acha, a nota volta a transmitir com o mesmo número', async () => {
    const id = await novaNota('industria');
    sim.estado.falhaDeRede = { restantes: 1, processar: false };
    const r = await transmitir('industria', id);
    const [antes] = await q('SELECT numero_dps, situacao FROM nota_servico WHERE id = $1', [id]);
    expect(['transmitindo', 'rejeitada'], r.body).toContain(antes.situacao);
    // de novo: a DPS é consultada antes do reenvio e só então vai
    const r2 = await transmitir('industria', id);
    expect(r2.json().Data.situacao, r2.body).toBe('autorizada');
    const [depois] = await q('SELECT numero_dps FROM nota_servico WHERE id = $1', [id]);
    expect(depois.numero_dps).toBe(antes.numero_dps);
  });

  it('cancela (101101) com motivo e justificativa: cancelada no sistema e no ambiente, título cancelado', async () => {
    const id = await novaNota('industria');
    const { chave } = (await transmitir('industria', id)).json().Data;
    const curta = await chamar('industria', 'POST', `/v1/nfse/${id}/Cancelar`, { motivo: '2', justificativa: 'curta' });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().justificativa).toBeTruthy();
    const r = await chamar('industria', 'POST', `/v1/nfse/${id}/Cancelar`, { motivo: '2', justificativa: 'Serviço não foi prestado ao cliente' });
    expect(r.statusCode, r.body).toBe(200);
    const [n] = await q('SELECT situacao, motivo_cancelamento FROM nota_servico WHERE id = $1', [id]);
    expect(n).toEqual({ situacao: 'cancelada', motivo_cancelamento: '2' });
    expect(sim.estado.notas.get(chave)?.cancelada).toBe(true);
    const [t] = await q(`SELECT situacao FROM receber WHERE origem = 'nfse' AND origem_id = $1`, [id]);
    expect(t.situacao).toBe('cancelado');
    const pdf = await chamar('industria', 'GET', `/v1/nfse/${id}/Danfse`);
    expect(pdf.statusCode).toBe(200);
    expect((await transmitir('industria', id)).statusCode).toBe(400);
  });

  it('substitui: a nova nota aponta para a original, e a original fica substituída quando a nova é autorizada', async () => {
    const id = await novaNota('loja');
    const { chave } = (await transmitir('loja', id)).json().Data;
    const sub = await chamar('loja', 'POST', `/v1/nfse/${id}/Substituir`, { motivo: '99' });
    expect(sub.statusCode, sub.body).toBe(200);
    const nova = sub.json().Data.id;
    expect((await chamar('loja', 'PUT', '/v1/nfse/', { id: nova, valor_servico: 1200 })).statusCode).toBe(200);
    const r = await transmitir('loja', nova);
    expect(r.json().Data.situacao, r.body).toBe('autorizada');
    const [orig] = await q('SELECT situacao, substituida_por_id FROM nota_servico WHERE id = $1', [id]);
    expect(orig).toEqual({ situacao: 'substituida', substituida_por_id: nova });
    expect(sim.estado.notas.get(chave)?.substituidaPor).toBe(r.json().Data.chave);
    const titulos = await q(`SELECT origem_id, situacao FROM receber WHERE origem = 'nfse' AND origem_id = ANY($1) ORDER BY origem_id`, [[id, nova]]);
    expect(titulos).toEqual([
      { origem_id: id, situacao: 'cancelado' },
      { origem_id: nova, situacao: 'aberto' },
    ]);
  });
  it('pedido com serviço vira NFS-e em digitação do cliente do pedido (uma vez só) e é transmitida', async () => {
    const ped = await chamar('loja', 'POST', '/v1/pedido/', {
      cliente_id: ids.loja.cliente,
      Item: [{ produto_id: ids.loja.servico, quantidade: 2, valor_unitario: 150 }],
    });
    expect(ped.statusCode, ped.body).toBe(201);
    const pedidoId = ped.json().Data.id;
    const r = await chamar('loja', 'POST', `/v1/nfse/DoPedido/${pedidoId}`);
    expect(r.statusCode, r.body).toBe(201);
    const id = r.json().Data.id;
    const [n] = await q('SELECT cliente_id, pedido_id, valor_servico::text, descricao, situacao FROM nota_servico WHERE id = $1', [id]);
    expect(n).toMatchObject({ cliente_id: ids.loja.cliente, pedido_id: pedidoId, valor_servico: '300.00', situacao: 'digitacao' });
    expect(n.descricao).toContain('2 x ');
    const deNovo = await chamar('loja', 'POST', `/v1/nfse/DoPedido/${pedidoId}`);
    expect([deNovo.statusCode, deNovo.json().Data.id]).toEqual([200, id]);
    expect((await transmitir('loja', id)).json().Data.situacao).toBe('autorizada');
  });
  it('relatório nfse_mes: emitidas, canceladas e substituídas do mês, com ISS e valor líquido', async () => {
    const hoje = (await q(`SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date::text AS d`))[0].d;
    const r = await chamar('industria', 'POST', '/v1/Relatorios/GetRelatorio', { relatorio: 'nfse_mes', parametros: { data_inicial: hoje, data_final: hoje } });
    expect(r.statusCode, r.body).toBe(200);
    const [linha] = r.json().Data.linhas;
    const [esperado] = await q(
      `SELECT count(*)::int AS emitidas, count(*) FILTER (WHERE situacao = 'cancelada')::int AS canceladas,
              sum(valor_liquido) FILTER (WHERE situacao = 'autorizada')::text AS liquido
         FROM nota_servico WHERE emitente_id = $1 AND situacao IN ('autorizada', 'cancelada', 'substituida')`,
      [ids.industria.emitente],
    );
    expect(linha.emitidas).toBe(esperado.emitidas);
    expect(linha.canceladas).toBe(esperado.canceladas);
    expect(Number(linha.valor_liquido)).toBe(Number(esperado.liquido));
  });
  it('ZIP do mês com o XML de cada NFS-e autorizada e dos eventos', async () => {
    const anomes = (await q(`SELECT to_char(now() AT TIME ZONE 'America/Sao_Paulo', 'YYYYMM') AS m`))[0].m;
    const r = await chamar('industria', 'GET', `/v1/nfse/ArquivoMes?anomes=${anomes}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/zip');
    const [{ n }] = await q(`SELECT count(*)::int AS n FROM nota_servico_xml WHERE emitente_id = $1 AND tipo IN ('nfse', 'evento')`, [ids.industria.emitente]);
    // diretório central do ZIP: uma entrada por XML
    const fim = r.rawPayload.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(r.rawPayload.readUInt16LE(fim + 10)).toBe(n);
    expect((await chamar('industria', 'GET', '/v1/nfse/ArquivoMes?anomes=2026')).statusCode).toBe(400);
  });
});
