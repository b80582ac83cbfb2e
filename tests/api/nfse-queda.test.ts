/**
 * Queda do processo no meio de transmissões de NFS-e: o servidor roda como processo filho
 * (tests/jobs/servidor-nfse.ts) sobre PGlite em arquivo no DATA_DIR do teste (ou um banco
 * PostgreSQL novo com TEST_DATABASE_URL); o simulador da API nacional roda neste processo (sobrevive
 * à queda, como a Sefin Nacional) e responde devagar às emissões (processa na chegada e responde
 * depois de uma espera), para a queda pegar notas no meio do envio.
 *
 * - 10 notas transmitidas em paralelo, SIGKILL com parte respondida, reinício: em até 60 s nenhuma
 *   nota fica em 'transmitindo' (a consulta da DPS no início resolve o envio interrompido), sem
 *   ninguém transmitir de novo.
 * - Nota cuja DPS não chegou (ou cuja transmissão nem foi gravada) é transmitida de novo pelo usuário
 *   e sai autorizada com o mesmo número de DPS; no fim toda nota está autorizada.
 * - Nenhum número de DPS usado duas vezes (no banco e no simulador), uma NFS-e por DPS no simulador,
 *   a chave do banco é a que o simulador gerou, e cada nota respondida antes da queda continua como
 *   foi respondida.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ate as esperarAte, ServidorFilho } from './processo-filho.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/pool.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTemporaryDatabase } from '../../src/server/db/temporary.ts';
import { seed, DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { criarAutoridadeTeste, emitirCertificadoServidorTeste } from '../../src/fiscal/certificado/index.ts';
import { carregarPacoteNfse, chaveNfseValida, type PacoteNfse } from '../../src/fiscal/nfse/index.ts';
import { iniciarSimuladorNfse, type SimuladorNfse } from '../../src/sefaz-simulator/nfse/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';

const NOTAS = 10;
const ENTRADA = fileURLToPath(new URL('../jobs/servidor-nfse.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'erp-nfse-queda-'));
const jwtSecret = randomBytes(32).toString('hex');
let databaseUrl: string | null = null;
let drop: (() => Promise<void>) | null = null;
let sim: SimuladorNfse;
let pacote: PacoteNfse;
let emit = 0;
let clienteId = 0;

const servidor = new ServidorFilho(ENTRADA, () => ({
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
  DATABASE_URL: databaseUrl ?? '',
  NFSE_SIM_URL: sim.url,
  SIM_CA_FILE: join(dataDir, 'ac-simulador.pem'),
}));
/** Starts the server process; resolves with its base URL (bounded: 90 s). */
const iniciarServidor = () => servidor.iniciar();
const ate = <T>(fn: () => Promise<T | undefined | null | false>, oque: string, ms = 120_000) => esperarAte(fn, oque, ms, 200);
const matar = (sinal: NodeJS.Signals) => servidor.matar(sinal);

