/**
 * Queda do processo no meio de vendas do PDV: o servidor roda como processo
 * filho (tests/jobs/servidor-pdv.ts) sobre PGlite em arquivo no DATA_DIR do teste (ou um banco
 * PostgreSQL novo com TEST_DATABASE_URL); o simulador da SEFAZ roda neste processo (sobrevive à
 * queda, como a SEFAZ real) e responde devagar às autorizações (SEFAZ lenta: processa e responde
 * depois de uma espera), para a queda pegar vendas no meio do envio.
 *
 * - Depois de um início a frio, a primeira venda sai autorizada on-line (tpEmis 1), não em
 *   contingência (aquecimento da emissão depois do listen).
 * - 20 vendas simultâneas, SIGKILL com parte delas respondida, reinício: em até 60 s toda venda
 *   gravada termina autorizada ou em contingência (nenhuma em 'transmitindo'/'digitacao'); estoque e
 *   caixa batem com as vendas que existem (um lançamento de estoque e venda+troco no caixa cada);
 *   nenhum número de NFC-e usado duas vezes (no banco e na SEFAZ); nenhuma venda duplicada; cada
 *   venda respondida antes da queda continua lá; cada recuperação fica na auditoria.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ate, ServidorFilho } from './processo-filho.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTemporaryDatabase } from '../../src/server/db/temporary.ts';
import { seed, DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { criarAutoridadeTeste, emitirCertificadoServidorTeste } from '../../src/fiscal/certificado/index.ts';
import { carregarPacoteSchemas, type PacoteSchemas } from '../../src/fiscal/schema/index.ts';
import { iniciarSimuladorSefaz, type SimuladorSefaz } from '../../src/sefaz-simulator/index.ts';
import { diretorioSchemas } from '../../src/server/modules/nfe/runtime.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';

const VENDAS = 20;
const ENTRADA = fileURLToPath(new URL('../jobs/servidor-pdv.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'erp-pdv-queda-'));
const jwtSecret = randomBytes(32).toString('hex');
let databaseUrl: string | null = null;
let drop: (() => Promise<void>) | null = null;
let sim: SimuladorSefaz;
let pacote: PacoteSchemas;
let emit = 0;
let produto: { id: number; preco: number };

const servidor = new ServidorFilho(ENTRADA, () => ({
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
  DATABASE_URL: databaseUrl ?? '',
  SIM_URL: sim.url,
  SIM_CA_FILE: join(dataDir, 'ac-simulador.pem'),
}));
/** Starts the server process; resolves with its base URL (bounded: 90 s). */
const iniciarServidor = () => servidor.iniciar();
const matar = (sinal: NodeJS.Signals) => servidor.matar(sinal);

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) ({ url: databaseUrl, drop } = await createTemporaryDatabase(process.env.TEST_DATABASE_URL, 'erp_test'));
  const config = loadConfig({ dataDir, databaseUrl, jwtSecret, demoSize: 5 });
  // a SEFAZ (simulador) deste processo, com a AC de teste que emite os certificados da demonstração
  const ca = criarAutoridadeTeste();
  pacote = await carregarPacoteSchemas({ diretorio: diretorioSchemas(config)! });
  sim = await iniciarSimuladorSefaz({
    host: '127.0.0.1',
    porta: 0,
    pacoteSchemas: pacote,
    ca,
    certificadoServidor: emitirCertificadoServidorTeste(ca, { hosts: ['127.0.0.1', 'localhost'] }),
  });
  writeFileSync(join(dataDir, 'ac-simulador.pem'), ca.certificadoPem);
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seed(db, config, () => undefined);
    await prepararCertificadosDemo(db, ca, config);
    const { rows } = await db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'caixa'`);
    emit = rows[0].emitente_id;
    const { rows: ps } = await db.pool.query(
      `SELECT id, preco_venda FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`,
      [emit],
    );
    produto = { id: ps[0].id, preco: Number(ps[0].preco_venda) };
  } finally {
    await db.close();
  }
}, 180_000);

afterAll(async () => {
  await matar('SIGTERM');
  await sim?.parar();
  pacote?.dispose();
  if (drop) await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('queda do servidor no meio de vendas do PDV', () => {
  it(`primeira venda a frio autorizada on-line; ${VENDAS} vendas simultâneas, SIGKILL, reinício: tudo concluído sem duplicar`, async () => {
    const t0 = Date.now();
    const marca = (m: string) => console.log(`[pdv-queda] ${((Date.now() - t0) / 1000).toFixed(1)} s: ${m}`);
    let base = await iniciarServidor();
    marca('servidor no ar');
    const entrar = async () => {
      const r = await fetch(`${base}/v1/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Login: 'caixa', Password: DEMO_PASSWORD, LembrarMe: false }),
      });
      expect(r.status).toBe(200);
      return (await r.json()).Data.Token as string;
    };
    let token = await entrar();
    const chamar = (metodo: string, u: string, corpo?: unknown) =>
      fetch(`${base}${u}`, {
        method: metodo,
        headers: { authorization: `Bearer ${token}`, ...(corpo ? { 'content-type': 'application/json' } : {}) },
        body: corpo ? JSON.stringify(corpo) : undefined,
      });
    const abre = await chamar('POST', '/v1/pdv/Caixa/Abrir', { valor_abertura: '100.00' });
    expect(abre.status, await abre.clone().text()).toBe(200);
    const venda = { itens: [{ produto_id: produto.id, quantidade: 1 }], pagamentos: [{ t_pag: '01', valor: 1000 }] };

    // início a frio: a primeira NFC-e sai on-line
    const primeira = await chamar('POST', '/v1/pdv/Venda', venda);
    const p1 = await primeira.json();
    expect(primeira.status, JSON.stringify(p1)).toBe(200);
    expect(p1.Data).toMatchObject({ situacao: 'autorizada', tp_emis: 1 });
    marca('primeira venda autorizada');

    // SEFAZ lenta nas autorizações: a queda pega vendas gravadas e no meio do envio
    sim.estado.indisponivel = { modo: 'demora', servico: 'NfeAutorizacao', demoraMs: 700, processar: true };
    const respondidas: Array<{ id: number; situacao: string }> = [];
    const pedidos = Array.from({ length: VENDAS }, () =>
      chamar('POST', '/v1/pdv/Venda', venda)
        .then(async (r) => {
          const j = await r.json();
          if (j?.Data?.id) respondidas.push({ id: j.Data.id, situacao: j.Data.situacao });
        })
        .catch(() => undefined),
    );
    await ate(async () => respondidas.length >= 3, '3 vendas respondidas', 60_000);
    await matar('SIGKILL');
    marca(`SIGKILL com ${respondidas.length} venda(s) respondida(s)`);
    await Promise.all(pedidos);
    sim.estado.indisponivel = null;
    expect(respondidas.length).toBeLessThan(VENDAS); // a queda pegou vendas no meio

    base = await iniciarServidor();
    marca('servidor de novo no ar');
    token = await entrar();
    const lerVendas = async () => {
      const r = await chamar('GET', '/OData/VendasCupom?$select=id,situacao,numero,serie,chave,tp_emis&$top=1000');
      expect(r.status).toBe(200);
      const j = await r.json();
      return (j.value ?? j.Data ?? []) as Array<{ id: number; situacao: string; numero: number; serie: number; chave: string; tp_emis: number }>;
    };
    const finais = await ate(
      async () => {
        const vs = await lerVendas();
        return vs.length && vs.every((v) => v.situacao === 'autorizada' || v.situacao === 'contingencia') ? vs : null;
      },
      'todas as vendas autorizadas ou em contingência depois do reinício',
      60_000,
    );
    marca(`${finais.length} vendas concluídas`);
    await matar('SIGTERM');

    // conferência no banco
    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      const q = async (sql: string, params: unknown[] = [emit]) => (await db.pool.query(sql, params)).rows;
      const vendas = await q(
        `SELECT id, situacao, numero, serie, chave, valor_total::numeric AS total, valor_troco::numeric AS troco FROM venda_cupom WHERE emitente_id = $1`,
      );
      expect(vendas.length).toBe(finais.length);
      expect(vendas.length).toBeGreaterThanOrEqual(1 + respondidas.length);
      expect(vendas.length).toBeLessThanOrEqual(1 + VENDAS); // nenhuma venda duplicada
      for (const r of respondidas) expect(vendas.map((v) => v.id)).toContain(r.id);
      expect(vendas.filter((v) => !['autorizada', 'contingencia'].includes(v.situacao))).toEqual([]);
      // um número por venda; cada número autorizado uma vez na SEFAZ, com a chave da venda
      expect(new Set(vendas.map((v) => `${v.serie}-${v.numero}`)).size).toBe(vendas.length);
      for (const v of vendas.filter((x) => x.situacao === 'autorizada')) {
        const naSefaz = [...sim.estado.autorizadas.values()].filter((n) => n.mod === '65' && n.serie === v.serie && n.nNF === v.numero);
        expect(naSefaz.map((n) => n.chave)).toEqual([v.chave]);
      }
      // estoque: uma saída de 1 unidade por venda que existe, nenhuma de venda que não existe
      const mov = await q(
        `SELECT documento_id AS id, count(*)::int AS n, sum(quantidade)::numeric AS q FROM estoque_movimentacao
          WHERE emitente_id = $1 AND documento_tipo = 'venda_cupom' GROUP BY documento_id`,
      );
      expect(mov.map((m) => m.id).sort((a, b) => a - b)).toEqual(vendas.map((v) => v.id).sort((a, b) => a - b));
      expect(mov.every((m) => m.n === 1 && Number(m.q) === -1)).toBe(true);
      // caixa: venda + troco de cada venda, somando o total das vendas
      const cx = await q(
        `SELECT venda_cupom_id AS id, count(*)::int AS n, sum(valor)::numeric AS v FROM caixa_movimento
          WHERE emitente_id = $1 AND venda_cupom_id IS NOT NULL GROUP BY venda_cupom_id`,
      );
      expect(cx.length).toBe(vendas.length);
      for (const v of vendas) {
        const m = cx.find((x) => x.id === v.id)!;
        expect(m.n).toBe(2);
        expect(Number(m.v)).toBeCloseTo(Number(v.total), 2);
      }
      // as vendas concluídas pela recuperação estão na auditoria
      const aud = await q(
        `SELECT count(*)::int AS n FROM auditoria WHERE emitente_id = $1 AND entidade = 'vendasCupom' AND descricao LIKE 'Recuperação após queda%'`,
      );
      const recuperadas = vendas.length - 1 - respondidas.length;
      if (recuperadas > 0) expect(aud[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      await db.close();
    }
  }, 400_000);
});