/** nDPS e série lidos do Id da DPS (DPS + cMun 7 + tpInsc 1 + inscrição 14 + série 5 + nDPS 15). */
const numeroDoIdDps = (idDps: string) => ({ serie: Number(idDps.slice(25, 30)), nDPS: Number(idDps.slice(30)) });

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) ({ url: databaseUrl, drop } = await createTemporaryDatabase(process.env.TEST_DATABASE_URL, 'erp_test'));
  const config = loadConfig({ dataDir, databaseUrl, jwtSecret, demoSize: 5 });
  // a Sefin Nacional (simulador) deste processo, com a AC de teste que emite os A1 da demonstração
  const ca = criarAutoridadeTeste();
  pacote = await carregarPacoteNfse();
  sim = await iniciarSimuladorNfse({
    host: '127.0.0.1',
    pacote,
    ca,
    certificadoServidor: emitirCertificadoServidorTeste(ca, { hosts: ['127.0.0.1', 'localhost'] }),
  });
  writeFileSync(join(dataDir, 'ac-simulador.pem'), ca.certificadoPem);
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seed(db, config, () => undefined);
    await prepararCertificadosDemo(db, ca, config);
    const { rows } = await db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`);
    emit = rows[0].emitente_id;
    const { rows: cs } = await db.pool.query(`SELECT id FROM cliente WHERE emitente_id = $1 AND ativo AND length(cpf_cnpj) = 14 ORDER BY id LIMIT 1`, [emit]);
    clienteId = cs[0].id;
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

describe('queda do servidor no meio da transmissão de NFS-e', () => {
  it(`${NOTAS} NFS-e transmitidas em paralelo, SIGKILL, reinício: resolvidas pela consulta da DPS, sem número duplicado`, async () => {
    const t0 = Date.now();
    const marca = (m: string) => console.log(`[nfse-queda] ${((Date.now() - t0) / 1000).toFixed(1)} s: ${m}`);
    let base = await iniciarServidor();
    marca('servidor no ar');
    const entrar = async () => {
      const r = await fetch(`${base}/v1/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Login: 'industria', Password: DEMO_PASSWORD, LembrarMe: false }),
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
    const servico = await chamar('POST', '/v1/produto/', {
      codigo: 'SRV-QUEDA',
      descricao: 'Manutenção de máquinas e equipamentos',
      unidade: 'UN',
      ncm: '00',
      movimenta_estoque: false,
      item_lista_servico: '14.01',
      codigo_tributacao_nacional: '140101',
      aliquota_iss: 5,
      preco_venda: 1000,
    });
    expect(servico.status, await servico.clone().text()).toBe(201);
    const servicoId = (await servico.json()).Data.id as number;
    const ids: number[] = [];
    for (let i = 0; i < NOTAS; i++) {
      const r = await chamar('POST', '/v1/nfse/', {
        cliente_id: clienteId,
        produto_id: servicoId,
        descricao: `Manutenção preventiva, ordem ${i + 1}`,
        valor_servico: 1000 + i,
      });
      expect(r.status, await r.clone().text()).toBe(201);
      ids.push((await r.json()).Data.id);
    }
    marca(`${NOTAS} notas em digitação`);

    // Sefin lenta: a NFS-e é gerada na chegada e a resposta demora; a queda pega notas no meio
    sim.estado.demoraEmissaoMs = 1500;
    const respondidas = new Map<number, { situacao: string; chave: string | null; numero_dps: number | null }>();
    const pedidos = ids.map((id) =>
      chamar('POST', `/v1/nfse/${id}/Transmitir`)
        .then(async (r) => {
          const j = await r.json();
          if (j?.Data?.situacao) respondidas.set(id, { situacao: j.Data.situacao, chave: j.Data.chave, numero_dps: j.Data.numero_dps });
        })
        .catch(() => undefined),
    );
    await ate(async () => respondidas.size >= 2, '2 notas respondidas', 120_000);
    await matar('SIGKILL');
    marca(`SIGKILL com ${respondidas.size} nota(s) respondida(s); ${sim.estado.notas.size} NFS-e no simulador`);
    await Promise.all(pedidos);
    sim.estado.demoraEmissaoMs = 0;
    expect(respondidas.size).toBeLessThan(NOTAS); // a queda pegou notas no meio
    for (const r of respondidas.values()) expect(r.situacao).toBe('autorizada');

    base = await iniciarServidor();
    marca('servidor de novo no ar');
    token = await entrar();
    type Nota = { id: number; situacao: string; numero_dps: number | null; id_dps: string | null; chave: string | null; codigo_retorno: string | null };
    const ler = async (id: number): Promise<Nota> => {
      const r = await chamar('GET', `/v1/notaServico/${id}`);
      expect(r.status).toBe(200);
      return (await r.json()).Data;
    };
    const lerTodas = () => Promise.all(ids.map(ler));
    // sem ninguém transmitir de novo: o envio interrompido é resolvido pela consulta da DPS
    const resolvidas = await ate(
      async () => {
        const ns = await lerTodas();
        return ns.every((n) => n.situacao !== 'transmitindo') ? ns : null;
      },
      "nenhuma nota em 'transmitindo' depois do reinício",
      // the start-up pass resolves them in seconds; when its query fails (a loaded machine: the first
      // TLS handshakes time out) the per-minute task does it, so two ticks of that task at most
      120_000,
    );
    marca(`resolvidas: ${resolvidas.map((n) => n.situacao).join(', ')}`);
    for (const n of resolvidas) expect(['autorizada', 'rejeitada', 'digitacao'], `nota ${n.id}`).toContain(n.situacao);
    // cada nota que estava no simulador ficou com a NFS-e dela; nenhuma rejeitada tem NFS-e lá
    for (const n of resolvidas.filter((x) => x.id_dps)) {
      const naSefin = sim.estado.porDps.get(n.id_dps!);
      if (n.situacao === 'autorizada') expect(n.chave).toBe(naSefin);
      else expect(naSefin, `nota ${n.id} rejeitada com NFS-e gerada`).toBeUndefined();
    }
    // o que não chegou (ou nem foi gravado) o usuário transmite de novo; mesmo número de DPS
    const reenviadas = resolvidas.filter((n) => n.situacao !== 'autorizada');
    for (const n of reenviadas) {
      const r = await chamar('POST', `/v1/nfse/${n.id}/Transmitir`);
      const j = await r.json();
      expect(r.status, JSON.stringify(j)).toBe(200);
      if (n.numero_dps) expect(j.Data.numero_dps).toBe(n.numero_dps);
    }
    marca(`${reenviadas.length} nota(s) transmitida(s) de novo`);
    const finais = await lerTodas();
    await matar('SIGTERM');

    expect(finais.filter((n) => n.situacao !== 'autorizada')).toEqual([]);
    for (const n of finais) expect(chaveNfseValida(String(n.chave)), `nota ${n.id}`).toBe(true);
    // as respondidas antes da queda continuam como foram respondidas
    for (const [id, r] of respondidas) {
      const n = finais.find((x) => x.id === id)!;
      expect([n.situacao, n.chave, n.numero_dps]).toEqual([r.situacao, r.chave, r.numero_dps]);
    }
    // um número de DPS por nota, no banco
    expect(new Set(finais.map((n) => n.numero_dps)).size).toBe(NOTAS);
    expect(new Set(finais.map((n) => n.id_dps)).size).toBe(NOTAS);
    // no simulador: uma NFS-e por DPS, nenhum nDPS em duas NFS-e, a chave de cada nota é a da DPS dela
    const naSefin = [...sim.estado.notas.values()];
    expect(naSefin.length).toBe(NOTAS);
    expect(new Set(naSefin.map((x) => x.idDps)).size).toBe(naSefin.length);
    expect(new Set(naSefin.map((x) => JSON.stringify(numeroDoIdDps(x.idDps)))).size).toBe(naSefin.length);
    for (const n of finais) {
      expect(sim.estado.porDps.get(n.id_dps!), `nota ${n.id}`).toBe(n.chave);
      expect(numeroDoIdDps(n.id_dps!).nDPS).toBe(n.numero_dps);
    }

    // conferência no banco: um número de DPS por nota e a série adiante do maior usado
    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      const q = async (sql: string, params: unknown[] = [emit]) => (await db.pool.query(sql, params)).rows;
      const dps = await q(`SELECT numero_dps, count(*)::int AS n FROM nota_servico WHERE emitente_id = $1 AND numero_dps IS NOT NULL GROUP BY numero_dps`);
      expect(dps.every((d) => d.n === 1)).toBe(true);
      const [serie] = await q(`SELECT proximo_numero FROM serie_documento WHERE emitente_id = $1 AND modelo = 'SE'`);
      expect(Number(serie.proximo_numero)).toBeGreaterThan(Math.max(...finais.map((n) => n.numero_dps!)));
    } finally {
      await db.close();
    }
  }, 400_000);
});
